/**
 * Which categories of a comparison table are open: one per level, opening one closing the other at
 * its level. Apart from the table's data (src/lib/comparison.ts) so that the table island loads
 * only this. Pure; unit-tested.
 */

/**
 * Open categories, one per level: `open[level]` is the key of the open category at that level
 * (levels 2 and deeper; level 1 is always shown). Opening one closes the other at its level and
 * everything deeper.
 */
export type OpenCategories = Readonly<Record<number, string>>;

/** The state after clicking category `key` at `level`: opens it (closing its level), or closes it when open. */
export function toggleCategory(open: OpenCategories, level: number, key: string): OpenCategories {
  const next: Record<number, string> = {};
  for (const [depth, openKey] of Object.entries(open)) {
    if (Number(depth) < level) next[Number(depth)] = openKey;
  }
  if (open[level] !== key) next[level] = key;
  return next;
}

/** True when the category `key` at `level` is open. */
export function isCategoryOpen(open: OpenCategories, level: number, key: string): boolean {
  return open[level] === key;
}

/** True when a row shows: every collapsible category above it (`parents`, their keys) is open. */
export function isRowVisible(open: OpenCategories, row: { parents: readonly string[] }): boolean {
  return row.parents.every((parent) => Object.values(open).includes(parent));
}
