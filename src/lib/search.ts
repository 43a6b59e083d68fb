/**
 * Site search helpers shared by the search dialog, the /search page and the build step that
 * writes the Pagefind index. Pure: no DOM, React or Pagefind imports, so the rules are unit-tested.
 */
import type { Locale } from '../i18n/locales';
import type { Dictionary } from '../i18n/dictionary';
import { fill, plural } from '../i18n/fill';

/** Site path of the search page; its form posts here with GET, `?q=…`. */
export const SEARCH_PAGE_PATH = '/search';

/** Name of the query parameter of the search page. */
export const SEARCH_QUERY_PARAM = 'q';

/**
 * URL of Pagefind's browser script, written by the build into dist/pagefind/. It is loaded with a
 * runtime import when search opens, so no page loads it (or the index) before that.
 */
export const PAGEFIND_SCRIPT_URL = '/pagefind/pagefind.js';

/** Typing pause before a query is searched, in milliseconds. */
export const SEARCH_DEBOUNCE_MS = 250;

/** Longest query searched, in characters; longer input is cut (a pasted paragraph finds nothing useful). */
export const MAX_QUERY_LENGTH = 100;

/** Most results shown at once; the count still names every match. */
export const MAX_SHOWN_RESULTS = 10;

/** Words of page text around the match in each result's excerpt (Pagefind's excerptLength). */
export const EXCERPT_WORDS = 24;

/**
 * Name of the Pagefind metadata field that says what a page is about: a module page's title, a
 * product page's name and headline (set with `data-pagefind-meta` where those pages render them).
 */
export const SEARCH_TOPIC_FIELD = 'topic';

/**
 * Pagefind's ranking options. A word in a page's {@link SEARCH_TOPIC_FIELD} weighs most, so the
 * module and product pages about a word come first ("billing": the Billing & Invoicing module, then
 * the restaurant and pharmacy packages, whose headlines promise quick bills), ahead of pages that
 * only mention it often. The `image` and `image_alt` fields Pagefind fills from each page's first
 * picture weigh nothing: they describe a screenshot, not the page, and made a hero screenshot's
 * alt text outrank the page titles. The page title keeps Pagefind's own weight.
 */
export const SEARCH_RANKING = { metaWeights: { [SEARCH_TOPIC_FIELD]: 10, image: 0, image_alt: 0 } } as const;

/** One run of an excerpt's text; `marked` runs are the words that matched the query. */
interface ExcerptPart {
  text: string;
  marked: boolean;
}

/**
 * Undoes what Pagefind (1.5) escapes in the page text of an excerpt: it writes `<` and `>` as
 * `&lt;` and `&gt;` and leaves every other character, `&` included, as the page shows it, so
 * decoding any other reference would change the page's own words (a page about HTML that shows
 * "&amp;" must show "&amp;").
 */
function unescapeExcerptText(text: string): string {
  return text.replaceAll('&lt;', '<').replaceAll('&gt;', '>');
}

/**
 * Splits a Pagefind excerpt (page text with the matched words wrapped in `<mark>…</mark>`) into
 * plain-text runs, so it renders as text nodes and `<mark>` elements, never as HTML. Any other
 * tag is dropped, Pagefind's `&lt;` and `&gt;` are turned back into `<` and `>`, empty runs are left out and neighbouring runs
 * of the same kind are joined. Never throws: an unclosed `<mark>` marks the rest of the text.
 *
 * @param excerpt Pagefind's `excerpt` field
 * @returns the runs in reading order
 * @example splitExcerpt('Keep <mark>expiry</mark> dates') → [{ text: 'Keep ', marked: false }, { text: 'expiry', marked: true }, { text: ' dates', marked: false }]
 */
export function splitExcerpt(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const push = (raw: string, marked: boolean) => {
    const text = unescapeExcerptText(raw.replace(/<[^>]*>/g, ''));
    if (!text) return;
    const last = parts[parts.length - 1];
    if (last && last.marked === marked) last.text += text;
    else parts.push({ text, marked });
  };
  let marked = false;
  for (const piece of excerpt.split(/(<\/?mark\b[^>]*>)/i)) {
    if (/^<mark\b/i.test(piece)) marked = true;
    else if (/^<\/mark/i.test(piece)) marked = false;
    else push(piece, marked);
  }
  return parts;
}

/**
 * The query a visitor asked for: the `q` parameter of a URL's query string, with runs of white
 * space collapsed, trimmed and cut to {@link MAX_QUERY_LENGTH} characters; '' when absent.
 *
 * @param search a query string with or without its leading `?` (e.g. `location.search`)
 */
export function readSearchQuery(search: string): string {
  return normaliseQuery(new URLSearchParams(search).get(SEARCH_QUERY_PARAM) ?? '');
}

/** Collapses white space, trims and cuts a typed query to {@link MAX_QUERY_LENGTH} characters. */
export function normaliseQuery(query: string): string {
  return query.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
}

/**
 * The address of the search page for a query, e.g. `/search?q=expiry+alerts`; the bare page when
 * the query is empty. `pagePath`: the search page in the page's language (default `/search`).
 */
export function searchPageHref(query: string, pagePath: string = SEARCH_PAGE_PATH): string {
  const clean = normaliseQuery(query);
  return clean ? `${pagePath}?${new URLSearchParams({ [SEARCH_QUERY_PARAM]: clean })}` : pagePath;
}

/**
 * Site search's texts in one language (the search dialog, the search page and the header's
 * control): the dictionary's `search` section (src/i18n/dictionary), the search page of that
 * language and the language whose digits write `{count}`. Placeholders: `{query}` (as searched)
 * and `{count}`; `results` has a form per plural category.
 */
export type SearchText = Dictionary['search'] & {
  /** The search page of this language, where the form submits without JavaScript. */
  pagePath: string;
  locale: Locale;
};

/**
 * `template` of `text` with `{count}` filled in, in the digits of `text.locale`, and `{query}` as
 * the visitor typed it (its digits untouched).
 */
export function searchSays(template: string, values: { query?: string; count?: number }, text: SearchText): string {
  return fill(fill(template, { count: values.count ?? '' }, text.locale), { query: values.query ?? '' }, 'en');
}

/**
 * The sentence announcing a search's outcome: `No results for “x”`, `1 result for “x”`,
 * `12 results for “x”` (in `text`'s language, its plural form by Intl.PluralRules).
 *
 * @param count number of matching pages (a negative or fractional count is treated as 0)
 * @param query the query as searched
 */
export function resultSummary(count: number, query: string, text: SearchText): string {
  const total = Number.isInteger(count) && count > 0 ? count : 0;
  if (total === 0) return searchSays(text.noResults, { query }, text);
  return searchSays(plural(text.locale, total, text.results), { query, count: total }, text);
}

/**
 * A Pagefind result URL as a site path: Pagefind reports the URLs it was given, but a trailing
 * `.html` or `/index.html` (when a file path slipped in) is dropped so links match the canonical
 * URLs the site uses (`/products/healthcare`, not `/products/healthcare.html`).
 */
export function resultPath(url: string): string {
  const path = url.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  return path.length > 1 ? path.replace(/\/+$/, '') : path || '/';
}
