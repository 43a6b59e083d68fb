/**
 * Plain text as a lead may hold it (docs/forms-and-leads.md#the-stored-lead): what a visitor types
 * is shown again in the sales e-mail, the daily summary and the CSV export, where a raw control
 * character, a bidi override or a broken UTF-16 sequence can fake extra lines ("Bcc: …" in a mail
 * body), reverse the text that follows or break the file. Used by the form schemas (client and
 * server alike) and by the functions for the request's own details. Pure; no imports, so the
 * islands can load it cheaply.
 */

// Characters that end a line: CR, LF, the other C0 line and page breaks, NEL and the Unicode line
// and paragraph separators.
const LINE_BREAKS = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/g;
// Every other control character (C0, DEL, C1; \p{Cc}), the bidi embeddings, overrides and isolates
// that reorder what follows them (U+202A–U+202E, U+2066–U+2069), and lone surrogates (\p{Cs} in a
// `u` regex matches only a surrogate without its partner; `String.prototype.toWellFormed` would
// keep them as U+FFFD, a visible "?" in the mail).
const UNSAFE_SINGLE_LINE = /[\p{Cc}\u202A-\u202E\u2066-\u2069]|\p{Cs}/gu;
// The same, but a tab is kept: it is ordinary in a pasted message.
const UNSAFE_MULTI_LINE = /[^\P{Cc}\t\n]|[\u202A-\u202E\u2066-\u2069]|\p{Cs}/gu;

/**
 * One line of text: every line break or tab becomes a space, other control characters, bidi
 * controls and lone surrogates are removed. Not trimmed (the schemas trim).
 * @example singleLine('Ramesh\r\nBcc: x\u0000') → 'Ramesh Bcc: x'
 */
export function singleLine(text: string): string {
  return text.replace(LINE_BREAKS, ' ').replace(/\t/g, ' ').replace(UNSAFE_SINGLE_LINE, '');
}

/**
 * Text that may span lines (the contact message): every line break becomes `\n`, tabs stay, other
 * control characters, bidi controls and lone surrogates are removed. Not trimmed.
 * @example multiLine('Hi,\r\nthanks\u202E') → 'Hi,\nthanks'
 */
export function multiLine(text: string): string {
  return text.replace(LINE_BREAKS, '\n').replace(UNSAFE_MULTI_LINE, '');
}

/**
 * The first `max` UTF-16 units of `text`, one fewer when the cut would split a surrogate pair.
 * @example cutTo('ab😀', 3) → 'ab'
 */
export function cutTo(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}
