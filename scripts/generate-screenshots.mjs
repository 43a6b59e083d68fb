#!/usr/bin/env node
/**
 * Draws the module screenshots (SPEC §2.9 screenshots carousel, §9 screenshot subset): original SVG
 * mock-ups of Sarathi ERP screens, written to public/images/modules/{moduleKey}-{n}.svg (n from 1).
 *
 * Usage: node scripts/generate-screenshots.mjs [--check]
 * - Reads src/content/modules/*.json for each module's title and industry tags (sidebar, breadcrumb).
 * - Draws the screens listed in SCREENS below (one entry per module key).
 * - Exits with code 1 when a module's `screenshots` array does not list exactly the generated paths,
 *   or when a module has no SCREENS entry. `--check` only verifies and writes nothing.
 * Output is deterministic: all "random" values come from a PRNG seeded by the file name.
 * No dependencies; plain Node ≥ 20.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const MODULES_DIR = join(ROOT, 'src/content/modules');
const OUT_DIR = join(ROOT, 'public/images/modules');
const MAX_BYTES = 12 * 1024;

/* ---------------------------------------------------------------- palette and geometry */

const C = {
  blue: '#1d6ef1',
  blueDark: '#1557d0',
  blueTint: '#e8f0fe',
  green: '#10b981',
  greenDark: '#047857',
  greenTint: '#d1fae5',
  ink: '#0f172a',
  s700: '#334155',
  s600: '#475569',
  s500: '#64748b',
  s400: '#94a3b8',
  s300: '#cbd5e1',
  s200: '#e2e8f0',
  s100: '#f1f5f9',
  s50: '#f8fafc',
  white: '#fff',
  amber: '#b45309',
  amberTint: '#fef3c7',
  red: '#b91c1c',
  redTint: '#fee2e2',
  redMid: '#ef4444',
};
const TONES = {
  green: [C.greenTint, C.greenDark, C.green],
  blue: ['#dbe7fd', C.blueDark, C.blue],
  amber: [C.amberTint, C.amber, '#f59e0b'],
  red: [C.redTint, C.red, C.redMid],
  slate: [C.s100, C.s600, C.s400],
};
const STATUS_WORDS = {
  green:
    'Paid|Completed|Done|Ready|Active|Approved|Normal|In Stock|Available|Served|Delivered|Verified|Settled|Present|Received|Reported|Connected|Accepted|Vacant|Free|Sent|Confirmed|Given|Cleared|Reconciled|Online|Closed|Green|Eligible|Discharged|Improving|Achieved|Signed|Returned|Merged|Evening|PO Raised|Passed|Published|On Track|Shared|Opened',
  blue: 'In Progress|Scheduled|Admitted|Preparing|Processing|With Doctor|In Consultation|Collected|Ordered|Billed|Reserved|Booked|Submitted|Dispatched|Running|Checked-in|Occupied|Morning|Open|Merge|Create PO|Out for Delivery|Accepted Plan|OT|Vitals Done|Referred|Planned|Contacted|Proposed|Due Today|Seated|Dine-in|New|Interested',
  amber:
    'Pending|Due|Low Stock|Waiting|Near Expiry|Draft|Partial|Hold|Query|Late|Cleaning|On Leave|Under Review|Reorder|Review|Yellow|Unreconciled|Awaiting Report|Discharge Advised|Under Observation|Billing|Insurance Query|Partially Issued|Credit|Awaiting Approval|Follow-up|Quote Sent|Plateau|Expiring|Off Today|Urgent|Recheck|Low|Sale Return|Sell First',
  red: 'Expired|Critical|Overdue|Rejected|Cancelled|Abnormal|High|Out of Stock|Offline|Absent|Recalled|Missed|No-show|Failed|Red|Immediate|Blocked|Lost',
};
const TONE_OF = new Map();
for (const [tone, words] of Object.entries(STATUS_WORDS)) for (const w of words.split('|')) TONE_OF.set(w, tone);
const toneOf = (label) => TONE_OF.get(String(label)) ?? 'slate';

const X0 = 260; // content box left
const Y0 = 184; // content box top
const BW = 992; // content box width
const BH = 596; // content box height (bottom at 780)

const PRODUCTS = {
  hospital: ['Hospital ERP', 'Main Branch, Lalitpur', 'Search patients, IP numbers, bills…'],
  clinic: ['Clinic ERP', 'Baneshwor Clinic, Kathmandu', 'Search patients, appointments…'],
  lab: ['Lab ERP', 'Central Lab, Bharatpur', 'Search samples, patients, tests…'],
  dental: ['Dental ERP', 'Lakeside Dental, Pokhara', 'Search patients, treatments…'],
  pharmacy: ['Pharmacy ERP', 'New Road Outlet, Pokhara', 'Search items, batches, bills…'],
  'physio-therapy': ['Physio ERP', 'Rehab Centre, Butwal', 'Search patients, sessions…'],
  restaurant: ['Restaurant ERP', 'Thamel Outlet, Kathmandu', 'Search tables, orders, items…'],
};
/** Signed-in user shown in the app bar, by module key (else by product). */
const USERS = {
  desk: ['Gita Adhikari', 'Front Desk'],
  accounts: ['Bikash Shrestha', 'Accountant'],
  nurse: ['Sarita Bhandari', 'Nurse In-charge'],
  pharmacist: ['Nabin Chaudhary', 'Pharmacist'],
  lab: ['Puja Lama', 'Lab Technologist'],
  store: ['Dipak Khadka', 'Store Keeper'],
  doctor: ['Anil Shrestha', 'Consultant Physician'],
  dentist: ['Meena Joshi', 'Dental Surgeon'],
  physio: ['Rojina Maharjan', 'Physiotherapist'],
  outlet: ['Anita Gurung', 'Outlet Manager'],
  hr: ['Manisha Basnet', 'HR Manager'],
  admin: ['Sita Sharma', 'Administrator'],
};
const USER_BY_KEY = {
  accounting: 'accounts',
  'doctor-commission': 'accounts',
  'supplier-management': 'pharmacist',
  inventory: 'store',
  purchase: 'store',
  'opd-management': 'doctor',
  'medical-records': 'doctor',
  'e-prescription': 'doctor',
  telemedicine: 'doctor',
  'operation-theatre': 'doctor',
  radiology: 'doctor',
  'ipd-management': 'nurse',
  'ward-bed-management': 'nurse',
  'nursing-station': 'nurse',
  'emergency-management': 'nurse',
  'hr-payroll': 'hr',
  'reports-analytics': 'admin',
  crm: 'admin',
};
const USER_BY_PRODUCT = {
  hospital: 'desk',
  clinic: 'desk',
  lab: 'lab',
  dental: 'dentist',
  pharmacy: 'pharmacist',
  'physio-therapy': 'physio',
  restaurant: 'outlet',
};

/* ---------------------------------------------------------------- sample data pools */

const NAMES = [
  'F:Sita Sharma',
  'M:Ram Bahadur Thapa',
  'F:Gita Adhikari',
  'M:Hari Prasad Poudel',
  'M:Bikash Shrestha',
  'F:Anita Gurung',
  'M:Prakash Rai',
  'F:Kamala Tamang',
  'M:Rajesh Maharjan',
  'F:Sarita Bhandari',
  'M:Dipak Khadka',
  'F:Manisha Basnet',
  'M:Suresh Magar',
  'F:Laxmi Shahi',
  'M:Nabin Chaudhary',
  'F:Puja Lama',
  'M:Krishna Bhattarai',
  'F:Rita Yadav',
  'M:Santosh KC',
  'F:Srijana Dahal',
  'M:Bishnu Neupane',
  'F:Asmita Joshi',
  'M:Ramesh Tharu',
  'F:Pratima Rijal',
  'M:Dinesh Pandey',
  'F:Nirmala Ghimire',
  'M:Sujan Dangol',
  'F:Binita Sapkota',
  'M:Mohan Limbu',
  'M:Arjun Bista',
];
const POOLS = {
  doctor: [
    'Dr. Anil Shrestha',
    'Dr. Sunita Karki',
    'Dr. Rabin Koirala',
    'Dr. Pooja Acharya',
    'Dr. Bishal Thapa',
    'Dr. Meena Joshi',
    'Dr. Sandeep Rana',
    'Dr. Kabita Pradhan',
  ],
  therapist: ['Rojina Maharjan', 'Sagar Khatri', 'Anjali Shrestha', 'Roshan Gurung'],
  dept: [
    'General Medicine',
    'Paediatrics',
    'Orthopaedics',
    'Gynaecology',
    'ENT',
    'Dermatology',
    'Cardiology',
    'General Surgery',
  ],
  town: [
    'Kathmandu-10',
    'Lalitpur-5',
    'Bhaktapur-2',
    'Pokhara-8',
    'Biratnagar-4',
    'Butwal-6',
    'Bharatpur-11',
    'Kirtipur-3',
    'Madhyapur Thimi-7',
    'Hetauda-4',
    'Dharan-9',
    'Budhanilkantha-2',
  ],
  drug: [
    'Paracetamol 500 mg',
    'Amoxicillin 500 mg',
    'Cetirizine 10 mg',
    'Omeprazole 20 mg',
    'Metformin 500 mg',
    'Azithromycin 500 mg',
    'Jeevan Jal ORS',
    'Amlodipine 5 mg',
    'Pantoprazole 40 mg',
    'Losartan 50 mg',
    'Atorvastatin 10 mg',
    'Ibuprofen 400 mg',
    'Salbutamol Inhaler',
    'Vitamin B-Complex',
  ],
  consumable: [
    'Surgical Gloves (M)',
    'IV Cannula 20G',
    'Normal Saline 500 ml',
    'Syringe 5 ml',
    'Cotton Roll 500 g',
    'Gauze Swab 10×10',
    'Urine Container',
    'EDTA Vacutainer',
    'Ceftriaxone 1 g Inj.',
    'Ringer Lactate 500 ml',
  ],
  test: [
    'CBC',
    'Lipid Profile',
    'HbA1c',
    'Liver Function Test',
    'Renal Function Test',
    'TSH',
    'Urine R/E',
    'Blood Sugar (Fasting)',
    'Widal Test',
    'Dengue NS1 Antigen',
    'Serum Electrolytes',
    'Vitamin D',
    'Uric Acid',
    'Stool R/E',
  ],
  dish: [
    'Chicken Momo (Steam)',
    'Buff Momo (Jhol)',
    'Veg Thukpa',
    'Dal Bhat Set (Chicken)',
    'Chicken Sekuwa',
    'Buff Chowmein',
    'Aloo Tama',
    'Masala Tea',
    'Sweet Lassi',
    'Chicken Chilli',
    'Veg Fried Rice',
    'Newari Khaja Set',
    'Paneer Butter Masala',
    'Mustang Aloo',
  ],
  stock: [
    'Basmati Rice',
    'Chicken (Boneless)',
    'Buff Mince',
    'Refined Flour',
    'Mustard Oil',
    'Onion',
    'Tomato',
    'Paneer',
    'Fresh Milk',
    'Cabbage',
    'Tea Leaves',
    'Cheese',
  ],
  supplier: [
    'Himalayan Pharma Distributors',
    'Everest Medical Suppliers',
    'Nepal Drug House',
    'Janakpur Medico Traders',
    'Gandaki Surgicals',
    'Koshi Pharma Concern',
  ],
  vendor: ['Kalimati Fresh Vegetables', 'Himal Dairy Supply', 'Kathmandu Meat House', 'Annapurna Grocery Wholesale'],
  designation: [
    'Staff Nurse',
    'Lab Technologist',
    'Pharmacist',
    'Receptionist',
    'Accountant',
    'Medical Officer',
    'Store Keeper',
    'Housekeeping',
  ],
};
const MONTHS = ['Pou', 'Mag', 'Fal', 'Cha', 'Bai', 'Jes', 'Asa', 'Shr', 'Bhd', 'Asw', 'Kar', 'Man'];
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const HOURS = ['10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '20', '21'];

/* ---------------------------------------------------------------- small helpers */

/** Mulberry32 PRNG seeded with the FNV-1a hash of `text`; returns numbers in [0, 1). */
function seeded(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const int = (rng, min, max) => min + Math.floor(rng() * (max - min + 1));
const pick = (rng, list) => list[Math.floor(rng() * list.length)];
const shuffle = (rng, list) => {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
};
const pad = (n) => String(n).padStart(2, '0');
const r = (n) => Math.round(n);
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** Approximate rendered width of `s` in px for a system sans-serif font. */
const tw = (s, size, bold = false) => String(s).length * size * (bold ? 0.6 : 0.55);
/** `s` shortened with an ellipsis to fit `width` px. */
const fit = (s, width, size, bold = false) => {
  const max = Math.floor(width / (size * (bold ? 0.6 : 0.55)));
  s = String(s);
  return s.length <= max ? s : `${s.slice(0, Math.max(1, max - 1)).trimEnd()}…`;
};
/** Words of `s` broken into lines no wider than `width` px. */
const wrap = (s, width, size, bold = false) => {
  const max = Math.floor(width / (size * (bold ? 0.6 : 0.55)));
  const lines = [];
  let line = '';
  for (const word of String(s).split(' ')) {
    if (line && (line + ' ' + word).length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
};
/** Indian/Nepali digit grouping: 1234567 → "12,34,567". */
const group = (n) => {
  const s = String(Math.round(Math.abs(n)));
  if (s.length <= 3) return (n < 0 ? '-' : '') + s;
  let rest = s.slice(0, -3);
  const parts = [];
  while (rest.length > 2) {
    parts.unshift(rest.slice(-2));
    rest = rest.slice(0, -2);
  }
  if (rest) parts.unshift(rest);
  return (n < 0 ? '-' : '') + parts.join(',') + ',' + s.slice(-3);
};
const npr = (n) => `Rs. ${group(n)}`;
/** Short axis label: 150000 → "1.5L", 25000 → "25k". */
const d1 = (n) => Math.round(n * 10) / 10;
const short = (n) => (n >= 100000 ? `${d1(n / 100000)}L` : n >= 1000 ? `${d1(n / 1000)}k` : String(d1(n)));

const text = (x, y, s, attrs = '') => `<text x="${r(x)}" y="${r(y)}"${attrs}>${esc(s)}</text>`;
const rect = (x, y, w, h, attrs = '') => `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}"${attrs}/>`;
const line = (x1, y1, x2, y2, stroke = C.s200, extra = '') =>
  `<path d="M${r(x1)} ${r(y1)}H${r(x2)}${y2 !== y1 ? `V${r(y2)}` : ''}" stroke="${stroke}"${extra}/>`;
const card = (x, y, w, h) => rect(x, y, w, h, ` rx="10" fill="${C.white}" stroke="${C.s200}"`);
/**
 * A status pill whose left edge (or right edge when anchorEnd) is x and text baseline is y.
 * Its text takes size, weight and anchor from an enclosing PG() group.
 */
const pill = (x, y, label, tone = toneOf(label), anchorEnd = false) => {
  const [bg, fg] = TONES[tone];
  const w = tw(label, 11.5, true) + 18;
  const left = anchorEnd ? x - w : x;
  return rect(left, y - 15, w, 22, ` rx="11" fill="${bg}"`) + text(left + w / 2, y, label, ` fill="${fg}"`);
};
/** Adds a pill to a layers() collection (rects grouped by background, texts by colour); wrap its svg() in PG(). */
const pillInto = (L, x, y, label, tone = toneOf(label), anchorEnd = false) => {
  const [bg, fg] = TONES[tone];
  const w = tw(label, 11.5, true) + 18;
  const left = anchorEnd ? x - w : x;
  L.rect(left, y - 15, w, 22, ` fill="${bg}"`, 11);
  L.text(left + w / 2, y, label, ` fill="${fg}"`);
};
/** Wraps pills so their shared text attributes are written once. */
const PG = (pills) => (pills ? `<g font-size="11.5" font-weight="600" text-anchor="middle">${pills}</g>` : '');

/**
 * Collects elements under shared attribute strings so each style is written once as a <g>.
 * Shapes (z 0) are drawn before texts (z 1); within a level, groups keep their order of first use.
 */
function layers() {
  const groups = new Map();
  const add = (attrs, el, z = 0) => {
    const k = `${z}|${attrs}`;
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k).push(el);
  };
  return {
    add,
    text: (x, y, s, attrs) => add(attrs, `<text x="${r(x)}" y="${r(y)}">${esc(s)}</text>`, 1),
    rect: (x, y, w, h, attrs, rx = 0, own = '') =>
      add(attrs, `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}"${rx ? ` rx="${rx}"` : ''}${own}/>`),
    svg: () =>
      [...groups]
        .sort(([a], [b]) => Number(a[0]) - Number(b[0]))
        .map(([k, els]) => {
          const attrs = k.slice(2);
          return attrs ? `<g${attrs}>${els.join('')}</g>` : els.join('');
        })
        .join(''),
  };
}
const button = (xRight, y, label, primary) => {
  const w = tw(label, 13, true) + 32;
  const box = primary ? ` rx="8" fill="${C.blue}"` : ` rx="8" fill="${C.white}" stroke="${C.s300}"`;
  return {
    w,
    svg:
      rect(xRight - w, y, w, 36, box) +
      text(
        xRight - w / 2,
        y + 23,
        label,
        ` font-size="13" font-weight="600" fill="${primary ? C.white : C.s700}" text-anchor="middle"`,
      ),
  };
};
const buttons = (xRight, y, labels, primaryFirst = true) => {
  let x = xRight;
  let out = '';
  labels.forEach((label, i) => {
    const b = button(x, y, label, primaryFirst && i === 0);
    out += b.svg;
    x -= b.w + 10;
  });
  return out;
};

/* ---------------------------------------------------------------- value generator */

/**
 * Returns gen(kind) → { s, pill, right, bold } for one table cell or card line. Kinds:
 * name, doctor, therapist, dept, town, drug, consumable, test, dish, stock, supplier, vendor, designation,
 * phone, agesex, time[:startHour], date, batch, exp, id:PREFIX:start, idr:PREFIX:min:max, amt:min:max,
 * num:min:max, dec:min:max, pct:min:max, mins:min:max, pick:a|b, seq:a|b (in order), status:a|b (pill),
 * sseq:a|b (pill, in order), text:literal.
 * A leading `*` makes the value bold.
 */
function makeGen(rng) {
  const queues = {};
  const counters = {};
  let gender = 'F';
  let day = 6;
  const next = (pool) => {
    if (!queues[pool]) queues[pool] = { list: shuffle(rng, pool === 'name' ? NAMES : POOLS[pool]), i: 0 };
    const q = queues[pool];
    return q.list[q.i++ % q.list.length];
  };
  return (spec) => {
    const bold = spec.startsWith('*');
    const [kind, ...a] = (bold ? spec.slice(1) : spec).split(':');
    const out = (s, extra = {}) => ({ s: String(s), bold, ...extra });
    switch (kind) {
      case 'name': {
        const [g, n] = next('name').split(':');
        gender = g;
        return out(n);
      }
      case 'agesex':
        return out(`${int(rng, 3, 78)} Y / ${gender}`);
      case 'phone':
        return out(
          `98${pick(rng, ['41', '51', '01', '03', '13', '18', '60', '61', '49', '56'])}${int(rng, 100000, 999999)}`,
        );
      case 'time': {
        const start = a[0] ? Number(a[0]) * 60 : 9 * 60;
        counters[spec] = (counters[spec] ?? start) + int(rng, 4, 13);
        return out(`${pad(Math.floor(counters[spec] / 60) % 24)}:${pad(counters[spec] % 60)}`);
      }
      case 'date': {
        if (rng() < 0.35 && day > 1) day--;
        return out(`2083-08-${pad(day)}`);
      }
      case 'batch':
        return out(
          `${pick(rng, ['B', 'L', 'N', 'K'])}${int(rng, 22, 24)}${pick(rng, ['A', 'C', 'K', 'M', 'R'])}${int(rng, 100, 999)}`,
        );
      case 'exp':
        return out(`20${int(rng, 84, 86)}-${pad(int(rng, 1, 12))}`);
      case 'id': {
        counters[spec] = (counters[spec] ?? Number(a[1]) - 1) + 1;
        return out(`${a[0]}${counters[spec]}`);
      }
      case 'idr':
        return out(`${a[0]}${int(rng, Number(a[1]), Number(a[2]))}`);
      case 'amt': {
        const v = int(rng, Number(a[0]), Number(a[1]));
        return out(npr(v >= 10000 ? Math.round(v / 50) * 50 : Math.round(v / 5) * 5), { right: true });
      }
      case 'num':
        return out(int(rng, Number(a[0]), Number(a[1])), { right: true });
      case 'dec':
        return out((Number(a[0]) + rng() * (Number(a[1]) - Number(a[0]))).toFixed(1), { right: true });
      case 'pct':
        return out(`${(Number(a[0]) + rng() * (Number(a[1]) - Number(a[0]))).toFixed(1)}%`, { right: true });
      case 'mins':
        return out(`${int(rng, Number(a[0]), Number(a[1]))} min`);
      case 'pick':
        return out(pick(rng, a.join(':').split('|')));
      case 'seq':
      case 'sseq': {
        counters[spec] = (counters[spec] ?? -1) + 1;
        const l = a.join(':').split('|');
        return out(l[counters[spec] % l.length], { pill: kind === 'sseq' });
      }
      case 'status':
        return out(pick(rng, a.join(':').split('|')), { pill: true });
      case 'text':
        return out(a.join(':'));
      default:
        if (POOLS[kind]) return out(next(kind));
        throw new Error(`unknown value kind "${spec}"`);
    }
  };
}

/* ---------------------------------------------------------------- renderers */

/** Column layout: [{x, w, header, kind}] for a table of width w starting at x. */
function columns(cols, x, w) {
  const weights = cols.map(
    ([, kind, weight]) => weight ?? (/name|drug|dish|supplier|vendor|consumable|doctor/.test(kind) ? 1.5 : 1),
  );
  const total = weights.reduce((s, v) => s + v, 0);
  let cx = x;
  return cols.map(([header, kind], i) => {
    const cw = (w * weights[i]) / total;
    const col = { x: cx, w: cw, header, kind };
    cx += cw;
    return col;
  });
}

/** Renders table rows; `data` (literal rows) wins over generated kinds. Returns the svg. */
function tableRows(cols, gen, { x, y, w, rows, data, rowH = 44, headH = 40 }) {
  const layout = columns(cols, x, w);
  let out = rect(x + 1, y + 1, w - 2, headH - 1, ` fill="${C.s50}"`) + line(x, y + headH, x + w, y + headH);
  out += `<g font-size="12" font-weight="600" fill="${C.s500}">`;
  for (const c of layout) {
    const right = /^(amt|num|dec|pct)/.test(c.kind.replace('*', ''));
    out += right
      ? text(c.x + c.w - 16, y + 25, c.header, ' text-anchor="end"')
      : text(c.x + 16, y + 25, fit(c.header, c.w - 20, 12, true));
  }
  out += '</g>';
  const L = layers();
  const P = layers();
  let seps = '';
  const n = data ? data.length : rows;
  for (let i = 0; i < n; i++) {
    const ty = y + headH + i * rowH + rowH / 2 + 5;
    if (i > 0) seps += `M${r(x + 12)} ${r(y + headH + i * rowH)}H${r(x + w - 12)}`;
    layout.forEach((c, j) => {
      const kind = c.kind;
      let v;
      if (data) {
        const raw = data[i][j] ?? '';
        v = {
          s: String(raw),
          bold: kind.startsWith('*'),
          pill: kind.replace('*', '').startsWith('status'),
          right: /^(amt|num|dec|pct)/.test(kind.replace('*', '')),
        };
      } else v = gen(kind);
      if (!v.s) return;
      if (v.pill) pillInto(P, c.x + 14, ty, v.s);
      else if (v.right)
        L.text(c.x + c.w - 16, ty, v.s, ` text-anchor="end"${v.bold ? ` font-weight="600" fill="${C.ink}"` : ''}`);
      else L.text(c.x + 16, ty, fit(v.s, c.w - 22, 13, v.bold), v.bold ? ` font-weight="600" fill="${C.ink}"` : '');
    });
  }
  return `${out}${seps ? `<path d="${seps}" stroke="${C.s100}"/>` : ''}<g font-size="13" fill="${C.s700}">${L.svg()}</g>${PG(P.svg())}`;
}

function filterBar(filters, x, y, w, placeholder = 'Search…') {
  let out = '';
  let fx = x;
  for (const f of filters) {
    const fw = tw(f, 13) + 30;
    out +=
      rect(fx, y, fw, 34, ` rx="8" fill="${C.white}" stroke="${C.s300}"`) +
      text(fx + 14, y + 22, f, ` font-size="13" fill="${C.s700}"`);
    fx += fw + 10;
  }
  out +=
    rect(x + w - 260, y, 260, 34, ` rx="8" fill="${C.white}" stroke="${C.s300}"`) +
    `<circle cx="${x + w - 240}" cy="${y + 16}" r="6" fill="none" stroke="${C.s400}" stroke-width="2"/>` +
    text(x + w - 224, y + 22, placeholder, ` font-size="13" fill="${C.s400}"`);
  return out;
}

function renderTable(sc, gen) {
  let y = Y0;
  let out = '';
  if (sc.filters) {
    out += filterBar(sc.filters, X0, y, BW, sc.search);
    y += 50;
  }
  const rows = sc.data ? sc.data.length : (sc.rows ?? (sc.filters ? 10 : 11));
  const h = 40 + rows * 44 + 48;
  out += card(X0, y, BW, h) + tableRows(sc.cols, gen, { x: X0, y, w: BW, rows, data: sc.data });
  const fy = y + 40 + rows * 44;
  out += line(X0, fy, X0 + BW, fy);
  const total = sc.total ?? `${rows} records`;
  out += text(X0 + 18, fy + 30, sc.footer ?? `Showing 1–${rows} of ${total}`, ` font-size="12.5" fill="${C.s500}"`);
  if (!sc.footer) {
    ['‹', '1', '2', '3', '›'].forEach((p, i) => {
      const px = X0 + BW - 200 + i * 38;
      out +=
        rect(
          px,
          fy + 10,
          30,
          28,
          ` rx="6" fill="${i === 1 ? C.blue : C.white}" stroke="${i === 1 ? C.blue : C.s300}"`,
        ) + text(px + 15, fy + 29, p, ` font-size="12.5" text-anchor="middle" fill="${i === 1 ? C.white : C.s600}"`);
    });
  }
  return out;
}

/** Series values: a gentle upward walk between min and max (or flat noise when `flat`). */
function seriesValues(rng, n, min, max, flat) {
  return Array.from({ length: n }, (_, i) => {
    const base = flat ? 0.5 : 0.3 + (0.55 * i) / Math.max(1, n - 1);
    return Math.round(min + (max - min) * Math.min(1, Math.max(0, base + (rng() - 0.5) * (flat ? 0.9 : 0.3))));
  });
}
const niceMax = (v) => {
  const p = 10 ** Math.floor(Math.log10(v || 1));
  return [1, 1.2, 1.6, 2, 2.4, 3, 4, 5, 6, 8, 10].map((m) => m * p).find((m) => m >= v) ?? 10 * p;
};

function renderChart(spec, rng, x, y, w, h) {
  const labels = spec.x === 'days' ? DAYS : spec.x === 'hours' ? HOURS : Array.isArray(spec.x) ? spec.x : MONTHS;
  const series = spec.series.map(([name, min, max]) => [
    name,
    Array.isArray(min) ? min : seriesValues(rng, labels.length, min, max, spec.flat),
  ]);
  const floor = spec.floor ?? 0;
  const top = floor + niceMax(Math.max(...series.flatMap(([, v]) => v)) - floor);
  const yOf = (v) => py + ph - (ph * (v - floor)) / (top - floor);
  const legendW = series.reduce((sum, [name]) => sum + tw(name, 12) + 26, 0);
  let out =
    card(x, y, w, h) +
    text(
      x + 20,
      y + 32,
      fit(spec.title, w - legendW - 56, 15, true),
      ` font-size="15" font-weight="700" fill="${C.ink}"`,
    );
  let lx = x + w - 20;
  [...series].reverse().forEach(([name], k) => {
    const idx = series.length - 1 - k;
    lx -= tw(name, 12) + 26;
    out +=
      rect(lx, y + 22, 12, 12, ` rx="3" fill="${idx === 0 ? C.blue : C.green}"`) +
      text(lx + 18, y + 32, name, ` font-size="12" fill="${C.s500}"`);
  });
  const px = x + 62;
  const py = y + 56;
  const pw = w - 84;
  const ph = h - 96;
  let grid = '';
  for (let i = 0; i <= 4; i++) {
    const gy = py + ph - (ph * i) / 4;
    grid += line(px, gy, px + pw, gy, i === 0 ? C.s300 : C.s100);
    const tick = floor + ((top - floor) * i) / 4;
    grid += text(px - 10, gy + 4, spec.unit === '%' ? `${Math.round(tick)}%` : short(tick), ' text-anchor="end"');
  }
  const step = pw / labels.length;
  labels.forEach((l, i) => {
    grid += text(px + step * i + step / 2, py + ph + 20, l, ' text-anchor="middle"');
  });
  out += `<g font-size="11" fill="${C.s500}">${grid}</g>`;
  if (spec.kind === 'line') {
    series.forEach(([, values], k) => {
      const pts = values.map((v, i) => `${r(px + step * i + step / 2)},${r(yOf(v))}`);
      if (k === 0)
        out += `<path d="M${pts[0]}L${pts.slice(1).join('L')}L${r(px + step * (values.length - 0.5))},${py + ph}L${r(px + step / 2)},${py + ph}Z" fill="${C.blue}" fill-opacity=".08"/>`;
      out += `<polyline points="${pts.join(' ')}" fill="none" stroke="${k === 0 ? C.blue : C.green}" stroke-width="3" stroke-linejoin="round"${k ? ' stroke-dasharray="6 5"' : ''}/>`;
      const [lxp, lyp] = pts[pts.length - 1].split(',');
      out += `<circle cx="${lxp}" cy="${lyp}" r="5" fill="${C.white}" stroke="${k === 0 ? C.blue : C.green}" stroke-width="3"/>`;
    });
    if (spec.band) {
      const [lo, hi] = spec.band;
      out += rect(px, yOf(hi), pw, yOf(lo) - yOf(hi), ` fill="${C.green}" fill-opacity=".1"`);
    }
  } else {
    const bw = Math.min(24, (step * 0.62) / series.length);
    series.forEach(([, values], k) => {
      let d = '';
      values.forEach((v, i) => {
        const bh = r(py + ph - yOf(v));
        const bx = r(px + step * i + step / 2 - (bw * series.length) / 2 + k * bw + 1);
        d += `M${bx} ${r(py + ph)}v-${bh}h${r(bw - 2)}v${bh}z`;
      });
      out += `<path d="${d}" fill="${k === 0 ? C.blue : C.green}"/>`;
    });
  }
  return out;
}

const SIDE_COLOURS = [C.blue, C.green, '#7fb0f8', C.s400, '#8ee0c2'];

function renderSide(spec, x, y, w, h) {
  let out = card(x, y, w, h) + text(x + 20, y + 32, spec.title, ` font-size="15" font-weight="700" fill="${C.ink}"`);
  const items = spec.items;
  if (spec.kind === 'donut') {
    const total = items.reduce((s, [, v]) => s + v, 0);
    const cx = x + 76;
    const cy = y + 60 + (h - 60) / 2 - 6;
    const rad = Math.min(52, (h - 90) / 2);
    const circ = 2 * Math.PI * rad;
    let acc = 0;
    out += `<g fill="none" stroke-width="22" transform="rotate(-90 ${r(cx)} ${r(cy)})">`;
    items.forEach(([, v], i) => {
      const len = (circ * v) / total;
      out += `<circle cx="${r(cx)}" cy="${r(cy)}" r="${rad}" stroke="${SIDE_COLOURS[i % 5]}" stroke-dasharray="${r(Math.max(0, len - 2))} ${r(circ)}" stroke-dashoffset="${r(-acc)}"/>`;
      acc += len;
    });
    out += '</g>';
    out += text(
      cx,
      cy + 2,
      spec.center ?? (total >= 10000 ? short(total) : group(total)),
      ` font-size="18" font-weight="700" fill="${C.ink}" text-anchor="middle"`,
    );
    out += text(cx, cy + 20, 'Total', ` font-size="11" fill="${C.s500}" text-anchor="middle"`);
    const ly = cy - (items.length * 30) / 2 + 14;
    items.forEach(([label, v], i) => {
      const iy = ly + i * 30;
      out +=
        rect(x + 152, iy - 10, 10, 10, ` rx="2" fill="${SIDE_COLOURS[i % 5]}"`) +
        text(x + 170, iy, fit(label, w - 226, 12.5), ` font-size="12.5" fill="${C.s700}"`) +
        text(
          x + w - 20,
          iy,
          `${Math.round((100 * v) / total)}%`,
          ` font-size="12.5" font-weight="600" fill="${C.ink}" text-anchor="end"`,
        );
    });
  } else if (spec.kind === 'bars') {
    const max = Math.max(...items.map(([, v]) => v));
    const gap = Math.min(52, (h - 60) / items.length);
    items.forEach(([label, v, shown], i) => {
      const iy = y + 66 + i * gap;
      out +=
        text(x + 20, iy, label, ` font-size="12.5" fill="${C.s700}"`) +
        text(
          x + w - 20,
          iy,
          shown ?? (v >= 10000 ? npr(v) : group(v)),
          ` font-size="12.5" font-weight="600" fill="${C.ink}" text-anchor="end"`,
        ) +
        rect(x + 20, iy + 8, w - 40, 8, ` rx="4" fill="${C.s100}"`) +
        rect(x + 20, iy + 8, ((w - 40) * v) / max, 8, ` rx="4" fill="${i % 2 ? C.green : C.blue}"`);
    });
  } else {
    const gap = Math.min(56, (h - 56) / items.length);
    items.forEach(([main, sub, right], i) => {
      const iy = y + 64 + i * gap;
      if (i) out += line(x + 20, iy - 20, x + w - 20, iy - 20, C.s100);
      out +=
        text(x + 20, iy, fit(main, w - 120, 13, true), ` font-size="13" font-weight="600" fill="${C.ink}"`) +
        text(x + 20, iy + 18, fit(sub, w - 120, 12), ` font-size="12" fill="${C.s500}"`);
      if (right) out += PG(pill(x + w - 20, iy + 6, right, toneOf(right) === 'slate' ? 'amber' : toneOf(right), true));
    });
  }
  return out;
}

function sparkline(rng, x, y, w, h, colour) {
  const v = seriesValues(rng, 8, 0, 1, false);
  return `<polyline points="${v.map((p, i) => `${r(x + (w * i) / 7)},${r(y + h - h * p)}`).join(' ')}" fill="none" stroke="${colour}" stroke-width="2"/>`;
}

function renderDash(sc, gen, rng) {
  const n = sc.kpis.length;
  const kw = (BW - (n - 1) * 16) / n;
  let out = '';
  sc.kpis.forEach(([label, value, delta = '', tone], i) => {
    const x = X0 + i * (kw + 16);
    const t = tone ?? (delta.startsWith('-') ? 'red' : delta.startsWith('+') ? 'green' : 'slate');
    out +=
      card(x, Y0, kw, 100) +
      text(x + 20, Y0 + 30, fit(label, kw - 40, 13), ` font-size="13" fill="${C.s500}"`) +
      text(x + 20, Y0 + 64, value, ` font-size="24" font-weight="700" fill="${C.ink}"`);
    const arrow = delta.startsWith('-') ? '▼ ' : delta.startsWith('+') ? '▲ ' : '';
    if (delta)
      out += text(
        x + 20,
        Y0 + 86,
        `${arrow}${delta.replace(/^[-+]/, '')}`,
        ` font-size="12" font-weight="600" fill="${TONES[t][1]}"`,
      );
    if (tw(value, 24, true) + 130 < kw)
      out += sparkline(rng, x + kw - 96, Y0 + 44, 76, 24, TONES[t === 'slate' ? 'blue' : t][2]);
  });
  const ch = sc.bottom ? 270 : BH - 116;
  const cw = sc.side ? 624 : BW;
  out += renderChart(sc.chart, rng, X0, Y0 + 116, cw, ch);
  if (sc.side) out += renderSide(sc.side, X0 + cw + 16, Y0 + 116, BW - cw - 16, ch);
  if (sc.bottom) {
    const by = Y0 + 116 + ch + 16;
    const bh = BH - (by - Y0);
    out +=
      card(X0, by, BW, bh) +
      text(X0 + 20, by + 30, sc.bottom.title, ` font-size="15" font-weight="700" fill="${C.ink}"`);
    out += tableRows(sc.bottom.cols, gen, {
      x: X0,
      y: by + 44,
      w: BW,
      rows: 3,
      data: sc.bottom.data,
      rowH: 36,
      headH: 34,
    });
  }
  return out;
}

/** One input field: label above a box. Values starting with ▾ are selects, ☑/☐ checkboxes; arrays are chips. */
function field(x, y, w, label, value, area) {
  const bh = area ? 64 : 36;
  let out =
    text(x, y + 12, fit(label, w, 12), ` font-size="12" font-weight="600" fill="${C.s500}"`) +
    rect(x, y + 20, w, bh, ` rx="7" fill="${C.white}" stroke="${C.s300}"`);
  if (Array.isArray(value)) {
    let cx = x + 10;
    for (const chip of value) {
      out += PG(pill(cx, y + 43, chip, toneOf(chip) === 'slate' ? 'blue' : toneOf(chip)));
      cx += tw(chip, 11.5, true) + 26;
    }
  } else if (/^[☑☐]/.test(value)) {
    const on = value.startsWith('☑');
    out +=
      rect(x + 12, y + 30, 16, 16, ` rx="4" fill="${on ? C.blue : C.white}" stroke="${on ? C.blue : C.s400}"`) +
      (on ? `<path d="M${x + 15} ${y + 38}l3 3 6-6" fill="none" stroke="${C.white}" stroke-width="2"/>` : '') +
      text(x + 36, y + 43, fit(value.slice(2), w - 46, 13), ` font-size="13" fill="${C.ink}"`);
  } else if (value.startsWith('▾')) {
    out +=
      text(x + 12, y + 43, fit(value.slice(2), w - 40, 13), ` font-size="13" fill="${C.ink}"`) +
      `<path d="M${x + w - 22} ${y + 35}l5 5 5-5" fill="none" stroke="${C.s500}" stroke-width="1.6"/>`;
  } else if (area) {
    wrap(value, w - 24, 13)
      .slice(0, 3)
      .forEach((l, i) => {
        out += text(x + 12, y + 42 + i * 18, l, ` font-size="13" fill="${C.ink}"`);
      });
  } else out += text(x + 12, y + 43, fit(value, w - 24, 13), ` font-size="13" fill="${C.ink}"`);
  return out;
}

function renderForm(sc, gen) {
  const side = sc.side;
  const cw = side ? 640 : BW;
  const ncol = sc.cols ?? (side ? 2 : 3);
  const fw = (cw - 48 - (ncol - 1) * 20) / ncol;
  let out = card(X0, Y0, cw, BH);
  let y = Y0 + 22;
  for (const [title, fields] of sc.sections) {
    out +=
      text(X0 + 24, y + 14, title, ` font-size="14.5" font-weight="700" fill="${C.ink}"`) +
      line(X0 + 24, y + 26, X0 + cw - 24, y + 26, C.s100);
    y += 40;
    if (!Array.isArray(fields)) {
      const rows = fields.rows.length;
      out += rect(X0 + 24, y, cw - 48, 34 + rows * 34, ` rx="8" fill="none" stroke="${C.s200}"`);
      out += tableRows(
        fields.cols.map((h, i) => [h, fields.kinds?.[i] ?? 'text:', fields.weights?.[i]]),
        gen,
        { x: X0 + 24, y, w: cw - 48, data: fields.rows, rowH: 34, headH: 34 },
      );
      y += 34 + rows * 34 + 18;
      if (fields.total) {
        out += text(
          X0 + cw - 40,
          y + 2,
          fields.total,
          ` font-size="13.5" font-weight="700" fill="${C.ink}" text-anchor="end"`,
        );
        y += 18;
      }
      continue;
    }
    let col = 0;
    let rowH = 0;
    for (const [label, value, opt] of fields) {
      const wide = opt === 'wide' || opt === 'area';
      if (wide && col > 0) {
        y += rowH;
        col = 0;
      }
      const w = wide ? cw - 48 : fw;
      out += field(X0 + 24 + col * (fw + 20), y, w, label, value, opt === 'area');
      rowH = opt === 'area' ? 96 : 68;
      col = wide ? ncol : col + 1;
      if (col >= ncol) {
        y += rowH;
        col = 0;
        rowH = 0;
      }
    }
    y += col ? rowH : 0;
    y += 2;
  }
  if (y > Y0 + BH - 56) console.warn(`  ! form "${sc.title}" is ${Math.round(y - (Y0 + BH - 56))}px too tall`);
  out += buttons(X0 + cw - 24, Y0 + BH - 56, sc.buttons ?? ['Save', 'Save & Print', 'Cancel']);
  if (side) out += renderSidePanel(side, X0 + cw + 16, Y0, BW - cw - 16, BH);
  return out;
}

/** The summary panel beside a form: optional photo/initials, key–value rows, pill, total, button. */
function renderSidePanel(side, x, y, w, h) {
  let out = card(x, y, w, h) + text(x + 20, y + 34, side.title, ` font-size="15" font-weight="700" fill="${C.ink}"`);
  let iy = y + 60;
  if (side.photo) {
    const initials = side.photo
      .split(' ')
      .map((p) => p[0])
      .slice(0, 2)
      .join('');
    out +=
      `<circle cx="${x + 52}" cy="${iy + 32}" r="32" fill="${C.blueTint}"/>` +
      text(x + 52, iy + 39, initials, ` font-size="20" font-weight="700" fill="${C.blue}" text-anchor="middle"`) +
      text(x + 100, iy + 28, side.photo, ` font-size="15" font-weight="700" fill="${C.ink}"`) +
      text(x + 100, iy + 48, side.photoSub ?? '', ` font-size="12.5" fill="${C.s500}"`);
    iy += 88;
  }
  for (const [k, v, tone] of side.items) {
    out += text(x + 20, iy + 14, k, ` font-size="13" fill="${C.s500}"`);
    out += tone
      ? PG(pill(x + w - 20, iy + 14, v, tone, true))
      : text(
          x + w - 20,
          iy + 14,
          fit(v, w - tw(k, 13) - 50, 13, true),
          ` font-size="13" font-weight="600" fill="${C.ink}" text-anchor="end"`,
        );
    out += line(x + 20, iy + 30, x + w - 20, iy + 30, C.s100);
    iy += 42;
  }
  if (side.total) {
    out +=
      rect(x + 16, iy + 4, w - 32, 52, ` rx="8" fill="${C.blueTint}"`) +
      text(x + 30, iy + 36, side.total[0], ` font-size="14" font-weight="600" fill="${C.blueDark}"`) +
      text(
        x + w - 30,
        iy + 37,
        side.total[1],
        ` font-size="19" font-weight="700" fill="${C.blueDark}" text-anchor="end"`,
      );
    iy += 72;
  }
  if (side.pill)
    out += PG(pill(x + 20, iy + 18, side.pill, toneOf(side.pill) === 'slate' ? 'green' : toneOf(side.pill)));
  if (side.note)
    wrap(side.note, w - 40, 12.5).forEach((l, i) => {
      out += text(x + 20, iy + 54 + i * 18, l, ` font-size="12.5" fill="${C.s500}"`);
    });
  if (side.button) {
    out +=
      rect(x + 20, y + h - 64, w - 40, 44, ` rx="8" fill="${C.green}"`) +
      text(
        x + w / 2,
        y + h - 36,
        side.button,
        ` font-size="14" font-weight="700" fill="${C.white}" text-anchor="middle"`,
      );
  }
  return out;
}

function renderCalendar(sc, gen, rng) {
  const n = sc.cols.length;
  const start = sc.start ?? 9;
  const hours = sc.hours ?? 8;
  const tx = 64;
  const colW = (BW - tx) / n;
  let out = '';
  out +=
    rect(X0, Y0, 40, 34, ` rx="8" fill="${C.white}" stroke="${C.s300}"`) +
    text(X0 + 20, Y0 + 22, '‹', ` font-size="16" text-anchor="middle" fill="${C.s600}"`) +
    rect(X0 + 48, Y0, 40, 34, ` rx="8" fill="${C.white}" stroke="${C.s300}"`) +
    text(X0 + 68, Y0 + 22, '›', ` font-size="16" text-anchor="middle" fill="${C.s600}"`) +
    text(X0 + 104, Y0 + 23, sc.date ?? '2083-08-06', ` font-size="15" font-weight="700" fill="${C.ink}"`);
  ['Day', 'Week', 'Month'].forEach((v, i) => {
    const active = v === (sc.view ?? 'Day');
    out +=
      rect(
        X0 + BW - 222 + i * 74,
        Y0,
        70,
        34,
        ` rx="8" fill="${active ? C.blue : C.white}" stroke="${active ? C.blue : C.s300}"`,
      ) +
      text(
        X0 + BW - 187 + i * 74,
        Y0 + 22,
        v,
        ` font-size="13" text-anchor="middle" fill="${active ? C.white : C.s600}"`,
      );
  });
  const gy = Y0 + 48;
  const headH = 50;
  const rowH = (BH - 48 - headH) / hours;
  out += card(X0, gy, BW, BH - 48);
  const G = layers();
  let vgrid = '';
  let hgrid = '';
  sc.cols.forEach(([name, sub], i) => {
    const cx = X0 + tx + i * colW;
    vgrid += `M${r(cx)} ${gy}V${gy + BH - 48}`;
    G.text(cx + 12, gy + 22, fit(name, colW - 20, 13, true), ` font-size="13" font-weight="700" fill="${C.ink}"`);
    G.text(cx + 12, gy + 40, fit(sub ?? '', colW - 20, 11.5), ` font-size="11.5" fill="${C.s500}"`);
  });
  for (let h = 0; h < hours; h++) {
    const y = gy + headH + h * rowH;
    hgrid += `M${X0} ${r(y)}H${X0 + BW}`;
    G.text(X0 + 12, y + 16, `${pad(start + h)}:00`, ` font-size="11.5" fill="${C.s500}"`);
  }
  out += `<path d="${hgrid}" stroke="${C.s100}"/><path d="${vgrid}" stroke="${C.s200}"/>${G.svg()}`;
  const slots = hours * 2;
  const slotH = rowH / 2;
  const subs = sc.ev.sub.startsWith('pick:') ? sc.ev.sub.slice(5).split('|') : null;
  const E = layers();
  sc.cols.forEach((_, ci) => {
    let t = int(rng, 0, 1);
    while (t < slots) {
      if (rng() < (sc.density ?? 0.62)) {
        const dur = pick(rng, sc.durs ?? [1, 1, 2, 2, 3]);
        if (t + dur > slots) break;
        const ex = X0 + tx + ci * colW + 4;
        const ey = gy + headH + t * slotH + 2;
        const eh = dur * slotH - 4;
        const main = gen(sc.ev.cols?.[ci] ?? sc.ev.main).s;
        const sub = gen(sc.ev.subs?.[ci] ?? sc.ev.sub).s;
        const tone = subs ? (subs.indexOf(sub) % 2 ? 'green' : 'blue') : ci % 2 ? 'green' : 'blue';
        const from = start * 60 + t * 30;
        const to = from + dur * 30;
        E.rect(ex, ey, colW - 8, eh, ` fill="${TONES[tone][0]}"`, 6);
        E.rect(ex, ey, 4, eh, ` fill="${TONES[tone][2]}"`);
        E.text(ex + 12, ey + 17, fit(main, colW - 28, 12, true), ` font-size="12" font-weight="700" fill="${C.ink}"`);
        if (eh > 36)
          E.text(
            ex + 12,
            ey + 33,
            fit(
              `${pad(Math.floor(from / 60))}:${pad(from % 60)}–${pad(Math.floor(to / 60))}:${pad(to % 60)} · ${sub}`,
              colW - 28,
              11,
            ),
            ` font-size="11" fill="${C.s600}"`,
          );
        t += dur;
      } else t += 1;
    }
  });
  out += E.svg();
  const nowY = gy + headH + (sc.now ?? 2.4) * rowH;
  out +=
    line(X0 + tx, nowY, X0 + BW, nowY, C.redMid, ' stroke-width="2"') +
    `<circle cx="${X0 + tx}" cy="${r(nowY)}" r="5" fill="${C.redMid}"/>`;
  return out;
}

function renderBoard(sc, gen) {
  const n = sc.cols.length;
  const cw = (BW - (n - 1) * 16) / n;
  const L = layers();
  const P = layers();
  sc.cols.forEach(([title, count, tone = 'blue', status], i) => {
    const x = X0 + i * (cw + 16);
    L.rect(x, Y0, cw, BH, ` fill="${C.s100}"`, 10);
    L.rect(x, Y0, cw, 4, ` fill="${TONES[tone][2]}"`, 2);
    L.text(x + 16, Y0 + 34, fit(title, cw - 70, 14, true), ` font-size="14" font-weight="700" fill="${C.ink}"`);
    pillInto(P, x + cw - 14, Y0 + 34, String(sc.totals?.[i] ?? count), tone, true);
    const cardH = sc.compact ? 70 : 86;
    for (let k = 0; k < count && k < Math.floor((BH - 56) / (cardH + 10)); k++) {
      const y = Y0 + 52 + k * (cardH + 10);
      const top = gen(sc.card.top).s;
      const right = sc.card.right ? gen(sc.card.right).s : '';
      const main = gen(sc.card.main).s;
      const sub = sc.card.sub ? gen(sc.card.sub).s : '';
      L.rect(x + 10, y, cw - 20, cardH, ` fill="${C.white}" stroke="${C.s200}"`, 8);
      L.rect(x + 10, y + 10, 3, cardH - 20, ` fill="${TONES[tone][2]}"`);
      L.text(x + 24, y + 22, top, ` font-size="12" font-weight="700" fill="${C.blue}"`);
      if (right) L.text(x + cw - 22, y + 22, right, ` font-size="12" fill="${C.s500}" text-anchor="end"`);
      L.text(x + 24, y + 44, fit(main, cw - 56, 14, true), ` font-size="14" font-weight="600" fill="${C.ink}"`);
      if (!sc.compact) {
        const withPill = status && tw(sub, 12.5) + tw(status, 11.5, true) + 34 < cw - 46;
        L.text(
          x + 24,
          y + 68,
          fit(sub, withPill ? cw - 60 - tw(status, 11.5, true) - 18 : cw - 46, 12.5),
          ` font-size="12.5" fill="${C.s500}"`,
        );
        if (withPill) pillInto(P, x + cw - 22, y + 68, status, toneOf(status), true);
      }
    }
  });
  return L.svg() + PG(P.svg());
}

function renderPos(sc) {
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

function renderFloor(sc, gen, rng) {
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

const TOOTH_MARKS = {
  caries: ['Caries', C.redTint, C.redMid],
  filled: ['Filling', '#dbe7fd', C.blue],
  crown: ['Crown', C.greenTint, C.green],
  missing: ['Missing', C.s100, C.s400],
  rct: ['Root canal', C.amberTint, '#f59e0b'],
  planned: ['Planned', C.white, '#f59e0b'],
};

function renderTeeth(sc, gen) {
  const ch = 300;
  let out =
    card(X0, Y0, BW, ch) +
    text(
      X0 + 24,
      Y0 + 34,
      sc.chartTitle ?? 'Permanent dentition (FDI numbering)',
      ` font-size="15" font-weight="700" fill="${C.ink}"`,
    );
  let lx = X0 + BW - 24;
  Object.values(TOOTH_MARKS)
    .reverse()
    .forEach(([label, fill, stroke]) => {
      lx -= tw(label, 12) + 34;
      out +=
        rect(lx, Y0 + 23, 14, 14, ` rx="3" fill="${fill}" stroke="${stroke}" stroke-width="1.5"`) +
        text(lx + 20, Y0 + 34, label, ` font-size="12" fill="${C.s600}"`);
    });
  const upper = [18, 17, 16, 15, 14, 13, 12, 11, 21, 22, 23, 24, 25, 26, 27, 28];
  const lower = [48, 47, 46, 45, 44, 43, 42, 41, 31, 32, 33, 34, 35, 36, 37, 38];
  const tw2 = 46;
  const gap = 6;
  const sx = X0 + (BW - (16 * (tw2 + gap) + 18)) / 2;
  let teeth = '';
  const TL = layers();
  [upper, lower].forEach((row, ri) => {
    const y = Y0 + (ri ? 186 : 78);
    row.forEach((n, i) => {
      const x = sx + i * (tw2 + gap) + (i >= 8 ? 18 : 0);
      const mark = sc.marks[n];
      const [, fill, stroke] = mark ? TOOTH_MARKS[mark] : [0, C.white, C.s300];
      TL.add(
        ` fill="${fill}" stroke="${stroke}" stroke-width="${mark && mark !== 'missing' ? 2 : 1.2}"${mark === 'planned' ? ' stroke-dasharray="4 3"' : ''}`,
        `<use href="#${ri ? 'tl' : 'tu'}" x="${r(x)}" y="${y}"/>`,
      );
      if (mark === 'missing')
        teeth += `<path d="M${x + 10} ${y + 14}l${tw2 - 20} 32m0-32l-${tw2 - 20} 32" stroke="${C.s400}" stroke-width="2"/>`;
      if (mark === 'caries') teeth += `<circle cx="${x + tw2 / 2}" cy="${y + 30}" r="7" fill="${C.redMid}"/>`;
      if (mark === 'rct') teeth += `<path d="M${x + tw2 / 2} ${y + 10}v40" stroke="#f59e0b" stroke-width="3"/>`;
      teeth += text(x + tw2 / 2, ri ? y + 80 : y - 8, n, ' text-anchor="middle"');
    });
  });
  out +=
    `<defs><path id="tu" d="M0 18q4-18 12-18h${tw2 - 24}q8 0 12 18v34q0 8-8 8h-${tw2 - 16}q-8 0-8-8z"/>` +
    `<path id="tl" d="M0 8q0-8 8-8h${tw2 - 16}q8 0 8 8v34q-4 18-12 18h-${tw2 - 24}q-8 0-12-18z"/></defs>`;
  out += TL.svg() + `<g font-size="12" fill="${C.s500}">${teeth}</g>`;
  out += line(X0 + BW / 2, Y0 + 60, X0 + BW / 2, Y0 + 276, C.s200, ' stroke-dasharray="4 4"');
  const ty = Y0 + ch + 16;
  out +=
    card(X0, ty, BW, BH - ch - 16) +
    text(X0 + 20, ty + 30, 'Findings', ` font-size="15" font-weight="700" fill="${C.ink}"`);
  out += tableRows(sc.cols, gen, { x: X0, y: ty + 44, w: BW, data: sc.data, rowH: 40, headH: 34 });
  return out;
}

function renderDoc(sc, gen) {
  const pw = 720;
  const px = X0 + (BW - pw) / 2;
  let out =
    rect(px + 4, Y0 + 4, pw, BH, ` rx="4" fill="${C.s200}"`) +
    rect(px, Y0, pw, BH, ` rx="4" fill="${C.white}" stroke="${C.s200}"`);
  const cx = px + pw / 2;
  out +=
    text(cx, Y0 + 38, sc.org, ` font-size="18" font-weight="700" fill="${C.ink}" text-anchor="middle"`) +
    text(cx, Y0 + 58, sc.orgSub, ` font-size="11.5" fill="${C.s500}" text-anchor="middle"`) +
    line(px + 30, Y0 + 72, px + pw - 30, Y0 + 72, C.s300) +
    text(
      cx,
      Y0 + 98,
      sc.docTitle,
      ` font-size="14" font-weight="700" fill="${C.blue}" text-anchor="middle" letter-spacing="1.5"`,
    );
  let y = Y0 + 124;
  let info = '';
  sc.info.forEach(([k, v], i) => {
    const ix = px + 30 + (i % 2) * (pw / 2 - 20);
    const iy = y + Math.floor(i / 2) * 22;
    info += `<text x="${r(ix)}" y="${r(iy)}"><tspan fill="${C.s500}">${esc(k)}:</tspan><tspan dx="5" font-weight="600" fill="${C.ink}">${esc(v)}</tspan></text>`;
  });
  out += `<g font-size="12.5">${info}</g>`;
  y += Math.ceil(sc.info.length / 2) * 22 + 8;
  if (sc.cols) {
    out += tableRows(
      sc.cols.map(([h, k, wgt]) => [h, k ?? 'text:', wgt]),
      gen,
      { x: px + 30, y, w: pw - 60, data: sc.rows, rowH: 32, headH: 32 },
    );
    y += 32 + sc.rows.length * 32 + 10;
    out += line(px + 30, y - 10, px + pw - 30, y - 10, C.s300);
  }
  for (const [k, v, strong] of sc.totals ?? []) {
    y += 22;
    out +=
      text(px + pw - 200, y, k, ` font-size="12.5" fill="${C.s500}" text-anchor="end"`) +
      text(
        px + pw - 44,
        y,
        v,
        ` font-size="${strong ? 14 : 12.5}" font-weight="${strong ? 700 : 600}" fill="${C.ink}" text-anchor="end"`,
      );
  }
  for (const [k, v] of sc.blocks ?? []) {
    y += 24;
    out += text(px + 30, y, k, ` font-size="12.5" font-weight="700" fill="${C.ink}"`);
    wrap(v, pw - 60, 12.5).forEach((l) => {
      y += 19;
      out += text(px + 30, y, l, ` font-size="12.5" fill="${C.s700}"`);
    });
  }
  if (sc.note) {
    y += 30;
    out += text(px + 30, y, sc.note, ` font-size="12" fill="${C.s500}"`);
  }
  (sc.signs ?? []).forEach((s, i) => {
    const sx = i ? px + pw - 230 : px + 30;
    out +=
      line(sx, Y0 + BH - 46, sx + 200, Y0 + BH - 46, C.s400) +
      text(sx, Y0 + BH - 26, s, ` font-size="12" fill="${C.s500}"`);
  });
  return out;
}

function renderTimeline(sc) {
  const lw = 300;
  const side = {
    title: sc.panelTitle ?? 'Patient',
    photo: sc.patient[0],
    photoSub: sc.patient[1],
    items: sc.patient[2],
    pill: sc.patient[3],
  };
  let out = renderSidePanel(side, X0, Y0, lw, BH);
  const x = X0 + lw + 16;
  const w = BW - lw - 16;
  out += card(x, Y0, w, BH);
  let tx = x + 20;
  sc.tabs.forEach((t, i) => {
    const tw1 = tw(t, 13, true) + 26;
    out +=
      rect(
        tx,
        Y0 + 18,
        tw1,
        30,
        ` rx="15" fill="${i === 0 ? C.blueTint : C.white}" stroke="${i === 0 ? C.blueTint : C.s200}"`,
      ) +
      text(
        tx + tw1 / 2,
        Y0 + 38,
        t,
        ` font-size="13" font-weight="600" text-anchor="middle" fill="${i === 0 ? C.blueDark : C.s600}"`,
      );
    tx += tw1 + 8;
  });
  const gap = Math.min(88, (BH - 90) / sc.events.length);
  out += line(x + 40, Y0 + 80, x + 40, Y0 + 80 + gap * (sc.events.length - 1), C.s200, ' stroke-width="2"');
  sc.events.forEach(([date, title, detail, tag], i) => {
    const y = Y0 + 80 + i * gap;
    const tone = tag ? toneOf(tag) : 'blue';
    out +=
      `<circle cx="${x + 40}" cy="${r(y)}" r="8" fill="${C.white}" stroke="${TONES[tone === 'slate' ? 'blue' : tone][2]}" stroke-width="3"/>` +
      text(x + 64, y - 6, date, ` font-size="12" fill="${C.s500}"`) +
      text(x + 64, y + 14, title, ` font-size="14" font-weight="700" fill="${C.ink}"`) +
      text(x + 64, y + 34, fit(detail, w - 230, 12.5), ` font-size="12.5" fill="${C.s700}"`);
    if (tag) out += PG(pill(x + w - 20, y + 14, tag, tone === 'slate' ? 'blue' : tone, true));
  });
  return out;
}

function person(cx, cy, scale, fill) {
  return (
    `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(46 * scale)}" fill="${fill}"/>` +
    `<path d="M${r(cx - 96 * scale)} ${r(cy + 150 * scale)}a${r(96 * scale)} ${r(90 * scale)} 0 0 1 ${r(192 * scale)} 0z" fill="${fill}"/>`
  );
}

function renderVideo(sc) {
  const vw = 640;
  const vh = 420;
  let out =
    rect(X0, Y0, vw, vh, ` rx="12" fill="${C.ink}"`) +
    person(X0 + vw / 2, Y0 + 160, 1.15, C.s600) +
    rect(X0 + 16, Y0 + 16, 118, 28, ` rx="14" fill="${C.white}" fill-opacity=".12"`) +
    `<circle cx="${X0 + 32}" cy="${Y0 + 30}" r="5" fill="${C.green}"/>` +
    text(X0 + 44, Y0 + 35, sc.timer ?? 'Live · 12:48', ` font-size="12.5" fill="${C.white}"`) +
    rect(X0 + 16, Y0 + vh - 46, tw(sc.remote, 13) + 24, 30, ` rx="6" fill="${C.ink}" fill-opacity=".7"`) +
    text(X0 + 28, Y0 + vh - 26, sc.remote, ` font-size="13" fill="${C.white}"`) +
    rect(X0 + vw - 176, Y0 + vh - 136, 160, 120, ` rx="10" fill="${C.s700}" stroke="${C.s500}"`) +
    person(X0 + vw - 96, Y0 + vh - 92, 0.32, C.s400) +
    text(X0 + vw - 166, Y0 + vh - 24, 'You', ` font-size="11.5" fill="${C.white}"`);
  ['Mic', 'Camera', 'Share', 'Chat', 'End'].forEach((c, i) => {
    const cx = X0 + vw / 2 + (i - 2) * 64;
    const cy = Y0 + vh + 40;
    out +=
      `<circle cx="${cx}" cy="${cy}" r="24" fill="${c === 'End' ? C.redMid : C.white}" stroke="${c === 'End' ? C.redMid : C.s300}"/>` +
      text(
        cx,
        cy + 4,
        c,
        ` font-size="10.5" font-weight="600" text-anchor="middle" fill="${c === 'End' ? C.white : C.s600}"`,
      );
  });
  const fy = Y0 + vh + 84;
  out +=
    card(X0, fy, vw, BH - vh - 84) +
    text(X0 + 20, fy + 28, 'Shared during this call', ` font-size="14" font-weight="700" fill="${C.ink}"`);
  sc.files.forEach(([name, meta], i) => {
    const y = fy + 48 + i * 26;
    out +=
      rect(X0 + 20, y - 12, 16, 18, ` rx="3" fill="${C.blueTint}" stroke="${C.blue}"`) +
      text(X0 + 46, y + 2, name, ` font-size="13" fill="${C.ink}"`) +
      text(X0 + vw - 20, y + 2, meta, ` font-size="12" fill="${C.s500}" text-anchor="end"`);
  });
  out += renderSidePanel(sc.side, X0 + vw + 16, Y0, BW - vw - 16, BH);
  return out;
}

const RENDERERS = {
  table: renderTable,
  dash: renderDash,
  form: renderForm,
  cal: renderCalendar,
  board: renderBoard,
  pos: renderPos,
  floor: renderFloor,
  teeth: renderTeeth,
  doc: renderDoc,
  timeline: renderTimeline,
  video: renderVideo,
};

/* ---------------------------------------------------------------- the window frame */

/** Full SVG document for one screen: window chrome, app bar, sidebar, page header, body. */
function frame({ key, title, sc, product, nav, user, body }) {
  const [productName, branch, placeholder] = PRODUCTS[product];
  const label = `Sarathi ${productName}: ${sc.title} screen of the ${title} module`;
  let out = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="800" viewBox="0 0 1280 800" role="img" aria-labelledby="t"><title id="t">${esc(label)}</title>`;
  out += '<g font-family="system-ui, sans-serif">';
  out +=
    rect(0.5, 0.5, 1279, 799, ` rx="12" fill="${C.s50}" stroke="${C.s300}"`) +
    `<path d="M0.5 12.5a12 12 0 0 1 12-12h1255a12 12 0 0 1 12 12v24H.5z" fill="${C.s200}"/>`;
  out += `<path d="M22 18h0M40 18h0M58 18h0" stroke="${C.s300}" stroke-width="11" stroke-linecap="round"/>`;
  out +=
    rect(440, 7, 400, 22, ` rx="11" fill="${C.white}"`) +
    text(640, 22, `app.sarathierp.com.np/${key}`, ` font-size="12" fill="${C.s500}" text-anchor="middle"`);
  // app bar
  out +=
    rect(0.5, 36, 1279, 56, ` fill="${C.blue}"`) +
    rect(20, 48, 32, 32, ` rx="8" fill="${C.white}"`) +
    text(36, 70, 'S', ` font-size="18" font-weight="800" fill="${C.blue}" text-anchor="middle"`) +
    text(62, 70, 'Sarathi ERP', ` font-size="18" font-weight="700" fill="${C.white}"`);
  const pw = tw(productName, 12, true) + 22;
  out +=
    rect(194, 52, pw, 24, ` rx="12" fill="${C.white}" fill-opacity=".18"`) +
    text(194 + pw / 2, 68, productName, ` font-size="12" font-weight="600" fill="${C.white}" text-anchor="middle"`);
  out +=
    rect(420, 49, 380, 30, ` rx="8" fill="${C.white}" fill-opacity=".16"`) +
    `<circle cx="440" cy="63" r="6" fill="none" stroke="${C.white}" stroke-width="2"/>` +
    text(456, 69, placeholder, ` font-size="13" fill="${C.white}" fill-opacity=".85"`);
  out +=
    text(960, 69, '2083-08-06 BS', ` font-size="13" fill="${C.white}" text-anchor="end"`) +
    `<circle cx="998" cy="64" r="15" fill="${C.white}" fill-opacity=".16"/><path d="M992 69h12l-2-3v-5a4 4 0 0 0-8 0v5z" fill="${C.white}"/><circle cx="1006" cy="55" r="4" fill="${C.green}"/>` +
    `<circle cx="1046" cy="64" r="17" fill="${C.white}"/>` +
    text(
      1046,
      69,
      user[0]
        .split(' ')
        .map((p) => p[0])
        .filter((_, i, a) => i === 0 || i === a.length - 1)
        .join(''),
      ` font-size="12.5" font-weight="700" fill="${C.blue}" text-anchor="middle"`,
    ) +
    text(1072, 60, user[0], ` font-size="13" font-weight="600" fill="${C.white}"`) +
    text(1072, 77, user[1], ` font-size="11.5" fill="${C.white}" fill-opacity=".8"`);
  // sidebar
  out +=
    rect(0.5, 92, 232, 706, ` fill="${C.white}"`) +
    line(232.5, 92, 232.5, 799, C.s200) +
    text(24, 120, 'MENU', ` font-size="11" font-weight="700" fill="${C.s400}" letter-spacing="1"`);
  let items = '';
  let icons = '';
  nav.forEach((item, i) => {
    const y = 130 + i * 38;
    const active = item === title;
    if (active) {
      items +=
        rect(12, y + 3, 208, 32, ` rx="8" fill="${C.blueTint}"`) +
        rect(12, y + 9, 3, 20, ` fill="${C.blue}"`) +
        rect(28, y + 11, 16, 16, ` rx="4" fill="${C.blue}"`);
    } else icons += `M28 ${y + 11}h16v16h-16z`;
    items += text(
      56,
      y + 24,
      fit(item.replace(/ \(.*\)$/, ''), active ? 140 : 162, 13, active),
      active ? ` font-weight="700" fill="${C.blue}"` : '',
    );
  });
  out += `<path d="${icons}" fill="${C.s300}" stroke="${C.s300}" stroke-width="2" stroke-linejoin="round"/><g font-size="13" fill="${C.s700}">${items}</g>`;
  out +=
    line(20, 728, 212, 728, C.s200) +
    text(24, 752, branch, ` font-size="12" font-weight="600" fill="${C.s600}"`) +
    text(24, 772, 'Fiscal year 2083/84', ` font-size="12" fill="${C.s400}"`);
  // page header
  out +=
    text(X0, 126, `${productName}  ›  ${title.replace(/ \(.*\)$/, '')}`, ` font-size="12.5" fill="${C.s500}"`) +
    text(X0, 160, sc.title, ` font-size="23" font-weight="700" fill="${C.ink}"`);
  out += buttons(X0 + BW, 134, [...(sc.actions ?? []), sc.secondary ?? 'Export'], Boolean(sc.actions));
  out += body;
  return `${out}</g></svg>\n`;
}

/* ---------------------------------------------------------------- screens per module */
/*
 * Each module key maps to its screens, in carousel order; screen n is written to {key}-{n}.svg.
 * `type` picks the renderer; the other fields are that renderer's options. `product` (optional)
 * overrides the sub-industry whose menu the sidebar shows (default: the module's first tag).
 */
const T = (title, cols, extra = {}) => ({ type: 'table', title, cols, ...extra });

export const SCREENS = {
  'patient-registration': [
    {
      type: 'form',
      title: 'New Patient Registration',
      actions: ['Register & Print Card'],
      secondary: 'Scan Citizenship',
      sections: [
        [
          'Patient Details',
          [
            ['Full name', 'Sita Sharma'],
            ['Gender', '▾ Female'],
            ['Date of birth (BS)', '2045-03-12 · 38 years'],
            ['Mobile', '9841275063'],
            ['Blood group', '▾ B+'],
            ['Patient type', '▾ HIB insured'],
          ],
        ],
        [
          'Address & Guardian',
          [
            ['District', '▾ Lalitpur'],
            ['Municipality / Ward', 'Lalitpur Metropolitan-5'],
            ['Guardian', 'Hari Prasad Sharma (Husband)'],
            ['Emergency contact', '9851076432'],
          ],
        ],
      ],
      side: {
        title: 'Registration Summary',
        photo: 'Sita Sharma',
        photoSub: 'New patient · 38 Y / F',
        items: [
          ['Patient ID', 'PT-2083-10452'],
          ['Department', 'General Medicine'],
          ['Doctor', 'Dr. Anil Shrestha'],
          ['Token', 'T-118'],
          ['Insurance', 'HIB verified', 'green'],
        ],
        total: ['Registration fee', 'Rs. 200'],
        button: 'Collect Rs. 200 & Print',
      },
    },
    T(
      'Patient Search',
      [
        ['Patient ID', '*id:PT-2083-:10441'],
        ['Name', 'name', 1.5],
        ['Age / Sex', 'agesex'],
        ['Mobile', 'phone'],
        ['Address', 'town', 1.3],
        ['Last Visit', 'date'],
        ['Scheme', 'status:General|General|HIB|SSF|Staff'],
      ],
      {
        filters: ['All schemes ▾', '2083-08-01 – 2083-08-06'],
        total: '24,318',
        actions: ['+ New Patient'],
        search: 'Name, mobile or ID…',
      },
    ),
    {
      type: 'dash',
      title: 'Registration Summary',
      kpis: [
        ['New registrations', '148', '+12% vs yesterday'],
        ['Returning patients', '362', '+5%'],
        ['HIB insured', '91', '+18%'],
        ['Avg. registration time', '48 sec', '-9 sec', 'green'],
      ],
      chart: {
        kind: 'bar',
        title: 'Registrations by month',
        series: [
          ['New', 2600, 4200],
          ['Returning', 5000, 8200],
        ],
      },
      side: {
        kind: 'donut',
        title: 'Today by scheme',
        items: [
          ['General', 312],
          ['HIB', 91],
          ['SSF', 58],
          ['Staff & family', 49],
        ],
      },
      bottom: {
        title: 'Latest registrations',
        cols: [
          ['Patient ID', 'id:PT-2083-:10450'],
          ['Name', 'name'],
          ['Department', 'dept'],
          ['Time', 'time:11'],
          ['Counter', 'pick:Counter 1|Counter 2|Emergency'],
        ],
      },
    },
    {
      type: 'timeline',
      title: 'Patient Profile',
      tabs: ['All visits', 'OPD', 'Lab', 'Pharmacy', 'Billing'],
      patient: [
        'Ram Bahadur Thapa',
        'PT-2079-03318 · 62 Y / M',
        [
          ['Mobile', '9803917245'],
          ['Address', 'Bhaktapur-2'],
          ['Blood group', 'O+'],
          ['Scheme', 'HIB'],
          ['Registered', '2079-04-11'],
        ],
        'Allergy: Sulfa drugs',
      ],
      events: [
        [
          '2083-08-06 · 10:12',
          'OPD · General Medicine',
          'Dr. Anil Shrestha · Follow-up for hypertension',
          'With Doctor',
        ],
        ['2083-08-06 · 09:48', 'Registration desk', 'Token T-104 issued at Counter 2', 'Completed'],
        ['2083-07-21', 'Laboratory', 'Lipid profile, HbA1c, renal function test', 'Reported'],
        ['2083-07-21', 'Pharmacy', 'Amlodipine 5 mg, Atorvastatin 10 mg (30 days)', 'Paid'],
        ['2083-06-02', 'OPD · Cardiology', 'Dr. Kabita Pradhan · ECG and echo advised', 'Completed'],
        ['2083-06-02', 'HIB claim', 'Claim CLM-2083-00921 for Rs. 3,450', 'Settled'],
      ],
    },
    T(
      'Duplicate Records',
      [
        ['Patient ID', '*id:PT-2079-:3310'],
        ['Name', 'name', 1.5],
        ['Mobile', 'phone'],
        ['Date of Birth', 'pick:2041-05-17|2052-11-02|2038-01-29|2060-07-14'],
        ['Matched On', 'pick:Name + mobile|Name + date of birth|Mobile only'],
        ['Score', 'pct:78:99'],
        ['Action', 'status:Merge|Review|Merge|Merged'],
      ],
      { total: '37', actions: ['Merge Selected'] },
    ),
    {
      type: 'form',
      title: 'Insurance & Scheme Details',
      actions: ['Check Eligibility'],
      sections: [
        [
          'Health Insurance Board (HIB)',
          [
            ['Insurance ID', 'HIB-7012-33918'],
            ['Head of family', 'Hari Prasad Sharma'],
            ['Members covered', '5'],
            ['Policy valid until', '2084-03-31'],
            ['First service point', '▾ This hospital'],
            ['Referral slip', '☐ Not required'],
          ],
        ],
        [
          'Discounts',
          [
            ['Discount category', '▾ Senior citizen'],
            ['Discount', '10% on services'],
            ['Approved by', 'Bikash Shrestha'],
          ],
        ],
      ],
      side: {
        title: 'Eligibility Check',
        items: [
          ['Status', 'Active', 'green'],
          ['Balance remaining', 'Rs. 71,450'],
          ['Claims this year', '3'],
          ['Last claim', '2083-07-21'],
          ['Co-payment', '10%'],
        ],
        note: 'Checked against the insurance board record at 10:14 by Gita Adhikari.',
      },
    },
  ],

  billing: [
    {
      type: 'pos',
      title: 'New Invoice',
      search: 'Search services, tests, packages…',
      actions: ['Hold Bill'],
      cats: ['All', 'Consultation', 'Laboratory', 'Radiology', 'Procedures', 'Packages'],
      items: [
        ['OPD Consultation', 'General Medicine', 500],
        ['Specialist Consultation', 'Cardiology', 800],
        ['CBC', 'Haematology', 450],
        ['Lipid Profile', 'Biochemistry', 1200],
        ['X-Ray Chest PA', 'Radiology', 800],
        ['USG Abdomen', 'Radiology', 1800],
        ['ECG', 'Cardiology', 600],
        ['Dressing (Small)', 'Procedure', 300],
        ['HbA1c', 'Biochemistry', 1100],
        ['Thyroid Profile', 'Biochemistry', 1500],
        ['Health Check-up Basic', 'Package', 3500],
        ['Nebulization', 'Procedure', 250],
      ],
      cart: {
        title: 'Invoice INV-2083-08412',
        sub: 'Sita Sharma · PT-2083-10452',
        lines: [
          ['OPD Consultation', 1, 500],
          ['CBC', 1, 450],
          ['Lipid Profile', 1, 1200],
          ['X-Ray Chest PA', 1, 800],
          ['ECG', 1, 600],
        ],
        discount: 10,
        discountLabel: 'Senior citizen discount (10%)',
        note: 'Health services are VAT exempt',
        payLabel: 'Collect',
      },
    },
    T(
      'Invoice Register',
      [
        ['Invoice No', '*id:INV-2083-:8401'],
        ['Date', 'date'],
        ['Patient', 'name', 1.5],
        ['Department', 'dept', 1.2],
        ['Amount', 'amt:350:18500'],
        ['Mode', 'pick:Cash|eSewa|Khalti|Fonepay|Card|Credit'],
        ['Status', 'status:Paid|Paid|Paid|Partial|Due'],
      ],
      { filters: ['All counters ▾', 'All payment modes ▾', '2083-08-06'], total: '612', actions: ['+ New Invoice'] },
    ),
    {
      type: 'dash',
      title: 'Collection Dashboard',
      kpis: [
        ["Today's collection", 'Rs. 4,86,250', '+9.4% vs yesterday'],
        ['Invoices', '612', '+4%'],
        ['Digital payments', '41%', '+6 pts'],
        ['Outstanding dues', 'Rs. 3,12,800', '-2.1%', 'green'],
      ],
      chart: {
        kind: 'line',
        title: 'Collection, last 7 days (Rs.)',
        x: 'days',
        series: [['Collection', 320000, 520000]],
      },
      side: {
        kind: 'donut',
        title: 'Payment modes',
        items: [
          ['Cash', 212400],
          ['Fonepay QR', 118300],
          ['eSewa', 72600],
          ['Card', 51900],
          ['Khalti', 31050],
        ],
      },
      bottom: {
        title: 'Counter closing',
        cols: [
          ['Counter', 'seq:Counter 1 (OPD)|Counter 2 (IPD)|Emergency'],
          ['Cashier', 'name'],
          ['Invoices', 'num:80:240'],
          ['Collected', 'amt:60000:210000'],
          ['Status', 'status:Closed|Open|Open'],
        ],
      },
    },
    {
      type: 'doc',
      title: 'Tax Invoice',
      actions: ['Print'],
      secondary: 'Send by SMS',
      org: 'Sarathi Demo Hospital Pvt. Ltd.',
      orgSub: 'Kupondole, Lalitpur · Phone 01-5550123 · PAN 601234567',
      docTitle: 'TAX INVOICE',
      info: [
        ['Invoice No', 'INV-2083-08412'],
        ['Date (BS)', '2083-08-06'],
        ['Patient', 'Sita Sharma'],
        ['Patient ID', 'PT-2083-10452'],
        ['Doctor', 'Dr. Anil Shrestha'],
        ['Payment', 'Fonepay QR'],
      ],
      cols: [
        ['S.N.', 'text:', 0.5],
        ['Particulars', 'text:', 3],
        ['Qty', 'num', 0.6],
        ['Rate', 'amt', 1.1],
        ['Amount', 'amt', 1.1],
      ],
      rows: [
        ['1', 'OPD Consultation – General Medicine', '1', 'Rs. 500', 'Rs. 500'],
        ['2', 'CBC', '1', 'Rs. 450', 'Rs. 450'],
        ['3', 'Lipid Profile', '1', 'Rs. 1,200', 'Rs. 1,200'],
        ['4', 'X-Ray Chest PA', '1', 'Rs. 800', 'Rs. 800'],
        ['5', 'ECG', '1', 'Rs. 600', 'Rs. 600'],
      ],
      totals: [
        ['Sub-total', 'Rs. 3,550'],
        ['Senior citizen discount (10%)', '- Rs. 355'],
        ['Net amount', 'Rs. 3,195', true],
      ],
      note: 'In words: Rupees three thousand one hundred ninety-five only. Health services are exempt from VAT.',
      signs: ['Prepared by: Gita Adhikari', 'Authorised signature'],
    },
    T(
      'Credit & Due Bills',
      [
        ['Party', '*text:', 1.9],
        ['Type', 'text:'],
        ['Bills', 'num'],
        ['Amount Due', 'amt'],
        ['Oldest Bill', 'text:'],
        ['Age', 'text:'],
        ['Status', 'status'],
      ],
      {
        filters: ['All party types ▾', 'Age: all ▾'],
        total: '186',
        actions: ['Send Reminders'],
        data: [
          ['Health Insurance Board', 'Insurance', '148', 'Rs. 4,82,600', '2083-04-22', '90+ days', 'Overdue'],
          ['Social Security Fund (SSF)', 'Insurance', '36', 'Rs. 1,24,300', '2083-06-20', '31–60 days', 'Due'],
          ['Himalayan Cement Staff Scheme', 'Company', '22', 'Rs. 86,450', '2083-07-02', '31–60 days', 'Partial'],
          ['Private insurer (cashless)', 'Insurance', '11', 'Rs. 72,900', '2083-06-25', '31–60 days', 'Partial'],
          ['Kathmandu Valley Schools', 'Company', '9', 'Rs. 31,800', '2083-07-18', '0–30 days', 'Due'],
          ['Ram Bahadur Thapa', 'Patient', '2', 'Rs. 18,250', '2083-07-26', '0–30 days', 'Due'],
          ['Everest Trekking Staff Welfare', 'Company', '5', 'Rs. 14,600', '2083-07-10', '0–30 days', 'Partial'],
          ['Kamala Tamang', 'Patient', '1', 'Rs. 12,000', '2083-06-28', '31–60 days', 'Overdue'],
          ['Suresh Magar', 'Patient', '1', 'Rs. 6,400', '2083-08-02', '0–30 days', 'Due'],
          ['Binita Sapkota', 'Patient', '3', 'Rs. 4,950', '2083-05-30', '61–90 days', 'Overdue'],
        ],
      },
    ),
    {
      type: 'form',
      title: 'Day-end Cash Closing',
      actions: ['Submit Closing'],
      sections: [
        [
          'Counter',
          [
            ['Counter', '▾ Counter 1 (OPD)'],
            ['Cashier', 'Gita Adhikari'],
            ['Shift', '▾ Morning 07:00–14:00'],
            ['Closing date (BS)', '2083-08-06'],
          ],
        ],
        [
          'Cash denominations',
          [
            ['Rs. 1000 × 42', 'Rs. 42,000'],
            ['Rs. 500 × 37', 'Rs. 18,500'],
            ['Rs. 100 × 64', 'Rs. 6,400'],
            ['Rs. 50 × 18', 'Rs. 900'],
            ['Coins and small notes', 'Rs. 385'],
            ['Handed over to', '▾ Bikash Shrestha (Accounts)'],
          ],
        ],
      ],
      side: {
        title: 'System vs Counted',
        items: [
          ['Cash as per system', 'Rs. 68,210'],
          ['Cash counted', 'Rs. 68,185'],
          ['QR and wallets', 'Rs. 41,620'],
          ['Card', 'Rs. 12,300'],
          ['Short / excess', '- Rs. 25', 'amber'],
        ],
        total: ['Total collection', 'Rs. 1,22,105'],
        pill: 'Awaiting Approval',
      },
    },
  ],

  'appointment-scheduling': [
    {
      type: 'cal',
      title: 'Appointment Calendar',
      actions: ['+ Book Appointment'],
      cols: [
        ['Dr. Anil Shrestha', 'General Medicine · Room 2'],
        ['Dr. Sunita Karki', 'Gynaecology · Room 5'],
        ['Dr. Rabin Koirala', 'Paediatrics · Room 3'],
        ['Dr. Pooja Acharya', 'Dermatology · Room 7'],
      ],
      ev: { main: 'name', sub: 'pick:New visit|Follow-up|Review with reports|Procedure' },
    },
    {
      type: 'form',
      title: 'Book Appointment',
      actions: ['Confirm Booking'],
      sections: [
        [
          'Patient',
          [
            ['Patient', 'Gita Adhikari · PT-2083-09871'],
            ['Mobile', '9803917245'],
            ['Visit type', '▾ Follow-up'],
            ['Booking channel', '▾ Phone call'],
          ],
        ],
        [
          'Slot',
          [
            ['Doctor', '▾ Dr. Sunita Karki'],
            ['Date (BS)', '2083-08-08'],
            ['Time', '▾ 10:30 – 10:45'],
            ['Reminder', '☑ SMS one day before'],
            ['Notes', 'Bring previous USG report', 'wide'],
          ],
        ],
      ],
      side: {
        title: 'Slots · 2083-08-08',
        items: [
          ['10:00', 'Booked', 'slate'],
          ['10:15', 'Booked', 'slate'],
          ['10:30', 'Selected', 'blue'],
          ['10:45', 'Free', 'green'],
          ['11:00', 'Free', 'green'],
          ['11:15', 'Booked', 'slate'],
          ['11:30', 'Free', 'green'],
        ],
        note: 'Dr. Sunita Karki is on leave on 2083-08-10.',
      },
    },
    {
      type: 'board',
      title: "Today's Queue",
      actions: ['+ Walk-in Token'],
      cols: [
        ['Checked-in', 5, 'amber', 'Waiting'],
        ['With Doctor', 3, 'blue', 'With Doctor'],
        ['Completed', 5, 'green', 'Completed'],
      ],
      card: { top: 'id:T-:101', main: 'name', sub: 'doctor', right: 'time' },
    },
    {
      type: 'dash',
      title: 'Appointment Analytics',
      kpis: [
        ['Appointments today', '86', '+7%'],
        ['Booked online', '34%', '+5 pts'],
        ['No-show rate', '6.2%', '-1.8 pts', 'green'],
        ['Average wait', '14 min', '-3 min', 'green'],
      ],
      chart: {
        kind: 'bar',
        title: 'Appointments by weekday',
        x: 'days',
        series: [
          ['Booked', 50, 95],
          ['Walk-in', 15, 40],
        ],
      },
      side: {
        kind: 'bars',
        title: 'Booking channel (this month)',
        items: [
          ['Front desk', 812],
          ['Phone call', 455],
          ['Online booking page', 388],
          ['Patient app', 194],
        ],
      },
    },
  ],

  'pharmacy-pos': [
    {
      type: 'pos',
      title: 'Pharmacy POS',
      actions: ['Hold Bill'],
      cats: ['All', 'Tablets', 'Syrups', 'Injections', 'Surgical', 'OTC'],
      items: [
        ['Paracetamol 500 mg', 'Stock 640 · strip of 10', 20],
        ['Amoxicillin 500 mg', 'Stock 210 · strip of 10', 150],
        ['Cetirizine 10 mg', 'Stock 380 · strip of 10', 35],
        ['Omeprazole 20 mg', 'Stock 290 · strip of 10', 80],
        ['Metformin 500 mg', 'Stock 520 · strip of 10', 45],
        ['Azithromycin 500 mg', 'Stock 96 · strip of 3', 120],
        ['Jeevan Jal ORS', 'Stock 410 · sachet', 15],
        ['Amlodipine 5 mg', 'Stock 300 · strip of 10', 40],
        ['Pantoprazole 40 mg', 'Stock 180 · strip of 10', 110],
        ['Cough Syrup 100 ml', 'Stock 64 · bottle', 145],
        ['Losartan 50 mg', 'Stock 150 · strip of 10', 90],
        ['Surgical Mask', 'Stock 35 · box of 50', 250],
      ],
      cart: {
        title: 'Bill PH-2083-05127',
        sub: 'Walk-in · Rx by Dr. Rabin Koirala',
        lines: [
          ['Amoxicillin 500 mg', 2, 150],
          ['Paracetamol 500 mg', 1, 20],
          ['Cetirizine 10 mg', 1, 35],
          ['Jeevan Jal ORS', 4, 15],
        ],
        discount: 5,
        note: 'Medicines are VAT exempt',
      },
    },
    T(
      "Today's Sales",
      [
        ['Bill No', '*id:PH-2083-:5110'],
        ['Time', 'time:8'],
        ['Customer', 'name', 1.5],
        ['Items', 'num:1:7'],
        ['Amount', 'amt:40:4800'],
        ['Payment', 'seq:Cash|Fonepay|eSewa|Credit|Cash|Khalti|Fonepay|Cash|Cash|Fonepay'],
        ['Status', 'sseq:Paid|Paid|Paid|Credit|Sale Return|Paid|Paid|Paid|Paid|Paid'],
      ],
      { filters: ['Counter 1 ▾', '2083-08-06'], total: '214', actions: ['+ New Bill'] },
    ),
    {
      type: 'form',
      title: 'Sales Return',
      actions: ['Save Return'],
      sections: [
        [
          'Original Bill',
          [
            ['Bill number', 'PH-2083-05098'],
            ['Bill date (BS)', '2083-08-05'],
            ['Customer', 'Prakash Rai'],
            ['Paid by', 'Cash'],
          ],
        ],
        [
          'Return Item',
          [
            ['Item', 'Omeprazole 20 mg'],
            ['Batch', 'B24K117 · Exp 2085-02'],
            ['Quantity returned', '1 strip'],
            ['Reason', '▾ Doctor changed prescription'],
            ['Refund mode', '▾ Cash'],
            ['Approved by', '▾ Nabin Chaudhary (Pharmacist)'],
          ],
        ],
      ],
      side: {
        title: 'Refund Summary',
        items: [
          ['Original bill', 'Rs. 560'],
          ['Returned item', 'Rs. 80'],
          ['Credit note', 'CN-2083-0042'],
        ],
        total: ['Refund', 'Rs. 80'],
        pill: 'Stock restored',
      },
    },
    {
      type: 'dash',
      title: 'Pharmacy Dashboard',
      kpis: [
        ['Sales today', 'Rs. 1,28,460', '+6.8%'],
        ['Bills', '214', '+3%'],
        ['Near-expiry items', '37', '+5', 'amber'],
        ['Low-stock items', '22', '-4', 'green'],
      ],
      chart: { kind: 'bar', title: 'Sales by month (Rs.)', series: [['Sales', 2200000, 3600000]] },
      side: {
        kind: 'list',
        title: 'Low stock',
        items: [
          ['Azithromycin 500 mg', 'Reorder level 100 · In stock 96', 'Reorder'],
          ['Insulin Glargine', 'Reorder level 20 · In stock 8', 'Reorder'],
          ['Salbutamol Inhaler', 'Reorder level 30 · In stock 12', 'Reorder'],
          ['Cough Syrup 100 ml', 'Reorder level 80 · In stock 64', 'Low Stock'],
        ],
      },
      bottom: {
        title: 'Top selling items (this month)',
        cols: [
          ['Item', 'text:'],
          ['Qty sold', 'num'],
          ['Sales', 'amt'],
          ['Margin', 'pct'],
        ],
        data: [
          ['Amoxicillin 500 mg', '186 strips', 'Rs. 27,900', '21.5%'],
          ['Paracetamol 500 mg', '1,240 strips', 'Rs. 24,800', '18.0%'],
          ['Pantoprazole 40 mg', '212 strips', 'Rs. 23,320', '24.0%'],
        ],
      },
    },
    T(
      'Controlled Drug Register',
      [
        ['Date', 'date'],
        ['Bill No', 'id:PH-2083-:5061'],
        ['Patient', 'name', 1.4],
        ['Drug', 'pick:Tramadol 50 mg|Alprazolam 0.5 mg|Codeine Syrup 50 ml|Diazepam 5 mg|Clonazepam 0.5 mg', 1.4],
        ['Qty', 'num:2:20'],
        ['Prescriber', 'doctor', 1.4],
        ['NMC No.', 'idr::1200:18900'],
        ['Balance', 'num:40:300'],
      ],
      { filters: ['All drugs ▾', 'Mangsir 2083'], total: '58', actions: ['Print Register'] },
    ),
    {
      type: 'doc',
      title: 'Pharmacy Bill',
      actions: ['Print'],
      secondary: 'Reprint (copy)',
      org: 'Sarathi Demo Pharmacy',
      orgSub: 'New Road, Pokhara-8 · Phone 061-555012 · PAN 609876543',
      docTitle: 'INVOICE',
      info: [
        ['Bill No', 'PH-2083-05127'],
        ['Date (BS)', '2083-08-06 · 11:42'],
        ['Customer', 'Walk-in'],
        ['Prescriber', 'Dr. Rabin Koirala'],
      ],
      cols: [
        ['S.N.', 'text:', 0.5],
        ['Item', 'text:', 2.2],
        ['Batch', 'text:', 1],
        ['Expiry', 'text:', 0.9],
        ['Qty', 'num', 0.6],
        ['Amount', 'amt', 1],
      ],
      rows: [
        ['1', 'Amoxicillin 500 mg', 'N23C411', '2085-03', '2', 'Rs. 300'],
        ['2', 'Paracetamol 500 mg', 'K24A207', '2086-01', '1', 'Rs. 20'],
        ['3', 'Cetirizine 10 mg', 'L24M118', '2085-09', '1', 'Rs. 35'],
        ['4', 'Jeevan Jal ORS', 'B24R562', '2085-06', '4', 'Rs. 60'],
      ],
      totals: [
        ['Sub-total', 'Rs. 415'],
        ['Discount (5%)', '- Rs. 21'],
        ['Net amount', 'Rs. 394', true],
      ],
      note: 'Medicines once sold are returned only with this bill within 7 days.',
      signs: ['Dispensed by: Nabin Chaudhary', 'Customer signature'],
    },
  ],

  accounting: [
    {
      type: 'dash',
      title: 'Finance Dashboard',
      product: 'hospital',
      kpis: [
        ['Income this month', 'Rs. 48,62,300', '+8.1%'],
        ['Expenses', 'Rs. 31,05,800', '+3.4%', 'amber'],
        ['Net profit', 'Rs. 17,56,500', '+17%'],
        ['Bank balance', 'Rs. 92,40,120', '+2.2%'],
      ],
      chart: {
        kind: 'bar',
        title: 'Income vs expense (Rs.)',
        series: [
          ['Income', 3800000, 5200000],
          ['Expense', 2600000, 3400000],
        ],
      },
      side: {
        kind: 'donut',
        title: 'Expense breakdown',
        items: [
          ['Salaries', 1480000],
          ['Medicines & supplies', 820000],
          ['Utilities', 210000],
          ['Rent', 180000],
          ['Other', 415800],
        ],
      },
      bottom: {
        title: 'Receivable ageing',
        cols: [
          ['Ageing', 'text:'],
          ['Parties', 'num'],
          ['Amount', 'amt'],
          ['Share', 'pct'],
        ],
        data: [
          ['0–30 days', '48', 'Rs. 14,20,600', '58.4%'],
          ['31–60 days', '21', 'Rs. 6,84,300', '28.1%'],
          ['61+ days', '9', 'Rs. 3,28,500', '13.5%'],
        ],
      },
    },
    {
      type: 'form',
      title: 'Journal Voucher',
      product: 'hospital',
      actions: ['Post Voucher'],
      secondary: 'Save Draft',
      sections: [
        [
          'Voucher',
          [
            ['Voucher no.', 'JV-2083-00318'],
            ['Date (BS)', '2083-08-06'],
            ['Branch', '▾ Main Branch, Lalitpur'],
          ],
        ],
        [
          'Entries',
          {
            cols: ['Ledger', 'Cost centre', 'Debit', 'Credit'],
            kinds: ['*text:', 'text:', 'amt', 'amt'],
            weights: [2.2, 1.3, 1, 1],
            rows: [
              ['Depreciation – Medical Equipment', 'Radiology', 'Rs. 1,25,000', ''],
              ['Depreciation – Furniture', 'Administration', 'Rs. 18,400', ''],
              ['Accumulated Depreciation', '—', '', 'Rs. 1,43,400'],
            ],
            total: 'Total  Rs. 1,43,400  =  Rs. 1,43,400',
          },
        ],
        [
          'Narration',
          [['Narration', 'Depreciation for Kartik 2083 as per fixed asset schedule (straight-line method)', 'area']],
        ],
      ],
    },
    {
      type: 'table',
      title: 'General Ledger',
      product: 'hospital',
      filters: ['Ledger: Cash in Hand ▾', '2083-08-01 – 2083-08-06'],
      actions: ['Print'],
      cols: [
        ['Date', 'text:', 0.8],
        ['Voucher', 'text:', 1],
        ['Particulars', '*text:', 2.2],
        ['Debit', 'amt', 1],
        ['Credit', 'amt', 1],
        ['Balance', 'amt', 1.1],
      ],
      data: [
        ['2083-08-01', 'Opening', 'Opening balance', '', '', 'Rs. 1,84,250'],
        ['2083-08-01', 'RV-2083-2210', 'OPD collection – Counter 1', 'Rs. 92,400', '', 'Rs. 2,76,650'],
        ['2083-08-02', 'PV-2083-1184', 'Paid to Everest Medical Suppliers', '', 'Rs. 48,000', 'Rs. 2,28,650'],
        ['2083-08-02', 'RV-2083-2231', 'Pharmacy sales', 'Rs. 64,180', '', 'Rs. 2,92,830'],
        ['2083-08-03', 'CV-2083-0412', 'Deposited to bank', '', 'Rs. 2,00,000', 'Rs. 92,830'],
        ['2083-08-04', 'PV-2083-1190', 'Electricity bill (Kartik)', '', 'Rs. 38,620', 'Rs. 54,210'],
        ['2083-08-04', 'RV-2083-2262', 'IPD deposit – IP-2083-01840', 'Rs. 20,000', '', 'Rs. 74,210'],
        ['2083-08-05', 'PV-2083-1197', 'Staff advance – Dipak Khadka', '', 'Rs. 10,000', 'Rs. 64,210'],
        ['2083-08-06', 'RV-2083-2290', 'OPD collection – Counter 1', 'Rs. 68,185', '', 'Rs. 1,32,395'],
      ],
      footer: 'Closing balance Rs. 1,32,395 (debit)',
    },
    {
      type: 'table',
      title: 'Trial Balance',
      product: 'hospital',
      filters: ['As on 2083-08-06', 'All branches ▾'],
      actions: ['Print'],
      cols: [
        ['Ledger group', '*text:', 2.2],
        ['Opening', 'amt', 1],
        ['Debit', 'amt', 1],
        ['Credit', 'amt', 1],
        ['Closing', 'amt', 1],
      ],
      data: [
        ['Cash and bank', 'Rs. 88,20,400', 'Rs. 1,42,80,300', 'Rs. 1,38,58,460', 'Rs. 92,42,240'],
        ['Sundry debtors', 'Rs. 24,10,000', 'Rs. 18,40,200', 'Rs. 15,72,600', 'Rs. 26,77,600'],
        ['Inventory', 'Rs. 82,14,500', 'Rs. 21,30,000', 'Rs. 17,01,600', 'Rs. 86,42,900'],
        ['Fixed assets', 'Rs. 4,12,00,000', 'Rs. 6,50,000', 'Rs. 1,43,400', 'Rs. 4,17,06,600'],
        ['Sundry creditors', 'Rs. 31,40,000', 'Rs. 19,80,000', 'Rs. 22,10,300', 'Rs. 33,70,300'],
        ['Duties and taxes (TDS)', 'Rs. 2,10,400', 'Rs. 2,10,400', 'Rs. 2,38,900', 'Rs. 2,38,900'],
        ['Service income', '—', '—', 'Rs. 48,62,300', 'Rs. 48,62,300'],
        ['Salaries and wages', '—', 'Rs. 14,80,000', '—', 'Rs. 14,80,000'],
        ['Medicines and supplies', '—', 'Rs. 8,20,000', '—', 'Rs. 8,20,000'],
      ],
      footer: 'Figures in Nepali rupees · Fiscal year 2083/84',
    },
    T(
      'Bank Reconciliation',
      [
        ['Date', 'date'],
        ['Cheque / Ref', 'idr:CHQ-:100200:100990'],
        [
          'Description',
          'pick:Supplier payment|Insurance settlement|Fonepay settlement|Salary transfer|Card settlement',
          1.6,
        ],
        ['Book Amount', 'amt:5000:450000'],
        ['Bank Date', 'date'],
        ['Status', 'status:Reconciled|Reconciled|Unreconciled|Reconciled'],
      ],
      {
        filters: ['Bank: Current Account ▾', 'Mangsir 2083'],
        total: '64',
        actions: ['Import Statement'],
        product: 'restaurant',
      },
    ),
  ],

  inventory: [
    T(
      'Stock Summary',
      [
        ['Item', '*text:', 1.7],
        ['Category', 'text:', 1.1],
        ['Unit', 'text:', 0.7],
        ['Opening', 'num'],
        ['Received', 'num'],
        ['Issued', 'num'],
        ['Closing', '*num'],
        ['Status', 'status'],
      ],
      {
        filters: ['Central Store ▾', 'All categories ▾', 'Mangsir 2083'],
        total: '1,284',
        actions: ['+ Stock Entry'],
        product: 'hospital',
        data: [
          ['Normal Saline 500 ml', 'IV Fluids', 'Bottle', 420, 480, 512, 150],
          ['Ringer Lactate 500 ml', 'IV Fluids', 'Bottle', 260, 240, 318, 120],
          ['IV Cannula 20G', 'Consumables', 'Piece', 600, 500, 742, 200],
          ['Syringe 5 ml', 'Consumables', 'Piece', 1800, 2000, 2650, 600],
          ['Surgical Gloves (M)', 'Consumables', 'Box', 64, 40, 71, 20],
          ['Gauze Swab 10×10', 'Consumables', 'Pack', 150, 100, 198, 40],
          ['Cotton Roll 500 g', 'Consumables', 'Roll', 48, 24, 40, 15],
          ['Ceftriaxone 1 g Inj.', 'Medicines', 'Vial', 380, 300, 596, 100],
          ['EDTA Vacutainer', 'Lab Supplies', 'Box', 36, 20, 41, 10],
          ['Urine Container', 'Lab Supplies', 'Pack', 30, 40, 38, 10],
        ].map(([item, cat, unit, open, recv, issued, reorder]) => {
          const closing = open + recv - issued;
          return [
            item,
            cat,
            unit,
            group(open),
            group(recv),
            group(issued),
            group(closing),
            closing <= reorder ? 'Reorder' : closing <= reorder * 1.5 ? 'Low Stock' : 'In Stock',
          ];
        }),
      },
    ),
    {
      type: 'form',
      title: 'Store Transfer',
      actions: ['Issue Stock'],
      product: 'hospital',
      sections: [
        [
          'Transfer',
          [
            ['Transfer no.', 'ST-2083-0219'],
            ['From store', '▾ Central Store'],
            ['To store', '▾ Ward 3 sub-store'],
            ['Requested by', 'Kamala Tamang (Nurse In-charge)'],
            ['Date (BS)', '2083-08-06'],
            ['Indent reference', 'IND-2083-0871'],
          ],
        ],
        [
          'Items',
          {
            cols: ['Item', 'Batch', 'Expiry', 'Requested', 'Issued'],
            kinds: ['*text:', 'text:', 'text:', 'num', 'num'],
            rows: [
              ['Normal Saline 500 ml', 'NS2408', '2085-01', '48', '48'],
              ['IV Cannula 20G', 'IC1193', '2086-06', '100', '100'],
              ['Surgical Gloves (M)', 'SG7730', '2085-09', '20', '15'],
              ['Ceftriaxone 1 g Inj.', 'CF0921', '2084-11', '60', '60'],
            ],
          },
        ],
      ],
    },
    {
      type: 'dash',
      title: 'Inventory Overview',
      product: 'pharmacy',
      kpis: [
        ['Stock value', 'Rs. 86,42,900', '+3.1%'],
        ['Items below reorder', '28', '-6', 'green'],
        ['Expiring in 90 days', '41', '+9', 'amber'],
        ['Pending indents', '13', '+2', 'amber'],
      ],
      chart: { kind: 'line', title: 'Consumption value by month (Rs.)', series: [['Consumption', 1800000, 2600000]] },
      side: {
        kind: 'bars',
        title: 'Stock value by store',
        items: [
          ['Central Store', 5120000],
          ['Retail counter', 2480000],
          ['Godown', 640000],
          ['Returns bay', 402900],
        ],
      },
      bottom: {
        title: 'Pending indents',
        cols: [
          ['Indent', 'id:IND-2083-:870'],
          ['From', 'pick:Counter 1|Counter 2|Branch: Lakeside|Branch: Chipledhunga'],
          ['Items', 'num:3:18'],
          ['Requested', 'date'],
          ['Status', 'status:Pending|Approved|Partially Issued'],
        ],
      },
    },
    T(
      'Kitchen Store Stock',
      [
        ['Item', '*text:', 1.6],
        ['Unit', 'text:', 0.7],
        ['Opening', 'dec'],
        ['Purchased', 'dec'],
        ['Consumed', 'dec'],
        ['Closing', '*dec'],
        ['Value', 'amt'],
        ['Status', 'status'],
      ],
      {
        filters: ['Main kitchen ▾', '2083-08-06'],
        total: '146',
        actions: ['+ Physical Count'],
        product: 'restaurant',
        data: [
          ['Chicken (boneless)', 'kg', 18, 25, 31.5, 520, 10],
          ['Buff mince', 'kg', 12, 15, 19.2, 480, 8],
          ['Basmati rice', 'kg', 60, 50, 42, 165, 25],
          ['Refined flour', 'kg', 40, 0, 22.5, 70, 20],
          ['Mustard oil', 'litre', 20, 15, 12.8, 290, 8],
          ['Onion', 'kg', 35, 40, 38.5, 90, 15],
          ['Tomato', 'kg', 22, 30, 41, 80, 15],
          ['Paneer', 'kg', 6, 8, 9.5, 620, 3],
          ['Fresh milk', 'litre', 30, 60, 72, 100, 20],
          ['Tea leaves', 'kg', 4, 0, 1.6, 650, 1],
        ].map(([item, unit, open, bought, used, rate, min]) => {
          const closing = open + bought - used;
          return [
            item,
            unit,
            open.toFixed(1),
            bought.toFixed(1),
            used.toFixed(1),
            closing.toFixed(1),
            npr(closing * rate),
            closing <= min ? 'Low Stock' : 'In Stock',
          ];
        }),
      },
    ),
  ],

  'opd-management': [
    {
      type: 'board',
      title: 'OPD Queue',
      actions: ['Call Next Token'],
      secondary: 'Token Display',
      cols: [
        ['Waiting', 5, 'amber', 'Waiting'],
        ['Vitals Done', 3, 'blue', 'Vitals Done'],
        ['In Consultation', 3, 'blue', 'With Doctor'],
        ['Completed', 4, 'green', 'Completed'],
      ],
      totals: [23, 3, 3, 212],
      card: { top: 'id:T-:104', main: 'name', sub: 'doctor', right: 'time' },
    },
    {
      type: 'form',
      title: 'Consultation',
      actions: ['Save & Send to Pharmacy'],
      secondary: 'Order Lab Tests',
      sections: [
        [
          'Vitals (from triage)',
          [
            ['Blood pressure', '130/85 mmHg'],
            ['Pulse', '82 /min'],
            ['Temperature', '98.6 °F'],
            ['SpO2', '97 %'],
            ['Weight', '64 kg'],
            ['BMI', '24.1'],
          ],
        ],
        [
          'Clinical Notes',
          [
            ['Chief complaint', 'Burning upper abdominal pain for 2 weeks, worse at night'],
            ['Diagnosis (ICD-10)', 'K29.7 Gastritis, unspecified'],
            ['Investigations', 'CBC, H. pylori stool antigen'],
            ['Follow-up', '▾ After 7 days'],
          ],
        ],
        [
          'Prescription',
          {
            cols: ['Medicine', 'Dose', 'Frequency', 'Duration'],
            kinds: ['*text:', 'text:', 'text:', 'text:'],
            weights: [1.4, 0.7, 1.5, 0.7],
            rows: [
              ['Pantoprazole 40 mg', '1 tab', 'Once daily before breakfast', '14 days'],
              ['Sucralfate suspension', '10 ml', 'Three times a day', '7 days'],
            ],
          },
        ],
      ],
      buttons: ['Save', 'Print Prescription', 'Refer to IPD'],
    },
    T(
      'OPD Tickets',
      [
        ['Ticket', '*id:OPD-:23110', 0.9],
        ['Time', 'time:8', 0.7],
        ['Patient', 'name', 1.4],
        ['Age / Sex', 'agesex', 0.8],
        [
          'Doctor / Department',
          'pick:Dr. Anil Shrestha · Medicine|Dr. Sandeep Rana · Medicine|Dr. Bishal Thapa · Surgery|Dr. Kabita Pradhan · Cardiology|Dr. Pooja Acharya · Dermatology|Dr. Sunil Gurung · Orthopaedics',
          2.4,
        ],
        ['Fee', 'pick:Rs. 500|Rs. 500|Rs. 800'],
        [
          'Status',
          'sseq:Completed|Completed|Completed|Completed|With Doctor|With Doctor|Waiting|Waiting|Waiting|Waiting',
        ],
      ],
      { filters: ['All departments ▾', 'All doctors ▾', '2083-08-06'], total: '436', actions: ['+ New Ticket'] },
    ),
    {
      type: 'dash',
      title: 'OPD Dashboard',
      kpis: [
        ['OPD visits today', '436', '+11%'],
        ['New patients', '148', '+9%'],
        ['Average wait', '18 min', '-4 min', 'green'],
        ['Doctors on duty', '14'],
      ],
      chart: {
        kind: 'bar',
        title: 'Visits by department (today)',
        x: ['Medicine', 'Paeds', 'Ortho', 'Gynae', 'ENT', 'Derma', 'Cardio', 'Surgery'],
        series: [['Visits', 20, 110]],
      },
      side: {
        kind: 'donut',
        title: 'Visit type',
        items: [
          ['Follow-up', 288],
          ['New', 148],
        ],
      },
      bottom: {
        title: 'Doctor load',
        cols: [
          ['Doctor', 'seq:Dr. Anil Shrestha|Dr. Sunita Karki|Dr. Rabin Koirala'],
          ['Department', 'seq:General Medicine|Gynaecology|Paediatrics'],
          ['Seen', 'num:12:48'],
          ['Waiting', 'num:0:12'],
          ['Avg. consult time', 'mins:6:14'],
        ],
      },
    },
    {
      type: 'form',
      title: 'Triage Vitals',
      actions: ['Send to Doctor'],
      sections: [
        [
          'Patient',
          [
            ['Token', 'T-118'],
            ['Patient', 'Ram Bahadur Thapa · 62 Y / M'],
          ],
        ],
        [
          'Vitals',
          [
            ['Blood pressure', '150/95 mmHg'],
            ['Pulse', '96 /min'],
            ['Temperature', '99.1 °F'],
            ['SpO2', '94 %'],
            ['Respiratory rate', '22 /min'],
            ['Blood sugar (RBS)', '212 mg/dL'],
            ['Chief complaint', 'Headache and dizziness since morning', 'wide'],
          ],
        ],
      ],
      side: {
        title: 'Triage Result',
        items: [
          ['Priority', 'Urgent', 'amber'],
          ['Send to', 'Dr. Anil Shrestha'],
          ['Department', 'General Medicine'],
          ['Recorded by', 'Sarita Bhandari'],
          ['Time', '10:06'],
        ],
        pill: 'High BP and sugar flagged',
        note: 'The doctor sees this patient next; the token display shows "T-118 · Room 2".',
      },
    },
    {
      type: 'cal',
      title: 'Doctor Duty Roster',
      view: 'Week',
      date: '2083-08-06 – 2083-08-11',
      start: 8,
      hours: 9,
      durs: [4, 6, 8],
      density: 0.5,
      now: 3.3,
      cols: [
        ['Sunday', '2083-08-06'],
        ['Monday', '2083-08-07'],
        ['Tuesday', '2083-08-08'],
        ['Wednesday', '2083-08-09'],
        ['Thursday', '2083-08-10'],
        ['Friday', '2083-08-11'],
      ],
      ev: {
        main: 'pick:Dr. Anil Shrestha · Medicine|Dr. Sunita Karki · Gynae|Dr. Rabin Koirala · Paeds|Dr. Pooja Acharya · Derma|Dr. Bishal Thapa · Surgery',
        sub: 'pick:OPD Room 2|OPD Room 5|Ward round|On call',
      },
    },
  ],

  'ipd-management': [
    T(
      'Admitted Patients',
      [
        ['IP No.', '*id:IP-2083-0:1840', 1.25],
        ['Patient', 'name', 1.4],
        [
          'Ward / Bed',
          'seq:Ward 2 / B-07|ICU / 4|Cabin 205|Maternity / M-6|Ward 2 / B-03|Surgical / S-9|Ward 3 / B-12|Cabin 204|ICU / 2|Surgical / S-4',
          1.1,
        ],
        ['Consultant', 'doctor', 1.4],
        ['Admitted', 'date'],
        ['Days', 'num:1:9', 0.6],
        ['Bill so far', 'amt:8000:180000'],
        ['Status', 'status:Admitted|Admitted|Discharge Advised|Under Observation', 1.3],
      ],
      { filters: ['All wards ▾', 'All consultants ▾'], total: '142', actions: ['+ New Admission'] },
    ),
    {
      type: 'form',
      title: 'New Admission',
      actions: ['Admit Patient'],
      sections: [
        [
          'Patient',
          [
            ['Patient', 'Kamala Tamang · PT-2083-08812'],
            ['Admitted from', '▾ OPD (Dr. Sunita Karki)'],
            ['Provisional diagnosis', 'Community-acquired pneumonia'],
          ],
        ],
        [
          'Bed and Billing',
          [
            ['Ward', '▾ General Ward 2'],
            ['Bed', '▾ B-07 (vacant)'],
            ['Bed category', '▾ General · Rs. 1,500 per day'],
            ['Payer', '▾ Self'],
            ['Deposit', 'Rs. 20,000'],
            ['Payment mode', '▾ Fonepay QR'],
          ],
        ],
        [
          'Attendant and Consent',
          [
            ['Attendant', 'Prakash Tamang (son)'],
            ['Attendant mobile', '9818046273'],
            ['Consent form', '☑ Signed and scanned'],
          ],
        ],
      ],
    },
    {
      type: 'timeline',
      title: 'Inpatient Chart',
      tabs: ['All', 'Rounds', 'Medication', 'Lab', 'Billing'],
      panelTitle: 'Inpatient',
      patient: [
        'Kamala Tamang',
        'IP-2083-01827 · 58 Y / F',
        [
          ['Ward / Bed', 'General Ward 2 / B-07'],
          ['Consultant', 'Dr. Anil Shrestha'],
          ['Admitted', '2083-08-01'],
          ['Deposit balance', 'Rs. 6,250'],
          ['Running bill', 'Rs. 38,420'],
        ],
        'Day 6',
      ],
      events: [
        [
          '2083-08-06 · 09:30',
          'Doctor round',
          'Afebrile for 72 hours, chest clear; plan discharge tomorrow',
          'Completed',
        ],
        ['2083-08-06 · 08:00', 'Medication', 'Ceftriaxone 1 g IV given by Sarita Bhandari', 'Given'],
        ['2083-08-05 · 16:20', 'Laboratory', 'CBC: WBC 9,800 /µL (improving from 16,200)', 'Reported'],
        ['2083-08-04 · 11:00', 'Radiology', 'Chest X-ray: resolving right lower zone consolidation', 'Reported'],
        ['2083-08-02 · 18:45', 'Nursing note', 'SpO2 95 % on room air, oxygen stopped', 'Completed'],
        ['2083-08-01 · 14:10', 'Admission', 'Admitted from OPD, deposit Rs. 20,000 received', 'Admitted'],
      ],
    },
    {
      type: 'dash',
      title: 'IPD Census',
      kpis: [
        ['Inpatients', '142', '+6'],
        ['Admissions today', '19', '+3'],
        ['Discharges today', '14'],
        ['Bed occupancy', '84%', '+4 pts'],
      ],
      chart: { kind: 'line', title: 'Daily census, last 7 days', x: 'days', series: [['Inpatients', 118, 146]] },
      side: {
        kind: 'bars',
        title: 'Patients by ward',
        items: [
          ['General Ward', 52],
          ['Surgical Ward', 28],
          ['Cabins', 29],
          ['Maternity', 21],
          ['ICU', 12],
        ],
      },
      bottom: {
        title: 'Discharges pending billing',
        cols: [
          ['IP No.', 'id:IP-2083-:1791'],
          ['Patient', 'name'],
          ['Ward', 'pick:Ward 2|Surgical|Cabin 204|Maternity'],
          ['Bill', 'amt:18000:240000'],
          ['Status', 'status:Billing|Insurance Query|Cleared'],
        ],
      },
    },
    {
      type: 'doc',
      title: 'Discharge Summary',
      actions: ['Print'],
      secondary: 'Edit',
      org: 'Sarathi Demo Hospital Pvt. Ltd.',
      orgSub: 'Kupondole, Lalitpur · Phone 01-5550123',
      docTitle: 'DISCHARGE SUMMARY',
      info: [
        ['Patient', 'Kamala Tamang, 58 Y / F'],
        ['IP No.', 'IP-2083-01827'],
        ['Admitted', '2083-08-01'],
        ['Discharged', '2083-08-07'],
        ['Consultant', 'Dr. Anil Shrestha'],
        ['Ward / Bed', 'General Ward 2 / B-07'],
      ],
      blocks: [
        ['Diagnosis', 'Community-acquired pneumonia, right lower lobe (ICD-10 J18.1).'],
        [
          'Course in hospital',
          'Treated with IV ceftriaxone and oxygen for 48 hours. Fever settled on day 3; repeat chest X-ray shows resolving consolidation.',
        ],
        [
          'Medicines on discharge',
          'Amoxicillin-clavulanate 625 mg twice daily for 5 days; paracetamol 500 mg when needed for fever.',
        ],
        [
          'Advice and follow-up',
          'Light diet, plenty of fluids. Review in medicine OPD after 7 days with CBC and chest X-ray.',
        ],
      ],
      signs: ['Prepared by: Dr. Sandeep Rana (MO)', 'Consultant: Dr. Anil Shrestha'],
    },
  ],

  'emergency-management': [
    {
      type: 'board',
      title: 'Emergency Board',
      actions: ['+ Quick Register'],
      cols: [
        ['Red · Immediate', 2, 'red', 'Critical'],
        ['Yellow · Urgent', 4, 'amber', 'Urgent'],
        ['Green · Minor', 5, 'green', 'Green'],
        ['Disposition', 3, 'blue', 'Admitted'],
      ],
      card: {
        top: 'id:ER-:3391',
        main: 'name',
        sub: 'pick:Road traffic accident|Chest pain|High fever|Fall injury|Breathing difficulty|Abdominal pain|Cut injury|Burn injury',
        right: 'time:12',
      },
    },
    {
      type: 'form',
      title: 'Triage Assessment',
      actions: ['Save & Alert Team'],
      sections: [
        [
          'Arrival',
          [
            ['Patient', 'Unknown male, about 35 Y (ER-3397)'],
            ['Brought by', '▾ Ambulance · police case'],
            ['Arrival time', '14:42'],
            ['Informant', 'Traffic police, Koteshwor'],
          ],
        ],
        [
          'Assessment',
          [
            ['Chief complaint', 'Road traffic accident, head injury'],
            ['GCS', '13 / 15'],
            ['Blood pressure', '100/60 mmHg'],
            ['Pulse', '118 /min'],
            ['SpO2', '92 %'],
            ['Medico-legal case', '☑ MLC registered'],
          ],
        ],
      ],
      side: {
        title: 'Triage',
        items: [
          ['Category', 'Red · Immediate', 'red'],
          ['Bed', 'Resus 2'],
          ['Doctor', 'Dr. Bishal Thapa'],
          ['Orders', 'CT head (STAT), CBC'],
          ['Charges', 'Running bill opened'],
        ],
        pill: 'On-call surgeon alerted',
        note: 'Unknown patients get a temporary ID; the record is merged once identity is confirmed.',
      },
    },
    T(
      'Emergency Register',
      [
        ['ER No.', '*id:ER-2083-:3380'],
        ['Arrival', 'time:0'],
        ['Patient', 'name', 1.4],
        [
          'Complaint',
          'pick:Road traffic accident|Chest pain|High fever|Fall injury|Snake bite|Breathing difficulty|Abdominal pain',
          1.5,
        ],
        ['Triage', 'status:Red|Yellow|Green|Yellow|Green', 0.8],
        ['Doctor', 'doctor', 1.3],
        ['Disposition', 'status:Admitted|Discharged|Referred|Under Observation|OT', 1.3],
      ],
      { filters: ['Last 24 hours ▾', 'All triage levels ▾'], total: '73', actions: ['+ Quick Register'] },
    ),
  ],

  'operation-theatre': [
    {
      type: 'cal',
      title: 'OT Schedule',
      actions: ['+ Book Surgery'],
      start: 8,
      hours: 9,
      durs: [2, 3, 4, 4],
      density: 0.55,
      now: 3.1,
      cols: [
        ['OT 1', 'General Surgery'],
        ['OT 2', 'Orthopaedics'],
        ['OT 3', 'Gynae & Obstetrics'],
        ['Minor OT', 'Day care procedures'],
      ],
      ev: {
        cols: [
          'pick:Lap. Cholecystectomy|Appendectomy|Hernia Repair|Excision Biopsy',
          'pick:ORIF Radius|Total Knee Replacement|Knee Arthroscopy|K-wire Fixation',
          'pick:LSCS|Hysterectomy|Ovarian Cystectomy|D&C',
          'pick:Incision and Drainage|Lipoma Excision|Wound Debridement|Circumcision',
        ],
        sub: 'name',
      },
    },
    {
      type: 'form',
      title: 'Surgical Safety Checklist',
      actions: ['Complete Sign Out'],
      sections: [
        [
          'Sign In · before anaesthesia',
          [
            ['Identity, site and consent', '☑ Confirmed'],
            ['Site marked', '☑ Yes'],
            ['Anaesthesia check', '☑ Completed'],
            ['Known allergy', '☐ None known'],
            ['Difficult airway risk', '☐ No'],
            ['Blood loss > 500 ml risk', '☑ 2 units arranged'],
          ],
        ],
        [
          'Time Out · before incision',
          [
            ['Team introduced', '☑ Yes'],
            ['Antibiotic within 60 min', '☑ Cefazolin 2 g at 09:05'],
            ['Imaging displayed', '☑ Yes'],
          ],
        ],
        [
          'Sign Out · before leaving OT',
          [
            ['Procedure recorded', '☑ Lap. Cholecystectomy'],
            ['Counts correct', '☑ Instruments, swabs, needles'],
            ['Specimen labelled', '☑ Gall bladder to histopathology'],
          ],
        ],
      ],
    },
    T(
      'Surgery Register',
      [
        ['OT No.', '*text:', 0.9],
        ['Date', 'text:', 0.9],
        ['Patient', 'text:', 1.3],
        ['Procedure', 'text:', 1.6],
        ['Surgeon', 'text:', 1.3],
        ['Anaesthesia', 'text:', 0.8],
        ['Package', 'amt', 0.9],
        ['Status', 'status', 1],
      ],
      {
        filters: ['All theatres ▾', 'Mangsir 2083'],
        total: '128',
        actions: ['+ Book Surgery'],
        data: [
          [
            'OT-0624',
            '2083-08-06',
            'Gita Adhikari',
            'Lap. Cholecystectomy',
            'Dr. Bishal Thapa',
            'GA',
            'Rs. 85,000',
            'In Progress',
          ],
          [
            'OT-0623',
            '2083-08-06',
            'Laxmi Shahi',
            'Total Knee Replacement',
            'Dr. Sunil Gurung',
            'Spinal',
            'Rs. 3,20,000',
            'Scheduled',
          ],
          ['OT-0622', '2083-08-06', 'Asmita Joshi', 'LSCS', 'Dr. Sunita Karki', 'Spinal', 'Rs. 45,000', 'Completed'],
          [
            'OT-0621',
            '2083-08-05',
            'Suresh Magar',
            'Appendectomy',
            'Dr. Bishal Thapa',
            'GA',
            'Rs. 55,000',
            'Completed',
          ],
          [
            'OT-0620',
            '2083-08-05',
            'Arjun Bista',
            'ORIF Radius',
            'Dr. Sunil Gurung',
            'Regional',
            'Rs. 65,000',
            'Completed',
          ],
          [
            'OT-0619',
            '2083-08-05',
            'Mohan Limbu',
            'Incision and Drainage',
            'Dr. Sandeep Rana',
            'Local',
            'Rs. 6,500',
            'Completed',
          ],
          [
            'OT-0618',
            '2083-08-04',
            'Pratima Rijal',
            'Hysterectomy',
            'Dr. Sunita Karki',
            'GA',
            'Rs. 95,000',
            'Completed',
          ],
          [
            'OT-0617',
            '2083-08-04',
            'Dinesh Pandey',
            'Hernia Repair',
            'Dr. Bishal Thapa',
            'Spinal',
            'Rs. 60,000',
            'Completed',
          ],
          [
            'OT-0616',
            '2083-08-03',
            'Sabina Gurung',
            'Knee Arthroscopy',
            'Dr. Sunil Gurung',
            'Spinal',
            'Rs. 70,000',
            'Completed',
          ],
          [
            'OT-0615',
            '2083-08-03',
            'Mohan Karki',
            'Lipoma Excision',
            'Dr. Sandeep Rana',
            'Local',
            'Rs. 12,000',
            'Completed',
          ],
        ],
      },
    ),
    {
      type: 'form',
      title: 'Operation Notes',
      actions: ['Sign & Save'],
      sections: [
        [
          'Procedure',
          [
            ['Procedure', 'Laparoscopic cholecystectomy'],
            ['Surgeon', 'Dr. Bishal Thapa'],
            ['Assistant', 'Dr. Sandeep Rana'],
            ['Anaesthetist', 'Dr. Meena Joshi'],
            ['Anaesthesia', '▾ General'],
            ['Duration', '09:20 – 10:35'],
          ],
        ],
        [
          'Findings',
          [
            [
              'Operative findings',
              'Distended gall bladder with multiple calculi; no adhesions; cystic duct and artery clipped and divided.',
              'area',
            ],
          ],
        ],
      ],
      side: {
        title: 'Consumables Used',
        items: [
          ['Trocar set (reusable)', '1'],
          ['Ligating clips', '6'],
          ['Vicryl 2-0', '2'],
          ['Specimen bag', '1'],
          ['Surgeon fee', 'Rs. 25,000'],
          ['Anaesthetist fee', 'Rs. 8,000'],
        ],
        total: ['Package', 'Rs. 85,000'],
        pill: 'Charges posted to IP bill',
      },
    },
  ],

  'ward-bed-management': [
    {
      type: 'floor',
      title: 'Ward Occupancy',
      actions: ['Allocate Bed'],
      areas: ['General Ward 2', 'Surgical Ward', 'Cabins', 'ICU'],
      count: 18,
      labels: Array.from({ length: 18 }, (_, i) => `B-${pad(i + 1)}`),
      statuses: [
        ['Occupied', 12],
        ['Vacant', 2],
        ['Reserved', 1],
        ['Cleaning', 2],
        ['Blocked', 1],
      ],
      states: 'OOOVCOOOOOCROOBOVO'
        .split('')
        .map((c) => ({ O: 'Occupied', V: 'Vacant', C: 'Cleaning', R: 'Reserved', B: 'Blocked' })[c]),
      busy: ['Occupied', 'Reserved'],
      l2: 'name',
      l3: 'pick:Day 2 · Dr. Anil Shrestha|Day 5 · Dr. Sunita Karki|Day 1 · Dr. Rabin Koirala|Day 3 · Dr. Bishal Thapa',
      idle: { Vacant: 'Ready for admission', Cleaning: 'Requested 13:40', Blocked: 'Oxygen line repair' },
    },
    T(
      'Bed Transfers',
      [
        ['Time', 'time:7', 0.7],
        ['Patient', '*name', 1.4],
        ['IP No.', 'id:IP-2083-0:1810', 1.2],
        [
          'From',
          'seq:Emergency / E-3|ICU / 2|Ward 2 / B-11|Emergency / E-1|Surgical / S-4|Ward 3 / B-12|Cabin 205|Emergency / E-2|ICU / 4|Ward 2 / B-02',
        ],
        [
          'To',
          'seq:ICU / 5|Ward 2 / B-07|Cabin 204|Surgical / S-9|Ward 2 / B-03|ICU / 4|Ward 2 / B-11|Maternity / M-6|Surgical / S-4|Cabin 201',
        ],
        [
          'Bed Rate',
          'seq:Rs. 9,000/day|Rs. 1,500/day|Rs. 4,500/day|Rs. 1,500/day|Rs. 1,500/day|Rs. 9,000/day|Rs. 1,500/day|Rs. 2,000/day|Rs. 1,500/day|Rs. 4,500/day',
        ],
        [
          'Reason',
          'seq:Needs ICU care|Stable, step down|Patient request|Post-operative|Stable, step down|Needs ICU care|Patient request|Admitted for delivery|Stable, step down|Patient request',
          1.3,
        ],
        [
          'Status',
          'sseq:Completed|Completed|Completed|Completed|Completed|Completed|Completed|Pending|Pending|Pending',
        ],
      ],
      { filters: ['Today ▾', 'All wards ▾'], total: '17', actions: ['+ Transfer'] },
    ),
    {
      type: 'dash',
      title: 'Bed Occupancy Trends',
      kpis: [
        ['Total beds', '168'],
        ['Occupied', '142', '+6'],
        ['Occupancy', '84.5%', '+3.6 pts'],
        ['Average stay', '4.2 days', '-0.3 days', 'green'],
      ],
      chart: { kind: 'line', title: 'Occupancy by month (%)', unit: '%', series: [['Occupancy', 62, 88]] },
      side: {
        kind: 'bars',
        title: 'Occupancy by ward',
        items: [
          ['ICU', 92, '92%'],
          ['Surgical Ward', 88, '88%'],
          ['General Ward', 85, '85%'],
          ['Cabins', 76, '76%'],
          ['Maternity', 70, '70%'],
        ],
      },
    },
  ],

  'nursing-station': [
    T(
      'Medication Due',
      [
        ['Due', '*seq:12:00|12:00|12:00|12:30|13:00|13:00|14:00|14:00|14:00|15:00'],
        ['Bed', 'seq:B-07|B-12|B-18|B-05|B-02|B-09|B-07|B-14|B-18|B-11', 0.6],
        ['Patient', 'name', 1.4],
        [
          'Medicine',
          'seq:Ceftriaxone 1 g|Ceftriaxone 1 g|Insulin (sliding scale)|Pantoprazole 40 mg|Paracetamol 1 g|Metronidazole 500 mg|Enoxaparin 40 mg|Amlodipine 5 mg|Metformin 500 mg|Ondansetron 4 mg',
          1.8,
        ],
        ['Route', 'seq:IV|IV|SC|IV|IV|IV|SC|Oral|Oral|IV'],
        ['Ordered by', 'doctor', 1.4],
        ['Status', 'sseq:Given|Overdue|Given|Given|Hold|Due|Due|Due|Due|Due'],
      ],
      { filters: ['General Ward 2 ▾', 'Next 4 hours ▾'], total: '46', actions: ['Scan Wristband'] },
    ),
    {
      type: 'dash',
      title: 'Vitals Chart',
      kpis: [
        ['Patients in ward', '28'],
        ['Doses due in the next hour', '17'],
        ['Overdue doses', '3', '+1', 'red'],
        ['Early warning alerts', '2', '+1', 'amber'],
      ],
      chart: {
        kind: 'line',
        title: 'Bed B-07 · pulse and systolic BP, last 72 hours',
        x: ['D1 06', 'D1 14', 'D1 22', 'D2 06', 'D2 14', 'D2 22', 'D3 06', 'D3 14'],
        series: [
          ['Pulse', 78, 112],
          ['Systolic BP', 104, 138],
        ],
        flat: true,
      },
      side: {
        kind: 'list',
        title: 'Alerts',
        items: [
          ['B-07 · Kamala Tamang', 'SpO2 91 % at 14:00', 'Critical'],
          ['B-12 · Suresh Magar', 'Ceftriaxone 12:00 not given', 'Overdue'],
          ['B-18 · Laxmi Shahi', 'Blood sugar 286 mg/dL', 'High'],
          ['B-05 · Dinesh Pandey', 'Fluid balance +1.4 L', 'Review'],
        ],
      },
    },
    {
      type: 'form',
      title: 'Shift Handover',
      actions: ['Hand Over'],
      sections: [
        [
          'Shift',
          [
            ['Ward', '▾ General Ward 2'],
            ['Handover from', 'Sarita Bhandari (Morning)'],
            ['Handover to', '▾ Nirmala Ghimire (Evening)'],
            ['Time', '14:00'],
          ],
        ],
        [
          'Situation and Background',
          [
            ['Patients', '28 in ward · 2 admissions · 3 discharges'],
            ['Critical patient', 'B-07 Kamala Tamang, SpO2 falling; doctor informed'],
            [
              'Pending tasks',
              'B-12 antibiotic due 16:00; B-18 repeat sugar at 18:00; two discharge summaries awaiting signature',
              'area',
            ],
          ],
        ],
      ],
      side: {
        title: 'Ward at a Glance',
        items: [
          ['Occupied beds', '26 / 30'],
          ['High-risk (NEWS ≥ 5)', '2', 'red'],
          ['Fall risk', '4', 'amber'],
          ['Isolation', '1'],
          ['Pending lab results', '6'],
        ],
        pill: 'Incident report: none',
        note: 'Both nurses sign the handover; the record is kept with the ward log.',
      },
    },
  ],

  'medical-records': [
    {
      type: 'timeline',
      title: 'Patient Health Record',
      tabs: ['Timeline', 'Problems', 'Medications', 'Results', 'Documents'],
      patient: [
        'Anita Gurung',
        'PT-2080-05521 · 44 Y / F',
        [
          ['Blood group', 'A+'],
          ['Chronic conditions', 'Type 2 diabetes'],
          ['Primary doctor', 'Dr. Anil Shrestha'],
          ['Last visit', '2083-08-02'],
        ],
        'Allergy: Penicillin',
      ],
      events: [
        ['2083-08-02', 'OPD · General Medicine', 'HbA1c 7.4 %; metformin increased to 1 g twice daily', 'Completed'],
        ['2083-07-15', 'Laboratory', 'HbA1c, lipid profile, urine microalbumin', 'Reported'],
        ['2083-05-28', 'OPD · Ophthalmology', 'Diabetic eye screening: no retinopathy', 'Normal'],
        ['2083-03-09', 'Scanned document', 'Discharge summary from referral hospital (PDF, 2 pages)', 'Shared'],
        ['2082-12-20', 'OPD · Dermatology', 'Fungal skin infection; topical clotrimazole', 'Completed'],
        ['2082-10-04', 'Vaccination', 'Influenza vaccine, left deltoid', 'Given'],
      ],
    },
    {
      type: 'form',
      title: 'Clinical Note',
      actions: ['Sign Note'],
      secondary: 'Use Template',
      sections: [
        [
          'Encounter',
          [
            ['Patient', 'Anita Gurung · PT-2080-05521'],
            ['Doctor', 'Dr. Anil Shrestha'],
            ['Visit date (BS)', '2083-08-02'],
          ],
        ],
        [
          'SOAP Note',
          [
            ['Subjective', 'Increased thirst for one month; no chest pain; taking medicines regularly.', 'area'],
            ['Assessment', 'E11.9 Type 2 diabetes without complications'],
            ['Plan', 'Metformin 1 g twice daily'],
            ['Next review', '▾ 3 months'],
          ],
        ],
      ],
    },
    T(
      'Document Archive',
      [
        [
          'Document',
          '*pick:Discharge summary|USG abdomen report|Referral letter|Consent form|Insurance claim form|Old prescription|ECG tracing',
          1.6,
        ],
        ['Patient', 'name', 1.4],
        ['Patient ID', 'id:PT-2081-:6610'],
        ['Type', 'pick:PDF|Image|Scan'],
        ['Uploaded', 'date'],
        ['By', 'pick:Records desk|Gita Adhikari|Ward 2|OPD Room 3'],
        ['Access', 'status:Shared|Restricted|Shared'],
      ],
      { filters: ['All document types ▾', 'Mangsir 2083'], total: '8,942', actions: ['+ Upload'] },
    ),
    T(
      'Record Access Log',
      [
        ['Time', 'time:8'],
        ['User', '*name', 1.3],
        ['Role', 'seq:Doctor|Nurse|Insurance desk|Records officer|Doctor|Billing|Nurse|Records officer|Doctor|Billing'],
        ['Patient', 'name', 1.3],
        [
          'Action',
          'seq:Viewed timeline|Added nursing note|Printed discharge summary|Released copy to patient|Edited clinical note|Viewed diagnosis|Viewed medication chart|Scanned document|Viewed lab results|Opened clinical notes',
          1.5,
        ],
        [
          'Reason',
          'seq:Treatment|Treatment|Claim processing|Patient request|Treatment|Claim processing|Treatment|Filing|Treatment|No reason given',
        ],
        ['Result', 'sseq:Approved|Approved|Approved|Approved|Approved|Approved|Approved|Approved|Approved|Blocked'],
      ],
      { filters: ['Today ▾', 'All roles ▾'], total: '1,206' },
    ),
  ],

  'insurance-claims': [
    T(
      'Claim Tracker',
      [
        ['Claim No.', '*text:'],
        ['Patient', 'text:', 1.4],
        ['Scheme', 'text:', 1.1],
        ['Service', 'text:', 0.9],
        ['Claimed', 'amt'],
        ['Approved', 'amt'],
        ['Submitted', 'text:'],
        ['Status', 'status'],
      ],
      {
        filters: ['All schemes ▾', 'Mangsir 2083'],
        total: '342',
        actions: ['+ New Claim'],
        data: [
          ['CLM-2083-0951', 'Kamala Tamang', 'HIB', 'IPD', 48250, 45800, '2083-08-05', 'Approved'],
          ['CLM-2083-0952', 'Sita Sharma', 'HIB', 'OPD', 3450, 3450, '2083-08-05', 'Settled'],
          ['CLM-2083-0953', 'Anita Gurung', 'SSF', 'Surgery', 85000, null, '2083-08-04', 'Submitted'],
          ['CLM-2083-0954', 'Nabin Chaudhary', 'HIB', 'Pharmacy', 2180, null, '2083-08-04', 'Query'],
          ['CLM-2083-0955', 'Manisha Basnet', 'Private insurer', 'IPD', 62400, 58900, '2083-08-04', 'Approved'],
          ['CLM-2083-0956', 'Prakash Rai', 'HIB', 'Lab', 1850, 0, '2083-08-03', 'Rejected'],
          ['CLM-2083-0957', 'Hari Prasad Poudel', 'HIB', 'IPD', 27600, null, '2083-08-03', 'Submitted'],
          ['CLM-2083-0958', 'Bishnu Neupane', 'SSF', 'OPD', 1200, 1200, '2083-08-03', 'Settled'],
          ['CLM-2083-0959', 'Gita Adhikari', 'HIB', 'Radiology', 2400, null, '2083-08-02', 'Submitted'],
          ['CLM-2083-0960', 'Puja Lama', 'HIB', 'OPD', 950, 950, '2083-08-02', 'Settled'],
        ].map((row) => row.map((v, i) => (i === 4 || i === 5 ? (v === null ? '—' : npr(v)) : v))),
      },
    ),
    {
      type: 'form',
      title: 'Eligibility Check',
      actions: ['Verify'],
      sections: [
        [
          'Member',
          [
            ['Scheme', '▾ Health Insurance Board'],
            ['Insurance ID', 'HIB-7012-33918'],
            ['Patient', 'Sita Sharma'],
            ['Relation to head', 'Wife'],
          ],
        ],
        [
          'Visit',
          [
            ['Visit type', '▾ OPD'],
            ['Referral slip', '☐ Not required (first service point)'],
            ['Diagnosis', 'I10 Essential hypertension'],
            ['Estimated bill', 'Rs. 2,850'],
          ],
        ],
      ],
      side: {
        title: 'Eligibility Result',
        items: [
          ['Membership', 'Active', 'green'],
          ['Valid until', '2084-03-31'],
          ['Family members', '5'],
          ['Balance remaining', 'Rs. 71,450'],
          ['Co-payment', '10%'],
        ],
        total: ['Patient pays', 'Rs. 285'],
        pill: 'Eligible',
      },
    },
    {
      type: 'dash',
      title: 'Claims Summary',
      kpis: [
        ['Claims this month', '342', '+14%'],
        ['Amount claimed', 'Rs. 18,42,600', '+11%'],
        ['Approval rate', '93.6%', '+2.1 pts'],
        ['Awaiting payment', 'Rs. 6,12,300', '+4%', 'amber'],
      ],
      chart: {
        kind: 'bar',
        title: 'Claimed vs settled (Rs.)',
        series: [
          ['Claimed', 1200000, 1900000],
          ['Settled', 900000, 1700000],
        ],
      },
      side: {
        kind: 'donut',
        title: 'By scheme',
        items: [
          ['HIB', 248],
          ['SSF', 61],
          ['Private insurers', 33],
        ],
      },
      bottom: {
        title: 'Rejections to follow up',
        cols: [
          ['Claim No.', 'id:CLM-2083-:0877'],
          ['Patient', 'name'],
          ['Reason', 'pick:Missing referral slip|Service not in package|Duplicate claim'],
          ['Amount', 'amt:900:18000'],
          ['Status', 'status:Query|Rejected|Query'],
        ],
      },
    },
    T(
      'Claim Submission Batch',
      [
        ['Batch', '*id:HIB-B-2083-:041'],
        [
          'Period',
          'seq:08-04 to 08-06|08-01 to 08-03|07-28 to 07-30|07-25 to 07-27|07-22 to 07-24|07-19 to 07-21|07-16 to 07-18|07-13 to 07-15|07-10 to 07-12|07-07 to 07-09',
        ],
        ['Claims', 'num:18:64'],
        ['Amount', 'amt:60000:420000'],
        ['Documents', 'seq:3 missing|Complete|Complete|Complete|Complete|Complete|Complete|Complete|Complete|Complete'],
        ['Submitted By', 'name', 1.3],
        ['Status', 'sseq:Draft|Submitted|Submitted|Approved|Approved|Settled|Settled|Settled|Settled|Settled'],
      ],
      { total: '41', actions: ['Create Batch'] },
    ),
  ],

  radiology: [
    {
      type: 'board',
      title: 'Radiology Worklist',
      actions: ['+ Walk-in Study'],
      cols: [
        ['Scheduled', 5, 'slate', 'Scheduled'],
        ['In Progress', 2, 'blue', 'In Progress'],
        ['Awaiting Report', 4, 'amber', 'Awaiting Report'],
        ['Reported', 5, 'green', 'Reported'],
      ],
      card: {
        top: 'id:RAD-:2231',
        main: 'name',
        sub: 'pick:X-Ray Chest PA|USG Abdomen & Pelvis|CT Head (Plain)|X-Ray Knee AP/Lat|USG Obstetric|MRI Lumbar Spine',
        right: 'time',
      },
    },
    {
      type: 'form',
      title: 'USG Report Entry',
      actions: ['Finalise & Sign'],
      secondary: 'Load Template',
      sections: [
        [
          'Study',
          [
            ['Patient', 'Gita Adhikari · 36 Y / F'],
            ['Study', 'USG Abdomen & Pelvis'],
            ['Referred by', 'Dr. Sunita Karki'],
            ['Accession no.', 'RAD-2083-02236'],
          ],
        ],
        [
          'Findings',
          [
            ['Liver', 'Normal size (13.2 cm) and echotexture; no focal lesion'],
            ['Gall bladder', 'Single calculus 8 mm; wall normal'],
            ['Kidneys', 'Both normal; no calculus or hydronephrosis'],
            ['Impression', 'Cholelithiasis. Rest of abdomen and pelvis normal.'],
          ],
        ],
      ],
      side: {
        title: 'Report Status',
        items: [
          ['Technician', 'Sujan Dangol'],
          ['Radiologist', 'Dr. Kabita Pradhan'],
          ['Images', '14 (PACS)'],
          ['Report TAT', '38 min'],
        ],
        pill: 'Draft',
        note: 'The signed report goes to the patient portal and the referring doctor.',
      },
    },
    T(
      'Study Register',
      [
        ['Accession', '*id:RAD-:2201'],
        ['Date', 'date'],
        ['Patient', 'name', 1.4],
        [
          'Study',
          'seq:USG Obstetric|X-Ray Chest PA|CT Head (Plain)|USG Abdomen|X-Ray Knee AP/Lat|MRI Lumbar Spine|X-Ray Chest PA|USG Abdomen|CT Abdomen (Contrast)|X-Ray Wrist',
          1.5,
        ],
        ['Modality', 'seq:US|CR|CT|US|CR|MR|CR|US|CT|CR', 0.7],
        [
          'Radiologist',
          'seq:Dr. Kabita Pradhan|Dr. Kabita Pradhan|Dr. Ashok Bhattarai|Dr. Kabita Pradhan|Dr. Ashok Bhattarai|Dr. Ashok Bhattarai|Dr. Kabita Pradhan|Dr. Kabita Pradhan|Dr. Ashok Bhattarai|Dr. Kabita Pradhan',
          1.4,
        ],
        [
          'Charge',
          'seq:Rs. 1,500|Rs. 800|Rs. 4,500|Rs. 1,800|Rs. 1,000|Rs. 12,000|Rs. 800|Rs. 1,800|Rs. 9,500|Rs. 800',
          0.9,
        ],
        [
          'Status',
          'sseq:Scheduled|Awaiting Report|Awaiting Report|Reported|Reported|Reported|Reported|Reported|Reported|Reported',
          1.4,
        ],
      ],
      { filters: ['All modalities ▾', '2083-08-01 – 2083-08-06'], total: '684' },
    ),
  ],

  'e-prescription': [
    {
      type: 'form',
      title: 'Write Prescription',
      actions: ['Sign & Send'],
      secondary: 'Favourite Sets',
      sections: [
        [
          'Patient',
          [
            ['Patient', 'Prakash Rai · 29 Y / M'],
            ['Diagnosis', 'J02.9 Acute pharyngitis'],
            ['Allergies', ['No known allergy']],
          ],
        ],
        [
          'Medicines',
          {
            cols: ['Medicine', 'Dose', 'Frequency', 'Duration', 'Instructions'],
            kinds: ['*text:', 'text:', 'text:', 'text:', 'text:'],
            weights: [1.5, 0.6, 0.9, 0.7, 1.4],
            rows: [
              ['Azithromycin 500 mg', '1 tab', '1-0-0', '3 days', 'After food'],
              ['Paracetamol 500 mg', '1 tab', '1-1-1', '3 days', 'When fever > 100 °F'],
              ['Chlorhexidine mouthwash', '10 ml', '1-0-1', '5 days', 'Gargle, do not swallow'],
            ],
          },
        ],
        [
          'Advice',
          [
            ['Advice', 'Warm saline gargles, plenty of fluids'],
            ['Follow-up', '▾ After 5 days if not better'],
            ['Send to', '▾ In-house pharmacy + SMS'],
          ],
        ],
      ],
    },
    {
      type: 'doc',
      title: 'Printed Prescription',
      actions: ['Print'],
      secondary: 'Send SMS Link',
      org: 'Sarathi Demo Polyclinic',
      orgSub: 'Baneshwor, Kathmandu · Phone 01-5550188',
      docTitle: 'PRESCRIPTION',
      info: [
        ['Patient', 'Prakash Rai, 29 Y / M'],
        ['Date (BS)', '2083-08-06'],
        ['Patient ID', 'PT-2083-10466'],
        ['Diagnosis', 'Acute pharyngitis'],
      ],
      cols: [
        ['Rx', 'text:', 0.4],
        ['Medicine', '*text:', 2],
        ['Dose', 'text:', 0.8],
        ['When', 'text:', 1.3],
        ['Days', 'text:', 0.6],
      ],
      rows: [
        ['1', 'Azithromycin 500 mg', '1 tab', 'Morning, after food', '3'],
        ['2', 'Paracetamol 500 mg', '1 tab', 'If fever above 100 °F', '3'],
        ['3', 'Chlorhexidine mouthwash', '10 ml', 'Morning and night', '5'],
      ],
      blocks: [
        [
          'Advice',
          'Warm saline gargles three times a day. Drink plenty of fluids. Return after 5 days if the fever continues.',
        ],
      ],
      signs: ['Next visit: 2083-08-11 if needed', 'Dr. Sandeep Rana · NMC 14523'],
    },
    T(
      'Prescription Templates',
      [
        ['Template', '*text:', 1.7],
        ['Medicines', 'num'],
        ['Speciality', 'text:', 1.2],
        ['Owner', 'text:', 1.3],
        ['Used This Month', 'num'],
        ['Updated', 'text:'],
        ['Visibility', 'status'],
      ],
      {
        total: '54',
        actions: ['+ New Template'],
        data: [
          ['Acute gastritis', '3', 'General Medicine', 'Dr. Anil Shrestha', '64', '2083-07-28', 'Shared'],
          ['Viral fever (adult)', '2', 'General Medicine', 'Dr. Anil Shrestha', '58', '2083-08-02', 'Shared'],
          ['Acute pharyngitis', '3', 'General Medicine', 'Dr. Sandeep Rana', '38', '2083-08-06', 'Personal'],
          ['Type 2 diabetes review', '3', 'General Medicine', 'Dr. Anil Shrestha', '47', '2083-07-09', 'Shared'],
          ['Hypertension, new case', '2', 'General Medicine', 'Dr. Sandeep Rana', '21', '2083-06-14', 'Personal'],
          ['Urinary tract infection', '3', 'Gynaecology', 'Dr. Sunita Karki', '33', '2083-07-30', 'Shared'],
          ['Childhood diarrhoea (ORS + zinc)', '2', 'Paediatrics', 'Dr. Rabin Koirala', '41', '2083-07-19', 'Shared'],
          ['Allergic rhinitis', '3', 'Paediatrics', 'Dr. Rabin Koirala', '29', '2083-05-22', 'Shared'],
          ['Fungal skin infection', '2', 'Dermatology', 'Dr. Pooja Acharya', '26', '2083-07-12', 'Shared'],
          ['Acne vulgaris', '3', 'Dermatology', 'Dr. Pooja Acharya', '19', '2083-06-30', 'Personal'],
        ],
      },
    ),
  ],

  'patient-portal': [
    {
      type: 'dash',
      title: 'Portal Usage',
      product: 'clinic',
      kpis: [
        ['Registered patients', '6,482', '+312 this month'],
        ['Reports downloaded', '1,940', '+18%'],
        ['Online payments', 'Rs. 4,12,600', '+22%'],
        ['Self-booked visits', '388', '+9%'],
      ],
      chart: {
        kind: 'line',
        title: 'Monthly active portal users',
        series: [
          ['Web', 800, 2200],
          ['Mobile app', 500, 2600],
        ],
      },
      side: {
        kind: 'bars',
        title: 'What patients do',
        items: [
          ['Download reports', 1940],
          ['Book appointments', 388],
          ['Pay bills', 362],
          ['Request refills', 141],
        ],
      },
    },
    T(
      'Shared Reports',
      [
        ['Patient', '*name', 1.4],
        ['Report', 'pick:CBC|Lipid Profile|USG Abdomen|HbA1c|Thyroid Profile|X-Ray Chest PA', 1.3],
        ['Shared', 'date'],
        ['Channel', 'pick:Portal + SMS link|App notification|Portal + e-mail'],
        [
          'First Opened',
          'seq:10 min later|Not yet|2 hours later|Same day|35 min later|Not yet|Next day|1 hour later|Same day|Not yet',
        ],
        ['Downloads', 'seq:2|0|1|3|1|0|2|1|4|0'],
        ['Status', 'sseq:Opened|Sent|Opened|Opened|Opened|Sent|Opened|Opened|Opened|Sent'],
      ],
      { filters: ['Last 7 days ▾', 'All report types ▾'], total: '1,126', product: 'lab' },
    ),
    {
      type: 'form',
      title: 'Online Booking Page',
      actions: ['Publish Changes'],
      product: 'clinic',
      sections: [
        [
          'Booking Page',
          [
            ['Page address', 'book.sarathierp.com.np/baneshwor-clinic'],
            ['Languages', ['English', 'Nepali']],
            ['Doctors shown', '▾ 6 of 8 doctors'],
            ['Advance payment', '▾ Optional (eSewa, Khalti, Fonepay)'],
          ],
        ],
        [
          'Rules',
          [
            ['Slots open', '▾ 14 days ahead'],
            ['Same-day cut-off', '2 hours before slot'],
            ['Cancellation', '▾ Up to 4 hours before'],
            ['Confirmation SMS', '☑ Send automatically'],
          ],
        ],
      ],
      side: {
        title: 'This Week',
        items: [
          ['Page visits', '2,184'],
          ['Bookings made', '96'],
          ['Paid in advance', '41'],
          ['Cancelled', '7'],
          ['Top doctor', 'Dr. Pooja Acharya'],
        ],
        pill: 'Published',
      },
    },
  ],

  telemedicine: [
    {
      type: 'video',
      title: 'Video Consultation',
      actions: ['End & Save Notes'],
      remote: 'Laxmi Shahi · Dadeldhura',
      timer: 'Live · 12:48',
      files: [
        ['CBC report 2083-08-04 (PDF)', 'shared by patient'],
        ['Photo of skin rash (JPG)', 'shared by patient'],
      ],
      side: {
        title: 'Consultation',
        items: [
          ['Patient', 'Laxmi Shahi, 47 Y / F'],
          ['Doctor', 'Dr. Pooja Acharya'],
          ['Booked', '2083-08-06 · 11:30'],
          ['Fee', 'Rs. 600 (paid by Khalti)'],
          ['Complaint', 'Itchy rash for 10 days'],
        ],
        pill: 'Connection good',
        note: 'Notes and the e-prescription are added to the patient record and sent to the patient by SMS.',
        button: 'Write e-Prescription',
      },
    },
    T(
      'Tele-consult Schedule',
      [
        ['Time', '*time:10'],
        ['Patient', 'name', 1.4],
        ['District', 'pick:Dadeldhura|Jumla|Ilam|Gorkha|Dolakha|Syangja|Bajhang'],
        ['Doctor', 'doctor', 1.4],
        ['Fee', 'pick:Rs. 500|Rs. 600|Rs. 800'],
        ['Payment', 'pick:eSewa|Khalti|Fonepay'],
        [
          'Status',
          'sseq:Completed|Completed|Missed|Completed|In Progress|Scheduled|Scheduled|Scheduled|Scheduled|Scheduled',
        ],
      ],
      { filters: ['Today ▾', 'All doctors ▾'], total: '24', actions: ['+ Book Tele-consult'] },
    ),
  ],

  'sample-collection': [
    {
      type: 'board',
      title: 'Collection Queue',
      actions: ['Print Barcode Labels'],
      cols: [
        ['Waiting', 5, 'amber', 'Waiting'],
        ['Collecting', 2, 'blue', 'In Progress'],
        ['Collected', 5, 'green', 'Collected'],
        ['Home Collection', 3, 'slate', 'Scheduled'],
      ],
      card: {
        top: 'id:S-2083-:18231',
        main: 'name',
        sub: 'pick:CBC, ESR|Lipid Profile, HbA1c|LFT, RFT|Urine R/E|TSH, FT4|Blood Sugar (F), PP',
        right: 'time:7',
      },
    },
    {
      type: 'form',
      title: 'Home Collection Booking',
      actions: ['Assign Phlebotomist'],
      sections: [
        [
          'Patient',
          [
            ['Patient', 'Nirmala Ghimire · 66 Y / F'],
            ['Mobile', '9845123987'],
            ['Address', 'Bharatpur-10, near Narayani bridge'],
            ['Landmark', 'Blue gate, second house'],
          ],
        ],
        [
          'Collection',
          [
            ['Tests', ['Lipid Profile', 'HbA1c', 'RFT']],
            ['Fasting required', '☑ 10–12 hours'],
            ['Date (BS)', '2083-08-07'],
            ['Time window', '▾ 07:00 – 08:00'],
            ['Phlebotomist', '▾ Santosh KC'],
            ['Payment', '▾ Pay on collection (Fonepay)'],
          ],
        ],
      ],
      side: {
        title: 'Estimate',
        items: [
          ['Lipid Profile', 'Rs. 1,200'],
          ['HbA1c', 'Rs. 1,100'],
          ['Renal Function Test', 'Rs. 1,000'],
          ['Home collection charge', 'Rs. 200'],
          ['Senior citizen discount', '- Rs. 330'],
        ],
        total: ['Total', 'Rs. 3,170'],
        pill: 'SMS confirmation queued',
      },
    },
    T(
      'Sample Tracking',
      [
        ['Sample ID', '*id:S-2083-:18190'],
        ['Patient', 'name', 1.4],
        [
          'Container',
          'seq:EDTA (purple)|Plain (red)|Urine container|Fluoride (grey)|Citrate (blue)|Plain (red)|EDTA (purple)|Plain (red)|Urine container|EDTA (purple)',
        ],
        ['Collected', 'time:7'],
        [
          'Section',
          'seq:Haematology|Biochemistry|Clinical Pathology|Biochemistry|Haematology|Immunology|Haematology|Biochemistry|Clinical Pathology|Haematology',
        ],
        ['Received in Lab', 'time:7'],
        [
          'Status',
          'sseq:Received|Received|Received|Rejected|Received|Received|Received|In Transit|In Transit|In Transit',
        ],
      ],
      { filters: ['Today ▾', 'All sections ▾'], total: '318', actions: ['Receive Samples'] },
    ),
    {
      type: 'dash',
      title: 'Collection TAT',
      kpis: [
        ['Samples today', '318', '+7%'],
        ['Home collections', '42', '+12%'],
        ['Collection to lab', '22 min', '-6 min', 'green'],
        ['Rejected samples', '1.2%', '-0.4 pts', 'green'],
      ],
      chart: {
        kind: 'bar',
        title: 'Samples by hour',
        x: ['07', '08', '09', '10', '11', '12', '13', '14', '15', '16'],
        series: [['Samples', 8, 60]],
        flat: true,
      },
      side: {
        kind: 'donut',
        title: 'Rejection reasons (month)',
        items: [
          ['Haemolysed', 14],
          ['Clotted', 9],
          ['Insufficient', 6],
          ['Wrong container', 3],
        ],
      },
    },
  ],

  'lab-test-management': [
    T(
      'Test Master',
      [
        ['Code', '*id:T-:1001', 0.7],
        ['Test', '*text:', 1.6],
        ['Section', 'text:', 1.2],
        ['Sample', 'text:'],
        ['Method', 'text:', 1.1],
        ['TAT', 'text:', 0.8],
        ['Price', 'amt', 0.8],
        ['Status', 'status', 0.8],
      ],
      {
        filters: ['All sections ▾'],
        total: '412',
        actions: ['+ New Test'],
        data: [
          ['CBC', 'Haematology', 'EDTA blood', 'Automated', '2 hours', 'Rs. 450', 'Active'],
          ['Lipid Profile', 'Biochemistry', 'Serum', 'Automated', '4 hours', 'Rs. 1,200', 'Active'],
          ['HbA1c', 'Biochemistry', 'EDTA blood', 'HPLC', '4 hours', 'Rs. 1,100', 'Active'],
          ['Liver Function Test', 'Biochemistry', 'Serum', 'Automated', '4 hours', 'Rs. 1,150', 'Active'],
          ['Renal Function Test', 'Biochemistry', 'Serum', 'Automated', '4 hours', 'Rs. 1,000', 'Active'],
          ['TSH', 'Immunology', 'Serum', 'CLIA', 'Same day', 'Rs. 650', 'Active'],
          ['Urine R/E', 'Clinical Pathology', 'Urine', 'Manual', '2 hours', 'Rs. 200', 'Active'],
          ['Widal Test', 'Serology', 'Serum', 'Slide agglutination', '2 hours', 'Rs. 300', 'Active'],
          ['Dengue NS1 Antigen', 'Serology', 'Serum', 'Rapid card', '2 hours', 'Rs. 1,000', 'Active'],
          ['Stool R/E', 'Clinical Pathology', 'Stool', 'Manual', '2 hours', 'Rs. 200', 'Inactive'],
        ].map((row, i) => [`T-${1001 + i}`, ...row]),
      },
    ),
    {
      type: 'board',
      title: 'Section Worklist',
      actions: ['Load Analyser Results'],
      cols: [
        ['Received', 4, 'slate', 'Received'],
        ['Processing', 4, 'blue', 'Processing'],
        ['Result Entered', 3, 'amber', 'Review'],
        ['Verified', 4, 'green', 'Verified'],
      ],
      totals: [38, 26, 14, 412],
      card: { top: 'id:S-2083-:18205', main: 'test', sub: 'name', right: 'time:8' },
    },
    {
      type: 'form',
      title: 'Result Entry',
      actions: ['Submit for Verification'],
      sections: [
        [
          'Sample',
          [
            ['Sample ID', 'S-2083-18211'],
            ['Patient', 'Bishnu Neupane · 52 Y / M'],
            ['Referred by', 'Dr. Anil Shrestha'],
          ],
        ],
        [
          'Lipid Profile',
          {
            cols: ['Parameter', 'Result', 'Unit', 'Reference range', 'Flag'],
            kinds: ['*text:', '*text:', 'text:', 'text:', 'status'],
            weights: [1.5, 0.8, 0.8, 1.2, 0.8],
            rows: [
              ['Total cholesterol', '242', 'mg/dL', '< 200', 'High'],
              ['Triglycerides', '188', 'mg/dL', '< 150', 'High'],
              ['HDL cholesterol', '38', 'mg/dL', '> 40', 'Low'],
              ['LDL cholesterol (calculated)', '166', 'mg/dL', '< 130', 'High'],
              ['VLDL', '38', 'mg/dL', '< 30', 'High'],
            ],
          },
        ],
        [
          'Remarks',
          [
            [
              'Technologist remarks',
              'Sample slightly lipaemic; repeat after 12-hour fast if clinically indicated.',
              'wide',
            ],
          ],
        ],
      ],
    },
    {
      type: 'dash',
      title: 'TAT Dashboard',
      kpis: [
        ['Tests today', '1,284', '+9%'],
        ['Within target TAT', '94.1%', '+1.6 pts'],
        ['Pending', '86', '-12', 'green'],
        ['Critical values', '4', '+1', 'amber'],
      ],
      chart: {
        kind: 'bar',
        title: 'Average TAT by section (minutes)',
        x: ['Haematology', 'Biochemistry', 'Immunology', 'Clin. Pathology', 'Serology'],
        series: [
          ['Today', [38, 96, 142, 35, 58]],
          ['Target', [60, 120, 180, 60, 90]],
        ],
      },
      side: {
        kind: 'bars',
        title: 'Workload by technologist',
        items: [
          ['Puja Lama', 212],
          ['Sujan Dangol', 188],
          ['Asmita Joshi', 164],
          ['Ramesh Tharu', 139],
        ],
      },
    },
    {
      type: 'dash',
      title: 'Quality Control',
      kpis: [
        ['QC runs today', '18'],
        ['Passed', '17', '+1'],
        ['Westgard violations', '1', '+1', 'amber'],
        ['Analysers calibrated', '6 / 6'],
      ],
      chart: {
        kind: 'line',
        title: 'Glucose control level 1 · Levey–Jennings (mg/dL)',
        x: ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'],
        series: [['Observed', [99.2, 101.5, 98.1, 102.8, 100.4, 97.6, 103.1, 99.9, 101.2, 96.8, 100.6, 98.9]]],
        floor: 88,
        band: [96, 104],
      },
      side: {
        kind: 'list',
        title: 'QC events',
        items: [
          ['Biochemistry · Creatinine L2', '1-3s rule violated at 08:40', 'Rejected'],
          ['Biochemistry · Creatinine L2', 'Re-run after calibration 09:15', 'Passed'],
          ['Haematology · 3-level control', 'All levels within 2 SD', 'Passed'],
          ['Immunoassay · TSH L1', 'Within range', 'Passed'],
        ],
      },
    },
  ],

  'result-reporting': [
    {
      type: 'doc',
      title: 'Lab Report',
      actions: ['Print'],
      secondary: 'Send to Portal',
      org: 'Sarathi Demo Diagnostic Lab',
      orgSub: 'Bharatpur-10, Chitwan · Phone 056-555210',
      docTitle: 'LABORATORY REPORT',
      info: [
        ['Patient', 'Bishnu Neupane, 52 Y / M'],
        ['Sample ID', 'S-2083-18211'],
        ['Referred by', 'Dr. Anil Shrestha'],
        ['Collected', '2083-08-06 07:42'],
        ['Reported', '2083-08-06 10:15'],
        ['Sample', 'Serum (fasting)'],
      ],
      cols: [
        ['Test', '*text:', 1.8],
        ['Result', '*text:', 0.8],
        ['Unit', 'text:', 0.7],
        ['Reference range', 'text:', 1.1],
        ['Previous', 'text:', 0.9],
      ],
      rows: [
        ['Total cholesterol', '242 H', 'mg/dL', '< 200', '231'],
        ['Triglycerides', '188 H', 'mg/dL', '< 150', '205'],
        ['HDL cholesterol', '38 L', 'mg/dL', '> 40', '36'],
        ['LDL cholesterol', '166 H', 'mg/dL', '< 130', '154'],
        ['Blood sugar (fasting)', '118 H', 'mg/dL', '70 – 100', '126'],
        ['HbA1c', '6.4', '%', '< 5.7 normal', '6.6'],
      ],
      note: 'H = above reference range, L = below. Interpret with clinical findings.',
      signs: ['Lab technologist: Puja Lama', 'Pathologist: Dr. Meena Joshi'],
    },
    T(
      'Pending Verification',
      [
        ['Sample ID', '*id:S-2083-:18214'],
        ['Patient', 'name', 1.4],
        ['Tests', 'pick:CBC|Lipid Profile|LFT, RFT|Thyroid Profile|Widal Test|Dengue NS1', 1.2],
        ['Entered By', 'pick:Puja Lama|Sujan Dangol|Asmita Joshi'],
        ['Entered', 'time:9'],
        ['Flags', 'pick:None|2 abnormal|1 critical|None'],
        ['Status', 'status:Review|Review|Critical|Review'],
      ],
      { filters: ['All sections ▾'], total: '38', actions: ['Verify Selected'] },
    ),
    {
      type: 'form',
      title: 'Report Delivery',
      actions: ['Save Settings'],
      sections: [
        [
          'Channels',
          [
            ['SMS with secure link', '☑ On report verification'],
            ['Patient portal and app', '☑ Publish automatically'],
            ['E-mail PDF', '☑ When e-mail is on file'],
            ['Referring doctor copy', '☑ Send to doctor app'],
          ],
        ],
        [
          'Report Format',
          [
            ['Letterhead', '▾ Lab letterhead with logo'],
            ['Signatures', '▾ Technologist + pathologist'],
            ['Show previous result', '☑ Last 2 results'],
            ['Dues rule', '▾ Hold report until bill is paid'],
          ],
        ],
      ],
      side: {
        title: 'Today',
        items: [
          ['Reports verified', '286'],
          ['Sent by SMS', '251'],
          ['Opened on portal', '174'],
          ['Printed at desk', '61'],
          ['Held for dues', '4', 'amber'],
        ],
        pill: 'Delivery service running',
      },
    },
  ],

  'lab-equipment-integration': [
    T(
      'Analyser Connections',
      [
        [
          'Analyser',
          '*seq:Haematology analyser (5-part)|Biochemistry analyser (fully automatic)|Electrolyte analyser|Immunoassay analyser|HbA1c analyser|Urine analyser|Coagulation analyser',
          2,
        ],
        ['Section', 'seq:Haematology|Biochemistry|Biochemistry|Immunology|Biochemistry|Clinical Pathology|Haematology'],
        [
          'Protocol',
          'seq:ASTM · TCP/IP|ASTM · TCP/IP|Serial RS-232|HL7 · TCP/IP|Serial RS-232|ASTM · Serial|ASTM · TCP/IP',
        ],
        [
          'Mode',
          'seq:Bidirectional|Bidirectional|Unidirectional|Bidirectional|Unidirectional|Unidirectional|Bidirectional',
        ],
        ['Results Today', 'seq:612|548|214|286|92|188|141'],
        ['Last Message', 'seq:11:02|11:04|10:58|11:01|10:51|10:57|10:42'],
        ['Status', 'sseq:Online|Online|Online|Online|Online|Online|Offline'],
      ],
      { rows: 7, total: '7 analysers', actions: ['+ Add Analyser'] },
    ),
    {
      type: 'dash',
      title: 'Interface Monitor',
      kpis: [
        ['Results received today', '2,318', '+11%'],
        ['Auto-verified', '61%', '+4 pts'],
        ['Unmatched sample IDs', '3', '-2', 'green'],
        ['Analysers online', '6 / 7', '', 'amber'],
      ],
      chart: {
        kind: 'bar',
        title: 'Results received per hour',
        x: ['07', '08', '09', '10', '11', '12', '13', '14', '15', '16'],
        series: [['Results', 60, 380]],
        flat: true,
      },
      side: {
        kind: 'list',
        title: 'Interface log',
        items: [
          ['Coagulation analyser', 'No heartbeat since 10:42', 'Offline'],
          ['Haematology analyser', 'S-2083-18240: 22 parameters', 'Received'],
          ['Biochemistry analyser', 'Worklist of 46 orders sent', 'Sent'],
          ['Immunoassay analyser', 'Barcode S-2083-18199 not found', 'Review'],
        ],
      },
    },
  ],

  'doctor-commission': [
    T(
      'Referral Statement',
      [
        ['Referrer', '*text:', 1.6],
        ['Type', 'text:'],
        ['Patients', 'num'],
        ['Billed', 'amt'],
        ['Commission', 'amt'],
        ['TDS (15%)', 'amt'],
        ['Net Payable', 'amt'],
        ['Status', 'status'],
      ],
      {
        filters: ['Kartik 2083 ▾', 'All referrer types ▾'],
        total: '64',
        actions: ['Generate Payouts'],
        product: 'lab',
        data: [
          ['Dr. Rabin Koirala', 'Doctor', 184, 312400, 'Paid'],
          ['Dr. Meena Joshi', 'Doctor', 151, 284100, 'Paid'],
          ['Bharatpur Health Post', 'Health post', 122, 196800, 'Pending'],
          ['Dr. Sandeep Rana', 'Doctor', 88, 142500, 'Paid'],
          ['Ratnanagar Polyclinic', 'Clinic', 64, 118600, 'Pending'],
          ['Dr. Kabita Pradhan', 'Doctor', 47, 86300, 'Paid'],
          ['Gaindakot Health Post', 'Health post', 39, 52400, 'Pending'],
          ['Dr. Bishal Thapa', 'Doctor', 26, 41800, 'Paid'],
          ['Narayani Clinic', 'Clinic', 21, 33900, 'Pending'],
          ['Dr. Pooja Acharya', 'Doctor', 12, 18700, 'Paid'],
        ].map(([name, type, patients, billed, status]) => {
          const commission = Math.round(billed * 0.1);
          const tds = Math.round(commission * 0.15);
          return [name, type, String(patients), npr(billed), npr(commission), npr(tds), npr(commission - tds), status];
        }),
      },
    ),
    {
      type: 'form',
      title: 'Commission Rules',
      actions: ['Save Rules'],
      product: 'lab',
      sections: [
        [
          'Referrer',
          [
            ['Referrer', 'Dr. Rabin Koirala'],
            ['Type', '▾ Doctor (external)'],
            ['PAN', '302145678'],
            ['Payout', '▾ Monthly to bank account'],
          ],
        ],
        [
          'Rates by Service',
          {
            cols: ['Service group', 'Rate', 'Cap per bill', 'Applies to'],
            kinds: ['*text:', 'text:', 'text:', 'text:'],
            rows: [
              ['Routine pathology', '10%', 'Rs. 500', 'Cash and digital bills'],
              ['Hormone and special tests', '15%', 'Rs. 1,200', 'Cash and digital bills'],
              ['Radiology (USG, X-ray)', '8%', 'Rs. 800', 'All bills'],
              ['Insurance (HIB) bills', '0%', '—', 'Excluded'],
            ],
          },
        ],
      ],
    },
    {
      type: 'dash',
      title: 'Referral Dashboard',
      product: 'lab',
      kpis: [
        ['Referred patients', '1,142', '+8%'],
        ['Referred revenue', 'Rs. 28,40,600', '+12%'],
        ['Commission due', 'Rs. 2,71,300', '+10%', 'amber'],
        ['Active referrers', '64', '+3'],
      ],
      chart: { kind: 'bar', title: 'Referred revenue by month (Rs.)', series: [['Revenue', 1800000, 2900000]] },
      side: {
        kind: 'bars',
        title: 'Top referrers (this month)',
        items: [
          ['Dr. Rabin Koirala', 312400],
          ['Dr. Meena Joshi', 284100],
          ['Bharatpur Health Post', 196800],
          ['Dr. Sandeep Rana', 142500],
        ],
      },
    },
  ],

  'dental-charting': [
    {
      type: 'teeth',
      title: 'Dental Chart',
      actions: ['+ Add Finding'],
      secondary: 'Compare Visits',
      marks: {
        16: 'caries',
        26: 'filled',
        36: 'rct',
        46: 'crown',
        18: 'missing',
        38: 'missing',
        24: 'caries',
        11: 'planned',
        47: 'filled',
      },
      cols: [
        ['Tooth', '*text:', 0.6],
        ['Finding', 'text:', 1.6],
        ['Surface', 'text:', 0.8],
        ['Recorded', 'text:', 0.9],
        ['Planned treatment', 'text:', 1.6],
        ['Status', 'status', 1],
      ],
      data: [
        ['16', 'Deep caries', 'Occlusal', '2083-08-06', 'Root canal treatment', 'Planned'],
        ['24', 'Caries, early', 'Mesial', '2083-08-06', 'Composite filling', 'Planned'],
        ['36', 'Root canal treated', '—', '2083-02-14', 'Crown (PFM)', 'Due'],
        ['11', 'Fractured incisal edge', 'Incisal', '2083-08-06', 'Composite build-up', 'Planned'],
      ],
    },
    {
      type: 'form',
      title: 'Periodontal Examination',
      actions: ['Save Chart'],
      sections: [
        [
          'Patient',
          [
            ['Patient', 'Rajesh Maharjan · 41 Y / M'],
            ['Dentist', 'Dr. Meena Joshi'],
            ['Visit date (BS)', '2083-08-06'],
          ],
        ],
        [
          'Pocket Depths (mm)',
          {
            cols: ['Tooth', 'Buccal (D-M-M)', 'Lingual (D-M-M)', 'Bleeding', 'Mobility'],
            kinds: ['*text:', 'text:', 'text:', 'text:', 'text:'],
            rows: [
              ['16', '4 - 3 - 5', '3 - 2 - 4', 'Yes', 'I'],
              ['15', '3 - 2 - 3', '2 - 2 - 3', 'No', '0'],
              ['26', '5 - 4 - 6', '4 - 3 - 5', 'Yes', 'I'],
              ['36', '3 - 3 - 4', '3 - 2 - 3', 'No', '0'],
              ['46', '4 - 3 - 4', '3 - 3 - 4', 'Yes', '0'],
            ],
          },
        ],
        [
          'Summary',
          [
            ['Diagnosis', 'Generalised chronic periodontitis, stage II'],
            ['Plan', 'Scaling and root planing in 2 sittings'],
            ['Recall', '▾ 3 months'],
          ],
        ],
      ],
    },
    T(
      'Findings History',
      [
        ['Visit', '*text:'],
        ['Tooth', 'text:', 0.6],
        ['Finding', 'text:', 1.5],
        ['Dentist', 'text:', 1.3],
        ['X-ray', 'text:'],
        ['Treatment', 'text:', 1.2],
        ['Status', 'status'],
      ],
      {
        filters: ['Patient: Rajesh Maharjan ▾'],
        total: '23',
        data: [
          ['2083-08-06', '16', 'Deep caries', 'Dr. Meena Joshi', 'IOPA attached', 'RCT started', 'In Progress'],
          ['2083-08-06', '24', 'Early caries, mesial', 'Dr. Meena Joshi', '—', 'Filling planned', 'Planned'],
          ['2083-08-06', '11', 'Fractured incisal edge', 'Dr. Pooja Acharya', '—', 'Build-up planned', 'Planned'],
          [
            '2083-05-18',
            'All',
            'Calculus, bleeding gums',
            'Dr. Pooja Acharya',
            'OPG attached',
            'Scaling done',
            'Completed',
          ],
          ['2083-02-14', '36', 'Periapical lesion', 'Dr. Meena Joshi', 'IOPA attached', 'RCT completed', 'Completed'],
          ['2083-02-14', '47', 'Occlusal caries', 'Dr. Meena Joshi', '—', 'Filling done', 'Completed'],
          [
            '2082-11-03',
            '46',
            'Fractured filling',
            'Dr. Meena Joshi',
            'IOPA attached',
            'PFM crown fitted',
            'Completed',
          ],
          [
            '2082-11-03',
            '38',
            'Impacted wisdom tooth',
            'Dr. Pooja Acharya',
            'OPG attached',
            'Extraction done',
            'Completed',
          ],
          [
            '2082-06-21',
            '18',
            'Grossly decayed tooth',
            'Dr. Meena Joshi',
            'IOPA attached',
            'Extraction done',
            'Completed',
          ],
        ],
      },
    ),
  ],

  'treatment-planning': [
    {
      type: 'table',
      title: 'Treatment Plan',
      actions: ['Send Estimate'],
      secondary: 'Add Procedure',
      filters: ['Patient: Rajesh Maharjan ▾', 'Plan TP-2083-0412'],
      cols: [
        ['Phase', 'text:', 0.8],
        ['Tooth', '*text:', 0.6],
        ['Procedure', '*text:', 1.8],
        ['Sittings', 'num', 0.7],
        ['Dentist', 'text:', 1.3],
        ['Cost', 'amt', 0.9],
        ['Status', 'status', 1],
      ],
      data: [
        ['1 · Urgent', '16', 'Root canal treatment (molar)', '3', 'Dr. Meena Joshi', 'Rs. 9,500', 'In Progress'],
        ['1 · Urgent', '24', 'Composite filling', '1', 'Dr. Meena Joshi', 'Rs. 2,500', 'Planned'],
        ['2 · Hygiene', 'All', 'Scaling and root planing', '2', 'Dr. Pooja Acharya', 'Rs. 4,000', 'Planned'],
        ['3 · Restore', '16', 'PFM crown', '2', 'Dr. Meena Joshi', 'Rs. 8,000', 'Planned'],
        ['3 · Restore', '36', 'Zirconia crown', '2', 'Dr. Meena Joshi', 'Rs. 15,000', 'Proposed'],
        ['3 · Restore', '11', 'Composite build-up', '1', 'Dr. Pooja Acharya', 'Rs. 3,000', 'Accepted'],
      ],
      footer: 'Plan total Rs. 42,000 · Paid Rs. 5,000 · Balance Rs. 37,000',
    },
    {
      type: 'board',
      title: 'Procedure Pipeline',
      actions: ['+ New Plan'],
      cols: [
        ['Proposed', 4, 'slate', 'Quote Sent'],
        ['Accepted', 3, 'blue', 'Accepted Plan'],
        ['In Progress', 4, 'amber', 'In Progress'],
        ['Completed', 4, 'green', 'Completed'],
      ],
      card: {
        top: 'id:TP-2083-:0398',
        main: 'name',
        sub: 'seq:Implant (36)|Veneers (11, 21)|RCT + crown (26)|Scaling, 2 sittings|Braces (metal)|Extraction (48)|RCT + crown (16)|Scaling, 2 sittings|Implant (46)|Composite fillings (3)|Denture (lower)|RCT + crown (36)|Scaling, 2 sittings|Extraction (38)|Veneers (12, 22)',
        right:
          'seq:Rs. 65,000|Rs. 30,000|Rs. 17,500|Rs. 4,000|Rs. 85,000|Rs. 2,000|Rs. 17,500|Rs. 4,000|Rs. 65,000|Rs. 7,500|Rs. 22,000|Rs. 24,500|Rs. 4,000|Rs. 3,500|Rs. 30,000',
      },
    },
    {
      type: 'doc',
      title: 'Cost Estimate',
      actions: ['Print'],
      secondary: 'Send by SMS',
      product: 'dental',
      org: 'Sarathi Demo Dental Care',
      orgSub: 'Lakeside-6, Pokhara · Phone 061-555044',
      docTitle: 'TREATMENT ESTIMATE',
      info: [
        ['Patient', 'Rajesh Maharjan, 41 Y / M'],
        ['Plan', 'TP-2083-0412'],
        ['Dentist', 'Dr. Meena Joshi'],
        ['Valid until', '2083-09-06'],
      ],
      cols: [
        ['S.N.', 'text:', 0.5],
        ['Procedure', 'text:', 2.4],
        ['Tooth', 'text:', 0.6],
        ['Sittings', 'num', 0.7],
        ['Amount', 'amt', 1],
      ],
      rows: [
        ['1', 'Root canal treatment (molar)', '16', '3', 'Rs. 9,500'],
        ['2', 'Composite filling', '24', '1', 'Rs. 2,500'],
        ['3', 'Scaling and root planing', 'All', '2', 'Rs. 4,000'],
        ['4', 'PFM crown', '16', '2', 'Rs. 8,000'],
        ['5', 'Zirconia crown', '36', '2', 'Rs. 15,000'],
        ['6', 'Composite build-up', '11', '1', 'Rs. 3,000'],
      ],
      totals: [
        ['Estimated total', 'Rs. 42,000', true],
        ['Advance paid', 'Rs. 5,000'],
      ],
      note: 'Payable per sitting; instalments are available for crowns. Prices exclude lab remakes.',
      signs: ['Patient consent', 'Dr. Meena Joshi'],
    },
  ],

  'orthodontic-tracking': [
    {
      type: 'timeline',
      title: 'Orthodontic Case Progress',
      tabs: ['Visits', 'Wires', 'Photos', 'Payments'],
      panelTitle: 'Ortho Case',
      patient: [
        'Asmita Joshi',
        'ORTHO-2082-0117 · 16 Y / F',
        [
          ['Appliance', 'Metal braces (MBT 0.022)'],
          ['Started', '2082-09-14'],
          ['Estimated end', '2084-03'],
          ['Case fee', 'Rs. 1,20,000'],
          ['Paid', 'Rs. 78,000'],
        ],
        'Month 11 of 18',
      ],
      events: [
        ['2083-09-04', 'Next appointment', 'Wire check and elastics review at 16:00', 'Scheduled'],
        ['2083-08-06', 'Adjustment visit', 'Upper 0.019×0.025 SS wire placed; elastic chain 13–23', 'Completed'],
        ['2083-07-05', 'Adjustment visit', 'Class II elastics started, 1/4 inch, worn full time', 'Completed'],
        [
          '2083-06-02',
          'Progress photos',
          'Intra-oral and facial photos; overjet reduced from 7 mm to 4 mm',
          'On Track',
        ],
        ['2083-06-02', 'Instalment', 'Rs. 6,000 received by eSewa', 'Paid'],
        ['2083-04-28', 'Bracket repair', 'Debonded bracket on 35 rebonded', 'Completed'],
      ],
    },
    T(
      'Active Ortho Cases',
      [
        ['Case', '*id:ORTHO-2082-:0110', 1.3],
        ['Patient', 'name', 1.4],
        ['Appliance', 'pick:Metal braces|Ceramic braces|Clear aligners|Removable appliance', 1.2],
        ['Month', 'pick:3 of 18|7 of 24|11 of 18|14 of 20|5 of 12'],
        ['Last Visit', 'date'],
        ['Balance', 'amt:0:90000'],
        ['Progress', 'status:On Track|On Track|Due|Missed|On Track'],
      ],
      { filters: ['All orthodontists ▾', 'Active cases ▾'], total: '86', actions: ['+ New Case'] },
    ),
  ],

  'batch-management': [
    T(
      'Batch Register',
      [
        ['Item', '*drug', 1.6],
        ['Batch', 'batch'],
        [
          'Manufacturer',
          'pick:Himal Pharma Lab|Gorkha Remedies|Annapurna Formulations|Koshi Healthcare|Mechi Laboratories',
          1.2,
        ],
        ['Expiry', 'exp'],
        ['MRP', 'amt:20:450'],
        ['In Stock', 'num:0:600'],
        ['Supplier', 'supplier', 1.5],
        ['Status', 'status:Active|Active|Active|Active|Hold'],
      ],
      { filters: ['All items ▾', 'All suppliers ▾'], total: '3,412', actions: ['+ Opening Batch'] },
    ),
    {
      type: 'form',
      title: 'Batch Details',
      actions: ['Update MRP'],
      sections: [
        [
          'Batch',
          [
            ['Item', 'Amoxicillin 500 mg capsule'],
            ['Batch number', 'N23C411'],
            ['Manufactured', '2082-02'],
            ['Expiry', '2085-03'],
            ['Pack', 'Strip of 10'],
            ['Rack', 'A-3 (antibiotics)'],
          ],
        ],
        [
          'Pricing',
          [
            ['Purchase rate', 'Rs. 112 per strip'],
            ['MRP', 'Rs. 150 per strip'],
            ['Margin', '25.3%'],
            ['Supplier', 'Everest Medical Suppliers'],
            ['GRN', 'GRN-2083-0714'],
            ['Invoice', 'EMS/83/2291'],
          ],
        ],
      ],
      side: {
        title: 'Movement',
        items: [
          ['Received', '300 strips'],
          ['Sold', '188 strips'],
          ['Returned to supplier', '0'],
          ['Transferred to branch', '20 strips'],
          ['In stock now', '92 strips'],
        ],
        pill: 'No recall notice',
      },
    },
    T(
      'Batch Recall Trace',
      [
        ['Bill No', '*id:PH-2083-:4812'],
        ['Date', 'date'],
        ['Customer', 'name', 1.4],
        ['Mobile', 'phone'],
        ['Qty', 'num:1:4'],
        ['Branch', 'pick:New Road|Lakeside|Chipledhunga'],
        ['Contacted', 'status:Contacted|Contacted|Pending|Collected'],
      ],
      {
        filters: ['Batch L24M118 · Cetirizine 10 mg', 'Recall notice DDA/2083/117'],
        total: '41 sales',
        actions: ['Send SMS to All'],
      },
    ),
  ],

  'drug-expiry-tracking': [
    {
      type: 'dash',
      title: 'Expiry Dashboard',
      kpis: [
        ['Expiring in 30 days', '14 items', 'Rs. 18,240', 'red'],
        ['Expiring in 90 days', '41 items', 'Rs. 62,800', 'amber'],
        ['Returned this month', 'Rs. 24,600', '+Rs. 8,100'],
        ['Written off this year', 'Rs. 9,320', '-38%', 'green'],
      ],
      chart: {
        kind: 'bar',
        title: 'Value expiring by month (Rs.)',
        x: ['Man', 'Pou', 'Mag', 'Fal', 'Cha', 'Bai'],
        series: [['Value', 8000, 42000]],
        flat: true,
      },
      side: {
        kind: 'donut',
        title: 'Expiring items, last 6 months',
        items: [
          ['Sold first (FEFO)', 88],
          ['Returned to supplier', 39],
          ['Written off', 17],
        ],
      },
    },
    T(
      'Near-Expiry Stock',
      [
        ['Item', '*drug', 1.6],
        ['Batch', 'batch'],
        ['Expiry', 'pick:2083-08|2083-09|2083-09|2083-10|2083-11'],
        ['Qty', 'num:2:120'],
        ['Value', 'amt:200:12000'],
        ['Supplier', 'supplier', 1.5],
        ['Return By', 'pick:2083-08-15|2083-08-30|2083-09-10'],
        ['Action', 'status:Expiring|Returned|Expiring|Expiring|Sell First'],
      ],
      { filters: ['Next 90 days ▾', 'All racks ▾'], total: '41', actions: ['Create Return'] },
    ),
    {
      type: 'form',
      title: 'Expiry Return to Supplier',
      actions: ['Send Return Note'],
      sections: [
        [
          'Return',
          [
            ['Return note', 'PR-2083-0063'],
            ['Supplier', '▾ Himalayan Pharma Distributors'],
            ['Date (BS)', '2083-08-06'],
            ['Credit expected as', '▾ Credit note'],
          ],
        ],
        [
          'Items',
          {
            cols: ['Item', 'Batch', 'Expiry', 'Qty', 'Value'],
            kinds: ['*text:', 'text:', 'text:', 'num', 'amt'],
            rows: [
              ['Cough Syrup 100 ml', 'K23A552', '2083-09', '12', 'Rs. 1,740'],
              ['Vitamin B-Complex', 'B23R204', '2083-09', '30', 'Rs. 1,050'],
              ['Ibuprofen 400 mg', 'L23C871', '2083-10', '18', 'Rs. 540'],
              ['Salbutamol Inhaler', 'N23M119', '2083-10', '4', 'Rs. 1,120'],
            ],
            total: 'Return value  Rs. 4,450',
          },
        ],
      ],
    },
  ],

  'supplier-management': [
    T(
      'Supplier Directory',
      [
        ['Supplier', '*supplier', 1.7],
        ['PAN / VAT', 'idr::300100000:609999999'],
        ['Town', 'pick:Kathmandu|Lalitpur|Pokhara|Biratnagar|Birgunj'],
        ['Credit Days', 'pick:15|30|30|45|60'],
        ['Outstanding', 'amt:0:480000'],
        ['Last Purchase', 'date'],
        ['Status', 'sseq:Active|Active|Active|Active|Hold|Active'],
      ],
      { rows: 6, total: '48', actions: ['+ New Supplier'] },
    ),
    {
      type: 'dash',
      title: 'Supplier Payables',
      kpis: [
        ['Total payable', 'Rs. 14,82,300', '+4.2%', 'amber'],
        ['Due this week', 'Rs. 3,26,800'],
        ['Overdue', 'Rs. 48,600', '-61%', 'green'],
        ['Schemes received', 'Rs. 21,400', '+Rs. 6,200'],
      ],
      chart: {
        kind: 'bar',
        title: 'Purchases vs payments (Rs.)',
        series: [
          ['Purchases', 900000, 1600000],
          ['Payments', 800000, 1500000],
        ],
      },
      side: {
        kind: 'bars',
        title: 'Payable by supplier',
        items: [
          ['Himalayan Pharma', 412000],
          ['Everest Medical', 368500],
          ['Nepal Drug House', 291300],
          ['Koshi Pharma', 184700],
          ['Gandaki Surgicals', 98600],
        ],
      },
      bottom: {
        title: 'Payments due',
        cols: [
          ['Supplier', 'supplier'],
          ['Invoice', 'idr:INV-:2210:9980'],
          ['Due Date', 'seq:2083-08-02|2083-08-06|2083-08-09'],
          ['Amount', 'amt:18000:160000'],
          ['Status', 'sseq:Overdue|Due Today|Due'],
        ],
      },
    },
  ],

  purchase: [
    T(
      'Purchase Orders',
      [
        ['PO No.', '*id:PO-2083-:0541'],
        ['Date', 'date'],
        ['Supplier', 'supplier', 1.7],
        ['Items', 'num:3:28'],
        ['Amount', 'amt:12000:420000'],
        ['Expected', 'pick:2083-08-07|2083-08-08|2083-08-10'],
        ['Status', 'status:Approved|Received|Partial|Pending|Received'],
      ],
      { filters: ['All stores ▾', 'Mangsir 2083'], total: '96', actions: ['+ New PO'] },
    ),
    {
      type: 'form',
      title: 'Goods Receipt Note',
      actions: ['Post GRN'],
      sections: [
        [
          'Receipt',
          [
            ['GRN no.', 'GRN-2083-0714'],
            ['Against PO', 'PO-2083-0547'],
            ['Supplier', 'Everest Medical Suppliers'],
            ['Supplier invoice', 'EMS/83/2291 · 2083-08-05'],
          ],
        ],
        [
          'Items',
          {
            cols: ['Item', 'Batch', 'Expiry', 'Ordered', 'Received', 'Rate'],
            kinds: ['*text:', 'text:', 'text:', 'num', 'num', 'amt'],
            weights: [1.6, 0.8, 0.8, 0.7, 0.7, 0.8],
            rows: [
              ['Amoxicillin 500 mg', 'N23C411', '2085-03', '300', '300', 'Rs. 112'],
              ['Pantoprazole 40 mg', 'K24A118', '2085-11', '200', '180', 'Rs. 78'],
              ['Normal Saline 500 ml', 'NS2408', '2085-01', '240', '240', 'Rs. 38'],
              ['Surgical Gloves (M)', 'SG7730', '2085-09', '50', '50', 'Rs. 640'],
            ],
            total: 'Taxable Rs. 32,000 + VAT 13% Rs. 4,160 + VAT-exempt Rs. 56,760',
          },
        ],
      ],
    },
    {
      type: 'board',
      title: 'Requisition Approvals',
      actions: ['+ Requisition'],
      product: 'hospital',
      cols: [
        ['Requested', 4, 'slate', 'Pending'],
        ['Store Review', 3, 'amber', 'Under Review'],
        ['Approved', 3, 'blue', 'Approved'],
        ['PO Raised', 4, 'green', 'PO Raised'],
      ],
      card: {
        top: 'id:PR-2083-:0311',
        sub: 'name',
        main: 'seq:OT consumables|Lab reagents (biochemistry)|Ward linen|Printer cartridges|Pharmacy restock|Oxygen cylinders|Patient diet groceries|Housekeeping supplies|X-ray films|Syringes and cannulas|Pharmacy restock|ICU monitor service|Office stationery|Lab reagents (haematology)',
        right:
          'seq:Rs. 96,200|Rs. 1,42,800|Rs. 42,000|Rs. 8,600|Rs. 2,12,500|Rs. 36,000|Rs. 28,400|Rs. 18,900|Rs. 64,000|Rs. 54,300|Rs. 1,86,700|Rs. 22,000|Rs. 6,400|Rs. 88,500',
      },
    },
    {
      type: 'dash',
      title: 'Purchase Analysis',
      kpis: [
        ['Purchases this month', 'Rs. 21,30,000', '+6.4%'],
        ['Open POs', '18'],
        ['On-time delivery', '91%', '+3 pts'],
        ['Price increase alerts', '5', '+2', 'amber'],
      ],
      chart: { kind: 'bar', title: 'Purchases by month (Rs.)', series: [['Purchases', 1500000, 2300000]] },
      side: {
        kind: 'donut',
        title: 'By category',
        items: [
          ['Medicines', 1240000],
          ['Consumables', 420000],
          ['Lab reagents', 310000],
          ['Other', 160000],
        ],
      },
      bottom: {
        title: 'Price changes',
        cols: [
          ['Item', 'text:'],
          ['Supplier', 'text:'],
          ['Old Rate', 'amt'],
          ['New Rate', 'amt'],
          ['Status', 'status'],
        ],
        data: [
          ['Amoxicillin 500 mg', 'Everest Medical Suppliers', 'Rs. 112', 'Rs. 118', 'Review'],
          ['Normal Saline 500 ml', 'Gandaki Surgicals', 'Rs. 38', 'Rs. 42', 'Review'],
          ['Pantoprazole 40 mg', 'Nepal Drug House', 'Rs. 78', 'Rs. 80', 'Accepted'],
        ],
      },
    },
  ],

  'therapy-session-planning': [
    {
      type: 'cal',
      title: 'Therapist Schedule',
      actions: ['+ Book Session'],
      start: 8,
      hours: 9,
      durs: [2, 2, 3],
      density: 0.6,
      cols: [
        ['Rojina Maharjan', 'Cubicle 1 · Ortho rehab'],
        ['Sagar Khatri', 'Cubicle 2 · Sports'],
        ['Anjali Shrestha', 'Cubicle 3 · Neuro rehab'],
        ['Roshan Gurung', 'Gym · Group exercise'],
      ],
      ev: {
        main: 'name',
        sub: 'pick:Knee rehab · S4/10|Low back pain · S7/15|Frozen shoulder · S2/10|Post-stroke · S12/20|ACL rehab · S9/20|Neck pain · S3/10',
      },
    },
    {
      type: 'form',
      title: 'Session Notes',
      actions: ['Save Session'],
      sections: [
        [
          'Session',
          [
            ['Patient', 'Hari Prasad Poudel · 57 Y / M'],
            ['Course', 'Frozen shoulder (left) · session 4 of 10'],
            ['Therapist', 'Rojina Maharjan'],
          ],
        ],
        [
          'Treatment Given',
          [
            ['Modalities', ['Hot pack', 'IFT', 'Ultrasound']],
            ['Manual therapy', 'Glenohumeral mobilisation, grade III'],
            ['Exercises', 'Pendulum, wand flexion, wall climb'],
            ['Pain before / after', '6/10 → 4/10'],
            ['Response', '▾ Improving'],
            ['Home programme', '☑ Updated and shared'],
          ],
        ],
      ],
      side: {
        title: 'Package',
        items: [
          ['Package', '10 sessions'],
          ['Used', '4'],
          ['Remaining', '6'],
          ['Price', 'Rs. 8,000'],
          ['Paid', 'Rs. 8,000', 'green'],
        ],
        pill: 'Next: 2083-08-08 · 10:00',
      },
    },
    T(
      'Session Packages',
      [
        ['Package', '*text:', 1.7],
        ['Patient', 'text:', 1.4],
        ['Used', 'text:', 0.7],
        ['Price', 'amt'],
        ['Paid', 'amt'],
        ['Valid Until', 'text:'],
        ['Status', 'status'],
      ],
      {
        filters: ['Active packages ▾'],
        total: '138',
        actions: ['+ Sell Package'],
        data: [
          ['Frozen shoulder, 10 sessions', 'Hari Prasad Poudel', 4, 10, 8000, 8000, '2083-09-20'],
          ['Knee rehab, 10 sessions', 'Ramesh Tharu', 7, 10, 8000, 8000, '2083-09-06'],
          ['Back care, 15 sessions', 'Srijana Dahal', 3, 15, 11250, 5000, '2083-10-15'],
          ['Neuro rehab, 20 sessions', 'Binita Sapkota', 12, 20, 18000, 18000, '2083-10-30'],
          ['Sports injury, 12 sessions', 'Dipak Khadka', 9, 12, 10800, 10800, '2083-09-10'],
          ['Post-operative, 10 sessions', 'Ram Bahadur Thapa', 10, 10, 9000, 9000, '2083-08-15'],
          ['Back care, 15 sessions', 'Laxmi Shahi', 10, 15, 11250, 11250, '2083-09-25'],
          ['Neck pain, 10 sessions', 'Kamala Tamang', 2, 10, 7500, 3000, '2083-10-05'],
          ['Knee rehab, 10 sessions', 'Nirmala Ghimire', 8, 10, 8000, 8000, '2083-09-01'],
          ['ACL rehab, 20 sessions', 'Anita Gurung', 14, 20, 18000, 12000, '2083-10-20'],
        ].map(([pkg, patient, used, total, price, paid, valid]) => [
          pkg,
          patient,
          `${used} / ${total}`,
          npr(price),
          npr(paid),
          valid,
          used === total ? 'Completed' : paid < price ? 'Due' : 'Active',
        ]),
      },
    ),
  ],

  'exercise-prescription': [
    {
      type: 'form',
      title: 'Home Exercise Programme',
      actions: ['Share with Patient'],
      secondary: 'Print',
      sections: [
        [
          'Patient',
          [
            ['Patient', 'Srijana Dahal · 34 Y / F'],
            ['Condition', 'Mechanical low back pain'],
            ['Therapist', 'Sagar Khatri'],
          ],
        ],
        [
          'Exercises',
          {
            cols: ['Exercise', 'Sets × reps', 'Hold', 'Frequency', 'Note'],
            kinds: ['*text:', 'text:', 'text:', 'text:', 'text:'],
            weights: [1.4, 0.8, 0.6, 0.8, 1.3],
            rows: [
              ['Pelvic tilt', '2 × 10', '5 sec', 'Twice daily', 'Lying on back'],
              ['Cat–camel stretch', '2 × 10', '—', 'Twice daily', 'Slow, pain-free range'],
              ['Bird-dog', '3 × 8 each side', '5 sec', 'Once daily', 'Keep back flat'],
              ['Bridging', '3 × 10', '5 sec', 'Once daily', 'Squeeze glutes'],
              ['Walking', '20 minutes', '—', 'Daily', 'Flat ground'],
            ],
          },
        ],
        [
          'Sharing',
          [
            ['Send as', '▾ SMS link with pictures'],
            ['Language', '▾ Nepali'],
            ['Review after', '▾ 2 weeks'],
          ],
        ],
      ],
    },
    T(
      'Exercise Library',
      [
        ['Exercise', '*text:', 1.4],
        ['Body Region', 'text:'],
        ['Level', 'text:'],
        ['Equipment', 'text:', 1.1],
        ['Illustrations', 'text:', 1.1],
        ['Used This Month', 'num'],
        ['Languages', 'text:'],
      ],
      {
        filters: ['All regions ▾', 'All levels ▾'],
        total: '326',
        actions: ['+ New Exercise'],
        data: [
          ['Quadriceps set', 'Knee', 'Beginner', 'Towel roll', '3 pictures', '88', 'English, Nepali'],
          ['Straight leg raise', 'Knee', 'Beginner', 'None', '3 pictures', '74', 'English, Nepali'],
          ['Heel slide', 'Knee', 'Beginner', 'Towel', '2 pictures', '52', 'English, Nepali'],
          ['Clamshell', 'Hip', 'Intermediate', 'Resistance band', 'Video + pictures', '31', 'English, Nepali'],
          ['Bridging', 'Lower back', 'Beginner', 'None', '3 pictures', '69', 'English, Nepali'],
          ['Bird-dog', 'Lower back', 'Intermediate', 'Mat', 'Video + pictures', '47', 'English, Nepali'],
          ['Pendulum swing', 'Shoulder', 'Beginner', 'None', '2 pictures', '38', 'English, Nepali'],
          ['Wall climb', 'Shoulder', 'Beginner', 'Wall', '3 pictures', '36', 'English, Nepali'],
          ['Chin tuck', 'Neck', 'Beginner', 'None', '2 pictures', '44', 'English, Nepali'],
          ['Calf raise', 'Ankle', 'Intermediate', 'Step or wall', '2 pictures', '22', 'English'],
        ],
      },
    ),
  ],

  'progress-tracking': [
    {
      type: 'dash',
      title: 'Recovery Progress',
      kpis: [
        ['Knee flexion (right)', '112°', '+47° since start'],
        ['Pain score', '2 / 10', '-5 points', 'green'],
        ['LEFS score', '58 / 80', '+24'],
        ['Sessions attended', '11 / 12'],
      ],
      chart: {
        kind: 'line',
        title: 'Knee flexion by session (degrees)',
        x: ['S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9', 'S10', 'S11'],
        series: [
          ['Flexion', [65, 72, 78, 84, 88, 92, 97, 101, 105, 109, 112]],
          ['Goal', [70, 75, 80, 85, 90, 95, 100, 105, 110, 115, 120]],
        ],
      },
      side: {
        kind: 'list',
        title: 'Goals',
        items: [
          ['Knee flexion 120°', 'At 112°, on course for session 14', 'On Track'],
          ['Climb stairs without rail', 'Achieved at session 9', 'Achieved'],
          ['Walk 1 km without pain', 'At 700 m with mild pain', 'Improving'],
          ['Return to work', 'Planned for 2083-08-20', 'Planned'],
        ],
      },
    },
    {
      type: 'form',
      title: 'Re-assessment',
      actions: ['Save Assessment'],
      sections: [
        [
          'Patient',
          [
            ['Patient', 'Ram Bahadur Thapa · 62 Y / M'],
            ['Condition', 'Post total knee replacement (right)'],
            ['Assessment', '▾ Session 11 re-assessment'],
          ],
        ],
        [
          'Measurements',
          [
            ['Knee flexion (AROM)', '112°'],
            ['Knee extension lag', '3°'],
            ['Pain (NPRS)', '2 / 10'],
            ['Timed up-and-go', '11.2 sec'],
            ['Quadriceps strength (MMT)', '4 / 5'],
            ['LEFS', '58 / 80'],
          ],
        ],
      ],
      side: {
        title: 'Change Since Start',
        items: [
          ['Flexion', '+47°', 'green'],
          ['Pain', '-5 points', 'green'],
          ['TUG', '-9.4 sec', 'green'],
          ['LEFS', '+24', 'green'],
        ],
        note: 'A progress letter can be sent to the referring orthopaedic surgeon with these charts.',
        button: 'Send Progress Letter',
      },
    },
    T(
      'Outcome Measures',
      [
        ['Patient', '*text:', 1.4],
        ['Condition', 'text:', 1.4],
        ['Scale', 'text:', 1.1],
        ['First', 'num', 0.7],
        ['Latest', 'num', 0.7],
        ['Sessions', 'num', 0.8],
        ['Trend', 'status'],
      ],
      {
        filters: ['Therapist: all ▾', 'Mangsir 2083'],
        total: '212',
        data: [
          ['Laxmi Shahi', 'Low back pain', 'Oswestry (ODI)', '46%', '18%', '10', 'Improving'],
          ['Anita Gurung', 'ACL reconstruction', 'KOOS', '38', '71', '14', 'Improving'],
          ['Nirmala Ghimire', 'Knee osteoarthritis', 'LEFS', '31', '52', '10', 'Improving'],
          ['Krishna Bhattarai', 'Frozen shoulder', 'SPADI', '68%', '41%', '8', 'Improving'],
          ['Binita Sapkota', 'Post-stroke', 'Berg Balance', '22', '49', '20', 'Achieved'],
          ['Sarita Bhandari', 'Low back pain', 'Oswestry (ODI)', '38%', '34%', '6', 'Plateau'],
          ['Dipak Khadka', 'ACL reconstruction', 'KOOS', '44', '79', '18', 'Achieved'],
          ['Hari Prasad Poudel', 'Frozen shoulder', 'SPADI', '72%', '55%', '4', 'Improving'],
          ['Ram Bahadur Thapa', 'Knee replacement', 'LEFS', '34', '58', '11', 'Improving'],
          ['Kamala Tamang', 'Neck pain', 'NDI', '42%', '40%', '6', 'Plateau'],
        ],
      },
    ),
  ],

  'restaurant-pos': [
    {
      type: 'pos',
      title: 'Restaurant POS',
      search: 'Search menu items or code…',
      actions: ['Send KOT'],
      cats: ['All', 'Momo', 'Nepali', 'Chinese', 'Drinks', 'Desserts'],
      items: [
        ['Chicken Momo (Steam)', 'Momo · 10 pcs', 280],
        ['Buff Momo (Jhol)', 'Momo · 10 pcs', 260],
        ['Veg Thukpa', 'Chinese', 220],
        ['Dal Bhat Set (Chicken)', 'Nepali · unlimited refill', 450],
        ['Chicken Sekuwa', 'Nepali · 250 g', 380],
        ['Buff Chowmein', 'Chinese', 200],
        ['Newari Khaja Set', 'Nepali', 420],
        ['Chicken Chilli', 'Chinese', 360],
        ['Masala Tea', 'Drinks', 60],
        ['Sweet Lassi', 'Drinks', 120],
        ['Lemon Soda', 'Drinks', 90],
        ['Juju Dhau', 'Desserts', 150],
      ],
      cart: {
        title: 'Table 7 · Order #1042',
        sub: 'Dine-in · 4 guests · Captain: Suresh Magar',
        lines: [
          ['Chicken Momo (Steam)', 2, 280],
          ['Dal Bhat Set (Chicken)', 2, 450],
          ['Chicken Sekuwa', 1, 380],
          ['Masala Tea', 4, 60],
          ['Juju Dhau', 2, 150],
        ],
        service: 10,
        vat: 13,
        payLabel: 'Settle',
      },
    },
    T(
      'Bill Register',
      [
        ['Bill No', '*id:RB-2083-:10380'],
        ['Time', 'time:11'],
        ['Table / Type', 'seq:Table 3|Takeaway|Table 7|Delivery|Table 12|Rooftop 2|Table 5|Takeaway|Table 9|Delivery'],
        ['Items', 'seq:6|2|9|3|12|5|4|1|7|3'],
        ['Amount', 'seq:Rs. 2,180|Rs. 560|Rs. 2,958|Rs. 1,240|Rs. 4,870|Rs. 1,760|Rs. 1,390|Rs. 280|Rs. 2,640|Rs. 980'],
        ['Payment', 'pick:Cash|Fonepay|eSewa|Khalti|Card'],
        ['Cashier', 'pick:Anita Gurung|Mohan Limbu'],
        ['Status', 'status:Paid|Paid|Paid|Cancelled|Credit'],
      ],
      { filters: ['Today ▾', 'All outlets ▾'], total: '184', actions: ['+ New Order'] },
    ),
    {
      type: 'form',
      title: 'Split Bill',
      actions: ['Settle All'],
      sections: [
        [
          'Order',
          [
            ['Table', 'Table 7 · Order #1042'],
            ['Guests', '4'],
            ['Split by', '▾ Items (each guest pays for own items)'],
          ],
        ],
        [
          'Guests',
          {
            cols: ['Guest', 'Items', 'Sub-total', 'SC + VAT', 'Pays by'],
            kinds: ['*text:', 'text:', 'amt', 'amt', 'text:'],
            weights: [0.9, 2, 0.9, 0.9, 0.9],
            rows: [
              ['Guest 1', 'Chicken Momo, Masala Tea ×2', 'Rs. 400', 'Rs. 97', 'Fonepay'],
              ['Guest 2', 'Dal Bhat Set, Masala Tea', 'Rs. 510', 'Rs. 124', 'Cash'],
              ['Guest 3', 'Dal Bhat Set, Juju Dhau', 'Rs. 600', 'Rs. 146', 'eSewa'],
              ['Guest 4', 'Chicken Momo, Sekuwa, Masala Tea, Juju Dhau', 'Rs. 870', 'Rs. 211', 'Card'],
            ],
            total: 'Total Rs. 2,958 (4 bills)',
          },
        ],
      ],
    },
    {
      type: 'dash',
      title: 'Sales Dashboard',
      kpis: [
        ['Sales today', 'Rs. 1,86,420', '+12%'],
        ['Bills', '184', '+8%'],
        ['Average bill', 'Rs. 1,013', '+3.5%'],
        ['Table turnover', '3.4×', '+0.3'],
      ],
      chart: {
        kind: 'bar',
        title: 'Sales by hour (Rs.)',
        x: 'hours',
        series: [
          ['Today', [4200, 9800, 24600, 28200, 12400, 6800, 8400, 14600, 26800, 31200, 22400, 9600]],
          ['Last Saturday', [5200, 11200, 26400, 25800, 10200, 7400, 9800, 16400, 29800, 28600, 18800, 7400]],
        ],
      },
      side: {
        kind: 'donut',
        title: 'Order type',
        items: [
          ['Dine-in', 118],
          ['Takeaway', 34],
          ['Delivery', 32],
        ],
      },
      bottom: {
        title: 'Best sellers today',
        cols: [
          ['Item', 'text:'],
          ['Qty', 'num'],
          ['Sales', 'amt'],
          ['Share', 'pct'],
        ],
        data: [
          ['Chicken Momo (Steam)', '62', 'Rs. 17,360', '9.3%'],
          ['Dal Bhat Set (Chicken)', '38', 'Rs. 17,100', '9.2%'],
          ['Chicken Sekuwa', '29', 'Rs. 11,020', '5.9%'],
        ],
      },
    },
    {
      type: 'doc',
      title: 'Tax Invoice',
      actions: ['Print'],
      secondary: 'E-mail',
      org: 'Sarathi Demo Restaurant & Bar',
      orgSub: 'Thamel, Kathmandu-26 · Phone 01-5550177 · VAT No. 605432198',
      docTitle: 'TAX INVOICE',
      info: [
        ['Bill No', 'RB-2083-10391'],
        ['Date (BS)', '2083-08-06 · 19:48'],
        ['Table', '7 (4 guests)'],
        ['Cashier', 'Anita Gurung'],
      ],
      cols: [
        ['S.N.', 'text:', 0.5],
        ['Item', 'text:', 2.4],
        ['Qty', 'num', 0.6],
        ['Rate', 'amt', 0.9],
        ['Amount', 'amt', 1],
      ],
      rows: [
        ['1', 'Chicken Momo (Steam)', '2', 'Rs. 280', 'Rs. 560'],
        ['2', 'Dal Bhat Set (Chicken)', '2', 'Rs. 450', 'Rs. 900'],
        ['3', 'Chicken Sekuwa', '1', 'Rs. 380', 'Rs. 380'],
        ['4', 'Masala Tea', '4', 'Rs. 60', 'Rs. 240'],
        ['5', 'Juju Dhau', '2', 'Rs. 150', 'Rs. 300'],
      ],
      totals: [
        ['Sub-total', 'Rs. 2,380'],
        ['Service charge (10%)', 'Rs. 238'],
        ['Taxable amount', 'Rs. 2,618'],
        ['VAT (13%)', 'Rs. 340'],
        ['Grand total', 'Rs. 2,958', true],
      ],
      note: 'Paid by Fonepay QR. Thank you, please visit again!',
      signs: ['Printed by Sarathi ERP'],
    },
    T(
      'Day-end Settlement',
      [
        ['Payment Mode', '*text:', 1.5],
        ['Bills', 'num'],
        ['System Amount', 'amt'],
        ['Counted / Settled', 'amt'],
        ['Difference', 'amt'],
        ['Settled By', 'text:'],
        ['Status', 'status'],
      ],
      {
        data: [
          ['Cash', 74, 61240, 61220],
          ['Fonepay QR', 50, 54860, 54860],
          ['eSewa', 22, 24380, 24380],
          ['Khalti', 14, 15920, 15920],
          ['Card', 18, 24180, 24180],
          ['Credit (house accounts)', 6, 5840, 5840],
        ].map(([mode, bills, system, counted]) => [
          mode,
          String(bills),
          npr(system),
          npr(counted),
          system === counted ? 'Rs. 0' : `- ${npr(system - counted)}`,
          mode === 'Cash' ? 'Mohan Limbu' : 'Anita Gurung',
          system === counted ? 'Settled' : 'Awaiting Approval',
        ]),
        footer: 'Sales Rs. 1,86,420 · Service charge Rs. 16,947 · VAT Rs. 21,443 · Cancelled bills 2',
        actions: ['Close Day'],
      },
    ),
  ],

  'table-management': [
    {
      type: 'floor',
      title: 'Floor Plan',
      actions: ['Seat Walk-in'],
      areas: ['Ground Floor', 'First Floor', 'Rooftop'],
      count: 15,
      cols: 5,
      seats: [4, 2, 4, 6, 2],
      labels: Array.from({ length: 15 }, (_, i) => `Table ${i + 1}`),
      statuses: [
        ['Free', 5],
        ['Seated', 3],
        ['Occupied', 6],
        ['Billed', 2],
        ['Reserved', 2],
      ],
      busy: ['Seated', 'Occupied', 'Billed', 'Reserved'],
      l2: 'pick:42 min · Rs. 2,340|18 min · Rs. 980|1 h 05 min · Rs. 4,120|25 min · Rs. 1,560|8 min · order pending',
      l3: 'pick:Captain: Suresh Magar|Captain: Arjun Bista|Captain: Puja Lama',
      idle: { Free: 'Ready to seat' },
    },
    {
      type: 'cal',
      title: 'Reservations',
      actions: ['+ Reservation'],
      start: 12,
      hours: 10,
      durs: [2, 3, 4],
      density: 0.42,
      now: 6.4,
      cols: [
        ['Ground Floor', 'Tables 1–6'],
        ['First Floor', 'Tables 7–12'],
        ['Rooftop', 'Tables 13–18'],
        ['Private Room', 'Up to 20 guests'],
      ],
      ev: {
        main: 'name',
        sub: 'pick:4 guests|2 guests|6 guests',
        subs: [0, 1, 2]
          .map(() => 'pick:2 guests|4 guests|4 guests|6 guests|8 guests')
          .concat('pick:Birthday · 12 guests|Office dinner · 16 guests|Family lunch · 10 guests'),
      },
    },
    T(
      'Table Turnover',
      [
        ['Table', '*text:'],
        ['Seats', 'num'],
        ['Covers Today', 'num'],
        ['Turns', 'dec'],
        ['Avg. Sitting', 'text:'],
        ['Sales', 'amt'],
        ['Sales per Cover', 'amt'],
        ['Now', 'status'],
      ],
      {
        total: '15 tables',
        filters: ['Today ▾', 'Ground Floor ▾'],
        data: [
          [1, 4, 14, 3.5, 48, 13720, 'Free'],
          [2, 2, 8, 4.0, 41, 6960, 'Reserved'],
          [3, 4, 12, 3.0, 55, 12480, 'Reserved'],
          [4, 6, 21, 3.5, 68, 24150, 'Billed'],
          [5, 2, 7, 3.5, 38, 5390, 'Occupied'],
          [6, 4, 15, 3.8, 52, 15450, 'Occupied'],
          [7, 4, 13, 3.3, 61, 14300, 'Occupied'],
          [8, 6, 16, 2.7, 74, 19840, 'Occupied'],
          [9, 4, 11, 2.8, 46, 9570, 'Free'],
          [10, 2, 6, 3.0, 44, 5100, 'Reserved'],
        ].map(([t, seats, covers, turns, mins, sales, now]) => [
          `Table ${t}`,
          String(seats),
          String(covers),
          turns.toFixed(1),
          `${mins} min`,
          npr(sales),
          npr(sales / covers),
          now,
        ]),
      },
    ),
  ],

  'kitchen-display': [
    {
      type: 'board',
      title: 'Kitchen Display',
      actions: ['Bump Ready'],
      secondary: 'All Stations ▾',
      cols: [
        ['New', 4, 'red', 'New'],
        ['Preparing', 5, 'amber', 'Preparing'],
        ['Ready to Serve', 3, 'green', 'Ready'],
      ],
      card: {
        top: 'id:KOT-:2214',
        main: 'seq:2 × Chicken Momo (Steam)|1 × Dal Bhat Set (Chicken)|3 × Veg Thukpa|1 × Chicken Sekuwa|2 × Buff Chowmein|1 × Newari Khaja Set|2 × Chicken Chilli|4 × Masala Tea|1 × Mustang Aloo|2 × Buff Momo (Jhol)|1 × Veg Fried Rice|2 × Aloo Tama',
        sub: 'seq:Table 7 · Dine-in|Takeaway · #88|Table 3 · less spicy|Delivery · #91|Table 12 · no onion|Rooftop 2|Table 5 · Dine-in|Takeaway · #89|Table 9 · extra achar|Delivery · #92|Table 1 · Dine-in|Rooftop 4',
        right: 'seq:2 min|4 min|5 min|3 min|9 min|12 min|14 min|7 min|6 min|16 min|18 min|19 min',
      },
    },
    T(
      'KOT Register',
      [
        ['KOT', '*id:KOT-:2180'],
        ['Time', 'time:11'],
        ['Table / Order', 'pick:Table 3|Table 7|Takeaway #86|Delivery #90|Table 12|Rooftop 2'],
        [
          'Items',
          'seq:2 × Chicken Momo (Steam)|1 × Chicken Sekuwa|2 × Masala Tea|1 × Buff Chowmein|1 × Dal Bhat Set (Chicken)|2 × Sweet Lassi|1 × Newari Khaja Set|3 × Veg Thukpa|1 × Chicken Chilli|2 × Buff Momo (Jhol)',
          1.6,
        ],
        ['Station', 'seq:Momo|Tandoor|Bar|Wok|Nepali kitchen|Bar|Nepali kitchen|Wok|Wok|Momo'],
        ['Prep Time', 'seq:12 min|18 min|4 min|9 min|14 min|3 min|16 min|10 min|11 min|13 min'],
        ['Status', 'sseq:Served|Served|Served|Served|Served|Served|Ready|Preparing|Preparing|Preparing'],
      ],
      { filters: ['All stations ▾', 'Today ▾'], total: '412' },
    ),
    {
      type: 'dash',
      title: 'Preparation Times',
      kpis: [
        ['KOTs today', '412', '+9%'],
        ['Average prep time', '11.4 min', '-1.2 min', 'green'],
        ['Late (over 20 min)', '14', '-6', 'green'],
        ['Voided items', '5'],
      ],
      chart: {
        kind: 'bar',
        title: 'Average preparation time by station (min)',
        x: ['Momo', 'Tandoor', 'Wok', 'Nepali', 'Bar', 'Dessert'],
        series: [
          ['Today', [11, 16, 9, 14, 4, 5]],
          ['Target', [12, 15, 10, 15, 5, 6]],
        ],
      },
      side: {
        kind: 'list',
        title: 'Slowest right now',
        items: [
          ['KOT-2231 · Table 12', 'Chicken Sekuwa · 19 min', 'Late'],
          ['KOT-2233 · Delivery #91', 'Newari Khaja Set · 16 min', 'Preparing'],
          ['KOT-2236 · Table 4', 'Chicken Chilli · 12 min', 'Preparing'],
          ['KOT-2238 · Takeaway #92', 'Buff Momo (Jhol) · 9 min', 'Preparing'],
        ],
      },
    },
  ],

  'menu-management': [
    T(
      'Menu Items',
      [
        ['Item', '*text:', 1.6],
        ['Category', 'text:'],
        ['Variants', 'text:', 1.3],
        ['Price', 'amt'],
        ['Food Cost', 'pct'],
        ['Outlets', 'text:'],
        ['Status', 'status'],
      ],
      {
        data: [
          ['Chicken Momo', 'Momo', 'Steam, Fried, Jhol', 'Rs. 280', '32.6%', 'All outlets', 'Available'],
          ['Buff Momo', 'Momo', 'Steam, Jhol, Kothey', 'Rs. 260', '29.8%', 'All outlets', 'Available'],
          ['Dal Bhat Set (Chicken)', 'Nepali', 'Regular', 'Rs. 450', '34.1%', 'All outlets', 'Available'],
          ['Newari Khaja Set', 'Nepali', 'Regular', 'Rs. 420', '31.2%', 'Thamel only', 'Available'],
          ['Chicken Sekuwa', 'Nepali', '250 g', 'Rs. 380', '36.4%', 'All outlets', 'Out of Stock'],
          ['Veg Thukpa', 'Chinese', 'Half, Full', 'Rs. 220', '24.5%', 'All outlets', 'Available'],
          ['Chicken Chilli', 'Chinese', 'Dry, Gravy', 'Rs. 360', '33.0%', 'All outlets', 'Available'],
          ['Masala Tea', 'Drinks', 'Cup, Pot', 'Rs. 60', '22.0%', 'All outlets', 'Available'],
          ['Sweet Lassi', 'Drinks', 'Regular, Large', 'Rs. 120', '27.5%', 'All outlets', 'Available'],
          ['Juju Dhau', 'Desserts', 'Regular', 'Rs. 150', '38.0%', 'Thamel only', 'Available'],
        ],
        filters: ['All categories ▾', 'Thamel Outlet ▾'],
        total: '96',
        actions: ['+ New Item'],
      },
    ),
    {
      type: 'form',
      title: 'Edit Menu Item',
      actions: ['Save Item'],
      sections: [
        [
          'Item',
          [
            ['Name', 'Chicken Momo'],
            ['Name on Nepali menu', 'Kukhura ko Momo'],
            ['Category', '▾ Momo'],
            ['Kitchen station', '▾ Momo station'],
            ['Tax', '▾ VAT 13% + service charge'],
            ['Available', '☑ All day'],
          ],
        ],
        [
          'Variants and Add-ons',
          {
            cols: ['Variant', 'Price', 'Happy hour', 'Recipe'],
            kinds: ['*text:', 'amt', 'amt', 'text:'],
            rows: [
              ['Steam (10 pcs)', 'Rs. 280', 'Rs. 240', 'Linked'],
              ['Fried (10 pcs)', 'Rs. 300', 'Rs. 260', 'Linked'],
              ['Jhol (10 pcs)', 'Rs. 310', '—', 'Linked'],
              ['Add-on: extra achar', 'Rs. 30', '—', '—'],
            ],
          },
        ],
      ],
      side: {
        title: 'Item Insights',
        items: [
          ['Sold this month', '1,284 plates'],
          ['Food cost', '31.4%'],
          ['Rank in category', '#1'],
          ['Last price change', '2083-04-01'],
        ],
        pill: 'Available',
      },
    },
    {
      type: 'dash',
      title: 'Item Performance',
      kpis: [
        ['Items on menu', '96'],
        ['Top category', 'Momo', '38% of sales'],
        ['Average food cost', '30.8%', '-1.1 pts', 'green'],
        ['Items not sold (30 days)', '7', '+2', 'amber'],
      ],
      chart: {
        kind: 'bar',
        title: 'Top items by sales this month (Rs.)',
        x: ['C. Momo', 'Dal Bhat', 'B. Momo', 'Sekuwa', 'Thukpa', 'Chowmein', 'Khaja', 'Lassi'],
        series: [['Sales', 60000, 360000]],
        flat: true,
      },
      side: {
        kind: 'donut',
        title: 'Sales by category',
        items: [
          ['Momo', 412000],
          ['Nepali', 260000],
          ['Chinese', 184000],
          ['Drinks', 163000],
          ['Desserts', 65000],
        ],
      },
    },
  ],

  'online-orders': [
    {
      type: 'board',
      title: 'Online Order Queue',
      actions: ['Pause Online Orders'],
      cols: [
        ['New', 3, 'red', 'New'],
        ['Accepted', 4, 'blue', 'Preparing'],
        ['Ready for Pickup', 2, 'amber', 'Ready'],
        ['Out for Delivery', 3, 'green', 'Out for Delivery'],
      ],
      card: {
        top: 'id:#:1088',
        main: 'name',
        right: 'time:18',
        sub: 'seq:Website · Rs. 1,240 · paid|QR table · Table 5 · Rs. 860|Phone · Rs. 2,150 · cash|Website · Rs. 640 · paid|QR table · Table 9 · Rs. 1,420|Delivery app · Rs. 980|Website · Rs. 1,760 · paid|Takeaway · Rs. 520 · paid|Delivery app · Rs. 1,150|Website · Rs. 2,300 · paid|Phone · Rs. 890 · cash|Delivery app · Rs. 1,340',
      },
    },
    T(
      'Deliveries',
      [
        ['Order', '*id:#:1061'],
        ['Customer', 'name', 1.4],
        ['Area', 'pick:Thamel|Lazimpat|Baluwatar|Naxal|Kamaladi|Jhamsikhel'],
        ['Rider', 'pick:Bikash Shrestha|Sujan Dangol|Arjun Bista'],
        ['Amount', 'amt:450:3200'],
        ['Payment', 'pick:Paid online|Cash on delivery|Fonepay on delivery'],
        ['Time Taken', 'mins:18:52'],
        ['Status', 'status:Delivered|Delivered|Out for Delivery|Delivered|Cancelled'],
      ],
      { filters: ['Today ▾', 'All riders ▾'], total: '64' },
    ),
    {
      type: 'dash',
      title: 'Channel Sales',
      kpis: [
        ['Online orders today', '64', '+18%'],
        ['Online sales', 'Rs. 58,740', '+21%'],
        ['Average delivery', '31 min', '-4 min', 'green'],
        ['Rejected orders', '2'],
      ],
      chart: {
        kind: 'line',
        title: 'Online orders, last 7 days',
        x: 'days',
        series: [
          ['Website', 14, 30],
          ['QR table', 10, 24],
        ],
      },
      side: {
        kind: 'donut',
        title: 'Orders by channel',
        items: [
          ['Own website', 24],
          ['QR table ordering', 18],
          ['Delivery apps', 15],
          ['Phone', 7],
        ],
      },
    },
  ],

  'recipe-costing': [
    {
      type: 'form',
      title: 'Recipe Card',
      actions: ['Save Recipe'],
      sections: [
        [
          'Dish',
          [
            ['Menu item', 'Chicken Momo (Steam) · 10 pcs'],
            ['Batch size', '1 plate'],
            ['Selling price', 'Rs. 280 (before VAT)'],
          ],
        ],
        [
          'Ingredients',
          {
            cols: ['Ingredient', 'Qty', 'Unit cost', 'Cost'],
            kinds: ['*text:', 'text:', 'text:', 'amt'],
            weights: [1.6, 0.8, 1, 0.8],
            rows: [
              ['Chicken mince', '120 g', 'Rs. 520 / kg', 'Rs. 62.40'],
              ['Refined flour', '80 g', 'Rs. 70 / kg', 'Rs. 5.60'],
              ['Onion, ginger, garlic', '40 g', 'Rs. 120 / kg', 'Rs. 4.80'],
              ['Spices and oil', '—', 'per plate', 'Rs. 3.50'],
              ['Tomato achar', '60 g', 'Rs. 150 / kg', 'Rs. 9.00'],
              ['Gas and packing', '—', 'per plate', 'Rs. 6.00'],
            ],
            total: 'Food cost Rs. 91.30 per plate',
          },
        ],
      ],
      side: {
        title: 'Margin',
        items: [
          ['Selling price', 'Rs. 280'],
          ['Food cost', 'Rs. 91.30'],
          ['Food cost %', '32.6%', 'green'],
          ['Target', 'Under 35%'],
          ['Gross margin', 'Rs. 188.70'],
        ],
        note: 'Each plate sold deducts these ingredients from the kitchen store.',
      },
    },
    T(
      'Food Cost Report',
      [
        ['Item', '*text:', 1.6],
        ['Plates Sold', 'num'],
        ['Price', 'amt'],
        ['Recipe Cost', 'amt'],
        ['Food Cost %', 'pct'],
        ['Theoretical Use', 'amt', 1.1],
        ['Actual Use', 'amt'],
        ['Variance', 'status'],
      ],
      {
        data: [
          ['Chicken Momo (Steam)', 1284, 280, 91.3, 1.02],
          ['Dal Bhat Set (Chicken)', 642, 450, 153, 1.06],
          ['Buff Momo (Jhol)', 598, 260, 77.5, 1.01],
          ['Chicken Sekuwa', 411, 380, 138, 1.09],
          ['Veg Thukpa', 365, 220, 54, 1.0],
          ['Buff Chowmein', 352, 200, 58, 1.03],
          ['Newari Khaja Set', 248, 420, 131, 1.02],
          ['Chicken Chilli', 233, 360, 119, 1.08],
          ['Masala Tea', 1860, 60, 13.2, 1.01],
          ['Sweet Lassi', 512, 120, 33, 1.02],
        ].map(([dish, plates, price, cost, factor]) => [
          dish,
          group(plates),
          npr(price),
          `Rs. ${cost.toFixed(2)}`,
          `${((100 * cost) / price).toFixed(1)}%`,
          npr(plates * cost),
          npr(plates * cost * factor),
          factor >= 1.05 ? 'High' : 'Normal',
        ]),
        filters: ['Kartik 2083 ▾', 'Main kitchen ▾'],
        total: '96',
        actions: ['Recalculate'],
      },
    ),
  ],

  'hr-payroll': [
    T(
      'Employee Directory',
      [
        ['Emp. ID', '*id:EMP-:1041'],
        ['Name', 'name', 1.4],
        [
          'Designation',
          'seq:Staff Nurse|Lab Technologist|Pharmacist|Receptionist|Accountant|Medical Officer|Store Keeper|Staff Nurse|Radiographer|Housekeeping Supervisor',
          1.4,
        ],
        [
          'Department',
          'seq:Nursing|Laboratory|Pharmacy|Front Office|Accounts|Medicine|Stores|Nursing|Radiology|Housekeeping',
        ],
        ['Joined', 'pick:2074-05-01|2078-09-15|2080-01-10|2081-04-01|2076-11-20'],
        ['SSF No.', 'idr:SSF-:2200100:2299999'],
        ['Today', 'status:Present|Present|On Leave|Present|Present|Absent'],
      ],
      { filters: ['All departments ▾', 'Active ▾'], total: '184', actions: ['+ New Employee'], product: 'hospital' },
    ),
    {
      type: 'table',
      title: 'Salary Sheet',
      filters: ['Kartik 2083 ▾', 'All departments ▾'],
      actions: ['Approve Payroll'],
      product: 'hospital',
      cols: [
        ['Employee', '*text:', 1.4],
        ['Basic', 'amt'],
        ['Allowances', 'amt'],
        ['Gross', 'amt'],
        ['SSF 11%', 'amt'],
        ['Income Tax', 'amt'],
        ['Net Pay', 'amt'],
      ],
      data: [
        [48000, 12000],
        [36000, 8000],
        [32000, 6000],
        [62000, 18000],
        [28000, 5000],
        [41000, 9000],
        [30000, 6000],
        [54000, 14000],
      ].map(([basic, allow], i) => {
        const gross = basic + allow;
        const ssf = Math.round(basic * 0.11);
        const tax = Math.round((gross - ssf) * 0.01);
        return [
          [
            'Sarita Bhandari',
            'Puja Lama',
            'Nabin Chaudhary',
            'Dr. Sandeep Rana',
            'Gita Adhikari',
            'Bikash Shrestha',
            'Dipak Khadka',
            'Kamala Tamang',
          ][i],
          npr(basic),
          npr(allow),
          npr(gross),
          npr(ssf),
          npr(tax),
          npr(gross - ssf - tax),
        ];
      }),
      footer: '184 employees · SSF employer contribution 20% posted separately · Bank transfer file ready',
    },
    T(
      'Duty Roster',
      [
        ['Staff', '*name', 1.4],
        ['Role', 'pick:Staff Nurse|Staff Nurse|Senior Staff Nurse|Nursing Assistant', 1.3],
        ...['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((d) => [
          d,
          'status:Morning|Morning|Evening|Evening|Night|Off',
          0.8,
        ]),
      ],
      {
        rows: 7,
        filters: ['Ward 2 ▾', 'Week of 2083-08-06'],
        footer: 'Morning 07:00–13:00 · Evening 13:00–19:00 · Night 19:00–07:00 · Swap requests: 2 pending',
        actions: ['Publish Roster'],
        product: 'hospital',
      },
    ),
    {
      type: 'dash',
      title: 'Attendance Summary',
      product: 'restaurant',
      kpis: [
        ['Staff on roll', '46'],
        ['Present today', '41', '+2'],
        ['On leave', '3'],
        ['Late arrivals', '2', '-3', 'green'],
      ],
      chart: {
        kind: 'bar',
        title: 'Attendance this week (from biometric devices)',
        x: 'days',
        series: [
          ['Present', 36, 44],
          ['Late', 1, 6],
        ],
        flat: true,
      },
      side: {
        kind: 'bars',
        title: 'Overtime hours (month)',
        items: [
          ['Kitchen', 64],
          ['Service', 41],
          ['Bar', 18],
          ['Delivery', 12],
        ],
      },
      bottom: {
        title: 'Leave requests',
        cols: [
          ['Employee', 'name'],
          ['Leave Type', 'pick:Home leave|Sick leave|Festival leave'],
          ['From', 'pick:2083-08-09|2083-08-12|2083-08-15'],
          ['Days', 'num:1:5'],
          ['Status', 'status:Pending|Approved|Pending'],
        ],
      },
    },
  ],

  crm: [
    T(
      'Contacts',
      [
        ['Name', '*name', 1.4],
        ['Mobile', 'phone'],
        ['Town', 'town'],
        ['Visits', 'num:1:24'],
        ['Last Visit', 'date'],
        ['Loyalty Points', 'num:0:2400'],
        ['Tags', 'pick:Diabetes care|Recall due|Birthday this month|Corporate|Senior citizen', 1.3],
      ],
      { filters: ['All segments ▾', 'Tag: any ▾'], total: '12,640', actions: ['+ Add Contact'] },
    ),
    {
      type: 'board',
      title: 'Leads Pipeline',
      actions: ['+ New Lead'],
      cols: [
        ['New Enquiry', 4, 'slate', 'New'],
        ['Contacted', 4, 'blue', 'Contacted'],
        ['Visit Booked', 3, 'amber', 'Booked'],
        ['Converted', 4, 'green', 'Completed'],
      ],
      card: {
        top: 'pick:Facebook|Website form|Walk-in|Referral|Health camp',
        main: 'name',
        sub: 'pick:Full body check-up package|Braces consultation|Knee pain physiotherapy|Corporate health camp|Home sample collection',
        right: 'date',
      },
    },
    {
      type: 'dash',
      title: 'Campaign Results',
      kpis: [
        ['SMS sent this month', '18,420', '+32%'],
        ['Delivered', '97.1%'],
        ['Visits from campaigns', '612', '+14%'],
        ['Revenue from campaigns', 'Rs. 9,84,200', '+19%'],
      ],
      chart: { kind: 'bar', title: 'Visits generated by campaign month', series: [['Visits', 280, 640]] },
      side: {
        kind: 'list',
        title: 'Recent campaigns',
        items: [
          ['Free diabetes camp · Bhaktapur', '4,200 SMS · 186 visits', 'Completed'],
          ['6-month dental recall', '1,120 SMS · 214 bookings', 'Running'],
          ['Tihar family health package', '6,800 SMS · 142 packages', 'Completed'],
          ['Birthday greetings', 'Daily · 38 this week', 'Running'],
        ],
      },
    },
  ],

  'reports-analytics': [
    {
      type: 'dash',
      title: 'Owner Dashboard',
      kpis: [
        ['Revenue this month', 'Rs. 48,62,300', '+8.1%'],
        ['Collections', 'Rs. 45,10,900', '+6.9%'],
        ['Patients served', '9,842', '+7%'],
        ['Gross margin', '34.6%', '+1.2 pts'],
      ],
      chart: {
        kind: 'bar',
        title: 'Revenue vs last year (Rs.)',
        series: [
          ['This year', 3800000, 5000000],
          ['Last year', 3300000, 4400000],
        ],
      },
      side: {
        kind: 'bars',
        title: 'Revenue by branch',
        items: [
          ['Main Branch, Lalitpur', 2840000],
          ['Bhaktapur', 1120000],
          ['Kirtipur', 902300],
        ],
      },
      bottom: {
        title: 'Exceptions to review',
        cols: [
          ['Area', 'seq:Discounts|Refunds|Stock'],
          [
            'Detail',
            'seq:Discounts above 15% on 12 bills|3 refunds after day-end closing|Physical count short in OT store',
          ],
          ['Amount', 'amt:4000:42000'],
          ['Status', 'status:Review|Review|Approved'],
        ],
      },
    },
    T(
      'Report Library',
      [
        [
          'Report',
          '*seq:Sales register (IRD)|Sales return register|Department revenue|Doctor-wise collection|Stock ledger|Near-expiry stock|VAT purchase book|Payroll summary|Patient visit analysis|Insurance receivables',
          1.6,
        ],
        ['Module', 'seq:Billing|Billing|Billing|Billing|Inventory|Pharmacy|Accounts|HR & Payroll|OPD|Insurance'],
        [
          'Filters',
          'seq:Date (BS/AD), counter|Date (BS/AD), counter|Date, department|Date, doctor|Date, store, item|Days to expiry, rack|Month, supplier|Month, department|Date, department|Insurer, ageing',
          1.3,
        ],
        [
          'Formats',
          'seq:MS-Excel, CSV, XML, JSON|MS-Excel, CSV|MS-Excel, PDF|MS-Excel, PDF|MS-Excel, CSV, JSON|MS-Excel, PDF|MS-Excel, CSV, XML|MS-Excel, PDF|MS-Excel, CSV|MS-Excel, CSV',
          1.4,
        ],
        ['Last Run', 'date'],
        ['Access', 'sseq:Shared|Shared|Shared|Restricted|Shared|Shared|Restricted|Restricted|Shared|Shared'],
      ],
      { filters: ['All modules ▾'], total: '168', actions: ['+ Custom Report'] },
    ),
    {
      type: 'dash',
      title: 'Revenue by Department',
      kpis: [
        ['OPD', 'Rs. 9,84,600', '+6%'],
        ['IPD', 'Rs. 21,40,300', '+11%'],
        ['Laboratory', 'Rs. 8,12,400', '+9%'],
        ['Pharmacy', 'Rs. 9,25,000', '+4%'],
      ],
      chart: {
        kind: 'line',
        title: 'Department revenue trend (Rs.)',
        series: [
          ['IPD', 1500000, 2200000],
          ['Pharmacy', 650000, 950000],
        ],
      },
      side: {
        kind: 'donut',
        title: 'Share this month',
        items: [
          ['IPD', 2140300],
          ['OPD', 984600],
          ['Pharmacy', 925000],
          ['Laboratory', 812400],
        ],
      },
    },
    T(
      'Scheduled Reports',
      [
        [
          'Report',
          '*seq:Daily collection summary|Daily sales register (IRD)|Owner dashboard snapshot|Weekly stock valuation|Near-expiry stock|Weekly insurance claims|Monthly payroll summary|Monthly profit and loss|Doctor-wise collection|Referral commission statement',
          1.8,
        ],
        [
          'Frequency',
          'seq:Daily 20:00|Daily 20:30|Daily 21:00|Weekly, Sunday|Weekly, Sunday|Weekly, Friday|Monthly, 1st|Monthly, 5th|Monthly, 1st|Monthly, 3rd',
        ],
        [
          'Recipients',
          'seq:Owner, accountant|Accountant|Owner|Store keeper|Pharmacist|Insurance desk|HR manager|Owner, auditor|Owner|Accountant',
        ],
        [
          'Channel',
          'seq:E-mail (MS-Excel)|E-mail (CSV)|Viber summary|E-mail (MS-Excel)|E-mail (PDF)|E-mail (MS-Excel)|E-mail (PDF)|E-mail (PDF)|E-mail (MS-Excel)|E-mail (PDF)',
        ],
        [
          'Last Sent',
          'seq:2083-08-05|2083-08-05|2083-08-05|2083-08-04|2083-08-04|2083-08-02|2083-08-01|2083-07-05|2083-08-01|2083-08-03',
        ],
        ['Status', 'sseq:Active|Active|Active|Active|Active|Failed|Active|Active|Active|Active'],
      ],
      { total: '12', actions: ['+ Schedule Report'] },
    ),
  ],
};

/* ---------------------------------------------------------------- main */

/** Site path of screenshot n (1-based) of a module, as listed in the module JSON. */
export const screenshotPath = (key, n) => `/images/modules/${key}-${n}.svg`;

/** Module JSON records keyed by module key (file name without .json). */
function readModules() {
  return Object.fromEntries(
    readdirSync(MODULES_DIR)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => [f.slice(0, -5), JSON.parse(readFileSync(join(MODULES_DIR, f), 'utf8'))]),
  );
}

/** Sidebar menu for a sub-industry: Dashboard, then its modules by rank (unranked last, then by order). */
function menuFor(subIndustry, modules, activeTitle) {
  const tagged = Object.values(modules)
    .map((m) => {
      const tag = (m.industries ?? []).find((t) => t.split('#')[0].split('/')[1] === subIndustry);
      return tag ? { title: m.title, rank: Number(tag.split('#')[1] ?? Infinity), order: m.order ?? 1000 } : null;
    })
    .filter(Boolean)
    .sort((a, b) => a.rank - b.rank || a.order - b.order);
  const titles = ['Dashboard', ...tagged.map((t) => t.title)].slice(0, 15);
  if (!titles.includes(activeTitle)) titles[titles.length - 1] = activeTitle;
  return titles;
}

function main() {
  const check = process.argv.includes('--check');
  const modules = readModules();
  const problems = [];
  const written = new Set();
  for (const key of Object.keys(SCREENS))
    if (!modules[key]) problems.push(`SCREENS has "${key}" but src/content/modules/${key}.json does not exist`);
  for (const [key, mod] of Object.entries(modules)) {
    const screens = SCREENS[key];
    if (!screens) {
      problems.push(`${key}: no SCREENS entry in scripts/generate-screenshots.mjs`);
      continue;
    }
    const expected = screens.map((_, i) => screenshotPath(key, i + 1));
    if (JSON.stringify(mod.screenshots ?? []) !== JSON.stringify(expected)) {
      problems.push(`${key}.json screenshots must be ${JSON.stringify(expected)}`);
    }
    const firstTag = (mod.industries ?? [])[0] ?? 'healthcare/hospital';
    screens.forEach((sc, i) => {
      const file = `${key}-${i + 1}.svg`;
      const product = sc.product ?? firstTag.split('#')[0].split('/')[1];
      const rng = seeded(file);
      const gen = makeGen(rng);
      const user = USERS[sc.user ?? USER_BY_KEY[key] ?? USER_BY_PRODUCT[product]];
      const body = RENDERERS[sc.type](sc, gen, rng);
      const svg = frame({ key, title: mod.title, sc, product, nav: menuFor(product, modules, mod.title), user, body });
      const bytes = Buffer.byteLength(svg);
      if (bytes > MAX_BYTES) problems.push(`${file} is ${bytes} bytes (limit ${MAX_BYTES})`);
      written.add(file);
      if (!check) writeFileSync(join(OUT_DIR, file), svg);
    });
  }
  if (!check && existsSync(OUT_DIR)) {
    for (const f of readdirSync(OUT_DIR)) if (f.endsWith('.svg') && !written.has(f)) unlinkSync(join(OUT_DIR, f));
  }
  console.log(`${check ? 'checked' : 'wrote'} ${written.size} screenshots for ${Object.keys(modules).length} modules`);
  if (problems.length) {
    console.error(problems.map((p) => `  ✗ ${p}`).join('\n'));
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  mkdirSync(OUT_DIR, { recursive: true });
  main();
}
