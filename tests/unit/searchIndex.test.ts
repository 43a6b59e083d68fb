/**
 * The search index the build writes (src/integrations/searchIndex.ts), built with the real
 * Pagefind from a small site in a temporary folder: which pages are indexed (the sitemap's pages
 * only), what of each page (the <main> text without navigation or forms), the titles results
 * show, and the build failing on a page it cannot index.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  htmlForIndex,
  searchablePages,
  searchResultTitle,
  writeSearchIndex,
  type SearchIndexReport,
} from '../../src/integrations/searchIndex';

/** A built page as BaseLayout writes it: header navigation, breadcrumbs, <main data-pagefind-body>, footer. */
function page(title: string, main: string): string {
  return [
    `<!doctype html><html lang="en"><head><title>${title}</title><meta property="og:site_name" content="Sarathi ERP"></head><body>`,
    '<header><nav aria-label="Main"><a href="/pricing">Headerword pricing</a></nav></header>',
    `<main id="main" data-pagefind-body>${main}</main>`,
    '<footer>Footerword Thapathali</footer></body></html>',
  ].join('');
}

const SITE: Record<string, string> = {
  'index.html': page(
    'Sarathi ERP: Cloud ERP in Nepal',
    '<h1>Simplify your business</h1><p>Welcome text about cloud software.</p>',
  ),
  'modules/drug-expiry-tracking.html': page(
    'Drug Expiry Tracking Module | Sarathi ERP',
    '<nav aria-label="Breadcrumb"><a href="/modules">Crumbword</a></nav><h1>Drug Expiry Tracking</h1><p>Alerts at 30, 60 and 90 days, first-expiry-first-out picking &amp; supplier returns.</p>',
  ),
  'request-demo.html': page(
    'Request a Free Demo | Sarathi ERP',
    '<h1>Request a Demo</h1><p>See Sarathi ERP run your way.</p><form><label>Formword company name</label><select><option>Optionword hospital</option></select></form>',
  ),
  'products/healthcare/hospital/modules/billing.html': page(
    'Billing Module | Sarathi ERP',
    '<h1>Billing</h1><p>Scopedword copy of the billing module.</p>',
  ),
  'request-demo/thank-you.html': page('Thank You | Sarathi ERP', '<h1>Thank you</h1><p>Thankword confirmation.</p>'),
  'search.html': page('Search the Site | Sarathi ERP', '<h1>Search</h1><p>Searchpageword.</p>'),
  '404.html': page('Page Not Found | Sarathi ERP', '<h1>Not found</h1><p>Missingword.</p>'),
  'modules/404.html': page('Module Not Found | Sarathi ERP', '<h1>Module not found</h1><p>Missingword.</p>'),
};

interface Fragment {
  url: string;
  content: string;
  meta: Record<string, string>;
}

/** The pages of a written index as Pagefind stores them: each fragment file is gzip + a signature + JSON. */
function readFragments(outputPath: string): Fragment[] {
  const dir = join(outputPath, 'fragment');
  return readdirSync(dir).map((name) => {
    const text = gunzipSync(readFileSync(join(dir, name))).toString('utf8');
    return JSON.parse(text.slice(text.indexOf('{'))) as Fragment;
  });
}

let dist: string;
let report: SearchIndexReport;
let fragments: Fragment[];

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'sarathi-search-'));
  for (const [file, html] of Object.entries(SITE)) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), html);
  }
  report = await writeSearchIndex(dist);
  fragments = readFragments(report.outputPath);
}, 60_000);

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('searchablePages', () => {
  it('keeps the pages the sitemap lists and their URLs', () => {
    expect(searchablePages(Object.keys(SITE).sort())).toEqual([
      { file: 'index.html', url: '/' },
      { file: 'modules/drug-expiry-tracking.html', url: '/modules/drug-expiry-tracking' },
      { file: 'request-demo.html', url: '/request-demo' },
    ]);
  });
});

describe('writeSearchIndex', () => {
  it('indexes the canonical pages only: no scoped copy, thank-you, search or not-found page', () => {
    expect(report.pages).toBe(3);
    expect(fragments.map((fragment) => fragment.url).sort()).toEqual([
      '/',
      '/modules/drug-expiry-tracking',
      '/request-demo',
    ]);
  });

  it('reads the text of <main> only, without its breadcrumbs or form controls', () => {
    const text = fragments.map((fragment) => fragment.content).join(' ');
    expect(text).toContain('first-expiry-first-out picking');
    expect(text).toContain('See Sarathi ERP run your way.');
    for (const word of [
      'Headerword',
      'Footerword',
      'Crumbword',
      'Formword',
      'Optionword',
      'Scopedword',
      'Thankword',
      'Searchpageword',
      'Missingword',
    ]) {
      expect(text, word).not.toContain(word);
    }
  });

  it('titles each result with the page title without the site name', () => {
    const titles = Object.fromEntries(fragments.map((fragment) => [fragment.url, fragment.meta['title']]));
    expect(titles).toEqual({
      '/': 'Sarathi ERP: Cloud ERP in Nepal',
      '/modules/drug-expiry-tracking': 'Drug Expiry Tracking Module',
      '/request-demo': 'Request a Free Demo',
    });
  });

  it('ships the browser script, its WebAssembly and the index, not Pagefind’s own UI bundles', () => {
    const files = readdirSync(report.outputPath);
    expect(files).toEqual(
      expect.arrayContaining([
        'pagefind.js',
        'pagefind-worker.js',
        'pagefind-entry.json',
        'wasm.en.pagefind',
        'fragment',
        'index',
      ]),
    );
    expect(files.filter((name) => /-ui\.|highlight/.test(name))).toEqual([]);
    expect(report.files).toBeGreaterThanOrEqual(files.length);
    expect(report.bytes).toBeGreaterThan(0);
  });

  it('fails the build naming a page that has no <main data-pagefind-body>', async () => {
    const broken = mkdtempSync(join(tmpdir(), 'sarathi-search-broken-'));
    try {
      writeFileSync(join(broken, 'index.html'), page('Home | Sarathi ERP', '<h1>Home</h1><p>Text.</p>'));
      writeFileSync(
        join(broken, 'pricing.html'),
        '<!doctype html><html lang="en"><head><title>Pricing</title></head><body><main><h1>Plans</h1></main></body></html>',
      );
      await expect(writeSearchIndex(broken)).rejects.toThrow(/pricing\.html: no <main data-pagefind-body>/);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('result titles', () => {
  it('drops the " | site name" suffix and keeps a title that names the site otherwise', () => {
    expect(searchResultTitle(page('Pricing and Plans | Sarathi ERP', ''))).toBe('Pricing and Plans');
    expect(searchResultTitle(page('Sarathi ERP: Cloud ERP in Nepal', ''))).toBe('Sarathi ERP: Cloud ERP in Nepal');
    expect(searchResultTitle('<html><body><h1>Only a heading</h1></body></html>')).toBeNull();
  });

  it('hands the title to Pagefind as an escaped attribute in <head>, leaving a page without <title> alone', () => {
    const html = htmlForIndex(page('Tom &amp; "Jerry" | Sarathi ERP', '<h1>x</h1>'));
    expect(html).toContain('<meta data-pagefind-meta="title[content]" content="Tom &amp; &quot;Jerry&quot;"></head>');
    const untitled = '<html><body><main data-pagefind-body><h1>Heading</h1></main></body></html>';
    expect(htmlForIndex(untitled)).toBe(untitled);
  });
});
