/**
 * Plan comparison table island.
 * Columns follow comparisonOrder, each headed by the tier's name and its price for the billing
 * cycle chosen on the cards (the shared `$billingCycle` atom). Top-level categories head their
 * own row group; deeper categories expand one at a time per level (opening one closes the other
 * at its level) and scroll into view. The first column is 52 % wide and the others 12 % on large
 * screens; below 1024 px the columns have fixed widths and the table scrolls sideways with the
 * feature names kept in view.
 *
 * Props (plain data): `columns` and `rows` from `buildComparison()` (src/lib/comparison.ts),
 * `productName` for the caption, `idPrefix` unique per page.
 */
import { useEffect, useState } from 'react';
import {
  isCategoryOpen,
  isRowVisible,
  toggleCategory,
  type ComparisonColumn,
  type ComparisonRow,
  type OpenCategories,
} from '../lib/comparison';
import { useBillingCycle } from './pricing/useBillingCycle';
import ComparisonRowView, { comparisonRowId } from './pricing/ComparisonRowView';
import InfoTip from './pricing/InfoTip';
import PriceTag from './pricing/PriceTag';
import { withErrorBoundary } from './ErrorBoundary';

export interface ComparisonTableProps {
  columns: ComparisonColumn[];
  rows: ComparisonRow[];
  productName: string;
  idPrefix: string;
}

/** Groups rows by top-level node: each group becomes one <tbody>. */
function groupByTopLevel(rows: ComparisonRow[]): ComparisonRow[][] {
  const groups: ComparisonRow[][] = [];
  for (const row of rows) {
    if (row.level === 1) groups.push([row]);
    else groups.at(-1)?.push(row);
  }
  return groups;
}

/** Scrolls a just-opened category to the top of the window unless it already sits in the upper half. */
function scrollCategoryIntoView(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  const { top } = element.getBoundingClientRect();
  if (top >= 0 && top <= window.innerHeight / 2) return;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
}

/** The table without the error boundary, for composition inside another island (PricingExplorer). */
export function ComparisonTableView({ columns, rows, productName, idPrefix }: ComparisonTableProps) {
  const cycle = useBillingCycle();
  const [open, setOpen] = useState<OpenCategories>({});
  const [opened, setOpened] = useState<{ key: string } | null>(null);
  const headingId = `${idPrefix}-compare-heading`;

  useEffect(() => {
    if (opened) scrollCategoryIntoView(comparisonRowId(idPrefix, opened.key));
  }, [opened, idPrefix]);

  const toggle = (row: ComparisonRow) => {
    const next = toggleCategory(open, row.level, row.key);
    setOpen(next);
    setOpened(isCategoryOpen(next, row.level, row.key) ? { key: row.key } : null);
  };

  return (
    <div className="mt-16">
      <h3 id={headingId} className="mb-6 text-center text-2xl font-bold text-ink">
        Compare {productName} plans
      </h3>
      {/* `relative` makes this scroller the containing block of the visually hidden cell texts
          (absolutely positioned): without it they escape the scrolling box and widen the page. */}
      <div
        role="region"
        aria-labelledby={headingId}
        tabIndex={0}
        className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white"
      >
        <table className="w-full table-fixed border-separate border-spacing-0">
          <caption className="sr-only">
            Features of each {productName} plan; prices for the chosen billing cycle
          </caption>
          {/* Below 1024 px the columns have fixed widths (the table scrolls sideways when they do not
              fit): a tier column is as wide as the widest annual price in its header, "Rs. 2,49,900". */}
          <colgroup>
            <col className="w-[10rem] sm:w-[14rem] lg:w-[52%]" />
            {columns.map((column) => (
              <col key={column.name} className="w-[7.5rem] lg:w-[12%]" />
            ))}
          </colgroup>
          <thead>
            <tr>
              <th
                scope="col"
                className="sticky left-0 z-[1] bg-white px-4 py-4 text-left align-bottom text-sm font-semibold text-ink-muted"
              >
                Features
              </th>
              {columns.map((column) => (
                <th key={column.name} scope="col" className="px-2 py-4 text-center align-top">
                  <span className="block font-semibold text-ink">{column.name}</span>
                  <PriceTag price={column.price} cycle={cycle} size="compact" />
                </th>
              ))}
            </tr>
          </thead>
          {groupByTopLevel(rows).map(([head, ...rest]) => {
            if (!head) return null;
            const rowId = comparisonRowId(idPrefix, head.key);
            return (
              <tbody key={head.key}>
                {head.kind === 'category' ? (
                  <tr id={rowId} className="bg-brand-50">
                    <th
                      scope="rowgroup"
                      colSpan={columns.length + 1}
                      className="border-t border-slate-200 p-0 text-left"
                    >
                      <span className="sticky left-0 inline-block px-4 py-3 text-base font-bold text-brand-900">
                        {head.name}
                        {head.tooltip && <InfoTip id={`${rowId}-tip`} label={head.name} text={head.tooltip} />}
                      </span>
                    </th>
                  </tr>
                ) : (
                  <ComparisonRowView row={head} columns={columns} idPrefix={idPrefix} visible />
                )}
                {rest.map((row) => (
                  <ComparisonRowView
                    key={row.key}
                    row={row}
                    columns={columns}
                    idPrefix={idPrefix}
                    visible={isRowVisible(open, row)}
                    open={row.kind === 'category' && isCategoryOpen(open, row.level, row.key)}
                    onToggle={() => toggle(row)}
                  />
                ))}
              </tbody>
            );
          })}
        </table>
      </div>
    </div>
  );
}

export default withErrorBoundary(ComparisonTableView);
