/**
 * The customers of one industry on /customers: a sub-category dropdown (All
 * plus each sub-industry with its count), the customer cards, and a 'Show All (n)' / 'Show Less'
 * toggle once more than 4 match. An empty section or choice shows 'No clients yet.'.
 *
 * The cards are static HTML passed in as children (customers.astro: a list with one
 * `<li data-sub-industries="hospital pharmacy">` per customer), all visible, so visitors without
 * JavaScript and crawlers see them all. After hydration the island only hides cards (`hidden`):
 * filtered-out ones, and all after the first 4 until 'Show All' is pressed. The controls appear
 * only once it has hydrated.
 *
 * Why an island, and React: the dropdown, the count line and the toggle exist only where they work
 * (they are rendered by the island, so a visitor without JavaScript never meets a dead control),
 * and the site's interactive parts share one runtime (React, as the design card asks) rather than
 * one script per widget. The cards stay server HTML so crawlers and no-JS visitors see every one.
 */
import { useEffect, useMemo, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { ALL_SUB_INDUSTRIES, CUSTOMERS_PREVIEW_COUNT, matchesSubIndustry, visibleCount } from '../lib/customers';
import { withErrorBoundary } from './ErrorBoundary';
import type { Dictionary } from '../i18n/dictionary';
import type { Locale } from '../i18n/locales';
import { fill } from '../i18n/fill';

/** One sub-industry of the dropdown. */
export interface DirectoryOption {
  /** Sub-industry slug or `other`. */
  value: string;
  /** Display name, e.g. "Physio-therapy" or "Other". */
  label: string;
  /** Customers of the industry that list it. */
  count: number;
}

export interface CustomerDirectoryProps {
  /** e.g. "Healthcare", used in the control labels. */
  industryName: string;
  /** Id of the card list (unique on the page), for the toggle's aria-controls. */
  listId: string;
  /** How many customers the industry has (the cards are the children). */
  total: number;
  /** The sub-industries of the dropdown with their labels and counts ("All" is added here). */
  options: DirectoryOption[];
  /** The card list (`id` = `listId`), one `<li data-sub-industries>` per customer, in display order. */
  children?: ReactNode;
  /** The controls' texts in the page's language. */
  text: CustomerDirectoryText;
}

/**
 * The directory's own texts in one language (the dictionary's `customerDirectory`: `{count}`,
 * `{shown}` and `{total}` are filled in with numbers, `{label}` with a sub-industry's name) and the
 * language whose digits write the numbers (`fill`).
 */
export type CustomerDirectoryText = Dictionary['customerDirectory'] & { locale: Locale };

/** The cards of the list and the sub-industries each lists. */
function readCards(list: HTMLElement | null): { element: HTMLElement; subIndustries: string[] }[] {
  return [...(list?.querySelectorAll<HTMLElement>('li[data-sub-industries]') ?? [])].map((element) => ({
    element,
    subIndustries: (element.dataset.subIndustries ?? '').split(' ').filter(Boolean),
  }));
}

function CustomerDirectory({ industryName, listId, total, options, children, text }: CustomerDirectoryProps) {
  const say = (template: string, values: Record<string, string | number>) => fill(template, values, text.locale);
  const [mounted, setMounted] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const [cards, setCards] = useState<ReturnType<typeof readCards>>([]);
  const [filter, setFilter] = useState(ALL_SUB_INDUSTRIES);
  const [expanded, setExpanded] = useState(false);
  const collapsedByVisitor = useRef(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const selectId = `${listId}-filter`;

  useEffect(() => {
    setCards(readCards(listRef.current));
    setMounted(true);
  }, []);

  const matching = useMemo(
    () => cards.filter((card) => matchesSubIndustry(card.subIndustries, filter)),
    [cards, filter],
  );
  // Before hydration nothing is folded: the server HTML shows every card.
  const matchCount = mounted ? matching.length : total;
  const shown = mounted ? visibleCount(matching.length, expanded) : total;
  useEffect(() => {
    const visible = new Set(matching.slice(0, shown));
    for (const card of cards) card.element.hidden = !visible.has(card);
  }, [cards, matching, shown]);

  // After 'Show Less' the list shrinks above the button: keep the button on screen (after the
  // cards are hidden, so this effect comes second).
  useEffect(() => {
    if (!collapsedByVisitor.current) return;
    collapsedByVisitor.current = false;
    toggleRef.current?.scrollIntoView({ block: 'nearest' });
  }, [expanded]);

  function onFilterChange(event: ChangeEvent<HTMLSelectElement>) {
    setFilter(event.target.value);
    setExpanded(false);
  }

  function onToggle() {
    if (expanded) collapsedByVisitor.current = true;
    setExpanded(!expanded);
  }

  return (
    <div className="mt-6">
      {total > 0 && (
        <div className={clsx('mb-6 flex flex-wrap items-end justify-between gap-3', !mounted && 'invisible')}>
          <div className="flex flex-col gap-1">
            <label htmlFor={selectId} className="text-sm font-medium text-ink-soft">
              <span className="sr-only">{industryName} </span>
              {text.subCategory}
            </label>
            <select
              id={selectId}
              value={filter}
              onChange={onFilterChange}
              disabled={!mounted}
              className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 pr-8 text-ink shadow-sm focus:border-brand-600"
            >
              <option value={ALL_SUB_INDUSTRIES}>{say(text.all, { count: total })}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {say(text.option, { label: option.label, count: option.count })}
                </option>
              ))}
            </select>
          </div>
          <p className="pb-3 text-sm text-ink-muted" aria-live="polite">
            {say(text.showing, { shown, total: matchCount })}
          </p>
        </div>
      )}
      {matchCount === 0 && (
        <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-ink-muted">
          {text.noClients}
        </p>
      )}
      <div ref={listRef}>{children}</div>
      {mounted && matching.length > CUSTOMERS_PREVIEW_COUNT && (
        <div className="mt-6 text-center">
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={onToggle}
            className="inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-600 bg-white px-5 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {expanded ? text.showLess : say(text.showAll, { count: matchCount })}
          </button>
        </div>
      )}
    </div>
  );
}

export default withErrorBoundary(CustomerDirectory);
