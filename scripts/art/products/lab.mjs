/**
 * Lab ERP: sample tracking, results entry, the printed report and analytics.
 * All names and figures are demo data.
 */
import { productApp } from './frame.mjs';
import { C, TONES, badge, barChart, button, card, line, list, progress, rect, statRow, table, text } from './kit.mjs';

const LAB_NAV = [
  'Dashboard',
  'Sample Collection',
  'Sample Tracking',
  'Result Entry',
  'Verification',
  'Reports',
  'Analyzers',
  'Billing',
  'Referrals',
  'Settings',
];

const lab = productApp('Lab ERP', LAB_NAV, 'lab');

function labTracking() {
  const stages = [
    ['Collected', '64', 'brand'],
    ['Received', '58', 'brand'],
    ['Processing', '31', 'amber'],
    ['Verified', '22', 'green'],
    ['Dispatched', '19', 'green'],
  ];
  let body = '';
  stages.forEach(([label, count, tone], i) => {
    const x = 220 + i * 147;
    body +=
      rect(x, 116, 131, 80, { rx: 10, fill: C.white, stroke: C.s200 }) +
      rect(x, 116, 131, 4, { rx: 2, fill: TONES[tone][0] }) +
      text(x + 16, 146, label, { size: 11, fill: C.s500 }) +
      text(x + 16, 178, count, { size: 24, weight: 700, fill: C.ink });
    if (i < 4) body += text(x + 139, 162, '\u203A', { size: 18, weight: 700, fill: C.s400, anchor: 'middle' });
  });
  body += table(220, 212, 720, {
    title: 'Samples in progress',
    right: 'Scan a barcode to update',
    rowH: 36,
    cols: [
      { label: 'Barcode', w: 0.17 },
      { label: 'Patient', w: 0.22 },
      { label: 'Tests', w: 0.27 },
      { label: 'Collected', w: 0.16 },
      { label: 'Status', w: 0.18 },
    ],
    rows: [
      ['L2082-10931', 'Sarita Poudel', 'CBC, ESR, CRP', '08:12', { badge: 'Processing', tone: 'amber' }],
      ['L2082-10932', 'Bikash Tamang', 'Lipid profile, HbA1c', '08:20', { badge: 'Verified', tone: 'green' }],
      ['L2082-10933', 'Durga Bhandari', 'Thyroid function (TFT)', '08:26', { badge: 'Processing', tone: 'amber' }],
      ['L2082-10934', 'Ram Bahadur K.C.', 'Urine routine', '08:31', { badge: 'Received', tone: 'brand' }],
      ['L2082-10935', 'Anjali Tamang', 'Blood culture', '08:40', { badge: 'Incubating', tone: 'grey' }],
      ['L2082-10936', 'Nabin Gurung', 'LFT, RFT, electrolytes', '08:44', { badge: 'Received', tone: 'brand' }],
      ['L2082-10937', 'Maya Lama', 'Dengue NS1, CBC', '08:51', { badge: 'Urgent', tone: 'red' }],
      ['L2082-10938', 'Kiran Maharjan', 'Vitamin D, B12', '09:02', { badge: 'Collected', tone: 'brand' }],
    ],
  });
  return lab({
    title: 'Sarathi Lab ERP sample tracking from collection to dispatch with barcoded samples',
    url: 'samples',
    active: 'Sample Tracking',
    heading: 'Sample tracking',
    sub: 'Every tube barcoded and traced',
    action: 'Print barcodes',
    body,
  });
}

function labResults() {
  let body =
    card(220, 116, 720, 64) +
    text(236, 142, 'Sarita Poudel · 31 y · Female', { size: 13, weight: 700, fill: C.ink }) +
    text(236, 162, 'Sample L2082-10931 · EDTA whole blood · Referred by Dr. Anita Shrestha', {
      size: 11,
      fill: C.s500,
    }) +
    badge(924, 149, 'Analyzer values imported', 'green', { anchor: 'end' });
  const flag = (f) =>
    f === 'H'
      ? { badge: 'High', tone: 'red' }
      : f === 'L'
        ? { badge: 'Low', tone: 'amber' }
        : { badge: 'Normal', tone: 'green' };
  body += table(220, 196, 720, {
    title: 'Complete blood count (CBC)',
    right: 'Hematology',
    rowH: 30,
    cols: [
      { label: 'Parameter', w: 0.28 },
      { label: 'Result', w: 0.16 },
      { label: 'Unit', w: 0.16 },
      { label: 'Reference range', w: 0.24 },
      { label: 'Flag', w: 0.16 },
    ],
    rows: [
      ['Haemoglobin', { text: '11.2', weight: 700, fill: C.amberDark }, 'g/dL', '12.0 - 15.5', flag('L')],
      ['Total WBC count', { text: '11,800', weight: 700, fill: C.redDark }, '/\u00B5L', '4,000 - 11,000', flag('H')],
      ['Neutrophils', '72', '%', '40 - 75', flag('N')],
      ['Lymphocytes', '22', '%', '20 - 45', flag('N')],
      ['Platelet count', '2,45,000', '/\u00B5L', '1,50,000 - 4,00,000', flag('N')],
      ['RBC count', '4.1', 'million/\u00B5L', '4.2 - 5.4', flag('L')],
      ['PCV', '35.6', '%', '36 - 46', flag('L')],
      ['MCV', '86.8', 'fL', '80 - 100', flag('N')],
    ],
  });
  body +=
    text(220, 540, 'Entered by Bikash Thapa, Lab Technologist · 09:14', { size: 11, fill: C.s500 }) +
    text(220, 558, 'Verification: Consultant Pathologist', { size: 11, fill: C.s500 }) +
    button(640, 530, 'Save draft', { variant: 'outline', w: 120, h: 34 }) +
    button(772, 530, 'Send for verification', { w: 168, h: 34 });
  return lab({
    title: 'Sarathi Lab ERP result entry for a complete blood count with reference ranges and high or low flags',
    url: 'results/L2082-10931',
    active: 'Result Entry',
    heading: 'Result entry',
    sub: 'Reference ranges by age and sex, flags set automatically',
    action: 'Next sample',
    body,
  });
}

function labReport() {
  let body =
    rect(224, 120, 480, 468, { rx: 6, fill: C.s200 }) +
    rect(220, 116, 480, 468, { rx: 6, fill: C.white, stroke: C.s200 }) +
    rect(220, 116, 480, 6, { rx: 3, fill: C.brand }) +
    text(244, 156, 'Demo Diagnostic Centre', { size: 16, weight: 700, fill: C.ink }) +
    text(244, 174, 'Pokhara-8, Kaski · Lab report', { size: 10.5, fill: C.s500 }) +
    line(244, 190, 676, 190, { stroke: C.s200 });
  [
    ['Patient', 'Bikash Tamang, 46 y, M'],
    ['Sample', 'L2082-10932 · Serum'],
    ['Referred by', 'Dr. Ramesh Karki'],
    ['Reported', '2082-01-12 BS, 11:40'],
  ].forEach(([k, v], i) => {
    const x = 244 + (i % 2) * 236,
      y = 212 + Math.floor(i / 2) * 22;
    body +=
      text(x, y, `${k}: `, { size: 10.5, fill: C.s500 }) +
      text(x + 70, y, v, { size: 10.5, weight: 600, fill: C.s700 });
  });
  body +=
    text(460, 272, 'LIPID PROFILE', { size: 13, weight: 700, fill: C.ink, anchor: 'middle' }) +
    rect(244, 284, 432, 24, { fill: C.s50 });
  ['TEST', 'RESULT', 'UNIT', 'REFERENCE'].forEach((h, i) => {
    body += text([254, 430, 510, 580][i], 300, h, { size: 9.5, weight: 600, fill: C.s500 });
  });
  [
    ['Total cholesterol', '212', 'mg/dL', '< 200', true],
    ['Triglycerides', '168', 'mg/dL', '< 150', true],
    ['HDL cholesterol', '42', 'mg/dL', '> 40', false],
    ['LDL cholesterol', '136', 'mg/dL', '< 130', true],
    ['VLDL cholesterol', '34', 'mg/dL', '< 30', true],
    ['HbA1c', '6.1', '%', '4.0 - 5.6', true],
  ].forEach(([t, r, u, ref, high], i) => {
    const y = 332 + i * 28;
    body +=
      text(254, y, t, { size: 11.5, fill: C.s700 }) +
      text(430, y, high ? `${r} H` : r, { size: 11.5, weight: 700, fill: high ? C.redDark : C.ink }) +
      text(510, y, u, { size: 11, fill: C.s500 }) +
      text(580, y, ref, { size: 11, fill: C.s500 });
  });
  body +=
    line(244, 508, 676, 508, { stroke: C.s200 }) +
    text(244, 534, 'Verified electronically', { size: 10.5, fill: C.s500 }) +
    text(244, 552, 'Consultant Pathologist', { size: 11.5, weight: 600, fill: C.ink });
  for (let i = 0; i < 25; i += 1)
    if ((i * 7 + (i % 3)) % 3 !== 1)
      body += rect(620 + (i % 5) * 10, 516 + Math.floor(i / 5) * 10, 9, 9, { fill: C.ink });
  body += text(645, 578, 'Scan to verify', { size: 8.5, fill: C.s500, anchor: 'middle' });
  body += list(716, 116, 224, {
    title: 'Delivery',
    itemH: 50,
    items: [
      { title: 'Printed on letterhead', sub: 'Counter 2', right: 'Done', tone: 'green' },
      { title: 'SMS link to patient', sub: '98XXXXXX12', right: 'Sent', tone: 'green' },
      { title: 'Referring doctor', sub: 'Doctor portal', right: 'Shared', tone: 'brand' },
      { title: 'Email PDF', sub: 'On request', right: 'Off', tone: 'grey' },
    ],
  });
  body +=
    card(716, 380, 224, 204, 'Report history') +
    text(732, 428, 'Previous lipid profile', { size: 11, fill: C.s500 }) +
    text(732, 448, '2081-09-20 · Total 236 mg/dL', { size: 11.5, weight: 600, fill: C.ink }) +
    text(732, 478, 'Trend', { size: 11, fill: C.s500 }) +
    `<path d="M736 540L776 520L816 528L856 508L896 500" fill="none" stroke="${C.green}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>` +
    text(732, 568, 'Cholesterol down 10% since Poush', { size: 10.5, fill: C.greenDark });
  return lab({
    title: 'Sarathi Lab ERP printable lipid profile report with verification QR code and delivery status',
    url: 'reports/L2082-10932',
    active: 'Reports',
    heading: 'Report preview',
    sub: 'Your letterhead, digital verification and delivery tracking',
    action: 'Print report',
    body,
  });
}

function labAnalytics() {
  const body =
    statRow(220, 116, 720, 80, [
      { label: 'Tests today', value: '412', note: '+8% vs last Sunday', tone: 'green' },
      { label: 'Average TAT', value: '2 h 48 m', note: 'target 4 h', tone: 'green' },
      { label: 'Critical values', value: '3', note: 'all doctors informed', tone: 'red' },
      { label: 'Awaiting verification', value: '27', note: 'oldest 35 min', tone: 'amber' },
    ]) +
    barChart(220, 212, 440, 204, {
      title: 'Tests by department',
      right: 'Today',
      labels: ['Biochem', 'Hemato', 'Serology', 'Hormones', 'Micro', 'Urine'],
      values: [148, 112, 54, 46, 21, 31],
      max: 150,
      highlight: 0,
    }) +
    list(676, 212, 264, {
      title: 'Connected analyzers',
      itemH: 44,
      items: [
        { title: 'Hematology (5-part)', sub: 'Last result 09:31', right: 'Online', tone: 'green' },
        { title: 'Biochemistry', sub: 'Last result 09:33', right: 'Online', tone: 'green' },
        { title: 'Immunoassay', sub: 'Calibrating', right: 'Busy', tone: 'amber' },
        { title: 'Electrolyte', sub: 'Last result 08:58', right: 'Idle', tone: 'grey' },
      ],
    }) +
    card(220, 432, 440, 152, 'Turnaround time by priority') +
    progress(236, 486, 408, { label: 'Routine (target 4 h)', value: 0.79, right: '3 h 10 m', tone: 'green' }) +
    progress(236, 522, 408, { label: 'Urgent (target 1 h)', value: 0.87, right: '52 m', tone: 'green' }) +
    progress(236, 558, 408, { label: 'STAT (target 30 min)', value: 0.93, right: '28 m', tone: 'amber' }) +
    card(676, 448, 264, 136, 'Quality control') +
    text(692, 504, 'Levey-Jennings charts', { size: 11.5, fill: C.s700 }) +
    badge(924, 501, 'In range', 'green', { anchor: 'end' }) +
    text(692, 532, 'Reagent lots tracked', { size: 11.5, fill: C.s700 }) +
    badge(924, 529, '12 lots', 'brand', { anchor: 'end' }) +
    text(692, 560, 'Calibration due', { size: 11.5, fill: C.s700 }) +
    badge(924, 557, 'Tomorrow', 'amber', { anchor: 'end' });
  return lab({
    title: 'Sarathi Lab ERP dashboard with tests by department, turnaround times and connected analyzers',
    url: 'dashboard',
    active: 'Dashboard',
    heading: 'Lab dashboard',
    sub: 'Workload, turnaround time and quality at a glance',
    action: 'Export report',
    body,
  });
}

/** File name under /images/products/ (without .svg) → function returning the SVG text. */
export const labScreens = {
  'lab-1': labTracking,
  'lab-2': labResults,
  'lab-3': labReport,
  'lab-4': labAnalytics,
};
