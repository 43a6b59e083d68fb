/**
 * The CMS's forms readied as /admin readies them (src/cms/admin.ts), the content files each form
 * edits, and what the form's controls say when an editor saves an entry: the same functions the
 * controls call (src/cms/validation.ts), visited field by field as Decap's form visits them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'astro/zod';
import type { CmsCollection, CmsField } from 'decap-cms-core';
import { fromJS } from 'immutable';
import { parse as parseYaml } from 'yaml';
import { CMS_COLLECTIONS } from '../../../src/cms/config';
import { cmsForms, FORM_SCHEMAS, type CmsForm } from '../../../src/cms/formSchemas';
import { pruneEmptyValues, type ImmutableCollection } from '../../../src/cms/prune';
import { entryProblems, fieldProblem, prepareForm, type CheckedField } from '../../../src/cms/validation';

/** A form with its schema, readied; `unmatched` lists the rules no field of it can show. */
export interface ReadyForm extends CmsForm {
  schema: z.ZodTypeAny;
  unmatched: string[];
  /** The content files the form edits, relative to the repository. */
  files: string[];
}

/**
 * The content files of a collection: a folder's English files (`{slug}.en.{extension}`, at any
 * depth: products and plans sit under their industry), or each file's path.
 */
function filesOf(collection: CmsCollection): Map<string, string[]> {
  if (collection.files)
    return new Map(collection.files.map((file) => [`${collection.name}/${file.name}`, [file.file]]));
  const folder = collection.folder ?? '';
  const extension = `.en.${collection.extension ?? 'md'}`;
  const files = readdirSync(join(process.cwd(), folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(extension))
    .sort();
  return new Map([[collection.name, files.map((name) => `${folder}/${name}`)]]);
}

/** Every form of /admin, readied on a copy of the configuration (the tests never change the real one). */
export function readyForms(collections: readonly CmsCollection[] = CMS_COLLECTIONS): ReadyForm[] {
  const copy = structuredClone(collections) as CmsCollection[];
  const files = new Map(copy.flatMap((collection) => [...filesOf(collection)]));
  return cmsForms(copy).map((form) => {
    const schema = FORM_SCHEMAS[form.schemaKey];
    if (!schema) throw new Error(`no schema for the form ${form.name} (${form.schemaKey})`);
    return { ...form, schema, unmatched: prepareForm(form.fields, schema), files: files.get(form.name) ?? [] };
  });
}

/** One content file as the CMS loads it: its data (front matter for Markdown) and its Markdown body. */
export interface LoadedEntry {
  file: string;
  data: Record<string, unknown>;
  body?: string;
}

/**
 * Reads a content file the way Decap does: JSON as it is, Markdown as front matter and body; a
 * settings file at the top of src/content, which holds both languages, as its English half.
 */
export function loadEntry(file: string): LoadedEntry {
  const text = readFileSync(join(process.cwd(), file), 'utf8');
  if (/^src\/content\/[^/]+\.json$/.test(file))
    return { file, data: (JSON.parse(text) as Record<string, Record<string, unknown>>)['en'] ?? {} };
  if (!file.endsWith('.md')) return { file, data: JSON.parse(text) as Record<string, unknown> };
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${file}: no front matter`);
  return { file, data: parseYaml(match[1] ?? '') as Record<string, unknown>, body: match[2] ?? '' };
}

/** The form of `name` among `forms`; throws naming it when there is none. */
export function formNamed(forms: readonly ReadyForm[], name: string): ReadyForm {
  const form = forms.find((candidate) => candidate.name === name);
  if (!form) throw new Error(`no form ${name}`);
  return form;
}

/**
 * What the form shows when the editor saves `data` (and `body`): each control's message, at any
 * depth of groups and lists, as `path: message`, then each problem of the whole entry at the field
 * that shows it (`(first field)` for the entry as a whole). Empty when the CMS would save it.
 */
export function refusals(form: ReadyForm, data: Record<string, unknown>, body?: string): string[] {
  const found: string[] = [];
  const check = (field: CheckedField, value: unknown, path: string) => {
    if (field.widget === 'hidden') return;
    const message = fieldProblem(field, value);
    if (message) found.push(`${path}: ${message}`);
    if (field.widget === 'object' && field.fields) visit(field.fields, value, path);
    if (field.widget === 'list' && Array.isArray(value)) {
      value.forEach((item, index) => {
        if (field.fields) visit(field.fields, item, `${path}.${index}`);
        else if (field.field) check(field.field, item, `${path}.${index}`);
      });
    }
  };
  const visit = (fields: readonly CmsField[], value: unknown, prefix: string) => {
    const object = (value ?? {}) as Record<string, unknown>;
    for (const field of fields as CheckedField[]) {
      if (form.frontMatter && !prefix && field.name === 'body') continue;
      check(field, object[field.name], prefix ? `${prefix}.${field.name}` : field.name);
    }
  };
  visit(form.fields, data, '');
  const bodyField = (form.fields as CheckedField[]).find((field) => field.name === 'body');
  if (form.frontMatter && bodyField && body !== undefined) check(bodyField, body, 'body');
  const saved = pruneEmptyValues(fromJS(data) as unknown as ImmutableCollection).toJS();
  for (const problem of entryProblems(form.schema, saved, form.fields, data))
    found.push(`${problem.at || '(first field)'}: ${problem.message}`);
  return found;
}
