/**
 * Translation by source text, for the texts the forms and the form endpoints already hold in
 * English (field labels, options, schema messages, alerts): a table maps each English text, word
 * for word, to its translation, so the English stays the one source and a text without a
 * translation shows in English rather than not at all (the tables are checked complete by
 * tests/unit/translations.test.ts). A key may hold `{name}` placeholders: `Step {step} of 2` is
 * looked up as a template, and a finished text such as `Please use at most 254 characters.` is
 * matched against the templates. No zod, no React: the islands load this eagerly. Filling a
 * template and writing digits is src/i18n/fill.ts.
 */
import type { Locale } from './locales';
import { fill, PLACEHOLDER } from './fill';

/** English source text (or template) → translation; an empty table means English. */
export type Translations = Readonly<Record<string, string>>;

/** Looks a text up: `t('Next')`, `t('Step {step} of 2', { step: 1 })`. Numbers are written in the locale's digits. */
export type Translate = (english: string, values?: Readonly<Record<string, string | number>>) => string;

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
