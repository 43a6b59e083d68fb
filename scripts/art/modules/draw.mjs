/** SVG primitives of the module screenshots; attributes are passed as ready-made strings. */
import { esc } from '../svg.mjs';
import { r, tw } from './format.mjs';
import { C, toneOf, TONES } from './style.mjs';
/** A text at (x, y), coordinates rounded to whole units; `attrs` is a ready attribute string. */
export const text = (x, y, s, attrs = '') => `<text x="${r(x)}" y="${r(y)}"${attrs}>${esc(s)}</text>`;
/** A rectangle, coordinates rounded to whole units; `attrs` is a ready attribute string. */
export const rect = (x, y, w, h, attrs = '') =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}"${attrs}/>`;
/** A one-unit line from (x1, y1) to (x2, y2). */
export const line = (x1, y1, x2, y2, stroke = C.s200, extra = '') =>
  `<path d="M${r(x1)} ${r(y1)}H${r(x2)}${y2 !== y1 ? `V${r(y2)}` : ''}" stroke="${stroke}"${extra}/>`;
/** A white card with a slate-200 border and rounded corners. */
export const card = (x, y, w, h) => rect(x, y, w, h, ` rx="10" fill="${C.white}" stroke="${C.s200}"`);
/**
 * A status pill whose left edge (or right edge when anchorEnd) is x and text baseline is y.
 * Its text takes size, weight and anchor from an enclosing PG() group.
 */
export const pill = (x, y, label, tone = toneOf(label), anchorEnd = false) => {
  const [bg, fg] = TONES[tone];
  const w = tw(label, 11.5, true) + 18;
  const left = anchorEnd ? x - w : x;
  return rect(left, y - 15, w, 22, ` rx="11" fill="${bg}"`) + text(left + w / 2, y, label, ` fill="${fg}"`);
};
/** Adds a pill to a layers() collection (rects grouped by background, texts by colour); wrap its svg() in PG(). */
export const pillInto = (L, x, y, label, tone = toneOf(label), anchorEnd = false) => {
  const [bg, fg] = TONES[tone];
  const w = tw(label, 11.5, true) + 18;
  const left = anchorEnd ? x - w : x;
  L.rect(left, y - 15, w, 22, ` fill="${bg}"`, 11);
  L.text(left + w / 2, y, label, ` fill="${fg}"`);
};
/** Wraps pills so their shared text attributes are written once. */
export const PG = (pills) => (pills ? `<g font-size="11.5" font-weight="600" text-anchor="middle">${pills}</g>` : '');

/**
 * Collects elements under shared attribute strings so each style is written once as a <g>.
 * Shapes (z 0) are drawn before texts (z 1); within a level, groups keep their order of first use.
 */
export function layers() {
  const groups = new Map();
  const add = (attrs, el, z = 0) => {
    const k = `${z}|${attrs}`;
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k).push(el);
  };
  return {
    add,
    text: (x, y, s, attrs) => add(attrs, `<text x="${r(x)}" y="${r(y)}">${esc(s)}</text>`, 1),
    rect: (x, y, w, h, attrs, rx = 0, own = '') =>
      add(attrs, `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}"${rx ? ` rx="${rx}"` : ''}${own}/>`),
    svg: () =>
      [...groups]
        .sort(([a], [b]) => Number(a[0]) - Number(b[0]))
        .map(([k, els]) => {
          const attrs = k.slice(2);
          return attrs ? `<g${attrs}>${els.join('')}</g>` : els.join('');
        })
        .join(''),
  };
}
/** A button whose right edge is at `xRight`; returns { w, svg } so buttons can be laid out right to left. */
export const button = (xRight, y, label, primary) => {
  const w = tw(label, 13, true) + 32;
  const box = primary ? ` rx="8" fill="${C.blue}"` : ` rx="8" fill="${C.white}" stroke="${C.s300}"`;
  return {
    w,
    svg:
      rect(xRight - w, y, w, 36, box) +
      text(
        xRight - w / 2,
        y + 23,
        label,
        ` font-size="13" font-weight="600" fill="${primary ? C.white : C.s700}" text-anchor="middle"`,
      ),
  };
};
/** Buttons laid out right to left from `xRight`, the first one primary when `primaryFirst`. */
export const buttons = (xRight, y, labels, primaryFirst = true) => {
  let x = xRight;
  let out = '';
  labels.forEach((label, i) => {
    const b = button(x, y, label, primaryFirst && i === 0);
    out += b.svg;
    x -= b.w + 10;
  });
  return out;
};
