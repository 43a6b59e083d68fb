/**
 * The Lucide icons the style sheet draws as CSS masks (src/styles/global.css), by the file name
 * they are served at: /icons/{file}.svg (src/pages/icons/[name].svg.ts).
 */
export const CSS_ICONS = {
  check: 'Check',
  x: 'X',
  info: 'Info',
  'chevron-down': 'ChevronDown',
} as const;
