/**
 * One dictionary per language (./en.ts is the source, ./ne.ts is typed against it) and the one
 * accessor every page and component reads them through. Islands do not import this: they get the
 * words they show as props from the page that renders them.
 */
import type { Locale } from '../locales';
import { en } from './en';
import { ne } from './ne';

/**
 * The shape of a dictionary: English's keys, each text widened to any string (a tuple stays a
 * tuple of the same length, so a list of slides or steps keeps its count in every language).
 */
export type Words<T> = T extends string
  ? string
  : T extends readonly unknown[]
    ? { readonly [K in keyof T]: Words<T[K]> }
    : { readonly [K in keyof T]: Words<T[K]> };

/** Every fixed text of the site in one language. */
export type Dictionary = Words<typeof en>;

const DICTIONARIES: Readonly<Record<Locale, Dictionary>> = { en, ne };

/**
 * The dictionary of `locale`: `t(locale).layout.skipToContent`. Typed, so a key that does not
 * exist fails `astro check` rather than showing nothing.
 */
export function t(locale: Locale): Dictionary {
  return DICTIONARIES[locale];
}

/** A text that depends on a count, by Intl.PluralRules category (English and Nepali use one and other). */
export interface PluralText {
  readonly one: string;
  readonly other: string;
}

/**
 * The form of `forms` that `count` takes in `locale`, by the platform's plural rules.
 * @example plural('en', 1, { one: '{count} result', other: '{count} results' }) === '{count} result'
 */
export function plural(locale: Locale, count: number, forms: PluralText): string {
  return new Intl.PluralRules(locale).select(count) === 'one' ? forms.one : forms.other;
}
