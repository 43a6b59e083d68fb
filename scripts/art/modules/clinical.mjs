/** Bodies of the clinical module screens: dental chart, printed documents, timelines, video consultation. */
import { card, layers, line, PG, pill, rect, text } from './draw.mjs';
import { renderSidePanel } from './form.mjs';
import { esc } from '../svg.mjs';
import { fit, r, tw, wrap } from './format.mjs';
import { BH, BW, C, toneOf, TONES, X0, Y0 } from './style.mjs';
import { tableRows } from './table.mjs';

const TOOTH_MARKS = {
  caries: ['Caries', C.redTint, C.redMid],
  filled: ['Filling', C.bluePill, C.blue],
  crown: ['Crown', C.greenTint, C.green],
  missing: ['Missing', C.s100, C.s400],
  rct: ['Root canal', C.amberTint, C.amberMid],
  planned: ['Planned', C.white, C.amberMid],
};

/** Dental chart: the FDI tooth grid with marks per tooth and a treatment table. */
export function renderTeeth(sc, gen) {
  const ch = 300;
  let out =
    card(X0, Y0, BW, ch) +
    text(
      X0 + 24,
      Y0 + 34,
      sc.chartTitle ?? 'Permanent dentition (FDI numbering)',
      ` font-size="15" font-weight="700" fill="${C.ink}"`,
    );
  let lx = X0 + BW - 24;
  Object.values(TOOTH_MARKS)
    .reverse()
    .forEach(([label, fill, stroke]) => {
      lx -= tw(label, 12) + 34;
      out +=
        rect(lx, Y0 + 23, 14, 14, ` rx="3" fill="${fill}" stroke="${stroke}" stroke-width="1.5"`) +
        text(lx + 20, Y0 + 34, label, ` font-size="12" fill="${C.s600}"`);
    });
  const upper = [18, 17, 16, 15, 14, 13, 12, 11, 21, 22, 23, 24, 25, 26, 27, 28];
  const lower = [48, 47, 46, 45, 44, 43, 42, 41, 31, 32, 33, 34, 35, 36, 37, 38];
  const tw2 = 46;
  const gap = 6;
  const sx = X0 + (BW - (16 * (tw2 + gap) + 18)) / 2;
  let teeth = '';
  const TL = layers();
  [upper, lower].forEach((row, ri) => {
    const y = Y0 + (ri ? 186 : 78);
    row.forEach((n, i) => {
      const x = sx + i * (tw2 + gap) + (i >= 8 ? 18 : 0);
      const mark = sc.marks[n];
      const [, fill, stroke] = mark ? TOOTH_MARKS[mark] : [0, C.white, C.s300];
      TL.add(
        ` fill="${fill}" stroke="${stroke}" stroke-width="${mark && mark !== 'missing' ? 2 : 1.2}"${mark === 'planned' ? ' stroke-dasharray="4 3"' : ''}`,
        `<use href="#${ri ? 'tl' : 'tu'}" x="${r(x)}" y="${y}"/>`,
      );
      if (mark === 'missing')
        teeth += `<path d="M${x + 10} ${y + 14}l${tw2 - 20} 32m0-32l-${tw2 - 20} 32" stroke="${C.s400}" stroke-width="2"/>`;
      if (mark === 'caries') teeth += `<circle cx="${x + tw2 / 2}" cy="${y + 30}" r="7" fill="${C.redMid}"/>`;
      if (mark === 'rct') teeth += `<path d="M${x + tw2 / 2} ${y + 10}v40" stroke="${C.amberMid}" stroke-width="3"/>`;
      teeth += text(x + tw2 / 2, ri ? y + 80 : y - 8, n, ' text-anchor="middle"');
    });
  });
  out +=
    `<defs><path id="tu" d="M0 18q4-18 12-18h${tw2 - 24}q8 0 12 18v34q0 8-8 8h-${tw2 - 16}q-8 0-8-8z"/>` +
    `<path id="tl" d="M0 8q0-8 8-8h${tw2 - 16}q8 0 8 8v34q-4 18-12 18h-${tw2 - 24}q-8 0-12-18z"/></defs>`;
  out += TL.svg() + `<g font-size="12" fill="${C.s500}">${teeth}</g>`;
  out += line(X0 + BW / 2, Y0 + 60, X0 + BW / 2, Y0 + 276, C.s200, ' stroke-dasharray="4 4"');
  const ty = Y0 + ch + 16;
  out +=
    card(X0, ty, BW, BH - ch - 16) +
    text(X0 + 20, ty + 30, 'Findings', ` font-size="15" font-weight="700" fill="${C.ink}"`);
  out += tableRows(sc.cols, gen, { x: X0, y: ty + 44, w: BW, data: sc.data, rowH: 40, headH: 34 });
  return out;
}

/** A printed document (report, prescription, summary) as a page centred in the content box. */
export function renderDoc(sc, gen) {
  const pw = 720;
  const px = X0 + (BW - pw) / 2;
  let out =
    rect(px + 4, Y0 + 4, pw, BH, ` rx="4" fill="${C.s200}"`) +
    rect(px, Y0, pw, BH, ` rx="4" fill="${C.white}" stroke="${C.s200}"`);
  const cx = px + pw / 2;
  out +=
    text(cx, Y0 + 38, sc.org, ` font-size="18" font-weight="700" fill="${C.ink}" text-anchor="middle"`) +
    text(cx, Y0 + 58, sc.orgSub, ` font-size="11.5" fill="${C.s500}" text-anchor="middle"`) +
    line(px + 30, Y0 + 72, px + pw - 30, Y0 + 72, C.s300) +
    text(
      cx,
      Y0 + 98,
      sc.docTitle,
      ` font-size="14" font-weight="700" fill="${C.blue}" text-anchor="middle" letter-spacing="1.5"`,
    );
  let y = Y0 + 124;
  let info = '';
  sc.info.forEach(([k, v], i) => {
    const ix = px + 30 + (i % 2) * (pw / 2 - 20);
    const iy = y + Math.floor(i / 2) * 22;
    info += `<text x="${r(ix)}" y="${r(iy)}"><tspan fill="${C.s500}">${esc(k)}:</tspan><tspan dx="5" font-weight="600" fill="${C.ink}">${esc(v)}</tspan></text>`;
  });
  out += `<g font-size="12.5">${info}</g>`;
  y += Math.ceil(sc.info.length / 2) * 22 + 8;
  if (sc.cols) {
    out += tableRows(
      sc.cols.map(([h, k, wgt]) => [h, k ?? 'text:', wgt]),
      gen,
      { x: px + 30, y, w: pw - 60, data: sc.rows, rowH: 32, headH: 32 },
    );
    y += 32 + sc.rows.length * 32 + 10;
    out += line(px + 30, y - 10, px + pw - 30, y - 10, C.s300);
  }
  for (const [k, v, strong] of sc.totals ?? []) {
    y += 22;
    out +=
      text(px + pw - 200, y, k, ` font-size="12.5" fill="${C.s500}" text-anchor="end"`) +
      text(
        px + pw - 44,
        y,
        v,
        ` font-size="${strong ? 14 : 12.5}" font-weight="${strong ? 700 : 600}" fill="${C.ink}" text-anchor="end"`,
      );
  }
  for (const [k, v] of sc.blocks ?? []) {
    y += 24;
    out += text(px + 30, y, k, ` font-size="12.5" font-weight="700" fill="${C.ink}"`);
    wrap(v, pw - 60, 12.5).forEach((l) => {
      y += 19;
      out += text(px + 30, y, l, ` font-size="12.5" fill="${C.s700}"`);
    });
  }
  if (sc.note) {
    y += 30;
    out += text(px + 30, y, sc.note, ` font-size="12" fill="${C.s500}"`);
  }
  (sc.signs ?? []).forEach((s, i) => {
    const sx = i ? px + pw - 230 : px + 30;
    out +=
      line(sx, Y0 + BH - 46, sx + 200, Y0 + BH - 46, C.s400) +
      text(sx, Y0 + BH - 26, s, ` font-size="12" fill="${C.s500}"`);
  });
  return out;
}

/** A timeline of dated events (`sc.events`). */
export function renderTimeline(sc) {
  const lw = 300;
  const side = {
    title: sc.panelTitle ?? 'Patient',
    photo: sc.patient[0],
    photoSub: sc.patient[1],
    items: sc.patient[2],
    pill: sc.patient[3],
  };
  let out = renderSidePanel(side, X0, Y0, lw, BH);
  const x = X0 + lw + 16;
  const w = BW - lw - 16;
  out += card(x, Y0, w, BH);
  let tx = x + 20;
  sc.tabs.forEach((t, i) => {
    const tw1 = tw(t, 13, true) + 26;
    out +=
      rect(
        tx,
        Y0 + 18,
        tw1,
        30,
        ` rx="15" fill="${i === 0 ? C.blueTint : C.white}" stroke="${i === 0 ? C.blueTint : C.s200}"`,
      ) +
      text(
        tx + tw1 / 2,
        Y0 + 38,
        t,
        ` font-size="13" font-weight="600" text-anchor="middle" fill="${i === 0 ? C.blueDark : C.s600}"`,
      );
    tx += tw1 + 8;
  });
  const gap = Math.min(88, (BH - 90) / sc.events.length);
  out += line(x + 40, Y0 + 80, x + 40, Y0 + 80 + gap * (sc.events.length - 1), C.s200, ' stroke-width="2"');
  sc.events.forEach(([date, title, detail, tag], i) => {
    const y = Y0 + 80 + i * gap;
    const tone = tag ? toneOf(tag) : 'blue';
    out +=
      `<circle cx="${x + 40}" cy="${r(y)}" r="8" fill="${C.white}" stroke="${TONES[tone === 'slate' ? 'blue' : tone][2]}" stroke-width="3"/>` +
      text(x + 64, y - 6, date, ` font-size="12" fill="${C.s500}"`) +
      text(x + 64, y + 14, title, ` font-size="14" font-weight="700" fill="${C.ink}"`) +
      text(x + 64, y + 34, fit(detail, w - 230, 12.5), ` font-size="12.5" fill="${C.s700}"`);
    if (tag) out += PG(pill(x + w - 20, y + 14, tag, tone === 'slate' ? 'blue' : tone, true));
  });
  return out;
}

function person(cx, cy, scale, fill) {
  return (
    `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(46 * scale)}" fill="${fill}"/>` +
    `<path d="M${r(cx - 96 * scale)} ${r(cy + 150 * scale)}a${r(96 * scale)} ${r(90 * scale)} 0 0 1 ${r(192 * scale)} 0z" fill="${fill}"/>`
  );
}

/** A video consultation: the call window with two people and a notes panel. */
export function renderVideo(sc) {
  const vw = 640;
  const vh = 420;
  let out =
    rect(X0, Y0, vw, vh, ` rx="12" fill="${C.ink}"`) +
    person(X0 + vw / 2, Y0 + 160, 1.15, C.s600) +
    rect(X0 + 16, Y0 + 16, 118, 28, ` rx="14" fill="${C.white}" fill-opacity=".12"`) +
    `<circle cx="${X0 + 32}" cy="${Y0 + 30}" r="5" fill="${C.green}"/>` +
    text(X0 + 44, Y0 + 35, sc.timer ?? 'Live · 12:48', ` font-size="12.5" fill="${C.white}"`) +
    rect(X0 + 16, Y0 + vh - 46, tw(sc.remote, 13) + 24, 30, ` rx="6" fill="${C.ink}" fill-opacity=".7"`) +
    text(X0 + 28, Y0 + vh - 26, sc.remote, ` font-size="13" fill="${C.white}"`) +
    rect(X0 + vw - 176, Y0 + vh - 136, 160, 120, ` rx="10" fill="${C.s700}" stroke="${C.s500}"`) +
    person(X0 + vw - 96, Y0 + vh - 92, 0.32, C.s400) +
    text(X0 + vw - 166, Y0 + vh - 24, 'You', ` font-size="11.5" fill="${C.white}"`);
  ['Mic', 'Camera', 'Share', 'Chat', 'End'].forEach((c, i) => {
    const cx = X0 + vw / 2 + (i - 2) * 64;
    const cy = Y0 + vh + 40;
    out +=
      `<circle cx="${cx}" cy="${cy}" r="24" fill="${c === 'End' ? C.redMid : C.white}" stroke="${c === 'End' ? C.redMid : C.s300}"/>` +
      text(
        cx,
        cy + 4,
        c,
        ` font-size="10.5" font-weight="600" text-anchor="middle" fill="${c === 'End' ? C.white : C.s600}"`,
      );
  });
  const fy = Y0 + vh + 84;
  out +=
    card(X0, fy, vw, BH - vh - 84) +
    text(X0 + 20, fy + 28, 'Shared during this call', ` font-size="14" font-weight="700" fill="${C.ink}"`);
  sc.files.forEach(([name, meta], i) => {
    const y = fy + 48 + i * 26;
    out +=
      rect(X0 + 20, y - 12, 16, 18, ` rx="3" fill="${C.blueTint}" stroke="${C.blue}"`) +
      text(X0 + 46, y + 2, name, ` font-size="13" fill="${C.ink}"`) +
      text(X0 + vw - 20, y + 2, meta, ` font-size="12" fill="${C.s500}" text-anchor="end"`);
  });
  out += renderSidePanel(sc.side, X0 + vw + 16, Y0, BW - vw - 16, BH);
  return out;
}
