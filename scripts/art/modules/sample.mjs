/** Demo data of the module screens: Nepali names, pools of values and the seeded generator that picks them. */
import { mulberry32 } from '../svg.mjs';
import { npr, pad } from './format.mjs';

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
/** Bikram Sambat month abbreviations, weekdays and opening hours used on axes and calendars. */
export const MONTHS = ['Pou', 'Mag', 'Fal', 'Cha', 'Bai', 'Jes', 'Asa', 'Shr', 'Bhd', 'Asw', 'Kar', 'Man'];
export const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
export const HOURS = ['10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '20', '21'];

/** A generator seeded with the FNV-1a hash of `text`; returns numbers in [0, 1). */
export function seeded(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return mulberry32(h >>> 0);
}
/** An integer in [min, max]. */
export const int = (rng, min, max) => min + Math.floor(rng() * (max - min + 1));
/** One item of `list`. */
export const pick = (rng, list) => list[Math.floor(rng() * list.length)];
const shuffle = (rng, list) => {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
};

/**
 * Returns gen(kind) → { s, pill, right, bold } for one table cell or card line. Kinds:
 * name, doctor, therapist, dept, town, drug, consumable, test, dish, stock, supplier, vendor, designation,
 * phone, agesex, time[:startHour], date, batch, exp, id:PREFIX:start, idr:PREFIX:min:max, amt:min:max,
 * num:min:max, dec:min:max, pct:min:max, mins:min:max, pick:a|b, seq:a|b (in order), status:a|b (pill),
 * sseq:a|b (pill, in order), text:literal.
 * A leading `*` makes the value bold.
 */
export function makeGen(rng) {
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
