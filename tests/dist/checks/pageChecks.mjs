/**
 * Loading rules over the built site, beside the JavaScript budget of scripts/budget.mjs:
 *   - every <img> has width and height (no layout shift while images load);
 *   - no render-blocking script: every <script src> is a module, `defer` or `async`;
 *   - no script file fetched beside the style sheet: a page's own module scripts are started by the
 *     idle loader (src/integrations/idlePageScripts.ts), and every file it names is in dist/;
 *   - a page whose only island is the navigation hydrates it at idle (`client:idle`), never on load;
 *   - web fonts, in the style sheets and in each page's own <style>: every face self-hosted WOFF2
 *     with `font-display: swap`; at most one face for any script but Devanagari, of at most 30 KB;
 *     at most three Devanagari-only faces (by their unicode-range: Nepali text, headings and the
 *     English pages' language switch), of at most 60 KB each, which a device downloads only when it
 *     has to draw Devanagari and has no face of its own;
 *   - the first round trip of the home page: its compressed HTML (inlined CSS included) and the
 *     render-blocking stylesheets it needs, reported against 14 KB (reported, not enforced: see
 *     FIRST_ROUND_TRIP_BYTES in scripts/budget.mjs).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_ROUND_TRIP_BYTES, gzipSize, kb } from '../../../scripts/budget.mjs';
import { DEVANAGARI_RANGES } from '../../../src/lib/devanagari.ts';
import {
  elementsOf,
  fileForUrlPath,
  headOf,
  listHtmlFiles,
  parseHtml,
  urlPathOf,
} from '../../../src/integrations/builtPages.mjs';

/** Largest self-hosted font file allowed, in bytes. */
export const FONT_BUDGET_BYTES = 30 * 1024;

/**
 * Largest Devanagari-only font file, in bytes, and how many: Mukta cut down to the site's letters,
 * conjuncts kept and hinting dropped, is 49 KB (regular) and 55 KB (bold), the language switch's
 * name about 1 KB (src/integrations/devanagariFonts.ts); a device fetches them only when it has no
 * Devanagari face of its own (src/styles/nepali.css).
 */
export const DEVANAGARI_FONT_BUDGET_BYTES = 60 * 1024;
export const DEVANAGARI_FONT_FILES = 3;

/**
 * Whether an @font-face block applies to Devanagari characters only (its unicode-range lies within
 * the faces' ranges, src/lib/devanagari.ts); a face without a unicode-range covers every character.
 * @param {string} face the block's declarations
 * @returns {boolean}
 */
function isDevanagariOnly(face) {
  const range = /unicode-range\s*:\s*([^;}]+)/i.exec(face)?.[1];
  if (!range) return false;
  return range.split(',').every((part) => {
    const match = /^\s*U\+([0-9a-f]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
    if (!match) return false;
    const first = parseInt(match[1] ?? '', 16);
    const last = match[2] ? parseInt(match[2], 16) : first;
    return DEVANAGARI_RANGES.some(([low, high]) => first >= low && last <= high);
  });
}

/** Component file name of the navigation island (src/islands/MainNav.tsx). */
const NAV_ISLAND = /\/MainNav\.[\w-]+\.js$/;

/**
 * @typedef {{ page: string, rule: string, detail: string }} Finding
 * @typedef {{ pages: number, findings: Finding[],
 *   firstRoundTrip: { htmlGzip: number, blockingCss: { href: string, gzip: number }[], total: number } | null }} PageChecksReport
 */

/**
 * The findings of one page's HTML.
 * @param {string} page URL path, e.g. "/pricing"
 * @param {string | import('../../../src/integrations/builtPages.mjs').HtmlDocument} html the page or its parsed document
 * @returns {Finding[]}
 */
export function checkPageHtml(page, html) {
  const document = typeof html === 'string' ? parseHtml(html) : html;
  /** @type {Finding[]} */
  const findings = [];
  for (const { attribs } of elementsOf(document, 'img')) {
    if (!attribs.width || !attribs.height) {
      findings.push({ page, rule: 'img-size', detail: `<img src="${attribs.src ?? ''}"> has no width and height` });
    }
  }
  for (const { attribs } of elementsOf(document, 'script')) {
    const src = attribs.src;
    if (!src) continue;
    const type = (attribs.type ?? '').toLowerCase();
    if (type !== 'module' && !('defer' in attribs) && !('async' in attribs)) {
      findings.push({
        page,
        rule: 'render-blocking-script',
        detail: `<script src="${src}"> blocks rendering (not a module, defer or async)`,
      });
    } else if (type === 'module') {
      findings.push({
        page,
        rule: 'script-at-load',
        detail: `<script type="module" src="${src}"> is fetched beside the style sheet; page scripts start when the browser is idle`,
      });
    }
  }
  const islands = elementsOf(document, 'astro-island').map((island) => island.attribs);
  if (islands.length > 0 && islands.every((island) => NAV_ISLAND.test(island['component-url'] ?? ''))) {
    for (const island of islands) {
      if (island.client !== 'idle') {
        findings.push({
          page,
          rule: 'nav-at-idle',
          detail: `the navigation is the only island but hydrates with client:${island.client}`,
        });
      }
    }
  }
  return findings;
}

/**
 * The findings of one stylesheet against the font rules (see the module comment): a face not
 * self-hosted, not WOFF2 or without swap, over its size, or more faces than allowed.
 * @param {string} name file name for the report
 * @param {string} css
 * @param {(url: string) => number | null} fontSize bytes of a font URL, or null when not in dist/
 * @returns {Finding[]}
 */
export function checkStylesheet(name, css, fontSize) {
  /** @type {Finding[]} */
  const findings = [];
  const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/gi)].map((match) => match[1] ?? '');
  const filesByKind = { devanagari: new Set(), other: new Set() };
  for (const face of faces) {
    const devanagari = isDevanagariOnly(face);
    const files = devanagari ? filesByKind.devanagari : filesByKind.other;
    const budget = devanagari ? DEVANAGARI_FONT_BUDGET_BYTES : FONT_BUDGET_BYTES;
    if (!/font-display\s*:\s*swap/i.test(face))
      findings.push({ page: name, rule: 'font-display', detail: '@font-face without font-display: swap' });
    // Only url() sources are downloaded; local() names a face the device already has.
    for (const url of face.matchAll(/\burl\(\s*["']?([^"')]+)["']?\s*\)/gi)) {
      const href = url[1] ?? '';
      files.add(href);
      const bytes = fontSize(href);
      if (!/\.woff2(?:$|[?#])/i.test(href))
        findings.push({ page: name, rule: 'font-format', detail: `${href} is not WOFF2` });
      if (bytes === null)
        findings.push({ page: name, rule: 'font-self-hosted', detail: `${href} is not served from the site` });
      else if (bytes > budget)
        findings.push({ page: name, rule: 'font-size', detail: `${href} is ${kb(bytes)} > ${kb(budget)}` });
    }
  }
  if (filesByKind.other.size > 1)
    findings.push({ page: name, rule: 'font-count', detail: `${filesByKind.other.size} font files; at most 1` });
  if (filesByKind.devanagari.size > DEVANAGARI_FONT_FILES)
    findings.push({
      page: name,
      rule: 'font-count',
      detail: `${filesByKind.devanagari.size} Devanagari font files; at most ${DEVANAGARI_FONT_FILES}`,
    });
  return findings;
}

/**
 * Runs every check over `distDir`. Pure apart from reading files.
 * @param {string} distDir
 * @returns {PageChecksReport}
 */
export function checkDist(distDir) {
  const htmlFiles = listHtmlFiles(distDir);
  /** @type {Finding[]} */
  const findings = [];
  /** Every render-blocking style sheet the pages link. @type {Set<string>} */
  const stylesheets = new Set();
  const fontSize = (/** @type {string} */ url) => {
    if (/^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(url)) return null;
    const file = fileForUrlPath(distDir, url.startsWith('/') ? url : `/_astro/${url}`);
    return file ? readFileSync(file).length : null;
  };
  for (const htmlFile of htmlFiles) {
    const page = urlPathOf(htmlFile);
    const document = parseHtml(readFileSync(join(distDir, htmlFile), 'utf8'));
    findings.push(...checkPageHtml(page, document));
    // The page's own <style> (Astro inlines small style sheets): the same font rules.
    const ownCss = elementsOf(document, 'style')
      .map((style) => style.children.map((node) => ('data' in node ? String(node.data) : '')).join(''))
      .join('\n');
    findings.push(...checkStylesheet(page, ownCss, fontSize));
    for (const { attribs } of elementsOf(document, 'script')) {
      for (const src of (attribs['data-page-scripts'] ?? '').split(' ').filter(Boolean)) {
        if (!fileForUrlPath(distDir, src))
          findings.push({ page, rule: 'page-script-missing', detail: `the idle loader names ${src}, not in dist/` });
      }
    }
    for (const href of blockingStylesheets(document)) stylesheets.add(href);
  }
  for (const href of stylesheets) {
    const file = fileForUrlPath(distDir, href);
    if (file) findings.push(...checkStylesheet(href, readFileSync(file, 'utf8'), fontSize));
  }

  const homeFile = join(distDir, 'index.html');
  let firstRoundTrip = null;
  if (existsSync(homeFile)) {
    const html = readFileSync(homeFile, 'utf8');
    const blockingCss = blockingStylesheets(html).map((href) => {
      const file = fileForUrlPath(distDir, href);
      return { href, gzip: file ? gzipSize(readFileSync(file)) : 0 };
    });
    const htmlGzip = gzipSize(html);
    firstRoundTrip = { htmlGzip, blockingCss, total: htmlGzip + blockingCss.reduce((sum, css) => sum + css.gzip, 0) };
  }
  return { pages: htmlFiles.length, findings, firstRoundTrip };
}

/**
 * Stylesheets a page must download before its first paint: <link rel="stylesheet"> in the head
 * without a non-screen media query.
 * @param {string | import('../../../src/integrations/builtPages.mjs').HtmlDocument} html the page or its parsed document
 * @returns {string[]} hrefs
 */
export function blockingStylesheets(html) {
  const head = headOf(typeof html === 'string' ? parseHtml(html) : html);
  if (!head) return [];
  return elementsOf(head, 'link')
    .map((link) => link.attribs)
    .filter((attributes) => (attributes.rel ?? '').toLowerCase() === 'stylesheet')
    .filter((attributes) => !/^(print|not all)$/i.test((attributes.media ?? 'all').trim()))
    .map((attributes) => attributes.href ?? '')
    .filter(Boolean);
}

/**
 * The printed report.
 * @param {PageChecksReport} report
 * @returns {string}
 */
export function formatPageChecks(report) {
  const lines = [];
  for (const finding of report.findings.slice(0, 50))
    lines.push(`  ✘ ${finding.rule} ${finding.page}: ${finding.detail}`);
  if (report.findings.length > 50) lines.push(`  … and ${report.findings.length - 50} more`);
  const trip = report.firstRoundTrip;
  if (trip) {
    const css = trip.blockingCss.map((sheet) => `${sheet.href} ${kb(sheet.gzip)}`).join(', ') || 'none';
    lines.push(
      `first round trip of /: HTML ${kb(trip.htmlGzip)} gzip + render-blocking CSS (${css}) = ${kb(trip.total)} ` +
        `(${trip.total <= FIRST_ROUND_TRIP_BYTES ? 'within' : 'over'} ${kb(FIRST_ROUND_TRIP_BYTES)})`,
    );
  }
  lines.push(
    report.findings.length === 0
      ? `page checks: ${report.pages} pages: images sized, no render-blocking script, nav at idle, fonts within the rules`
      : `page checks: ${report.findings.length} findings on ${report.pages} pages`,
  );
  return lines.join('\n');
}
