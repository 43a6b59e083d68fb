/**
 * Structured data and crawling over the built site.
 * Findings, each naming its page and rule:
 *   - head: one non-empty <title> and meta description per page; one absolute rel=canonical on the
 *     site's origin, naming a built page that is its own canonical (no chains);
 *   - duplicate-title / duplicate-description / duplicate-image: among canonical pages (their own
 *     canonical, not a not-found page), no two share a title, a description or a share image (a
 *     Nepali page shows its English twin's image: open-graph checks it is that one);
 *   - noindex: the not-found pages say noindex (robots meta: they also answer 200 at /404 and
 *     /modules/404); no canonical names a noindex page; no X-Robots-Tag noindex in dist/_headers
 *     (a page says it in its own <head>);
 *   - mirror-canonical: every /industry/… page's canonical is its /products/… twin, every scoped
 *     module page's /modules/{module};
 *   - open-graph: og:title, og:description, og:type, og:site_name, og:locale, og:url equal to the
 *     canonical, og:image absolute with og:image:width/height 1200×630 and og:image:alt,
 *     twitter:card summary_large_image and twitter:image equal to og:image; the image is a file of
 *     dist/ and a 1200×630 PNG; a page whose canonical is elsewhere shows its target's image;
 *   - json-ld: every <script type="application/ld+json"> parses as JSON with a schema.org @context
 *     and holds no rating or review (none would be genuine);
 *   - breadcrumb-list: every page deeper than one segment (not-found pages aside) has exactly one
 *     BreadcrumbList; a BreadcrumbList is Home plus one item per path prefix, and its trailing items
 *     are the crumbs the page's visible <nav aria-label="Breadcrumb"> shows (labels and links),
 *     with an ellipsis there when crumbs are hidden;
 *   - robots / sitemap: robots.txt names the sitemap index by absolute URL; the URL set of the
 *     sitemaps equals the canonical targets of all pages except not-found pages, pages that say
 *     noindex and paths that robots.txt disallows (so a page left out of the sitemap says why).
 *
 * Not-found pages: /404 and every page netlify.toml serves with status 404.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fileForUrlPath, listHtmlFiles, readPage, urlPathOf } from '../../../src/integrations/builtPages.mjs';
import { isDisallowed, locsOf, notFoundPathsFromNetlifyToml, parseRobotsTxt, pngSize } from './crawling.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Size every share image must have (Open Graph / X large card). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 };
/** JSON-LD keys that would claim ratings or reviews. */
const RATING_KEYS = new Set(['aggregateRating', 'review', 'reviews', 'reviewRating']);
/** Open Graph fields every page must fill. */
const REQUIRED_OG = ['og:title', 'og:description', 'og:type', 'og:site_name', 'og:locale', 'og:image:alt'];

/**
 * @typedef {import('../../../src/integrations/builtPages.mjs').PageHead} PageHead
 * @typedef {{ page: string, rule: string, detail: string }} Finding
 * @typedef {{ path: string, head: PageHead }} BuiltPage
 * @typedef {{ pages: number, canonicalPages: number, sitemapUrls: number, images: number, jsonLdBlocks: number, findings: Finding[] }} SeoReport
 * @typedef {(page: string, rule: string, detail: string) => void} Report
 */

/**
 * An absolute http(s) URL written out in full on `origin`, or null (relative, other host, bad).
 * @param {string} url
 * @param {string} origin
 */
function onSite(url, origin) {
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) && parsed.origin === origin && url.startsWith(`${origin}/`)
      ? parsed
      : null;
  } catch {
    return null;
  }
}

/**
 * Checks the built site (see the file comment). Pure apart from reading files.
 * @param {string} distDir
 * @param {{ notFoundPaths?: readonly string[] }} [options] default: read from the repository's netlify.toml
 * @returns {SeoReport}
 */
export function checkSeo(distDir, options = {}) {
  const notFound = new Set(
    options.notFoundPaths ?? notFoundPathsFromNetlifyToml(readFileSync(join(root, 'netlify.toml'), 'utf8')),
  );
  /** @type {Finding[]} */
  const findings = [];
  /** @type {Report} */
  const report = (page, rule, detail) => void findings.push({ page, rule, detail });

  const robotsFile = join(distDir, 'robots.txt');
  const robots = existsSync(robotsFile) ? parseRobotsTxt(readFileSync(robotsFile, 'utf8')) : null;
  if (!robots) report('/robots.txt', 'robots', 'dist/robots.txt is missing');
  else if (!robots.sitemaps[0]) report('/robots.txt', 'robots', 'no Sitemap: line');

  /** @type {BuiltPage[]} */
  const pages = listHtmlFiles(distDir).map((file) => ({
    path: urlPathOf(file),
    head: readPage(readFileSync(join(distDir, file), 'utf8')),
  }));
  let origin = '';
  try {
    origin = new URL(robots?.sitemaps[0] ?? pages.find((page) => page.path === '/')?.head.canonicals[0] ?? '').origin;
  } catch {
    report('/', 'head', 'cannot tell the site origin: no absolute Sitemap URL in robots.txt nor canonical on /');
  }

  const images = imageChecker(distDir, origin, report);
  /** @type {Map<string, string>} */
  const canonicalOf = new Map();
  let jsonLdBlocks = 0;
  for (const page of pages) {
    const canonical = checkHead(page, origin, report);
    if (canonical) canonicalOf.set(page.path, canonical);
    checkOpenGraph(page, canonical, images, report);
    jsonLdBlocks += checkJsonLd(page, origin, notFound, report);
  }
  const noindex = new Set(pages.filter(({ head }) => head.robots.some(saysNoindex)).map(({ path }) => path));
  for (const path of notFound)
    if (pages.some((page) => page.path === path) && !noindex.has(path))
      report(path, 'noindex', 'a not-found page answers 200 at its own path: it must say noindex');
  checkMirrorCanonicals(canonicalOf, origin, report);
  const canonicalPages = checkCanonicalTargets(pages, canonicalOf, origin, new Set([...notFound, ...noindex]), report);
  for (const [path, canonical] of canonicalOf) {
    const target = decodeURIComponent(new URL(canonical).pathname);
    if (target !== path && noindex.has(target))
      report(path, 'noindex', `rel=canonical names ${target}, which says noindex`);
  }
  checkHeadersFile(distDir, report);
  /** @type {Set<string>} */
  const sitemapUrls = robots?.sitemaps[0] ? readSitemap(distDir, robots.sitemaps[0], origin, report) : new Set();
  if (robots?.sitemaps[0]) {
    /** @type {Set<string>} */
    const expected = new Set();
    for (const { path } of pages) {
      const canonical = canonicalOf.get(path);
      if (!canonical || notFound.has(path)) continue;
      const target = decodeURIComponent(new URL(canonical).pathname);
      if (!notFound.has(target) && !noindex.has(target) && !isDisallowed(target, robots)) expected.add(canonical);
    }
    for (const url of expected)
      if (!sitemapUrls.has(url))
        report(new URL(url).pathname, 'sitemap', `canonical target ${url} is missing from the sitemap`);
    for (const url of sitemapUrls)
      if (!expected.has(url)) report(url, 'sitemap', `${url} is in the sitemap but is no crawlable canonical target`);
  }
  return {
    pages: pages.length,
    canonicalPages,
    sitemapUrls: sitemapUrls.size,
    images: images.count(),
    jsonLdBlocks,
    findings,
  };
}

/**
 * Title, description, canonical and robots metas of one page.
 * @param {BuiltPage} page
 * @param {string} origin
 * @param {Report} report
 * @returns {string | null} the absolute canonical URL, when it is a valid one
 */
function checkHead({ path, head }, origin, report) {
  /** @param {string[]} values @param {string} what */
  const one = (values, what) => {
    if (values.length !== 1 || !values[0])
      report(path, 'head', `${values.length === 0 ? 'no' : values.length === 1 ? 'an empty' : values.length} ${what}`);
    return values[0] ?? '';
  };
  one(head.titles, '<title>');
  one(head.descriptions, 'meta description');
  const canonical = one(head.canonicals, 'rel=canonical');
  const url = canonical ? onSite(canonical, origin) : null;
  if (canonical && !url)
    report(path, 'head', `rel=canonical "${canonical}" is not an absolute URL on ${origin || 'the site origin'}`);
  return url ? url.href : null;
}

/**
 * True when a robots meta's content keeps the page out of search results.
 * @param {string} content
 */
function saysNoindex(content) {
  return /\b(noindex|none)\b/i.test(content);
}

/**
 * The pages that repeat another's content name it as canonical: `/industry/{rest}` its
 * `/products/{rest}` twin, a module inside a scope (`…/modules/{module}`) `/modules/{module}`.
 * @param {Map<string, string>} canonicalOf page path → absolute canonical URL
 * @param {string} origin
 * @param {Report} report
 */
function checkMirrorCanonicals(canonicalOf, origin, report) {
  for (const [path, canonical] of canonicalOf) {
    const scopedModule = path.match(/^\/(?:products|industry)\/.+\/modules\/([^/]+)$/);
    const mirror = path.match(/^\/industry(\/.+)$/);
    const twin = scopedModule ? `/modules/${scopedModule[1]}` : mirror ? `/products${mirror[1]}` : null;
    if (twin && canonical !== `${origin}${twin}`)
      report(path, 'mirror-canonical', `rel=canonical is ${canonical}, not its twin ${origin}${twin}`);
  }
}

/**
 * Checks share image files once each: in dist/, a PNG, 1200×630.
 * @param {string} distDir
 * @param {string} origin
 * @param {Report} report
 */
function imageChecker(distDir, origin, report) {
  /** @type {Set<string>} */
  const seen = new Set();
  return {
    /** @param {string} page @param {string} url */
    check(page, url) {
      const parsed = onSite(url, origin);
      if (!parsed) return report(page, 'open-graph', `og:image "${url}" is not an absolute URL on ${origin}`);
      if (seen.has(parsed.pathname)) return;
      seen.add(parsed.pathname);
      const file = fileForUrlPath(distDir, decodeURIComponent(parsed.pathname));
      const size = file ? pngSize(readFileSync(file)) : null;
      const { width, height } = SHARE_IMAGE_SIZE;
      if (!file) report(page, 'open-graph', `og:image ${parsed.pathname} is not a file in dist/`);
      else if (!size) report(page, 'open-graph', `og:image ${parsed.pathname} is not a PNG`);
      else if (size.width !== width || size.height !== height) {
        report(
          page,
          'open-graph',
          `og:image ${parsed.pathname} is ${size.width}×${size.height}, not ${width}×${height}`,
        );
      }
    },
    count: () => seen.size,
  };
}

/**
 * Open Graph and Twitter tags of one page, and its share image.
 * @param {BuiltPage} page
 * @param {string | null} canonical
 * @param {ReturnType<typeof imageChecker>} images
 * @param {Report} report
 */
function checkOpenGraph({ path, head }, canonical, images, report) {
  /** @param {string} key */
  const meta = (key) => head.meta.get(key)?.[0] ?? '';
  for (const key of REQUIRED_OG) if (!meta(key)) report(path, 'open-graph', `no ${key}`);
  if (canonical && meta('og:url') !== canonical)
    report(path, 'open-graph', `og:url "${meta('og:url')}" is not the canonical ${canonical}`);
  const { width, height } = SHARE_IMAGE_SIZE;
  if (meta('og:image:width') !== String(width) || meta('og:image:height') !== String(height)) {
    report(
      path,
      'open-graph',
      `og:image:width/height are "${meta('og:image:width')}"×"${meta('og:image:height')}", not ${width}×${height}`,
    );
  }
  if (meta('twitter:card') !== 'summary_large_image')
    report(path, 'open-graph', `twitter:card is "${meta('twitter:card')}", not summary_large_image`);
  if (!meta('og:image')) return report(path, 'open-graph', 'no og:image');
  images.check(path, meta('og:image'));
  if (meta('twitter:image') !== meta('og:image'))
    report(path, 'open-graph', `twitter:image "${meta('twitter:image')}" differs from og:image`);
}

/**
 * The JSON-LD blocks of one page: they parse, name schema.org, claim no rating; the BreadcrumbList.
 * @param {BuiltPage} page
 * @param {string} origin
 * @param {Set<string>} notFound
 * @param {Report} report
 * @returns {number} the number of blocks
 */
function checkJsonLd({ path, head }, origin, notFound, report) {
  /** @type {any[]} */
  /** @type {unknown[]} */
  const blocks = [];
  for (const text of head.jsonLd) {
    try {
      blocks.push(/** @type {unknown} */ (JSON.parse(text)));
    } catch (error) {
      report(
        path,
        'json-ld',
        `does not parse (${error instanceof Error ? error.message : String(error)}): ${text.slice(0, 60)}`,
      );
    }
  }
  for (const data of blocks) {
    const context = jsonText(jsonField(data, '@context'));
    if (!/^https?:\/\/schema\.org\/?$/.test(context))
      report(path, 'json-ld', `@context is "${context}", not schema.org`);
    const ratings = ratingKeys(data);
    if (ratings.length) report(path, 'json-ld', `holds ${ratings.join(', ')}: no rating or review may be published`);
  }
  const lists = blocks.filter((data) => jsonField(data, '@type') === 'BreadcrumbList');
  // A Nepali page's depth is its English twin's: /ne is the language, not a level of the site.
  const depth = path
    .replace(/^\/ne(?=\/|$)/, '')
    .split('/')
    .filter(Boolean).length;
  if (depth >= 2 && !notFound.has(path) && lists.length !== 1)
    report(path, 'breadcrumb-list', `${lists.length} BreadcrumbList blocks, expected 1`);
  for (const list of lists) {
    for (const problem of breadcrumbMismatches(list, head.breadcrumbs, path, origin))
      report(path, 'breadcrumb-list', problem);
  }
  return head.jsonLd.length;
}

/**
 * Canonicals name built pages that are their own canonical, and such pages show their target's
 * image; among canonical pages (not-found pages aside) no title, description or image repeats.
 * @param {BuiltPage[]} pages
 * @param {Map<string, string>} canonicalOf
 * @param {string} origin
 * @param {Set<string>} notFound
 * @param {Report} report
 * @returns {number} the number of canonical pages
 */
function checkCanonicalTargets(pages, canonicalOf, origin, notFound, report) {
  const byPath = new Map(pages.map((page) => [page.path, page]));
  /** @param {string} path */
  const isTarget = (path) => canonicalOf.get(path) === new URL(path, `${origin}/`).href;
  /** @param {BuiltPage} page */
  const image = (page) => page.head.meta.get('og:image')?.[0] ?? '';
  for (const page of pages) {
    const canonical = canonicalOf.get(page.path);
    if (!canonical || isTarget(page.path)) continue;
    const targetPath = decodeURIComponent(new URL(canonical).pathname);
    const target = byPath.get(targetPath);
    if (!target) report(page.path, 'head', `rel=canonical names ${targetPath}, which is not a built page`);
    else if (!isTarget(targetPath))
      report(
        page.path,
        'head',
        `rel=canonical names ${targetPath}, whose own canonical is ${canonicalOf.get(targetPath)} (a chain)`,
      );
    else if (image(page) !== image(target))
      report(page.path, 'open-graph', `og:image differs from the one of its canonical target ${targetPath}`);
  }
  const canonicalPages = pages.filter(({ path }) => isTarget(path) && !notFound.has(path));
  // A Nepali page (/ne and under it) shows its English twin's share image (the renderer cannot
  // shape Devanagari).
  const isNepali = (/** @type {string} */ path) => path === '/ne' || path.startsWith('/ne/');
  for (const page of canonicalPages) {
    const twin = isNepali(page.path) ? byPath.get(page.path.slice('/ne'.length) || '/') : undefined;
    if (twin && image(page) !== image(twin))
      report(page.path, 'open-graph', `og:image differs from the one of its English twin ${twin.path}`);
  }
  /** @type {[string, (page: BuiltPage) => string | undefined][]} */
  const unique = [
    ['duplicate-title', (page) => page.head.titles[0]],
    ['duplicate-description', (page) => page.head.descriptions[0]],
    ['duplicate-image', (page) => (isNepali(page.path) ? undefined : image(page))],
  ];
  for (const [rule, read] of unique) {
    /** @type {Map<string, string[]>} */
    const seen = new Map();
    for (const page of canonicalPages) {
      const value = read(page);
      if (value) seen.set(value, [...(seen.get(value) ?? []), page.path]);
    }
    for (const [value, paths] of seen)
      if (paths.length > 1) report(paths.join(', '), rule, `"${value}" on ${paths.length} canonical pages`);
  }
  return canonicalPages.length;
}

/**
 * No X-Robots-Tag noindex in dist/_headers (Netlify's response headers).
 * @param {string} distDir
 * @param {Report} report
 */
function checkHeadersFile(distDir, report) {
  const file = join(distDir, '_headers');
  if (!existsSync(file)) return;
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    if (/^\s*X-Robots-Tag\s*:.*\b(noindex|none)\b/i.test(line)) report('/_headers', 'noindex', line.trim());
  }
}

/**
 * The page URLs of the sitemaps listed by the sitemap index robots.txt names.
 * @param {string} distDir
 * @param {string} indexUrl absolute URL from robots.txt
 * @param {string} origin
 * @param {Report} report
 * @returns {Set<string>}
 */
function readSitemap(distDir, indexUrl, origin, report) {
  /** @type {Set<string>} */
  const urls = new Set();
  const index = onSite(indexUrl, origin);
  const indexFile = index ? fileForUrlPath(distDir, index.pathname) : null;
  if (!index || !indexFile) {
    report('/robots.txt', 'robots', `Sitemap ${indexUrl} is not a file of dist/ on ${origin}`);
    return urls;
  }
  const indexXml = readFileSync(indexFile, 'utf8');
  if (!/<sitemapindex\b/.test(indexXml)) report('/robots.txt', 'robots', `Sitemap ${indexUrl} is not a sitemap index`);
  for (const loc of locsOf(indexXml)) {
    const url = onSite(loc, origin);
    const file = url ? fileForUrlPath(distDir, url.pathname) : null;
    if (!file) report(index.pathname, 'sitemap', `sitemap ${loc} is not a file of dist/`);
    else for (const page of locsOf(readFileSync(file, 'utf8'))) urls.add(page);
  }
  return urls;
}

/**
 * Keys of a JSON-LD value (at any depth) that claim a rating or a review.
 * @param {unknown} value
 * @returns {string[]}
 */
function ratingKeys(value) {
  if (Array.isArray(value)) return value.flatMap(ratingKeys);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(RATING_KEYS.has(key) ? [key] : key === '@type' && /Rating|Review/.test(String(inner)) ? [String(inner)] : []),
    ...ratingKeys(inner),
  ]);
}

/**
 * A property of a parsed JSON object; undefined for anything else (null, a list, a string).
 * @param {unknown} data
 * @param {string} key
 * @returns {unknown}
 */
function jsonField(data, key) {
  return typeof data === 'object' && data !== null && !Array.isArray(data)
    ? /** @type {Record<string, unknown>} */ (data)[key]
    : undefined;
}

/**
 * A parsed JSON value as text: '' for none, a string as it is, a number or boolean written out,
 * a list or object as JSON.
 * @param {unknown} value
 * @returns {string}
 */
function jsonText(value) {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * How a BreadcrumbList differs from the page's path and its visible breadcrumbs (empty when it
 * matches): items at positions 1…n, Home first at the site root, item k at the path's first k-1
 * segments, the page itself last (on a Nepali page: the segments after /ne, each item the Nepali
 * page of that prefix or, while it is not built yet, its English twin); the visible crumbs after Home equal the last items (label and
 * absolute link; the current crumb, without a link, is the page), with an ellipsis when crumbs
 * are hidden.
 * @param {unknown} list a parsed BreadcrumbList
 * @param {PageHead['breadcrumbs']} visible
 * @param {string} path the page's URL path
 * @param {string} origin the site origin
 * @returns {string[]}
 */
export function breadcrumbMismatches(list, visible, path, origin) {
  const elements = jsonField(list, 'itemListElement');
  /** @type {{ position: number, name: string, item: string }[]} */
  const items = (Array.isArray(elements) ? elements : []).map((/** @type {unknown} */ entry) => {
    const item = jsonField(entry, 'item');
    return {
      position: Number(jsonField(entry, 'position')),
      name: jsonText(jsonField(entry, 'name')),
      item: jsonText(typeof item === 'object' ? jsonField(item, '@id') : item),
    };
  });
  items.sort((a, b) => a.position - b.position);
  const allSegments = path.split('/').filter(Boolean);
  const prefix = allSegments[0] === 'ne' ? '/ne' : '';
  const segments = prefix ? allSegments.slice(1) : allSegments;
  const problems = [];
  if (items.length !== segments.length + 1)
    problems.push(
      `${items.length} items for a path of ${segments.length} segments (expected Home plus one per segment)`,
    );
  items.forEach((entry, index) => {
    const english = `${origin}/${segments.slice(0, index).join('/')}`;
    const expected = prefix
      ? [`${origin}${prefix}${index ? '/' : ''}${segments.slice(0, index).join('/')}`, english]
      : [english];
    if (entry.position !== index + 1) problems.push(`item ${index + 1} has position ${entry.position}`);
    if (!expected.includes(entry.item))
      problems.push(`item ${index + 1} "${entry.name}" links ${entry.item}, expected ${expected.join(' or ')}`);
  });
  if (!visible || visible.crumbs.length === 0) return [...problems, 'the page shows no breadcrumbs'];
  const [home, ...shown] = visible.crumbs;
  if (items[0] && home && items[0].name !== home.label)
    problems.push(`first item "${items[0].name}" is not the visible "${home.label}"`);
  const tail = items.slice(-shown.length);
  shown.forEach((crumb, index) => {
    const entry = tail[index];
    if (!entry) return;
    if (entry.name !== crumb.label) problems.push(`item "${entry.name}" is shown as "${crumb.label}"`);
    const href = crumb.href === null ? `${origin}${path}` : new URL(crumb.href, `${origin}${path}`).href;
    if (entry.item !== href) problems.push(`item "${entry.name}" links ${entry.item}, the visible crumb ${href}`);
  });
  const hidden = items.length - 1 - shown.length;
  if (hidden < 0) problems.push(`the page shows ${shown.length} crumbs after Home, the list has ${items.length - 1}`);
  // An ellipsis without hidden crumbs is allowed: the narrow layout may hide crumbs the wide one shows.
  if (hidden > 0 && !visible.ellipsis) problems.push(`${hidden} crumbs are hidden without an ellipsis`);
  return problems;
}

/**
 * The printed report: one line per finding, then the figures.
 * @param {SeoReport} report
 * @returns {string}
 */
export function formatSeoReport(report) {
  const lines = report.findings.map((finding) => `  [${finding.rule}] ${finding.page}: ${finding.detail}`).sort();
  const figures = `${report.pages} pages, ${report.canonicalPages} canonical, ${report.sitemapUrls} sitemap URLs, ${report.images} share images, ${report.jsonLdBlocks} JSON-LD blocks`;
  lines.push(
    report.findings.length === 0
      ? `seo: ${figures}; no findings`
      : `seo: ${report.findings.length} findings (${figures})`,
  );
  return lines.join('\n');
}
