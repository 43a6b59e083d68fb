import type { Locale } from '../../i18n/locales';
import { LOCALE_FIELD } from '../../lib/forms/endpoints';

/**
 * The hidden field that tells the endpoint the page's language, so that a form posted without
 * JavaScript from a Nepali page is stored with its language and answered in Nepali. Nothing on
 * English pages, whose posts keep exactly the fields they always had.
 */
export function LocaleField({ locale }: { locale?: Locale | undefined }) {
  return locale && locale !== 'en' ? <input type="hidden" name={LOCALE_FIELD} value={locale} /> : null;
}
