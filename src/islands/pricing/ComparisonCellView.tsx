/**
 * One tier's value in a comparison row, as a table cell: included → a tick, not included → a
 * cross (the cell's words, 'Included' / 'Not included', stay for screen readers: `cell-yes` and
 * `cell-no` in global.css), a text as it is, and 'value##tooltip' → the value with a toggletip.
 * The cell's column and row headings name it by their `scope`; `cmp-cell` (global.css) is every value cell's look.
 */
import type { ComparisonCell } from '../../lib/comparison';
import type { PricingText } from '../../lib/pricingText';
import InfoTip from './InfoTip';
import { KeepTogether } from '../text/KeepTogether';

interface ComparisonCellViewProps {
  cell: ComparisonCell;
  /** Unique id for the cell's tooltip. */
  id: string;
  /** "{row} – {tier}", what a tooltip is about. */
  label: string;
  /** 'Included', 'Not included' and the info button's name in the page's language. */
  words: PricingText;
}

export default function ComparisonCellView({ cell, id, label, words }: ComparisonCellViewProps) {
  if (cell.kind !== 'text') {
    return (
      <td className={cell.kind === 'yes' ? 'cmp-cell cell-yes' : 'cmp-cell cell-no'}>
        {cell.kind === 'yes' ? words.included : words.notIncluded}
      </td>
    );
  }
  return (
    <td className="cmp-cell">
      <KeepTogether text={cell.text} />
      {cell.tooltip && <InfoTip id={id} label={label} text={cell.tooltip} align="center" words={words} />}
    </td>
  );
}
