/**
 * The element ids of the comparison table's rows, apart from the table's markup so that the table
 * island, which scrolls to a row by its id, loads only these.
 */

/*
 * Short ids ("pricing-r2-0-1"): a category button's `aria-controls` names every row it opens.
 */

/** The DOM id of a row, for aria-controls and scrolling into view: "pricing-r2-0-1". */
export function comparisonRowId(idPrefix: string, key: string): string {
  return `${idPrefix}-r${key.replaceAll('.', '-')}`;
}
