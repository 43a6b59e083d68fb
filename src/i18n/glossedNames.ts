/**
 * The names a Nepali page spells out once (docs/glossary.md#spelled-out-once): each entry's text
 * writes the glossary's full form, so it reads right wherever it comes first, and a page shows the
 * full form at its first mention and the short form after it (src/lib/spellOutOnce.ts).
 */

/** One name: the glossary's full form as the texts write it, and what a later mention on the page says. */
export interface GlossedName {
  readonly full: string;
  readonly short: string;
}

export const GLOSSED_NAMES: readonly GlossedName[] = [
  { full: 'आन्तरिक राजस्व विभाग (IRD)', short: 'IRD' },
  { full: 'स्वास्थ्य बीमा बोर्ड (HIB)', short: 'HIB' },
  { full: 'सामाजिक सुरक्षा कोष (SSF)', short: 'SSF' },
  { full: 'मूल्य अभिवृद्धि कर (VAT)', short: 'भ्याट' },
  { full: 'OPD (बहिरङ्ग सेवा)', short: 'OPD' },
  { full: 'IPD (अन्तरङ्ग सेवा)', short: 'IPD' },
];
