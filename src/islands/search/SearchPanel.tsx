/**
 * The search form and its results, shared by the search dialog (SearchDialog) and the /search
 * page (SearchPage): a GET form to /search with one field `q`, a live status line (result count,
 * "No results for …", loading and error texts) and the results as links with title and excerpt.
 *
 * Typing searches after a pause of SEARCH_DEBOUNCE_MS; Enter searches at once. Pagefind and its
 * index load with the first search (./pagefind.ts). Results show MAX_SHOWN_RESULTS at a time, with
 * a "Show more results" button while more matched. Excerpts come from Pagefind with `<mark>`
 * around the matched words; they are split into text and <mark> elements, never set as HTML.
 *
 * Props: `inputRef` receives the search field (the dialog focuses it); `syncWithUrl` reads the
 * first query from `?q=` and keeps the address bar's `?q=` in step (the /search page); `label`
 * is the field's visible label.
 */
import { Fragment, useEffect, useId, useRef, useState, type Ref, type SubmitEvent } from 'react';
import {
  MAX_SHOWN_RESULTS,
  SEARCH_DEBOUNCE_MS,
  SEARCH_QUERY_PARAM,
  normaliseQuery,
  readSearchQuery,
  resultSummary,
  searchPageHref,
  searchSays,
  splitExcerpt,
  type SearchText,
} from '../../lib/search';
import { searchSite, type SearchHit, type SearchOutcome } from './pagefind';

export interface SearchPanelProps {
  inputRef?: Ref<HTMLInputElement>;
  syncWithUrl?: boolean;
  label?: string;
  /** The texts in the page's language. */
  text: SearchText;
}

type Status = 'idle' | 'loading' | 'done' | 'error';

/** The text of an excerpt with its matched words in <mark>, built as React elements. */
export function Excerpt({ excerpt }: { excerpt: string }) {
  return (
    <>
      {splitExcerpt(excerpt).map((part, index) =>
        part.marked ? (
          <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-ink">
            {part.text}
          </mark>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

/** The status line's text for the current state. */
function statusText(status: Status, searched: string, outcome: SearchOutcome | null, text: SearchText): string {
  if (status === 'error') return text.error;
  if (!searched) return text.idle;
  if (status === 'loading' || !outcome || outcome.query !== searched)
    return searchSays(text.searching, { query: searched }, text);
  return resultSummary(outcome.results.length, searched, text);
}

export function SearchPanel({ inputRef, syncWithUrl = false, text, label = text.label }: SearchPanelProps) {
  const inputId = useId();
  const statusId = useId();
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState('');
  const [limit, setLimit] = useState(MAX_SHOWN_RESULTS);
  const [status, setStatus] = useState<Status>('idle');
  const [outcome, setOutcome] = useState<SearchOutcome | null>(null);
  const [hits, setHits] = useState<SearchHit[]>([]);
  const typed = useRef(false);
  const listRef = useRef<HTMLUListElement>(null);
  /** After "Show more results": the index of the first new result, which then takes focus. */
  const focusFrom = useRef<number | null>(null);

  /** Searches `text` now (Enter, the page's ?q=) instead of after the typing pause. */
  const searchNow = (text: string) => {
    const clean = normaliseQuery(text);
    setSearched(clean);
    setLimit(MAX_SHOWN_RESULTS);
  };

  useEffect(() => {
    if (!syncWithUrl) return;
    const initial = readSearchQuery(window.location.search);
    if (!initial) return;
    setQuery(initial);
    searchNow(initial);
  }, [syncWithUrl]);

  // The typing pause: a query is searched once it has not changed for SEARCH_DEBOUNCE_MS.
  useEffect(() => {
    if (!typed.current) return;
    const timer = window.setTimeout(() => searchNow(query), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [query]);

  useEffect(() => {
    if (syncWithUrl && searched !== readSearchQuery(window.location.search)) {
      window.history.replaceState(window.history.state, '', searchPageHref(searched, text.pagePath));
    }
    if (!searched) {
      setStatus('idle');
      setOutcome(null);
      setHits([]);
      return;
    }
    let current = true;
    setStatus('loading');
    searchSite(searched)
      .then(async (found) => {
        const shown = await Promise.all(found.results.slice(0, limit).map((result) => result.load()));
        if (!current) return;
        setOutcome(found);
        setHits(shown);
        setStatus('done');
      })
      .catch((error: unknown) => {
        if (!current) return;
        console.error('Site search failed', error);
        setStatus('error');
      });
    return () => {
      current = false;
    };
  }, [searched, limit, syncWithUrl, text.pagePath]);

  useEffect(() => {
    const index = focusFrom.current;
    if (index === null || index >= hits.length) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll('a')[index]?.focus();
  }, [hits]);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    searchNow(query);
  };

  const more = outcome && outcome.query === searched ? outcome.results.length - hits.length : 0;
  return (
    <div className="flex min-h-0 flex-col">
      <form role="search" action={text.pagePath} method="get" onSubmit={onSubmit} className="flex flex-col gap-2">
        <label htmlFor={inputId} className="text-sm font-semibold text-ink">
          {label}
        </label>
        <div className="flex gap-2">
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            name={SEARCH_QUERY_PARAM}
            value={query}
            onChange={(event) => {
              typed.current = true;
              setQuery(event.target.value);
            }}
            aria-describedby={statusId}
            autoComplete="off"
            enterKeyHint="search"
            spellCheck={false}
            maxLength={200}
            className="min-h-11 w-full min-w-0 flex-1 rounded-lg border border-slate-400 bg-white px-3 text-base text-ink placeholder:text-ink-muted focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600"
          />
          <button
            type="submit"
            className="inline-flex min-h-11 shrink-0 items-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {text.submit}
          </button>
        </div>
      </form>
      <p id={statusId} role="status" aria-atomic="true" className="mt-3 text-sm text-ink-muted">
        {statusText(status, searched, outcome, text)}
      </p>
      {hits.length > 0 && (
        <ul ref={listRef} aria-label={text.resultsLabel} className="mt-3 space-y-2">
          {hits.map((hit) => (
            <li
              key={hit.id}
              className="relative rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-300 hover:bg-brand-50 focus-within:ring-2 focus-within:ring-brand-600"
            >
              <a
                href={hit.url}
                className="font-semibold text-brand-700 underline-offset-2 after:absolute after:inset-0 after:rounded-xl hover:underline focus:outline-none"
              >
                {hit.title}
              </a>
              <p className="mt-1 text-sm text-ink-soft">
                <Excerpt excerpt={hit.excerpt} />
              </p>
              <p className="mt-1 truncate text-xs text-ink-muted">{hit.url}</p>
            </li>
          ))}
        </ul>
      )}
      {more > 0 && (
        <button
          type="button"
          onClick={() => {
            focusFrom.current = hits.length;
            setLimit((shown) => shown + MAX_SHOWN_RESULTS);
          }}
          className="mt-3 inline-flex min-h-11 items-center justify-center self-start rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-ink hover:bg-brand-50"
        >
          {searchSays(text.showMore, { count: more }, text)}
        </button>
      )}
    </div>
  );
}
