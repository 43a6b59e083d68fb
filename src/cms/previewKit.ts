/**
 * What every preview of the editor (src/cms/previews.ts, src/cms/sitePreviews.ts) needs from
 * Decap's preview props: the entry's values, its language, its pictures and, for a Nepali entry,
 * the English one its texts are laid over. A preview redraws on every keystroke, so nothing here
 * throws on a half-typed value; a preview shows what is there and marks what is still empty.
 */
import { createElement as h, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import type { Locale } from '../i18n/locales';
import { draftPictureUrl } from './draftPictures';

/** The entry's data as plain JavaScript (an empty object before it is loaded). */
export function dataOf(props: PreviewTemplateComponentProps): Record<string, unknown> {
  const data = props.entry.get('data') as { toJS?: () => unknown } | undefined;
  const plain = data?.toJS?.() ?? data;
  return isRecord(plain) ? plain : {};
}

/** True for a plain object (not a list, not null). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as text: the string itself, or '' for anything else. */
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A value as a list: the array itself, or [] for anything else. */
export const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/**
 * The language an entry is previewed in: `props.locale` where Decap passes one, else Nepali when
 * the preview shows the Nepali side of an entry (the language chosen above the left-hand form),
 * else English.
 */
export function localeOf(props: PreviewTemplateComponentProps): Locale {
  const chosen = (props as { locale?: unknown }).locale;
  if (chosen === 'ne' || chosen === 'en') return chosen;
  // With both languages in one entry, Decap previews the Nepali side by putting its data in the
  // entry's place (getPreviewEntry): the two are then the very same object.
  const entry = props.entry as unknown as { get(key: string): unknown; getIn(path: string[]): unknown };
  const nepali = entry.getIn(['i18n', 'ne', 'data']);
  return nepali !== undefined && nepali === entry.get('data') ? 'ne' : 'en';
}

/**
 * Sets the preview frame's `<html lang>` to `locale`, as the site's pages are marked, so the
 * site's Nepali type (src/styles/nepali.css: the Devanagari face, its line height) applies to a
 * Nepali preview and not to an English one.
 */
export function useFrameLanguage(props: PreviewTemplateComponentProps, locale: Locale): void {
  const root = props.document.documentElement;
  useLayoutEffect(() => {
    root.lang = locale;
  }, [root, locale]);
}

/**
 * The address the preview shows the picture at site path `path` from (e.g.
 * /images/news/ward-gate.png): the upload itself while it is only in the draft (src/cms/draftPictures.ts),
 * else the path, which the site serves. '' when there is no picture.
 */
export function pictureUrl(props: PreviewTemplateComponentProps, path: string): string {
  if (!path) return '';
  return draftPictureUrl(props.entry, path) ?? path;
}

/**
 * The published English entry `slug` of `collection` (its data), loaded once through Decap; {}
 * while it loads or when there is none yet (a new entry).
 */
export function useEnglishEntry(
  props: PreviewTemplateComponentProps,
  collection: string,
  slug: string,
): Record<string, unknown> {
  const [english, setEnglish] = useState<Record<string, unknown>>({});
  const { getCollection } = props;
  useEffect(() => {
    let current = true;
    const load = getCollection as unknown as (name: string, slug: string) => Promise<{ get(key: string): unknown }>;
    load(collection, slug).then(
      (entry) => {
        const data = entry.get('data') as { toJS?: () => unknown } | undefined;
        const plain = data?.toJS?.() ?? data;
        if (current) setEnglish(isRecord(plain) ? plain : {});
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [getCollection, collection, slug]);
  return english;
}

/**
 * `english` with the texts of `translated` laid over it, as the site lays an entry's Nepali text
 * over its English one (src/data/translations.ts), but forgiving: a text replaces the value at the
 * same place, a list is merged item by item in the English order, and what `translated` lacks or
 * does not match stays English.
 */
export function layOver(english: unknown, translated: unknown): unknown {
  if (typeof translated === 'string') return translated.trim() ? translated : english;
  if (Array.isArray(translated)) {
    if (!Array.isArray(english)) return translated;
    return english.length === 0 ? translated : english.map((item, index) => layOver(item, translated[index]));
  }
  if (isRecord(translated)) {
    if (!isRecord(english)) return translated;
    const merged: Record<string, unknown> = { ...english };
    for (const [key, value] of Object.entries(translated)) merged[key] = layOver(english[key], value);
    return merged;
  }
  return english ?? translated;
}

/**
 * `value`, or while it is empty a muted placeholder naming the field (`label`, in the editor's
 * English like the form's labels), so a new entry's preview shows where its texts will go instead
 * of an empty frame.
 */
export function orPlaceholder(value: string, label: string): ReactNode {
  return value.trim() ? value : h('span', { className: 'italic text-slate-400' }, `${label} (empty)`);
}
