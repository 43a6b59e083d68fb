#!/usr/bin/env node
/**
 * `npm run dump-site -- OUT`: writes what a visitor and a crawler read of every built page of
 * dist/ to the text file OUT (default site-dump.txt), one block per page, pages sorted by path:
 * `lang`, canonical URL, hreflang alternates, `<title>`, the text of the body (hidden parts such
 * as closed answers and inactive tabs included, as crawlers read them; scripts and styles left
 * out; whitespace collapsed) with each image's alt text and each element's own `lang` where it
 * differs from the page's, and every link (href of `<a>` and `<link>`, src of `<img>`,
 * `<source>`, `<video>`).
 *
 * A refactor that should not change the site is checked by dumping before and after and
 * comparing the two files (`diff before.txt after.txt`). Needs a build in dist/.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DomUtils } from 'htmlparser2';
import { elementsOf, isElement, listHtmlFiles, parseHtml } from '../src/integrations/builtPages.mjs';

/** @typedef {import('../src/integrations/builtPages.mjs').HtmlNode} HtmlNode */

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const out = process.argv[2] ?? 'site-dump.txt';

/** Elements whose content is never read as text. */
const SILENT = new Set(['script', 'style', 'head']);

/**
 * The dump of one page.
 * @param {string} html the page's markup @returns {string}
 */
function dumpPage(html) {
  const document = parseHtml(html);
  const pageLang = elementsOf(document, 'html')[0]?.attribs['lang'] ?? '';
  const links = elementsOf(document, 'link');
  const alternates = links
    .filter((link) => link.attribs['rel'] === 'alternate' && link.attribs['hreflang'])
    .map((link) => `${link.attribs['hreflang']} ${link.attribs['href'] ?? ''}`);
  const canonical = links.find((link) => link.attribs['rel'] === 'canonical')?.attribs['href'] ?? '';
  const title = DomUtils.textContent(elementsOf(document, 'title'));
  const addresses = elementsOf(document, 'a', 'link', 'img', 'source', 'video').flatMap(
    (element) => element.attribs['href'] ?? element.attribs['src'] ?? [],
  );
  /** @type {string[]} */
  const text = [];
  /** @param {HtmlNode} node */
  const walk = (node) => {
    if (!isElement(node)) {
      // Text gives its words, a comment none; the document itself walks on into its children.
      if ('children' in node) for (const child of node.children) walk(child);
      else text.push(DomUtils.textContent(node));
      return;
    }
    if (SILENT.has(node.name)) return;
    const lang = node.name === 'html' ? undefined : node.attribs['lang'];
    if (lang && lang !== pageLang) text.push(` [${lang}:] `);
    if (node.name === 'img' && node.attribs['alt']) text.push(` [img: ${node.attribs['alt']}] `);
    for (const child of node.children) walk(child);
    if (lang && lang !== pageLang) text.push(` [:${lang}] `);
  };
  walk(document);
  return [
    `lang: ${pageLang}`,
    `title: ${title}`,
    `canonical: ${canonical}`,
    `hreflang: ${alternates.join(' | ')}`,
    `text: ${text.join(' ').replace(/\s+/g, ' ').trim()}`,
    `links: ${addresses.join(' ')}`,
  ].join('\n');
}

const pages = listHtmlFiles(dist);
const blocks = pages.map((page) => `=== /${page}\n${dumpPage(readFileSync(join(dist, page), 'utf8'))}`);
writeFileSync(out, `${blocks.join('\n\n')}\n`);
console.log(`Dumped ${pages.length} pages of dist/ to ${out}.`);
