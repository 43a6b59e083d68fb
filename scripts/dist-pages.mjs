/**
 * Helpers shared by the checks that read the built site (scripts/budget.mjs,
 * scripts/check-links.mjs, tests/e2e/support/routes.ts): which HTML files dist/ holds, the URL
 * each is served at, and which dist/ file answers a URL path.
 *
 * Astro builds with `build.format: 'file'` and `trailingSlash: 'never'`: dist/products/healthcare.html
 * is served at /products/healthcare; dist/index.html at /; a dist/x/index.html (none today) at /x/.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

/**
 * The content editor's page (src/pages/admin.astro → /admin): not a public page. The checks of the
 * public pages (JavaScript budget, SEO, links, page checks, the route, CSP, axe and layout walks)
 * leave it out; it has its own Content-Security-Policy.
 */
export const ADMIN_HTML_FILE = 'admin.html';

/**
 * Every public .html file under `distDir` (all but {@link ADMIN_HTML_FILE}), as paths relative to
 * it with forward slashes, sorted.
 * @param {string} distDir
 * @param {{ includeAdmin?: boolean }} [options] includeAdmin: list the editor's page too
 * @returns {string[]}
 */
export function listHtmlFiles(distDir, { includeAdmin = false } = {}) {
  /** @type {string[]} */
  const found = [];
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && entry.name.endsWith('.html')) found.push(relative(distDir, full).split(sep).join('/'));
    }
  };
  walk(distDir);
  return found.filter((file) => includeAdmin || file !== ADMIN_HTML_FILE).sort();
}

/**
 * The URL path a dist/ HTML file is served at: `index.html` → `/`, `products.html` → `/products`,
 * `products/healthcare.html` → `/products/healthcare`, `docs/index.html` → `/docs/`.
 * @param {string} htmlFile path relative to dist/, forward slashes
 * @returns {string}
 */
export function urlPathOf(htmlFile) {
  if (htmlFile === 'index.html') return '/';
  if (htmlFile.endsWith('/index.html')) return `/${htmlFile.slice(0, -'index.html'.length)}`;
  return `/${htmlFile.replace(/\.html$/, '')}`;
}

/**
 * The dist/ file that answers `urlPath` (decoded, without query or hash), or null:
 * `/x` → dist/x.html, dist/x/index.html or the asset dist/x; `/` → dist/index.html.
 * @param {string} distDir
 * @param {string} urlPath
 * @returns {string | null} absolute file path
 */
export function fileForUrlPath(distDir, urlPath) {
  const base = resolve(distDir);
  const clean = urlPath.replace(/\/+$/, '');
  const candidates = clean === '' ? ['index.html'] : [`${clean}.html`, `${clean}/index.html`, clean];
  for (const candidate of candidates) {
    const file = join(base, ...candidate.split('/').filter(Boolean));
    if (file !== base && !file.startsWith(base + sep)) continue;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/**
 * Reads the attributes of one start tag's attribute text (`href="/a" class=b defer`) into a
 * map with lower-case names; values have the common HTML entities decoded.
 * @param {string} text
 * @returns {Map<string, string>}
 */
export function parseAttributes(text) {
  /** @type {Map<string, string>} */
  const attributes = new Map();
  const pattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of text.matchAll(pattern)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!attributes.has(name)) attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

/**
 * Decodes the entities that appear in attribute values of built HTML.
 * @param {string} value
 * @returns {string}
 */
export function decodeEntities(value) {
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|#39);/gi, (whole, code) => {
    const lower = String(code).toLowerCase();
    if (lower === 'amp') return '&';
    if (lower === 'lt') return '<';
    if (lower === 'gt') return '>';
    if (lower === 'quot') return '"';
    if (lower === 'apos' || lower === '#39') return "'";
    if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10));
    return whole;
  });
}

/**
 * HTML with comments removed and the bodies of <script> and <style> elements emptied, so tag
 * scans do not pick up markup-looking text inside them. Start tags are kept as they are.
 * @param {string} html
 * @returns {string}
 */
export function stripScriptsAndComments(html) {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(<script\b[^>]*>)[\s\S]*?(<\/script\s*>)/gi, '$1$2')
    .replace(/(<style\b[^>]*>)[\s\S]*?(<\/style\s*>)/gi, '$1$2');
}
