/**
 * What crawlers may fetch and what the sitemap lists. Pure: read by src/pages/robots.txt.ts and by
 * the sitemap filter in astro.config.mjs, so the two agree. Pages kept out of search are disallowed
 * here; only the content editor also says `noindex`.
 */
import { isCanonicalPath } from './canonical';
import { cleanPath } from './paths';

/**
 * Paths crawlers must not fetch: the confirmation pages after a form was sent (a crawler should
 * not land on "thank you"), the site-search page (its results are other pages' text; an endless
 * set of `?q=` URLs is no content of its own) and the content editor (/admin, which also says
 * noindex). They stay out of the sitemap, and so out of the site-search index, too.
 */
export const ROBOTS_DISALLOWED_PATHS: readonly string[] = [
  '/request-demo/thank-you',
  '/contact-us/thank-you',
  '/search',
  '/admin',
];

/** Site path of the sitemap index written by @astrojs/sitemap. */
export const SITEMAP_INDEX_PATH = '/sitemap-index.xml';

/**
 * True when `path` belongs in the sitemap: it is its own canonical URL (not a mirror, a scoped
 * module or a not-found page; see canonical.ts) and robots.txt does not disallow it.
 *
 * @param path a site path; query, hash, `.html` and a trailing slash are ignored
 */
export function isSitemapPath(path: string): boolean {
  const clean = cleanPath(path);
  return isCanonicalPath(clean) && !ROBOTS_DISALLOWED_PATHS.includes(clean);
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
