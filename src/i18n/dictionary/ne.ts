/**
 * Nepali: the dictionary of src/i18n/dictionary/en.ts, key for key (a missing or extra key fails
 * `astro check`). Digits inside texts stay ASCII here: pages and islands write them in Devanagari
 * when they fill a template (src/i18n/fill.ts). Terms follow docs/glossary.md.
 */
import type { Dictionary } from './index';

export const ne: Dictionary = {
  // ── Layout, header, islands and the libraries they read: sections below this line.

  // ── End of the islands' sections.

  // ── Pages and their components: sections below this line.

  // ── End of the pages' sections.
};
