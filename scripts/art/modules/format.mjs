/** Number and text formatting for the screens: widths, ellipsis, wrapping, rupees. */

/** Two-digit number: 7 → "07". */
export const pad = (n) => String(n).padStart(2, '0');
/** Rounds to a whole user unit. */
export const r = (n) => Math.round(n);
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
/** Rupees with Nepali grouping: 1234567 → "Rs. 12,34,567". */
export const npr = (n) => `Rs. ${group(n)}`;
/** Short axis label: 150000 → "1.5L", 25000 → "25k". */
const d1 = (n) => Math.round(n * 10) / 10;
export const short = (n) => (n >= 100000 ? `${d1(n / 100000)}L` : n >= 1000 ? `${d1(n / 1000)}k` : String(d1(n)));
