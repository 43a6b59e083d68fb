/**
 * Site search helpers (src/lib/search.ts) and what the search islands render on the server: the
 * excerpt split into text and <mark> elements (never HTML), the query read from `?q=`, the status
 * sentence, result links, and the header's Search control linking to the search page.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  MAX_QUERY_LENGTH,
  normaliseQuery,
  readSearchQuery,
  resultPath,
  resultSummary,
  searchPageHref,
  splitExcerpt,
} from '../../src/lib/search';
import { SearchButton } from '../../src/islands/search/SearchButton';
import { navText, searchText } from '../../src/i18n/islandWords';

/** The search texts as an English page passes them to the islands. */
const en = searchText('en');
import { Excerpt, SearchPanel } from '../../src/islands/search/SearchPanel';
import { itGives, itGivesEach } from './support/cases';

describe('splitExcerpt', () => {
  const plain = (text: string) => ({ text, marked: false });
  const marked = (text: string) => ({ text, marked: true });

  itGivesEach(splitExcerpt, [
    {
      behaviour: 'splits the matched words out of the text, in reading order',
      input: 'See which medicines <mark>expire</mark> in the next 30 days, <mark>expiry</mark> alerts',
      expected: [
        plain('See which medicines '),
        marked('expire'),
        plain(' in the next 30 days, '),
        marked('expiry'),
        plain(' alerts'),
      ],
    },
    {
      behaviour: 'turns back only the < and > Pagefind escapes: the rest shows as the page wrote it, "&amp;" too',
      input: "Inventory & Stores &lt;b&gt; 'FEFO' — in HTML write &amp; <mark>batch</mark>",
      expected: [plain("Inventory & Stores <b> 'FEFO' — in HTML write &amp; "), marked('batch')],
    },
    {
      behaviour: 'drops any other tag and keeps its text, joining the runs it separated',
      input: 'Bill <script>alert(1)</script>fast <mark>O<b>P</b>D</mark>',
      expected: [plain('Bill alert(1)fast '), marked('OPD')],
    },
    {
      behaviour: 'marks the rest of the text after an unclosed <mark>, and leaves out empty runs',
      input: '<mark></mark>Lab <mark>report',
      expected: [plain('Lab '), marked('report')],
    },
    { behaviour: 'gives no runs for an empty excerpt', input: '', expected: [] },
  ]);
});

describe('Excerpt', () => {
  it('renders the matches as <mark> elements and any markup in the text as text', () => {
    const html = renderToStaticMarkup(
      createElement(Excerpt, { excerpt: 'Use &lt;img src=x onerror=alert(1)&gt; for <mark>billing</mark>' }),
    );
    expect(html).toContain('>billing</mark>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; for ');
    expect(html).not.toContain('<img');
  });
});

describe('readSearchQuery', () => {
  itGives('reads q with or without the leading ?, decoded, spaces collapsed and trimmed', readSearchQuery, [
    ['?q=drug+expiry', 'drug expiry'],
    ['q=%20%20HIB%20%20claims%0A', 'HIB claims'],
    ['?utm_source=mail&q=Khalti', 'Khalti'],
  ]);

  itGives('is empty without q', readSearchQuery, [
    ['', ''],
    ['?query=billing', ''],
  ]);

  it('cuts a long query', () => {
    expect(readSearchQuery(`?q=${'a'.repeat(300)}`)).toHaveLength(MAX_QUERY_LENGTH);
  });
});

describe('search page links and result paths', () => {
  it('builds /search?q=… for a query and the bare page for none', () => {
    expect(searchPageHref('drug expiry')).toBe('/search?q=drug+expiry');
    expect(searchPageHref('  ')).toBe('/search');
    expect(readSearchQuery(new URL(searchPageHref('Tom & Jerry?'), 'https://x.test').search)).toBe('Tom & Jerry?');
    expect(normaliseQuery(' a\tb ')).toBe('a b');
  });

  itGives('gives result links as the site’s own paths', resultPath, [
    ['/modules/billing', '/modules/billing'],
    ['/modules/billing.html', '/modules/billing'],
    ['/index.html', '/'],
    ['/', '/'],
  ]);
});

describe('resultSummary', () => {
  itGives(
    'counts results in words a visitor reads',
    ([count, query]: [number, string]) => resultSummary(count, query, en),
    [
      [[0, 'zzz'], 'No results for “zzz”'],
      [[1, 'IRD'], '1 result for “IRD”'],
      [[12, 'billing'], '12 results for “billing”'],
      [[-2, 'x'], 'No results for “x”'],
    ],
  );
});

describe('server HTML of the search islands', () => {
  it('the header control is a link to the search page until it hydrates', () => {
    const html = renderToStaticMarkup(createElement(SearchButton, { label: navText('en').search, text: en }));
    expect(html).toMatch(/^<a href="\/search"[^>]*>.*<\/a>$/);
    // Its name is "Search" at every width: the word is only visually hidden on phones.
    expect(html).toMatch(/<span class="sr-only sm:not-sr-only">Search<\/span><\/a>$/);
  });

  it('the search page holds a GET form to /search with a labelled q field and a submit button', () => {
    const html = renderToStaticMarkup(
      createElement(SearchPanel, { syncWithUrl: true, label: 'Search for a page', text: en }),
    );
    const form = html.match(/<form\b[^>]*>/)?.[0] ?? '';
    expect(form).toContain('role="search"');
    expect(form).toContain('action="/search"');
    expect(form).toContain('method="get"');
    const id = html.match(/<label for="([^"]+)"[^>]*>Search for a page<\/label>/)?.[1];
    expect(id, 'the label names its field').toMatch(/\S/);
    const input = html.match(new RegExp(`<input\\b[^>]*id="${id}"[^>]*>`))?.[0] ?? '';
    expect(input).toContain('type="search"');
    expect(input).toContain('name="q"');
    expect(html).toMatch(/<button type="submit"[^>]*>Search<\/button>/);
  });
});
