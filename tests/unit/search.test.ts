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
  SEARCH_PAGE_PATH,
  normaliseQuery,
  readSearchQuery,
  resultPath,
  resultSummary,
  searchPageHref,
  splitExcerpt,
} from '../../src/lib/search';
import { SEARCH_PAGE_HREF, SearchButton } from '../../src/islands/search/SearchButton';
import { Excerpt, SearchPanel } from '../../src/islands/search/SearchPanel';

describe('splitExcerpt', () => {
  it('splits the matched words out of the text, in reading order', () => {
    expect(
      splitExcerpt('See which medicines <mark>expire</mark> in the next 30 days, <mark>expiry</mark> alerts'),
    ).toEqual([
      { text: 'See which medicines ', marked: false },
      { text: 'expire', marked: true },
      { text: ' in the next 30 days, ', marked: false },
      { text: 'expiry', marked: true },
      { text: ' alerts', marked: false },
    ]);
  });

  it('decodes character references, so "&amp;" shows as "&"', () => {
    expect(splitExcerpt('Inventory &amp; Stores &lt;b&gt; &#39;FEFO&#39; &#x2014; <mark>batch</mark>')).toEqual([
      { text: "Inventory & Stores <b> 'FEFO' — ", marked: false },
      { text: 'batch', marked: true },
    ]);
  });

  it('drops any other tag and keeps its text, joining the runs it separated', () => {
    expect(splitExcerpt('Bill <script>alert(1)</script>fast <mark>O<b>P</b>D</mark>')).toEqual([
      { text: 'Bill alert(1)fast ', marked: false },
      { text: 'OPD', marked: true },
    ]);
  });

  it('marks the rest of the text after an unclosed <mark>, and leaves out empty runs', () => {
    expect(splitExcerpt('<mark></mark>Lab <mark>report')).toEqual([
      { text: 'Lab ', marked: false },
      { text: 'report', marked: true },
    ]);
    expect(splitExcerpt('')).toEqual([]);
  });
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
  it('reads q with or without the leading ?, decoded, spaces collapsed and trimmed', () => {
    expect(readSearchQuery('?q=drug+expiry')).toBe('drug expiry');
    expect(readSearchQuery('q=%20%20HIB%20%20claims%0A')).toBe('HIB claims');
    expect(readSearchQuery('?utm_source=mail&q=Khalti')).toBe('Khalti');
  });

  it('is empty without q, and cuts a long query', () => {
    expect(readSearchQuery('')).toBe('');
    expect(readSearchQuery('?query=billing')).toBe('');
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

  it('gives result links as the site’s own paths', () => {
    expect(resultPath('/modules/billing')).toBe('/modules/billing');
    expect(resultPath('/modules/billing.html')).toBe('/modules/billing');
    expect(resultPath('/index.html')).toBe('/');
    expect(resultPath('/')).toBe('/');
  });
});

describe('resultSummary', () => {
  it('counts results in words a visitor reads', () => {
    expect(resultSummary(0, 'zzz')).toBe('No results for “zzz”');
    expect(resultSummary(1, 'IRD')).toBe('1 result for “IRD”');
    expect(resultSummary(12, 'billing')).toBe('12 results for “billing”');
    expect(resultSummary(-2, 'x')).toBe('No results for “x”');
  });
});

describe('server HTML of the search islands', () => {
  it('the header control is a link to the search page until it hydrates', () => {
    expect(SEARCH_PAGE_HREF).toBe(SEARCH_PAGE_PATH);
    const html = renderToStaticMarkup(createElement(SearchButton));
    expect(html).toMatch(/^<a href="\/search"[^>]*>.*<\/a>$/);
    // Its name is "Search" at every width: the word is only visually hidden on phones.
    expect(html).toMatch(/<span class="sr-only sm:not-sr-only">Search<\/span><\/a>$/);
  });

  it('the search page holds a GET form to /search with a labelled q field and a submit button', () => {
    const html = renderToStaticMarkup(createElement(SearchPanel, { syncWithUrl: true, label: 'Search for a page' }));
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
