/** Colours of the story and news covers, from the site palette. */
import { accent, amber, brand, emerald, ink, rose, slate, white } from '../palette.mjs';

/** Named colours of the covers. */
export const C = {
  b50: brand[50],
  b100: brand[100],
  b200: brand[200],
  b300: brand[300],
  b400: brand[400],
  b500: brand[500],
  b600: brand[600],
  b700: brand[700],
  b900: brand[900],
  b950: brand[950],
  a400: accent[400],
  a500: accent[500],
  a100: emerald[100],
  ink: ink.DEFAULT,
  soft: ink.soft,
  muted: ink.muted,
  line: slate[200],
  dots: slate[300],
  white,
  amber: amber[500],
  rose: rose[500],
};
