/** The application every product screen is drawn in: dark sidebar with the module navigation, page header. */
import { mark } from '../brand.mjs';
import { browserWindow, BROWSER_BAR, WINDOW_RADIUS } from '../window.mjs';
import { C, avatar, button, rect, svgDoc, text, textWidth } from './kit.mjs';

/**
 * A product screen. `nav` lists the sidebar modules and `active` the current one; `heading`
 * and `sub` title the page; `action` labels the primary button; `body` is the page content,
 * drawn in the area x 220..940, y 116..584.
 */
export function screen({ title, url, product, nav, active, heading, sub, action, body, date = '2082-01-12 BS' }) {
  const r = WINDOW_RADIUS;
  let out = browserWindow(960, 600, url);
  // Sidebar, inside the window border, its bottom-left corner following the window's.
  out += `<path d="M1 ${BROWSER_BAR}h199v563H${r + 1}a${r} ${r} 0 0 1-${r}-${r}z" fill="${C.ink}"/>`;
  out += mark(34, 66, 28);
  out += text(56, 63, 'Sarathi ERP', { size: 13, weight: 700, fill: C.white });
  out += text(56, 78, product, { size: 9.5, fill: C.s400 });
  nav.forEach((item, i) => {
    const y = 108 + i * 38;
    const on = item === active;
    if (on) out += rect(12, y, 176, 30, { rx: 8, fill: C.brand });
    out += rect(24, y + 9, 12, 12, { rx: 3, fill: on ? C.white : C.s600, opacity: on ? 0.9 : undefined });
    out += text(46, y + 19, item, { size: 12, weight: on ? 600 : undefined, fill: on ? C.white : C.s300 });
  });
  out += rect(12, 540, 176, 44, { rx: 10, fill: C.s800 });
  out += text(24, 558, 'Fiscal year 2081/82', { size: 10, fill: C.s400 });
  out += text(24, 573, 'Kathmandu branch', { size: 11, weight: 600, fill: C.white });
  // Page header.
  out += text(220, 72, heading, { size: 19, weight: 700, fill: C.ink });
  out += text(220, 92, sub, { size: 11.5, fill: C.s500 });
  const bw = action ? textWidth(action, 12) + 28 : 0;
  if (action) out += button(940 - bw, 58, action);
  const chipW = textWidth(date, 10.5) + 20;
  const chipX = 940 - bw - (action ? 12 : 0) - 40 - chipW;
  out += rect(chipX, 62, chipW, 24, { rx: 12, fill: C.white, stroke: C.s200 });
  out += text(chipX + chipW / 2, 78, date, { size: 10.5, fill: C.s600, anchor: 'middle' });
  out += avatar(940 - bw - (action ? 12 : 0) - 16, 74, 14, 'SK', 'green');
  out += body;
  return svgDoc({ title, body: out });
}
