/**
 * The customers of one industry on /customers: a sub-category dropdown (All
 * plus each sub-industry with its count), the customer cards, and a 'Show All (n)' / 'Show Less'
 * toggle once more than 4 match. An empty section or choice shows 'No clients yet.'.
 *
 * The server HTML holds every card, all visible, so visitors without JavaScript and crawlers see
 * them all. After hydration the island only hides cards (`hidden`): filtered-out ones, and all
 * after the first 4 until 'Show All' is pressed. The controls appear only once it has hydrated.
 */
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import clsx from 'clsx';
import { ALL_SUB_INDUSTRIES, CUSTOMERS_PREVIEW_COUNT, matchesSubIndustry, visibleCount } from '../lib/customers';
import { CustomerCard, type DirectoryCustomer } from './customers/CustomerCard';
import { withErrorBoundary } from './ErrorBoundary';

export type { DirectoryCustomer } from './customers/CustomerCard';

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
  /** Every customer of the industry, in display order. */
  customers: DirectoryCustomer[];
  /** The sub-industries of the dropdown with their labels and counts ("All" is added here). */
  options: DirectoryOption[];
}

/** The text of an empty section or filter. */
export const NO_CLIENTS_TEXT = 'No clients yet.';

function CustomerDirectory({ industryName, listId, customers, options }: CustomerDirectoryProps) {
  const [mounted, setMounted] = useState(false);
  const [filter, setFilter] = useState(ALL_SUB_INDUSTRIES);
  const [expanded, setExpanded] = useState(false);
  const collapsedByVisitor = useRef(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const selectId = `${listId}-filter`;

  useEffect(() => setMounted(true), []);

  // After 'Show Less' the list shrinks above the button: keep the button on screen.
  useEffect(() => {
    if (!collapsedByVisitor.current) return;
    collapsedByVisitor.current = false;
    toggleRef.current?.scrollIntoView({ block: 'nearest' });
  }, [expanded]);

  const matching = customers.filter((customer) => matchesSubIndustry(customer.subIndustries, filter));
  // Before hydration nothing is folded: the server HTML shows every card.
  const shown = mounted ? visibleCount(matching.length, expanded) : matching.length;
  const shownIds = new Set(matching.slice(0, shown).map((customer) => customer.id));

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
      {customers.length > 0 && (
        <div className={clsx('mb-6 flex flex-wrap items-end justify-between gap-3', !mounted && 'invisible')}>
          <div className="flex flex-col gap-1">
            <label htmlFor={selectId} className="text-sm font-medium text-ink-soft">
              <span className="sr-only">{industryName} </span>Sub-category
            </label>
            <select
              id={selectId}
              value={filter}
              onChange={onFilterChange}
              disabled={!mounted}
              className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 pr-8 text-ink shadow-sm focus:border-brand-600"
            >
              <option value={ALL_SUB_INDUSTRIES}>All ({customers.length})</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label} ({option.count})
                </option>
              ))}
            </select>
          </div>
          <p className="pb-3 text-sm text-ink-muted" aria-live="polite">
            Showing {shown} of {matching.length}
          </p>
        </div>
      )}
      {matching.length === 0 && (
        <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-ink-muted">
          {NO_CLIENTS_TEXT}
        </p>
      )}
      {customers.length > 0 && (
        <ul id={listId} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {customers.map((customer) => (
            <li key={customer.id} hidden={!shownIds.has(customer.id)}>
              <CustomerCard customer={customer} />
            </li>
          ))}
        </ul>
      )}
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
            {expanded ? 'Show Less' : `Show All (${matching.length})`}
          </button>
        </div>
      )}
    </div>
  );
}

export default withErrorBoundary(CustomerDirectory);
