import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  budgetsExceeded,
  formatReport,
  gzipSize,
  liveElementCount,
  measureDist,
  NEPALI_HTML_RATIO,
  NEPALI_JS_ALLOWANCE_BYTES,
  staticImports,
} from '../../scripts/budget.mjs';
import { elementsOf, parseHtml } from '../../src/integrations/builtPages.mjs';

const distDir = fileURLToPath(new URL('../fixtures/budget-dist/', import.meta.url));

/** Gzip size of a fixture file. */
const gz = (file: string) => gzipSize(readFileSync(`${distDir}${file}`));

describe('staticImports', () => {
  it('finds the static imports and re-exports of minified modules, not dynamic imports', () => {
    const source =
      'import{a as b}from"./a.js";import"./b.js";import*as c from\'./c.js\';export{d}from"./d.js";import("./lazy.js");import.meta.url';
    expect(staticImports(source)).toEqual(['./a.js', './b.js', './c.js', './d.js']);
  });
});

describe('liveElementCount', () => {
  it('counts the elements of the page, not the inert contents of a <template>', () => {
    const html = '<html><head></head><body><p>a</p><template><ul><li>b</li></ul></template></body></html>';
    // html, head, body, p, template.
    expect(liveElementCount(parseHtml(html))).toBe(5);
  });
});

describe('measureDist (fixture dist)', () => {
  const report = measureDist(distDir);
  const byPage = new Map(report.pages.map((page) => [page.page, page]));

  it('lists every HTML page by its URL path', () => {
    expect([...byPage.keys()].sort()).toEqual(['/', '/404', '/about/team']);
    expect(report.stats.count).toBe(3);
  });

  it('counts scripts, island component and renderer URLs and their static imports once each', () => {
    const home = byPage.get('/');
    const names = home?.scripts.map((script) => script.name).sort();
    expect(names).toEqual([
      '(inline script 1)',
      '/_astro/Island.js',
      '/_astro/client.js',
      '/_astro/page.js',
      '/_astro/react.js',
      '/_astro/shared.js',
    ]);
    const inline = gzipSize('document.documentElement.dataset.ready="1";');
    const files = ['_astro/Island.js', '_astro/client.js', '_astro/page.js', '_astro/react.js', '_astro/shared.js'];
    expect(home?.bytes).toBe(inline + files.reduce((sum, file) => sum + gz(file), 0));
  });

  it('skips JSON-LD, commented-out scripts and dynamically imported chunks', () => {
    const names = byPage.get('/')?.scripts.map((script) => script.name) ?? [];
    expect(names).not.toContain('/_astro/lazy.js');
    expect(names).not.toContain('/_astro/commented.js');
  });

  it('resolves relative imports of inline modules against the page URL', () => {
    const team = byPage.get('/about/team');
    expect(team?.scripts.map((script) => script.name)).toEqual(['(inline script 1)', '/_astro/shared.js']);
    expect(byPage.get('/404')?.bytes).toBe(0);
  });

  it('reports min, median and max, sorted heaviest first', () => {
    const sizes = report.pages.map((page) => page.bytes);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(report.stats.min).toBe(0);
    expect(report.stats.max).toBe(byPage.get('/')?.bytes);
    expect(report.stats.median).toBe(byPage.get('/about/team')?.bytes);
    expect(report.homeHtml?.gzip).toBe(gz('index.html'));
  });

  it('flags the pages over the first-visit budget', () => {
    expect(report.overBudget).toEqual([]);
    const tight = measureDist(distDir, { budget: 100 });
    expect(tight.overBudget.map((page) => page.page)).toEqual(['/']);
    expect(formatReport(tight)).toContain('OVER BUDGET / (index.html)');
  });

  it('takes the files every page with scripts loads as shared, cached after the first page', () => {
    // /404 loads nothing and does not empty the shared set; / and /about/team share only shared.js.
    expect(report.shared).toEqual(['/_astro/shared.js']);
  });

  it('counts on a second page only what is not shared, inline scripts always', () => {
    const home = byPage.get('/');
    expect(home?.secondPageBytes).toBe((home?.bytes ?? 0) - gz('_astro/shared.js'));
    expect(byPage.get('/about/team')?.secondPageBytes).toBe(gzipSize('import"../_astro/shared.js";'));
    expect(report.secondPageStats.max).toBe(home?.secondPageBytes);
  });

  it('flags a page whose second-page JavaScript is over its own budget', () => {
    const tight = measureDist(distDir, { secondPageBudget: 100 });
    expect(tight.overBudget.map((page) => page.page)).toEqual(['/']);
    expect(formatReport(tight)).toMatch(
      /OVER BUDGET \/ \(index\.html\): second page JavaScript 0\.\d KB \(≤ 0\.1 KB\)/,
    );
  });

  it('measures each page’s HTML (raw and gzip) and counts its DOM elements', () => {
    const html = readFileSync(`${distDir}index.html`, 'utf8');
    expect(byPage.get('/')?.html).toEqual({ raw: Buffer.byteLength(html), gzip: gz('index.html') });
    expect(byPage.get('/')?.domElements).toBe(elementsOf(parseHtml(html)).length);
    // html, head, meta, title, body, h1: six elements.
    expect(byPage.get('/404')?.domElements).toBe(6);
  });

  it('flags a page over the HTML budget or at the DOM budget, and says which', () => {
    const home = byPage.get('/')!;
    const tight = measureDist(distDir, { htmlBudget: home.html.gzip - 1, domBudget: 7 });
    expect(tight.overBudget.map((page) => page.page).sort()).toEqual(['/', '/about/team']);
    const printed = formatReport(tight);
    expect(printed).toContain(`OVER BUDGET / (index.html): HTML ${(home.html.gzip / 1024).toFixed(1)} KB gzip`);
    expect(printed).toMatch(/OVER BUDGET \/about\/team \(about\/team\.html\): \d+ DOM elements \(< 7\)/);
  });

  it('lets an island import React, which loads only when the island hydrates', () => {
    expect(byPage.get('/')?.scripts.map((script) => script.name)).toContain('/_astro/react.js');
    expect(byPage.get('/')?.reactAtLoad).toEqual([]);
  });
});

describe('measureDist (a page whose load script imports React)', () => {
  const report = measureDist(fileURLToPath(new URL('../fixtures/budget-react-at-load/', import.meta.url)));

  it('flags the page and names the React file its load script pulls in', () => {
    expect(report.overBudget.map((page) => page.page)).toEqual(['/']);
    expect(report.pages[0]?.reactAtLoad).toEqual(['/_astro/react.js']);
    expect(formatReport(report)).toContain('React in a script run at page load: /_astro/react.js');
  });
});

describe('budgetsExceeded: the Nepali pages against their English twins', () => {
  const budgets = { budget: 95 * 1024, secondPageBudget: 30 * 1024, htmlBudget: 25 * 1024, domBudget: 1500 };
  const page = (
    path: string,
    extra: {
      bytes?: number;
      englishTwinBytes?: number;
      englishTwinHtml?: number;
      html?: { raw: number; gzip: number };
      namesNepaliFont?: boolean;
    },
  ) => ({
    page: path,
    file: `${path.slice(1)}.html`,
    bytes: 80_000,
    secondPageBytes: 0,
    scripts: [],
    reactAtLoad: [],
    html: { raw: 40_000, gzip: 10_000 },
    domElements: 400,
    namesNepaliFont: false,
    ...extra,
  });

  it('allows a Nepali page a few hundred bytes more JavaScript than its twin, and no more', () => {
    const twin = 80_000;
    expect(
      budgetsExceeded(
        page('/ne/pricing', { bytes: twin + NEPALI_JS_ALLOWANCE_BYTES, englishTwinBytes: twin }),
        budgets,
      ),
    ).toEqual([]);
    expect(
      budgetsExceeded(
        page('/ne/pricing', { bytes: twin + NEPALI_JS_ALLOWANCE_BYTES + 1, englishTwinBytes: twin }),
        budgets,
      ),
    ).toEqual([expect.stringMatching(/more than its English twin's 78\.1 KB \+ 512 bytes/)]);
  });

  it('allows a Nepali page a quarter more HTML than its twin where that exceeds 25 KB, and no more', () => {
    const twin = 23_000;
    const limit = Math.floor(twin * NEPALI_HTML_RATIO);
    expect(limit).toBe(28_750);
    const nepali = (gzip: number) => page('/ne/pricing', { englishTwinHtml: twin, html: { raw: 0, gzip } });
    expect(budgetsExceeded(nepali(limit), budgets)).toEqual([]);
    expect(budgetsExceeded(nepali(limit + 1), budgets)).toEqual([
      "HTML 28.1 KB gzip (≤ 28.1 KB, its English twin's 22.5 KB × 1.25)",
    ]);
    // A small twin leaves the Nepali page the plain 25 KB, and an English page never gets more.
    expect(
      budgetsExceeded(page('/ne/contact-us', { englishTwinHtml: 11_000, html: { raw: 0, gzip: 25_601 } }), budgets),
    ).toEqual(['HTML 25.0 KB gzip (≤ 25.0 KB)']);
    expect(budgetsExceeded(page('/pricing', { html: { raw: 0, gzip: 25_601 } }), budgets)).toEqual([
      'HTML 25.0 KB gzip (≤ 25.0 KB)',
    ]);
  });

  it('refuses the Nepali font on an English page, and only there', () => {
    expect(budgetsExceeded(page('/pricing', { namesNepaliFont: true }), budgets)).toEqual([
      'an English page loads the Nepali font',
    ]);
    expect(budgetsExceeded(page('/ne/pricing', { namesNepaliFont: true }), budgets)).toEqual([]);
  });
});
