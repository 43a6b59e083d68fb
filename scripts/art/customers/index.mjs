/**
 * Customer logos, 120×120: each customer's own monogram or short wordmark (letters drawn as paths
 * in its typeface), on a badge of its own shape and colours, with an emblem of what it does or
 * where it is (a river wave for Bagmati, a rising sun for Chitwan Sunrise, a pagoda roof for Newa
 * Kitchen). The looks are data, one per customer, in logos.json; they are drawn to
 * /images/customers/{id}.svg and read well at the 48–56 px the site shows them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { esc } from '../svg.mjs';
import { inkBox, textPath } from '../type.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
/** The looks of logos.json, by customer id. */
export const LOOKS = JSON.parse(readFileSync(join(HERE, 'logos.json'), 'utf8'));

/** Badge shapes: the outline, and the box (x, width) the letters may use inside it. */
const SHAPES = {
  circle: { draw: (fill) => `<circle cx="60" cy="60" r="56" fill="${fill}"/>`, width: 80 },
  rounded: { draw: (fill) => `<rect x="6" y="6" width="108" height="108" rx="28" fill="${fill}"/>`, width: 88 },
  square: { draw: (fill) => `<rect x="8" y="8" width="104" height="104" rx="8" fill="${fill}"/>`, width: 88 },
  shield: {
    draw: (fill) => `<path d="M60 5L108 19V57C108 88 87 106 60 116C33 106 12 88 12 57V19Z" fill="${fill}"/>`,
    width: 72,
  },
  hexagon: { draw: (fill) => `<path d="M60 3L109.4 31.5V88.5L60 117L10.6 88.5V31.5Z" fill="${fill}"/>`, width: 76 },
  slant: { draw: (fill) => `<path d="M26 10H116L94 110H4Z" fill="${fill}"/>`, width: 80 },
  arch: { draw: (fill) => `<path d="M10 114V60A50 50 0 0 1 110 60V114Z" fill="${fill}"/>`, width: 84 },
  ring: {
    draw: (fill) => `<circle cx="60" cy="60" r="52" fill="#ffffff" stroke="${fill}" stroke-width="8"/>`,
    width: 72,
  },
};

/** Where an emblem sits: above the letters, below them, around them or to their left. */
const PLACE = {
  sun: 'top',
  peaks: 'top',
  cross: 'top',
  roof: 'top',
  steam: 'top',
  leaf: 'top',
  tube: 'top',
  heart: 'top',
  pearl: 'top',
  cup: 'top',
  house: 'top',
  mortar: 'top',
  lotus: 'top',
  wave: 'bottom',
  smile: 'bottom',
  bars: 'bottom',
  spine: 'bottom',
  dots: 'around',
  speed: 'left',
  none: 'none',
};

/** The box (top and bottom y) the letters fill, by where the emblem sits. */
const LETTER_BOX = {
  top: [56, 90],
  bottom: [30, 72],
  around: [40, 80],
  left: [36, 84],
  none: [34, 86],
};

/** Emblems drawn in the look's accent colour (`a`); `bg` and `fg` for details. */
const EMBLEMS = {
  sun: (a) =>
    `<path d="M44 48A16 16 0 0 1 76 48Z" fill="${a}"/><path d="M60 20V26M40 29L44.5 33.5M80 29L75.5 33.5M32 46H37M83 46H88" stroke="${a}" stroke-width="4" stroke-linecap="round"/>`,
  peaks: (a, fg) =>
    `<path d="M30 48L46 26L54 36L66 18L90 48Z" fill="${a}"/><path d="M61 25L66 18L71 25L66 23Z" fill="${fg}"/>`,
  cross: (a) => `<path d="M55 18H65V28H75V38H65V48H55V38H45V28H55Z" fill="${a}"/>`,
  roof: (a) =>
    `<path d="M60 14L70 22H50Z M42 30H78L84 36H36Z M32 42H88L96 49H24Z" fill="${a}"/><path d="M48 22H72V30H48ZM40 36H80V42H40Z" fill="${a}" opacity="0.55"/>`,
  steam: (a) =>
    `<path d="M46 46C40 40 52 34 46 26M60 46C54 40 66 34 60 24M74 46C68 40 80 34 74 26" fill="none" stroke="${a}" stroke-width="4" stroke-linecap="round"/>`,
  leaf: (a, fg, bg) =>
    `<path d="M60 16C78 22 82 38 60 50C38 38 42 22 60 16Z" fill="${a}"/><path d="M60 22V46" stroke="${bg}" stroke-width="2.5" stroke-linecap="round"/>`,
  tube: (a, fg) =>
    `<path d="M50 16H60M55 16V42A5 5 0 0 0 65 42V16M60 16H70" fill="none" stroke="${fg}" stroke-width="3" stroke-linecap="round"/><path d="M55 32H65V42A5 5 0 0 1 55 42Z" fill="${a}"/><path d="M72 26H82M77 26V44A4 4 0 0 0 85 44V26" fill="none" stroke="${a}" stroke-width="3" stroke-linecap="round"/><path d="M38 26H48M43 26V44A4 4 0 0 0 51 44V26" fill="none" stroke="${a}" stroke-width="3" stroke-linecap="round"/>`,
  heart: (a) => `<path d="M60 48C48 40 42 34 42 27A9 9 0 0 1 60 23A9 9 0 0 1 78 27C78 34 72 40 60 48Z" fill="${a}"/>`,
  pearl: (a, fg) =>
    `<circle cx="60" cy="32" r="14" fill="${a}"/><circle cx="55" cy="27" r="4.5" fill="${fg}"/><path d="M38 46Q60 54 82 46" fill="none" stroke="${a}" stroke-width="2.5" stroke-linecap="round" opacity="0.7"/>`,
  cup: (a, fg) =>
    `<path d="M42 30H74V36A16 14 0 0 1 42 36Z" fill="${fg}"/><path d="M74 33H78A5 5 0 0 1 78 43H72" fill="none" stroke="${fg}" stroke-width="3"/><path d="M52 25C48 21 56 18 52 14M62 25C58 21 66 18 62 14" fill="none" stroke="${a}" stroke-width="3" stroke-linecap="round"/><path d="M38 50H78" stroke="${a}" stroke-width="3" stroke-linecap="round"/>`,
  house: (a) =>
    `<path d="M38 42L60 22L82 42" fill="none" stroke="${a}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/><path d="M60 40C55 36 52 33 52 30A4 4 0 0 1 60 28A4 4 0 0 1 68 30C68 33 65 36 60 40Z" fill="${a}"/>`,
  mortar: (a, fg) =>
    `<path d="M66 14L54 34" stroke="${fg}" stroke-width="5" stroke-linecap="round"/><path d="M40 32H80A20 16 0 0 1 40 32Z" fill="${a}"/><path d="M52 48H68" stroke="${a}" stroke-width="4" stroke-linecap="round"/>`,
  lotus: (a) =>
    `<path d="M60 16C68 26 68 38 60 48C52 38 52 26 60 16Z" fill="${a}"/><path d="M60 48C50 48 40 42 36 30C46 30 56 36 60 48ZM60 48C70 48 80 42 84 30C74 30 64 36 60 48Z" fill="${a}" opacity="0.75"/>`,
  wave: (a) =>
    `<path d="M30 84Q37.5 78 45 84T60 84T75 84T90 84" fill="none" stroke="${a}" stroke-width="4" stroke-linecap="round"/><path d="M38 94Q45.5 88 53 94T68 94T83 94" fill="none" stroke="${a}" stroke-width="4" stroke-linecap="round" opacity="0.6"/>`,
  smile: (a) => `<path d="M38 82Q60 100 82 82" fill="none" stroke="${a}" stroke-width="5" stroke-linecap="round"/>`,
  bars: (a, fg) =>
    `<rect x="28" y="84" width="20" height="7" rx="3.5" fill="${a}"/><rect x="50" y="84" width="20" height="7" rx="3.5" fill="${fg}"/><rect x="72" y="84" width="20" height="7" rx="3.5" fill="#f43f5e"/>`,
  spine: (a, fg) =>
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<rect x="${31 + i * 12}" y="84" width="10" height="10" rx="3" fill="${i === 2 ? a : fg}"${i === 2 ? '' : ' opacity="0.55"'}/>`,
      )
      .join(''),
  dots: (a) =>
    Array.from({ length: 18 }, (_, i) => {
      const angle = (i * Math.PI * 2) / 18;
      const x = Math.round((60 + 46 * Math.sin(angle)) * 10) / 10;
      const y = Math.round((60 - 46 * Math.cos(angle)) * 10) / 10;
      return `<circle cx="${x}" cy="${y}" r="${i % 3 === 0 ? 3 : 2}" fill="${a}"/>`;
    }).join(''),
  speed: (a) => `<path d="M24 48H38M20 60H36M26 72H38" stroke="${a}" stroke-width="4" stroke-linecap="round"/>`,
  none: () => '',
};

/**
 * The letters of a look, sized to fill their box (the shape's width, the place's height) and
 * centred on their ink, as one path.
 */
function letters(look, place) {
  const style = {
    family: look.family,
    weight: look.weight,
    italic: Boolean(look.italic),
    tracking: look.tracking ?? 0,
  };
  const [top, bottom] = LETTER_BOX[place];
  const maxWidth = SHAPES[look.shape].width - (place === 'left' ? 24 : 0);
  const probe = inkBox(look.letters, { ...style, size: 100 });
  const size = Math.min((bottom - top) / ((probe.bottom - probe.top) / 100), maxWidth / (probe.width / 100));
  const box = inkBox(look.letters, { ...style, size });
  const centreX = place === 'left' ? 72 : 60;
  const baseline = (top + bottom) / 2 - (box.top + box.bottom) / 2;
  return textPath(look.letters, {
    ...style,
    size: Math.round(size * 10) / 10,
    x: centreX,
    y: Math.round(baseline * 10) / 10,
    anchor: 'middle',
    fill: look.fg,
  });
}

/**
 * One customer's logo as an SVG document.
 * @param {string} name the customer's name, for the title
 * @param {object} look its entry in logos.json
 * @throws {Error} for an unknown shape or emblem
 */
export function logoSvg(name, look) {
  const shape = SHAPES[look.shape];
  const emblem = EMBLEMS[look.emblem];
  if (!shape) throw new Error(`${name}: unknown shape "${look.shape}"; shapes: ${Object.keys(SHAPES).join(', ')}`);
  if (!emblem) throw new Error(`${name}: unknown emblem "${look.emblem}"; emblems: ${Object.keys(EMBLEMS).join(', ')}`);
  const place = PLACE[look.emblem];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120" role="img">`,
    `<title>${esc(name)} logo</title>`,
    shape.draw(look.bg),
    emblem(look.accent, look.fg, look.bg),
    letters(look, place),
    `</svg>`,
    '',
  ].join('\n');
}

/** The site path of the logo the kit draws for customer `id`. */
export const logoPath = (id) => `/images/customers/${id}.svg`;

/**
 * Draws the logo of every customer whose `logo` is {@link logoPath}; a logo an editor uploaded (any
 * other picture) is theirs and is left alone, and so is a customer without a logo.
 * @param {string} root the repository folder
 * @returns {{ files: Map<string, string>, problems: string[] }} site path → SVG text, and each
 *   customer that names the kit's logo but has no look in logos.json
 */
export function drawCustomerLogos(root) {
  const dir = join(root, 'src/content/customers');
  const files = new Map();
  const problems = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.en.json'))) {
    const id = file.replace(/\.en\.json$/, '');
    const customer = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    const sitePath = logoPath(id);
    if (customer.logo !== sitePath) continue;
    const look = LOOKS[id];
    if (!look) {
      problems.push(
        `src/content/customers/${file}: "logo" names the drawn logo ${sitePath}, which needs a look in scripts/art/customers/logos.json; or upload the customer's own logo`,
      );
      continue;
    }
    files.set(sitePath, logoSvg(customer.name, look));
  }
  return { files, problems };
}
