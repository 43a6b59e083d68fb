/**
 * Drawing kit for the generated SVG art: brand colours, SVG primitives and the small widgets
 * (cards, tables, charts, badges) that product screens are composed of. Every function returns
 * an SVG fragment as a string; coordinates are in the 960 x 600 user units of a screen.
 */
import { esc } from '../svg.mjs';
import { accent, amber, brand, emerald, ink, red, slateSteps, white } from '../palette.mjs';

/** Named colours of the product screens: brand and status tones, slate greys. */
export const C = {
  brand: brand[600],
  brandDark: brand[700],
  brandDeep: brand[900],
  brandSoft: brand[100],
  brandMist: brand[50],
  green: accent[500],
  greenDark: accent[700],
  greenSoft: emerald[100],
  amber: amber[500],
  amberDark: amber[700],
  amberSoft: amber[100],
  red: red[500],
  redDark: red[700],
  redSoft: red[100],
  ink: ink.DEFAULT,
  ...slateSteps([800, 700, 600, 500, 400, 300, 200, 100, 50]),
  white,
};

/** Foreground and background colour of each status tone. */
export const TONES = {
  brand: [C.brandDark, C.brandSoft],
  green: [C.greenDark, C.greenSoft],
  amber: [C.amberDark, C.amberSoft],
  red: [C.redDark, C.redSoft],
  grey: [C.s600, C.s100],
};

const n = (v) => Math.round(v * 10) / 10;

/** Rough width in user units of `s` at font size `size` (system-ui averages ~0.58em per glyph). */
export const textWidth = (s, size = 12) => String(s).length * size * 0.58;

/** A line of text; `anchor` is start, middle or end. */
export function text(x, y, s, { size = 12, weight, fill = C.s700, anchor } = {}) {
  const w = weight ? ` font-weight="${weight}"` : '';
  const a = anchor && anchor !== 'start' ? ` text-anchor="${anchor}"` : '';
  return `<text x="${n(x)}" y="${n(y)}" font-size="${size}"${w} fill="${fill}"${a}>${esc(s)}</text>`;
}

/** A rectangle; `rx` rounds the corners. */
export function rect(x, y, w, h, { rx = 0, fill = C.white, stroke, sw = 1, dash, opacity } = {}) {
  const r = rx ? ` rx="${rx}"` : '';
  const s = stroke ? ` stroke="${stroke}"${sw !== 1 ? ` stroke-width="${sw}"` : ''}` : '';
  const d = dash ? ` stroke-dasharray="${dash}"` : '';
  const o = opacity !== undefined ? ` opacity="${opacity}"` : '';
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${r} fill="${fill}"${s}${d}${o}/>`;
}

/** A circle. */
export function circle(cx, cy, r, { fill = C.white, stroke, sw = 1, opacity } = {}) {
  const s = stroke ? ` stroke="${stroke}"${sw !== 1 ? ` stroke-width="${sw}"` : ''}` : '';
  const o = opacity !== undefined ? ` opacity="${opacity}"` : '';
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${s}${o}/>`;
}

/** A straight line. */
export function line(x1, y1, x2, y2, { stroke = C.s200, sw = 1, dash } = {}) {
  const d = dash ? ` stroke-dasharray="${dash}"` : '';
  return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${sw}"${d}/>`;
}

/** A path with the given `d`. */
export function path(d, { fill = 'none', stroke, sw = 2, cap = 'round' } = {}) {
  const s = stroke ? ` stroke="${stroke}" stroke-width="${sw}" stroke-linecap="${cap}" stroke-linejoin="round"` : '';
  return `<path d="${d}" fill="${fill}"${s}/>`;
}

/** A check mark drawn in a box of `size` at (x, y). */
export function check(x, y, size, stroke = C.white, sw = 2.5) {
  const p = (fx, fy) => `${n(x + size * fx)} ${n(y + size * fy)}`;
  return path(`M${p(0.2, 0.52)}L${p(0.42, 0.74)}L${p(0.8, 0.3)}`, { stroke, sw });
}

/** The whole document: width/height, viewBox, a <title> and the system font stack. */
export function svgDoc({ width = 960, height = 600, title, body }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif" role="img">\n<title>${esc(title)}</title>\n${body}\n</svg>\n`;
}

/** A white card with an optional bold title at its top-left. */
export function card(x, y, w, h, title, { right } = {}) {
  let out = rect(x, y, w, h, { rx: 10, fill: C.white, stroke: C.s200 });
  if (title) out += text(x + 16, y + 26, title, { size: 13, weight: 600, fill: C.ink });
  if (right) out += text(x + w - 16, y + 26, right, { size: 11, fill: C.s500, anchor: 'end' });
  return out;
}

/** A pill-shaped status badge whose left edge is at x (or right edge, with anchor "end"). */
export function badge(x, y, label, tone = 'brand', { anchor = 'start', size = 10.5 } = {}) {
  const [fg, bg] = TONES[tone];
  const w = textWidth(label, size) + 16;
  const left = anchor === 'end' ? x - w : x;
  return (
    rect(left, y - 12, w, 18, { rx: 9, fill: bg }) +
    text(left + w / 2, y + 1, label, { size, weight: 600, fill: fg, anchor: 'middle' })
  );
}

/** A button; `variant` is primary (filled brand), outline or soft. */
export function button(x, y, label, { variant = 'primary', w, h = 32, size = 12 } = {}) {
  const width = w ?? textWidth(label, size) + 28;
  const styles = {
    primary: [{ fill: C.brand }, C.white],
    green: [{ fill: C.green }, C.white],
    outline: [{ fill: C.white, stroke: C.s300 }, C.s700],
    soft: [{ fill: C.brandSoft }, C.brandDark],
  };
  const [box, fg] = styles[variant];
  return (
    rect(x, y, width, h, { rx: 8, ...box }) +
    text(x + width / 2, y + h / 2 + size * 0.36, label, { size, weight: 600, fill: fg, anchor: 'middle' })
  );
}

/** A round avatar with initials. */
export function avatar(cx, cy, r, initials, tone = 'brand') {
  const [fg, bg] = TONES[tone];
  return (
    circle(cx, cy, r, { fill: bg }) +
    text(cx, cy + r * 0.36, initials, { size: n(r * 0.9), weight: 700, fill: fg, anchor: 'middle' })
  );
}

/** A key figure: label, big value and a coloured note, with an accent bar on the left. */
export function statCard(x, y, w, h, { label, value, note, tone = 'brand' }) {
  const [fg] = TONES[tone];
  return (
    rect(x, y, w, h, { rx: 10, fill: C.white, stroke: C.s200 }) +
    rect(x, y + 14, 4, h - 28, { rx: 2, fill: tone === 'grey' ? C.s400 : fg }) +
    text(x + 18, y + 24, label, { size: 11, fill: C.s500 }) +
    text(x + 18, y + 50, value, { size: 20, weight: 700, fill: C.ink }) +
    (note ? text(x + 18, y + h - 14, note, { size: 10.5, fill: fg }) : '')
  );
}

/** A row of stat cards sharing the width `w` with 16-unit gaps. */
export function statRow(x, y, w, h, stats) {
  const cw = (w - 16 * (stats.length - 1)) / stats.length;
  return stats.map((s, i) => statCard(x + i * (cw + 16), y, cw, h, s)).join('');
}

/**
 * A table inside a card. `cols` are {label, w} with widths as fractions of the inner width;
 * a cell is a string, {badge, tone}, {text, weight, fill} or {bar: 0..1, tone}.
 */
export function table(x, y, w, { title, right, cols, rows, rowH = 32, headY = 40 }) {
  const top = title ? y + headY : y;
  const h = top - y + 30 + rows.length * rowH + 4;
  let out = card(x, y, w, h, title, { right });
  const inner = w - 32;
  out += rect(x + 1, top, w - 2, 30, { fill: C.s50 });
  let cx = x + 16;
  const xs = cols.map((c) => {
    const at = cx;
    cx += c.w * inner;
    return at;
  });
  cols.forEach((c, i) => {
    out += text(xs[i], top + 19, c.label.toUpperCase(), { size: 9.5, weight: 600, fill: C.s500 });
  });
  rows.forEach((row, r) => {
    const ry = top + 30 + r * rowH;
    if (r > 0) out += line(x + 16, ry, x + w - 16, ry, { stroke: C.s100 });
    row.forEach((cell, i) => {
      const ty = ry + rowH / 2 + 4;
      if (cell && typeof cell === 'object' && 'badge' in cell) out += badge(xs[i], ty - 1, cell.badge, cell.tone);
      else if (cell && typeof cell === 'object' && 'bar' in cell) {
        const bw = cols[i].w * inner - 16;
        out +=
          rect(xs[i], ty - 7, bw, 6, { rx: 3, fill: C.s100 }) +
          rect(xs[i], ty - 7, bw * cell.bar, 6, { rx: 3, fill: TONES[cell.tone ?? 'brand'][0] });
      } else if (cell && typeof cell === 'object')
        out += text(xs[i], ty, cell.text, { size: 11.5, weight: cell.weight, fill: cell.fill ?? C.s700 });
      else
        out += text(xs[i], ty, cell, { size: 11.5, weight: i === 0 ? 600 : undefined, fill: i === 0 ? C.ink : C.s600 });
    });
  });
  return out;
}

/** A vertical bar chart in a card; the `highlight` index is drawn in brand blue, others lighter. */
export function barChart(x, y, w, h, { title, right, labels, values, max, highlight, tone = 'brand', unit = '' }) {
  let out = card(x, y, w, h, title, { right });
  const top = y + 48,
    bottom = y + h - 30,
    left = x + 40,
    width = w - 56;
  const m = max ?? Math.max(...values) * 1.15;
  for (let g = 0; g <= 3; g += 1) {
    const gy = bottom - ((bottom - top) * g) / 3;
    out += line(left, gy, left + width, gy, { stroke: C.s100 });
    out += text(left - 8, gy + 3, `${Math.round((m * g) / 3)}${unit}`, { size: 9, fill: C.s400, anchor: 'end' });
  }
  const slot = width / values.length;
  const bw = Math.min(28, slot * 0.55);
  const [strong] = TONES[tone];
  values.forEach((v, i) => {
    const bh = ((bottom - top) * v) / m;
    const bx = left + i * slot + (slot - bw) / 2;
    const fill = highlight === undefined || highlight === i ? strong : C.brandSoft;
    out += rect(bx, bottom - bh, bw, bh, { rx: 4, fill });
    out += text(bx + bw / 2, bottom + 16, labels[i], { size: 9.5, fill: C.s500, anchor: 'middle' });
  });
  return out;
}

/** A line chart in a card; each series is {values, color, area}. */
export function lineChart(x, y, w, h, { title, right, labels, series, max, unit = '' }) {
  let out = card(x, y, w, h, title, { right });
  const top = y + 50,
    bottom = y + h - 30,
    left = x + 42,
    width = w - 60;
  const m = max ?? Math.max(...series.flatMap((s) => s.values)) * 1.15;
  for (let g = 0; g <= 3; g += 1) {
    const gy = bottom - ((bottom - top) * g) / 3;
    out += line(left, gy, left + width, gy, { stroke: C.s100 });
    out += text(left - 8, gy + 3, `${Math.round((m * g) / 3)}${unit}`, { size: 9, fill: C.s400, anchor: 'end' });
  }
  const step = width / (labels.length - 1);
  labels.forEach((l, i) => {
    out += text(left + i * step, bottom + 16, l, { size: 9.5, fill: C.s500, anchor: 'middle' });
  });
  for (const s of series) {
    const pts = s.values.map((v, i) => [n(left + i * step), n(bottom - ((bottom - top) * v) / m)]);
    const d = pts.map(([px, py], i) => `${i ? 'L' : 'M'}${px} ${py}`).join('');
    if (s.area)
      out += `<path d="${d}L${pts.at(-1)[0]} ${bottom}L${pts[0][0]} ${bottom}Z" fill="${s.color}" opacity="0.12"/>`;
    out += path(d, { stroke: s.color, sw: 2.5 });
    const [lx, ly] = pts.at(-1);
    out += circle(lx, ly, 4, { fill: C.white, stroke: s.color, sw: 2 });
  }
  return out;
}

/** A donut chart centred at (cx, cy) with a legend to its right; segments are {label, value, color}. */
export function donut(cx, cy, r, segments, { centre, caption, legendX, legendY, thick = 16 } = {}) {
  const total = segments.reduce((s, seg) => s + seg.value, 0);
  const circ = 2 * Math.PI * r;
  let offset = 0;
  let out = circle(cx, cy, r, { fill: 'none', stroke: C.s100, sw: thick });
  for (const seg of segments) {
    const len = (circ * seg.value) / total;
    out += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${seg.color}" stroke-width="${thick}" stroke-dasharray="${n(len)} ${n(circ - len)}" stroke-dashoffset="${n(-offset)}" transform="rotate(-90 ${cx} ${cy})"/>`;
    offset += len;
  }
  if (centre) out += text(cx, cy + 4, centre, { size: 18, weight: 700, fill: C.ink, anchor: 'middle' });
  if (caption) out += text(cx, cy + 20, caption, { size: 9.5, fill: C.s500, anchor: 'middle' });
  const lx = legendX ?? cx + r + 30;
  const ly = legendY ?? cy - (segments.length * 22) / 2 + 8;
  segments.forEach((seg, i) => {
    out += rect(lx, ly + i * 22 - 8, 10, 10, { rx: 3, fill: seg.color });
    out += text(lx + 16, ly + i * 22 + 1, seg.label, { size: 11, fill: C.s600 });
  });
  return out;
}

/** A list of rows in a card: each item is {title, sub, right, tone, initials}. */
export function list(x, y, w, { title, right, items, itemH = 46 }) {
  const h = 44 + items.length * itemH;
  let out = card(x, y, w, h, title, { right });
  items.forEach((it, i) => {
    const iy = y + 40 + i * itemH;
    if (i > 0) out += line(x + 16, iy, x + w - 16, iy, { stroke: C.s100 });
    let tx = x + 16;
    if (it.initials) {
      out += avatar(x + 30, iy + itemH / 2, 14, it.initials, it.avatarTone ?? 'brand');
      tx = x + 54;
    }
    out += text(tx, iy + itemH / 2 - 3, it.title, { size: 12, weight: 600, fill: C.ink });
    if (it.sub) out += text(tx, iy + itemH / 2 + 13, it.sub, { size: 10.5, fill: C.s500 });
    if (it.right && it.tone) out += badge(x + w - 16, iy + itemH / 2 + 1, it.right, it.tone, { anchor: 'end' });
    else if (it.right)
      out += text(x + w - 16, iy + itemH / 2 + 4, it.right, { size: 11.5, weight: 600, fill: C.s700, anchor: 'end' });
  });
  return out;
}

/** A labelled progress bar (value 0..1) with a right-aligned figure. */
export function progress(x, y, w, { label, value, right, tone = 'brand' }) {
  return (
    text(x, y, label, { size: 11.5, fill: C.s700 }) +
    (right ? text(x + w, y, right, { size: 11, weight: 600, fill: C.s600, anchor: 'end' }) : '') +
    rect(x, y + 8, w, 7, { rx: 3.5, fill: C.s100 }) +
    rect(x, y + 8, Math.max(7, w * value), 7, { rx: 3.5, fill: TONES[tone][0] })
  );
}

/** A form field: label above a box holding a value (or a greyed hint). */
export function field(x, y, w, label, value, { hint = false, select = false } = {}) {
  let out =
    text(x, y, label, { size: 10.5, weight: 600, fill: C.s600 }) +
    rect(x, y + 6, w, 30, { rx: 7, fill: C.white, stroke: C.s300 }) +
    text(x + 10, y + 25, value, { size: 12, fill: hint ? C.s400 : C.ink });
  if (select) out += path(`M${x + w - 18} ${y + 18}l4 4 4-4`, { stroke: C.s500, sw: 1.6 });
  return out;
}

/** A legend: coloured squares with labels laid out left to right. */
export function legend(x, y, items) {
  let cx = x;
  let out = '';
  for (const it of items) {
    out +=
      rect(cx, y - 9, 10, 10, { rx: 3, fill: it.color, stroke: it.stroke }) +
      text(cx + 15, y, it.label, { size: 10.5, fill: C.s600 });
    cx += 28 + textWidth(it.label, 10.5);
  }
  return out;
}

/** A time-grid schedule: columns of resources, rows of hours, and booked blocks. */
export function schedule(x, y, w, h, { columns, hours, blocks, title, right }) {
  let out = card(x, y, w, h, title, { right });
  const top = y + (title ? 44 : 10),
    gutter = 52,
    colW = (w - gutter - 16) / columns.length;
  const rowH = (h - (top - y) - 36) / hours.length;
  columns.forEach((c, i) => {
    out += text(x + gutter + i * colW + 8, top + 14, c.name, { size: 11.5, weight: 600, fill: C.ink });
    if (c.sub) out += text(x + gutter + i * colW + 8, top + 27, c.sub, { size: 9.5, fill: C.s500 });
  });
  const gridTop = top + 34;
  hours.forEach((hr, i) => {
    const gy = gridTop + i * rowH;
    out += line(x + gutter - 4, gy, x + w - 16, gy, { stroke: C.s100 });
    out += text(x + 14, gy + 12, hr, { size: 9.5, fill: C.s400 });
  });
  for (const b of blocks) {
    const [fg, bg] = TONES[b.tone ?? 'brand'];
    const bx = x + gutter + b.col * colW + 4,
      by = gridTop + b.start * rowH + 2,
      bh = b.span * rowH - 4;
    out += rect(bx, by, colW - 8, bh, { rx: 6, fill: bg }) + rect(bx, by, 3, bh, { fill: fg });
    out += text(bx + 10, by + 15, b.title, { size: 11, weight: 600, fill: fg });
    if (b.sub && bh > 30) out += text(bx + 10, by + 29, b.sub, { size: 10, fill: C.s600 });
  }
  return out;
}
