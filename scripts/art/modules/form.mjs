/** Form bodies of the module screens: labelled fields in sections and a summary panel beside them. */
import { buttons, card, line, PG, pill, rect, text } from './draw.mjs';
import { fit, tw, wrap } from './format.mjs';
import { BH, BW, C, toneOf, X0, Y0 } from './style.mjs';
import { tableRows } from './table.mjs';

/** One input field: label above a box. Values starting with ▾ are selects, ☑/☐ checkboxes; arrays are chips. */
function field(x, y, w, label, value, area) {
  const bh = area ? 64 : 36;
  let out =
    text(x, y + 12, fit(label, w, 12), ` font-size="12" font-weight="600" fill="${C.s500}"`) +
    rect(x, y + 20, w, bh, ` rx="7" fill="${C.white}" stroke="${C.s300}"`);
  if (Array.isArray(value)) {
    let cx = x + 10;
    for (const chip of value) {
      out += PG(pill(cx, y + 43, chip, toneOf(chip) === 'slate' ? 'blue' : toneOf(chip)));
      cx += tw(chip, 11.5, true) + 26;
    }
  } else if (/^[☑☐]/.test(value)) {
    const on = value.startsWith('☑');
    out +=
      rect(x + 12, y + 30, 16, 16, ` rx="4" fill="${on ? C.blue : C.white}" stroke="${on ? C.blue : C.s400}"`) +
      (on ? `<path d="M${x + 15} ${y + 38}l3 3 6-6" fill="none" stroke="${C.white}" stroke-width="2"/>` : '') +
      text(x + 36, y + 43, fit(value.slice(2), w - 46, 13), ` font-size="13" fill="${C.ink}"`);
  } else if (value.startsWith('▾')) {
    out +=
      text(x + 12, y + 43, fit(value.slice(2), w - 40, 13), ` font-size="13" fill="${C.ink}"`) +
      `<path d="M${x + w - 22} ${y + 35}l5 5 5-5" fill="none" stroke="${C.s500}" stroke-width="1.6"/>`;
  } else if (area) {
    wrap(value, w - 24, 13)
      .slice(0, 3)
      .forEach((l, i) => {
        out += text(x + 12, y + 42 + i * 18, l, ` font-size="13" fill="${C.ink}"`);
      });
  } else out += text(x + 12, y + 43, fit(value, w - 24, 13), ` font-size="13" fill="${C.ink}"`);
  return out;
}

/** Form: field sections (`sc.sections`) with a summary panel (`sc.side`) beside them. */
export function renderForm(sc, gen) {
  const side = sc.side;
  const cw = side ? 640 : BW;
  const ncol = sc.cols ?? (side ? 2 : 3);
  const fw = (cw - 48 - (ncol - 1) * 20) / ncol;
  let out = card(X0, Y0, cw, BH);
  let y = Y0 + 22;
  for (const [title, fields] of sc.sections) {
    out +=
      text(X0 + 24, y + 14, title, ` font-size="14.5" font-weight="700" fill="${C.ink}"`) +
      line(X0 + 24, y + 26, X0 + cw - 24, y + 26, C.s100);
    y += 40;
    if (!Array.isArray(fields)) {
      const rows = fields.rows.length;
      out += rect(X0 + 24, y, cw - 48, 34 + rows * 34, ` rx="8" fill="none" stroke="${C.s200}"`);
      out += tableRows(
        fields.cols.map((h, i) => [h, fields.kinds?.[i] ?? 'text:', fields.weights?.[i]]),
        gen,
        { x: X0 + 24, y, w: cw - 48, data: fields.rows, rowH: 34, headH: 34 },
      );
      y += 34 + rows * 34 + 18;
      if (fields.total) {
        out += text(
          X0 + cw - 40,
          y + 2,
          fields.total,
          ` font-size="13.5" font-weight="700" fill="${C.ink}" text-anchor="end"`,
        );
        y += 18;
      }
      continue;
    }
    let col = 0;
    let rowH = 0;
    for (const [label, value, opt] of fields) {
      const wide = opt === 'wide' || opt === 'area';
      if (wide && col > 0) {
        y += rowH;
        col = 0;
      }
      const w = wide ? cw - 48 : fw;
      out += field(X0 + 24 + col * (fw + 20), y, w, label, value, opt === 'area');
      rowH = opt === 'area' ? 96 : 68;
      col = wide ? ncol : col + 1;
      if (col >= ncol) {
        y += rowH;
        col = 0;
        rowH = 0;
      }
    }
    y += col ? rowH : 0;
    y += 2;
  }
  if (y > Y0 + BH - 56) console.warn(`  ! form "${sc.title}" is ${Math.round(y - (Y0 + BH - 56))}px too tall`);
  out += buttons(X0 + cw - 24, Y0 + BH - 56, sc.buttons ?? ['Save', 'Save & Print', 'Cancel']);
  if (side) out += renderSidePanel(side, X0 + cw + 16, Y0, BW - cw - 16, BH);
  return out;
}

/** The summary panel beside a form: optional photo/initials, key–value rows, pill, total, button. */
export function renderSidePanel(side, x, y, w, h) {
  let out = card(x, y, w, h) + text(x + 20, y + 34, side.title, ` font-size="15" font-weight="700" fill="${C.ink}"`);
  let iy = y + 60;
  if (side.photo) {
    const initials = side.photo
      .split(' ')
      .map((p) => p[0])
      .slice(0, 2)
      .join('');
    out +=
      `<circle cx="${x + 52}" cy="${iy + 32}" r="32" fill="${C.blueTint}"/>` +
      text(x + 52, iy + 39, initials, ` font-size="20" font-weight="700" fill="${C.blue}" text-anchor="middle"`) +
      text(x + 100, iy + 28, side.photo, ` font-size="15" font-weight="700" fill="${C.ink}"`) +
      text(x + 100, iy + 48, side.photoSub ?? '', ` font-size="12.5" fill="${C.s500}"`);
    iy += 88;
  }
  for (const [k, v, tone] of side.items) {
    out += text(x + 20, iy + 14, k, ` font-size="13" fill="${C.s500}"`);
    out += tone
      ? PG(pill(x + w - 20, iy + 14, v, tone, true))
      : text(
          x + w - 20,
          iy + 14,
          fit(v, w - tw(k, 13) - 50, 13, true),
          ` font-size="13" font-weight="600" fill="${C.ink}" text-anchor="end"`,
        );
    out += line(x + 20, iy + 30, x + w - 20, iy + 30, C.s100);
    iy += 42;
  }
  if (side.total) {
    out +=
      rect(x + 16, iy + 4, w - 32, 52, ` rx="8" fill="${C.blueTint}"`) +
      text(x + 30, iy + 36, side.total[0], ` font-size="14" font-weight="600" fill="${C.blueDark}"`) +
      text(
        x + w - 30,
        iy + 37,
        side.total[1],
        ` font-size="19" font-weight="700" fill="${C.blueDark}" text-anchor="end"`,
      );
    iy += 72;
  }
  if (side.pill)
    out += PG(pill(x + 20, iy + 18, side.pill, toneOf(side.pill) === 'slate' ? 'green' : toneOf(side.pill)));
  if (side.note)
    wrap(side.note, w - 40, 12.5).forEach((l, i) => {
      out += text(x + 20, iy + 54 + i * 18, l, ` font-size="12.5" fill="${C.s500}"`);
    });
  if (side.button) {
    out +=
      rect(x + 20, y + h - 64, w - 40, 44, ` rx="8" fill="${C.green}"`) +
      text(
        x + w / 2,
        y + h - 36,
        side.button,
        ` font-size="14" font-weight="700" fill="${C.white}" text-anchor="middle"`,
      );
  }
  return out;
}
