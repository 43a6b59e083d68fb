/**
 * The element ids of the comparison table's rows, row heads and column heads, apart from the
 * table's markup so that the table island, which scrolls to a row by its id, loads only these.
 */

/*
 * Short ids ("pricing-r2-0-1"): a table names them some five hundred times in its `headers` and
 * `aria-controls`.
 */

/** The DOM id of a row, for aria-controls and scrolling into view: "pricing-r2-0-1". */
export function comparisonRowId(idPrefix: string, key: string): string {
  return `${idPrefix}-r${key.replaceAll('.', '-')}`;
}

/** The DOM id of a row's heading cell, for the `headers` of the cells it heads: "pricing-h2-0-1". */
export function comparisonHeadingId(idPrefix: string, key: string): string {
  return `${idPrefix}-h${key.replaceAll('.', '-')}`;
}

/** The DOM id of a column's heading cell: 0 is 'Features', 1… the tiers ("pricing-c1"). */
export function comparisonColumnId(idPrefix: string, index: number): string {
  return `${idPrefix}-c${index}`;
}
