/**
 * Translation by source text, for the texts the forms and the form endpoints already hold in
 * English (field labels, options, schema messages, alerts): a table maps each English text, word
 * for word, to its translation, so the English stays the one source and a text without a
 * translation shows in English rather than not at all (the tables are checked complete by
 * tests/unit/translations.test.ts). A key may hold `{name}` placeholders: `Step {step} of 2` is
 * looked up as a template, and a finished text such as `Please use at most 254 characters.` is
 * matched against the templates. No zod, no React: the islands load this eagerly.
 */
import type { Locale } from './locales';

/** English source text (or template) → translation; an empty table means English. */
export type Translations = Readonly<Record<string, string>>;

/** Looks a text up: `t('Next')`, `t('Step {step} of 2', { step: 1 })`. Numbers are written in the locale's digits. */
export type Translate = (english: string, values?: Readonly<Record<string, string | number>>) => string;

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

const PLACEHOLDER = /\{(\w+)\}/g;

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

/** A template key as a pattern that matches its finished texts, with its placeholder names. */
function templatePattern(template: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = template
    .split(PLACEHOLDER)
    .map((part, index) => {
      if (index % 2 === 1) {
        names.push(part);
        return '(.+?)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`), names };
}

/**
 * The translate function of `locale` over `table`. English (or an empty table) returns the text,
 * filled; an unknown text is returned as it came.
 */
export function translator(locale: Locale, table: Translations = {}): Translate {
  const templates = Object.keys(table)
    .filter((key) => key.includes('{'))
    .map((key) => ({ key, ...templatePattern(key) }));
  return (english, values) => {
    const direct = table[english];
    if (direct !== undefined) return fill(direct, values ?? {}, locale);
    if (!values) {
      for (const { key, pattern, names } of templates) {
        const match = pattern.exec(english);
        if (!match) continue;
        const found = Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? '']));
        return fill(table[key] ?? key, found, locale);
      }
    }
    return fill(english, values ?? {}, locale);
  };
}
