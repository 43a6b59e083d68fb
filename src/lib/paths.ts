/**
 * Path clean-up shared by the layout helpers (breadcrumbs, SEO, navigation links).
 * Pure: no Astro, React or DOM imports.
 */

/**
 * Normalises a site path as the layout reads it: drops any origin, query and hash, a trailing
 * `.html` or `/index` (static builds write `/products.html`), repeated and trailing slashes. The
 * root stays `/`. Never throws.
 *
 * @example cleanPath('/products/healthcare/?tab=1#pricing') === '/products/healthcare'
 */
export function cleanPath(path: string): string {
  let clean = path.trim().replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  clean = clean.replace(/[?#].*$/, '');
  clean = clean.replace(/\/{2,}/g, '/');
  clean = clean.replace(/\.html$/, '').replace(/\/index$/, '');
  clean = clean.replace(/\/+$/, '');
  if (!clean.startsWith('/')) clean = `/${clean}`;
  return clean;
}

/** The non-empty segments of a path after {@link cleanPath}, still URI-encoded. */
export function pathSegments(path: string): string[] {
  return cleanPath(path).split('/').filter(Boolean);
}
