/**
 * English, the source dictionary: every fixed text of the layout, the pages and the islands, by
 * section and key (texts editors change live in src/content). Nepali (./ne.ts) is typed against
 * this object, so a key missing or added there is a type error. `{name}` placeholders are filled
 * by src/i18n/fill.ts; a text that depends on a count is an object of Intl.PluralRules categories
 * (`{ one, other }`) read by `plural()` in ./index.ts. Terms follow docs/glossary.md.
 */
export const en = {
  // ── Layout, header, islands and the libraries they read: sections below this line.

  // ── End of the islands' sections.

  // ── Pages and their components: sections below this line.

  // ── End of the pages' sections.
} as const;
