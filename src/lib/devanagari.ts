/**
 * The characters the site's Devanagari faces cover: the `unicode-range` of their `@font-face` rules
 * (src/styles/nepali.css): the script, its Vedic extensions, the zero-width (non-)joiner, the rupee
 * signs (U+20A8, U+20B9), the dotted circle (U+25CC), the common Indic number forms and Devanagari
 * Extended (named by code point: this file is scanned for the letters the site writes). Read by
 * the build, which cuts the faces to the site's letters among them
 * (src/integrations/devanagariFonts.ts), and by the page checks, which size a face by whether it
 * covers nothing else (tests/dist/checks/pageChecks.mjs).
 */
export const DEVANAGARI_RANGES: ReadonlyArray<readonly [first: number, last: number]> = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cf9],
  [0x200c, 0x200d],
  [0x20a8, 0x20a8],
  [0x20b9, 0x20b9],
  [0x25cc, 0x25cc],
  [0xa830, 0xa839],
  [0xa8e0, 0xa8ff],
];

/**
 * Whether a code point is one the Devanagari faces cover ({@link DEVANAGARI_RANGES}).
 * @param codePoint a Unicode code point
 */
export function isDevanagariCodePoint(codePoint: number): boolean {
  return DEVANAGARI_RANGES.some(([first, last]) => codePoint >= first && codePoint <= last);
}
