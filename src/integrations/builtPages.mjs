/**
 * Reading the built site (dist/): which HTML pages it holds, the URL each is served at, which file
 * answers a URL, and what a page says about itself, parsed with htmlparser2. Plain JavaScript with
 * JSDoc types so that the build integrations, the tests and the Node scripts (scripts/budget.mjs,
 * run by Node 20 without a TypeScript loader) share one reader.
 *
 * Astro builds with `build.format: 'file'` and `trailingSlash: 'never'`: dist/products/healthcare.html
 * is served at /products/healthcare; dist/index.html at /; a dist/x/index.html (none today) at /x/.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { DomUtils, ElementType, parseDocument } from 'htmlparser2';

/**
 * @typedef {import('domhandler').Document} HtmlDocument
 * @typedef {import('domhandler').Element} HtmlElement
 * @typedef {import('domhandler').AnyNode} HtmlNode
 * @typedef {{ label: string, href: string | null }} VisibleCrumb
 * @typedef {{
 *   titles: string[], descriptions: string[], canonicals: string[], robots: string[],
 *   meta: Map<string, string[]>, jsonLd: string[],
 *   breadcrumbs: { crumbs: VisibleCrumb[], ellipsis: boolean } | null
 * }} PageHead
 */

/**
 * The content editor's page (src/pages/admin.astro → /admin): not a public page. The checks of the
 * public pages (JavaScript budget, SEO, links, page checks, the route, CSP, axe and layout walks)
 * leave it out; it has its own Content-Security-Policy.
 */
export const ADMIN_HTML_FILE = 'admin.html';

/**
 * The editors' translation status page beside it (written by src/integrations/translationReport.ts):
 * not a public page either, and left out the same way.
 */
export const TRANSLATION_STATUS_HTML_FILE = 'admin-translations.html';

/** Robots meta names that search engines read. */
const ROBOTS_META = new Set(['robots', 'googlebot', 'googlebot-news', 'bingbot', 'slurp', 'duckduckbot', 'yandex']);

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
  return found
    .filter((file) => includeAdmin || (file !== ADMIN_HTML_FILE && file !== TRANSLATION_STATUS_HTML_FILE))
    .sort();
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
 * Parses a page (entities in text and attribute values decoded, attribute names in lower case,
 * the first of two equal attributes kept, <script>/<style> bodies as raw text).
 * @param {string} html
 * @returns {HtmlDocument}
 */
export function parseHtml(html) {
  return parseDocument(html);
}

/**
 * The elements under `root` with one of the given tag names (all elements when none is given), in
 * document order.
 * @param {HtmlDocument | HtmlElement} root
 * @param {...string} tagNames lower case
 * @returns {HtmlElement[]}
 */
export function elementsOf(root, ...tagNames) {
  const names = new Set(tagNames);
  return DomUtils.findAll((element) => names.size === 0 || names.has(element.name), root.children);
}

/**
 * True when a node is an element (a tag, <script> or <style>), not text or a comment.
 * @param {HtmlNode} node
 * @returns {node is HtmlElement}
 */
export function isElement(node) {
  return ElementType.isTag(node);
}

/**
 * The page's <head> element, or null when it has none.
 * @param {HtmlDocument} document
 * @returns {HtmlElement | null}
 */
export function headOf(document) {
  return elementsOf(document, 'head')[0] ?? null;
}

/**
 * True when a rel-like attribute value (space-separated tokens) holds `token`, ignoring case.
 * @param {string | undefined} value
 * @param {string} token
 */
export function hasToken(value, token) {
  return (value ?? '').toLowerCase().split(/\s+/).includes(token);
}

/**
 * The text of a node as written (the raw body of a <script> or <style>).
 * @param {HtmlNode | HtmlNode[]} node
 * @returns {string}
 */
export function rawTextOf(node) {
  return DomUtils.textContent(node);
}

/**
 * An element's start tag as HTML, e.g. `<p style="color:red">`, its attribute values escaped by
 * htmlparser2's serializer; for messages that point at markup.
 * @param {HtmlElement} element
 * @returns {string}
 */
export function startTagOf(element) {
  const html = DomUtils.getOuterHTML(element.cloneNode(false));
  const endTag = `</${element.name}>`;
  return html.endsWith(endTag) ? html.slice(0, -endTag.length) : html;
}

/**
 * The text of a node with white space collapsed and trimmed.
 * @param {HtmlNode | HtmlNode[]} node
 * @returns {string}
 */
export function textOf(node) {
  return DomUtils.textContent(node).replace(/\s+/g, ' ').trim();
}

/**
 * What a page says about itself: titles, descriptions, canonicals, robots metas, the other
 * <meta property|name> values (trimmed), the JSON-LD texts and the visible breadcrumbs.
 * @param {string | HtmlDocument} page the HTML or its parsed document
 * @returns {PageHead}
 */
export function readPage(page) {
  const document = typeof page === 'string' ? parseHtml(page) : page;
  /** @type {PageHead} */
  const head = {
    titles: [],
    descriptions: [],
    canonicals: [],
    robots: [],
    meta: new Map(),
    jsonLd: [],
    breadcrumbs: null,
  };
  for (const element of elementsOf(document, 'title', 'meta', 'link', 'script')) {
    const attributes = element.attribs;
    if (element.name === 'title') head.titles.push(textOf(element));
    else if (element.name === 'script') {
      if ((attributes.type ?? '').trim().toLowerCase() === 'application/ld+json') head.jsonLd.push(rawTextOf(element));
    } else if (element.name === 'link') {
      if (hasToken(attributes.rel, 'canonical')) head.canonicals.push(attributes.href ?? '');
    } else {
      const key = attributes.property ?? attributes.name;
      if (!key) continue;
      const content = attributes.content ?? '';
      const name = key.toLowerCase();
      if (name === 'description') head.descriptions.push(content.trim());
      else if (ROBOTS_META.has(name)) head.robots.push(content);
      head.meta.set(key, [...(head.meta.get(key) ?? []), content.trim()]);
    }
  }
  head.breadcrumbs = readBreadcrumbs(document);
  return head;
}

/**
 * The crumbs of the page's breadcrumb <nav> (the one holding `<ol data-breadcrumb-trail>`, labelled
 * "Breadcrumb" in English and in the page's language elsewhere) in document order (each <li>'s link text
 * and href, or its aria-current text with href null), skipping aria-hidden items; `ellipsis` is
 * true when an aria-hidden item stands for hidden crumbs. Null when the page has no such nav.
 * @param {HtmlDocument} document
 * @returns {PageHead['breadcrumbs']}
 */
export function readBreadcrumbs(document) {
  const nav = elementsOf(document, 'nav').find(
    (element) =>
      (element.attribs['aria-label'] ?? '').toLowerCase() === 'breadcrumb' ||
      elementsOf(element, 'ol').some((list) => 'data-breadcrumb-trail' in list.attribs),
  );
  if (!nav) return null;
  /** @type {VisibleCrumb[]} */
  const crumbs = [];
  let ellipsis = false;
  for (const item of elementsOf(nav, 'li')) {
    if (item.attribs['aria-hidden'] === 'true') {
      const text = textOf(item);
      if (text.includes('…') || text.includes('...')) ellipsis = true;
      continue;
    }
    /** @param {HtmlNode} node */
    const shown = (node) => !(isElement(node) && node.attribs['aria-hidden'] === 'true');
    /** @param {HtmlNode[]} nodes @returns {string} */
    const visibleText = (nodes) =>
      nodes
        .filter(shown)
        .map((node) => (isElement(node) ? visibleText(node.children) : DomUtils.textContent(node)))
        .join(' ');
    /** @param {HtmlNode[]} nodes @returns {HtmlElement[]} */
    const visibleLinks = (nodes) =>
      nodes
        .filter(shown)
        .flatMap((node) => (isElement(node) ? (node.name === 'a' ? [node] : visibleLinks(node.children)) : []));
    const [link] = visibleLinks(item.children);
    const label = (/** @type {HtmlNode[]} */ nodes) => visibleText(nodes).replace(/\s+/g, ' ').trim();
    if (link) crumbs.push({ label: label(link.children), href: link.attribs.href ?? '' });
    else crumbs.push({ label: label(item.children), href: null });
  }
  return { crumbs, ellipsis };
}
