/**
 * Readers for scripts/seo-checks.mjs (issue #8 "Structured data and crawling"): what a built page
 * says about itself in its head and breadcrumbs, the size of a PNG, the rules of robots.txt, the
 * URLs of a sitemap and the not-found pages of netlify.toml. Pure functions of text and bytes.
 */
import { decodeEntities, parseAttributes, stripScriptsAndComments, urlPathOf } from './dist-pages.mjs';

/** Robots meta names that search engines read. */
const ROBOTS_META = new Set(['robots', 'googlebot', 'googlebot-news', 'bingbot', 'slurp', 'duckduckbot', 'yandex']);

/**
 * @typedef {{ label: string, href: string | null }} VisibleCrumb
 * @typedef {{
 *   titles: string[], descriptions: string[], canonicals: string[], robots: string[],
 *   meta: Map<string, string[]>, jsonLd: string[],
 *   breadcrumbs: { crumbs: VisibleCrumb[], ellipsis: boolean } | null
 * }} PageHead
 */

/**
 * Text of an HTML fragment: tags removed, entities decoded, white space collapsed.
 * @param {string} html
 */
function textOf(html) {
  return decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * What the checks read from one page: titles, descriptions, canonicals, robots metas, the other
 * <meta property|name> values, the JSON-LD texts and the visible breadcrumbs.
 * @param {string} html
 * @returns {PageHead}
 */
export function readPage(html) {
  const jsonLd = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const type = (parseAttributes(match[1] ?? '').get('type') ?? '').trim().toLowerCase();
    if (type === 'application/ld+json') jsonLd.push(match[2] ?? '');
  }
  const markup = stripScriptsAndComments(html);
  const titles = [...markup.matchAll(/<title\b[^>]*>([\s\S]*?)<\/title\s*>/gi)].map((match) => textOf(match[1] ?? ''));
  /** @type {string[]} */
  const descriptions = [];
  /** @type {string[]} */
  const canonicals = [];
  /** @type {string[]} */
  const robots = [];
  /** @type {Map<string, string[]>} */
  const meta = new Map();
  for (const match of markup.matchAll(/<(meta|link)\b([^>]*)>/gi)) {
    const attributes = parseAttributes(match[2] ?? '');
    if ((match[1] ?? '').toLowerCase() === 'link') {
      if ((attributes.get('rel') ?? '').toLowerCase().split(/\s+/).includes('canonical'))
        canonicals.push(attributes.get('href') ?? '');
      continue;
    }
    const key = attributes.get('property') ?? attributes.get('name');
    if (!key) continue;
    const content = attributes.get('content') ?? '';
    const name = key.toLowerCase();
    if (name === 'description') descriptions.push(content.trim());
    else if (ROBOTS_META.has(name)) robots.push(content);
    meta.set(key, [...(meta.get(key) ?? []), content.trim()]);
  }
  return { titles, descriptions, canonicals, robots, meta, jsonLd, breadcrumbs: readBreadcrumbs(markup) };
}

/**
 * The crumbs of the page's <nav aria-label="Breadcrumb"> in document order (each <li>'s link text
 * and href, or its aria-current text with href null), skipping aria-hidden items; `ellipsis` is
 * true when an aria-hidden item stands for hidden crumbs.
 * @param {string} markup HTML without scripts and comments
 */
export function readBreadcrumbs(markup) {
  const nav = [...markup.matchAll(/<nav\b([^>]*)>([\s\S]*?)<\/nav\s*>/gi)].find(
    (match) => (parseAttributes(match[1] ?? '').get('aria-label') ?? '').toLowerCase() === 'breadcrumb',
  );
  if (!nav) return null;
  /** @type {VisibleCrumb[]} */
  const crumbs = [];
  let ellipsis = false;
  for (const item of (nav[2] ?? '').matchAll(/<li\b([^>]*)>([\s\S]*?)<\/li\s*>/gi)) {
    const body = item[2] ?? '';
    if (parseAttributes(item[1] ?? '').get('aria-hidden') === 'true') {
      if (textOf(body).includes('…') || textOf(body).includes('...')) ellipsis = true;
      continue;
    }
    const visible = body.replace(/<(\w+)\b[^>]*\baria-hidden\s*=\s*["']true["'][^>]*>[\s\S]*?<\/\1\s*>/gi, '');
    const link = visible.match(/<a\b([^>]*)>([\s\S]*?)<\/a\s*>/i);
    if (link) crumbs.push({ label: textOf(link[2] ?? ''), href: parseAttributes(link[1] ?? '').get('href') ?? '' });
    else crumbs.push({ label: textOf(visible), href: null });
  }
  return { crumbs, ellipsis };
}

/**
 * Width and height of a PNG from its IHDR chunk, or null when the bytes are not a PNG.
 * @param {Uint8Array} bytes
 */
export function pngSize(bytes) {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((byte, index) => bytes[index] !== byte)) return null;
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/**
 * The rules of robots.txt that apply to every crawler (the `User-agent: *` groups) and its
 * Sitemap lines.
 * @param {string} text
 * @returns {{ allow: string[], disallow: string[], sitemaps: string[] }}
 */
export function parseRobotsTxt(text) {
  /** @type {string[]} */
  const allow = [];
  /** @type {string[]} */
  const disallow = [];
  /** @type {string[]} */
  const sitemaps = [];
  let agents = /** @type {string[]} */ ([]);
  let inRules = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/#.*$/, '').trim();
    const match = line.match(/^([A-Za-z-]+)\s*:\s*(.*)$/);
    if (!match) continue;
    const field = (match[1] ?? '').toLowerCase();
    const value = (match[2] ?? '').trim();
    if (field === 'sitemap') sitemaps.push(value);
    else if (field === 'user-agent') {
      if (inRules) agents = [];
      agents.push(value);
      inRules = false;
    } else if (field === 'allow' || field === 'disallow') {
      inRules = true;
      if (agents.includes('*') && value) (field === 'allow' ? allow : disallow).push(value);
    }
  }
  return { allow, disallow, sitemaps };
}

/**
 * True when robots.txt keeps crawlers from `path`: its longest matching Disallow rule is longer
 * than its longest matching Allow rule (rules match as prefixes; a trailing `$` anchors the end).
 * @param {string} path
 * @param {{ allow: string[], disallow: string[] }} rules
 */
export function isDisallowed(path, rules) {
  /** @param {string} rule */
  const matches = (rule) => (rule.endsWith('$') ? path === rule.slice(0, -1) : path.startsWith(rule));
  /** @param {string[]} list */
  const longest = (list) => Math.max(-1, ...list.filter(matches).map((rule) => rule.length));
  return longest(rules.disallow) > longest(rules.allow);
}

/**
 * The pages netlify.toml answers with HTTP 404 (`[[redirects]]` with `status = 404` and an .html
 * target), plus /404.
 * @param {string} toml
 * @returns {string[]}
 */
export function notFoundPathsFromNetlifyToml(toml) {
  const paths = new Set(['/404']);
  for (const block of toml.split(/^\s*\[\[redirects\]\]\s*$/m).slice(1)) {
    const body = block.split(/^\s*\[/m)[0] ?? '';
    const to = body.match(/^\s*to\s*=\s*"([^"]+)"/m)?.[1];
    const status = body.match(/^\s*status\s*=\s*(\d+)/m)?.[1];
    if (to && status === '404' && to.endsWith('.html')) paths.add(urlPathOf(to.replace(/^\//, '')));
  }
  return [...paths].sort();
}

/**
 * The <loc> values of an XML sitemap or sitemap index.
 * @param {string} xml
 */
export function locsOf(xml) {
  return [...xml.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/gi)].map((match) => decodeEntities(match[1] ?? ''));
}
