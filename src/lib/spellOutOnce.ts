/**
 * A Nepali page spells a name out once (docs/glossary.md#spelled-out-once): every entry writes the
 * glossary's full form ('स्वास्थ्य बीमा बोर्ड (HIB)'), since any of them may be the first a page
 * shows, and the page keeps the first full form of each name and writes the short form ('HIB') for
 * the ones after it. Done over the page's HTML because no entry knows what the page put before it.
 */
import { Parser } from 'htmlparser2';
import type { GlossedName } from '../i18n/glossedNames';

/** Postpositions a Devanagari short form takes without a space ('भ्याटको', 'भ्याटसहित'). */
const JOINED_SUFFIX = /^ (?=(?:को|का|की|मा|ले|बाट|लाई|सँग|सहित|अनुसार)(?:[\s,।;:)!?]|को|का|की|$))/u;
const DEVANAGARI = /^[\u0900-\u097F]/u;

/** How text at the parser's position is treated: shortened, seen but left as it is, or not read. */
type Mode = 'edit' | 'keep' | 'skip';

/** A run of text in the page: its place in the HTML, and how it is treated. */
interface Segment {
  start: number;
  end: number;
  text: string;
  mode: 'edit' | 'keep';
}

/**
 * `html` with every full form of `names` after the first written as its short form, in the text of
 * <body> in document order. Text an island renders from its props is counted but left as it is (the
 * browser renders it again from the same props); its static children (`<astro-slot>`, Astro's slot
 * templates) are shortened like the rest. Scripts, styles, the <head> and text marked in another
 * language (`lang="en"`: an entry not yet translated) are not read; attributes are not changed.
 * A full form split at a space by inline markup ('<span>१३% मूल्य</span> अभिवृद्धि कर (VAT)', where
 * a number is kept on one line with its next word) is found too; the short form then follows the
 * markup ('<span>१३% </span>भ्याट').
 * @param html a whole page or a fragment; returned as it is when no name can be there twice
 */
export function spellOutOnce(html: string, names: readonly GlossedName[]): string {
  const lastWords = names.map(({ full }) => full.slice(full.lastIndexOf(' ') + 1));
  if (!lastWords.some((word) => html.indexOf(word) !== html.lastIndexOf(word))) return html;
  const segments = textSegments(html);
  const seen = new Set<string>();
  segments.forEach((segment, index) => {
    const previous = segments[index - 1];
    const joined =
      previous && previous.mode === segment.mode && /^(?:<[^>]*>)+$/.test(html.slice(previous.end, segment.start))
        ? previous
        : undefined;
    shortenRepeats(segment, joined, names, seen);
  });
  let out = '';
  let at = 0;
  for (const { start, end, text } of segments) {
    out += html.slice(at, start) + text;
    at = end;
  }
  return out + html.slice(at);
}

/** The runs of text of <body> that are read, in document order (see spellOutOnce). */
function textSegments(html: string): Segment[] {
  const segments: Segment[] = [];
  const modes: Mode[] = [];
  const mode = (): Mode => modes.at(-1) ?? 'edit';
  const parser = new Parser({
    onopentag(name, attribs) {
      const parent = mode();
      const lang = attribs['lang'];
      if (parent === 'skip' || name === 'head' || name === 'script' || name === 'style') modes.push('skip');
      else if (lang !== undefined && lang !== 'ne') modes.push('skip');
      else if (name === 'astro-island') modes.push('keep');
      else if (name === 'astro-slot' || (name === 'template' && 'data-astro-template' in attribs)) modes.push('edit');
      else modes.push(parent);
    },
    onclosetag() {
      modes.pop();
    },
    ontext() {
      const current = mode();
      if (current === 'skip') return;
      const start = parser.startIndex;
      const end = parser.endIndex + 1;
      segments.push({ start, end, text: html.slice(start, end), mode: current });
    },
  });
  parser.write(html);
  parser.end();
  return segments;
}

/**
 * Writes short, in `segment` (when its mode is `edit`), each full form of `names` that `seen`
 * already holds, and adds the others to `seen` in their order. `previous`, the run just before it
 * with only markup between them, may hold the first words of a full form `segment` ends.
 */
function shortenRepeats(
  segment: Segment,
  previous: Segment | undefined,
  names: readonly GlossedName[],
  seen: Set<string>,
): void {
  const edit = segment.mode === 'edit';
  const text = segment.text;
  // A full form whose first words end the run before, the rest starting this one.
  for (const name of names) {
    if (!previous) break;
    const split = splitAt(name.full, previous.text, text);
    if (split === undefined) continue;
    if (seen.has(name.full) && edit) {
      const rest = text.slice(split.tail.length);
      previous.text = previous.text.slice(0, previous.text.length - split.head.length);
      segment.text = name.short + (joins(name, rest) ? rest.slice(1) : rest);
    }
    seen.add(name.full);
    break;
  }
  const found = names
    .flatMap((name) =>
      [...segment.text.matchAll(new RegExp(escapeRegExp(name.full), 'gu'))].map((match) => ({ name, at: match.index })),
    )
    .sort((a, b) => a.at - b.at);
  if (found.length === 0) return;
  let out = '';
  let at = 0;
  for (const { name, at: index } of found) {
    if (!seen.has(name.full) || !edit) {
      seen.add(name.full);
      continue;
    }
    const after = index + name.full.length;
    out += segment.text.slice(at, index) + name.short;
    at = joins(name, segment.text.slice(after)) ? after + 1 : after;
  }
  segment.text = out + segment.text.slice(at);
}

/**
 * Where `full` is split between the end of `before` and the start of `after` at one of its spaces:
 * its words that end `before` (`head`) and the rest that starts `after` with its space (`tail`).
 */
function splitAt(full: string, before: string, after: string): { head: string; tail: string } | undefined {
  for (let space = full.indexOf(' '); space > 0; space = full.indexOf(' ', space + 1)) {
    const head = full.slice(0, space);
    const tail = full.slice(space);
    if (before.endsWith(head) && after.startsWith(tail)) return { head, tail };
  }
  return undefined;
}

/** True when a Devanagari short form joins the postposition that starts `rest` ('भ्याटको'). */
function joins(name: GlossedName, rest: string): boolean {
  return DEVANAGARI.test(name.short) && JOINED_SUFFIX.test(rest);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
