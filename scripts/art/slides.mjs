/**
 * The seven flat illustrations of the home-page product slideshow (SPEC §2.3 item 6), drawn
 * as devices and paper on a light brand background. Keys are the file names under
 * public/images/slideshow/.
 */
import { mark } from './brand.mjs';
import { C, badge, check, circle, line, path, rect, svgDoc, text } from './products/kit.mjs';

/** Background: soft panel, two large circles and a dot grid. */
function backdrop() {
  let out =
    rect(0, 0, 960, 600, { rx: 24, fill: C.brandMist }) +
    circle(820, 110, 170, { fill: C.brandSoft, opacity: 0.7 }) +
    circle(120, 520, 140, { fill: C.greenSoft, opacity: 0.7 });
  for (let i = 0; i < 30; i += 1) out += circle(60 + (i % 6) * 18, 60 + Math.floor(i / 6) * 18, 2.5, { fill: C.s300 });
  return out;
}

/** A white card with a soft drop shadow. */
function floating(x, y, w, h, rx = 14) {
  return (
    rect(x + 4, y + 8, w, h, { rx, fill: C.brandDeep, opacity: 0.08 }) +
    rect(x, y, w, h, { rx, fill: C.white, stroke: C.s200 })
  );
}

/** A round icon badge holding a check mark. */
function tick(cx, cy, r = 16, fill = C.green) {
  return circle(cx, cy, r, { fill }) + check(cx - r * 0.7, cy - r * 0.7, r * 1.4);
}

/** A laptop whose screen spans (x, y, w, h); returns the frame only. */
function laptop(x, y, w, h) {
  return (
    rect(x - 14, y - 14, w + 28, h + 28, { rx: 16, fill: C.ink }) +
    rect(x, y, w, h, { rx: 4, fill: C.white }) +
    `<path d="M${x - 60} ${y + h + 14}h${w + 120}l-24 26H${x - 36}z" fill="${C.s300}"/>` +
    rect(x + w / 2 - 40, y + h + 14, 80, 8, { rx: 4, fill: C.s400 })
  );
}

/** A phone whose screen spans (x, y, w, h). */
function phone(x, y, w, h) {
  return (
    rect(x - 10, y - 26, w + 20, h + 52, { rx: 26, fill: C.ink }) +
    rect(x, y, w, h, { rx: 6, fill: C.white }) +
    rect(x + w / 2 - 22, y - 16, 44, 6, { rx: 3, fill: C.s600 })
  );
}

/** Grey bars standing in for lines of text. */
function bars(x, y, widths, { gap = 14, h = 6, fill = C.s200 } = {}) {
  return widths.map((w, i) => rect(x, y + i * gap, w, h, { rx: h / 2, fill })).join('');
}

function onePlatform() {
  let body = backdrop() + laptop(300, 150, 360, 226);
  body +=
    rect(300, 150, 360, 26, { fill: C.s50 }) +
    mark(316, 163, 16) +
    text(330, 167, 'Sarathi ERP', { size: 10, weight: 700, fill: C.ink });
  [
    ['OPD', '186'],
    ['IPD', '74'],
    ['Lab', '412'],
  ].forEach(([k, v], i) => {
    body +=
      rect(314 + i * 114, 188, 104, 52, { rx: 8, fill: C.white, stroke: C.s200 }) +
      text(324 + i * 114, 206, k, { size: 9.5, fill: C.s500 }) +
      text(324 + i * 114, 228, v, { size: 16, weight: 700, fill: C.ink });
  });
  [30, 48, 38, 62, 44, 70, 56].forEach((h, i) => {
    body += rect(322 + i * 30, 362 - h, 18, h, { rx: 3, fill: i === 5 ? C.brand : C.brandSoft });
  });
  body +=
    circle(590, 318, 30, { fill: 'none', stroke: C.brandSoft, sw: 12 }) +
    `<circle cx="590" cy="318" r="30" fill="none" stroke="${C.green}" stroke-width="12" stroke-dasharray="120 69" transform="rotate(-90 590 318)"/>`;
  const chips = [
    [150, 120, 'Patients'],
    [120, 300, 'Billing'],
    [170, 450, 'Accounts'],
    [720, 200, 'Pharmacy'],
    [740, 360, 'Laboratory'],
    [680, 470, 'Inventory'],
  ];
  for (const [x, y, label] of chips) {
    const w = label.length * 8 + 52;
    const anchorX = x < 480 ? x + w : x;
    body +=
      line(anchorX, y + 22, x < 480 ? 286 : 674, Math.min(360, Math.max(180, y + 22)), {
        stroke: C.brand,
        sw: 1.5,
        dash: '5 5',
      }) +
      floating(x, y, w, 44, 22) +
      circle(x + 22, y + 22, 10, { fill: C.brandSoft }) +
      circle(x + 22, y + 22, 4, { fill: C.brand }) +
      text(x + 40, y + 27, label, { size: 13, weight: 600, fill: C.ink });
  }
  return svgDoc({
    title: 'One Sarathi ERP dashboard connected to patients, billing, accounts, pharmacy, laboratory and inventory',
    body,
  });
}

function irdBilling() {
  let body =
    backdrop() +
    floating(330, 80, 300, 440, 12) +
    rect(330, 80, 300, 8, { rx: 4, fill: C.brand }) +
    text(480, 124, 'TAX INVOICE', { size: 15, weight: 700, fill: C.ink, anchor: 'middle' }) +
    text(480, 142, 'Invoice HB-2082-04127 · PAN registered', { size: 10, fill: C.s500, anchor: 'middle' }) +
    line(352, 158, 608, 158, { stroke: C.s200, dash: '4 4' });
  [
    ['Consultation', '800'],
    ['CBC and ESR', '650'],
    ['X-ray chest PA', '900'],
    ['Sunscreen SPF 50', '640'],
  ].forEach(([k, v], i) => {
    body +=
      text(352, 186 + i * 28, k, { size: 12, fill: C.s700 }) +
      text(608, 186 + i * 28, v, { size: 12, fill: C.s700, anchor: 'end' });
  });
  body +=
    line(352, 290, 608, 290, { stroke: C.s200, dash: '4 4' }) +
    text(352, 316, 'Taxable amount', { size: 11.5, fill: C.s500 }) +
    text(608, 316, '640.00', { size: 11.5, fill: C.s500, anchor: 'end' }) +
    text(352, 340, 'VAT 13%', { size: 11.5, fill: C.s500 }) +
    text(608, 340, '83.20', { size: 11.5, fill: C.s500, anchor: 'end' }) +
    text(352, 376, 'Total', { size: 16, weight: 700, fill: C.ink }) +
    text(608, 376, 'Rs. 3,073.20', { size: 16, weight: 700, fill: C.brand, anchor: 'end' });
  for (let i = 0; i < 36; i += 1)
    if ((i * 5 + Math.floor(i / 6)) % 3)
      body += rect(440 + (i % 6) * 13, 400 + Math.floor(i / 6) * 13, 12, 12, { fill: C.ink });
  body += text(480, 500, 'Scan to pay', { size: 10, fill: C.s500, anchor: 'middle' });
  body +=
    circle(660, 120, 48, { fill: C.green }) +
    circle(660, 120, 40, { fill: 'none', stroke: C.white, sw: 2, opacity: 0.7 }) +
    text(660, 116, 'IRD', { size: 16, weight: 700, fill: C.white, anchor: 'middle' }) +
    text(660, 134, 'approved', { size: 10, fill: C.white, anchor: 'middle' });
  [
    ['eSewa', 170, 180],
    ['Khalti', 130, 290],
    ['Fonepay', 180, 400],
    ['Cash', 720, 300],
    ['Card', 700, 410],
  ].forEach(([label, x, y]) => {
    const cash = label === 'Cash' || label === 'Card';
    body +=
      floating(x, y, 120, 52, 26) +
      circle(x + 26, y + 26, 14, { fill: cash ? C.greenSoft : C.brandSoft }) +
      text(x + 26, y + 31, label === 'Cash' ? 'Rs' : label[0], {
        size: label === 'Cash' ? 10 : 13,
        weight: 700,
        fill: cash ? C.greenDark : C.brandDark,
        anchor: 'middle',
      }) +
      text(x + 50, y + 31, label, { size: 13, weight: 600, fill: C.ink });
  });
  return svgDoc({
    title:
      'An IRD-approved tax invoice with VAT 13 percent and a payment QR code, paid by eSewa, Khalti, Fonepay, cash or card',
    body,
  });
}

function appointments() {
  let body =
    backdrop() +
    phone(400, 90, 180, 400) +
    text(416, 122, 'Baisakh 2082', { size: 13, weight: 700, fill: C.ink }) +
    text(564, 122, '\u203A', { size: 16, fill: C.s500, anchor: 'end' });
  ['S', 'M', 'T', 'W', 'T', 'F', 'S'].forEach((d, i) => {
    body += text(422 + i * 23, 146, d, { size: 9.5, fill: C.s400, anchor: 'middle' });
  });
  for (let d = 1; d <= 28; d += 1) {
    const i = d + 1,
      x = 422 + (i % 7) * 23,
      y = 168 + Math.floor(i / 7) * 24;
    if (d === 14) body += circle(x, y - 4, 10, { fill: C.brand });
    body += text(x, y, String(d), {
      size: 10,
      weight: d === 14 ? 700 : undefined,
      fill: d === 14 ? C.white : C.s600,
      anchor: 'middle',
    });
  }
  [
    ['10:00', 'Booked', C.s100, C.s500],
    ['10:30', 'Your slot', C.brand, C.white],
    ['11:00', 'Available', C.greenSoft, C.greenDark],
  ].forEach(([t, s, bg, fg], i) => {
    const y = 290 + i * 44;
    body +=
      rect(412, y, 156, 36, { rx: 8, fill: bg }) +
      text(424, y + 23, t, { size: 12, weight: 700, fill: fg }) +
      text(558, y + 23, s, { size: 10.5, fill: fg, anchor: 'end' });
  });
  body +=
    rect(412, 432, 156, 38, { rx: 10, fill: C.brand }) +
    text(490, 456, 'Confirm booking', { size: 12, weight: 600, fill: C.white, anchor: 'middle' });
  body +=
    floating(600, 150, 290, 112, 18) +
    circle(632, 184, 16, { fill: C.brandSoft }) +
    path('M626 190v-8a6 6 0 0 1 12 0v8l2 2h-16z', { fill: C.brand }) +
    text(660, 182, 'SMS reminder', { size: 12, weight: 700, fill: C.ink }) +
    text(660, 198, 'sent 24 hours before', { size: 10.5, fill: C.s500 }) +
    text(624, 226, 'Your appointment with Dr. Anita', { size: 11.5, fill: C.s700 }) +
    text(624, 244, 'Shrestha is tomorrow at 10:30.', { size: 11.5, fill: C.s700 });
  body += floating(90, 210, 250, 150, 18) + text(112, 244, 'Today', { size: 12, weight: 700, fill: C.ink });
  [
    ['Booked online', 18, C.brand],
    ['Walk-in', 6, C.amber],
    ['Follow-up', 11, C.green],
  ].forEach(([k, v, c], i) => {
    body +=
      circle(118, 270 + i * 28, 5, { fill: c }) +
      text(132, 274 + i * 28, k, { size: 11.5, fill: C.s700 }) +
      text(318, 274 + i * 28, String(v), { size: 12, weight: 700, fill: C.ink, anchor: 'end' });
  });
  body += tick(620, 420, 22);
  return svgDoc({
    title: 'A phone booking an appointment in a Bikram Sambat calendar, with an SMS reminder the day before',
    body,
  });
}

function inventory() {
  let body = backdrop() + rect(120, 120, 330, 360, { rx: 10, fill: C.white, stroke: C.s300 });
  for (let s = 0; s < 3; s += 1) {
    const y = 230 + s * 120;
    body += rect(120, y, 330, 10, { fill: C.s300 });
    [64, 48, 80, 56, 60].forEach((w, i) => {
      const x = 136 + [0, 70, 124, 210, 272][i],
        h = 60 + ((i + s) % 3) * 14;
      const fill = (i + s) % 3 === 0 ? C.brand : (i + s) % 3 === 1 ? C.brandSoft : C.greenSoft;
      if (x + w <= 440)
        body +=
          rect(x, y - h, w - 6, h, { rx: 6, fill }) +
          rect(x + 8, y - h + 12, w - 22, 8, { rx: 4, fill: C.white, opacity: 0.8 });
    });
  }
  body += floating(500, 110, 340, 250, 16) + text(524, 146, 'Stock by batch', { size: 14, weight: 700, fill: C.ink });
  [
    ['Metformin 500 mg', 'In stock', 'green'],
    ['Azithromycin 500 mg', '70 days', 'amber'],
    ['Insulin glargine', 'Reorder', 'red'],
    ['Amlodipine 5 mg', 'In stock', 'green'],
  ].forEach(([k, s, tone], i) => {
    const y = 184 + i * 42;
    body += text(524, y, k, { size: 12.5, fill: C.s700 }) + badge(816, y - 4, s, tone, { anchor: 'end' });
    if (i) body += line(524, y - 24, 816, y - 24, { stroke: C.s100 });
  });
  body +=
    floating(560, 390, 280, 100, 16) +
    circle(598, 440, 20, { fill: C.amberSoft }) +
    text(598, 447, '!', { size: 20, weight: 700, fill: C.amberDark, anchor: 'middle' }) +
    text(630, 432, '46 batches expire', { size: 14, weight: 700, fill: C.ink }) +
    text(630, 452, 'within 90 days: return or discount', { size: 11, fill: C.s500 });
  for (let i = 0; i < 24; i += 1) body += rect(168 + i * 10, 506, i % 3 === 0 ? 5 : 2.5, 40, { fill: C.ink });
  body += text(290, 564, '8 901234 567890', { size: 11, fill: C.s600, anchor: 'middle' });
  return svgDoc({
    title: 'Pharmacy shelves tracked batch by batch, with reorder levels, expiry warnings and barcode scanning',
    body,
  });
}

function labReports() {
  let body =
    backdrop() +
    rect(120, 360, 300, 24, { rx: 6, fill: C.s400 }) +
    rect(130, 384, 14, 80, { fill: C.s400 }) +
    rect(396, 384, 14, 80, { fill: C.s400 });
  [
    [C.brand, 130],
    [C.red, 100],
    [C.green, 150],
    [C.amber, 120],
    [C.brandDeep, 140],
  ].forEach(([cap, fill], i) => {
    const x = 148 + i * 54;
    body +=
      rect(x, 210, 28, 170, { rx: 14, fill: C.white, stroke: C.s300, sw: 2 }) +
      rect(x + 3, 380 - fill + 10, 22, fill - 16, { rx: 11, fill: i === 1 ? C.redSoft : C.brandSoft }) +
      rect(x - 3, 196, 34, 22, { rx: 6, fill: cap }) +
      rect(x + 5, 270, 18, 34, { fill: C.white, opacity: 0.9 });
    for (let b = 0; b < 5; b += 1) body += rect(x + 7 + b * 3, 276, 1.5, 22, { fill: C.ink });
  });
  body +=
    floating(480, 90, 340, 420, 12) +
    rect(480, 90, 340, 8, { rx: 4, fill: C.brand }) +
    text(504, 132, 'Lipid profile', { size: 16, weight: 700, fill: C.ink }) +
    text(504, 150, 'Sample L2082-10932 · verified', { size: 10.5, fill: C.s500 });
  [
    ['Total cholesterol', '212', true],
    ['Triglycerides', '168', true],
    ['HDL cholesterol', '42', false],
    ['LDL cholesterol', '136', true],
  ].forEach(([k, v, high], i) => {
    const y = 190 + i * 46;
    body +=
      text(504, y, k, { size: 12.5, fill: C.s700 }) +
      text(700, y, v, { size: 13, weight: 700, fill: high ? C.redDark : C.ink, anchor: 'end' }) +
      rect(716, y - 10, 80, 8, { rx: 4, fill: C.s100 }) +
      rect(716, y - 10, high ? 66 : 40, 8, { rx: 4, fill: high ? C.red : C.green });
  });
  body += line(504, 372, 796, 372, { stroke: C.s200 }) + bars(504, 396, [200, 160, 120]) + tick(760, 440, 24);
  body +=
    floating(640, 470, 240, 70, 18) +
    circle(672, 505, 16, { fill: C.brandSoft }) +
    path('M664 498h16v11h-9l-5 4v-4h-2z', { fill: C.brand }) +
    text(698, 500, 'Report sent by SMS', { size: 12, weight: 700, fill: C.ink }) +
    text(698, 518, 'and to the referring doctor', { size: 10.5, fill: C.s500 });
  return svgDoc({
    title: 'Barcoded sample tubes and a verified lipid profile report, delivered by SMS and to the referring doctor',
    body,
  });
}

function restaurantPos() {
  let body =
    backdrop() + rect(150, 110, 460, 330, { rx: 22, fill: C.ink }) + rect(166, 126, 428, 298, { rx: 8, fill: C.white });
  const tables = [
    [210, 170, 'O'],
    [300, 170, 'V'],
    [390, 170, 'O'],
    [480, 170, 'R'],
    [210, 260, 'O'],
    [300, 260, 'O'],
    [390, 260, 'V'],
    [480, 260, 'O'],
  ];
  const look = { O: [C.brandSoft, C.brand], V: [C.white, C.green], R: [C.amberSoft, C.amber] };
  tables.forEach(([x, y, st], i) => {
    const [fill, stroke] = look[st];
    body +=
      rect(x, y, 70, 56, { rx: 12, fill, stroke, sw: 2 }) +
      text(x + 35, y + 33, `T${i + 1}`, { size: 13, weight: 700, fill: stroke, anchor: 'middle' });
  });
  body +=
    rect(190, 350, 380, 50, { rx: 10, fill: C.s50 }) +
    text(206, 380, 'Dinner · 22 of 48 covers', { size: 13, weight: 600, fill: C.ink }) +
    rect(470, 362, 86, 26, { rx: 13, fill: C.brand }) +
    text(513, 379, 'New order', { size: 11, weight: 600, fill: C.white, anchor: 'middle' });
  body +=
    floating(650, 90, 210, 250, 8) +
    text(672, 124, 'KOT #148 · T7', { size: 13, weight: 700, fill: C.ink }) +
    line(672, 138, 838, 138, { stroke: C.s300, dash: '4 4' });
  ['2 x Chicken Momo', '1 x Buff Momo', '1 x Thakali Set', '3 x Masala Tea'].forEach((it, i) => {
    body += text(672, 166 + i * 28, it, { size: 12, fill: C.s700 });
  });
  body += line(672, 284, 838, 284, { stroke: C.s300, dash: '4 4' }) + badge(672, 316, 'Sent to kitchen', 'green');
  body += circle(760, 470, 70, { fill: C.white, stroke: C.s200, sw: 2 }) + circle(760, 470, 54, { fill: C.brandMist });
  for (const [dx, dy] of [
    [-20, 8],
    [20, 8],
    [0, -18],
    [-2, 30],
  ])
    body += circle(760 + dx, 470 + dy, 17, { fill: C.white, stroke: C.s300, sw: 1.5 });
  return svgDoc({
    title: 'A restaurant tablet with the table floor plan, a kitchen order ticket and a plate of momo',
    body,
  });
}

function cloudBranches() {
  let body = backdrop();
  body +=
    `<path d="M350 300a70 70 0 0 1 20-137 100 100 0 0 1 190-10 80 80 0 0 1 50 147z" fill="${C.white}" stroke="${C.brandSoft}" stroke-width="4"/>` +
    mark(480, 235, 64);
  const sites = [
    [160, 420, 'Kathmandu', 'Head office'],
    [400, 470, 'Pokhara', 'Branch clinic'],
    [640, 440, 'Biratnagar', 'Pharmacy'],
    [780, 320, 'Butwal', 'Lab collection'],
  ];
  for (const [x, y, city, role] of sites) {
    body +=
      line(480, 300, x + 70, y, { stroke: C.brand, sw: 2, dash: '6 6' }) +
      floating(x, y, 140, 70, 14) +
      path(`M${x + 26} ${y + 48}c-10-12-14-18-14-24a14 14 0 0 1 28 0c0 6-4 12-14 24z`, { fill: C.brand }) +
      circle(x + 26, y + 24, 5, { fill: C.white }) +
      text(x + 50, y + 31, city, { size: 12.5, weight: 700, fill: C.ink }) +
      text(x + 50, y + 49, role, { size: 10.5, fill: C.s500 });
  }
  body +=
    floating(700, 110, 200, 100, 16) +
    rect(728, 142, 28, 24, { rx: 5, fill: C.green }) +
    path('M734 142v-8a8 8 0 0 1 16 0v8', { stroke: C.green, sw: 3 }) +
    text(770, 150, 'Daily backups', { size: 12.5, weight: 700, fill: C.ink }) +
    text(770, 168, 'Encrypted copies', { size: 10.5, fill: C.s500 }) +
    text(770, 184, 'every night', { size: 10.5, fill: C.s500 });
  body +=
    floating(70, 150, 236, 90, 16) +
    tick(116, 195, 18) +
    text(144, 190, 'Live in every branch', { size: 12.5, weight: 700, fill: C.ink }) +
    text(144, 208, 'Same stock and prices', { size: 10.5, fill: C.s500 });
  return svgDoc({
    title:
      'Sarathi ERP in the cloud, linking branches in Kathmandu, Pokhara, Biratnagar and Butwal, with encrypted daily backups',
    body,
  });
}

/** File name (without extension) → function returning the SVG text, for public/images/slideshow/. */
export const slides = {
  '1-one-platform': onePlatform,
  '2-ird-billing': irdBilling,
  '3-appointments': appointments,
  '4-inventory': inventory,
  '5-lab-reports': labReports,
  '6-restaurant-pos': restaurantPos,
  '7-cloud-branches': cloudBranches,
};
