/**
 * Astro integration that cuts the self-hosted Devanagari face (Mukta, from @fontsource/mukta) down
 * to the letters the site writes, before Vite builds the style sheets that name it.
 *
 * Why: a phone with no Devanagari face of its own downloads Mukta before a Nepali page's text shows
 * (src/styles/nepali.css: the device's own face is used first). Fontsource's Devanagari files carry
 * every letter and conjunct of the script with TrueType hinting: 99 KB (regular) and 105 KB (bold).
 * HarfBuzz's subsetter (through `subset-font`) keeps only the letters found in src/ (every text the
 * site can show in Nepali: content, dictionaries, components), with the shaping tables and every
 * conjunct they can form, and drops the hinting, which phones do not use: 49 KB and 55 KB. The
 * language switch on English pages (its "नेपाली") gets a face of its own letters only, about 1 KB,
 * so it reads on such a phone too (src/styles/global.css).
 *
 * The files are written to node_modules/.cache/devanagari-fonts/<digest of letters and sources>/ and
 * the style sheets name them as `devanagari-subset/<file>`, an alias to that folder, so Vite gives
 * them hashed names as it does any asset. An editor's new letter changes the digest and makes new
 * files at the next build. Runs for `astro build`, `astro dev` and `astro sync` alike (a second run
 * with the same letters reuses the files).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import subsetFont from 'subset-font';
import { ne } from '../i18n/dictionary/ne';
import { isDevanagariCodePoint } from '../lib/devanagari';

/** The alias the style sheets name the subset files by, e.g. `url('devanagari-subset/devanagari-400.woff2')`. */
export const FONT_ALIAS = 'devanagari-subset';

/** Source files that can hold text a page shows. */
const TEXT_FILE = /\.(?:md|mdx|json|ya?ml|ts|tsx|astro|mjs)$/;

/** One subset file: its name, the Fontsource file it is cut from, and what it must draw. */
interface SubsetFace {
  file: string;
  source: string;
  text: (siteLetters: string) => string;
}

/** The files made: text and headings of Nepali pages, and the switch's language name on English pages. */
export const SUBSET_FACES: readonly SubsetFace[] = [
  { file: 'devanagari-400.woff2', source: 'mukta-devanagari-400-normal.woff2', text: (letters) => letters },
  { file: 'devanagari-700.woff2', source: 'mukta-devanagari-700-normal.woff2', text: (letters) => letters },
  // Semibold, as the switch is set (TopBar.astro).
  { file: 'language-name.woff2', source: 'mukta-devanagari-600-normal.woff2', text: () => ne.layout.languageName },
];

/**
 * The distinct characters of some texts that the Devanagari faces cover (src/lib/devanagari.ts), sorted.
 * @param texts any strings (file contents)
 * @returns one string of unique characters, in code point order ('' when there are none)
 */
export function devanagariLettersOf(texts: Iterable<string>): string {
  const codePoints = new Set<number>();
  for (const text of texts) {
    for (const letter of text) {
      const codePoint = letter.codePointAt(0) ?? 0;
      if (isDevanagariCodePoint(codePoint)) codePoints.add(codePoint);
    }
  }
  return String.fromCodePoint(...[...codePoints].sort((a, b) => a - b));
}

/**
 * A face holding only the glyphs needed to draw `text`, conjuncts and marks included.
 * @param font a TrueType, WOFF or WOFF2 font
 * @param text the characters to keep
 * @param format the file format: WOFF2 for the web (the default), TrueType to shape it in tests
 * @returns the subset face, without hinting instructions
 * @throws Error when `text` is empty or HarfBuzz cannot read the font
 */
export async function subsetDevanagari(
  font: Buffer,
  text: string,
  format: 'woff2' | 'truetype' = 'woff2',
): Promise<Buffer> {
  if (!text) throw new Error('no Devanagari letters to keep');
  return subsetFont(font, text, { targetFormat: format, noHinting: true });
}

/** Every text file under `dir`, recursively. */
function textFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The integration: makes the subset files and points the {@link FONT_ALIAS} alias at them. */
export default function devanagariFonts(): AstroIntegration {
  return {
    name: 'sarathi:devanagari-fonts',
    hooks: {
      'astro:config:setup': async ({ config, updateConfig, logger }) => {
        const root = fileURLToPath(config.root);
        const letters = devanagariLettersOf(
          textFilesUnder(join(root, 'src')).map((file) => readFileSync(file, 'utf8')),
        );
        const fontsDir = join(createRequire(import.meta.url).resolve('@fontsource/mukta/package.json'), '..', 'files');
        const sources = SUBSET_FACES.map((face) => readFileSync(join(fontsDir, face.source)));
        const digest = createHash('sha256');
        SUBSET_FACES.forEach((face, index) => digest.update(face.text(letters)).update(sources[index] ?? ''));
        const outDir = join(root, 'node_modules', '.cache', 'devanagari-fonts', digest.digest('hex').slice(0, 16));
        if (!SUBSET_FACES.every((face) => existsSync(join(outDir, face.file)))) {
          mkdirSync(outDir, { recursive: true });
          const sizes: string[] = [];
          for (const [index, face] of SUBSET_FACES.entries()) {
            const subset = await subsetDevanagari(sources[index] ?? Buffer.alloc(0), face.text(letters));
            writeFileSync(join(outDir, face.file), subset);
            sizes.push(`${face.file} ${subset.length} bytes (from ${sources[index]?.length ?? 0})`);
          }
          logger.info(`${[...letters].length} Devanagari letters: ${sizes.join(', ')}`);
        }
        updateConfig({
          vite: { resolve: { alias: [{ find: new RegExp(`^${FONT_ALIAS}/`), replacement: `${outDir}/` }] } },
        });
      },
    },
  };
}
