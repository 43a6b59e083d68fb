/** Dashboard bodies of the module screens: key figures, a main chart, a side chart or list, a table. */
import { card, line, PG, pill, rect, text } from './draw.mjs';
import { fit, group, npr, r, short, tw } from './format.mjs';
import { DAYS, HOURS, MONTHS } from './sample.mjs';
import { BH, BW, C, toneOf, TONES, X0, Y0 } from './style.mjs';
import { tableRows } from './table.mjs';

/** Series values: a gentle upward walk between min and max (or flat noise when `flat`). */
function seriesValues(rng, n, min, max, flat) {
  return Array.from({ length: n }, (_, i) => {
    const base = flat ? 0.5 : 0.3 + (0.55 * i) / Math.max(1, n - 1);
    return Math.round(min + (max - min) * Math.min(1, Math.max(0, base + (rng() - 0.5) * (flat ? 0.9 : 0.3))));
  });
}
const niceMax = (v) => {
  const p = 10 ** Math.floor(Math.log10(v || 1));
  return [1, 1.2, 1.6, 2, 2.4, 3, 4, 5, 6, 8, 10].map((m) => m * p).find((m) => m >= v) ?? 10 * p;
};

function renderChart(spec, rng, x, y, w, h) {
  const labels = spec.x === 'days' ? DAYS : spec.x === 'hours' ? HOURS : Array.isArray(spec.x) ? spec.x : MONTHS;
  const series = spec.series.map(([name, min, max]) => [
    name,
    Array.isArray(min) ? min : seriesValues(rng, labels.length, min, max, spec.flat),
  ]);
  const floor = spec.floor ?? 0;
  const top = floor + niceMax(Math.max(...series.flatMap(([, v]) => v)) - floor);
  const yOf = (v) => py + ph - (ph * (v - floor)) / (top - floor);
  const legendW = series.reduce((sum, [name]) => sum + tw(name, 12) + 26, 0);
  let out =
    card(x, y, w, h) +
    text(
      x + 20,
      y + 32,
      fit(spec.title, w - legendW - 56, 15, true),
      ` font-size="15" font-weight="700" fill="${C.ink}"`,
    );
  let lx = x + w - 20;
  [...series].reverse().forEach(([name], k) => {
    const idx = series.length - 1 - k;
    lx -= tw(name, 12) + 26;
    out +=
      rect(lx, y + 22, 12, 12, ` rx="3" fill="${idx === 0 ? C.blue : C.green}"`) +
      text(lx + 18, y + 32, name, ` font-size="12" fill="${C.s500}"`);
  });
  const px = x + 62;
  const py = y + 56;
  const pw = w - 84;
  const ph = h - 96;
  let grid = '';
  for (let i = 0; i <= 4; i++) {
    const gy = py + ph - (ph * i) / 4;
    grid += line(px, gy, px + pw, gy, i === 0 ? C.s300 : C.s100);
    const tick = floor + ((top - floor) * i) / 4;
    grid += text(px - 10, gy + 4, spec.unit === '%' ? `${Math.round(tick)}%` : short(tick), ' text-anchor="end"');
  }
  const step = pw / labels.length;
  labels.forEach((l, i) => {
    grid += text(px + step * i + step / 2, py + ph + 20, l, ' text-anchor="middle"');
  });
  out += `<g font-size="11" fill="${C.s500}">${grid}</g>`;
  if (spec.kind === 'line') {
    series.forEach(([, values], k) => {
      const pts = values.map((v, i) => `${r(px + step * i + step / 2)},${r(yOf(v))}`);
      if (k === 0)
        out += `<path d="M${pts[0]}L${pts.slice(1).join('L')}L${r(px + step * (values.length - 0.5))},${py + ph}L${r(px + step / 2)},${py + ph}Z" fill="${C.blue}" fill-opacity=".08"/>`;
      out += `<polyline points="${pts.join(' ')}" fill="none" stroke="${k === 0 ? C.blue : C.green}" stroke-width="3" stroke-linejoin="round"${k ? ' stroke-dasharray="6 5"' : ''}/>`;
      const [lxp, lyp] = pts[pts.length - 1].split(',');
      out += `<circle cx="${lxp}" cy="${lyp}" r="5" fill="${C.white}" stroke="${k === 0 ? C.blue : C.green}" stroke-width="3"/>`;
    });
    if (spec.band) {
      const [lo, hi] = spec.band;
      out += rect(px, yOf(hi), pw, yOf(lo) - yOf(hi), ` fill="${C.green}" fill-opacity=".1"`);
    }
  } else {
    const bw = Math.min(24, (step * 0.62) / series.length);
    series.forEach(([, values], k) => {
      let d = '';
      values.forEach((v, i) => {
        const bh = r(py + ph - yOf(v));
        const bx = r(px + step * i + step / 2 - (bw * series.length) / 2 + k * bw + 1);
        d += `M${bx} ${r(py + ph)}v-${bh}h${r(bw - 2)}v${bh}z`;
      });
      out += `<path d="${d}" fill="${k === 0 ? C.blue : C.green}"/>`;
    });
  }
  return out;
}

const SIDE_COLOURS = [C.blue, C.green, C.blueChart, C.s400, C.greenChart];

function renderSide(spec, x, y, w, h) {
  let out = card(x, y, w, h) + text(x + 20, y + 32, spec.title, ` font-size="15" font-weight="700" fill="${C.ink}"`);
  const items = spec.items;
  if (spec.kind === 'donut') {
    const total = items.reduce((s, [, v]) => s + v, 0);
    const cx = x + 76;
    const cy = y + 60 + (h - 60) / 2 - 6;
    const rad = Math.min(52, (h - 90) / 2);
    const circ = 2 * Math.PI * rad;
    let acc = 0;
    out += `<g fill="none" stroke-width="22" transform="rotate(-90 ${r(cx)} ${r(cy)})">`;
    items.forEach(([, v], i) => {
      const len = (circ * v) / total;
      out += `<circle cx="${r(cx)}" cy="${r(cy)}" r="${rad}" stroke="${SIDE_COLOURS[i % 5]}" stroke-dasharray="${r(Math.max(0, len - 2))} ${r(circ)}" stroke-dashoffset="${r(-acc)}"/>`;
      acc += len;
    });
    out += '</g>';
    out += text(
      cx,
      cy + 2,
      spec.center ?? (total >= 10000 ? short(total) : group(total)),
      ` font-size="18" font-weight="700" fill="${C.ink}" text-anchor="middle"`,
    );
    out += text(cx, cy + 20, 'Total', ` font-size="11" fill="${C.s500}" text-anchor="middle"`);
    const ly = cy - (items.length * 30) / 2 + 14;
    items.forEach(([label, v], i) => {
      const iy = ly + i * 30;
      out +=
        rect(x + 152, iy - 10, 10, 10, ` rx="2" fill="${SIDE_COLOURS[i % 5]}"`) +
        text(x + 170, iy, fit(label, w - 226, 12.5), ` font-size="12.5" fill="${C.s700}"`) +
        text(
          x + w - 20,
          iy,
          `${Math.round((100 * v) / total)}%`,
          ` font-size="12.5" font-weight="600" fill="${C.ink}" text-anchor="end"`,
        );
    });
  } else if (spec.kind === 'bars') {
    const max = Math.max(...items.map(([, v]) => v));
    const gap = Math.min(52, (h - 60) / items.length);
    items.forEach(([label, v, shown], i) => {
      const iy = y + 66 + i * gap;
      out +=
        text(x + 20, iy, label, ` font-size="12.5" fill="${C.s700}"`) +
        text(
          x + w - 20,
          iy,
          shown ?? (v >= 10000 ? npr(v) : group(v)),
          ` font-size="12.5" font-weight="600" fill="${C.ink}" text-anchor="end"`,
        ) +
        rect(x + 20, iy + 8, w - 40, 8, ` rx="4" fill="${C.s100}"`) +
        rect(x + 20, iy + 8, ((w - 40) * v) / max, 8, ` rx="4" fill="${i % 2 ? C.green : C.blue}"`);
    });
  } else {
    const gap = Math.min(56, (h - 56) / items.length);
    items.forEach(([main, sub, right], i) => {
      const iy = y + 64 + i * gap;
      if (i) out += line(x + 20, iy - 20, x + w - 20, iy - 20, C.s100);
      out +=
        text(x + 20, iy, fit(main, w - 120, 13, true), ` font-size="13" font-weight="600" fill="${C.ink}"`) +
        text(x + 20, iy + 18, fit(sub, w - 120, 12), ` font-size="12" fill="${C.s500}"`);
      if (right) out += PG(pill(x + w - 20, iy + 6, right, toneOf(right) === 'slate' ? 'amber' : toneOf(right), true));
    });
  }
  return out;
}

function sparkline(rng, x, y, w, h, colour) {
  const v = seriesValues(rng, 8, 0, 1, false);
  return `<polyline points="${v.map((p, i) => `${r(x + (w * i) / 7)},${r(y + h - h * p)}`).join(' ')}" fill="none" stroke="${colour}" stroke-width="2"/>`;
}

/** Dashboard: a row of key figures (`sc.kpis`), a chart, a side chart or list, and an optional table. */
export function renderDash(sc, gen, rng) {
  const n = sc.kpis.length;
  const kw = (BW - (n - 1) * 16) / n;
  let out = '';
  sc.kpis.forEach(([label, value, delta = '', tone], i) => {
    const x = X0 + i * (kw + 16);
    const t = tone ?? (delta.startsWith('-') ? 'red' : delta.startsWith('+') ? 'green' : 'slate');
    out +=
      card(x, Y0, kw, 100) +
      text(x + 20, Y0 + 30, fit(label, kw - 40, 13), ` font-size="13" fill="${C.s500}"`) +
      text(x + 20, Y0 + 64, value, ` font-size="24" font-weight="700" fill="${C.ink}"`);
    const arrow = delta.startsWith('-') ? '▼ ' : delta.startsWith('+') ? '▲ ' : '';
    if (delta)
      out += text(
        x + 20,
        Y0 + 86,
        `${arrow}${delta.replace(/^[-+]/, '')}`,
        ` font-size="12" font-weight="600" fill="${TONES[t][1]}"`,
      );
    if (tw(value, 24, true) + 130 < kw)
      out += sparkline(rng, x + kw - 96, Y0 + 44, 76, 24, TONES[t === 'slate' ? 'blue' : t][2]);
  });
  const ch = sc.bottom ? 270 : BH - 116;
  const cw = sc.side ? 624 : BW;
  out += renderChart(sc.chart, rng, X0, Y0 + 116, cw, ch);
  if (sc.side) out += renderSide(sc.side, X0 + cw + 16, Y0 + 116, BW - cw - 16, ch);
  if (sc.bottom) {
    const by = Y0 + 116 + ch + 16;
    const bh = BH - (by - Y0);
    out +=
      card(X0, by, BW, bh) +
      text(X0 + 20, by + 30, sc.bottom.title, ` font-size="15" font-weight="700" fill="${C.ink}"`);
    out += tableRows(sc.bottom.cols, gen, {
      x: X0,
      y: by + 44,
      w: BW,
      rows: 3,
      data: sc.bottom.data,
      rowH: 36,
      headH: 34,
    });
  }
  return out;
}
