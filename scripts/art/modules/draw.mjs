import { accent, amber, brand, emerald, ink, red, slate } from '../palette.mjs';

/** Named colours of the module screenshots; the blues outside the brand scale are the lighter tints these screens were drawn with. */
export const C = {
  blue: brand[600],
  blueDark: '#1557d0',
  blueTint: '#e8f0fe',
  bluePill: '#dbe7fd',
  blueChart: '#7fb0f8',
  greenChart: '#8ee0c2',
  green: accent[500],
  greenDark: accent[700],
  greenTint: emerald[100],
  ink: ink.DEFAULT,
  s700: slate[700],
  s600: slate[600],
  s500: slate[500],
  s400: slate[400],
  s300: slate[300],
  s200: slate[200],
  s100: slate[100],
  s50: slate[50],
  white: '#fff',
  amber: amber[700],
  amberTint: amber[100],
  red: red[700],
  redTint: red[100],
  redMid: red[500],
  amberMid: amber[500],
};
export const TONES = {
  green: [C.greenTint, C.greenDark, C.green],
  blue: [C.bluePill, C.blueDark, C.blue],
  amber: [C.amberTint, C.amber, C.amberMid],
  red: [C.redTint, C.red, C.redMid],
  slate: [C.s100, C.s600, C.s400],
};
export const STATUS_WORDS = {
  green:
    'Paid|Completed|Done|Ready|Active|Approved|Normal|In Stock|Available|Served|Delivered|Verified|Settled|Present|Received|Reported|Connected|Accepted|Vacant|Free|Sent|Confirmed|Given|Cleared|Reconciled|Online|Closed|Green|Eligible|Discharged|Improving|Achieved|Signed|Returned|Merged|Evening|PO Raised|Passed|Published|On Track|Shared|Opened',
  blue: 'In Progress|Scheduled|Admitted|Preparing|Processing|With Doctor|In Consultation|Collected|Ordered|Billed|Reserved|Booked|Submitted|Dispatched|Running|Checked-in|Occupied|Morning|Open|Merge|Create PO|Out for Delivery|Accepted Plan|OT|Vitals Done|Referred|Planned|Contacted|Proposed|Due Today|Seated|Dine-in|New|Interested',
  amber:
    'Pending|Due|Low Stock|Waiting|Near Expiry|Draft|Partial|Hold|Query|Late|Cleaning|On Leave|Under Review|Reorder|Review|Yellow|Unreconciled|Awaiting Report|Discharge Advised|Under Observation|Billing|Insurance Query|Partially Issued|Credit|Awaiting Approval|Follow-up|Quote Sent|Plateau|Expiring|Off Today|Urgent|Recheck|Low|Sale Return|Sell First',
  red: 'Expired|Critical|Overdue|Rejected|Cancelled|Abnormal|High|Out of Stock|Offline|Absent|Recalled|Missed|No-show|Failed|Red|Immediate|Blocked|Lost',
};
export const TONE_OF = new Map();
for (const [tone, words] of Object.entries(STATUS_WORDS)) for (const w of words.split('|')) TONE_OF.set(w, tone);
export const toneOf = (label) => TONE_OF.get(String(label)) ?? 'slate';

export const X0 = 260; // content box left
export const Y0 = 184; // content box top
export const BW = 992; // content box width
export const BH = 596; // content box height (bottom at 780)

export const pad = (n) => String(n).padStart(2, '0');
export const r = (n) => Math.round(n);
export const esc = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** Approximate rendered width of `s` in px for a system sans-serif font. */
export const tw = (s, size, bold = false) => String(s).length * size * (bold ? 0.6 : 0.55);
/** `s` shortened with an ellipsis to fit `width` px. */
export const fit = (s, width, size, bold = false) => {
  const max = Math.floor(width / (size * (bold ? 0.6 : 0.55)));
  s = String(s);
  return s.length <= max ? s : `${s.slice(0, Math.max(1, max - 1)).trimEnd()}…`;
};
/** Words of `s` broken into lines no wider than `width` px. */
export const wrap = (s, width, size, bold = false) => {
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
export const group = (n) => {
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
export const npr = (n) => `Rs. ${group(n)}`;
/** Short axis label: 150000 → "1.5L", 25000 → "25k". */
export const d1 = (n) => Math.round(n * 10) / 10;
export const short = (n) => (n >= 100000 ? `${d1(n / 100000)}L` : n >= 1000 ? `${d1(n / 1000)}k` : String(d1(n)));

export const text = (x, y, s, attrs = '') => `<text x="${r(x)}" y="${r(y)}"${attrs}>${esc(s)}</text>`;
export const rect = (x, y, w, h, attrs = '') =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}"${attrs}/>`;
export const line = (x1, y1, x2, y2, stroke = C.s200, extra = '') =>
  `<path d="M${r(x1)} ${r(y1)}H${r(x2)}${y2 !== y1 ? `V${r(y2)}` : ''}" stroke="${stroke}"${extra}/>`;
export const card = (x, y, w, h) => rect(x, y, w, h, ` rx="10" fill="${C.white}" stroke="${C.s200}"`);
/**
 * A status pill whose left edge (or right edge when anchorEnd) is x and text baseline is y.
 * Its text takes size, weight and anchor from an enclosing PG() group.
 */
export const pill = (x, y, label, tone = toneOf(label), anchorEnd = false) => {
  const [bg, fg] = TONES[tone];
  const w = tw(label, 11.5, true) + 18;
  const left = anchorEnd ? x - w : x;
  return rect(left, y - 15, w, 22, ` rx="11" fill="${bg}"`) + text(left + w / 2, y, label, ` fill="${fg}"`);
};
/** Adds a pill to a layers() collection (rects grouped by background, texts by colour); wrap its svg() in PG(). */
export const pillInto = (L, x, y, label, tone = toneOf(label), anchorEnd = false) => {
  const [bg, fg] = TONES[tone];
  const w = tw(label, 11.5, true) + 18;
  const left = anchorEnd ? x - w : x;
  L.rect(left, y - 15, w, 22, ` fill="${bg}"`, 11);
  L.text(left + w / 2, y, label, ` fill="${fg}"`);
};
/** Wraps pills so their shared text attributes are written once. */
export const PG = (pills) => (pills ? `<g font-size="11.5" font-weight="600" text-anchor="middle">${pills}</g>` : '');

/**
 * Collects elements under shared attribute strings so each style is written once as a <g>.
 * Shapes (z 0) are drawn before texts (z 1); within a level, groups keep their order of first use.
 */
export function layers() {
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
export const button = (xRight, y, label, primary) => {
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
export const buttons = (xRight, y, labels, primaryFirst = true) => {
  let x = xRight;
  let out = '';
  labels.forEach((label, i) => {
    const b = button(x, y, label, primaryFirst && i === 0);
    out += b.svg;
    x -= b.w + 10;
  });
  return out;
};
