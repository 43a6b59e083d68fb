/**
 * In a collapsed list of the editor each item is named by a text the editor wrote (a tier's name,
 * a question, a plan card's first feature), never by the internals of a value: Decap names an item
 * by its first field, and a first field that is itself a list read `List [ "…", "…" ]`.
 */
import { describe, expect, it } from 'vitest';
import type { CmsField } from 'decap-cms-core';
import { CMS_COLLECTIONS } from '../../src/cms/config';

/** Widgets whose value Decap shows as plain text. */
const TEXT_WIDGETS = new Set(['string', 'text', 'select', 'relation', 'number', 'datetime', 'image', 'hidden']);

/** Every list of objects in `fields`, at any depth, with where it is. */
function objectLists(fields: readonly CmsField[], where: string): { where: string; field: CmsField }[] {
  return fields.flatMap((field) => {
    const here = `${where}.${field.name}`;
    const inner = 'fields' in field && Array.isArray(field.fields) ? field.fields : [];
    const own = field.widget === 'list' && inner.length > 0 ? [{ where: here, field }] : [];
    return [...own, ...objectLists(inner, here)];
  });
}

const LISTS = CMS_COLLECTIONS.flatMap((collection) =>
  collection.files
    ? collection.files.flatMap((file) => objectLists(file.fields, `${collection.name}/${file.name}`))
    : objectLists(collection.fields ?? [], collection.name),
);

/** Whether the items of the list `field` are named by a text (see the file's comment). */
function namesItemsByText(field: CmsField): boolean {
  const fields = 'fields' in field ? (field.fields as CmsField[]) : [];
  const summary = ('summary' in field ? field.summary : undefined) ?? `{{fields.${fields[0]?.name ?? ''}}}`;
  const [, name = '', firstOfList] = /^\{\{fields\.(\w+)(\[0\])?/.exec(summary) ?? [];
  const named = fields.find((inner) => inner.name === name);
  if (!named) return false;
  if (firstOfList) return named.widget === 'list' && 'field' in named;
  return TEXT_WIDGETS.has(named.widget ?? 'string');
}

describe('collapsed list items', () => {
  it('are named by a text in every list of every form', () => {
    expect(LISTS.length).toBeGreaterThan(10);
    expect(LISTS.filter(({ field }) => !namesItemsByText(field)).map(({ where }) => where)).toEqual([]);
  });
});
