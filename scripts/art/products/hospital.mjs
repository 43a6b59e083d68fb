/**
 * Hospital ERP: dashboard, OPD queue, wards and billing.
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
  donut,
  field,
  legend,
  line,
  list,
  progress,
  rect,
  statRow,
  table,
  text,
} from './kit.mjs';

const HOSPITAL_NAV = [
  'Dashboard',
  'Registration',
  'OPD',
  'IPD & Wards',
  'Billing',
  'Laboratory',
  'Pharmacy',
  'Insurance Claims',
  'Reports',
  'Settings',
];

const hospital = productApp('Hospital ERP', HOSPITAL_NAV, 'hospital');

function hospitalDashboard() {
  const body =
    statRow(220, 116, 720, 80, [
      { label: 'OPD visits today', value: '186', note: '+12% vs yesterday', tone: 'green' },
      { label: 'IPD patients', value: '74 / 120', note: '62% beds occupied' },
      { label: 'Collection today', value: 'Rs. 4,86,200', note: 'Cash, Fonepay, HIB', tone: 'green' },
      { label: 'Pending HIB claims', value: '23', note: '5 need documents', tone: 'amber' },
    ]) +
    barChart(220, 212, 440, 192, {
      title: 'Revenue by department',
      right: 'This week, Rs. lakh',
      labels: ['OPD', 'IPD', 'Lab', 'Radiology', 'Pharmacy', 'OT'],
      values: [6.8, 12.4, 4.9, 3.6, 8.2, 9.5],
      max: 15,
      highlight: 1,
    }) +
    card(676, 212, 264, 192, 'Bed occupancy') +
    donut(
      736,
      316,
      42,
      [
        { label: 'General 58/70', value: 58, color: C.brand },
        { label: 'ICU 9/10', value: 9, color: C.brandDeep },
        { label: 'Cabin 5/24', value: 5, color: C.green },
        { label: 'Maternity 2/16', value: 2, color: C.amber },
      ],
      { centre: '62%', thick: 14, legendX: 800 },
    ) +
    table(220, 420, 720, {
      title: 'Recent admissions',
      right: 'View all',
      rowH: 28,
      cols: [
        { label: 'Patient', w: 0.26 },
        { label: 'IPD no.', w: 0.16 },
        { label: 'Ward / bed', w: 0.2 },
        { label: 'Consultant', w: 0.24 },
        { label: 'Status', w: 0.14 },
      ],
      rows: [
        ['Sita Maharjan', 'IPD-01458', 'General M-204', 'Dr. Prakash Adhikari', { badge: 'Admitted', tone: 'brand' }],
        ['Gopal Shrestha', 'IPD-01457', 'ICU-03', 'Dr. Meena Pandey', { badge: 'Critical', tone: 'red' }],
        ['Laxmi Gurung', 'IPD-01455', 'Cabin C-11', 'Dr. Sanjay Khadka', { badge: 'Discharge due', tone: 'green' }],
      ],
    });
  return hospital({
    title: 'Sarathi Hospital ERP dashboard with OPD, IPD, collection and bed occupancy figures',
    url: 'dashboard',
    active: 'Dashboard',
    heading: 'Hospital dashboard',
    sub: 'All departments, updated live',
    action: '+ New admission',
    body,
  });
}

function hospitalOpd() {
  let body =
    card(220, 116, 300, 468, 'Register patient', { right: 'MRN auto' }) +
    field(236, 166, 268, 'Full name', 'Sita Maharjan') +
    field(236, 216, 126, 'Age', '34') +
    field(378, 216, 126, 'Sex', 'Female', { select: true }) +
    field(236, 266, 268, 'Mobile', '9803 456 712') +
    field(236, 316, 268, 'Address', 'Lalitpur-3, Pulchowk') +
    field(236, 366, 268, 'Department', 'Cardiology', { select: true }) +
    field(236, 416, 268, 'Doctor', 'Dr. Prakash Adhikari', { select: true }) +
    text(236, 472, 'Payer', { size: 10.5, weight: 600, fill: C.s600 });
  ['Cash', 'HIB', 'SSF'].forEach((p, i) => {
    const on = p === 'HIB';
    body += rect(236 + i * 92, 480, 84, 28, { rx: 7, fill: on ? C.brandSoft : C.white, stroke: on ? C.brand : C.s300 });
    body += text(278 + i * 92, 498, p, { size: 12, weight: 600, fill: on ? C.brandDark : C.s600, anchor: 'middle' });
  });
  body += button(236, 528, 'Register & issue token', { w: 268, h: 36 });
  body += table(536, 116, 404, {
    title: 'OPD queue · Cardiology',
    right: 'Room 204',
    cols: [
      { label: 'Token', w: 0.16 },
      { label: 'Patient', w: 0.38 },
      { label: 'Type', w: 0.18 },
      { label: 'Status', w: 0.28 },
    ],
    rows: [
      ['C-031', 'Ram Bahadur K.C.', 'Follow-up', { badge: 'In room', tone: 'brand' }],
      ['C-032', 'Durga Bhandari', 'New', { badge: 'Waiting', tone: 'amber' }],
      ['C-033', 'Bikash Tamang', 'HIB', { badge: 'Waiting', tone: 'amber' }],
      ['C-034', 'Sarita Poudel', 'New', { badge: 'Vitals done', tone: 'green' }],
      ['C-035', 'Hari Thapa', 'SSF', { badge: 'Waiting', tone: 'amber' }],
      ['C-036', 'Anita Rai', 'Follow-up', { badge: 'Booked', tone: 'grey' }],
      ['C-037', 'Sita Maharjan', 'HIB', { badge: 'New token', tone: 'brand' }],
      ['C-038', 'Kamala Bista', 'Follow-up', { badge: 'Booked', tone: 'grey' }],
    ],
    rowH: 34,
  });
  body += statRow(536, 494, 404, 90, [
    { label: 'Waiting now', value: '9', note: 'Avg wait 14 min', tone: 'amber' },
    { label: 'Seen today', value: '62', note: '18 via HIB', tone: 'green' },
  ]);
  return hospital({
    title: 'Sarathi Hospital ERP patient registration form beside the cardiology OPD token queue',
    url: 'opd/queue',
    active: 'OPD',
    heading: 'OPD registration',
    sub: 'Register, bill and send patients to the right room',
    action: 'Print token',
    body,
  });
}

function hospitalWards() {
  let body = card(220, 116, 480, 468, 'General ward (male) · 2nd floor', { right: '24 beds' });
  const beds = 'OOOVOOROOOCOOVOOOOROOVOO';
  const names = [
    'Ram K.C., 54',
    'Bikash T., 38',
    'Hari T., 61',
    '',
    'Gopal S., 47',
    'Suman R., 29',
    'Reserved',
    'Dipak B., 66',
    'Nabin G., 33',
    'Kiran M., 52',
    'Cleaning',
    'Prem L., 70',
    'Arjun P., 45',
    '',
    'Raju S., 58',
    'Manoj D., 41',
    'Sunil K., 36',
    'Bishal A., 27',
    'Reserved',
    'Ashok N., 63',
    'Rabin J., 49',
    '',
    'Ganesh B., 57',
    'Shyam C., 72',
  ];
  const style = {
    O: [C.brandSoft, C.brand, 'brand'],
    V: [C.greenSoft, C.green, 'green'],
    R: [C.amberSoft, C.amber, 'amber'],
    C: [C.s100, C.s300, 'grey'],
  };
  [...beds].forEach((s, i) => {
    const x = 236 + (i % 4) * 113,
      y = 156 + Math.floor(i / 4) * 64;
    const [bg, stroke, tone] = style[s];
    body += rect(x, y, 103, 54, { rx: 8, fill: bg, stroke });
    body += text(x + 10, y + 20, `M-${201 + i}`, { size: 11.5, weight: 700, fill: TONES[tone][0] });
    body += text(x + 10, y + 40, s === 'V' ? 'Vacant' : names[i], { size: 10.5, fill: C.s600 });
  });
  body += legend(236, 568, [
    { label: 'Occupied 17', color: C.brand },
    { label: 'Vacant 3', color: C.green },
    { label: 'Reserved 2', color: C.amber },
    { label: 'Cleaning 1', color: C.s300 },
  ]);
  body += list(716, 116, 224, {
    title: 'Discharges due today',
    itemH: 48,
    items: [
      { title: 'Prem Lama', sub: 'M-212 · summary ready', right: 'Billed', tone: 'green' },
      { title: 'Nabin Gurung', sub: 'M-209 · awaiting lab', right: 'Pending', tone: 'amber' },
      { title: 'Rabin Joshi', sub: 'M-221 · meds return', right: 'Pending', tone: 'amber' },
      { title: 'Ram K.C.', sub: 'M-201 · HIB claim', right: 'Billed', tone: 'green' },
    ],
  });
  body +=
    card(716, 372, 224, 212, 'Ward summary') +
    progress(732, 424, 192, { label: 'Occupancy', value: 0.74, right: '17 / 23' }) +
    progress(732, 474, 192, { label: 'Nursing tasks done', value: 0.84, right: '42 / 50', tone: 'green' }) +
    progress(732, 524, 192, { label: 'Lab results pending', value: 0.25, right: '6', tone: 'amber' });
  return hospital({
    title: 'Sarathi Hospital ERP ward view with occupied, vacant and reserved beds and discharges due',
    url: 'ipd/wards',
    active: 'IPD & Wards',
    heading: 'IPD bed management',
    sub: 'Admit, transfer and discharge from one ward map',
    action: 'Transfer bed',
    body,
  });
}

function hospitalBilling() {
  let body =
    card(220, 116, 430, 468, 'Final bill · IPD-01455', { right: 'Invoice HB-2082-04127' }) +
    text(236, 166, 'Laxmi Gurung · 42 y · Cabin C-11', { size: 12, weight: 600, fill: C.ink }) +
    text(236, 184, 'Admitted 2082-01-08 · Discharged 2082-01-12 · HIB 11-2045-887', { size: 10.5, fill: C.s500 }) +
    rect(221, 198, 428, 26, { fill: C.s50 }) +
    text(236, 215, 'SERVICE', { size: 9.5, weight: 600, fill: C.s500 }) +
    text(634, 215, 'AMOUNT (RS.)', { size: 9.5, weight: 600, fill: C.s500, anchor: 'end' });
  const items = [
    ['Cabin charge (4 days)', '12,000'],
    ['Consultant visits, Dr. Sanjay Khadka', '4,800'],
    ['CBC, LFT, RFT, urine routine', '3,150'],
    ['Ultrasound abdomen and pelvis', '2,500'],
    ['Laparoscopic cholecystectomy package', '65,000'],
    ['Medicines and consumables', '9,860'],
  ];
  items.forEach(([s, a], i) => {
    const y = 246 + i * 30;
    if (i) body += line(236, y - 18, 634, y - 18, { stroke: C.s100 });
    body +=
      text(236, y, s, { size: 11.5, fill: C.s700 }) + text(634, y, a, { size: 11.5, fill: C.s700, anchor: 'end' });
  });
  body +=
    line(236, 418, 634, 418, { stroke: C.s200 }) +
    text(236, 440, 'Total', { size: 12, weight: 600, fill: C.ink }) +
    text(634, 440, '97,310', { size: 12, weight: 600, fill: C.ink, anchor: 'end' }) +
    text(236, 462, 'Health Insurance Board share', { size: 11.5, fill: C.s600 }) +
    text(634, 462, '- 80,000', { size: 11.5, fill: C.greenDark, anchor: 'end' }) +
    text(236, 490, 'Patient payable', { size: 14, weight: 700, fill: C.ink }) +
    text(634, 490, 'Rs. 17,310', { size: 14, weight: 700, fill: C.brand, anchor: 'end' }) +
    badge(236, 518, 'Paid by Fonepay QR', 'green') +
    button(236, 536, 'Print IRD bill', { variant: 'outline', w: 190, h: 34 }) +
    button(444, 536, 'Submit HIB claim', { w: 190, h: 34 });
  body += list(666, 116, 274, {
    title: 'HIB claims',
    right: 'Baisakh',
    itemH: 46,
    items: [
      { title: 'CLM-88231 · Laxmi G.', sub: 'Rs. 80,000 · IPD', right: 'Submitted', tone: 'brand' },
      { title: 'CLM-88219 · Ram K.C.', sub: 'Rs. 24,500 · IPD', right: 'Approved', tone: 'green' },
      { title: 'CLM-88204 · Durga B.', sub: 'Rs. 1,850 · OPD', right: 'Approved', tone: 'green' },
      { title: 'CLM-88197 · Hari T.', sub: 'Rs. 6,400 · OPD', right: 'Returned', tone: 'amber' },
      { title: 'CLM-88188 · Anita R.', sub: 'Rs. 3,200 · OPD', right: 'Approved', tone: 'green' },
    ],
  });
  body +=
    card(666, 414, 274, 170, 'Claims this month') +
    progress(682, 462, 242, { label: 'Approved', value: 0.64, right: 'Rs. 8.4 lakh', tone: 'green' }) +
    progress(682, 510, 242, { label: 'Submitted, in review', value: 0.24, right: 'Rs. 3.1 lakh' }) +
    progress(682, 558, 242, { label: 'Returned for documents', value: 0.08, right: 'Rs. 1.0 lakh', tone: 'amber' });
  return hospital({
    title:
      'Sarathi Hospital ERP final bill split between the Health Insurance Board and the patient, with claim status',
    url: 'billing/final-bill',
    active: 'Billing',
    heading: 'Billing and insurance',
    sub: 'IRD-approved bills with HIB and SSF claims',
    action: 'New bill',
    body,
  });
}

/** File name under /images/products/ (without .svg) → function returning the SVG text. */
export const hospitalScreens = {
  'hospital-1': hospitalDashboard,
  'hospital-2': hospitalOpd,
  'hospital-3': hospitalWards,
  'hospital-4': hospitalBilling,
};
