/**
 * The part of subset-font's API that src/integrations/devanagariFonts.ts uses (the package ships no
 * types). `subsetFont` runs HarfBuzz's subsetter: it keeps the glyphs that draw `text` (and, unless
 * `noLayoutClosure`, every glyph the shaping tables can form from them) and converts the result.
 */
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    /** Drop the TrueType hinting instructions. */
    noHinting?: boolean;
    /** OpenType feature tags to keep (default: every feature). */
    keepFeatures?: string[];
    noLayoutClosure?: boolean;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;
}
