/**
 * One dictionary per language (./en.ts is the source, ./ne.ts is typed against it) and the one
 * accessor every page and component reads them through. Islands do not import this: they get the
 * words they show as props from the page that renders them.
 */
import type { Locale } from '../locales';
import { en } from './en';
import { ne } from './ne';
import type { Dictionary } from './types';

export type { Dictionary, Words } from './types';

const DICTIONARIES: Readonly<Record<Locale, Dictionary>> = { en, ne };

/**
 * The dictionary of `locale`: `t(locale).layout.skipToContent`. Typed, so a key that does not
 * exist fails `astro check` rather than showing nothing.
 */
export function t(locale: Locale): Dictionary {
  return DICTIONARIES[locale];
}

/**
 * A text that depends on a count and the form `plural()` picks for a count: they live in
 * src/i18n/fill.ts, which islands import, so an island picks a form without loading the dictionaries.
 */
export { plural, type PluralText } from '../fill';
