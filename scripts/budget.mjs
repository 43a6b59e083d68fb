#!/usr/bin/env node
/**
 * Budgets over the built site, per page (docs/quality-gates.md#budgets-and-loading-rules):
 * - JavaScript, first visit: everything the page loads with an empty cache, at most 95 KB gzip;
 * - JavaScript, second page: what the page adds once the chunks every page shares (the page-load
 *   chunk, React's runtime, the nav island and their imports, hashed and cached immutably) are in
 *   the cache, at most 30 KB gzip. Inline scripts are part of the HTML and count on every page;
 * - React only when an island hydrates: no script the page runs at load (its <script> elements and
 *   what they import statically) may contain React, which would be fetched before the first paint
 *   completes on a slow link;
 * - HTML: the page itself at most 25 KB gzip, which is what a visitor waits for before anything shows;
 *   a Nepali page at most that or its English twin's plus a quarter, whichever is more (the same
 *   content in Devanagari: NEPALI_HTML_RATIO);
 * - DOM: fewer than 1,500 elements (a <template>'s inert contents not counted), so style and layout
 *   stay fast on a slow phone.
 *
 * For every HTML page of dist/, sums the gzip size (zlib level 9) of the JavaScript the page loads
 * at start-up: its <script src> files, the files its idle loader starts (`data-page-scripts`) and
 * inline scripts, <link rel="modulepreload"> files, the
 * <astro-island> component, renderer and before-hydration URLs, and every file those import
 * statically (`import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`), each file
 * counted once per page. Dynamic `import()` chunks load later, on demand, and are not counted.
 * JSON (e.g. application/ld+json) is not JavaScript and is not counted.
 *
 * Usage: node scripts/budget.mjs [distDir] — prints the heaviest pages, min/median/max of each
 * figure; exits 1 when a page is over any budget or dist/ is missing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  elementsOf,
  fileForUrlPath,
  hasToken,
  listHtmlFiles,
  parseHtml,
  rawTextOf,
  urlPathOf,
} from '../src/integrations/builtPages.mjs';

/** First visit: at most 95 KB of gzip-compressed JavaScript per page, in bytes. */
export const JS_BUDGET_BYTES = 95 * 1024;

/** Second page: at most 30 KB of gzip-compressed JavaScript beyond the shared chunks, in bytes. */
export const SECOND_PAGE_BUDGET_BYTES = 30 * 1024;

/** The first TCP round trip (10 segments of ~1.4 KB): what the first screen should fit in, in bytes. */
export const FIRST_ROUND_TRIP_BYTES = 14 * 1024;

/** The HTML of a page: at most 25 KB gzip, in bytes. */
export const HTML_BUDGET_BYTES = 25 * 1024;

/** A page has fewer DOM elements than this (every element of the parsed HTML, <head> included). */
export const DOM_BUDGET_ELEMENTS = 1500;

/**
 * A Nepali page (under /ne) loads at most this much more gzip-compressed JavaScript than its
 * English twin, in bytes: its texts travel in the HTML, not in the scripts.
 */
export const NEPALI_JS_ALLOWANCE_BYTES = 512;

/**
 * A Nepali page's HTML may be this many times its English twin's (gzip), when that is more than the
 * HTML budget. A Devanagari letter takes 3 bytes in UTF-8 against 1 for a Latin one, so the same
 * page in Nepali is larger: 1.20 times its twin at the median over the 104 pairs built when this
 * was set, 1.24 at most on a page with a table (the industry pages). A Nepali page with more markup
 * than its twin, rather than longer words, still fails.
 */
export const NEPALI_HTML_RATIO = 1.25;

/**
 * The Nepali text face's files (src/styles/nepali.css, cut down by src/integrations/devanagariFonts.ts):
 * only pages under /ne may name them.
 */
const NEPALI_FONT_FILE = /\/devanagari-\d00\.[\w-]+\.woff2/;

/**
 * A text only React's own code contains (the tag of its elements, React 19): a script holding it is
 * React, or bundles it.
 */
export const REACT_MARKER = 'react.transitional.element';

const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);
const ISLAND_URL_ATTRIBUTES = ['component-url', 'renderer-url', 'before-hydration-url'];
const STATIC_IMPORT = /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?(["'])([^"'\n]+?)\1/g;

/**
 * Gzip size (level 9) of a buffer or string, in bytes.
 * @param {Buffer | string} content
 * @returns {number}
 */
export function gzipSize(content) {
  return gzipSync(content, { level: 9 }).length;
}

/**
 * Static import specifiers of a JavaScript module's source (dynamic `import()` excluded).
 * @param {string} source
 * @returns {string[]}
 */
export function staticImports(source) {
  return [...source.matchAll(STATIC_IMPORT)].map((match) => match[2] ?? '').filter(Boolean);
}

/**
 * Resolves a URL found in a page or module against the URL path it was found at; returns the
 * dist/ file when it is a local .js/.mjs file, else null.
 * @param {string} distDir
 * @param {string} reference e.g. "./x.js", "/_astro/x.js"
 * @param {string} fromUrlPath e.g. "/products/healthcare" or "/_astro/page.js"
 * @returns {string | null}
 */
function resolveScript(distDir, reference, fromUrlPath) {
  if (!reference || /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(reference)) return null;
  const url = new URL(reference, `http://site.invalid${fromUrlPath}`);
  if (url.host !== 'site.invalid') return null;
  const file = fileForUrlPath(distDir, decodeURIComponent(url.pathname));
  return file && /\.m?js$/.test(file) ? file : null;
}

/**
 * @typedef {{ name: string, gzip: number, inline?: true }} LoadedScript
 * @typedef {{ page: string, file: string, bytes: number, secondPageBytes: number, scripts: LoadedScript[],
 *   reactAtLoad: string[], html: { raw: number, gzip: number }, domElements: number, namesNepaliFont: boolean,
 *   englishTwinBytes?: number, englishTwinHtml?: number }} PageBudget
 * @typedef {{ count: number, min: number, median: number, max: number }} Stats
 * @typedef {{ budget: number, secondPageBudget: number, htmlBudget: number, domBudget: number }} Budgets
 * @typedef {Budgets & { distDir: string, pages: PageBudget[], overBudget: PageBudget[], shared: string[],
 *   stats: Stats, secondPageStats: Stats, htmlStats: Stats, domStats: Stats,
 *   homeHtml: { raw: number, gzip: number } | null }} BudgetReport
 */

/**
 * The elements a browser builds into the page's DOM: every element of the parsed HTML except the
 * contents of <template> elements, which stay inert until a script copies them.
 * @param {import('../src/integrations/builtPages.mjs').HtmlDocument} document
 * @returns {number}
 */
export function liveElementCount(document) {
  return elementsOf(document).filter((element) => {
    for (let parent = element.parent; parent; parent = parent.parent) {
      if ('name' in parent && parent.name === 'template') return false;
    }
    return true;
  }).length;
}

/**
 * What one page costs: the JavaScript it loads (with gzip sizes), which of those files run at page
 * load and contain React, its HTML size and its DOM size. `cache` keeps file sizes and imports
 * across pages.
 * @param {string} distDir
 * @param {string} htmlFile path relative to dist/
 * @param {Map<string, { gzip: number, imports: string[], react: boolean }>} [cache]
 * @returns {Omit<PageBudget, 'secondPageBytes'>}
 */
export function measurePage(distDir, htmlFile, cache = new Map()) {
  const page = urlPathOf(htmlFile);
  const html = readFileSync(join(distDir, htmlFile));
  const document = parseHtml(html.toString('utf8'));
  /** @type {LoadedScript[]} */
  const scripts = [];
  /** @type {string[]} */
  const queue = [];
  /** @type {Set<string>} */
  const seen = new Set();
  /** @param {string | null} file */
  const enqueue = (file) => {
    if (file && !seen.has(file)) {
      seen.add(file);
      queue.push(file);
    }
  };
  /** @type {string[]} */
  const reactAtLoad = [];
  /**
   * Follows the queued files and their static imports; `atLoad` marks what the page runs at load.
   * @param {boolean} atLoad
   */
  const drain = (atLoad) => {
    while (queue.length > 0) {
      const file = /** @type {string} */ (queue.shift());
      let entry = cache.get(file);
      if (!entry) {
        const source = readFileSync(file);
        const text = source.toString('utf8');
        entry = { gzip: gzipSize(source), imports: staticImports(text), react: text.includes(REACT_MARKER) };
        cache.set(file, entry);
      }
      const fileUrl = `/${file
        .slice(resolve(distDir).length + 1)
        .split(/[\\/]/)
        .join('/')}`;
      scripts.push({ name: fileUrl, gzip: entry.gzip });
      if (atLoad && entry.react) reactAtLoad.push(fileUrl);
      for (const specifier of entry.imports) enqueue(resolveScript(distDir, specifier, fileUrl));
    }
  };

  // What runs at page load: the page's scripts and what they import.
  let inlineCount = 0;
  for (const script of elementsOf(document, 'script')) {
    const attributes = script.attribs;
    if (!JS_TYPES.has((attributes.type ?? '').trim().toLowerCase())) continue;
    // The page's own module scripts, started by the idle loader (src/integrations/idlePageScripts.ts).
    for (const src of (attributes['data-page-scripts'] ?? '').split(' ').filter(Boolean)) {
      enqueue(resolveScript(distDir, src, page));
    }
    if (attributes.src) {
      enqueue(resolveScript(distDir, attributes.src, page));
      continue;
    }
    const body = rawTextOf(script).trim();
    if (!body) continue;
    inlineCount += 1;
    scripts.push({ name: `(inline script ${inlineCount})`, gzip: gzipSize(body), inline: true });
    if (body.includes(REACT_MARKER)) reactAtLoad.push(`(inline script ${inlineCount})`);
    for (const specifier of staticImports(body)) enqueue(resolveScript(distDir, specifier, page));
  }
  drain(true);
  // What loads when islands hydrate.
  for (const { attribs } of elementsOf(document, 'link')) {
    if (hasToken(attribs.rel, 'modulepreload')) enqueue(resolveScript(distDir, attribs.href ?? '', page));
  }
  for (const { attribs } of elementsOf(document, 'astro-island')) {
    for (const name of ISLAND_URL_ATTRIBUTES) enqueue(resolveScript(distDir, attribs[name] ?? '', page));
  }
  drain(false);

  const bytes = scripts.reduce((sum, script) => sum + script.gzip, 0);
  return {
    page,
    file: htmlFile,
    bytes,
    scripts,
    reactAtLoad,
    html: { raw: html.length, gzip: gzipSize(html) },
    domElements: liveElementCount(document),
    namesNepaliFont: NEPALI_FONT_FILE.test(html.toString('utf8')),
  };
}

/**
 * min, median and max of a list of byte counts (0 for an empty list).
 * @param {number[]} values
 * @returns {Stats}
 */
function statsOf(values) {
  const sizes = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sizes.length / 2);
  const median =
    sizes.length === 0
      ? 0
      : sizes.length % 2
        ? (sizes[middle] ?? 0)
        : ((sizes[middle - 1] ?? 0) + (sizes[middle] ?? 0)) / 2;
  return { count: sizes.length, min: sizes[0] ?? 0, median, max: sizes[sizes.length - 1] ?? 0 };
}

/**
 * The budgets a page exceeds, in words (empty when it keeps them all).
 * @param {PageBudget} page
 * @param {Budgets} budgets
 * @returns {string[]}
 */
export function budgetsExceeded(page, { budget, secondPageBudget, htmlBudget, domBudget }) {
  const exceeded = [];
  if (page.bytes > budget) exceeded.push(`first visit JavaScript ${kb(page.bytes)} (≤ ${kb(budget)})`);
  if (page.secondPageBytes > secondPageBudget)
    exceeded.push(`second page JavaScript ${kb(page.secondPageBytes)} (≤ ${kb(secondPageBudget)})`);
  if (page.reactAtLoad.length > 0) exceeded.push(`React in a script run at page load: ${page.reactAtLoad.join(', ')}`);
  const nepaliHtmlBudget = Math.floor((page.englishTwinHtml ?? 0) * NEPALI_HTML_RATIO);
  if (page.html.gzip > Math.max(htmlBudget, nepaliHtmlBudget))
    exceeded.push(
      nepaliHtmlBudget > htmlBudget
        ? `HTML ${kb(page.html.gzip)} gzip (≤ ${kb(nepaliHtmlBudget)}, its English twin's ${kb(page.englishTwinHtml ?? 0)} × ${NEPALI_HTML_RATIO})`
        : `HTML ${kb(page.html.gzip)} gzip (≤ ${kb(htmlBudget)})`,
    );
  if (page.domElements >= domBudget) exceeded.push(`${page.domElements} DOM elements (< ${domBudget})`);
  const nepali = /^\/ne(\/|$)/.test(page.page);
  if (!nepali && page.namesNepaliFont) exceeded.push('an English page loads the Nepali font');
  if (page.englishTwinBytes !== undefined && page.bytes > page.englishTwinBytes + NEPALI_JS_ALLOWANCE_BYTES)
    exceeded.push(
      `first visit JavaScript ${kb(page.bytes)}, more than its English twin's ${kb(page.englishTwinBytes)} + ${NEPALI_JS_ALLOWANCE_BYTES} bytes`,
    );
  return exceeded;
}

/**
 * Measures every HTML page of `distDir` against the budgets. Pure apart from reading files.
 * The shared chunks are the script files loaded by every page that loads any script file: a
 * visitor has them cached after the first page, whichever page that was.
 * @param {string} distDir
 * @param {Partial<Budgets>} [options] budgets in bytes (DOM: elements)
 * @returns {BudgetReport}
 */
export function measureDist(
  distDir,
  {
    budget = JS_BUDGET_BYTES,
    secondPageBudget = SECOND_PAGE_BUDGET_BYTES,
    htmlBudget = HTML_BUDGET_BYTES,
    domBudget = DOM_BUDGET_ELEMENTS,
  } = {},
) {
  const budgets = { budget, secondPageBudget, htmlBudget, domBudget };
  const cache = new Map();
  const measured = listHtmlFiles(distDir).map((htmlFile) => measurePage(distDir, htmlFile, cache));
  const fileSets = measured
    .map((page) => new Set(page.scripts.filter((script) => !script.inline).map((script) => script.name)))
    .filter((files) => files.size > 0);
  const first = fileSets[0];
  const shared =
    first === undefined ? [] : [...first].filter((name) => fileSets.every((files) => files.has(name))).sort();
  const sharedSet = new Set(shared);
  const pages = measured
    .map((page) => ({
      ...page,
      secondPageBytes: page.scripts
        .filter((script) => !sharedSet.has(script.name))
        .reduce((sum, script) => sum + script.gzip, 0),
    }))
    .sort((a, b) => b.bytes - a.bytes || a.page.localeCompare(b.page));
  // A Nepali page is measured against its English twin too.
  const byPath = new Map(pages.map((page) => [page.page, page]));
  for (const page of pages) {
    const twin = /^\/ne(\/|$)/.test(page.page) ? byPath.get(page.page.replace(/^\/ne/, '') || '/') : undefined;
    if (twin) {
      page.englishTwinBytes = twin.bytes;
      page.englishTwinHtml = twin.html.gzip;
    }
  }
  const homeFile = join(distDir, 'index.html');
  const homeHtml = existsSync(homeFile)
    ? { raw: readFileSync(homeFile).length, gzip: gzipSize(readFileSync(homeFile)) }
    : null;
  return {
    distDir,
    ...budgets,
    pages,
    overBudget: pages.filter((page) => budgetsExceeded(page, budgets).length > 0),
    shared,
    stats: statsOf(pages.map((page) => page.bytes)),
    secondPageStats: statsOf(pages.map((page) => page.secondPageBytes)),
    htmlStats: statsOf(pages.map((page) => page.html.gzip)),
    domStats: statsOf(pages.map((page) => page.domElements)),
    homeHtml,
  };
}

/**
 * Bytes as KB with one decimal, e.g. 92160 → "90.0 KB".
 * @param {number} bytes
 */
export function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/**
 * The printed report: heaviest pages by JavaScript and by HTML, every figure's spread, and every
 * page over a budget with what it exceeds (and its files, when JavaScript is over).
 * @param {BudgetReport} report
 * @param {number} [top] how many of the heaviest pages to list
 * @returns {string}
 */
export function formatReport(report, top = 10) {
  const lines = [
    `Per page: JavaScript (gzip level 9) first visit ≤ ${kb(report.budget)}, second page ≤ ${kb(report.secondPageBudget)}, ` +
      `none of it React at page load; HTML ≤ ${kb(report.htmlBudget)} gzip; DOM < ${report.domBudget} elements`,
  ];
  const table = (/** @type {PageBudget[]} */ pages) => {
    const width = Math.max(4, ...pages.map((page) => page.page.length));
    lines.push(
      `  ${'page'.padEnd(width)}  ${'JS first'.padStart(9)}  ${'second'.padStart(9)}  ${'files'.padStart(5)}  ${'HTML gz'.padStart(9)}  ${'DOM'.padStart(5)}`,
    );
    for (const page of pages) {
      const flag = report.overBudget.includes(page) ? '  OVER BUDGET' : '';
      lines.push(
        `  ${page.page.padEnd(width)}  ${kb(page.bytes).padStart(9)}  ${kb(page.secondPageBytes).padStart(9)}  ${String(page.scripts.length).padStart(5)}  ${kb(page.html.gzip).padStart(9)}  ${String(page.domElements).padStart(5)}${flag}`,
      );
    }
  };
  lines.push('heaviest JavaScript:');
  table(report.pages.slice(0, top));
  lines.push('heaviest HTML:');
  table([...report.pages].sort((a, b) => b.html.gzip - a.html.gzip || a.page.localeCompare(b.page)).slice(0, top));
  const figures = (/** @type {Stats} */ { min, median, max }, format = kb) =>
    `min ${format(min)}   median ${format(median)}   max ${format(max)}`;
  lines.push(`pages: ${report.stats.count}`);
  lines.push(`  JS first visit:  ${figures(report.stats)}`);
  lines.push(`  JS second page:  ${figures(report.secondPageStats)}`);
  lines.push(`  HTML gzip:       ${figures(report.htmlStats)}`);
  lines.push(`  DOM elements:    ${figures(report.domStats, String)}`);
  lines.push(
    `shared chunks (cached after the first page): ${report.shared.length ? report.shared.join(', ') : 'none'}`,
  );
  if (report.homeHtml)
    lines.push(`home page HTML (/): ${kb(report.homeHtml.gzip)} gzip (${kb(report.homeHtml.raw)} raw)`);
  for (const page of report.overBudget) {
    const exceeded = budgetsExceeded(page, report);
    lines.push(`OVER BUDGET ${page.page} (${page.file}): ${exceeded.join('; ')}`);
    if (page.bytes <= report.budget && page.secondPageBytes <= report.secondPageBudget) continue;
    for (const script of [...page.scripts].sort((a, b) => b.gzip - a.gzip)) {
      lines.push(
        `    ${kb(script.gzip).padStart(9)}  ${script.name}${report.shared.includes(script.name) ? '  (shared)' : ''}`,
      );
    }
  }
  lines.push(
    report.overBudget.length === 0
      ? `budget: all ${report.stats.count} pages within every budget`
      : `budget: ${report.overBudget.length} of ${report.stats.count} pages over budget`,
  );
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const distDir = resolve(process.argv[2] ?? join(root, 'dist'));
  if (!existsSync(join(distDir, 'index.html'))) {
    console.error(`budget: ${distDir}/index.html not found; run \`npm run build\` first.`);
    process.exit(1);
  }
  const report = measureDist(distDir);
  console.log(formatReport(report));
  if (report.overBudget.length > 0) process.exit(1);
}
