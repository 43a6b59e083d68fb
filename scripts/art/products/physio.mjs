/**
 * Physio ERP: session schedule, assessment, exercise library and packages.
 * All names and figures are demo data.
 */
import { productApp } from './frame.mjs';
import { C, badge, button, card, lineChart, list, progress, schedule, statRow, table, text } from './kit.mjs';

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

const physio = productApp('Physio ERP', PHYSIO_NAV, 'physio');

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

/** File name under /images/products/ (without .svg) → function returning the SVG text. */
export const physioScreens = {
  'physio-therapy-1': physioSchedule,
  'physio-therapy-2': physioAssessment,
  'physio-therapy-3': physioExercises,
  'physio-therapy-4': physioPackages,
};
