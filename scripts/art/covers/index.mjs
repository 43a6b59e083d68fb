/**
 * Cover art of every customer story and news article, 1200×630.
 * - A story's cover shows what the story is about: the product screen its headline result comes
 *   from (stories.json, else its first module's first screenshot) beside a card with the
 *   customer's logo, name and town and that result, its figure large; a band names the package.
 * - An article's cover: an abstract product screen whose contents follow its first matching tag, a
 *   badge with an icon, and a band with a short label.
 * Text is drawn as paths in Inter (type.mjs), so a cover reads the same on every device.
 * An entry whose `cover` names another picture (a photo an editor uploaded) keeps it: the kit draws
 * only the covers entries ask it for, at `/images/{stories|news}/{slug}.svg`.
 * An entry with its Nepali text also gets its cover with Nepali words, `/images/{stories|news}/{slug}.ne.svg`,
 * which Nepali pages show (docs/content.md#pictures): the customer's Nepali name and town, the
 * headline result and the band from the Nepali texts; the product screen stays the software's own.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { mark } from '../brand.mjs';
import { LOOKS, logoPath, logoSvg } from '../customers/index.mjs';
import { esc } from '../svg.mjs';
import { inkBox, measure, textPath, wrap } from '../type.mjs';
import { circle, icons, path, randomFrom, rect, screens } from './motifs.mjs';
import { C } from './palette.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
/** The screen each story's cover shows, by story slug (stories.json). */
const STORY_SCREENS = JSON.parse(readFileSync(join(HERE, 'stories.json'), 'utf8'));

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

/** Band labels of the Nepali covers (docs/glossary.md). */
const subIndustryLabelsNe = {
  'healthcare/hospital': 'अस्पताल',
  'healthcare/clinic': 'क्लिनिक',
  'healthcare/lab': 'ल्याब',
  'healthcare/dental': 'डेन्टल क्लिनिक',
  'healthcare/pharmacy': 'फार्मेसी',
  'healthcare/physio-therapy': 'फिजियोथेरापी',
  'hospitality/restaurant': 'रेस्टुरेन्ट',
};
const tagLabelsNe = {
  release: 'नयाँ संस्करण',
  calendar: 'नयाँ संस्करण',
  accounting: 'लेखा',
  event: 'कार्यक्रम',
  training: 'तालिम',
  hib: 'HIB दाबी',
  insurance: 'बीमा',
  cbms: 'CBMS',
  ird: 'IRD',
  customer: 'नयाँ ग्राहक',
  reports: 'रिपोर्ट',
  festival: 'रेस्टुरेन्ट',
  restaurant: 'रेस्टुरेन्ट',
  billing: 'बिलिङ',
  healthcare: 'स्वास्थ्य सेवा',
};

/** The site path of the Nepali drawing of the cover at `path` (`….svg` → `….ne.svg`). */
export const nepaliCoverPath = (path) => path.replace(/\.svg$/, '.ne.svg');

/**
 * The front matter of the Nepali text `{slug}.ne.md` beside an English entry of `dir`, or
 * undefined while there is none (a missing file, or the empty front matter the CMS saves).
 */
function nepaliFrontmatter(dir, slug) {
  const file = join(dir, `${slug}.ne.md`);
  if (!existsSync(file)) return undefined;
  const match = /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'));
  const fm = match ? parseYaml(match[1], { schema: 'core' }) : undefined;
  return fm && typeof fm === 'object' && Object.keys(fm).length > 0 ? fm : undefined;
}

/** The YAML frontmatter of a Markdown file, parsed. */
function frontmatter(file) {
  const match = /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'));
  if (!match) throw new Error(`${file}: no frontmatter`);
  // Dates stay the text the editor wrote.
  return parseYaml(match[1], { schema: 'core' });
}

/** The English Markdown entries of a content folder (`{slug}.en.md`) in name order, with their frontmatter. */
function markdownEntries(dir) {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.en.md'))
    .sort()
    .map((file) => ({ file, slug: file.replace(/\.en\.md$/, ''), fm: frontmatter(join(dir, file)) }));
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
 * A picture the kit drew, nested at (x, y) in a box `width` wide (height from its own aspect ratio),
 * without its title, so the cover keeps one accessible name.
 * @throws {Error} when the picture has no width, height and viewBox
 */
function nested(svg, x, y, width) {
  const root = /^<svg [^>]*width="(\d+)" height="(\d+)" viewBox="([^"]+)"[^>]*>/.exec(svg);
  if (!root) throw new Error('a nested picture needs width, height and viewBox on its <svg>');
  const height = Math.round((width * Number(root[2])) / Number(root[1]));
  const body = svg
    .slice(root[0].length)
    .replace(/<title[^>]*>[\s\S]*?<\/title>/, '')
    .replace(/<\/svg>\s*$/, '');
  return {
    svg: `<svg x="${x}" y="${y}" width="${width}" height="${height}" viewBox="${root[3]}">${body}</svg>`,
    height,
  };
}

/** Text styles of the story covers (Inter, px). */
const T = {
  name: { weight: 700, size: 24 },
  town: { weight: 500, size: 19 },
  label: { weight: 500, size: 25 },
  band: { weight: 600, size: 28 },
  brand: { weight: 700, size: 26 },
};

/**
 * One story cover: the product screen on the left, the result card on the right, the band below.
 * @param {{ title: string, band: string, screen: string, logo: string, accent: string,
 *   customer: { name: string, town: string }, figure: string, label: string }} story
 *   screen and logo are SVG documents the kit drew; accent colours the figure
 */
function storyCover({ title, band, screen, logo, accent, customer, figure, label }) {
  const card = { x: 760, y: 56, width: 384, height: 428 };
  const inner = card.width - 56;
  const left = card.x + 28;
  let out = rect(0, 0, 1200, 630, C.b50, 0);
  out += circle(1110, 70, 240, accent, ' opacity="0.08"') + circle(70, 560, 190, C.a100, ' opacity="0.7"');
  // The product screen, on a soft shadow.
  const shot = nested(screen, 48, 72, 680);
  out += rect(60, 86, 680, shot.height, C.b100, 14) + shot.svg;
  // The result card: logo, customer, figure, what the figure measures.
  out += rect(card.x, card.y, card.width, card.height, C.white, 24, ` stroke="${C.line}" stroke-width="2"`);
  out += nested(logo, left, card.y + 28, 76).svg;
  // The name beside the logo: two lines at 24 px, or three at 20 px for a long one.
  const nameWidth = inner - 92;
  const wide = wrap(customer.name, nameWidth, T.name).length > 2;
  const nameStyle = wide ? { ...T.name, size: 20 } : T.name;
  const lineHeight = wide ? 24 : 28;
  const nameLines = wrap(customer.name, nameWidth, nameStyle);
  const blockHeight = nameLines.length * lineHeight + 26;
  const nameTop = card.y + 28 + Math.max(0, (76 - blockHeight) / 2) + nameStyle.size - 4;
  nameLines.forEach((line, index) => {
    out += textPath(line, { ...nameStyle, x: left + 92, y: Math.round(nameTop + index * lineHeight), fill: C.ink });
  });
  out += textPath(customer.town, {
    ...T.town,
    x: left + 92,
    y: Math.round(nameTop + (nameLines.length - 1) * lineHeight + 26),
    fill: C.muted,
  });
  out += rect(left, card.y + 132, inner, 2, C.line, 1);
  const figureStyle = { weight: 800, tracking: -0.02 };
  const figureSize = Math.min(104, Math.floor((inner / measure(figure, { ...figureStyle, size: 100 })) * 100));
  const figureBox = inkBox(figure, { ...figureStyle, size: figureSize });
  const figureBaseline = Math.round(card.y + 160 - figureBox.top);
  out += textPath(figure, { ...figureStyle, size: figureSize, x: left - 2, y: figureBaseline, fill: accent });
  wrap(label, inner, T.label)
    .slice(0, 4)
    .forEach((line, index) => {
      out += textPath(line, { ...T.label, x: left, y: figureBaseline + 50 + index * 33, fill: C.soft });
    });
  // The band: which package, and whose software.
  out += rect(0, 540, 1200, 90, C.b900, 0) + rect(80, 566, 10, 38, C.a400, 3);
  out += textPath(band, { ...T.band, x: 108, y: 595, fill: C.white });
  const brandWidth = measure('Sarathi ERP', T.brand);
  out += mark(1120 - brandWidth - 36, 585, 40, { fg: C.b900, bg: C.white });
  out += textPath('Sarathi ERP', { ...T.brand, x: 1120, y: 594, anchor: 'end', fill: C.white });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" role="img">
<title>${esc(title)}</title>
${out}
</svg>
`;
}

/** The site path of the cover the kit draws for entry `slug` of `collection` (`stories` or `news`). */
export const coverPath = (collection, slug) => `/images/${collection}/${slug}.svg`;

/**
 * Draws the cover of every story and news article whose `cover` is {@link coverPath}; a cover an
 * editor uploaded (any other picture) is theirs and is left alone.
 * @param {string} root the repository folder
 * @param {Map<string, string>} drawn the pictures drawn before the covers (site path → SVG): module
 *   screenshots and product screens a story cover shows, and customer logos
 * @returns {{ files: Map<string, string>, problems: string[] }} site path → SVG text, and each story
 *   whose alt text leaves out its headline figure and each story screen the kit does not draw
 * @throws {Error} when a story with a drawn cover names an unknown customer or module, or an entry
 *   has no frontmatter
 */
export function drawCovers(root, drawn) {
  const files = new Map();
  const problems = [];
  /** The cover's title, from its alt text. */
  const titleOf = ({ fm }) => fm.coverAlt.replace(/^(?:Illustration|चित्र):\s*/i, '');
  /** One article cover at `path`: the motif's screen, the badge and the band label. */
  const draw = (path, entry, { label, motif, badgeContent }) => {
    const screen = screens[motif](220, 145, randomFrom(entry.slug));
    files.set(path, frame({ title: titleOf(entry), label, screen, badge: badge(badgeContent) }));
  };
  /** The entries of `collection` that ask the kit for their cover. */
  const drawnEntries = (collection) =>
    markdownEntries(join(root, 'src/content', collection)).filter(
      ({ slug, fm }) => fm.cover === coverPath(collection, slug),
    );
  /** The English JSON entries of a content folder (`{id}.en.json`), by id. */
  const readEntries = (dir) =>
    Object.fromEntries(
      readdirSync(join(root, dir))
        .filter((f) => f.endsWith('.en.json'))
        .map((f) => [f.replace(/\.en\.json$/, ''), JSON.parse(readFileSync(join(root, dir, f), 'utf8'))]),
    );
  const customers = readEntries('src/content/customers');
  const modules = readEntries('src/content/modules');
  /** A content file's Nepali text (`{id}.ne.json`), or undefined while there is none. */
  const nepaliEntry = (dir, id) => {
    const file = join(root, dir, `${id}.ne.json`);
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  };

  for (const entry of drawnEntries('stories')) {
    const { file, slug, fm } = entry;
    const customer = customers[fm.customer];
    if (!customer) throw new Error(`${file}: unknown customer "${fm.customer}"`);
    const firstModule = modules[fm.modules[0]];
    if (!firstModule) throw new Error(`${file}: unknown module "${fm.modules[0]}"`);
    const screenPath = STORY_SCREENS[slug] ?? firstModule.screenshots[0];
    const screen = drawn.get(screenPath);
    if (!screen) {
      problems.push(`scripts/art/covers/stories.json: ${slug} shows "${screenPath}", which the kit does not draw`);
      continue;
    }
    const [result] = fm.results;
    if (!fm.coverAlt.includes(result.figure))
      problems.push(`src/content/stories/${file}: coverAlt must name the headline figure "${result.figure}"`);
    // A customer whose logo an editor uploaded (or who has none) gets its initials on the cover.
    const drawnLogo = customer.logo === logoPath(fm.customer) ? LOOKS[fm.customer] : undefined;
    const look = drawnLogo ?? {
      letters: initials(customer.name),
      family: 'inter',
      weight: 800,
      shape: 'rounded',
      bg: C.b600,
      fg: C.white,
      accent: C.b200,
      emblem: 'none',
    };
    const logo = logoSvg(customer.name, look);
    files.set(
      coverPath('stories', slug),
      storyCover({
        title: titleOf(entry),
        band: `Customer story · ${fm.subIndustries.map((key) => subIndustryLabels[key] ?? 'Healthcare').join(' and ')}`,
        screen,
        logo,
        accent: look.bg,
        customer: { name: customer.name, town: customer.location ?? '' },
        figure: result.figure,
        label: result.label,
      }),
    );
    // The same cover in Nepali, once the story and its customer have their Nepali texts.
    const nepali = nepaliFrontmatter(join(root, 'src/content/stories'), slug);
    const nepaliCustomer = nepaliEntry('src/content/customers', fm.customer);
    const [nepaliResult] = nepali?.results ?? [];
    if (!nepali?.coverAlt || !nepaliResult || !nepaliCustomer?.name) continue;
    if (!nepali.coverAlt.includes(nepaliResult.figure))
      problems.push(
        `src/content/stories/${slug}.ne.md: coverAlt must name the headline figure "${nepaliResult.figure}"`,
      );
    files.set(
      nepaliCoverPath(coverPath('stories', slug)),
      storyCover({
        title: titleOf({ fm: nepali }),
        band: `ग्राहकको अनुभव · ${fm.subIndustries.map((key) => subIndustryLabelsNe[key] ?? 'स्वास्थ्य सेवा').join(' र ')}`,
        screen,
        logo,
        accent: look.bg,
        customer: { name: nepaliCustomer.name, town: nepaliCustomer.location ?? customer.location ?? '' },
        figure: nepaliResult.figure,
        label: nepaliResult.label,
      }),
    );
  }
  for (const entry of drawnEntries('news')) {
    const tags = Array.isArray(entry.fm.tags) ? entry.fm.tags : [entry.fm.tags];
    // The first tag with a picture decides it; releases that mention a subject show that subject.
    const ordered =
      tags[0] === 'release' && tags.some((t) => t !== 'release' && icons[t] && t !== 'calendar')
        ? [...tags.slice(1), 'release']
        : tags;
    const motif = ordered.find((t) => screens[t] && icons[t]) ?? 'release';
    const path = coverPath('news', entry.slug);
    draw(path, entry, { label: tagLabels[tags[0]] ?? 'News', motif, badgeContent: icons[motif](975, 275) });
    const nepali = nepaliFrontmatter(join(root, 'src/content/news'), entry.slug);
    if (nepali?.coverAlt)
      draw(
        nepaliCoverPath(path),
        { ...entry, fm: nepali },
        {
          label: tagLabelsNe[tags[0]] ?? 'समाचार',
          motif,
          badgeContent: icons[motif](975, 275),
        },
      );
  }
  return { files, problems };
}
