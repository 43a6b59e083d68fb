/** Point-of-sale and floor-plan bodies of the module screens. */
import { card, layers, line, PG, pill, rect, text } from './draw.mjs';
import { fit, npr, r, tw, wrap } from './format.mjs';
import { BH, BW, C, toneOf, TONES, X0, Y0 } from './style.mjs';

/** Point of sale: item grid on the left, the cart on the right (`sc.items`, `sc.cart`). */
export function renderPos(sc) {
  const lw = 600;
  let out =
    rect(X0, Y0, lw, 40, ` rx="8" fill="${C.white}" stroke="${C.s300}"`) +
    `<circle cx="${X0 + 22}" cy="${Y0 + 19}" r="6" fill="none" stroke="${C.s400}" stroke-width="2"/>` +
    text(X0 + 40, Y0 + 25, sc.search ?? 'Scan barcode or search items…', ` font-size="13" fill="${C.s400}"`);
  let cx = X0;
  sc.cats.forEach((c, i) => {
    const w = tw(c, 13, true) + 22;
    out +=
      rect(cx, Y0 + 54, w, 32, ` rx="16" fill="${i === 0 ? C.blue : C.white}" stroke="${i === 0 ? C.blue : C.s300}"`) +
      text(
        cx + w / 2,
        Y0 + 75,
        c,
        ` font-size="13" font-weight="600" text-anchor="middle" fill="${i === 0 ? C.white : C.s600}"`,
      );
    cx += w + 6;
  });
  const tW = (lw - 3 * 12) / 4;
  const tH = 148;
  const L = layers();
  sc.items.slice(0, 12).forEach(([name, sub, price], i) => {
    const x = X0 + (i % 4) * (tW + 12);
    const y = Y0 + 100 + Math.floor(i / 4) * (tH + 12);
    const green = i % 3 === 1;
    L.rect(x, y, tW, tH, ` fill="${C.white}" stroke="${C.s200}"`, 10);
    L.rect(x + 12, y + 12, 36, 36, ` fill="${green ? C.greenTint : C.blueTint}"`, 8);
    wrap(name, tW - 24, 13, true)
      .slice(0, 2)
      .forEach((l, k) => L.text(x + 12, y + 72 + k * 17, l, ` font-size="13" font-weight="600" fill="${C.ink}"`));
    L.text(x + 12, y + 112, fit(sub, tW - 24, 11.5), ` font-size="11.5" fill="${C.s500}"`);
    L.text(x + 12, y + 134, npr(price), ` font-size="14" font-weight="700" fill="${C.blue}"`);
  });
  out += L.svg();
  const x = X0 + lw + 16;
  const w = BW - lw - 16;
  const cart = sc.cart;
  out +=
    card(x, Y0, w, BH) +
    text(x + 20, Y0 + 32, cart.title, ` font-size="15" font-weight="700" fill="${C.ink}"`) +
    text(x + 20, Y0 + 52, cart.sub, ` font-size="12.5" fill="${C.s500}"`) +
    line(x, Y0 + 68, x + w, Y0 + 68);
  let sub = 0;
  const CL = layers();
  cart.lines.forEach(([name, qty, rate], i) => {
    const y = Y0 + 92 + i * 46;
    sub += qty * rate;
    CL.text(x + 20, y, fit(name, w - 130, 13.5, true), '');
    CL.text(x + w - 20, y + 8, npr(qty * rate), ' text-anchor="end"');
    CL.text(x + 20, y + 18, `${qty} × ${npr(rate)}`, ` font-size="12" font-weight="400" fill="${C.s500}"`);
  });
  out += `<g font-size="13.5" font-weight="600" fill="${C.ink}">${CL.svg()}</g>`;
  const disc = Math.round((sub * (cart.discount ?? 0)) / 100);
  const svc = Math.round(((sub - disc) * (cart.service ?? 0)) / 100);
  const vat = Math.round(((sub - disc + svc) * (cart.vat ?? 0)) / 100);
  const total = sub - disc + svc + vat;
  const rows = [['Sub-total', npr(sub)]];
  if (cart.discount) rows.push([cart.discountLabel ?? `Discount (${cart.discount}%)`, `- ${npr(disc)}`]);
  if (cart.service) rows.push([`Service charge (${cart.service}%)`, npr(svc)]);
  if (cart.vat) rows.push([`VAT (${cart.vat}%)`, npr(vat)]);
  if (cart.note) rows.push([cart.note, '']);
  let ty = Y0 + BH - 190 - rows.length * 24;
  out += line(x + 20, ty - 18, x + w - 20, ty - 18);
  for (const [k, v] of rows) {
    out +=
      text(x + 20, ty, k, ` font-size="13" fill="${C.s500}"`) +
      text(x + w - 20, ty, v, ` font-size="13" fill="${C.s700}" text-anchor="end"`);
    ty += 24;
  }
  out +=
    text(x + 20, ty + 14, 'Total', ` font-size="16" font-weight="700" fill="${C.ink}"`) +
    text(x + w - 20, ty + 16, npr(total), ` font-size="22" font-weight="700" fill="${C.ink}" text-anchor="end"`);
  const pays = ['Cash', 'Card', 'eSewa', 'Khalti', 'Fonepay'];
  const pw = (w - 40 - 4 * 6) / 5;
  pays.forEach((p, i) => {
    const active = p === (cart.pay ?? 'Fonepay');
    out +=
      rect(
        x + 20 + i * (pw + 6),
        Y0 + BH - 126,
        pw,
        38,
        ` rx="8" fill="${active ? C.greenTint : C.white}" stroke="${active ? C.green : C.s300}"`,
      ) +
      text(
        x + 20 + i * (pw + 6) + pw / 2,
        Y0 + BH - 102,
        p,
        ` font-size="12.5" font-weight="600" text-anchor="middle" fill="${active ? C.greenDark : C.s600}"`,
      );
  });
  out +=
    rect(x + 20, Y0 + BH - 72, w - 40, 52, ` rx="10" fill="${C.green}"`) +
    text(
      x + w / 2,
      Y0 + BH - 40,
      `${cart.payLabel ?? 'Pay'} ${npr(total)}`,
      ` font-size="17" font-weight="700" fill="${C.white}" text-anchor="middle"`,
    );
  return out;
}

/** Floor plan: area tabs, a count per status, and tiles (tables, beds) coloured by status. */
export function renderFloor(sc, gen, rng) {
  const statuses = sc.statuses; // [label, weight]
  const weights = statuses.reduce((s, [, w]) => s + w, 0);
  const tiles = Array.from({ length: sc.count ?? 24 }, (_, i) => {
    if (sc.states) return { label: sc.labels[i], status: sc.states[i] };
    let roll = rng() * weights;
    const status = statuses.find(([, w]) => (roll -= w) < 0)[0];
    return { label: sc.labels[i], status };
  });
  let out = '';
  let tx = X0;
  sc.areas.forEach((a, i) => {
    const w = tw(a, 13, true) + 28;
    out +=
      rect(tx, Y0, w, 34, ` rx="8" fill="${i === 0 ? C.blue : C.white}" stroke="${i === 0 ? C.blue : C.s300}"`) +
      text(
        tx + w / 2,
        Y0 + 22,
        a,
        ` font-size="13" font-weight="600" text-anchor="middle" fill="${i === 0 ? C.white : C.s600}"`,
      );
    tx += w + 8;
  });
  let lx = X0 + BW;
  let pills = '';
  [...statuses].reverse().forEach(([label]) => {
    const count = tiles.filter((t) => t.status === label).length;
    const s = `${label} ${count}`;
    lx -= tw(s, 11.5, true) + 26;
    pills += pill(lx, Y0 + 22, s, toneOf(label));
  });
  const L = layers();
  const cols = sc.cols ?? 6;
  const rows = Math.ceil(tiles.length / cols);
  const gap = 14;
  const w = (BW - (cols - 1) * gap) / cols;
  const h = (BH - 54 - (rows - 1) * gap) / rows;
  tiles.forEach((t, i) => {
    const x = X0 + (i % cols) * (w + gap);
    const y = Y0 + 54 + Math.floor(i / cols) * (h + gap);
    const tone = toneOf(t.status);
    const busy = sc.busy.includes(t.status);
    L.rect(x, y, w, h, ` fill="${C.white}" stroke-width="1.5"`, 10, ` stroke="${TONES[tone][2]}"`);
    if (sc.seats) {
      const seats = sc.seats[i % sc.seats.length];
      let d = '';
      for (let k = 0; k < seats; k++)
        d += `M${r(x + w / 2 + ((k % (seats / 2)) - (seats / 2 - 1) / 2) * 22)} ${r(k < seats / 2 ? y + 20 : y + h - 12)}h0`;
      L.add(
        ` stroke="${TONES[tone][2]}" stroke-width="11" stroke-linecap="round" stroke-opacity=".35"`,
        `<path d="${d}"/>`,
      );
    }
    const oy = sc.seats ? 14 : 0;
    L.text(x + 14, y + 32 + oy, t.label, ` font-size="15" font-weight="700" fill="${C.ink}"`);
    pills += pill(x + w - 10, y + 32 + oy, t.status, tone, true);
    if (busy) {
      L.text(x + 14, y + 56 + oy, fit(gen(sc.l2).s, w - 28, 12.5), ` font-size="12.5" fill="${C.s700}"`);
      L.text(x + 14, y + 74 + oy, fit(gen(sc.l3).s, w - 28, 11.5), ` font-size="11.5" fill="${C.s500}"`);
    } else L.text(x + 14, y + 56 + oy, sc.idle?.[t.status] ?? '', ` font-size="12" fill="${C.s500}"`);
  });
  return out + L.svg() + PG(pills);
}
