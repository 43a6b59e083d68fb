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
