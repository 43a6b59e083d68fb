/**
 * The initials a person is shown with when they have no portrait: the first letter of their first
 * and last names, in the script the name is written in ("Dipesh Shrestha" → "DS", "दिपेश श्रेष्ठ" →
 * "दश"), so a Nepali page shows Nepali letters. Titles ending in a full stop ("Dr.") are skipped.
 * @param name a person's name as the page shows it
 * @returns one or two letters, upper case where the script has cases; '' for an empty name
 */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '' && !word.endsWith('.'));
  const ends = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  // The first code point, not the first grapheme: "श्रेष्ठ" starts with the letter श, not with the
  // whole conjunct and its vowel sign.
  return ends.map((word) => (Array.from(word ?? '')[0] ?? '').toLocaleUpperCase()).join('');
}
