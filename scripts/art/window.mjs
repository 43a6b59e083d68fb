/** The browser window every app screen is shown in, so product screens and module screenshots look alike. */
import { slate, white } from './palette.mjs';
import { esc } from './svg.mjs';

/** Corner radius of the window; app chrome drawn inside rounds its bottom corners to match. */
export const WINDOW_RADIUS = 12;

/** Height of the browser bar; the app starts below it. */
export const BROWSER_BAR = 36;

/**
 * A rounded browser window with a grey bar, three window dots and the address in a pill.
 * @param {number} width window width in user units (the whole picture)
 * @param {number} height window height in user units
 * @param {string} url the address shown, without https://
 * @returns {string} SVG fragment; the page area is y ≥ 36, painted slate-50
 */
export function browserWindow(width, height, url) {
  const r = WINDOW_RADIUS;
  return (
    `<rect x="1" y="1" width="${width - 1}" height="${height - 1}" rx="${r}" fill="${slate[50]}" stroke="${slate[300]}"/>` +
    `<path d="M0.5 ${r + 0.5}a${r} ${r} 0 0 1 ${r}-${r}h${width - 2 * r - 1}a${r} ${r} 0 0 1 ${r} ${r}v${BROWSER_BAR - r}H.5z" fill="${slate[200]}"/>` +
    `<path d="M22 18h0M40 18h0M58 18h0" stroke="${slate[300]}" stroke-width="11" stroke-linecap="round"/>` +
    `<rect x="${width / 2 - 200}" y="7" width="400" height="22" rx="11" fill="${white}"/>` +
    `<text x="${width / 2}" y="22" font-size="12" fill="${slate[500]}" text-anchor="middle">${esc(url)}</text>`
  );
}
