/**
 * Which language a path is in and where the same page lives in the other language.
 *
 * English pages keep today's URLs; a Nepali page is the English path under `/ne`
 * (`/request-demo` → `/ne/request-demo`) (docs/languages.md). Pure: read by the pages, the form
 * endpoints and the tests; which pages are built in Nepali is src/i18n/pageLocales.ts.
 */
import { cleanPath } from '../lib/paths';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './locales';

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
 *
 * Astro's `getRelativeLocaleUrl` (astro:i18n) gives the same paths but one: the Nepali home page,
 * which it writes `/ne/` although the site's URLs have no trailing slash (`/ne`, the file ne.html).
 * And `astro:i18n` exists only inside Astro's Vite build, while astro.config.mjs (through
 * src/lib/crawling.ts) and the Netlify Functions read this file too. A unit test keeps the two
 * in step.
 * @example pathInLocale('/request-demo', 'ne') === '/ne/request-demo'; pathInLocale('/ne', 'en') === '/'
 */
export function pathInLocale(path: string, locale: Locale): string {
  const base = basePath(path);
  const prefix = localePrefix(locale);
  return prefix ? cleanPath(`${prefix}${base === '/' ? '' : base}`) : base;
}

/**
 * The `[...locale]` param of the routes under src/pages/[...locale]/ for a language: undefined
 * for English (today's URLs, no prefix), the language's code for the others.
 * @example localeParam('en') === undefined; localeParam('ne') === 'ne'
 */
export function localeParam(locale: Locale): string | undefined {
  return locale === DEFAULT_LOCALE ? undefined : locale;
}

/**
 * `getStaticPaths` of a page built once per language (a route under src/pages/[...locale]/ without
 * other params): `{ params: { locale } }` for each of `locales`, English first.
 * @example everyLocale() → [{ params: { locale: undefined } }, { params: { locale: 'ne' } }]
 */
export function everyLocale(locales: readonly Locale[] = LOCALES) {
  return locales.map((locale) => ({ params: { locale: localeParam(locale) } }));
}

/**
 * `getStaticPaths` of a dynamic page in every language: `paths(locale)` gives a language's entries
 * (read from its content, e.g. getModules(locale)), and each gets that language's `locale` param.
 */
export async function inEveryLocale<P extends Record<string, string | number | undefined>, Props>(
  paths: (locale: Locale) => readonly { params: P; props?: Props }[] | Promise<readonly { params: P; props?: Props }[]>,
) {
  const perLocale = await Promise.all(
    LOCALES.map(async (locale) =>
      (await paths(locale)).map((path) => ({ ...path, params: { ...path.params, locale: localeParam(locale) } })),
    ),
  );
  return perLocale.flat();
}

/**
 * The language of the page being rendered: `Astro.currentLocale`, which Astro's i18n routing
 * (astro.config.mjs) reads from the URL (`/ne/…` Nepali, the rest English). The one place a page
 * learns its language; pass `Astro`.
 * @throws Error when Astro gives no locale or one not in LOCALES (i18n routing switched off)
 */
export function pageLocale(astro: { readonly currentLocale: string | undefined }): Locale {
  const locale = astro.currentLocale;
  if (!isLocale(locale)) throw new Error(`Astro.currentLocale is ${locale}: expected one of ${LOCALES.join(', ')}`);
  return locale;
}
