/**
 * One tier's value in a comparison row, as a table cell: included → a tick, not included → a
 * cross (the cell's words, 'Included' / 'Not included', stay for screen readers: `cell-yes` and
 * `cell-no` in global.css), a text as it is, and 'value##tooltip' → the value with a toggletip.
 * `headers` names the cell's column and row headers (the table's headings are multi-level);
 * `cmp-cell` (global.css) is every value cell's look.
 */
import type { ComparisonCell } from '../../lib/comparison';
import type { PricingText } from '../../lib/pricingText';
import InfoTip from './InfoTip';
import { KeepTogether } from '../text/KeepTogether';

interface ComparisonCellViewProps {
  cell: ComparisonCell;
  /** The ids of the cell's column head and row head. */
  headers: string;
  /** Unique id for the cell's tooltip. */
  id: string;
  /** "{row} – {tier}", what a tooltip is about. */
  label: string;
  /** 'Included', 'Not included' and the info button's name in the page's language. */
  words: PricingText;
}

export default function ComparisonCellView({ cell, headers, id, label, words }: ComparisonCellViewProps) {
  if (cell.kind !== 'text') {
    return (
      <td headers={headers} className={cell.kind === 'yes' ? 'cmp-cell cell-yes' : 'cmp-cell cell-no'}>
        {cell.kind === 'yes' ? words.included : words.notIncluded}
      </td>
    );
  }
  return (
    <td headers={headers} className="cmp-cell">
      <KeepTogether text={cell.text} />
      {cell.tooltip && <InfoTip id={id} label={label} text={cell.tooltip} align="center" words={words} />}
    </td>
  );
}
