/**
 * One tier's value in a comparison row: included → a check mark, not included → a cross
 * (each with a text for screen readers), a text as it is, and 'value##tooltip' → the value with
 * an accessible toggletip.
 */
import { Check, X } from '../icons';
import type { ComparisonCell } from '../../lib/comparison';
import InfoTip from './InfoTip';

interface ComparisonCellViewProps {
  cell: ComparisonCell;
  /** Unique id for the cell's tooltip. */
  id: string;
  /** "{row} – {tier}", what a tooltip is about. */
  label: string;
}

export default function ComparisonCellView({ cell, id, label }: ComparisonCellViewProps) {
  if (cell.kind === 'yes') {
    return (
      <>
        <Check aria-hidden="true" className="mx-auto h-5 w-5 text-accent-600" />
        <span className="sr-only">Included</span>
      </>
    );
  }
  if (cell.kind === 'no') {
    return (
      <>
        <X aria-hidden="true" className="mx-auto h-5 w-5 text-slate-500" />
        <span className="sr-only">Not included</span>
      </>
    );
  }
  return (
    <>
      <span>{cell.text}</span>
      {cell.tooltip && <InfoTip id={id} label={label} text={cell.tooltip} align="center" />}
    </>
  );
}
