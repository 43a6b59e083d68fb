/** Calendar and board (kanban) bodies of the module screens. */
import { card, layers, line, PG, pillInto, rect, text } from './draw.mjs';
import { fit, pad, r, tw } from './format.mjs';
import { int, pick } from './sample.mjs';
import { BH, BW, C, toneOf, TONES, X0, Y0 } from './style.mjs';

/** Calendar: a time grid of columns (`sc.cols`) with booked blocks. */
export function renderCalendar(sc, gen, rng) {
  const n = sc.cols.length;
  const start = sc.start ?? 9;
  const hours = sc.hours ?? 8;
  const tx = 64;
  const colW = (BW - tx) / n;
  let out = '';
  out +=
    rect(X0, Y0, 40, 34, ` rx="8" fill="${C.white}" stroke="${C.s300}"`) +
    text(X0 + 20, Y0 + 22, '‹', ` font-size="16" text-anchor="middle" fill="${C.s600}"`) +
    rect(X0 + 48, Y0, 40, 34, ` rx="8" fill="${C.white}" stroke="${C.s300}"`) +
    text(X0 + 68, Y0 + 22, '›', ` font-size="16" text-anchor="middle" fill="${C.s600}"`) +
    text(X0 + 104, Y0 + 23, sc.date ?? '2083-08-06', ` font-size="15" font-weight="700" fill="${C.ink}"`);
  ['Day', 'Week', 'Month'].forEach((v, i) => {
    const active = v === (sc.view ?? 'Day');
    out +=
      rect(
        X0 + BW - 222 + i * 74,
        Y0,
        70,
        34,
        ` rx="8" fill="${active ? C.blue : C.white}" stroke="${active ? C.blue : C.s300}"`,
      ) +
      text(
        X0 + BW - 187 + i * 74,
        Y0 + 22,
        v,
        ` font-size="13" text-anchor="middle" fill="${active ? C.white : C.s600}"`,
      );
  });
  const gy = Y0 + 48;
  const headH = 50;
  const rowH = (BH - 48 - headH) / hours;
  out += card(X0, gy, BW, BH - 48);
  const G = layers();
  let vgrid = '';
  let hgrid = '';
  sc.cols.forEach(([name, sub], i) => {
    const cx = X0 + tx + i * colW;
    vgrid += `M${r(cx)} ${gy}V${gy + BH - 48}`;
    G.text(cx + 12, gy + 22, fit(name, colW - 20, 13, true), ` font-size="13" font-weight="700" fill="${C.ink}"`);
    G.text(cx + 12, gy + 40, fit(sub ?? '', colW - 20, 11.5), ` font-size="11.5" fill="${C.s500}"`);
  });
  for (let h = 0; h < hours; h++) {
    const y = gy + headH + h * rowH;
    hgrid += `M${X0} ${r(y)}H${X0 + BW}`;
    G.text(X0 + 12, y + 16, `${pad(start + h)}:00`, ` font-size="11.5" fill="${C.s500}"`);
  }
  out += `<path d="${hgrid}" stroke="${C.s100}"/><path d="${vgrid}" stroke="${C.s200}"/>${G.svg()}`;
  const slots = hours * 2;
  const slotH = rowH / 2;
  const subs = sc.ev.sub.startsWith('pick:') ? sc.ev.sub.slice(5).split('|') : null;
  const E = layers();
  sc.cols.forEach((_, ci) => {
    let t = int(rng, 0, 1);
    while (t < slots) {
      if (rng() < (sc.density ?? 0.62)) {
        const dur = pick(rng, sc.durs ?? [1, 1, 2, 2, 3]);
        if (t + dur > slots) break;
        const ex = X0 + tx + ci * colW + 4;
        const ey = gy + headH + t * slotH + 2;
        const eh = dur * slotH - 4;
        const main = gen(sc.ev.cols?.[ci] ?? sc.ev.main).s;
        const sub = gen(sc.ev.subs?.[ci] ?? sc.ev.sub).s;
        const tone = subs ? (subs.indexOf(sub) % 2 ? 'green' : 'blue') : ci % 2 ? 'green' : 'blue';
        const from = start * 60 + t * 30;
        const to = from + dur * 30;
        E.rect(ex, ey, colW - 8, eh, ` fill="${TONES[tone][0]}"`, 6);
        E.rect(ex, ey, 4, eh, ` fill="${TONES[tone][2]}"`);
        E.text(ex + 12, ey + 17, fit(main, colW - 28, 12, true), ` font-size="12" font-weight="700" fill="${C.ink}"`);
        if (eh > 36)
          E.text(
            ex + 12,
            ey + 33,
            fit(
              `${pad(Math.floor(from / 60))}:${pad(from % 60)}–${pad(Math.floor(to / 60))}:${pad(to % 60)} · ${sub}`,
              colW - 28,
              11,
            ),
            ` font-size="11" fill="${C.s600}"`,
          );
        t += dur;
      } else t += 1;
    }
  });
  out += E.svg();
  const nowY = gy + headH + (sc.now ?? 2.4) * rowH;
  out +=
    line(X0 + tx, nowY, X0 + BW, nowY, C.redMid, ' stroke-width="2"') +
    `<circle cx="${X0 + tx}" cy="${r(nowY)}" r="5" fill="${C.redMid}"/>`;
  return out;
}

/** Board: columns of cards (`sc.cols`), like a kanban. */
export function renderBoard(sc, gen) {
  const n = sc.cols.length;
  const cw = (BW - (n - 1) * 16) / n;
  const L = layers();
  const P = layers();
  sc.cols.forEach(([title, count, tone = 'blue', status], i) => {
    const x = X0 + i * (cw + 16);
    L.rect(x, Y0, cw, BH, ` fill="${C.s100}"`, 10);
    L.rect(x, Y0, cw, 4, ` fill="${TONES[tone][2]}"`, 2);
    L.text(x + 16, Y0 + 34, fit(title, cw - 70, 14, true), ` font-size="14" font-weight="700" fill="${C.ink}"`);
    pillInto(P, x + cw - 14, Y0 + 34, String(sc.totals?.[i] ?? count), tone, true);
    const cardH = sc.compact ? 70 : 86;
    for (let k = 0; k < count && k < Math.floor((BH - 56) / (cardH + 10)); k++) {
      const y = Y0 + 52 + k * (cardH + 10);
      const top = gen(sc.card.top).s;
      const right = sc.card.right ? gen(sc.card.right).s : '';
      const main = gen(sc.card.main).s;
      const sub = sc.card.sub ? gen(sc.card.sub).s : '';
      L.rect(x + 10, y, cw - 20, cardH, ` fill="${C.white}" stroke="${C.s200}"`, 8);
      L.rect(x + 10, y + 10, 3, cardH - 20, ` fill="${TONES[tone][2]}"`);
      L.text(x + 24, y + 22, top, ` font-size="12" font-weight="700" fill="${C.blue}"`);
      if (right) L.text(x + cw - 22, y + 22, right, ` font-size="12" fill="${C.s500}" text-anchor="end"`);
      L.text(x + 24, y + 44, fit(main, cw - 56, 14, true), ` font-size="14" font-weight="600" fill="${C.ink}"`);
      if (!sc.compact) {
        const withPill = status && tw(sub, 12.5) + tw(status, 11.5, true) + 34 < cw - 46;
        L.text(
          x + 24,
          y + 68,
          fit(sub, withPill ? cw - 60 - tw(status, 11.5, true) - 18 : cw - 46, 12.5),
          ` font-size="12.5" fill="${C.s500}"`,
        );
        if (withPill) pillInto(P, x + cw - 22, y + 68, status, toneOf(status), true);
      }
    }
  });
  return L.svg() + PG(P.svg());
}
