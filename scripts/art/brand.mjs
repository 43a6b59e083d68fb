/** The brand mark (a chariot wheel whose hub is an "S"), the favicon and the logo. */
import { C, circle, path, rect, svgDoc } from './products/kit.mjs';

/**
 * The Sarathi mark centred at (cx, cy), `size` wide: rim, four spokes, hub and an S-shaped axle.
 * `fg` draws the wheel, `bg` fills the rounded square behind it (omit for none).
 */
export function mark(cx, cy, size, { fg = C.white, bg = C.brand } = {}) {
  const k = size / 64;
  const p = (v) => Math.round(v * k * 100) / 100;
  let out = bg ? rect(cx - size / 2, cy - size / 2, size, size, { rx: p(15), fill: bg }) : '';
  out += circle(cx, cy, p(21), { fill: 'none', stroke: fg, sw: p(5.5) });
  // The four spokes as one path: one set of stroke attributes instead of four.
  const spokes = [35, 145, 215, 325].map((deg) => {
    const a = (deg * Math.PI) / 180;
    const at = (r) => `${(cx + p(r) * Math.cos(a)).toFixed(2)} ${(cy + p(r) * Math.sin(a)).toFixed(2)}`;
    return `M${at(12.5)}L${at(20)}`;
  });
  out += path(spokes.join(''), { stroke: fg, sw: p(3), cap: 'butt' });
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
