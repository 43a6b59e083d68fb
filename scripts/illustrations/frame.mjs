/**
 * The brand mark (a chariot wheel whose hub is an "S") and the application window every
 * product screen is drawn in: browser bar, dark sidebar with the module navigation, page header.
 */
import { C, avatar, button, circle, path, rect, svgDoc, text, textWidth } from './kit.mjs';

/**
 * The Sarathi mark centred at (cx, cy), `size` wide: rim, four spokes, hub and an S-shaped axle.
 * `fg` draws the wheel, `bg` fills the rounded square behind it (omit for none).
 */
export function mark(cx, cy, size, { fg = C.white, bg = C.brand } = {}) {
  const k = size / 64;
  const p = (v) => Math.round(v * k * 100) / 100;
  let out = bg ? rect(cx - size / 2, cy - size / 2, size, size, { rx: p(15), fill: bg }) : '';
  out += circle(cx, cy, p(21), { fill: 'none', stroke: fg, sw: p(5.5) });
  for (const deg of [35, 145, 215, 325]) {
    const a = (deg * Math.PI) / 180;
    out += path(
      `M${(cx + p(12.5) * Math.cos(a)).toFixed(2)} ${(cy + p(12.5) * Math.sin(a)).toFixed(2)}L${(cx + p(20) * Math.cos(a)).toFixed(2)} ${(cy + p(20) * Math.sin(a)).toFixed(2)}`,
      { stroke: fg, sw: p(3), cap: 'butt' },
    );
  }
  out += path(
    `M${cx} ${cy - p(21)}A${p(10.5)} ${p(10.5)} 0 0 0 ${cx} ${cy}A${p(10.5)} ${p(10.5)} 0 0 1 ${cx} ${cy + p(21)}`,
    { stroke: fg, sw: p(5.5) },
  );
  return out;
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

/**
 * A product screen. `nav` lists the sidebar modules and `active` the current one; `heading`
 * and `sub` title the page; `action` labels the primary button; `body` is the page content,
 * drawn in the area x 220..940, y 116..584.
 */
export function screen({ title, url, product, nav, active, heading, sub, action, body, date = '2082-01-12 BS' }) {
  let out = rect(0, 0, 960, 600, { rx: 14, fill: C.s50 });
  // Browser bar.
  out += `<path d="M14 0h932a14 14 0 0 1 14 14v22H0V14A14 14 0 0 1 14 0z" fill="${C.white}"/>`;
  out += rect(0, 36, 960, 1, { fill: C.s200 });
  for (const [i, fill] of [C.s300, C.s300, C.s300].entries()) out += circle(20 + i * 16, 18, 5, { fill });
  out += rect(300, 8, 360, 20, { rx: 10, fill: C.s100 });
  out += text(480, 22, url, { size: 10.5, fill: C.s500, anchor: 'middle' });
  // Sidebar.
  out += `<path d="M0 37h200v563H14a14 14 0 0 1-14-14z" fill="${C.ink}"/>`;
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
  out += rect(12, 540, 176, 44, { rx: 10, fill: '#1e293b' });
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
