/**
 * What crawlers may fetch, what search engines may index and what the sitemap lists. Pure: read
 * by src/pages/robots.txt.ts, by the page head (src/lib/seo.ts) and by the sitemap filter in
 * astro.config.mjs, so the three agree.
 */
import { isCanonicalPath, NOT_FOUND_PATHS } from './canonical';
import { cleanPath } from './paths';
import { basePath } from '../i18n/routes';

/**
 * Pages that say `noindex` (robots meta) yet stay open to crawlers, because a crawler reads a
 * noindex only on a page robots.txt lets it fetch (a disallowed page can still be indexed from
 * links, without its text): the not-found pages (also reachable at /404 and /modules/404, where
 * they answer 200), the confirmation pages after a form was sent (a visitor should not land on
 * "thank you" from a search) and the site-search page (its results are other pages' text; an
 * endless set of `?q=` URLs is no content of its own). They stay out of the sitemap, and so out
 * of the site-search index, too.
 */
export const NOINDEX_PATHS: readonly string[] = [
  ...NOT_FOUND_PATHS,
  '/request-demo/thank-you',
  '/contact-us/thank-you',
  '/search',
];

/**
 * Paths crawlers must not fetch: the content editor (/admin, which also says noindex and has
 * nothing for a crawler to read).
 */
export const ROBOTS_DISALLOWED_PATHS: readonly string[] = ['/admin'];

/**
 * True when the page at `path` must say `noindex` ({@link NOINDEX_PATHS}).
 * @param path a site path; query, hash, `.html` and a trailing slash are ignored
 */
export function isNoindexPath(path: string): boolean {
  return NOINDEX_PATHS.includes(basePath(path));
}

/** Site path of the sitemap index written by @astrojs/sitemap. */
export const SITEMAP_INDEX_PATH = '/sitemap-index.xml';

/**
 * True when `path` belongs in the sitemap: it is its own canonical URL (not a mirror, a scoped
 * module or a not-found page; see canonical.ts), says no `noindex` and robots.txt does not disallow it.
 *
 * @param path a site path; query, hash, `.html` and a trailing slash are ignored
 */
export function isSitemapPath(path: string): boolean {
  const clean = cleanPath(path);
  return isCanonicalPath(clean) && !isNoindexPath(clean) && !ROBOTS_DISALLOWED_PATHS.includes(clean);
}

/**
 * The text of /robots.txt: every crawler may fetch everything but {@link ROBOTS_DISALLOWED_PATHS},
 * and the sitemap index is named by its absolute URL.
 *
 * @param siteUrl the production origin, e.g. "https://www.sarathierp.com.np"
 * @returns the file's text, ending in a newline
 */
export function buildRobotsTxt(siteUrl: string | URL): string {
  const disallow = ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`);
  const sitemap = new URL(SITEMAP_INDEX_PATH, siteUrl).href;
  return ['User-agent: *', 'Allow: /', ...disallow, '', `Sitemap: ${sitemap}`, ''].join('\n');
}
