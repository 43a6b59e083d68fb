/**
 * Product screens: four per sub-industry, described as widget lists in products/screens/{product}.json
 * and drawn in the product's application window. All names and figures are demo data.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { drawWidgets } from '../widgets.mjs';
import { screen } from './frame.mjs';
import * as kit from './kit.mjs';

const SCREENS_DIR = new URL('./screens/', import.meta.url);
const { C, TONES: _tones, esc: _esc, textWidth: _textWidth, ...widgets } = kit;

/** Draws one product's screens: file name (without .svg) → function returning the SVG text. */
function productScreensOf({ product, slug, nav, screens }) {
  return Object.fromEntries(
    screens.map(({ file, body, ...page }) => [
      file,
      () =>
        screen({
          product,
          nav,
          ...page,
          url: `app.sarathierp.com.np/${slug}/${page.url}`,
          body: drawWidgets(body, widgets, C),
        }),
    ]),
  );
}

/** File name under /images/products/ (without .svg) → function returning the SVG text. */
export const productScreens = Object.assign(
  {},
  ...readdirSync(SCREENS_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => productScreensOf(JSON.parse(readFileSync(new URL(f, SCREENS_DIR), 'utf8')))),
);
