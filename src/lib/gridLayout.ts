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
