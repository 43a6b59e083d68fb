/**
 * The one way content files are written, by the CMS and by hand, so saving an unchanged entry
 * changes no byte and a review diff shows only what the editor changed
 * (docs/content.md#file-format); tests/unit/contentFormat.test.ts holds every file to it.
 *
 * - Keys in the order of the CMS form's fields, at every depth (Decap keeps entry data in
 *   Immutable maps, which lose the file's key order beyond eight keys); keys the form does not know
 *   follow in their own order. Empty values are left out.
 * - English and Nepali: a settings file holds `{ "en": …, "ne": … }`, each in the form's order; an
 *   entry of a folder is one file per language, and a language with nothing written yet is `{}` or
 *   `---\n---\n`.
 * - JSON: two-space indentation, one key or item per line, a final newline (what
 *   `JSON.stringify(data, null, 2)` writes).
 * - Markdown: YAML front matter between `---` lines, a blank line, the body, a final newline. In the
 *   front matter, words without spaces (ids, paths, dates, tags) are plain and every other text is
 *   in double quotes; lists of texts are written on one line (`tags: [release, ird]`); lists of
 *   groups and groups are indented blocks.
 */
import type { CmsCollection, CmsField } from 'decap-cms-core';
import { parse } from 'yaml';

/** Front matter values: what the content schemas accept. */
type Value = string | number | boolean | null | Value[] | { [key: string]: Value };

/** A text that YAML reads back as the same text without quotes: an id, a path, a date, a tag. */
function isPlain(text: string): boolean {
  if (!/^[A-Za-z0-9/][A-Za-z0-9/._+-]*$/.test(text)) return false;
  // "2026", "true", "null", "1e3" would come back as numbers, booleans or null.
  return parse(text, { schema: 'core' }) === text;
}

/** One scalar as front matter writes it. */
function scalar(value: Exclude<Value, Value[] | { [key: string]: Value }>): string {
  if (typeof value === 'string') return isPlain(value) ? value : JSON.stringify(value);
  return String(value);
}

const isGroup = (value: Value): value is { [key: string]: Value } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The lines of `key: value` at `indent` spaces. */
function entryLines(key: string, value: Value, indent: string): string[] {
  if (Array.isArray(value)) {
    if (value.length === 0) return [`${indent}${key}: []`];
    if (value.every((item) => !isGroup(item) && !Array.isArray(item)))
      return [`${indent}${key}: [${value.map((item) => scalar(item as string)).join(', ')}]`];
    return [
      `${indent}${key}:`,
      ...value.flatMap((item) => {
        const lines = isGroup(item)
          ? Object.entries(item).flatMap(([name, child]) => entryLines(name, child, `${indent}    `))
          : [`${indent}    ${scalar(item as string)}`];
        return lines.map((line, index) => (index === 0 ? `${indent}  - ${line.slice(indent.length + 4)}` : line));
      }),
    ];
  }
  if (isGroup(value))
    return [
      `${indent}${key}:`,
      ...Object.entries(value).flatMap(([name, child]) => entryLines(name, child, `${indent}  `)),
    ];
  return [`${indent}${key}: ${scalar(value)}`];
}

/** Splits a Markdown file into its front matter data and its body. */
export function markdownFromFile(content: string): Record<string, Value> {
  const match = /^---\r?\n([\s\S]*?)\r?\n?---\r?\n?([\s\S]*)$/.exec(content);
  if (!match) return { body: content };
  const data = (parse(match[1] ?? '', { schema: 'core' }) ?? {}) as Record<string, Value>;
  return { ...data, body: (match[2] ?? '').replace(/^\r?\n/, '') };
}

/**
 * Writes a Markdown file: front matter in the keys' order, a blank line, the body, a final newline.
 * A file without a body (a news article's Nepali texts) ends after the front matter.
 */
export function markdownToFile(data: Record<string, Value>): string {
  const { body, ...frontMatter } = data;
  const yaml = Object.entries(frontMatter)
    .filter(([, value]) => value !== undefined)
    .flatMap(([key, value]) => entryLines(key, value, ''))
    .join('\n');
  const head = yaml === '' ? '---\n---\n' : `---\n${yaml}\n---\n`;
  const text = typeof body === 'string' ? body.replace(/\s+$/, '') : '';
  return text === '' ? head : `${head}\n${text}\n`;
}

/** Writes a JSON file. */
export function jsonToFile(data: unknown): string {
  return `${JSON.stringify(data, null, 2)}\n`;
}

/** The fields of a form, as far as key order needs them. */
type FieldTree = readonly CmsField[];

/** `value` with the keys of every group in the order of `fields` (unknown keys after them). */
export function orderedByFields(value: Value, fields: FieldTree | undefined): Value {
  if (Array.isArray(value)) return value.map((item) => orderedByFields(item, fields));
  if (!isGroup(value)) return value;
  const known = (fields ?? []).map((field) => field.name).filter((name) => name in value);
  const rest = Object.keys(value).filter((name) => !known.includes(name) && name !== 'body');
  const keys = [...known, ...rest, ...('body' in value ? ['body'] : [])];
  return Object.fromEntries(
    keys.map((name) => {
      const field: (CmsField & { fields?: CmsField[]; field?: CmsField }) | undefined = fields?.find(
        (candidate) => candidate.name === name,
      );
      return [name, orderedByFields(value[name] as Value, field?.fields ?? (field?.field ? [field.field] : undefined))];
    }),
  );
}

/**
 * The fields of the form that wrote `data`: a folder collection's, or the file of a files collection
 * whose fields are the ones Decap lists in `sortedKeys` (the top-level field names, in order).
 */
function formFields(collection: CmsCollection, sortedKeys: readonly string[] | undefined): FieldTree | undefined {
  if (collection.fields) return collection.fields;
  const files = collection.files ?? [];
  const names = (fields: FieldTree) => fields.map((field) => field.name).join(',');
  return files.find((file) => sortedKeys && names(file.fields) === sortedKeys.join(','))?.fields ?? files[0]?.fields;
}

/**
 * `value` without empty texts, lists and groups at any depth, or undefined when nothing is left:
 * what src/cms/prune.ts drops from the English text before saving, dropped from the Nepali text too
 * (Decap hands only the English text to the save hook).
 */
function withoutEmptyValues(value: Value | undefined): Value | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (Array.isArray(value)) {
    const items = value.map(withoutEmptyValues).filter((item): item is Value => item !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (isGroup(value)) {
    const entries = Object.entries(value)
      .map(([name, child]): [string, Value | undefined] => [name, withoutEmptyValues(child)])
      .filter((entry): entry is [string, Value] => entry[1] !== undefined);
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return value;
}

/**
 * Whether `collection` keeps both languages in each file (`{ "en": …, "ne": … }`): Decap translates
 * a files collection only that way (docs/content.md#both-languages-in-one-entry).
 */
const holdsBothLanguages = (collection: CmsCollection): boolean => Boolean(collection.files && collection.i18n);

/**
 * A file's text as the CMS writes it for `collection` (`md` front matter or JSON), empty values
 * left out. A language with nothing written yet is `{}` or an empty front matter (Decap writes a
 * Nepali file for every new entry; the site reads it as "not translated yet"); a file holding both
 * languages leaves such a language out.
 */
export function contentFileText(collection: CmsCollection, data: Record<string, Value>, sortedKeys?: string[]): string {
  const fields = formFields(collection, sortedKeys);
  if (holdsBothLanguages(collection)) {
    const languages = Object.entries(data)
      .map(([locale, text]): [string, Value | undefined] => [locale, withoutEmptyValues(text)])
      .filter((entry): entry is [string, Value] => entry[1] !== undefined);
    return jsonToFile(Object.fromEntries(languages.map(([locale, text]) => [locale, orderedByFields(text, fields)])));
  }
  const ordered = orderedByFields(withoutEmptyValues(data) ?? {}, fields) as Record<string, Value>;
  return collection.extension === 'md' ? markdownToFile(ordered) : jsonToFile(ordered);
}

/** The part of Decap's CMS object this needs. */
interface FormatRegistry {
  registerCustomFormat(
    name: string,
    extension: string,
    formatter: { fromFile(content: string): object; toFile(data: object, sortedKeys?: string[]): string },
  ): void;
}

/**
 * Registers one format per collection (`content-{name}`: the file's extension, keys in the form's
 * order) and sets it as the collection's `format`, in place.
 */
export function registerFormats(cms: FormatRegistry, collections: CmsCollection[]): void {
  for (const collection of collections) {
    const extension = collection.extension === 'md' ? 'md' : 'json';
    const name = `content-${collection.name}`;
    cms.registerCustomFormat(name, extension, {
      fromFile: (content) => (extension === 'md' ? markdownFromFile(content) : (JSON.parse(content) as object)),
      toFile: (data, sortedKeys) => contentFileText(collection, data as Record<string, Value>, sortedKeys),
    });
    (collection as { format: string }).format = name;
  }
}
