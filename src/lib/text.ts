/**
 * Small text helpers for layout. Pure.
 */

/**
 * Splits a text before its last word, so the last word can be kept on one line with an icon that
 * follows it (an icon never wraps alone onto a line of its own).
 *
 * @param text e.g. "Bagmati Community Hospital"
 * @returns `[lead, lastWord]`: `['Bagmati Community ', 'Hospital']`; `['', 'Word']` for one word
 */
export function splitLastWord(text: string): [string, string] {
  const trimmed = text.trimEnd();
  const cut = trimmed.search(/\S+$/);
  return cut <= 0 ? ['', trimmed] : [trimmed.slice(0, cut), trimmed.slice(cut)];
}

/** A run of text, and whether a line may not break inside it. */
export interface TextRun {
  text: string;
  keep: boolean;
}

/**
 * Terms a line must never split: an amount in rupees ("Rs. 4.8 lakh"), a number or range with its
 * unit ("1-2 weeks", "3-6 months", "25 minutes", "150 beds"), a bare range ("2081-82") and
 * "go-live". Browsers break after a hyphen and at any space, which left "go-" / "live" and
 * "3-" / "6 months" on two lines of a phone screen. In Nepali text: an amount in rupees
 * ("रु. ४.८ लाख"), a number in Devanagari digits with the word after it, which carries its unit or
 * its postposition ("२४ घण्टे", "२०२६ को", "४०% भन्दा"), and the brand "Sarathi ERP" (not a
 * product's whole name, which is wider than a phone in a heading: "Sarathi रेस्टुरेन्ट ERP").
 */
const UNBREAKABLE_TERMS =
  /Rs\.\s?\d[\d,.]*(?:\s(?:lakh|crore))?|\d+(?:[.,]\d+)?(?:-\d+(?:[.,]\d+)?)?\s(?:weeks?|months?|days?|hours?|minutes?|beds?|lakh|crore|years?)\b|\d+-\d+|\bgo-live\b|रु\.\s?[०-९][०-९,.]*(?:\s(?:लाख|करोड)[\u0900-\u0963\u0970-\u097F]*)?|[०-९]+(?:[.,/:][०-९]+)*%?(?:[-–][०-९]+%?)?\s[\u0900-\u0963\u0970-\u097F]+|\bSarathi ERP\b/gi;

/**
 * Splits a text into runs, marking the terms a line must not break inside (see UNBREAKABLE_TERMS),
 * so a component can set those in `white-space: nowrap` while the text itself stays as written
 * (search, copy and paste, screen readers see the same characters).
 *
 * @param text any display text
 * @returns the runs in order, joined they give `text`; one unmarked run when nothing matches
 * @example unbreakableRuns('Go live in 1-2 weeks.') → [{ text: 'Go live in ', keep: false }, { text: '1-2 weeks', keep: true }, { text: '.', keep: false }]
 */
export function unbreakableRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let last = 0;
  for (const match of text.matchAll(UNBREAKABLE_TERMS)) {
    if (match.index > last) runs.push({ text: text.slice(last, match.index), keep: false });
    runs.push({ text: match[0], keep: true });
    last = match.index + match[0].length;
  }
  if (last < text.length || runs.length === 0) runs.push({ text: text.slice(last), keep: false });
  return runs;
}
