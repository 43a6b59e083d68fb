/** A word written in Devanagari (Nepali), by its first letter. */
const DEVANAGARI = /^[\u0900-\u097F]/;

/**
 * The initials a person is shown with when they have no portrait, taken from their first and last
 * names in the script the name is written in, so a Nepali page shows Nepali letters: "Dipesh
 * Shrestha" → "DS"; "दिपेश श्रेष्ठ" → "दि.श्रे.", each name's first syllable with a full stop, the way
 * Nepali shortens names (a bare "सर" from "सुनिता राई" would read as the word "sir"). Titles ending in
 * a full stop ("Dr.") are skipped.
 * @param name a person's name as the page shows it
 * @returns the initials; '' for an empty name
 */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '' && !word.endsWith('.'));
  const ends = words.length > 1 ? [words[0] ?? '', words[words.length - 1] ?? ''] : words;
  const syllables = new Intl.Segmenter('ne', { granularity: 'grapheme' });
  return ends
    .map((word) => {
      const first = syllables.segment(word)[Symbol.iterator]().next().value?.segment ?? '';
      return DEVANAGARI.test(word) ? `${first}.` : first.toLocaleUpperCase('en');
    })
    .join('');
}
