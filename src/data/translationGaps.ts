/**
 * The entries shown in English on Nepali pages while the site is built, because their Nepali text
 * is missing or incomplete (docs/languages.md#when-a-nepali-text-is-missing). src/data/translations.ts
 * records them; the integration src/integrations/translationReport.ts reports them when the build
 * ends. No Vite-only imports here: the integration loads this module in plain Node.
 */

/** An entry shown in English on Nepali pages because its Nepali text is missing or incomplete. */
export interface TranslationGap {
  /** The Nepali text's file from the repository root, e.g. `src/content/ne/customers/x.json`. */
  file: string;
  /** The entry inside a file that holds several (a menu entry), else undefined. */
  entry?: string | undefined;
  /**
   * `missing`: no Nepali text yet; `incomplete`: the Nepali text lacks a text of the English
   * entry, or a list has another number of items (the English entry changed after it); `invalid`:
   * the build cannot use it (a text too short, a field the English entry does not have).
   */
  kind: 'missing' | 'incomplete' | 'invalid';
  /** What is missing, in words for the editor, e.g. `items: 3 items, the English entry 4`. */
  detail: string;
}

/**
 * The gaps met while the site was built, by file (and entry). Kept on globalThis because Astro
 * renders the pages from its own bundle of this module while the report is written by the
 * integration in src/integrations/translationReport.ts, in the same process.
 */
const GAPS_KEY = Symbol.for('sarathi.translationGaps');
const gaps = ((globalThis as Record<symbol, unknown>)[GAPS_KEY] ??= new Map<string, TranslationGap>()) as Map<
  string,
  TranslationGap
>;

/** Records `gap` once (pages read the same entry many times) and says so while editing locally. */
export function recordTranslationGap(gap: TranslationGap): void {
  const id = gap.entry === undefined ? gap.file : `${gap.file}#${gap.entry}`;
  if (gaps.has(id)) return;
  gaps.set(id, gap);
  if (process.env['NODE_ENV'] === 'development') console.warn(`[translations] shown in English: ${describeGap(gap)}`);
}

/** One line for a gap: `src/content/ne/x.json (entry "y"): missing — …`. */
export function describeGap(gap: TranslationGap): string {
  return `${gap.file}${gap.entry === undefined ? '' : ` (entry "${gap.entry}")`}: ${gap.kind} — ${gap.detail}`;
}

/** Every gap recorded so far in this process, sorted by file. */
export function translationGaps(): TranslationGap[] {
  return [...gaps.values()].sort((a, b) => describeGap(a).localeCompare(describeGap(b)));
}
