/**
 * The self-hosted Devanagari face is cut down to the site's letters (src/integrations/devanagariFonts.ts)
 * and still draws Nepali text as the full face does: conjuncts, half forms and vowel signs included.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { devanagariLettersOf, subsetDevanagari } from '../../src/integrations/devanagariFonts';
import { harfBuzzFont, shapeGlyphs, woffToSfnt } from '../../scripts/art/type.mjs';

const require = createRequire(import.meta.url);

/** How HarfBuzz, the shaper browsers use, lays out `text` in `sfnt`: each glyph's advance and offsets, and whether it is missing. */
function shape(sfnt: Uint8Array, text: string) {
  return shapeGlyphs(harfBuzzFont(sfnt).font, text).map(({ g, ax, dx, dy }) => ({ missing: g === 0, ax, dx, dy }));
}

const mukta = (weight: number, format: 'woff' | 'woff2') =>
  readFileSync(require.resolve(`@fontsource/mukta/files/mukta-devanagari-${weight}-normal.${format}`));

describe('devanagariLettersOf', () => {
  it('lists each Devanagari letter once, in code point order, and nothing else', () => {
    expect(devanagariLettersOf(['नमस्ते Sarathi ERP', 'रु. २,५००', 'क्ष\u200D'])).toBe(
      [...'नमस्तेरु२५०क्ष\u200D']
        .filter((letter, index, all) => all.indexOf(letter) === index)
        .sort()
        .join(''),
    );
    expect(devanagariLettersOf(['Hospital ERP, Rs. 2,500'])).toBe('');
  });
});

describe('subsetDevanagari', () => {
  // Words only: spaces and Latin punctuation are outside the face's unicode-range (the device's own face draws them).
  const words = ['अस्पतालको', 'बिलिङ', 'क्ष्य', 'श्री', 'ओपीडी', 'भेट', 'आइपीडी', 'बिरामी', 'दैनिक', 'रकम', 'संकलन।'];
  const letters = devanagariLettersOf(words);

  it('draws words of those letters glyph for glyph as the full face, at a fraction of its size', async () => {
    for (const weight of [400, 700]) {
      const subset = await subsetDevanagari(mukta(weight, 'woff2'), letters, 'truetype');
      const full = woffToSfnt(mukta(weight, 'woff'));
      for (const word of words) {
        const shaped = shape(subset, word);
        expect(shaped, word).toEqual(shape(full, word));
        expect(
          shaped.some((glyph) => glyph.missing),
          word,
        ).toBe(false);
      }
      const woff2 = await subsetDevanagari(mukta(weight, 'woff2'), letters);
      expect(woff2.length).toBeLessThan(mukta(weight, 'woff2').length / 2);
    }
  });

  it('has no glyph for a letter outside the site, so the page falls back rather than draw a wrong one', async () => {
    const subset = await subsetDevanagari(mukta(400, 'woff2'), letters, 'truetype');
    expect(shape(subset, 'ऋ').every((glyph) => glyph.missing)).toBe(true);
  });

  it('refuses to cut a face down to nothing', async () => {
    await expect(subsetDevanagari(mukta(400, 'woff2'), '')).rejects.toThrow(/no Devanagari letters/);
  });
});
