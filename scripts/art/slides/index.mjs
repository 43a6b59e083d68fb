/**
 * The seven flat illustrations of the home-page slideshow, drawn as devices and paper on a light
 * brand background; each is a widget list in slides/{n}-{topic}.json. Each is drawn a second time
 * with the Nepali words of slides/ne.json, as `{n}-{topic}.ne`, for the Nepali home page
 * (docs/content.md#pictures).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { mark } from '../brand.mjs';
import * as kit from '../products/kit.mjs';
import { drawWidgets } from '../widgets.mjs';
import * as props from './kit.mjs';

const DIR = new URL('./', import.meta.url);
const { C, TONES: _tones, esc: _esc, textWidth: _textWidth, svgDoc, ...kitWidgets } = kit;
const widgets = { ...kitWidgets, ...props, mark };
/** The Nepali words of each slide (slides/ne.json). */
const NEPALI = JSON.parse(readFileSync(new URL('ne.json', DIR), 'utf8'));
const DEVANAGARI_DIGITS = '०१२३४५६७८९';

/** The widgets whose first string argument is words a reader sees: a text line and a badge. */
const WORDED = new Set(['text', 'badge']);

/**
 * `body` with the words of its texts and badges in Nepali, by `words` (English → Nepali, or a list
 * of the Nepali of each occurrence); a text of digits and signs alone gets Devanagari digits.
 * @param {string} name the slide's file name, for the message
 * @param {Array<[string, ...unknown[]]>} body the slide's widget calls
 * @param {Record<string, string | string[]>} words
 * @returns {Array<[string, ...unknown[]]>}
 * @throws {Error} naming a text `words` does not give, or a list that runs out
 */
export function inNepali(name, body, words) {
  const seen = new Map();
  return body.map((call) => {
    const [widget, ...args] = call;
    const at = args.findIndex((arg) => typeof arg === 'string');
    if (!WORDED.has(widget) || at < 0) return call;
    const english = args[at];
    let nepali = words[english];
    if (Array.isArray(nepali)) {
      const index = seen.get(english) ?? 0;
      seen.set(english, index + 1);
      nepali = nepali[index];
    }
    if (nepali === undefined && /^[\d\s.,:%+#-]+$/.test(english))
      nepali = english.replace(/\d/g, (digit) => DEVANAGARI_DIGITS[Number(digit)]);
    if (typeof nepali !== 'string')
      throw new Error(`scripts/art/slides/ne.json: ${name} has no Nepali for "${english}"`);
    const translated = [...args];
    translated[at] = nepali;
    return [widget, ...translated];
  });
}

/**
 * File name under /images/slideshow/ (without .svg) → function returning the SVG text.
 * @type {Record<string, () => string>}
 */
export const slides = Object.fromEntries(
  readdirSync(DIR)
    .filter((f) => f.endsWith('.json') && f !== 'ne.json')
    .sort()
    .flatMap((f) => {
      const name = f.slice(0, -5);
      const { title, body } = JSON.parse(readFileSync(new URL(f, DIR), 'utf8'));
      const drawn = [[name, () => svgDoc({ title, body: drawWidgets(body, widgets, C) })]];
      const nepali = NEPALI[name];
      if (nepali)
        drawn.push([
          `${name}.ne`,
          () => svgDoc({ title: nepali.title, body: drawWidgets(inNepali(name, body, nepali.text), widgets, C) }),
        ]);
      return drawn;
    }),
);
