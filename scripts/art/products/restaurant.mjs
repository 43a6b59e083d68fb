/**
 * Restaurant ERP: tables, POS, kitchen display and reports.
 * All names and figures are demo data.
 */
import { productApp } from './frame.mjs';
import {
  C,
  TONES,
  badge,
  barChart,
  button,
  card,
  circle,
  legend,
  line,
  list,
  progress,
  rect,
  statRow,
  text,
} from './kit.mjs';

const RESTAURANT_NAV = [
  'Dashboard',
  'Tables',
  'Orders (POS)',
  'Kitchen (KOT)',
  'Menu',
  'Inventory',
  'Purchase',
  'Staff',
  'Reports',
  'Settings',
];

const restaurant = productApp('Restaurant ERP', RESTAURANT_NAV, 'restaurant');

function restaurantTables() {
  let body = card(220, 116, 500, 468, 'Ground floor', { right: 'Rooftop · Garden' });
  const tables = [
    ['T1', 2, 'O', '2 · Rs. 640'],
    ['T2', 4, 'O', '4 · Rs. 2,180'],
    ['T3', 4, 'V', 'Vacant'],
    ['T4', 2, 'R', '7:30 pm'],
    ['T5', 6, 'B', 'Bill printed'],
    ['T6', 4, 'O', '3 · Rs. 1,240'],
    ['T7', 4, 'O', '4 · Rs. 2,051'],
    ['T8', 2, 'V', 'Vacant'],
    ['T9', 4, 'V', 'Vacant'],
    ['T10', 6, 'R', '8:00 pm'],
    ['T11', 2, 'O', '2 · Rs. 560'],
    ['T12', 4, 'O', '5 · Rs. 3,420'],
  ];
  const look = {
    O: [C.brandSoft, C.brand, C.brandDark],
    V: [C.white, C.green, C.greenDark],
    R: [C.amberSoft, C.amber, C.amberDark],
    B: [C.s100, C.s400, C.s700],
  };
  tables.forEach(([name, seats, st, note], i) => {
    const cx = 236 + (i % 4) * 117 + 54,
      cy = 200 + Math.floor(i / 4) * 126;
    const [fill, stroke, fg] = look[st];
    const w = seats === 2 ? 56 : seats === 4 ? 76 : 96;
    for (let s = 0; s < seats / 2; s += 1) {
      const sx = cx - ((seats / 2 - 1) * 24) / 2 + s * 24 - 8;
      body += rect(sx, cy - 38, 16, 8, { rx: 3, fill: C.s300 }) + rect(sx, cy + 30, 16, 8, { rx: 3, fill: C.s300 });
    }
    body +=
      rect(cx - w / 2, cy - 26, w, 52, { rx: seats === 2 ? 26 : 10, fill, stroke, sw: 1.5 }) +
      text(cx, cy + 5, name, { size: 13, weight: 700, fill: fg, anchor: 'middle' }) +
      text(cx, cy + 58, note, { size: 10.5, fill: C.s600, anchor: 'middle' });
  });
  body += legend(236, 566, [
    { label: 'Occupied', color: C.brand },
    { label: 'Vacant', color: C.green },
    { label: 'Reserved', color: C.amber },
    { label: 'Bill printed', color: C.s400 },
  ]);
  body +=
    list(736, 116, 204, {
      title: 'Running orders',
      itemH: 48,
      items: [
        { title: 'Table T7', sub: 'KOT #148 · 12 min', right: 'Rs. 2,051' },
        { title: 'Table T12', sub: 'KOT #146 · 25 min', right: 'Rs. 3,420' },
        { title: 'Table T2', sub: 'KOT #144 · 31 min', right: 'Rs. 2,180' },
        { title: 'Takeaway', sub: 'Pickup 7:15 pm', right: 'Rs. 840' },
      ],
    }) +
    statRow(736, 364, 204, 104, [{ label: 'Covers now', value: '22 / 48', note: 'Ground floor', tone: 'brand' }]) +
    statRow(736, 480, 204, 104, [
      { label: 'Average table time', value: '48 min', note: 'Dinner service', tone: 'green' },
    ]);
  return restaurant({
    title: 'Sarathi Restaurant ERP floor plan with occupied, vacant and reserved tables and running orders',
    url: 'tables',
    active: 'Tables',
    heading: 'Tables',
    sub: 'Live floor plan for the dinner service',
    action: '+ Reservation',
    body,
  });
}

function restaurantPos() {
  let body = '';
  let chipX = 220;
  ['Momo', 'Thakali', 'Noodles', 'Snacks', 'Drinks'].forEach((c, i) => {
    const on = i === 0,
      w = c.length * 6.6 + 22;
    body +=
      rect(chipX, 116, w, 28, { rx: 14, fill: on ? C.brand : C.white, stroke: on ? undefined : C.s200 }) +
      text(chipX + w / 2, 134, c, { size: 11, weight: 600, fill: on ? C.white : C.s600, anchor: 'middle' });
    chipX += w + 8;
  });
  const items = [
    ['Chicken Momo', 'Steam · 10 pcs', 280],
    ['Buff Momo', 'Jhol · 10 pcs', 260],
    ['Veg Momo', 'Kothey · 10 pcs', 230],
    ['Chicken C-Momo', 'Chilli · 10 pcs', 320],
    ['Paneer Momo', 'Steam · 10 pcs', 300],
    ['Momo Platter', 'Mixed · 24 pcs', 690],
    ['Fried Momo', 'Buff · 10 pcs', 280],
    ['Sadeko Momo', 'Chicken · 10 pcs', 330],
    ['Jhol Momo', 'Veg · 10 pcs', 240],
  ];
  items.forEach(([name, sub, price], i) => {
    const x = 220 + (i % 3) * 136,
      y = 156 + Math.floor(i / 3) * 120;
    body +=
      rect(x, y, 124, 108, { rx: 10, fill: C.white, stroke: i === 0 ? C.brand : C.s200, sw: i === 0 ? 1.5 : 1 }) +
      circle(x + 30, y + 30, 18, { fill: C.brandMist });
    for (const [dx, dy] of [
      [-7, 3],
      [7, 3],
      [0, -6],
    ])
      body += circle(x + 30 + dx, y + 30 + dy, 6, { fill: C.white, stroke: C.s300 });
    body +=
      text(x + 12, y + 70, name, { size: 11.5, weight: 600, fill: C.ink }) +
      text(x + 12, y + 85, sub, { size: 10, fill: C.s500 }) +
      text(x + 112, y + 30, `Rs. ${price}`, { size: 11, weight: 700, fill: C.brand, anchor: 'end' });
  });
  body +=
    card(220, 520, 396, 64) +
    text(236, 548, 'Table T7 · 4 guests · Waiter: Suman', { size: 12, weight: 600, fill: C.ink }) +
    text(236, 566, 'Note: one plate less spicy', { size: 10.5, fill: C.s500 });
  body += card(632, 116, 308, 468, 'Order · Table T7', { right: 'KOT #148' });
  [
    ['2 x Chicken Momo', '560.00'],
    ['1 x Buff Momo', '260.00'],
    ['1 x Thakali Set, chicken', '650.00'],
    ['3 x Masala Tea', '180.00'],
  ].forEach(([k, v], i) => {
    const y = 172 + i * 34;
    if (i) body += line(648, y - 20, 924, y - 20, { stroke: C.s100 });
    body +=
      text(648, y, k, { size: 12, fill: C.s700 }) +
      text(924, y, v, { size: 12, weight: 600, fill: C.ink, anchor: 'end' });
  });
  [
    ['Subtotal', '1,650.00'],
    ['Service charge 10%', '165.00'],
    ['VAT 13%', '235.95'],
  ].forEach(([k, v], i) => {
    body +=
      text(648, 330 + i * 24, k, { size: 11.5, fill: C.s600 }) +
      text(924, 330 + i * 24, v, { size: 11.5, fill: C.s700, anchor: 'end' });
  });
  body +=
    line(648, 396, 924, 396, { stroke: C.s200 }) +
    text(648, 424, 'Total', { size: 14, weight: 700, fill: C.ink }) +
    text(924, 424, 'Rs. 2,050.95', { size: 16, weight: 700, fill: C.brand, anchor: 'end' });
  ['Cash', 'eSewa', 'Khalti', 'Fonepay'].forEach((p, i) => {
    const on = p === 'Fonepay';
    body +=
      rect(648 + i * 70, 446, 64, 28, { rx: 7, fill: on ? C.brandSoft : C.white, stroke: on ? C.brand : C.s300 }) +
      text(680 + i * 70, 464, p, { size: 11, weight: 600, fill: on ? C.brandDark : C.s600, anchor: 'middle' });
  });
  body +=
    button(648, 492, 'Send KOT', { variant: 'outline', w: 132, h: 36 }) +
    button(792, 492, 'Print bill', { w: 132, h: 36 }) +
    text(786, 554, 'IRD-approved bill, synced to accounts', { size: 10.5, fill: C.s500, anchor: 'middle' });
  return restaurant({
    title: 'Sarathi Restaurant ERP point of sale with the momo menu, table order, service charge and VAT',
    url: 'pos/T7',
    active: 'Orders (POS)',
    heading: 'Order taking',
    sub: 'Touch-friendly POS for dine-in, takeaway and delivery',
    action: 'Split bill',
    body,
  });
}

function kotTicket(x, y, w, { kot, table: where, age, items, tone }) {
  const h = 40 + items.length * 22 + 10;
  let out =
    rect(x, y, w, h, { rx: 10, fill: C.white, stroke: C.s200 }) +
    rect(x, y, w, 4, { rx: 2, fill: TONES[tone][0] }) +
    text(x + 14, y + 26, `${kot} · ${where}`, { size: 12.5, weight: 700, fill: C.ink }) +
    text(x + w - 14, y + 26, age, { size: 11, weight: 600, fill: TONES[tone][0], anchor: 'end' });
  items.forEach((it, i) => {
    out += text(x + 14, y + 52 + i * 22, it, { size: 11.5, fill: C.s700 });
  });
  return out;
}

function restaurantKitchen() {
  const cols = [
    [
      'New',
      'amber',
      [
        {
          kot: 'KOT #151',
          table: 'T4',
          age: '1 min',
          items: ['2 x Chicken Momo (steam)', '1 x Veg Thukpa', '1 x Aloo Sadeko'],
        },
        { kot: 'KOT #152', table: 'Takeaway', age: 'now', items: ['3 x Buff Momo (jhol)', '2 x Chowmein, chicken'] },
      ],
    ],
    [
      'Preparing',
      'brand',
      [
        {
          kot: 'KOT #148',
          table: 'T7',
          age: '9 min',
          items: ['2 x Chicken Momo', '1 x Buff Momo', '1 x Thakali Set, chicken'],
        },
        { kot: 'KOT #149', table: 'T11', age: '6 min', items: ['1 x Chicken C-Momo', '1 x French fries'] },
        { kot: 'KOT #150', table: 'T6', age: '4 min', items: ['1 x Sekuwa, mutton', '1 x Thakali Set, veg'] },
      ],
    ],
    [
      'Ready',
      'green',
      [
        {
          kot: 'KOT #146',
          table: 'T12',
          age: 'Serve',
          items: ['2 x Momo Platter', '1 x Chicken Chilli', '2 x Jeera Rice'],
        },
        { kot: 'KOT #147', table: 'Delivery', age: 'Rider', items: ['4 x Chicken Momo', '2 x Sweet Lassi'] },
      ],
    ],
  ];
  let body = '';
  cols.forEach(([name, tone, tickets], c) => {
    const x = 220 + c * 244,
      w = 232;
    body +=
      rect(x, 116, w, 468, { rx: 12, fill: C.s100 }) +
      text(x + 14, 140, name, { size: 13, weight: 700, fill: C.ink }) +
      badge(x + w - 12, 136, `${tickets.length} tickets`, tone, { anchor: 'end' });
    let y = 156;
    tickets.forEach((t) => {
      body += kotTicket(x + 8, y, w - 16, { ...t, tone });
      y += 40 + t.items.length * 22 + 10 + 12;
    });
  });
  return restaurant({
    title: 'Sarathi Restaurant ERP kitchen display with new, preparing and ready order tickets (KOT)',
    url: 'kitchen',
    active: 'Kitchen (KOT)',
    heading: 'Kitchen display',
    sub: 'Orders reach the kitchen the moment they are taken',
    action: 'Bump ticket',
    body,
  });
}

function restaurantReports() {
  const body =
    statRow(220, 116, 720, 80, [
      { label: 'Sales today', value: 'Rs. 86,450', note: '+9% vs last Friday', tone: 'green' },
      { label: 'Orders', value: '142', note: '38 takeaway, 11 delivery', tone: 'brand' },
      { label: 'Average bill', value: 'Rs. 609', note: 'dine-in Rs. 812', tone: 'grey' },
      { label: 'Food cost', value: '31%', note: 'target 32%', tone: 'green' },
    ]) +
    barChart(220, 212, 440, 224, {
      title: 'Sales by hour',
      right: 'Rs. thousand',
      labels: ['8 am', '10', '12 pm', '2', '4', '6', '8', '10'],
      values: [3.2, 5.1, 14.8, 9.6, 6.2, 13.5, 22.4, 11.6],
      max: 24,
      highlight: 6,
    }) +
    list(676, 212, 264, {
      title: 'Low stock',
      right: 'Main store',
      itemH: 46,
      items: [
        { title: 'Buff mince', sub: '2 kg left, par 8 kg', right: 'Order', tone: 'red' },
        { title: 'Chicken, boneless', sub: '4.5 kg left, par 10 kg', right: 'Low', tone: 'amber' },
        { title: 'Cooking gas', sub: '1 cylinder in reserve', right: 'Low', tone: 'amber' },
        { title: 'Momo flour', sub: '12 kg left', right: 'OK', tone: 'green' },
      ],
    }) +
    card(220, 452, 440, 132, 'Recipe cost · Chicken Momo, 10 pcs', { right: 'Price Rs. 280' });
  let rows = '';
  [
    ['Chicken mince, 150 g', 'Rs. 68'],
    ['Wrapper flour', 'Rs. 12'],
    ['Onion, garlic, spices', 'Rs. 10'],
    ['Tomato achar', 'Rs. 8'],
  ].forEach(([k, v], i) => {
    const x = 236 + (i % 2) * 212,
      y = 500 + Math.floor(i / 2) * 24;
    rows +=
      text(x, y, k, { size: 11.5, fill: C.s600 }) +
      text(x + 196, y, v, { size: 11.5, weight: 600, fill: C.ink, anchor: 'end' });
  });
  rows +=
    line(236, 552, 644, 552, { stroke: C.s100 }) +
    text(236, 572, 'Cost per plate Rs. 98 · 35% of price', { size: 12, weight: 700, fill: C.greenDark });
  const store =
    card(676, 452, 264, 132, 'Stock use vs sales') +
    progress(692, 500, 232, { label: 'Variance this week', value: 0.12, right: '1.8%', tone: 'green' }) +
    progress(692, 548, 232, { label: 'Wastage logged', value: 0.2, right: 'Rs. 2,340', tone: 'amber' });
  return restaurant({
    title: 'Sarathi Restaurant ERP reports with hourly sales, low stock alerts and recipe costing',
    url: 'reports',
    active: 'Reports',
    heading: 'Sales and stock',
    sub: 'Daily sales, recipe costs and stock in one place',
    action: 'Day end',
    body: body + rows + store,
  });
}

/** File name under /images/products/ (without .svg) → function returning the SVG text. */
export const restaurantScreens = {
  'restaurant-1': restaurantTables,
  'restaurant-2': restaurantPos,
  'restaurant-3': restaurantKitchen,
  'restaurant-4': restaurantReports,
};
