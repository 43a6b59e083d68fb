/**
 * Filling `{name}` placeholders and writing numbers in a locale's digits: the few functions every
 * page and island that shows a count uses, in a module of their own so an island that fills one
 * template loads nothing more (the forms' translation tables are src/i18n/translate.ts).
 */
import type { Locale } from './locales';

const DEVANAGARI_DIGITS = '०१२३४५६७८९';

/**
 * Writes the ASCII digits of `text` in the digits of `locale`: Devanagari (०–९) for Nepali, as
 * every Nepali page does (docs/languages.md#numbers-and-dates); English text is returned as it is.
 * @example localizeDigits('Step 1 of 2', 'ne') === 'Step १ of २'
 */
export function localizeDigits(text: string, locale: Locale): string {
  if (locale !== 'ne') return text;
  return text.replace(/[0-9]/g, (digit) => DEVANAGARI_DIGITS[Number(digit)] ?? digit);
}

/**
 * Writes Devanagari digits (०–९) in `text` as ASCII digits, so a number typed on a Nepali
 * keyboard is read like one typed in English.
 * @example asciiDigits('९८४१०७६२५३') === '9841076253'
 */
export function asciiDigits(text: string): string {
  return text.replace(/[०-९]/g, (digit) => String(DEVANAGARI_DIGITS.indexOf(digit)));
}

/** A `{name}` placeholder of a template. */
export const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * `template` with each `{name}` placeholder replaced by `values[name]`, its digits written in the
 * digits of `locale`; a placeholder without a value is left as it is.
 * @example fill('{reach} sites', { reach: '50+' }, 'ne') === '५०+ sites'
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>, locale: Locale): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    name in values ? localizeDigits(String(values[name]), locale) : whole,
  );
}

/**
 * The text before and after the `{name}` placeholder of `template`, for a page that sets the value
 * in an element of its own (a <strong>) rather than as plain text.
 * @throws Error when `template` has no `{name}`
 * @example around('{reach} sites', 'reach') → ['', ' sites']
 */
export function around(template: string, name: string): [string, string] {
  const placeholder = `{${name}}`;
  const at = template.indexOf(placeholder);
  if (at < 0) throw new Error(`"${template}" has no ${placeholder}`);
  return [template.slice(0, at), template.slice(at + placeholder.length)];
}
