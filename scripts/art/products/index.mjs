/**
 * Product screens: four per sub-industry, each a widget list in products/screens/{subIndustry}-{n}.json,
 * drawn in the product's application (apps.json: product name, URL folder, sidebar modules).
 * All names and figures are demo data.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { drawWidgets } from '../widgets.mjs';
import { screen } from './frame.mjs';
import * as kit from './kit.mjs';

const readJson = (url) => JSON.parse(readFileSync(url, 'utf8'));
const SCREENS_DIR = new URL('./screens/', import.meta.url);
const APPS = readJson(new URL('./apps.json', import.meta.url));
const { C, TONES: _tones, esc: _esc, textWidth: _textWidth, ...widgets } = kit;

/** Draws one screen file; throws when its sub-industry has no entry in apps.json. */
function drawScreen(name) {
  const { body, ...page } = readJson(new URL(`${name}.json`, SCREENS_DIR));
  const subIndustry = name.replace(/-\d+$/, '');
  const app = APPS[subIndustry];
  if (!app) throw new Error(`products/screens/${name}.json: no "${subIndustry}" in products/apps.json`);
  return screen({
    product: app.product,
    nav: app.nav,
    ...page,
    url: `app.sarathierp.com.np/${app.slug}/${page.url}`,
    body: drawWidgets(body, widgets, C),
  });
}

/** File name under /images/products/ (without .svg) → function returning the SVG text. */
export const productScreens = Object.fromEntries(
  readdirSync(SCREENS_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => f.slice(0, -5))
    .map((name) => [name, () => drawScreen(name)]),
);
