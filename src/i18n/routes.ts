/**
 * Which language a path is in and where the same page lives in the other language.
 *
 * English pages keep today's URLs; a Nepali page is the English path under `/ne`
 * (`/request-demo` → `/ne/request-demo`) (docs/languages.md). Pure: read by the pages, the form
 * endpoints and the tests; which pages are built in Nepali is src/i18n/nepaliPages.ts.
 */
import { cleanPath } from '../lib/paths';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';

/** The URL prefix of a language: '' for English, '/ne' for Nepali. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/**
 * The language of a site path: Nepali when it is `/ne` or starts with `/ne/`, else English.
 * @example localeOfPath('/ne/request-demo') === 'ne'; localeOfPath('/news') === 'en'
 */
export function localeOfPath(path: string): Locale {
  const first = cleanPath(path).split('/')[1] ?? '';
  return LOCALES.find((locale) => locale !== DEFAULT_LOCALE && locale === first) ?? DEFAULT_LOCALE;
}

/**
 * The English path of any page: the path without its language prefix.
 * @example basePath('/ne/request-demo') === '/request-demo'; basePath('/ne') === '/'
 */
export function basePath(path: string): string {
  const clean = cleanPath(path);
  const prefix = localePrefix(localeOfPath(clean));
  return cleanPath(clean.slice(prefix.length) || '/');
}

/**
 * The path of the page `path` in `locale`, whether or not that page is built.
 * @example pathInLocale('/request-demo', 'ne') === '/ne/request-demo'; pathInLocale('/ne', 'en') === '/'
 */
export function pathInLocale(path: string, locale: Locale): string {
  const base = basePath(path);
  const prefix = localePrefix(locale);
  return prefix ? cleanPath(`${prefix}${base === '/' ? '' : base}`) : base;
}
