/**
 * Product screens of Sarathi Hospital ERP, Clinic ERP and Lab ERP (sub-industry screenshots,
 * SPEC §2.5). Each entry maps a file name under public/images/products/ to its SVG text.
 * All names and figures are demo data.
 */
import { screen } from './frame.mjs';
import {
  C,
  TONES,
  avatar,
  badge,
  barChart,
  button,
  card,
  donut,
  field,
  legend,
  lineChart,
  list,
  progress,
  rect,
  schedule,
  statRow,
  table,
  text,
  line,
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
const CLINIC_NAV = [
  'Dashboard',
  'Appointments',
  'Patients',
  'Consultation',
  'Prescriptions',
  'Billing',
  'Follow-ups',
  'Reports',
  'Settings',
];
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

const hospital = (o) =>
  screen({ product: 'Hospital ERP', nav: HOSPITAL_NAV, ...o, url: `app.sarathierp.com.np/hospital/${o.url}` });
const clinic = (o) =>
  screen({ product: 'Clinic ERP', nav: CLINIC_NAV, ...o, url: `app.sarathierp.com.np/clinic/${o.url}` });
const lab = (o) => screen({ product: 'Lab ERP', nav: LAB_NAV, ...o, url: `app.sarathierp.com.np/lab/${o.url}` });

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

function clinicAppointments() {
  const body = schedule(220, 116, 720, 468, {
    title: 'Sunday, Baisakh 14',
    right: '32 booked · 6 walk-ins',
    columns: [
      { name: 'Dr. Anita Shrestha', sub: 'General physician' },
      { name: 'Dr. Ramesh Karki', sub: 'Paediatrics' },
      { name: 'Dr. Sunita Gurung', sub: 'Gynaecology' },
    ],
    hours: ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'],
    blocks: [
      { col: 0, start: 0, span: 0.5, title: 'Hari Thapa', sub: 'Follow-up' },
      { col: 0, start: 0.5, span: 0.5, title: 'Maya Lama', sub: 'New', tone: 'green' },
      { col: 0, start: 1.5, span: 1, title: 'Health check package', sub: 'Krishna Bhattarai', tone: 'green' },
      { col: 0, start: 3, span: 0.5, title: 'Gita Poudel', sub: 'BP review' },
      { col: 0, start: 4.5, span: 0.5, title: 'Walk-in', sub: 'Token W-05', tone: 'amber' },
      { col: 1, start: 0, span: 1, title: 'Vaccination clinic', sub: '6 children booked', tone: 'green' },
      { col: 1, start: 1.5, span: 0.5, title: 'Aarav Rai, 4 y', sub: 'Fever' },
      { col: 1, start: 2, span: 0.5, title: 'Siya K.C., 2 y', sub: 'Growth check' },
      { col: 1, start: 4, span: 1, title: 'Lunch break', sub: '', tone: 'grey' },
      { col: 2, start: 0.5, span: 0.5, title: 'Pooja Basnet', sub: 'ANC visit' },
      { col: 2, start: 1, span: 0.5, title: 'Rina Magar', sub: 'USG review' },
      { col: 2, start: 2.5, span: 1, title: 'Minor procedure', sub: 'Room 2', tone: 'amber' },
      { col: 2, start: 5, span: 0.5, title: 'Sabina Karki', sub: 'New' },
    ],
  });
  return clinic({
    title: 'Sarathi Clinic ERP day calendar with appointments for three doctors',
    url: 'appointments',
    active: 'Appointments',
    heading: 'Appointments',
    sub: 'Online, phone and walk-in bookings in one calendar',
    action: '+ Book appointment',
    body,
  });
}

function clinicConsultation() {
  let body =
    card(220, 116, 220, 468) +
    avatar(256, 156, 22, 'HT') +
    text(288, 152, 'Hari Bahadur Thapa', { size: 12.5, weight: 700, fill: C.ink }) +
    text(288, 168, '58 y · Male · CL-004512', { size: 10.5, fill: C.s500 }) +
    text(236, 210, 'Allergies', { size: 10.5, weight: 600, fill: C.s600 }) +
    badge(236, 232, 'Penicillin', 'red') +
    text(236, 266, 'Conditions', { size: 10.5, weight: 600, fill: C.s600 }) +
    badge(236, 288, 'Hypertension', 'amber') +
    badge(236, 312, 'Type 2 diabetes', 'amber') +
    text(236, 346, 'Visit history', { size: 10.5, weight: 600, fill: C.s600 });
  [
    ['2081-12-28', 'BP review, dose changed'],
    ['2081-10-15', 'HbA1c 7.4%'],
    ['2081-07-02', 'First visit'],
  ].forEach(([d, s], i) => {
    const y = 370 + i * 44;
    body +=
      rect(236, y - 12, 188, 36, { rx: 8, fill: C.s50 }) +
      text(246, y + 2, d, { size: 11, weight: 600, fill: C.ink }) +
      text(246, y + 16, s, { size: 10, fill: C.s500 });
  });
  body += button(236, 536, 'Open full record', { variant: 'soft', w: 188 });
  body += statRow(456, 116, 484, 84, [
    { label: 'Blood pressure', value: '138/86', note: 'mmHg', tone: 'amber' },
    { label: 'Pulse', value: '78', note: 'per min', tone: 'green' },
    { label: 'SpO2', value: '97%', note: 'room air', tone: 'green' },
    { label: 'Weight', value: '72 kg', note: 'BMI 26.4', tone: 'grey' },
  ]);
  body += table(456, 214, 484, {
    title: 'Prescription',
    right: 'Dx: Essential hypertension, T2DM',
    cols: [
      { label: 'Medicine', w: 0.36 },
      { label: 'Dose', w: 0.16 },
      { label: 'When', w: 0.3 },
      { label: 'Days', w: 0.18 },
    ],
    rows: [
      ['Amlodipine 5 mg', '1 tab', 'Morning', '30'],
      ['Metformin 500 mg', '1 tab', 'Twice, after meals', '30'],
      ['Atorvastatin 10 mg', '1 tab', 'At bedtime', '30'],
    ],
  });
  body +=
    card(456, 398, 484, 186, 'Advice and follow-up') +
    text(472, 446, 'Low-salt diet, 30 minutes walk daily, home BP log.', { size: 11.5, fill: C.s700 }) +
    text(472, 466, 'Fasting blood sugar and lipid profile before next visit.', { size: 11.5, fill: C.s700 }) +
    field(472, 494, 200, 'Follow-up date', '2082-02-12 BS') +
    field(688, 494, 236, 'Reminder', 'SMS 2 days before', { select: true }) +
    button(796, 542, 'Save visit', { w: 128, h: 30 }) +
    button(654, 542, 'Print Rx', { variant: 'outline', w: 128, h: 30 });
  return clinic({
    title: 'Sarathi Clinic ERP consultation screen with vitals, allergies, prescription and follow-up reminder',
    url: 'consultation/CL-004512',
    active: 'Consultation',
    heading: 'Consultation',
    sub: 'Vitals, notes and e-prescription in one screen',
    action: 'Next patient',
    body,
  });
}

function clinicBilling() {
  const body =
    statRow(220, 116, 720, 80, [
      { label: 'Collected today', value: 'Rs. 48,600', note: '61 invoices', tone: 'green' },
      { label: 'Outstanding', value: 'Rs. 6,250', note: '4 patients', tone: 'amber' },
      { label: 'Follow-ups due', value: '14', note: 'this week' },
    ]) +
    table(220, 212, 440, {
      title: 'Today\u2019s invoices',
      right: 'IRD-approved',
      rowH: 34,
      cols: [
        { label: 'Invoice', w: 0.24 },
        { label: 'Patient', w: 0.32 },
        { label: 'Amount', w: 0.22 },
        { label: 'Paid by', w: 0.22 },
      ],
      rows: [
        ['CB-10482', 'Maya Lama', 'Rs. 1,200', { badge: 'eSewa', tone: 'green' }],
        ['CB-10481', 'Hari Thapa', 'Rs. 850', { badge: 'Cash', tone: 'grey' }],
        ['CB-10480', 'Aarav Rai', 'Rs. 2,450', { badge: 'Khalti', tone: 'brand' }],
        ['CB-10479', 'Pooja Basnet', 'Rs. 3,900', { badge: 'Fonepay', tone: 'brand' }],
        ['CB-10478', 'Krishna Bhattarai', 'Rs. 4,500', { badge: 'Card', tone: 'grey' }],
        ['CB-10477', 'Gita Poudel', 'Rs. 650', { badge: 'Due', tone: 'amber' }],
        ['CB-10476', 'Rina Magar', 'Rs. 1,800', { badge: 'Cash', tone: 'grey' }],
        ['CB-10475', 'Siya K.C.', 'Rs. 950', { badge: 'eSewa', tone: 'green' }],
      ],
    }) +
    list(676, 212, 264, {
      title: 'Follow-up reminders',
      right: 'SMS',
      itemH: 52,
      items: [
        { title: 'Gita Poudel', sub: 'BP review · 2082-01-15', right: 'Sent', tone: 'green', initials: 'GP' },
        {
          title: 'Sabina Karki',
          sub: 'Lab review · 2082-01-16',
          right: 'Sent',
          tone: 'green',
          initials: 'SK',
          avatarTone: 'green',
        },
        { title: 'Nabin Shahi', sub: 'Dressing · 2082-01-16', right: 'Queued', tone: 'brand', initials: 'NS' },
        {
          title: 'Sunita Oli',
          sub: 'ANC visit · 2082-01-18',
          right: 'Queued',
          tone: 'brand',
          initials: 'SO',
          avatarTone: 'amber',
        },
        { title: 'Dev Raj Joshi', sub: 'Sugar check · 2082-01-19', right: 'Queued', tone: 'brand', initials: 'DJ' },
        {
          title: 'Kamala Bista',
          sub: 'Missed visit',
          right: 'Call',
          tone: 'amber',
          initials: 'KB',
          avatarTone: 'amber',
        },
      ],
    });
  return clinic({
    title: 'Sarathi Clinic ERP billing screen with daily invoices by payment method and SMS follow-up reminders',
    url: 'billing',
    active: 'Billing',
    heading: 'Billing and follow-ups',
    sub: 'Collections by payment method, dues and reminders',
    action: '+ New invoice',
    body,
  });
}

function clinicReports() {
  const months = ['Bai', 'Jes', 'Asa', 'Shr', 'Bha', 'Asw', 'Kar', 'Man', 'Pou', 'Mag', 'Fal', 'Cha'];
  const body =
    lineChart(220, 116, 720, 232, {
      title: 'Patient visits by month',
      right: 'FY 2081/82 · new and returning',
      labels: months,
      max: 900,
      series: [
        { values: [410, 455, 520, 610, 580, 470, 430, 495, 540, 600, 640, 690], color: C.brand, area: true },
        { values: [160, 170, 190, 230, 210, 180, 150, 175, 200, 215, 230, 250], color: C.green },
      ],
    }) +
    barChart(220, 364, 350, 220, {
      title: 'Collection by payment mode',
      right: 'Rs. lakh',
      labels: ['Cash', 'eSewa', 'Khalti', 'Fonepay', 'Card'],
      values: [4.2, 3.1, 1.6, 2.8, 0.9],
      max: 6,
      highlight: 0,
    }) +
    card(586, 364, 354, 220, 'Top diagnoses this month') +
    progress(602, 414, 322, { label: 'Hypertension', value: 0.82, right: '148' }) +
    progress(602, 451, 322, { label: 'Upper respiratory infection', value: 0.7, right: '126' }) +
    progress(602, 488, 322, { label: 'Type 2 diabetes', value: 0.52, right: '94', tone: 'green' }) +
    progress(602, 525, 322, { label: 'Acid peptic disease', value: 0.4, right: '72', tone: 'green' }) +
    progress(602, 562, 322, { label: 'Viral fever', value: 0.28, right: '51', tone: 'grey' });
  return clinic({
    title: 'Sarathi Clinic ERP reports with monthly visits, collection by payment mode and top diagnoses',
    url: 'reports',
    active: 'Reports',
    heading: 'Clinic reports',
    sub: 'Fiscal-year view in Bikram Sambat months',
    action: 'Export to Excel',
    body,
  });
}

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

/** File name (without extension) → SVG text, for public/images/products/. */
export const clinicalScreens = {
  'hospital-1': hospitalDashboard,
  'hospital-2': hospitalOpd,
  'hospital-3': hospitalWards,
  'hospital-4': hospitalBilling,
  'clinic-1': clinicAppointments,
  'clinic-2': clinicConsultation,
  'clinic-3': clinicBilling,
  'clinic-4': clinicReports,
  'lab-1': labTracking,
  'lab-2': labResults,
  'lab-3': labReport,
  'lab-4': labAnalytics,
};
