/**
 * The Nepali texts of content entries (docs/languages.md#content-in-nepali). An entry's Nepali text
 * holds only its texts, in the English entry's shape; everything else (links, icons, numbers, order)
 * is read from the English entry, so each fact is stated once. Build time only.
 */
import type { z } from 'astro/zod';
import type { Locale } from '../i18n/locales';

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
 * Where the Nepali text of `file` lives and what it holds (undefined when there is none or it is
 * empty). `file` is the entry's path under src/content without its language: a settings file at
 * the top of src/content holds both languages (`site.json` → its `"ne"` object); an entry in a
 * folder has its Nepali file beside the English one (`modules/crm.json` → `modules/crm.ne.json`,
 * `news/{slug}.md` → the front matter of `news/{slug}.ne.md`).
 */
function nepaliTwin(file: string): { path: string; texts: unknown } {
  if (!file.includes('/')) {
    const both = CONTENT_JSON[`/src/content/${file}`];
    return { path: `src/content/${file} ("ne")`, texts: isRecord(both) ? both['ne'] : undefined };
  }
  const path = `src/content/${file.replace(/\.(json|md)$/, '.ne.$1')}`;
  const texts = (file.endsWith('.md') ? NEWS_FRONT_MATTER : CONTENT_JSON)[`/${path}`];
  // The CMS saves `{}` (or an empty front matter) for a new entry whose Nepali text is not written yet.
  return { path, texts: isRecord(texts) && Object.keys(texts).length === 0 ? undefined : texts };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `english` with the texts of `translated` laid over it: a string replaces the English string at
 * the same place; an object may leave out keys (they stay English); a list has as many items as
 * the English one, in the same order (an empty object `{}` keeps an item English).
 *
 * @param where the twin's file and the field, for the error message
 * @throws Error naming the file and the field when the twin's shape differs from the English
 *   entry's (a key or item English does not have, text where English has none, a non-text value)
 */
export function overlay<T>(english: T, translated: unknown, where: string): T {
  if (typeof translated === 'string') {
    if (typeof english !== 'string') throw new Error(`${where}: is text, but the English entry has no text here`);
    return translated as T;
  }
  if (Array.isArray(translated)) {
    if (!Array.isArray(english)) throw new Error(`${where}: is a list, but the English entry has none here`);
    if (translated.length !== english.length) {
      throw new Error(`${where}: has ${translated.length} items, the English entry ${english.length}`);
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

/**
 * The content of `file` (an entry's path under src/content without its language, e.g. 'site.json',
 * 'modules/crm.json') in `locale`: `english` itself for English, else
 * `english` with its Nepali twin, checked by `twinSchema` (texts only: src/schemas/translations.ts),
 * laid over it and checked by the entry's `schema` (`key`: the entry inside a file that holds
 * several, e.g. one menu entry of menu.json).
 * @throws Error naming the Nepali file when a Nepali page needs a twin that does not exist,
 *   or the field where the twin's shape differs from the English entry's or breaks its schema
 */
export function inLocale<T>(
  locale: Locale,
  file: string,
  english: T,
  {
    key,
    schema,
    twinSchema,
  }: {
    key?: string;
    schema?: z.ZodType<unknown, z.ZodTypeDef, unknown>;
    twinSchema?: z.ZodType<unknown, z.ZodTypeDef, unknown>;
  } = {},
): T {
  if (locale === 'en') return english;
  const { path, texts: twin } = nepaliTwin(file);
  const translated = key === undefined ? twin : isRecord(twin) ? twin[key] : undefined;
  if (translated === undefined) {
    throw new Error(
      `${path}${key === undefined ? '' : ` (entry "${key}")`} is missing: a Nepali page reads ${file}; add its Nepali texts`,
    );
  }
  const where = key === undefined ? path : `${path} (entry "${key}")`;
  check(twinSchema, translated, where);
  const merged = overlay(english, translated, where);
  check(schema, merged, where);
  return merged;
}

/** Throws naming `where` and the field when `value` breaks `schema`. */
function check(schema: z.ZodType<unknown, z.ZodTypeDef, unknown> | undefined, value: unknown, where: string): void {
  const checked = schema?.safeParse(value);
  if (!checked || checked.success) return;
  const issue = checked.error.issues[0];
  throw new Error(`${where}: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
}
