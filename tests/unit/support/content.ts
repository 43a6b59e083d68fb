/**
 * Reading content files the way the site does (docs/content.md#both-languages-in-one-entry): an
 * entry of a folder is `{name}.en.json` with its Nepali text `{name}.ne.json` beside it; a settings
 * file at the top of src/content holds both languages, `{ "en": …, "ne": … }`.
 */
import { readdirSync, readFileSync } from 'node:fs';

const CONTENT = new URL('../../../src/content/', import.meta.url);

/**
 * The text of a JSON entry in `locale`, the entry named by its path without the language:
 * readEntry('home.json') is the "en" object of home.json, readEntry('pricing/healthcare/lab.json')
 * is pricing/healthcare/lab.en.json.
 * @throws when the file does not exist or is not JSON
 */
export function readEntry<T>(path: string, locale: 'en' | 'ne' = 'en'): T {
  if (!path.includes('/'))
    return (JSON.parse(readFileSync(new URL(path, CONTENT), 'utf8')) as Record<string, T>)[locale]!;
  return JSON.parse(readFileSync(new URL(path.replace(/\.json$/, `.${locale}.json`), CONTENT), 'utf8')) as T;
}

/** The ids of a folder's JSON entries (its English files without `.en.json`), e.g. entryIds('team'). */
export function entryIds(folder: string): string[] {
  return readdirSync(new URL(`${folder}/`, CONTENT))
    .filter((file) => file.endsWith('.en.json'))
    .map((file) => file.slice(0, -'.en.json'.length))
    .sort();
}
