/**
 * Readers for the crawling checks: the size of a PNG, the rules of robots.txt, the URLs of a
 * sitemap and the not-found pages of netlify.toml. Pure functions of text and bytes.
 */
import { DomUtils, parseDocument } from 'htmlparser2';
import { urlPathOf } from '../../../src/integrations/builtPages.mjs';

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
 * The <loc> values of an XML sitemap or sitemap index, trimmed, entities decoded.
 * @param {string} xml
 * @returns {string[]}
 */
export function locsOf(xml) {
  const document = parseDocument(xml, { xmlMode: true });
  return DomUtils.getElementsByTagName('loc', document.children).map((loc) => DomUtils.textContent(loc).trim());
}
