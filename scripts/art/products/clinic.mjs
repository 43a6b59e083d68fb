/**
 * Clinic ERP: appointments, consultation, billing and reports.
 * All names and figures are demo data.
 */
import { productApp } from './frame.mjs';
import {
  C,
  avatar,
  badge,
  barChart,
  button,
  card,
  field,
  lineChart,
  list,
  progress,
  rect,
  schedule,
  statRow,
  table,
  text,
} from './kit.mjs';

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

const clinic = productApp('Clinic ERP', CLINIC_NAV, 'clinic');

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

/** File name under /images/products/ (without .svg) → function returning the SVG text. */
export const clinicScreens = {
  'clinic-1': clinicAppointments,
  'clinic-2': clinicConsultation,
  'clinic-3': clinicBilling,
  'clinic-4': clinicReports,
};
