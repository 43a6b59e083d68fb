/**
 * An icon the style sheet can put before a list's items (`marks`) or an element's text (`mark`): one
 * of its mask icons (src/styles/maskIcons.mjs).
 */
export type MarkIcon = 'check' | 'x' | 'dot' | 'circle-check' | 'trending-up';

/**
 * The class that picks a mark's icon, written out in full so that Tailwind finds every one of them
 * in the source and keeps its rule (global.css `.mark-…`).
 */
export const MARK_CLASSES: Record<MarkIcon, string> = {
  check: 'mark-check',
  x: 'mark-x',
  dot: 'mark-dot',
  'circle-check': 'mark-circle-check',
  'trending-up': 'mark-trending-up',
};
