/**
 * Broken internal links over the built site: zero allowed.
 *
 * For every HTML page of dist/, reads <a href>, <link href>, <img src|srcset>, <script src> and
 * <source src|srcset>. External URLs (any scheme: https:, mailto:, tel:, data:… and `//host`) are
 * skipped. Internal ones are resolved as a browser does against the URL the page is served at
 * (dist/products/healthcare.html is /products/healthcare, so `./modules/x` there means
 * /products/modules/x), query and hash removed, and must match a dist/ file: /x → x.html,
 * x/index.html or the asset x. A `#fragment` (alone or after a page link) must name an id (or an
 * <a name>) on the target page; `#` and `#top` always work.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  elementsOf,
  fileForUrlPath,
  listHtmlFiles,
  parseHtml,
  urlPathOf,
} from '../../../src/integrations/builtPages.mjs';

const ORIGIN = 'http://site.invalid';
const LINK_ATTRIBUTES = /** @type {Record<string, string[]>} */ ({
  a: ['href'],
  link: ['href'],
  img: ['src', 'srcset'],
  script: ['src'],
  source: ['src', 'srcset'],
});

/**
 * @typedef {import('../../../src/integrations/builtPages.mjs').HtmlDocument} HtmlDocument
 * @typedef {{ page: string, file: string, tag: string, attribute: string, url: string, reason: string }} BrokenLink
 * @typedef {{ pages: number, checked: number, broken: BrokenLink[] }} LinkReport
 */

/**
 * URLs of a srcset value ("a.png 1x, b.png 2x" → ["a.png", "b.png"]).
 * @param {string} srcset
 * @returns {string[]}
 */
export function srcsetUrls(srcset) {
  return srcset
    .split(/,\s+|,(?=\S)/)
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

/**
 * Ids a page can be scrolled to: every id="…" and every <a name="…">.
 * @param {string | HtmlDocument} html the page or its parsed document
 * @returns {Set<string>}
 */
export function anchorsOf(html) {
  /** @type {Set<string>} */
  const ids = new Set();
  for (const { name, attribs } of elementsOf(typeof html === 'string' ? parseHtml(html) : html)) {
    if (attribs.id) ids.add(attribs.id);
    if (attribs.name && name === 'a') ids.add(attribs.name);
  }
  return ids;
}

/**
 * The link-bearing attributes of a page's markup.
 * @param {string | HtmlDocument} html the page or its parsed document
 * @returns {{ tag: string, attribute: string, url: string, rel: string }[]}
 */
export function linksOf(html) {
  const links = [];
  for (const { name: tag, attribs } of elementsOf(
    typeof html === 'string' ? parseHtml(html) : html,
    ...Object.keys(LINK_ATTRIBUTES),
  )) {
    const rel = (attribs.rel ?? '').toLowerCase();
    for (const attribute of LINK_ATTRIBUTES[tag] ?? []) {
      const value = attribs[attribute];
      if (value === undefined) continue;
      const urls = attribute === 'srcset' ? srcsetUrls(value) : [value.trim()];
      for (const url of urls) links.push({ tag, attribute, url, rel });
    }
  }
  return links;
}

/**
 * Checks every internal link of every page of `distDir`. Pure apart from reading files.
 * @param {string} distDir
 * @returns {LinkReport}
 */
export function checkLinks(distDir) {
  const htmlFiles = listHtmlFiles(distDir);
  /** @type {Map<string, Set<string>>} */
  const anchorCache = new Map();
  /** @param {string} file absolute path of an HTML file */
  const anchorsIn = (file) => {
    let anchors = anchorCache.get(file);
    if (!anchors) {
      anchors = anchorsOf(readFileSync(file, 'utf8'));
      anchorCache.set(file, anchors);
    }
    return anchors;
  };

  /** @type {BrokenLink[]} */
  const broken = [];
  let checked = 0;
  for (const htmlFile of htmlFiles) {
    const page = urlPathOf(htmlFile);
    const pageFile = resolve(distDir, htmlFile);
    const document = parseHtml(readFileSync(pageFile, 'utf8'));
    anchorCache.set(pageFile, anchorsOf(document));
    for (const { tag, attribute, url, rel } of linksOf(document)) {
      if (url === '' || /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(url)) continue; // external, mailto:, tel:, data:…
      if (tag === 'link' && /\b(preconnect|dns-prefetch)\b/.test(rel)) continue;
      checked += 1;
      const report = (/** @type {string} */ reason) =>
        broken.push({ page, file: htmlFile, tag, attribute, url, reason });
      let target;
      try {
        target = new URL(url, `${ORIGIN}${page}`);
      } catch {
        report('not a valid URL');
        continue;
      }
      let path;
      try {
        path = decodeURIComponent(target.pathname);
      } catch {
        report('badly percent-encoded path');
        continue;
      }
      const file = fileForUrlPath(distDir, path);
      if (!file) {
        report(`no file in dist/ for ${path}`);
        continue;
      }
      const fragment = target.hash.slice(1);
      if (fragment && fragment.toLowerCase() !== 'top' && file.endsWith('.html')) {
        let id = fragment;
        try {
          id = decodeURIComponent(fragment);
        } catch {
          // keep the raw fragment
        }
        if (!anchorsIn(file).has(id))
          report(
            `no element with id="${id}" on ${urlPathOf(
              file
                .slice(resolve(distDir).length + 1)
                .split(/[\\/]/)
                .join('/'),
            )}`,
          );
      }
    }
  }
  return { pages: htmlFiles.length, checked, broken };
}

/**
 * The printed report: one line per broken link, grouped by page, then a total.
 * @param {LinkReport} report
 * @returns {string}
 */
export function formatLinkReport(report) {
  const lines = [];
  /** @type {Map<string, BrokenLink[]>} */
  const byPage = new Map();
  for (const link of report.broken) byPage.set(link.page, [...(byPage.get(link.page) ?? []), link]);
  for (const [page, links] of byPage) {
    lines.push(`${page} (dist/${links[0]?.file}):`);
    for (const link of links) lines.push(`  <${link.tag} ${link.attribute}="${link.url}">: ${link.reason}`);
  }
  lines.push(
    report.broken.length === 0
      ? `links: ${report.checked} internal links on ${report.pages} pages, none broken`
      : `links: ${report.broken.length} broken of ${report.checked} internal links on ${byPage.size} of ${report.pages} pages`,
  );
  return lines.join('\n');
}
