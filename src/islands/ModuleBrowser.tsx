/**
 * The module browser island of /modules and the scoped module lists.
 *
 * Industry chips, then sub-industry chips once an industry is chosen; a search box
 * ('Search modules...') on the key text and title; the query's `industry`, `subIndustry` and
 * `search` prefill the choice on load (lower-cased) and the choice is written back with
 * history.replaceState. Every list goes through filterModules (src/lib/modules.ts); an empty
 * result says 'No modules found for selected industry.'.
 *
 * The cards are static HTML passed in as children (ModuleList.astro): one `<li data-module>` per
 * module of the scope, carrying what the filter reads (`data-order`, `data-industries`; the title
 * is its heading). The island hides the cards a choice leaves out, puts the others in the filter's
 * order and runs each card's '+N more' toggle; its props are only the chips. The server HTML holds
 * every card of the scope (the query cannot be read at build time), so without JavaScript nothing
 * is filtered.
 * Below 640 px the chips and the search box sit behind one "Filters" disclosure button (WAI-ARIA
 * APG disclosure: aria-expanded, aria-controls) that shows how many filters are active, so the
 * results start on the first screen of a phone; from 640 px they are always shown.
 *
 * Why an island, and React: the chips, the search box and their query-string state are rendered
 * and run by the island (no dead controls without JavaScript), in the runtime the site's other
 * interactive parts share (React, as the design card asks); the cards stay server HTML.
 */
import { ChevronDown, Search, SlidersHorizontal } from './icons';
import clsx from 'clsx';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { filterFromQuery, filterModules, filterToQuery, type ModuleSummary } from '../lib/modules';
import { withErrorBoundary } from './ErrorBoundary';
import { FilterChips } from './modules/FilterChips';
import { moreTagsLabel, type ModuleCardText } from './modules/ModuleCard';
import type { Dictionary } from '../i18n/dictionary';
import { fill, plural, type PluralText } from '../i18n/fill';
import { useDelegatedClick } from './useDelegatedClick';

/**
 * An industry chip and its sub-industry chips (`id` is the slug, e.g. `healthcare` / `hospital`);
 * `lang`: a name's language where it is not the page's (its Nepali text not written yet), given
 * only then.
 */
export interface BrowserIndustry {
  id: string;
  name: string;
  lang?: string;
  available: boolean;
  subIndustries: { id: string; name: string; lang?: string }[];
}

export interface ModuleBrowserProps {
  /** How many modules the scope holds (its cards are the children), for the count before hydration. */
  moduleCount: number;
  /** The industry chips, each with its sub-industry chips; unavailable ones are shown disabled. */
  industries: BrowserIndustry[];
  /** The industry (and sub-industry) fixed by a scoped route; its chips are not offered. */
  scope?: { industry: string; subIndustry?: string | undefined } | undefined;
  /** The cards: a list with one `<li data-module="{key}" data-order data-industries>` per module. */
  children?: ReactNode;
  /** The island's texts in the page's language. */
  text: ModuleBrowserText;
}

/**
 * The browser's texts in one language: the dictionary's `moduleBrowser` (placeholders `{count}`,
 * `{found}`, `{total}`, numbers written in the digits of the card text's locale, and `{industry}`,
 * an industry's name; `showFound` and `count` have a form per plural category) and the cards'.
 */
export type ModuleBrowserText = Dictionary['moduleBrowser'] & { card: ModuleCardText };

/** A card of the list and the module it shows, as the filter reads it. */
interface CardItem extends ModuleSummary {
  element: HTMLElement;
}

/** Reads the modules from the cards in `list`, in their server (catalogue) order. */
function readCards(list: HTMLElement): CardItem[] {
  return [...list.querySelectorAll<HTMLElement>('[data-module]')].map((element) => ({
    element,
    key: element.dataset.module ?? '',
    title: element.querySelector('h2, h3')?.textContent?.trim() ?? '',
    order: Number(element.dataset.order),
    industries: (element.dataset.industries ?? '').split(' ').filter(Boolean),
  }));
}

/** Shows the cards of `results` in their order and hides the others. */
function showResults(cards: readonly CardItem[], results: readonly CardItem[]): void {
  const shown = new Set(results);
  for (const card of cards) card.element.hidden = !shown.has(card);
  const list = cards[0]?.element.parentElement;
  list?.append(
    ...results.map((card) => card.element),
    ...cards.filter((card) => !shown.has(card)).map((card) => card.element),
  );
}

/** Shows or hides the tags after a card's first two, and says so on its '+N more' button. */
function toggleMoreTags(button: HTMLButtonElement, text: ModuleCardText): void {
  const expanded = button.getAttribute('aria-expanded') !== 'true';
  button.setAttribute('aria-expanded', String(expanded));
  for (const id of (button.getAttribute('aria-controls') ?? '').split(' ')) {
    const tag = document.getElementById(id);
    if (tag) tag.hidden = !expanded;
  }
  button.textContent = moreTagsLabel(Number(button.dataset.moreTags), expanded, text);
}

/** Id of the filter panel the small-screen disclosure button controls. */
const FILTERS_ID = 'module-filters';

function ModuleBrowser({ moduleCount, industries, scope, children, text }: ModuleBrowserProps) {
  const say = (template: string, values: Record<string, string | number> = {}) =>
    fill(template, values, text.card.locale);
  const sayCount = (forms: PluralText, count: number) => say(plural(text.card.locale, count, forms), { count });
  const [industry, setIndustry] = useState<string | undefined>(scope?.industry);
  const [subIndustry, setSubIndustry] = useState<string | undefined>(scope?.subIndustry);
  const [search, setSearch] = useState('');
  const [prefilled, setPrefilled] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [cards, setCards] = useState<CardItem[]>([]);
  useEffect(() => setCards(listRef.current ? readCards(listRef.current) : []), []);
  useDelegatedClick(listRef, (event) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-more-tags]') : null;
    if (button) toggleMoreTags(button, text.card);
  });

  // Prefill once from the query. A scope keeps its own industry; an industry
  // scope still takes a sub-industry of that industry.
  useEffect(() => {
    const query = filterFromQuery(new URLSearchParams(window.location.search));
    if (!scope) {
      setIndustry(query.industry);
      setSubIndustry(query.industry ? query.subIndustry : undefined);
    } else if (!scope.subIndustry && (!query.industry || query.industry === scope.industry)) {
      setSubIndustry(query.subIndustry);
    }
    setSearch(query.search ?? '');
    setPrefilled(true);
    // Runs once, on hydration: the scope of a page never changes.
  }, []);

  // Reflect the choice in the URL, without a history entry, so the view can be shared.
  useEffect(() => {
    if (!prefilled) return;
    const query = filterToQuery(
      { industry: scope ? undefined : industry, subIndustry: scope?.subIndustry ? undefined : subIndustry, search },
      window.location.search,
    );
    if (query !== window.location.search) {
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}${query}${window.location.hash}`,
      );
    }
  }, [prefilled, scope, industry, subIndustry, search]);

  const results = useMemo(
    () => filterModules(cards, { industry, subIndustry, search }),
    [cards, industry, subIndustry, search],
  );
  useEffect(() => {
    if (cards.length > 0) showResults(cards, results);
  }, [cards, results]);
  // Until the cards are read (the server HTML), every card of the scope shows.
  const total = cards.length || moduleCount;
  const found = cards.length > 0 ? results.length : moduleCount;
  const chosenIndustry = industries.find((entry) => entry.id === industry);
  /** Filters the visitor set (a scope's own industry is not one), for the disclosure button's count. */
  const activeFilters = [
    !scope && industry !== undefined,
    !scope?.subIndustry && subIndustry !== undefined,
    search.trim() !== '',
  ].filter(Boolean).length;
  const filtered = activeFilters > 0;

  const chooseIndustry = (value: string | undefined) => {
    setIndustry(value);
    setSubIndustry(undefined);
  };
  const reset = () => {
    if (!scope) setIndustry(undefined);
    if (!scope?.subIndustry) setSubIndustry(undefined);
    setSearch('');
  };

  return (
    <div>
      <button
        ref={filtersButton}
        type="button"
        aria-expanded={filtersOpen}
        aria-controls={FILTERS_ID}
        data-pagefind-ignore=""
        onClick={() => setFiltersOpen((open) => !open)}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-ink shadow-sm hover:bg-brand-50 sm:hidden noscript:hidden"
      >
        <SlidersHorizontal className="h-4 w-4 text-brand-700" aria-hidden="true" />
        {text.filters}
        {activeFilters > 0 && (
          <span className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white">
            {say('{count}', { count: activeFilters })}
            <span className="sr-only">{text.active}</span>
          </span>
        )}
        <ChevronDown
          className={clsx('h-4 w-4 transition-transform motion-reduce:transition-none', filtersOpen && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      <div
        id={FILTERS_ID}
        className={clsx(
          'space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:block sm:p-5 noscript:block',
          filtersOpen ? 'mt-3 block sm:mt-0' : 'hidden',
        )}
      >
        {!scope && (
          <FilterChips
            label={text.filterByIndustry}
            allLabel={text.allIndustries}
            comingSoon={text.comingSoon}
            choices={industries.map((entry) => ({
              value: entry.id,
              label: entry.name,
              available: entry.available,
              lang: entry.lang,
            }))}
            selected={industry}
            onSelect={chooseIndustry}
          />
        )}
        {chosenIndustry && !scope?.subIndustry && chosenIndustry.subIndustries.length > 0 && (
          <FilterChips
            label={say(text.filterBySubIndustry, { industry: chosenIndustry.name })}
            allLabel={say(text.allOfIndustry, { industry: chosenIndustry.name })}
            choices={chosenIndustry.subIndustries.map((entry) => ({
              value: entry.id,
              label: entry.name,
              lang: entry.lang,
            }))}
            selected={subIndustry}
            onSelect={setSubIndustry}
          />
        )}
        <div className="relative max-w-md">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-ink-muted"
            aria-hidden="true"
          />
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={text.searchPlaceholder}
            aria-label={text.searchLabel}
            enterKeyHint="search"
            autoComplete="off"
            className="block h-11 w-full rounded-lg border border-slate-300 bg-white pl-10 pr-3 text-ink placeholder:text-ink-muted focus:border-brand-600"
          />
        </div>
        <button
          type="button"
          onClick={() => {
            setFiltersOpen(false);
            filtersButton.current?.focus();
          }}
          className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 sm:hidden noscript:hidden"
          data-pagefind-ignore=""
        >
          {sayCount(text.showFound, found)}
        </button>
      </div>

      <p role="status" className="mt-6 text-sm text-ink-muted">
        {found === total ? sayCount(text.count, total) : say(text.showing, { found, total })}
      </p>

      <div ref={listRef} className="mt-4">
        {children}
      </div>
      {found === 0 && (
        <div className="mt-4 rounded-xl border border-dashed border-slate-300 p-10 text-center">
          <p className="text-ink-muted">{text.noModules}</p>
          {filtered && (
            <button
              type="button"
              onClick={reset}
              className="mt-4 inline-flex min-h-11 items-center rounded-lg border border-brand-600 bg-white px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {text.showAll}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

export default withErrorBoundary(ModuleBrowser);
export { ModuleBrowser };
