/**
 * Dental ERP: dental chart, chair schedule, treatment plan and lab work.
 * All names and figures are demo data.
 */
import { productApp } from './frame.mjs';
import { C, barChart, card, circle, legend, line, list, rect, schedule, table, text } from './kit.mjs';

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

const dental = productApp('Dental ERP', DENTAL_NAV, 'dental');

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

/** File name under /images/products/ (without .svg) → function returning the SVG text. */
export const dentalScreens = {
  'dental-1': dentalChart,
  'dental-2': dentalSchedule,
  'dental-3': dentalPlan,
  'dental-4': dentalLabWork,
};
