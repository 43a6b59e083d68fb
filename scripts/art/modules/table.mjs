/** Table bodies of the module screens: filter bar, header and rows filled by the value generator. */
import { card, layers, line, PG, pillInto, rect, text } from './draw.mjs';
import { fit, r, tw } from './format.mjs';
import { BW, C, X0, Y0 } from './style.mjs';

/** Column layout: [{x, w, header, kind}] for a table of width w starting at x. */
function columns(cols, x, w) {
  const weights = cols.map(
    ([, kind, weight]) => weight ?? (/name|drug|dish|supplier|vendor|consumable|doctor/.test(kind) ? 1.5 : 1),
  );
  const total = weights.reduce((s, v) => s + v, 0);
  let cx = x;
  return cols.map(([header, kind], i) => {
    const cw = (w * weights[i]) / total;
    const col = { x: cx, w: cw, header, kind };
    cx += cw;
    return col;
  });
}

/** Renders table rows; `data` (literal rows) wins over generated kinds. Returns the svg. */
export function tableRows(cols, gen, { x, y, w, rows, data, rowH = 44, headH = 40 }) {
  const layout = columns(cols, x, w);
  let out = rect(x + 1, y + 1, w - 2, headH - 1, ` fill="${C.s50}"`) + line(x, y + headH, x + w, y + headH);
  out += `<g font-size="12" font-weight="600" fill="${C.s500}">`;
  for (const c of layout) {
    const right = /^(amt|num|dec|pct)/.test(c.kind.replace('*', ''));
    out += right
      ? text(c.x + c.w - 16, y + 25, c.header, ' text-anchor="end"')
      : text(c.x + 16, y + 25, fit(c.header, c.w - 20, 12, true));
  }
  out += '</g>';
  const L = layers();
  const P = layers();
  let seps = '';
  const n = data ? data.length : rows;
  for (let i = 0; i < n; i++) {
    const ty = y + headH + i * rowH + rowH / 2 + 5;
    if (i > 0) seps += `M${r(x + 12)} ${r(y + headH + i * rowH)}H${r(x + w - 12)}`;
    layout.forEach((c, j) => {
      const kind = c.kind;
      let v;
      if (data) {
        const raw = data[i][j] ?? '';
        v = {
          s: String(raw),
          bold: kind.startsWith('*'),
          pill: kind.replace('*', '').startsWith('status'),
          right: /^(amt|num|dec|pct)/.test(kind.replace('*', '')),
        };
      } else v = gen(kind);
      if (!v.s) return;
      if (v.pill) pillInto(P, c.x + 14, ty, v.s);
      else if (v.right)
        L.text(c.x + c.w - 16, ty, v.s, ` text-anchor="end"${v.bold ? ` font-weight="600" fill="${C.ink}"` : ''}`);
      else L.text(c.x + 16, ty, fit(v.s, c.w - 22, 13, v.bold), v.bold ? ` font-weight="600" fill="${C.ink}"` : '');
    });
  }
  return `${out}${seps ? `<path d="${seps}" stroke="${C.s100}"/>` : ''}<g font-size="13" fill="${C.s700}">${L.svg()}</g>${PG(P.svg())}`;
}

function filterBar(filters, x, y, w, placeholder = 'Search…') {
  let out = '';
  let fx = x;
  for (const f of filters) {
    const fw = tw(f, 13) + 30;
    out +=
      rect(fx, y, fw, 34, ` rx="8" fill="${C.white}" stroke="${C.s300}"`) +
      text(fx + 14, y + 22, f, ` font-size="13" fill="${C.s700}"`);
    fx += fw + 10;
  }
  out +=
    rect(x + w - 260, y, 260, 34, ` rx="8" fill="${C.white}" stroke="${C.s300}"`) +
    `<circle cx="${x + w - 240}" cy="${y + 16}" r="6" fill="none" stroke="${C.s400}" stroke-width="2"/>` +
    text(x + w - 224, y + 22, placeholder, ` font-size="13" fill="${C.s400}"`);
  return out;
}

/** Table: filter bar, header and rows filled by the value generator, with pagination. */
export function renderTable(sc, gen) {
  let y = Y0;
  let out = '';
  if (sc.filters) {
    out += filterBar(sc.filters, X0, y, BW, sc.search);
    y += 50;
  }
  const rows = sc.data ? sc.data.length : (sc.rows ?? (sc.filters ? 10 : 11));
  const h = 40 + rows * 44 + 48;
  out += card(X0, y, BW, h) + tableRows(sc.cols, gen, { x: X0, y, w: BW, rows, data: sc.data });
  const fy = y + 40 + rows * 44;
  out += line(X0, fy, X0 + BW, fy);
  const total = sc.total ?? `${rows} records`;
  out += text(X0 + 18, fy + 30, sc.footer ?? `Showing 1–${rows} of ${total}`, ` font-size="12.5" fill="${C.s500}"`);
  if (!sc.footer) {
    ['‹', '1', '2', '3', '›'].forEach((p, i) => {
      const px = X0 + BW - 200 + i * 38;
      out +=
        rect(
          px,
          fy + 10,
          30,
          28,
          ` rx="6" fill="${i === 1 ? C.blue : C.white}" stroke="${i === 1 ? C.blue : C.s300}"`,
        ) + text(px + 15, fy + 29, p, ` font-size="12.5" text-anchor="middle" fill="${i === 1 ? C.white : C.s600}"`);
    });
  }
  return out;
}
