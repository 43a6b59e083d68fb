/**
 * Filling `{name}` placeholders, writing numbers in a locale's digits and picking a count's plural
 * form: the few functions every page and island that shows a count uses, in a module of their own so an island that fills one
 * template loads nothing more (the forms' translation tables are src/i18n/translate.ts).
 */
import type { Locale } from './locales';

const DEVANAGARI_DIGITS = '०१२३४५६७८९';

/** A text that depends on a count, by Intl.PluralRules category (English and Nepali use one and other). */
export interface PluralText {
  readonly one: string;
  readonly other: string;
}

/**
 * The form of `forms` that `count` takes in `locale`, by the platform's plural rules. Nepali's rule
 * is English's (one for 1, other for the rest), so a browser without Nepali locale data
 * (Chromium), which falls back to its own language's rules, still picks the right form.
 * @example plural('en', 1, { one: '{count} result', other: '{count} results' }) === '{count} result'
 */
export function plural(locale: Locale, count: number, forms: PluralText): string {
  return new Intl.PluralRules(locale).select(count) === 'one' ? forms.one : forms.other;
}

/**
 * A name whose digits are part of it, which keeps ASCII digits in every language
 * (docs/glossary.md#kept-in-latin-script): a Latin word with its number, joined or after a hyphen
 * (HL7, A4, A5, IPv6, ICD-10, RS-232, AES-256, FHIR R4), or a standard's number after ISO, IEC or
 * TLS (ISO/IEC 27001, ISO 15189, TLS 1.2). The first group of DIGIT_OR_NAME is such a name; any other
 * digit is a number.
 */
const DIGIT_OR_NAME = /(\b(?:ISO(?:\/IEC)?|IEC|TLS) \d+(?:\.\d+)*|\b[A-Za-z]+-?\d+(?:\.\d+)*[A-Za-z]*\b)|[0-9]/g;

/**
 * Writes the ASCII digits of `text` in the digits of `locale`: Devanagari (०–९) for Nepali, as
 * every Nepali page does (docs/languages.md#numbers-and-dates); English text is returned as it is.
 * The digits of a standard's or a format's name stay ASCII (HL7, A5, ISO/IEC 27001, IPv6): they
 * are part of the name, as it is printed on the machine or the certificate.
 * Hand-written rather than Intl.NumberFormat('ne'): it rewrites the digits inside any text a
 * template is filled with ('50+', '1-2 weeks', 'Step 1 of 2', a year), not one number;
 * NumberFormat would group a bare number such as a year (२,०२६ for 2026); and Chromium has no
 * Nepali number data at all (it writes ASCII digits).
 * @example localizeDigits('Step 1 of 2', 'ne') === 'Step १ of २'
 * @example localizeDigits('ISO 15189, 2 HL7 analysers', 'ne') === 'ISO 15189, २ HL7 analysers'
 */
export function localizeDigits(text: string, locale: Locale): string {
  if (locale !== 'ne') return text;
  return text.replace(DIGIT_OR_NAME, (match, name: string | undefined) =>
    name !== undefined ? name : (DEVANAGARI_DIGITS[Number(match)] ?? match),
  );
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

/**
 * A template to fill in whose values may be in another language than the page: an entry's name
 * shown in English on a Nepali page because its Nepali text is not written yet, inside a Nepali
 * sentence ('{industry}का प्रोडक्टहरू'). FilledText.astro renders it with only those values marked
 * (docs/languages.md#when-a-nepali-text-is-missing).
 */
export interface TextTemplate {
  template: string;
  values: Readonly<Record<string, string | number>>;
  /** The page's language: its digits write the values in the page's language. */
  locale: Locale;
  /** The language of a value where it is not the page's, by placeholder name. */
  langs?: Readonly<Record<string, string | undefined>> | undefined;
}

/** A run of a filled template: text in the page's language, or a value in `lang`. */
export interface FilledRun {
  text: string;
  lang?: string | undefined;
}

/**
 * The runs of `template` filled in: one run, `fill(template, values, locale)`, when no value it
 * uses has a `lang`; else the page's text between the values, and each value with a `lang` as a run
 * of its own, written as it is (its digits too: it is not in the page's language).
 * @example filledRuns({ template: '{industry}का प्रोडक्टहरू', values: { industry: 'Retail' }, locale: 'ne', langs: { industry: 'en' } })
 *   → [{ text: 'Retail', lang: 'en' }, { text: 'का प्रोडक्टहरू' }]
 */
export function filledRuns({ template, values, locale, langs = {} }: TextTemplate): FilledRun[] {
  const marked = (name: string) => name in values && langs[name] !== undefined;
  const used = [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
  if (!used.some(marked)) return [{ text: fill(template, values, locale) }];
  const runs: FilledRun[] = [];
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    if (!marked(name)) continue;
    const before = fill(template.slice(last, match.index), values, locale);
    if (before) runs.push({ text: before });
    runs.push({ text: String(values[name]), lang: langs[name] });
    last = match.index + match[0].length;
  }
  const after = fill(template.slice(last), values, locale);
  if (after) runs.push({ text: after });
  return runs;
}
