/**
 * The Lucide icons the style sheet draws as CSS masks (src/styles/global.css), by the file name
 * they are served at: /icons/{file}.svg (src/pages/icons/[name].svg.ts).
 */
export const CSS_ICONS = {
  check: 'Check',
  x: 'X',
  dot: 'Dot',
  'circle-check': 'CircleCheck',
  'trending-up': 'TrendingUp',
  'arrow-right': 'ArrowRight',
  info: 'Info',
  'chevron-down': 'ChevronDown',
} as const;

/** An icon the style sheet can put before a list's items (`marks`) or an element's text (`mark`). */
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
