/**
 * The language of a form island's texts. An island on a Nepali page receives `locale` and the
 * Nepali table as props (src/i18n/ne/forms.ts, passed by the page, so English pages carry none of
 * it) and provides its translate function here; the field, step, button and message components
 * read it with useFormText(). Without a provider every text is the English one.
 */
import { createContext, useContext, useMemo } from 'react';
import type { Locale } from '../../i18n/locales';
import { translator, type Translate, type Translations } from '../../i18n/translate';

/** Props of a form island that can be shown in another language than English. */
export interface FormLanguageProps {
  /** The page's language; default 'en'. */
  locale?: Locale | undefined;
  /** English text → its translation in `locale` (src/i18n/translate.ts); none for English. */
  translations?: Translations | undefined;
}

const ENGLISH = translator('en');

export const FormTextContext = createContext<Translate>(ENGLISH);

/** The translate function of the enclosing form island (English outside one). */
export function useFormText(): Translate {
  return useContext(FormTextContext);
}

/** The translate function of an island's `locale` and `translations` props, stable across renders. */
export function useTranslator({ locale = 'en', translations }: FormLanguageProps): Translate {
  return useMemo(() => (locale === 'en' ? ENGLISH : translator(locale, translations)), [locale, translations]);
}
