/**
 * The Nepali site over dist/ (docs/languages.md):
 *   - twin: every page under /ne has its English twin and every English page its Nepali one (but
 *     /admin, the editors' CMS), says `<html lang="ne">` (English pages `lang="en"`), and the two
 *     name each other with hreflang alternates (en, ne, x-default);
 *   - untranslated: the text of a Nepali page's <body> — header, <main> and footer — (its text and
 *     its alt, aria-label, title and placeholder attributes) holds no Latin word but those
 *     src/i18n/keptInLatin.ts keeps; e-mail and web addresses are not words, and an element marked
 *     in another language (the language switch's `lang="en"`) is not Nepali text;
 *   - fallback: an entry shown in English because its Nepali text is missing
 *     (docs/languages.md#when-a-nepali-text-is-missing) is marked `data-fallback` and `lang="en"`;
 *     it counts as a fallback, not as untranslated text, but only when the build reported a missing
 *     Nepali text (`reportedGaps`, from .astro/translation-report.json): a fallback mark with
 *     nothing reported is English text that no entry explains.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DomUtils } from 'htmlparser2';
import {
  ADMIN_HTML_FILE,
  elementsOf,
  headOf,
  isElement,
  listHtmlFiles,
  parseHtml,
  urlPathOf,
} from '../../../src/integrations/builtPages.mjs';
import { KEPT_IN_LATIN } from '../../../src/i18n/keptInLatin.ts';

/**
 * @typedef {{ page: string, rule: string, detail: string }} Finding
 * @typedef {import('../../../src/integrations/builtPages.mjs').HtmlNode} HtmlNode
 */

/** Attributes whose text a visitor reads or hears. */
const READ_ATTRIBUTES = ['alt', 'aria-label', 'title', 'placeholder'];

/**
 * The text a visitor meets in `root`: text nodes and the read attributes, without scripts, styles,
 * templates and elements marked in a language other than Nepali (`lang="en"`).
 * @param {HtmlNode} root
 * @returns {string}
 */
export function readText(root) {
  /** @type {string[]} */
  const parts = [];
  /** @param {HtmlNode} node */
  const walk = (node) => {
    if (isElement(node)) {
      if (['script', 'style', 'template'].includes(node.name)) return;
      if (node.attribs.lang && node.attribs.lang !== 'ne') return;
      for (const name of READ_ATTRIBUTES) if (node.attribs[name]) parts.push(node.attribs[name]);
      for (const child of node.children) walk(child);
    } else if ('children' in node) {
      for (const child of DomUtils.getChildren(node)) walk(child);
    } else parts.push(DomUtils.textContent(node));
  };
  walk(root);
  return parts.join(' ');
}

/**
 * The Latin words of `text` that are not kept in Latin: addresses (e-mail, web, domain names) are
 * left out first. A word with its number is one word (HL7, A5, IPv6), as the glossary keeps it.
 * @param {string} text
 * @returns {string[]}
 */
export function untranslatedWords(text) {
  const words = text
    .replace(/\S+@\S+/g, ' ')
    .replace(/\bhttps?:\/\/\S+/g, ' ')
    .replace(/\b[\w-]+(?:\.[\w-]+)+\b/g, (match) => (/^\w+\.\w{2,}(?:\.\w+)*$/.test(match) ? ' ' : match))
    .match(/[A-Za-z]+(?:\d+[A-Za-z]*)*/g);
  return (words ?? []).filter((word) => !KEPT_IN_LATIN.has(word));
}

/**
 * Runs the checks over `distDir`. Pure apart from reading files.
 * @param {string} distDir
 * @param {number} reportedGaps how many entries the build reported shown in English
 * @returns {{ nepaliPages: string[], findings: Finding[], fallbacks: { page: string, count: number }[] }}
 */
export function checkLanguages(distDir, reportedGaps = 0) {
  /** @type {{ page: string, count: number }[]} */
  const fallbacks = [];
  /** @type {Finding[]} */
  const findings = [];
  const pages = new Map(
    listHtmlFiles(distDir).map((file) => [urlPathOf(file), parseHtml(readFileSync(join(distDir, file), 'utf8'))]),
  );
  const nepaliPages = [...pages.keys()].filter((page) => /^\/ne(\/|$)/.test(page)).sort();
  /** @param {string} page @returns {Map<string, string>} */
  const alternatesOf = (page) => {
    const document = pages.get(page);
    const head = document ? (headOf(document) ?? document) : null;
    return new Map(
      (head ? elementsOf(head, 'link') : [])
        .filter((link) => link.attribs.rel === 'alternate' && link.attribs.hreflang)
        .map((link) => [link.attribs.hreflang ?? '', new URL(link.attribs.href ?? '').pathname]),
    );
  };
  for (const [page, document] of pages) {
    const nepali = nepaliPages.includes(page);
    const lang = elementsOf(document, 'html')[0]?.attribs.lang;
    if (lang !== (nepali ? 'ne' : 'en')) findings.push({ page, rule: 'twin', detail: `<html lang="${lang}">` });
    if (!nepali) {
      const twin = page === '/' ? '/ne' : `/ne${page}`;
      if (!pages.has(twin) && page !== urlPathOf(ADMIN_HTML_FILE))
        findings.push({ page, rule: 'twin', detail: `no Nepali twin ${twin}` });
      continue;
    }
    const english = page.replace(/^\/ne/, '') || '/';
    if (!pages.has(english)) {
      findings.push({ page, rule: 'twin', detail: `no English twin ${english}` });
      continue;
    }
    const expected = { en: english, ne: page, 'x-default': english };
    for (const [side, path] of [
      [page, alternatesOf(page)],
      [english, alternatesOf(english)],
    ].map(([name, links]) => /** @type {[string, Map<string, string>]} */ ([name, links]))) {
      for (const [hreflang, target] of Object.entries(expected)) {
        if (path.get(hreflang) !== target)
          findings.push({
            page: side,
            rule: 'twin',
            detail: `hreflang="${hreflang}" is ${path.get(hreflang)}, not ${target}`,
          });
      }
    }
    const body = elementsOf(document, 'body')[0];
    const marked = elementsOf(document).filter((element) => element.attribs['data-fallback'] !== undefined).length;
    if (marked > 0) {
      fallbacks.push({ page, count: marked });
      if (reportedGaps === 0)
        findings.push({
          page,
          rule: 'fallback',
          detail: `${marked} entries marked as fallback, none reported by the build`,
        });
    }
    const words = body ? untranslatedWords(readText(body)) : [];
    if (words.length > 0)
      findings.push({ page, rule: 'untranslated', detail: `Latin words in <body>: ${[...new Set(words)].join(', ')}` });
  }
  return { nepaliPages, findings, fallbacks };
}
