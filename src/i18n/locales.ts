/**
 * The site's languages: English at today's URLs (no prefix) and Nepali under /ne/. Astro's i18n
 * routing (astro.config.mjs), the content readers, the CMS and the forms all read this list, so a
 * language is added here once.
 */
export const LOCALES = ['en', 'ne'] as const;

/** A language of the site: 'en' (English, the default) or 'ne' (Nepali). */
export type Locale = (typeof LOCALES)[number];

/** English: the language of every entry's base file and of URLs without a prefix. */
export const DEFAULT_LOCALE: Locale = 'en';

/** True when `value` names one of the site's languages. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The language of an entry's texts where it is not the page's, else undefined: what an element
 * showing them sets as its `lang` (and `data-fallback`) on a page in `locale`, when the entry's
 * text in that language is not written yet (docs/languages.md#when-a-nepali-text-is-missing).
 * @example fallbackLang('en', 'ne') === 'en'; fallbackLang('ne', 'ne') === undefined
 */
export function fallbackLang(contentLocale: Locale | undefined, locale: Locale): Locale | undefined {
  return contentLocale && contentLocale !== locale ? contentLocale : undefined;
}
