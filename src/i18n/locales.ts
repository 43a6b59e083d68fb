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
