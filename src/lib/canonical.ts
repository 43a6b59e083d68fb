import { localeOfPath, localePrefix } from '../i18n/routes';

/**
 * Canonical URL rules. Pure: used by pages for rel=canonical and by the sitemap filter, so both
 * agree on which URLs are canonical.
 *
 * - A module shown inside a scope (`/products/…/modules/{module}`, `/industry/…/modules/{module}`)
 *   is the same content as `/modules/{module}`.
 * - `/industry/{…}` pages mirror `/products/{…}`; the products URL is canonical.
 * - Every other path is its own canonical.
 * A page in another language follows the same rules inside its language: `/ne/industry/healthcare`
 * is canonical to `/ne/products/healthcare`.
 *
 * Takes a path without origin, query or trailing slash (e.g. `/industry/healthcare`); returns a
 * path.
 */
export function canonicalPath(path: string): string {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const prefix = localePrefix(localeOfPath(clean));
  const inLanguage = clean.slice(prefix.length) || '/';
  const scopedModule = inLanguage.match(/^\/(?:products|industry)\/.+\/modules\/([^/]+)$/);
  if (scopedModule) return `${prefix}/modules/${scopedModule[1]}`;
  const mirror = inLanguage.match(/^\/industry(\/.+)$/);
  if (mirror) return `${prefix}/products${mirror[1]}`;
  return clean;
}

/**
 * Pages that exist only to be served with HTTP 404 (netlify.toml): never canonical, never in the
 * sitemap. `/404` is the site's not-found page, `/modules/404` the unknown-module page; /ne/…
 * their Nepali twins.
 */
export const NOT_FOUND_PATHS: readonly string[] = ['/404', '/modules/404', '/ne/404', '/ne/modules/404'];

/** True when `path` is its own canonical URL (and so belongs in the sitemap); false for {@link NOT_FOUND_PATHS}. */
export function isCanonicalPath(path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return canonicalPath(clean) === clean && !NOT_FOUND_PATHS.includes(clean);
}
