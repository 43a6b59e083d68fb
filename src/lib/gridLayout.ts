/**
 * How groups of cards share the rows of a column grid without leaving holes. Pure.
 */

/**
 * The number of columns each group spans in a grid of `columns` columns, groups placed in order.
 * A group of cards spans as many columns as it has cards (at most a full row), so a one-card
 * group does not leave two empty slots beside it; an empty group (a "Coming Soon" panel, size 0)
 * takes the rest of the row it starts in, or a full row. A group that does not fit in what is
 * left of a row starts the next one.
 *
 * @param sizes cards per group, in display order (0 for a group shown as a panel)
 * @param columns columns of the grid, at least 1
 * @returns one span per group, each between 1 and `columns`
 * @example groupSpans([6, 1, 0], 3) → [3, 1, 2]; groupSpans([6, 1, 0], 2) → [2, 1, 1]
 * @throws RangeError when `columns` is not a whole number of at least 1
 */
export function groupSpans(sizes: readonly number[], columns: number): number[] {
  if (!Number.isInteger(columns) || columns < 1)
    throw new RangeError(`groupSpans: columns must be a whole number ≥ 1, got ${columns}`);
  let used = 0;
  return sizes.map((size) => {
    const wanted = size > 0 ? Math.min(size, columns) : 0;
    if (used === columns || (wanted > 0 && used + wanted > columns)) used = 0;
    const span = wanted > 0 ? wanted : columns - used;
    used += span;
    return span;
  });
}

/**
 * How many columns a grid of `count` equal cards should have, at most `maxColumns`, so that no
 * row is left with a lone card or gaping holes, without making the cards much wider than the width
 * allows: every count that fits in one row gets exactly one row; otherwise `maxColumns` or one
 * fewer (never fewer than two), the one whose last row is the fullest: a full last row beats any
 * other, and between equally full ones the wider row wins.
 *
 * @param count cards in the grid, 0 or more
 * @param maxColumns the most columns the width allows, at least 1
 * @returns columns between 1 and `maxColumns` (1 for 0 or 1 card)
 * @example balancedColumns(8, 4) → 4 (4 + 4); balancedColumns(8, 3) → 2 (never 3 + 3 + 2);
 *   balancedColumns(4, 3) → 2 (2 + 2, not 3 + 1); balancedColumns(7, 4) → 4 (4 + 3);
 *   balancedColumns(10, 4) → 4 (4 + 4 + 2 rather than five rows of two)
 * @throws RangeError when `maxColumns` is not a whole number of at least 1, or `count` is negative
 */
export function balancedColumns(count: number, maxColumns: number): number {
  if (!Number.isInteger(maxColumns) || maxColumns < 1)
    throw new RangeError(`balancedColumns: maxColumns must be a whole number ≥ 1, got ${maxColumns}`);
  if (!Number.isInteger(count) || count < 0)
    throw new RangeError(`balancedColumns: count must be a whole number ≥ 0, got ${count}`);
  if (count <= maxColumns) return Math.max(count, 1);
  let best = maxColumns;
  let bestFill = 0;
  for (let columns = Math.max(2, maxColumns - 1); columns <= maxColumns; columns += 1) {
    const rest = count % columns;
    const fill = rest === 0 ? 1 : rest / columns;
    if (fill >= bestFill) {
      best = columns;
      bestFill = fill;
    }
  }
  return best;
}

/** The widths at which a balanced grid sets its columns: always, and from Tailwind's sm, lg and xl. */
export type GridBreakpoint = 'base' | 'sm' | 'lg' | 'xl';

/**
 * The `balanced-cols-N` classes (src/styles/global.css) per breakpoint, written out in full so
 * Tailwind keeps them. Four columns at most: no card of the site reads well narrower.
 */
const BALANCED_COLUMN_CLASSES: Record<GridBreakpoint, readonly string[]> = {
  base: ['', 'balanced-cols-1', 'balanced-cols-2', 'balanced-cols-3', 'balanced-cols-4'],
  sm: ['', 'sm:balanced-cols-1', 'sm:balanced-cols-2', 'sm:balanced-cols-3', 'sm:balanced-cols-4'],
  lg: ['', 'lg:balanced-cols-1', 'lg:balanced-cols-2', 'lg:balanced-cols-3', 'lg:balanced-cols-4'],
  xl: ['', 'xl:balanced-cols-1', 'xl:balanced-cols-2', 'xl:balanced-cols-3', 'xl:balanced-cols-4'],
};

/**
 * The classes of a `balanced-grid` of `count` cards: at each breakpoint given, the
 * {@link balancedColumns} for the most columns that width allows.
 *
 * @param count cards in the grid
 * @param maxColumns the most columns per breakpoint, 1 to 4, e.g. `{ base: 1, sm: 2, lg: 3, xl: 4 }`
 * @returns e.g. `balanced-grid balanced-cols-1 sm:balanced-cols-2 lg:balanced-cols-2 xl:balanced-cols-4` for 8 cards
 * @throws RangeError when a maximum is outside 1 to 4
 */
export function balancedGridClass(count: number, maxColumns: Partial<Record<GridBreakpoint, number>>): string {
  const classes = ['balanced-grid'];
  for (const breakpoint of ['base', 'sm', 'lg', 'xl'] as const) {
    const most = maxColumns[breakpoint];
    if (most === undefined) continue;
    if (!Number.isInteger(most) || most < 1 || most > 4)
      throw new RangeError(`balancedGridClass: ${breakpoint} allows 1 to 4 columns, got ${most}`);
    classes.push(BALANCED_COLUMN_CLASSES[breakpoint][balancedColumns(count, most)]!);
  }
  return classes.join(' ');
}

/**
 * Grid spans and column counts of the grouped card lists (/products, /industry), by breakpoint,
 * written out in full so Tailwind keeps them: `GROUP_SPAN.lg[2]` is 'lg:col-span-2',
 * `GROUP_COLUMNS.sm[1]` is 'sm:grid-cols-1'. Indexed by the span or count from {@link groupSpans}.
 */
export const GROUP_SPAN = {
  sm: { 1: 'sm:col-span-1', 2: 'sm:col-span-2' },
  lg: { 1: 'lg:col-span-1', 2: 'lg:col-span-2', 3: 'lg:col-span-3' },
} as const satisfies Record<'sm' | 'lg', Record<number, string>>;

export const GROUP_COLUMNS = {
  sm: { 1: 'sm:grid-cols-1', 2: 'sm:grid-cols-2' },
  lg: { 1: 'lg:grid-cols-1', 2: 'lg:grid-cols-2', 3: 'lg:grid-cols-3' },
} as const satisfies Record<'sm' | 'lg', Record<number, string>>;
