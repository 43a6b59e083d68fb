/**
 * One body row of the comparison table: a nested category (level 2 and deeper) as a
 * toggle button that expands its rows, or a leaf row with its name (plus an optional row tooltip)
 * as the row header and one cell per tier. The first column sticks to the left while the table
 * scrolls sideways on narrow screens. Borders sit on the cells (the table uses separate borders) so
 * that the sticky column keeps its lines. Hidden rows stay in the HTML (shown when scripts do not run).
 */
import clsx from 'clsx';
import { ChevronDown } from '../icons';
import type { ComparisonColumn, ComparisonRow } from '../../lib/comparison';
import ComparisonCellView from './ComparisonCellView';
import InfoTip from './InfoTip';

interface ComparisonRowViewProps {
  row: ComparisonRow;
  columns: ComparisonColumn[];
  /** Prefix of element ids, unique per page. */
  idPrefix: string;
  visible: boolean;
  /** Categories only: whether it is expanded, and what a click does. */
  open?: boolean;
  onToggle?: () => void;
}

/** Left padding of a row's first cell by nesting level (2 = directly under a top-level category). */
const LEAF_INDENT: Record<number, string> = { 2: 'pl-4', 3: 'pl-10', 4: 'pl-16' };
const CATEGORY_INDENT: Record<number, string> = { 2: 'pl-2', 3: 'pl-8', 4: 'pl-14' };

/** The DOM id of a row, for aria-controls and scrolling into view. */
export function comparisonRowId(idPrefix: string, key: string): string {
  return `${idPrefix}-row-${key.replaceAll('.', '-')}`;
}

export default function ComparisonRowView({
  row,
  columns,
  idPrefix,
  visible,
  open = false,
  onToggle,
}: ComparisonRowViewProps) {
  const depth = Math.min(Math.max(row.level, 2), 4);
  const rowId = comparisonRowId(idPrefix, row.key);
  const tip = row.tooltip ? <InfoTip id={`${rowId}-tip`} label={row.name} text={row.tooltip} /> : null;
  if (row.kind === 'category') {
    return (
      <tr id={rowId} hidden={!visible} className="bg-slate-50 [html:not(.js)_&]:table-row">
        <td colSpan={columns.length + 1} className="border-t border-slate-200 p-0">
          <span className={clsx('sticky left-0 inline-flex items-center py-1 pr-4', CATEGORY_INDENT[depth])}>
            <button
              type="button"
              aria-expanded={open}
              aria-controls={row.childKeys.map((key) => comparisonRowId(idPrefix, key)).join(' ')}
              onClick={onToggle}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-left font-semibold text-ink hover:bg-brand-50"
            >
              <ChevronDown
                aria-hidden="true"
                className={clsx(
                  'h-4 w-4 flex-none text-brand-700 transition-transform motion-reduce:transition-none',
                  open ? 'rotate-0' : '-rotate-90',
                )}
              />
              {row.name}
            </button>
            {tip}
          </span>
        </td>
      </tr>
    );
  }
  return (
    <tr id={rowId} hidden={!visible} className="[html:not(.js)_&]:table-row">
      <th
        scope="row"
        className={clsx(
          'sticky left-0 z-[1] border-t border-slate-100 bg-white py-3 pr-3 text-left text-sm font-normal text-ink-soft',
          LEAF_INDENT[depth],
        )}
      >
        {row.name}
        {tip}
      </th>
      {row.cells.map((cell, index) => (
        <td key={index} className="border-t border-slate-100 px-2 py-3 text-center text-sm text-ink-soft">
          <ComparisonCellView
            cell={cell}
            id={`${rowId}-cell-${index}-tip`}
            label={`${row.name} – ${columns[index]?.name ?? ''}`}
          />
        </td>
      ))}
    </tr>
  );
}
