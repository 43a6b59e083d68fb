/**
 * Product screens of Sarathi Dental ERP, Pharmacy ERP, Physio ERP and Restaurant ERP
 * (sub-industry screenshots, SPEC §2.5). Each entry maps a file name under
 * public/images/products/ to a function returning its SVG text. All names and figures are demo data.
 */
import { screen } from './frame.mjs';
import {
  C,
  TONES,
  badge,
  barChart,
  button,
  card,
  circle,
  donut,
  field,
  legend,
  line,
  lineChart,
  list,
  progress,
  rect,
  schedule,
  statRow,
  table,
  text,
} from './kit.mjs';

const DENTAL_NAV = [
  'Dashboard',
  'Appointments',
  'Patients',
  'Dental Chart',
  'Treatment Plans',
  'Lab Work',
  'Billing',
  'Inventory',
  'Reports',
  'Settings',
];
const PHARMACY_NAV = [
  'Dashboard',
  'Sales (POS)',
  'Returns',
  'Inventory',
  'Purchase',
  'Suppliers',
  'Expiry',
  'Accounts',
  'Reports',
  'Settings',
];
const PHYSIO_NAV = [
  'Dashboard',
  'Appointments',
  'Patients',
  'Assessments',
  'Treatment Plans',
  'Exercise Library',
  'Packages',
  'Billing',
  'Reports',
  'Settings',
];
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

const app = (product, nav, slug) => (o) =>
  screen({ product, nav, ...o, url: `app.sarathierp.com.np/${slug}/${o.url}` });
const dental = app('Dental ERP', DENTAL_NAV, 'dental');
const pharmacy = app('Pharmacy ERP', PHARMACY_NAV, 'pharmacy');
const physio = app('Physio ERP', PHYSIO_NAV, 'physio');
const restaurant = app('Restaurant ERP', RESTAURANT_NAV, 'restaurant');

/** One tooth of the chart: H healthy, C caries, F filled, R root canal, K crown, M missing. */
function tooth(x, y, num, state, numberAbove) {
  const look = {
    H: { fill: C.white, stroke: C.s300 },
    C: { fill: C.amberSoft, stroke: C.amber },
    F: { fill: C.brandSoft, stroke: C.brand },
    R: { fill: C.greenSoft, stroke: C.green },
    K: { fill: C.brand, stroke: C.brandDark },
    M: { fill: 'none', stroke: C.s300, dash: '4 3' },
  }[state];
  let out = rect(x, y, 34, 44, { rx: 10, ...look });
  if (state === 'C') out += circle(x + 17, y + 16, 5, { fill: C.amber });
  if (state === 'F') out += rect(x + 10, y + 10, 14, 10, { rx: 3, fill: C.brand });
  if (state === 'R') out += line(x + 17, y + 12, x + 17, y + 36, { stroke: C.green, sw: 3 });
  out += text(x + 17, numberAbove ? y - 6 : y + 58, num, { size: 10, fill: C.s500, anchor: 'middle' });
  return out;
}

function dentalChart() {
  let body = card(220, 116, 720, 260, 'Dental chart · FDI notation', { right: 'Anjali Tamang · 29 y · DN-002318' });
  const upper = [18, 17, 16, 15, 14, 13, 12, 11, 21, 22, 23, 24, 25, 26, 27, 28];
  const lower = [48, 47, 46, 45, 44, 43, 42, 41, 31, 32, 33, 34, 35, 36, 37, 38];
  const upperState = 'MFHHHHHHHHHHHCHH';
  const lowerState = 'CHKHHHHHHHHHHRHM';
  upper.forEach((num, i) => {
    body += tooth(246 + i * 41 + (i > 7 ? 12 : 0), 176, num, upperState[i], true);
  });
  lower.forEach((num, i) => {
    body += tooth(246 + i * 41 + (i > 7 ? 12 : 0), 240, num, lowerState[i], false);
  });
  body += line(580, 160, 580, 310, { stroke: C.s300, dash: '3 3' }) + line(240, 232, 920, 232, { stroke: C.s200 });
  body += legend(246, 348, [
    { label: 'Caries', color: C.amberSoft, stroke: C.amber },
    { label: 'Filled', color: C.brandSoft, stroke: C.brand },
    { label: 'Root canal', color: C.greenSoft, stroke: C.green },
    { label: 'Crown', color: C.brand },
    { label: 'Missing', color: C.white, stroke: C.s400 },
    { label: 'Healthy', color: C.white, stroke: C.s300 },
  ]);
  body += table(220, 392, 720, {
    title: 'Findings and plan',
    rowH: 36,
    cols: [
      { label: 'Tooth', w: 0.1 },
      { label: 'Finding', w: 0.32 },
      { label: 'Procedure', w: 0.36 },
      { label: 'Status', w: 0.22 },
    ],
    rows: [
      [
        '36',
        'Deep caries, pulp involved',
        'Root canal treatment, then crown',
        { badge: 'Sitting 2 of 3', tone: 'brand' },
      ],
      ['26', 'Proximal caries (class II)', 'Composite filling', { badge: 'Planned', tone: 'grey' }],
      ['48', 'Impacted, recurring pain', 'Surgical extraction', { badge: 'Referred OPG', tone: 'amber' }],
    ],
  });
  return dental({
    title: 'Sarathi Dental ERP tooth chart in FDI notation with findings and treatment status',
    url: 'patients/DN-002318/chart',
    active: 'Dental Chart',
    heading: 'Dental chart',
    sub: 'Chart findings tooth by tooth and plan treatment from them',
    action: 'Add finding',
    body,
  });
}

function dentalSchedule() {
  const body = schedule(220, 116, 720, 468, {
    title: 'Monday, Baisakh 15',
    right: '3 chairs · 24 appointments',
    columns: [
      { name: 'Chair 1 · Dr. Nisha Shakya', sub: 'Endodontics' },
      { name: 'Chair 2 · Dr. Rohan Joshi', sub: 'Orthodontics' },
      { name: 'Chair 3 · Sushma Karki', sub: 'Dental hygienist' },
    ],
    hours: ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'],
    blocks: [
      { col: 0, start: 0, span: 1, title: 'RCT sitting 2, tooth 36', sub: 'Anjali Tamang' },
      { col: 0, start: 1, span: 0.5, title: 'Extraction 38', sub: '', tone: 'amber' },
      { col: 0, start: 2, span: 1, title: 'Crown fitting 46', sub: 'Kamala Bista', tone: 'green' },
      { col: 0, start: 4, span: 0.5, title: 'New consultation', sub: '' },
      { col: 0, start: 5, span: 1, title: 'Emergency slot', sub: 'Kept free for walk-ins', tone: 'grey' },
      { col: 1, start: 0, span: 0.5, title: 'Braces adjustment', sub: '' },
      { col: 1, start: 0.5, span: 0.5, title: 'Braces adjustment', sub: '' },
      { col: 1, start: 1.5, span: 1, title: 'Aligner review', sub: 'Prabin Shrestha', tone: 'green' },
      { col: 1, start: 3, span: 1, title: 'Ortho consultation', sub: 'OPG and photos', tone: 'amber' },
      { col: 1, start: 4.5, span: 0.5, title: 'Retainer delivery', sub: '', tone: 'green' },
      { col: 2, start: 0, span: 0.5, title: 'Scaling and polishing', sub: '', tone: 'green' },
      { col: 2, start: 1, span: 0.5, title: 'Scaling and polishing', sub: '', tone: 'green' },
      { col: 2, start: 2, span: 0.5, title: 'Fluoride, child 7 y', sub: '' },
      { col: 2, start: 3.5, span: 1, title: 'School screening', sub: '18 students', tone: 'amber' },
      { col: 2, start: 5, span: 0.5, title: 'Scaling and polishing', sub: '', tone: 'green' },
    ],
  });
  return dental({
    title: 'Sarathi Dental ERP chair-wise appointment schedule for a dentist, an orthodontist and a hygienist',
    url: 'appointments',
    active: 'Appointments',
    heading: 'Chair schedule',
    sub: 'Book by chair and dentist, with SMS confirmations',
    action: '+ Book',
    body,
  });
}

function dentalPlan() {
  let body = table(220, 116, 720, {
    title: 'Treatment plan · Anjali Tamang',
    right: 'Created 2082-01-05 BS',
    rowH: 30,
    cols: [
      { label: 'Tooth', w: 0.1 },
      { label: 'Procedure', w: 0.4 },
      { label: 'Sittings', w: 0.14 },
      { label: 'Cost', w: 0.16 },
      { label: 'Status', w: 0.2 },
    ],
    rows: [
      ['36', 'Root canal treatment', '3', 'Rs. 12,000', { badge: 'In progress', tone: 'brand' }],
      ['36', 'Zirconia crown', '2', 'Rs. 18,000', { badge: 'Planned', tone: 'grey' }],
      ['26', 'Composite filling, class II', '1', 'Rs. 3,500', { badge: 'Done', tone: 'green' }],
      ['17', 'Composite filling, class I', '1', 'Rs. 3,000', { badge: 'Planned', tone: 'grey' }],
      ['48', 'Surgical extraction, impacted', '1', 'Rs. 8,000', { badge: 'Planned', tone: 'grey' }],
      ['All', 'Scaling and polishing', '1', 'Rs. 2,500', { badge: 'Done', tone: 'green' }],
    ],
  });
  body += card(220, 382, 350, 202, 'Estimate');
  [
    ['Plan total', 'Rs. 47,000'],
    ['Package discount', '- Rs. 2,000'],
    ['Payable', 'Rs. 45,000'],
    ['Paid so far', 'Rs. 15,000'],
  ].forEach(([k, v], i) => {
    body +=
      text(236, 428 + i * 26, k, { size: 12, fill: C.s600 }) +
      text(554, 428 + i * 26, v, { size: 12, weight: 600, fill: i === 1 ? C.greenDark : C.ink, anchor: 'end' });
  });
  body +=
    line(236, 522, 554, 522, { stroke: C.s200 }) +
    text(236, 548, 'Balance', { size: 14, weight: 700, fill: C.ink }) +
    text(554, 548, 'Rs. 30,000', { size: 14, weight: 700, fill: C.brand, anchor: 'end' }) +
    text(236, 570, 'Patient consent signed on 2082-01-05', { size: 10.5, fill: C.s500 });
  body += list(586, 382, 354, {
    title: 'Instalment plan',
    right: '3 instalments',
    itemH: 48,
    items: [
      { title: '1st instalment · Rs. 15,000', sub: 'Paid 2082-01-05 by Khalti', right: 'Paid', tone: 'green' },
      { title: '2nd instalment · Rs. 15,000', sub: 'Due 2082-02-05, SMS reminder on', right: 'Due', tone: 'amber' },
      { title: '3rd instalment · Rs. 15,000', sub: 'Due 2082-03-05', right: 'Scheduled', tone: 'grey' },
    ],
  });
  return dental({
    title: 'Sarathi Dental ERP treatment plan with costs per tooth, estimate and instalment schedule',
    url: 'treatment-plans/TP-0871',
    active: 'Treatment Plans',
    heading: 'Treatment plan',
    sub: 'Phased plans, written estimates and instalments',
    action: 'Share estimate',
    body,
  });
}

function dentalLabWork() {
  const body =
    table(220, 116, 720, {
      title: 'Dental lab orders',
      right: '4 open orders',
      rowH: 32,
      cols: [
        { label: 'Order', w: 0.12 },
        { label: 'Patient', w: 0.18 },
        { label: 'Work', w: 0.26 },
        { label: 'Dental lab', w: 0.2 },
        { label: 'Due', w: 0.12 },
        { label: 'Status', w: 0.12 },
      ],
      rows: [
        [
          'LW-0412',
          'Anjali Tamang',
          'Zirconia crown, 36',
          'Shree Dental Lab',
          '01-20',
          { badge: 'Sent', tone: 'brand' },
        ],
        [
          'LW-0411',
          'Bimal Rai',
          'Complete denture, upper',
          'Everest Dental Lab',
          '01-18',
          { badge: 'Trial', tone: 'amber' },
        ],
        [
          'LW-0409',
          'Kamala Bista',
          'PFM bridge, 44-46',
          'Shree Dental Lab',
          '01-14',
          { badge: 'Received', tone: 'green' },
        ],
        ['LW-0407', 'Suresh Pant', 'Night guard', 'Himal Ortho Lab', '01-13', { badge: 'Late', tone: 'red' }],
      ],
    }) +
    barChart(220, 338, 440, 246, {
      title: 'Revenue by procedure',
      right: 'Baisakh, Rs. thousand',
      labels: ['Scaling', 'Filling', 'RCT', 'Crown', 'Ortho', 'Extraction'],
      values: [62, 118, 204, 236, 310, 48],
      max: 360,
      highlight: 4,
    }) +
    list(676, 338, 264, {
      title: 'Recalls due this week',
      itemH: 50,
      items: [
        { title: 'Prakash Oli', sub: '6-month check-up', right: 'SMS sent', tone: 'green' },
        { title: 'Rita Thapa', sub: 'Scaling recall', right: 'SMS sent', tone: 'green' },
        { title: 'Aayush K.C., 9 y', sub: 'Sealant review', right: 'Call', tone: 'amber' },
        { title: 'Mina Sherpa', sub: 'Braces, month 14', right: 'Booked', tone: 'brand' },
      ],
    });
  return dental({
    title: 'Sarathi Dental ERP lab order tracking, revenue by procedure and patient recalls',
    url: 'lab-work',
    active: 'Lab Work',
    heading: 'Lab work and recalls',
    sub: 'Track crowns and dentures, bring patients back on time',
    action: '+ Lab order',
    body,
  });
}

function pharmacyPos() {
  let body =
    field(220, 116, 480, 'Search medicine or scan barcode', 'amlo', {}) +
    text(690, 141, 'F2', { size: 10.5, fill: C.s400, anchor: 'end' });
  body += table(220, 168, 480, {
    title: 'Bill items',
    right: 'Counter 1 · Invoice PH-2082-03121',
    rowH: 34,
    cols: [
      { label: 'Item', w: 0.4 },
      { label: 'Batch', w: 0.16 },
      { label: 'Expiry', w: 0.15 },
      { label: 'Qty', w: 0.09 },
      { label: 'Amount', w: 0.2 },
    ],
    rows: [
      ['Paracetamol 500 mg tab', 'PC2411', '2027-03', '20', 'Rs. 40'],
      ['Amoxicillin 500 mg cap', 'AMX0925', '2026-09', '15', 'Rs. 180'],
      ['Pantoprazole 40 mg tab', 'PTZ1188', '2026-12', '14', 'Rs. 126'],
      ['Cetirizine 10 mg tab', 'CTZ3021', '2027-06', '10', 'Rs. 40'],
      ['ORS sachet 21.8 g', 'ORS7702', '2026-08', '6', 'Rs. 90'],
      ['Sunscreen SPF 50 *', 'SUN0412', '2027-01', '1', 'Rs. 640'],
    ],
  });
  body +=
    card(220, 466, 480, 118) +
    field(236, 488, 212, 'Customer', 'Walk-in · 9841 556 210') +
    field(472, 488, 212, 'Prescribed by', 'Dr. Anita Shrestha') +
    text(236, 570, '* taxable item (VAT 13%); medicines are VAT exempt', { size: 10.5, fill: C.s500 });
  body += card(716, 116, 224, 468, 'Bill summary');
  [
    ['Subtotal', 'Rs. 1,116.00'],
    ['Discount 5%', '- Rs. 24.00'],
    ['Taxable amount', 'Rs. 640.00'],
    ['VAT 13%', 'Rs. 83.20'],
  ].forEach(([k, v], i) => {
    body +=
      text(732, 166 + i * 28, k, { size: 11, fill: C.s600 }) +
      text(924, 166 + i * 28, v, { size: 11, weight: 600, fill: C.ink, anchor: 'end' });
  });
  body +=
    line(732, 272, 924, 272, { stroke: C.s200 }) +
    text(732, 300, 'Net payable', { size: 12, fill: C.s600 }) +
    text(732, 330, 'Rs. 1,175.20', { size: 22, weight: 700, fill: C.brand }) +
    text(732, 372, 'Payment', { size: 10.5, weight: 600, fill: C.s600 });
  ['Cash', 'eSewa', 'Khalti', 'Fonepay'].forEach((p, i) => {
    const x = 732 + (i % 2) * 98,
      y = 382 + Math.floor(i / 2) * 38,
      on = p === 'Fonepay';
    body +=
      rect(x, y, 90, 30, { rx: 7, fill: on ? C.brandSoft : C.white, stroke: on ? C.brand : C.s300 }) +
      text(x + 45, y + 19, p, { size: 11.5, weight: 600, fill: on ? C.brandDark : C.s600, anchor: 'middle' });
  });
  body +=
    button(732, 480, 'Save & print bill', { variant: 'green', w: 192, h: 38 }) +
    button(732, 528, 'Hold bill', { variant: 'outline', w: 192, h: 32 });
  return pharmacy({
    title: 'Sarathi Pharmacy ERP point of sale with batch and expiry per item, VAT and digital wallet payment',
    url: 'pos',
    active: 'Sales (POS)',
    heading: 'Point of sale',
    sub: 'Batch-wise billing with IRD-approved invoices',
    action: 'New bill',
    body,
  });
}

function pharmacyStock() {
  const body =
    statRow(220, 116, 720, 80, [
      { label: 'Items in stock', value: '3,482', note: '1,126 generics', tone: 'grey' },
      { label: 'Expiring in 90 days', value: '46', note: 'Rs. 38,400 at cost', tone: 'amber' },
      { label: 'Below reorder level', value: '18', note: 'PO suggested', tone: 'red' },
      { label: 'Stock value (Rs.)', value: '18.6 lakh', note: 'at purchase price', tone: 'green' },
    ]) +
    table(220, 212, 720, {
      title: 'Stock by batch',
      right: 'First expiry, first out',
      rowH: 34,
      cols: [
        { label: 'Medicine', w: 0.28 },
        { label: 'Batch', w: 0.13 },
        { label: 'Expiry', w: 0.13 },
        { label: 'Stock', w: 0.12 },
        { label: 'Rack', w: 0.12 },
        { label: 'Status', w: 0.22 },
      ],
      rows: [
        ['Azithromycin 500 mg', 'AZ2207', '2025-07', '42 tab', 'A-3', { badge: 'Expires in 70 days', tone: 'amber' }],
        ['Metformin 500 mg', 'MF3390', '2026-11', '1,240 tab', 'B-1', { badge: 'In stock', tone: 'green' }],
        ['Insulin glargine 100 IU', 'IG0911', '2025-12', '6 pens', 'Fridge', { badge: 'Reorder', tone: 'red' }],
        ['Salbutamol inhaler', 'SB1420', '2026-04', '14 pcs', 'C-2', { badge: 'In stock', tone: 'green' }],
        ['Ibuprofen 400 mg', 'IB5512', '2025-08', '310 tab', 'A-1', { badge: 'Expires in 98 days', tone: 'amber' }],
        ['Amlodipine 5 mg', 'AM7781', '2027-02', '960 tab', 'B-2', { badge: 'In stock', tone: 'green' }],
        ['Ciprofloxacin eye drops', 'CE0142', '2025-06', '3 pcs', 'D-4', { badge: 'Return to supplier', tone: 'red' }],
        ['Vitamin B-complex', 'VB6630', '2026-09', '540 tab', 'A-2', { badge: 'In stock', tone: 'green' }],
      ],
    });
  return pharmacy({
    title: 'Sarathi Pharmacy ERP batch-wise stock with expiry warnings and reorder alerts',
    url: 'inventory',
    active: 'Inventory',
    heading: 'Inventory and expiry',
    sub: 'Every batch, rack and expiry date tracked',
    action: 'Stock count',
    body,
  });
}

function pharmacyPurchase() {
  const body =
    table(220, 116, 470, {
      title: 'Purchase order PO-2082-0188',
      right: 'Everest Medical Suppliers, Teku',
      rowH: 32,
      cols: [
        { label: 'Item', w: 0.4 },
        { label: 'Ordered', w: 0.16 },
        { label: 'Received', w: 0.18 },
        { label: 'Amount', w: 0.26 },
      ],
      rows: [
        ['Metformin 500 mg', '2,000', '2,000', 'Rs. 3,600'],
        ['Amlodipine 5 mg', '1,000', '1,000', 'Rs. 1,900'],
        ['Insulin glargine pen', '20', { text: '12 of 20', weight: 600, fill: C.amberDark }, 'Rs. 14,400'],
        ['Azithromycin 500 mg', '300', '300', 'Rs. 4,950'],
        ['Salbutamol inhaler', '40', '40', 'Rs. 7,200'],
        ['ORS sachet 21.8 g', '500', '500', 'Rs. 5,500'],
      ],
    }) +
    list(706, 116, 234, {
      title: 'Supplier dues',
      itemH: 50,
      items: [
        { title: 'Everest Medical', sub: 'Rs. 84,300 · 2082-01-20', right: 'Due', tone: 'amber' },
        { title: 'Nepal Pharma Traders', sub: 'Rs. 52,900 · 2082-01-25', right: 'Due', tone: 'amber' },
        { title: 'Himal Surgicals', sub: 'Rs. 18,750 · 2082-02-02', right: 'Open', tone: 'grey' },
        { title: 'Gandaki Distributors', sub: 'Settled in Chaitra', right: 'Paid', tone: 'green' },
      ],
    }) +
    list(220, 398, 470, {
      title: 'Reorder suggestions',
      right: 'Based on 30-day sales',
      itemH: 46,
      items: [
        { title: 'Insulin glargine pen', sub: '6 in stock, sells 14 a week', right: 'Order 30', tone: 'red' },
        { title: 'Pantoprazole 40 mg', sub: '180 in stock, sells 420 a week', right: 'Order 1,000', tone: 'amber' },
        { title: 'Cetirizine 10 mg', sub: '220 in stock, sells 300 a week', right: 'Order 600', tone: 'amber' },
      ],
    }) +
    card(706, 364, 234, 220, 'Goods received') +
    text(722, 410, 'GRN-2082-0421', { size: 12, weight: 600, fill: C.ink }) +
    text(722, 428, 'Supplier bill EMS-77812', { size: 10.5, fill: C.s500 }) +
    text(722, 458, 'Batches and expiry entered', { size: 11, fill: C.s700 }) +
    badge(924, 455, 'Yes', 'green', { anchor: 'end' }) +
    text(722, 484, 'Free quantity', { size: 11, fill: C.s700 }) +
    badge(924, 481, '100 tab', 'brand', { anchor: 'end' }) +
    text(722, 510, 'Short supply', { size: 11, fill: C.s700 }) +
    badge(924, 507, '8 pens', 'amber', { anchor: 'end' }) +
    button(722, 534, 'Post to stock', { w: 202, h: 34 });
  return pharmacy({
    title: 'Sarathi Pharmacy ERP purchase order with partial receipt, supplier dues and reorder suggestions',
    url: 'purchase/PO-2082-0188',
    active: 'Purchase',
    heading: 'Purchase and suppliers',
    sub: 'Orders, goods received notes and supplier payments',
    action: '+ Purchase order',
    body,
  });
}

function pharmacyReports() {
  const body =
    lineChart(220, 116, 720, 236, {
      title: 'Daily sales and purchases',
      right: 'Baisakh 2082, Rs. thousand',
      labels: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'],
      max: 90,
      series: [
        { values: [52, 58, 61, 49, 66, 72, 57, 63, 70, 68, 75, 81], color: C.brand, area: true },
        { values: [30, 12, 44, 18, 25, 52, 20, 15, 48, 22, 30, 41], color: C.green },
      ],
    }) +
    list(220, 368, 350, {
      title: 'Top-selling items',
      right: 'This month',
      itemH: 40,
      items: [
        { title: 'Paracetamol 500 mg', sub: '6,420 tablets', right: 'Rs. 12,840' },
        { title: 'Metformin 500 mg', sub: '4,880 tablets', right: 'Rs. 14,640' },
        { title: 'Amlodipine 5 mg', sub: '3,150 tablets', right: 'Rs. 9,450' },
        { title: 'ORS sachet 21.8 g', sub: '940 sachets', right: 'Rs. 14,100' },
      ],
    }) +
    card(586, 368, 354, 216, 'Sales by payment mode') +
    donut(
      666,
      480,
      50,
      [
        { label: 'Cash 41%', value: 41, color: C.s400 },
        { label: 'Fonepay 27%', value: 27, color: C.brand },
        { label: 'eSewa 18%', value: 18, color: C.green },
        { label: 'Khalti 9%', value: 9, color: C.brandDeep },
        { label: 'Credit 5%', value: 5, color: C.amber },
      ],
      { centre: '4,812', caption: 'bills', thick: 16, legendX: 748 },
    );
  return pharmacy({
    title: 'Sarathi Pharmacy ERP sales reports with daily sales, top-selling medicines and payment modes',
    url: 'reports/sales',
    active: 'Reports',
    heading: 'Sales reports',
    sub: 'Margins, fast movers and payment modes',
    action: 'Export to Excel',
    body,
  });
}

function physioSchedule() {
  const body = schedule(220, 116, 720, 468, {
    title: 'Tuesday, Baisakh 16',
    right: '41 sessions · 2 home visits',
    columns: [
      { name: 'Sabina Rai, PT', sub: 'Musculoskeletal' },
      { name: 'Kiran Lama, PT', sub: 'Neuro rehabilitation' },
      { name: 'Room 3', sub: 'Traction and IFT' },
    ],
    hours: ['07:00', '08:00', '09:00', '10:00', '11:00', '12:00', '13:00'],
    blocks: [
      { col: 0, start: 0, span: 0.75, title: 'Ramesh Gurung', sub: 'ACL rehab · 9 of 12' },
      { col: 0, start: 0.75, span: 0.75, title: 'Sarita Joshi', sub: 'Frozen shoulder · 4 of 10' },
      { col: 0, start: 2, span: 1, title: 'Home visit, Baneshwor', sub: 'Post-op hip, 78 y', tone: 'amber' },
      { col: 0, start: 3.5, span: 0.75, title: 'Anil Maharjan', sub: 'Low back pain · 2 of 8' },
      { col: 0, start: 4.5, span: 1, title: 'Back care group', sub: '6 patients', tone: 'green' },
      { col: 1, start: 0, span: 1, title: 'Hira Devi Shrestha', sub: 'Stroke rehab · 14 of 20' },
      { col: 1, start: 1.25, span: 1, title: 'Bishnu K.C.', sub: 'Parkinson gait training' },
      { col: 1, start: 2.5, span: 0.75, title: 'New assessment', sub: 'Spinal cord injury', tone: 'amber' },
      { col: 1, start: 4, span: 1, title: 'Kids therapy', sub: 'Cerebral palsy, 6 y', tone: 'green' },
      { col: 2, start: 0.5, span: 0.5, title: 'Cervical traction', sub: '' },
      { col: 2, start: 1, span: 0.5, title: 'IFT, knee', sub: '' },
      { col: 2, start: 1.5, span: 0.5, title: 'Lumbar traction', sub: '' },
      { col: 2, start: 3, span: 0.5, title: 'Ultrasound therapy', sub: '' },
      { col: 2, start: 5, span: 1, title: 'Maintenance', sub: 'Machine calibration', tone: 'grey' },
    ],
  });
  return physio({
    title: 'Sarathi Physio ERP daily schedule of therapists, treatment room and home visits',
    url: 'appointments',
    active: 'Appointments',
    heading: 'Therapy schedule',
    sub: 'Therapists, rooms and machines in one calendar',
    action: '+ Book session',
    body,
  });
}

function physioAssessment() {
  const body =
    card(220, 116, 720, 64) +
    text(236, 142, 'Ramesh Gurung · 27 y · Male · PT-00918', { size: 13, weight: 700, fill: C.ink }) +
    text(236, 162, 'Post-op ACL reconstruction, right knee (week 6) · Referred by Dr. Sanjay Khadka', {
      size: 11,
      fill: C.s500,
    }) +
    badge(924, 149, 'Session 9 of 12', 'brand', { anchor: 'end' }) +
    lineChart(220, 196, 470, 230, {
      title: 'Pain score (VAS 0-10)',
      right: 'Lower is better',
      labels: ['S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9'],
      max: 9,
      series: [{ values: [8, 7, 7, 6, 5, 4, 4, 3, 2], color: C.green, area: true }],
    }) +
    card(706, 196, 234, 230, 'Right knee') +
    progress(722, 246, 202, { label: 'Flexion', value: 0.7, right: '95\u00B0 of 135\u00B0' }) +
    progress(722, 294, 202, { label: 'Extension lag', value: 0.85, right: '-5\u00B0', tone: 'green' }) +
    progress(722, 342, 202, { label: 'Quadriceps (MMT)', value: 0.66, right: '3+ / 5', tone: 'amber' }) +
    progress(722, 390, 202, { label: 'Single-leg stance', value: 0.5, right: '15 s', tone: 'amber' }) +
    card(220, 442, 720, 142, 'Clinical notes, session 9') +
    text(236, 488, 'Subjective: mild pain on stairs, no night pain, walking without crutch since week 5.', {
      size: 11.5,
      fill: C.s700,
    }) +
    text(236, 510, 'Plan: progress closed-chain strengthening, add step-ups; flexion goal 120\u00B0 by week 10.', {
      size: 11.5,
      fill: C.s700,
    }) +
    text(236, 532, 'Home program updated and shared with the patient.', { size: 11.5, fill: C.s700 }) +
    button(690, 544, 'Print progress', { variant: 'outline', w: 114, h: 30 }) +
    button(816, 544, 'Save notes', { w: 108, h: 30 });
  return physio({
    title: 'Sarathi Physio ERP assessment with pain score trend, knee range of motion and SOAP notes',
    url: 'patients/PT-00918/assessment',
    active: 'Assessments',
    heading: 'Assessment and progress',
    sub: 'Outcome measures charted session by session',
    action: 'New assessment',
    body,
  });
}

function physioExercises() {
  let body = list(220, 116, 470, {
    title: 'Home exercise program · Ramesh Gurung',
    right: 'Week 6',
    itemH: 52,
    items: [
      { title: 'Quadriceps sets', sub: 'Hold 5 s, knee straight, towel under heel', right: '3 x 15', tone: 'brand' },
      { title: 'Straight leg raise', sub: 'Lock the knee first, lift to 45\u00B0', right: '3 x 12', tone: 'brand' },
      { title: 'Heel slides', sub: 'Bend as far as comfortable, slow return', right: '3 x 15', tone: 'brand' },
      { title: 'Mini squats (0-45\u00B0)', sub: 'Hold a chair, weight on both legs', right: '3 x 10', tone: 'brand' },
      { title: 'Step-ups, 15 cm step', sub: 'New this week', right: '2 x 10', tone: 'green' },
      { title: 'Stationary cycling', sub: 'Low resistance, full circles', right: '10 min', tone: 'grey' },
    ],
  });
  body +=
    button(220, 488, 'Print with pictures', { variant: 'outline', w: 160, h: 34 }) +
    button(392, 488, 'Send to patient', { w: 150, h: 34 }) +
    text(220, 550, 'Each exercise prints with a drawing and the patient\u2019s own notes.', { size: 11, fill: C.s500 });
  body +=
    card(706, 116, 234, 208, 'Adherence this week') +
    progress(722, 164, 202, { label: 'Exercises logged', value: 0.86, right: '6 of 7 days', tone: 'green' }) +
    progress(722, 212, 202, { label: 'Sessions attended', value: 1, right: '3 of 3', tone: 'green' }) +
    progress(722, 260, 202, { label: 'Pain after exercise', value: 0.2, right: '2 / 10' }) +
    text(722, 306, 'Reported by the patient by phone', { size: 10.5, fill: C.s500 });
  body += list(706, 340, 234, {
    title: 'Next sessions',
    itemH: 48,
    items: [
      { title: 'Thu, Baisakh 18', sub: '07:00 · Sabina Rai', right: 'Booked', tone: 'brand' },
      { title: 'Sun, Baisakh 21', sub: '07:00 · Sabina Rai', right: 'Booked', tone: 'brand' },
      { title: 'Tue, Baisakh 23', sub: 'Re-assessment', right: 'Due', tone: 'amber' },
    ],
  });
  return physio({
    title: 'Sarathi Physio ERP home exercise program with sets and repetitions, adherence and next sessions',
    url: 'patients/PT-00918/exercises',
    active: 'Exercise Library',
    heading: 'Exercise program',
    sub: 'Build programs from the exercise library in minutes',
    action: '+ Add exercise',
    body,
  });
}

function physioPackages() {
  const body =
    statRow(220, 116, 720, 80, [
      { label: 'Active packages', value: '64', note: '9 ending this week', tone: 'brand' },
      { label: 'Sessions this week', value: '218', note: '94% attendance', tone: 'green' },
      { label: 'Package revenue', value: 'Rs. 3,42,000', note: 'Baisakh so far', tone: 'green' },
    ]) +
    table(220, 212, 720, {
      title: 'Session packages',
      right: 'Prepaid and per-visit',
      rowH: 34,
      cols: [
        { label: 'Patient', w: 0.2 },
        { label: 'Package', w: 0.22 },
        { label: 'Used', w: 0.1 },
        { label: 'Progress', w: 0.2 },
        { label: 'Balance', w: 0.14 },
        { label: 'Status', w: 0.14 },
      ],
      rows: [
        ['Ramesh Gurung', 'Sports rehab, 12', '9 / 12', { bar: 0.75 }, 'Rs. 0', { badge: 'Paid', tone: 'green' }],
        [
          'Hira Devi Shrestha',
          'Neuro rehab, 20',
          '14 / 20',
          { bar: 0.7 },
          'Rs. 9,000',
          { badge: 'Part paid', tone: 'amber' },
        ],
        ['Sarita Joshi', 'Shoulder care, 10', '4 / 10', { bar: 0.4 }, 'Rs. 0', { badge: 'Paid', tone: 'green' }],
        ['Anil Maharjan', 'Back care, 8', '2 / 8', { bar: 0.25 }, 'Rs. 6,000', { badge: 'Part paid', tone: 'amber' }],
        [
          'Bishnu K.C.',
          'Neuro rehab, 20',
          '19 / 20',
          { bar: 0.95, tone: 'amber' },
          'Rs. 0',
          { badge: 'Renew', tone: 'brand' },
        ],
        [
          'Mina Thapa',
          'Post-natal, 6',
          '6 / 6',
          { bar: 1, tone: 'green' },
          'Rs. 0',
          { badge: 'Completed', tone: 'grey' },
        ],
        ['Suraj Basnet', 'Sports rehab, 12', '1 / 12', { bar: 0.08 }, 'Rs. 13,200', { badge: 'Due', tone: 'red' }],
        ['Kusum Rana', 'Home visits, 10', '5 / 10', { bar: 0.5 }, 'Rs. 0', { badge: 'Paid', tone: 'green' }],
      ],
    });
  return physio({
    title: 'Sarathi Physio ERP session packages with sessions used, balances and renewal status',
    url: 'packages',
    active: 'Packages',
    heading: 'Packages and billing',
    sub: 'Prepaid session packages, balances and renewals',
    action: '+ New package',
    body,
  });
}

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

/** File name (without extension) → function returning the SVG text, for public/images/products/. */
export const careScreens = {
  'dental-1': dentalChart,
  'dental-2': dentalSchedule,
  'dental-3': dentalPlan,
  'dental-4': dentalLabWork,
  'pharmacy-1': pharmacyPos,
  'pharmacy-2': pharmacyStock,
  'pharmacy-3': pharmacyPurchase,
  'pharmacy-4': pharmacyReports,
  'physio-therapy-1': physioSchedule,
  'physio-therapy-2': physioAssessment,
  'physio-therapy-3': physioExercises,
  'physio-therapy-4': physioPackages,
  'restaurant-1': restaurantTables,
  'restaurant-2': restaurantPos,
  'restaurant-3': restaurantKitchen,
  'restaurant-4': restaurantReports,
};
