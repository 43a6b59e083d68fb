/**
 * The seven flat illustrations of the home-page slideshow, drawn as devices and paper on a light
 * brand background; each is a widget list in slides/{n}-{topic}.json.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { mark } from '../brand.mjs';
import * as kit from '../products/kit.mjs';
import { drawWidgets } from '../widgets.mjs';
import * as props from './kit.mjs';

const DIR = new URL('./', import.meta.url);
const { C, TONES: _tones, esc: _esc, textWidth: _textWidth, svgDoc, ...kitWidgets } = kit;
const widgets = { ...kitWidgets, ...props, mark };

/** File name under /images/slideshow/ (without .svg) → function returning the SVG text. */
export const slides = Object.fromEntries(
  readdirSync(DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const { title, body } = JSON.parse(readFileSync(new URL(f, DIR), 'utf8'));
      return [f.slice(0, -5), () => svgDoc({ title, body: drawWidgets(body, widgets, C) })];
    }),
);
