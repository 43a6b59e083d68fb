#!/usr/bin/env node
/**
 * JavaScript budget over the built site, two figures per page:
 * - first visit: everything the page loads with an empty cache, at most 95 KB gzip;
 * - second page: what the page adds once the chunks every page shares (React's runtime, the nav
 *   island and their imports, hashed and cached immutably) are in the cache, at most 30 KB gzip.
 *   Inline scripts are part of the HTML and count on every page.
 *
 * For every HTML page of dist/, sums the gzip size (zlib level 9) of the JavaScript the page loads
 * at start-up: its <script src> files and inline scripts, <link rel="modulepreload"> files, the
 * <astro-island> component, renderer and before-hydration URLs, and every file those import
 * statically (`import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`), each file
 * counted once per page. Dynamic `import()` chunks load later, on demand, and are not counted.
 * JSON (e.g. application/ld+json) is not JavaScript and is not counted.
 *
 * Usage: node scripts/budget.mjs [distDir] — prints the heaviest pages, min/median/max of both
 * figures and the gzip size of the home page HTML; exits 1 when a page is over either budget or
 * dist/ is missing.
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
} from '../src/lib/builtPages.mjs';

/** First visit: at most 95 KB of gzip-compressed JavaScript per page, in bytes. */
export const JS_BUDGET_BYTES = 95 * 1024;

/** Second page: at most 30 KB of gzip-compressed JavaScript beyond the shared chunks, in bytes. */
export const SECOND_PAGE_BUDGET_BYTES = 30 * 1024;

/** The first TCP round trip (10 segments of ~1.4 KB): what the first screen should fit in, in bytes. */
export const FIRST_ROUND_TRIP_BYTES = 14 * 1024;

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
 * @typedef {{ page: string, file: string, bytes: number, secondPageBytes: number, scripts: LoadedScript[] }} PageBudget
 * @typedef {{ count: number, min: number, median: number, max: number }} Stats
 * @typedef {{ distDir: string, budget: number, secondPageBudget: number, pages: PageBudget[],
 *   overBudget: PageBudget[], shared: string[], stats: Stats, secondPageStats: Stats,
 *   homeHtml: { raw: number, gzip: number } | null }} BudgetReport
 */

/**
 * The JavaScript one page loads, with gzip sizes; `cache` keeps file sizes and imports across pages.
 * @param {string} distDir
 * @param {string} htmlFile path relative to dist/
 * @param {Map<string, { gzip: number, imports: string[] }>} [cache]
 * @returns {Omit<PageBudget, 'secondPageBytes'>}
 */
export function measurePage(distDir, htmlFile, cache = new Map()) {
  const page = urlPathOf(htmlFile);
  const document = parseHtml(readFileSync(join(distDir, htmlFile), 'utf8'));
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

  let inlineCount = 0;
  for (const script of elementsOf(document, 'script')) {
    const attributes = script.attribs;
    if (!JS_TYPES.has((attributes.type ?? '').trim().toLowerCase())) continue;
    if (attributes.src) {
      enqueue(resolveScript(distDir, attributes.src, page));
      continue;
    }
    const body = rawTextOf(script).trim();
    if (!body) continue;
    inlineCount += 1;
    scripts.push({ name: `(inline script ${inlineCount})`, gzip: gzipSize(body), inline: true });
    for (const specifier of staticImports(body)) enqueue(resolveScript(distDir, specifier, page));
  }
  for (const { attribs } of elementsOf(document, 'link')) {
    if (hasToken(attribs.rel, 'modulepreload')) enqueue(resolveScript(distDir, attribs.href ?? '', page));
  }
  for (const { attribs } of elementsOf(document, 'astro-island')) {
    for (const name of ISLAND_URL_ATTRIBUTES) enqueue(resolveScript(distDir, attribs[name] ?? '', page));
  }

  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.shift());
    let entry = cache.get(file);
    if (!entry) {
      const source = readFileSync(file);
      entry = { gzip: gzipSize(source), imports: staticImports(source.toString('utf8')) };
      cache.set(file, entry);
    }
    const fileUrl = `/${file
      .slice(resolve(distDir).length + 1)
      .split(/[\\/]/)
      .join('/')}`;
    scripts.push({ name: fileUrl, gzip: entry.gzip });
    for (const specifier of entry.imports) enqueue(resolveScript(distDir, specifier, fileUrl));
  }

  const bytes = scripts.reduce((sum, script) => sum + script.gzip, 0);
  return { page, file: htmlFile, bytes, scripts };
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
 * Measures every HTML page of `distDir` against both budgets. Pure apart from reading files.
 * The shared chunks are the script files loaded by every page that loads any script file: a
 * visitor has them cached after the first page, whichever page that was.
 * @param {string} distDir
 * @param {{ budget?: number, secondPageBudget?: number }} [options] budgets in bytes
 * @returns {BudgetReport}
 */
export function measureDist(distDir, { budget = JS_BUDGET_BYTES, secondPageBudget = SECOND_PAGE_BUDGET_BYTES } = {}) {
  const cache = new Map();
  const measured = listHtmlFiles(distDir).map((htmlFile) => measurePage(distDir, htmlFile, cache));
  const fileSets = measured
    .map((page) => new Set(page.scripts.filter((script) => !script.inline).map((script) => script.name)))
    .filter((files) => files.size > 0);
  const shared =
    fileSets.length === 0 ? [] : [...fileSets[0]].filter((name) => fileSets.every((files) => files.has(name))).sort();
  const sharedSet = new Set(shared);
  const pages = measured
    .map((page) => ({
      ...page,
      secondPageBytes: page.scripts
        .filter((script) => !sharedSet.has(script.name))
        .reduce((sum, script) => sum + script.gzip, 0),
    }))
    .sort((a, b) => b.bytes - a.bytes || a.page.localeCompare(b.page));
  const homeFile = join(distDir, 'index.html');
  const homeHtml = existsSync(homeFile)
    ? { raw: readFileSync(homeFile).length, gzip: gzipSize(readFileSync(homeFile)) }
    : null;
  return {
    distDir,
    budget,
    secondPageBudget,
    pages,
    overBudget: pages.filter((page) => page.bytes > budget || page.secondPageBytes > secondPageBudget),
    shared,
    stats: statsOf(pages.map((page) => page.bytes)),
    secondPageStats: statsOf(pages.map((page) => page.secondPageBytes)),
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
 * The printed report: heaviest pages, both figures, and every page over a budget with its files.
 * @param {BudgetReport} report
 * @param {number} [top] how many of the heaviest pages to list
 * @returns {string}
 */
export function formatReport(report, top = 10) {
  const lines = [
    `JavaScript per page (gzip level 9): first visit ≤ ${kb(report.budget)}, second page ≤ ${kb(report.secondPageBudget)}`,
  ];
  const heaviest = report.pages.slice(0, top);
  const width = Math.max(4, ...heaviest.map((page) => page.page.length));
  lines.push(`  ${'page'.padEnd(width)}  ${'first'.padStart(9)}  ${'second'.padStart(9)}  files`);
  for (const page of heaviest) {
    const flag = report.overBudget.includes(page) ? '  OVER BUDGET' : '';
    lines.push(
      `  ${page.page.padEnd(width)}  ${kb(page.bytes).padStart(9)}  ${kb(page.secondPageBytes).padStart(9)}  ${String(page.scripts.length).padStart(5)}${flag}`,
    );
  }
  const figures = (/** @type {Stats} */ { min, median, max }) =>
    `min ${kb(min)}   median ${kb(median)}   max ${kb(max)}`;
  lines.push(`pages: ${report.stats.count}`);
  lines.push(`  first visit:  ${figures(report.stats)}`);
  lines.push(`  second page:  ${figures(report.secondPageStats)}`);
  lines.push(
    `shared chunks (cached after the first page): ${report.shared.length ? report.shared.join(', ') : 'none'}`,
  );
  if (report.homeHtml)
    lines.push(`home page HTML (/): ${kb(report.homeHtml.gzip)} gzip (${kb(report.homeHtml.raw)} raw)`);
  for (const page of report.overBudget) {
    lines.push(
      `OVER BUDGET ${page.page} (${page.file}): first visit ${kb(page.bytes)} (≤ ${kb(report.budget)}), second page ${kb(page.secondPageBytes)} (≤ ${kb(report.secondPageBudget)})`,
    );
    for (const script of [...page.scripts].sort((a, b) => b.gzip - a.gzip)) {
      lines.push(
        `    ${kb(script.gzip).padStart(9)}  ${script.name}${report.shared.includes(script.name) ? '  (shared)' : ''}`,
      );
    }
  }
  lines.push(
    report.overBudget.length === 0
      ? `budget: all ${report.stats.count} pages within ${kb(report.budget)} first visit and ${kb(report.secondPageBudget)} second page`
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
