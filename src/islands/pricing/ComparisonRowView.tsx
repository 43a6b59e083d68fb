/**
 * One body row of the comparison table, as markup: a category as its row's header (level 1 heads
 * its row group; deeper ones are a disclosure button the ComparisonTable island runs, starting
 * closed), or a leaf row with its name (plus an optional row tooltip) as the row header and one
 * cell per tier. Rows under a closed category are `hidden` and carry the keys of the categories
 * above them (`data-parents`); global.css shows them when scripts do not run.
 *
 * The first column sticks to the left while the table scrolls sideways on narrow screens; a
 * category's name keeps to one line, running on over its row's empty cells. Borders
 * sit on the cells (the table uses separate borders) so the sticky column keeps its lines. Every
 * heading carries its `scope`: a top-level category heads its row group (`rowgroup`), a deeper
 * category or a row heads its row (`row`), so a value cell is read with its tier and its row, and
 * in a row group with its top-level category. (`headers` and an id per heading said the same at a
 * cost of some 1.4 KB gzip per page.)
 */
import clsx from 'clsx';
import type { ComparisonColumn, ComparisonRow } from '../../lib/comparison';
import type { PricingText } from '../../lib/pricingText';
import ComparisonCellView from './ComparisonCellView';
import InfoTip from './InfoTip';
import { comparisonRowId } from './comparisonIds';

interface ComparisonRowViewProps {
  row: ComparisonRow;
  columns: ComparisonColumn[];
  /** Prefix of element ids, unique per page. */
  idPrefix: string;
  /** The cells' and info buttons' words in the page's language. */
  text: PricingText;
}

/** Left padding of a row's first cell by nesting level (2 = directly under a top-level category). */
const LEAF_INDENT: Record<number, string> = { 2: 'pl-4', 3: 'pl-10', 4: 'pl-16' };
const CATEGORY_INDENT: Record<number, string> = { 2: 'pl-2', 3: 'pl-8', 4: 'pl-14' };

export default function ComparisonRowView({ row, columns, idPrefix, text }: ComparisonRowViewProps) {
  const rowId = comparisonRowId(idPrefix, row.key);
  const tip = row.tooltip ? <InfoTip id={`${rowId}-tip`} label={row.name} text={row.tooltip} words={text} /> : null;
  // A category row's one empty cell across the plan columns.
  const categoryCell = <td colSpan={columns.length} className="border-t border-slate-200" />;
  const collapsed = row.parents.length > 0;
  const rowState = {
    hidden: collapsed || undefined,
    'data-parents': collapsed ? row.parents.join(' ') : undefined,
  };

  if (row.kind === 'category' && row.level === 1) {
    return (
      <tr id={rowId} className="bg-brand-50">
        <th
          scope="rowgroup"
          className="sticky left-0 z-[1] whitespace-nowrap border-t border-slate-200 bg-brand-50 px-4 py-3 text-left text-base font-bold text-brand-900"
        >
          {row.name}
          {tip}
        </th>
        {categoryCell}
      </tr>
    );
  }
  if (row.kind === 'category') {
    const depth = Math.min(Math.max(row.level, 2), 4);
    return (
      <tr id={rowId} {...rowState} className="bg-slate-50">
        <th scope="row" className={clsx('cmp-category-head', CATEGORY_INDENT[depth])}>
          <button
            type="button"
            aria-expanded="false"
            aria-controls={row.childKeys.map((key) => comparisonRowId(idPrefix, key)).join(' ')}
            data-category={row.key}
            data-level={row.level}
            className="cmp-category-toggle disclosure-chevron"
          >
            {row.name}
          </button>
          {tip}
        </th>
        {categoryCell}
      </tr>
    );
  }
  const depth = Math.min(Math.max(row.level, 2), 4);
  return (
    <tr id={rowId} {...rowState}>
      <th scope="row" className={clsx('cmp-row-head', LEAF_INDENT[depth])}>
        {row.name}
        {tip}
      </th>
      {row.cells.map((cell, index) => (
        <ComparisonCellView
          key={index}
          cell={cell}
          id={`${rowId}-cell-${index}-tip`}
          label={`${row.name} – ${columns[index]?.name ?? ''}`}
          words={text}
        />
      ))}
    </tr>
  );
}
