#!/usr/bin/env node
/**
 * Broken internal links over the built site (issue #2: "Broken internal links over dist/: zero").
 *
 * For every HTML page of dist/, reads <a href>, <link href>, <img src|srcset>, <script src> and
 * <source src|srcset>. External URLs (any scheme: https:, mailto:, tel:, data:… and `//host`) are
 * skipped. Internal ones are resolved as a browser does against the URL the page is served at
 * (dist/products/healthcare.html is /products/healthcare, so `./modules/x` there means
 * /products/modules/x), query and hash removed, and must match a dist/ file: /x → x.html,
 * x/index.html or the asset x. A `#fragment` (alone or after a page link) must name an id (or an
 * <a name>) on the target page; `#` and `#top` always work.
 *
 * Usage: node scripts/check-links.mjs [distDir] — lists every broken link with its page; exit 1
 * when there is one (or when dist/ is missing).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { fileForUrlPath, listHtmlFiles, parseAttributes, stripScriptsAndComments, urlPathOf } from './dist-pages.mjs';

const ORIGIN = 'http://site.invalid';
const LINK_ATTRIBUTES = /** @type {Record<string, string[]>} */ ({
  a: ['href'],
  link: ['href'],
  img: ['src', 'srcset'],
  script: ['src'],
  source: ['src', 'srcset'],
});

/**
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
 * @param {string} html
 * @returns {Set<string>}
 */
export function anchorsOf(html) {
  const markup = stripScriptsAndComments(html);
  const ids = new Set();
  for (const match of markup.matchAll(/<([a-z][\w-]*)\b([^>]*)>/gi)) {
    const attributes = parseAttributes(match[2] ?? '');
    const id = attributes.get('id');
    if (id) ids.add(id);
    const name = attributes.get('name');
    if (name && (match[1] ?? '').toLowerCase() === 'a') ids.add(name);
  }
  return ids;
}

/**
 * The link-bearing attributes of a page's markup.
 * @param {string} html
 * @returns {{ tag: string, attribute: string, url: string, rel: string }[]}
 */
export function linksOf(html) {
  const markup = stripScriptsAndComments(html);
  const links = [];
  for (const match of markup.matchAll(/<(a|link|img|script|source)\b([^>]*)>/gi)) {
    const tag = (match[1] ?? '').toLowerCase();
    const attributes = parseAttributes(match[2] ?? '');
    const rel = (attributes.get('rel') ?? '').toLowerCase();
    for (const attribute of LINK_ATTRIBUTES[tag] ?? []) {
      const value = attributes.get(attribute);
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
    const html = readFileSync(pageFile, 'utf8');
    anchorCache.set(pageFile, anchorsOf(html));
    for (const { tag, attribute, url, rel } of linksOf(html)) {
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

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const distDir = resolve(process.argv[2] ?? join(root, 'dist'));
  if (!existsSync(join(distDir, 'index.html'))) {
    console.error(`check-links: ${distDir}/index.html not found; run \`npm run build\` first.`);
    process.exit(1);
  }
  const report = checkLinks(distDir);
  console.log(formatLinkReport(report));
  if (report.broken.length > 0) process.exit(1);
}
