/**
 * The Nepali texts of content entries (docs/languages.md#content-in-nepali). An entry's Nepali text
 * holds only its texts, in the English entry's shape; everything else (links, icons, numbers, order)
 * is read from the English entry, so each fact is stated once. Build time only.
 *
 * A missing translation never breaks the site (docs/languages.md#when-a-nepali-text-is-missing):
 * an entry whose Nepali text does not exist yet, lacks a text the English entry has, lists another
 * number of items than the English entry (the English changed after it was translated), or cannot
 * be used (a text too short, a field the English entry does not have) is shown in English on Nepali
 * pages, and the gap is recorded, naming the file and the field, for the build's report.
 */
import type { z } from 'astro/zod';
import type { Locale } from '../i18n/locales';
import { recordTranslationGap, type TranslationGap } from './translationGaps';

export { describeGap, recordTranslationGap, translationGaps, type TranslationGap } from './translationGaps';

/** The settings files (both languages in one file) and the Nepali files of the entries in folders. */
const CONTENT_JSON = import.meta.glob<unknown>(['/src/content/*.json', '/src/content/**/*.ne.json'], {
  eager: true,
  import: 'default',
});

/** The Nepali texts of the news articles: the front matter of `news/{slug}.ne.md`. */
const NEWS_FRONT_MATTER = import.meta.glob<unknown>('/src/content/news/*.ne.md', {
  eager: true,
  import: 'frontmatter',
});

/**
 * Where the Nepali text of `file` lives, from the repository root. `file` is the entry's path under
 * src/content without its language: a settings file at the top of src/content holds both languages
 * (`site.json` → its `"ne"` object); an entry in a folder has its Nepali file beside the English one
 * (`modules/crm.json` → `src/content/modules/crm.ne.json`, `news/{slug}.md` → `news/{slug}.ne.md`).
 */
export function twinPath(file: string): string {
  if (!file.includes('/')) return `src/content/${file} ("ne")`;
  return `src/content/${file.replace(/\.(json|md)$/, '.ne.$1')}`;
}

/** What the Nepali text of `file` holds (see {@link twinPath}): undefined when there is none or it is empty. */
function nepaliTwin(file: string): unknown {
  if (!file.includes('/')) {
    const both = CONTENT_JSON[`/src/content/${file}`];
    return isRecord(both) ? both['ne'] : undefined;
  }
  const texts = (file.endsWith('.md') ? NEWS_FRONT_MATTER : CONTENT_JSON)[`/${twinPath(file)}`];
  // The CMS saves `{}` (or an empty front matter) for a new entry whose Nepali text is not written yet.
  return isRecord(texts) && Object.keys(texts).length === 0 ? undefined : texts;
}

/**
 * Thrown by {@link overlay} when a list of the twin has another number of items than the English
 * one: the English entry changed after its translation, so the twin is out of date, not wrong.
 */
export class OutdatedTranslationError extends Error {}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `english` with the texts of `translated` laid over it: a string replaces the English string at
 * the same place; an object may leave out keys (they stay English); a list has as many items as
 * the English one, in the same order (an empty object `{}` keeps an item English).
 *
 * @param where the twin's file and the field, for the error message
 * @throws OutdatedTranslationError naming the file and the list when a list has another number of
 *   items than the English one
 * @throws Error naming the file and the field when the twin's shape differs from the English
 *   entry's otherwise (a key English does not have, text where English has none, a non-text value)
 */
export function overlay<T>(english: T, translated: unknown, where: string): T {
  if (typeof translated === 'string') {
    if (typeof english !== 'string') throw new Error(`${where}: is text, but the English entry has no text here`);
    return translated as T;
  }
  if (Array.isArray(translated)) {
    if (!Array.isArray(english)) throw new Error(`${where}: is a list, but the English entry has none here`);
    if (translated.length !== english.length) {
      throw new OutdatedTranslationError(
        `${where}: has ${translated.length} items, the English entry ${english.length}`,
      );
    }
    return english.map((item: unknown, index) => overlay(item, translated[index], `${where}[${index}]`)) as T;
  }
  if (isRecord(translated)) {
    if (!isRecord(english)) throw new Error(`${where}: is an object, but the English entry has none here`);
    const result: Record<string, unknown> = { ...english };
    for (const [key, value] of Object.entries(translated)) {
      if (!(key in english)) throw new Error(`${where}.${key}: the English entry has no such field`);
      result[key] = overlay(english[key], value, `${where}.${key}`);
    }
    return result as T;
  }
  throw new Error(`${where}: only texts are translated; ${JSON.stringify(translated)} belongs in the English entry`);
}

/** What {@link translate} needs besides the entry: where it sits and how it is checked. */
export interface TranslateOptions {
  /** The entry inside a file that holds several (one menu entry of menu.json). */
  key?: string;
  /** The entry's own schema, checked on the result (the English entry with the texts laid over). */
  schema?: z.ZodType<unknown, z.ZodTypeDef, unknown>;
  /** The twin's schema (texts only: src/schemas/translations.ts). */
  twinSchema?: z.ZodType<unknown, z.ZodTypeDef, unknown>;
}

/** An entry in the language a page asked for, or in English when its Nepali text is missing. */
export interface Translated<T> {
  /** The entry's data: the twin's texts laid over the English entry, or the English entry. */
  data: T;
  /** The language `data`'s texts are in: the page's, or `en` when it fell back. */
  locale: Locale;
}

/**
 * The content of `file` (an entry's path under src/content without its language, e.g. 'site.json',
 * 'modules/crm.json') in `locale`: `english` itself for English; else `english` with its Nepali
 * text, checked by `twinSchema`, laid over it and checked by `schema`. When the Nepali text is
 * missing, incomplete (a required text absent, a list of another length) or cannot be used (a text
 * too short, a field the English entry does not have), the English entry is returned with
 * `locale: 'en'` and the gap recorded, naming the file and the field, for the build's report
 * ({@link translationGaps}). Never throws for the Nepali side: Decap checks only the English pane
 * of a form when it saves, so a Nepali slip must not stop the site's next build.
 */
export function translate<T>(locale: Locale, file: string, english: T, options: TranslateOptions = {}): Translated<T> {
  if (locale === 'en') return { data: english, locale };
  const { key, schema, twinSchema } = options;
  const path = twinPath(file);
  const twin = nepaliTwin(file);
  const translated = key === undefined ? twin : isRecord(twin) ? twin[key] : undefined;
  const fallBack = (kind: TranslationGap['kind'], detail: string): Translated<T> => {
    recordTranslationGap({ file: path, entry: key, kind, detail });
    return { data: english, locale: 'en' };
  };
  if (translated === undefined) return fallBack('missing', 'no Nepali text yet');
  const where = key === undefined ? path : `${path} (entry "${key}")`;
  const absent = missingTexts(twinSchema, translated);
  if (absent.length > 0) return fallBack('incomplete', `no Nepali text for ${absent.join(', ')}`);
  const detail = (message: string) => message.slice(where.length).replace(/^[.:] ?/, '');
  try {
    check(twinSchema, translated, where);
    const merged = overlay(english, translated, where);
    check(schema, merged, where);
    return { data: merged, locale };
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    return fallBack(error instanceof OutdatedTranslationError ? 'incomplete' : 'invalid', detail(error.message));
  }
}

/**
 * The content of `file` in `locale`, as {@link translate} gives it, without saying which language
 * it ended up in: for entries whose pages mark no fallback (company facts, menus, page texts).
 */
export function inLocale<T>(locale: Locale, file: string, english: T, options: TranslateOptions = {}): T {
  return translate(locale, file, english, options).data;
}

/**
 * The fields `twin` lacks that `twinSchema` requires (dotted paths, e.g. `quote.person`,
 * `items.2.answer`): a translation not finished yet, as opposed to a wrong one.
 */
function missingTexts(twinSchema: z.ZodType<unknown, z.ZodTypeDef, unknown> | undefined, twin: unknown): string[] {
  const checked = twinSchema?.safeParse(twin);
  if (!checked || checked.success) return [];
  return checked.error.issues
    .filter((issue) => issue.code === 'invalid_type' && issue.received === 'undefined')
    .map((issue) => issue.path.join('.'));
}

/** Throws naming `where` and the field when `value` breaks `schema`. */
function check(schema: z.ZodType<unknown, z.ZodTypeDef, unknown> | undefined, value: unknown, where: string): void {
  const checked = schema?.safeParse(value);
  if (!checked || checked.success) return;
  const issue = checked.error.issues[0];
  throw new Error(`${where}: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
}
