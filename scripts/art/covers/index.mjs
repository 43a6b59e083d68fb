/**
 * Cover art of every customer story and news article, 1200×630: an abstract product screen whose
 * contents follow the story's first sub-industry (or the article's first matching tag), a badge with
 * the customer's initials (or an icon for articles), and a title band with a short label.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { esc } from '../svg.mjs';
import { circle, icons, path, randomFrom, rect, screens } from './motifs.mjs';
import { C } from './palette.mjs';

/** Band labels: what the picture is about, in a word or two. */
const subIndustryLabels = {
  'healthcare/hospital': 'Hospital',
  'healthcare/clinic': 'Clinic',
  'healthcare/lab': 'Laboratory',
  'healthcare/dental': 'Dental',
  'healthcare/pharmacy': 'Pharmacy',
  'healthcare/physio-therapy': 'Physiotherapy',
  'hospitality/restaurant': 'Restaurant',
};
const tagLabels = {
  release: 'Release',
  calendar: 'Release',
  accounting: 'Accounting',
  event: 'Event',
  training: 'Training',
  hib: 'HIB claims',
  insurance: 'Insurance',
  cbms: 'CBMS',
  ird: 'IRD',
  customer: 'New customer',
  reports: 'Reports',
  festival: 'Restaurants',
  restaurant: 'Restaurants',
  billing: 'Billing',
  healthcare: 'Healthcare',
};

/** Reads the YAML frontmatter fields this script needs (flat scalars and inline lists only). */
function frontmatter(file) {
  const text = readFileSync(file, 'utf8');
  const match = /^---\n([\s\S]*?)\n---/.exec(text);
  if (!match) throw new Error(`${file}: no frontmatter`);
  const fields = {};
  for (const line of match[1].split('\n')) {
    const m = /^([A-Za-z]+):\s*(.*)$/.exec(line);
    if (!m) continue;
    let value = m[2].trim();
    if (value.startsWith('['))
      value = value
        .slice(1, -1)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    else value = value.replace(/^"(.*)"$/, '$1');
    fields[m[1]] = value;
  }
  return fields;
}

/** The Markdown entries of a content folder in name order, with their frontmatter. */
function markdownEntries(dir) {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((file) => ({ file, slug: file.replace(/\.md$/, ''), fm: frontmatter(join(dir, file)) }));
}

/** Two initials from a customer's name, skipping small words and the town after a comma. */
function initials(name) {
  const words = name
    .split(',')[0]
    .split(/[\s&]+/)
    .filter((w) => w && !['and', 'of', 'the'].includes(w.toLowerCase()));
  return (words[0][0] + (words[1] ? words[1][0] : '')).toUpperCase();
}

/** Background, screen frame and band shared by every cover. */
function frame({ title, label, screen, badge }) {
  let dots = '';
  for (let r = 0; r < 5; r += 1)
    for (let c = 0; c < 6; c += 1) dots += circle(1050 + c * 18, 440 + r * 18, 2.5, C.dots);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" font-family="system-ui, sans-serif" role="img">
<title>${esc(title)}</title>
${rect(0, 0, 1200, 630, C.b50, 0)}${circle(1080, 80, 220, C.b100, ' opacity="0.8"')}${circle(60, 560, 180, C.a100, ' opacity="0.8"')}${dots}
${rect(92, 82, 680, 430, C.b100, 22)}${rect(80, 70, 680, 430, C.white, 22)}${rect(80, 70, 680, 50, C.b50, 22)}${rect(80, 100, 680, 20, C.b50, 0)}
${circle(110, 95, 7, C.rose)}${circle(132, 95, 7, C.amber)}${circle(154, 95, 7, C.a400)}${rect(200, 87, 240, 16, C.white, 8)}
${rect(80, 120, 130, 380, C.b50, 0)}${[0, 1, 2, 3, 4, 5].map((i) => rect(98, 145 + i * 44, 94, 14, i === 1 ? C.b600 : C.b200, 7)).join('')}
${screen}
${badge}
${rect(0, 540, 1200, 90, C.b900, 0)}${rect(80, 566, 10, 38, C.a400, 3)}
<text x="108" y="597" fill="${C.white}" font-size="30" font-weight="600">${esc(label)}</text>
${circle(1060, 585, 8, C.b400)}${circle(1086, 585, 8, C.a400)}${circle(1112, 585, 8, C.b200)}
</svg>
`;
}

/** The badge on the right: initials for a story, an icon for an article. */
function badge(content) {
  return `${rect(842, 142, 290, 290, C.b200, 52)}${rect(830, 130, 290, 290, C.b600, 52)}${content}${rect(1010, 360, 150, 70, C.white, 18)}${circle(1045, 395, 18, C.a500)}${path('M1036 395l6 6 11-12', C.white, 4)}${rect(1072, 386, 70, 8, C.b200, 4)}${rect(1072, 400, 44, 8, C.line, 4)}`;
}

/**
 * Draws every story and news cover.
 * @param {string} root the repository folder
 * @returns {{ files: Map<string, string>, problems: string[] }} site path → SVG text, and each entry
 *   whose `cover` does not name the file drawn for it
 * @throws {Error} when a story names an unknown customer or an entry has no frontmatter
 */
export function drawCovers(root) {
  const files = new Map();
  const problems = [];
  /** One cover of a story or article: the motif's screen, the badge and the band label. */
  const draw = (collection, { file, slug, fm }, { label, motif, badgeContent }) => {
    const sitePath = `/images/${collection}/${slug}.svg`;
    if (fm.cover !== sitePath)
      problems.push(`src/content/${collection}/${file}: cover is "${fm.cover}", expected "${sitePath}"`);
    const title = fm.coverAlt.replace(/^Illustration:\s*/i, '');
    const screen = screens[motif](220, 145, randomFrom(slug));
    files.set(sitePath, frame({ title, label, screen, badge: badge(badgeContent) }));
  };
  const customers = Object.fromEntries(
    readdirSync(join(root, 'src/content/customers'))
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(join(root, 'src/content/customers', f), 'utf8'))]),
  );

  for (const entry of markdownEntries(join(root, 'src/content/stories'))) {
    const { file, fm } = entry;
    const customer = customers[fm.customer];
    if (!customer) throw new Error(`${file}: unknown customer "${fm.customer}"`);
    const key = fm.subIndustries[0];
    const letters = initials(customer.name);
    draw('stories', entry, {
      label: subIndustryLabels[key] ?? 'Customer story',
      motif: key.split('/')[1],
      badgeContent: `<text x="975" y="${275 + 45}" text-anchor="middle" fill="${C.white}" font-size="${letters.length > 1 ? 130 : 150}" font-weight="700">${esc(letters)}</text>`,
    });
  }
  for (const entry of markdownEntries(join(root, 'src/content/news'))) {
    const tags = Array.isArray(entry.fm.tags) ? entry.fm.tags : [entry.fm.tags];
    // The first tag with a picture decides it; releases that mention a subject show that subject.
    const ordered =
      tags[0] === 'release' && tags.some((t) => t !== 'release' && icons[t] && t !== 'calendar')
        ? [...tags.slice(1), 'release']
        : tags;
    const motif = ordered.find((t) => screens[t] && icons[t]) ?? 'release';
    draw('news', entry, { label: tagLabels[tags[0]] ?? 'News', motif, badgeContent: icons[motif](975, 275) });
  }
  return { files, problems };
}
