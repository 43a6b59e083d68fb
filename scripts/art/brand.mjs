/** The brand mark (a chariot wheel with an accent hub), the favicon and the logo. */
import { readFileSync } from 'node:fs';
import { accent } from './palette.mjs';
import { C, circle, path, rect, svgDoc } from './products/kit.mjs';

/**
 * The mark's shapes on a square grid: the same file the site header's logo (NavLogo) draws from,
 * so the favicon, the logo and every picture show the mark a visitor sees in the header.
 */
const MARK = JSON.parse(readFileSync(new URL('../../src/islands/nav/brandMark.json', import.meta.url), 'utf8'));

/**
 * The Sarathi mark centred at (cx, cy), `size` wide: rounded square, rim, eight spokes and hub.
 * `fg` draws the wheel, `bg` fills the rounded square behind it (omit for none), `hub` the hub.
 * @returns {string} SVG fragment: one group scaled from the mark's grid, so its shapes stay exact
 */
export function mark(cx, cy, size, { fg = C.white, bg = C.brand, hub = accent[400] } = {}) {
  const { size: grid, tile, rim, spokes } = MARK;
  const k = Math.round((size / grid) * 10000) / 10000;
  const c = grid / 2;
  let out = bg ? rect(0, 0, grid, grid, { rx: tile.rx, fill: bg }) : '';
  out += circle(c, c, rim.r, { fill: 'none', stroke: fg, sw: rim.strokeWidth });
  out += path(spokes.d, { stroke: fg, sw: spokes.strokeWidth, cap: 'butt' });
  out += circle(c, c, MARK.hub.r, { fill: hub });
  return `<g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${k})">${out}</g>`;
}

/** public/favicon.svg: the mark on a brand-blue rounded square. */
export function favicon() {
  return svgDoc({ width: 64, height: 64, title: 'Sarathi ERP', body: mark(32, 32, 64) });
}

/** public/images/logo.svg: the mark and the wordmark "Sarathi ERP". */
export function logo() {
  const body =
    mark(22, 24, 44) +
    `<text x="54" y="32" font-size="24" font-weight="700" fill="${C.ink}">Sarathi <tspan fill="${C.brand}">ERP</tspan></text>`;
  return svgDoc({ width: 220, height: 48, title: 'Sarathi ERP', body });
}
