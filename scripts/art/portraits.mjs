/**
 * The team's illustrated portraits: one original SVG per member of src/content/team, in one flat
 * style (head and shoulders, the same framing, light and brand-blue backdrop for everyone, so the
 * row reads as one team), drawn to /images/team/{id}.svg. Each member's look is described in LOOKS
 * below (skin tone, hair, clothes, accessories), chosen to be plausible for our Kathmandu team.
 * Members with a photo of their own, or none, need no look (see drawPortraits).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brand, white } from './palette.mjs';
const SIZE = 240;
/** The backdrop every portrait shares: the site's light brand blue, lit from the top right. */
const BACKDROP = { fill: brand[100], light: white, floor: brand[200] };

/** Skin tones (lighter to deeper) and hair colours seen across Nepal's communities. */
const SKIN = { light: '#f0c8a0', fair: '#e3b48a', wheat: '#d49c6f', tan: '#c18558', brown: '#a86f45', deep: '#8d5a36' };
const HAIR = { black: '#1c1714', darkBrown: '#2e221c', salt: '#6b6660', grey: '#8f8a85' };

/**
 * How each member looks.
 * hair: 'short' | 'side-part' | 'spiky' | 'long' | 'bun' | 'bob'; top: 'blazer' | 'shirt' | 'polo' | 'kurta' | 'hoodie' | 'cardigan'.
 */
export const LOOKS = {
  'anita-shrestha': {
    skin: SKIN.fair,
    hair: 'long',
    hairColor: HAIR.black,
    top: 'blazer',
    topColor: '#0f766e',
    innerColor: '#f8fafc',
    earrings: '#f59e0b',
  },
  'rajendra-adhikari': {
    skin: SKIN.tan,
    hair: 'side-part',
    hairColor: HAIR.darkBrown,
    top: 'shirt',
    topColor: '#1e3a8a',
    innerColor: '#dbeafe',
    glasses: true,
    moustache: true,
  },
  'sujan-maharjan': {
    skin: SKIN.wheat,
    hair: 'short',
    hairColor: HAIR.black,
    top: 'polo',
    topColor: '#15803d',
    stubble: true,
  },
  'pratiksha-gurung': {
    skin: SKIN.light,
    hair: 'bun',
    hairColor: HAIR.black,
    top: 'kurta',
    topColor: '#9f1239',
    innerColor: '#fde68a',
    earrings: '#fbbf24',
  },
  'bikash-tamang': {
    skin: SKIN.fair,
    hair: 'spiky',
    hairColor: HAIR.black,
    top: 'hoodie',
    topColor: '#475569',
    innerColor: '#e2e8f0',
  },
  'suman-karki': {
    skin: SKIN.brown,
    hair: 'short',
    hairColor: HAIR.salt,
    top: 'blazer',
    topColor: '#1f2937',
    innerColor: '#e0f2fe',
    glasses: true,
    topi: true,
  },
  'nirmala-bhattarai': {
    skin: SKIN.wheat,
    hair: 'bob',
    hairColor: HAIR.darkBrown,
    top: 'cardigan',
    topColor: '#b45309',
    innerColor: '#fff7ed',
    glasses: true,
    earrings: '#e5e7eb',
  },
};

/** `#rrggbb` darkened by `amount` (0–1), for shading. */
function shade(hex, amount) {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift) => Math.min(255, Math.round(((value >> shift) & 255) * (1 - amount)));
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}

/** Hair drawn behind the head (long hair, the bun). */
function hairBack(look) {
  const c = look.hairColor;
  if (look.hair === 'long')
    return `<path d="M72 104c0-40 22-62 48-62s48 22 48 62v70c0 10-8 16-18 16H90c-10 0-18-6-18-16z" fill="${c}"/>`;
  if (look.hair === 'bun') return `<circle cx="120" cy="44" r="20" fill="${c}"/>`;
  if (look.hair === 'bob')
    return `<path d="M76 102c0-36 20-58 44-58s44 22 44 58v34c0 8-6 12-14 12H90c-8 0-14-4-14-12z" fill="${c}"/>`;
  return '';
}

/** Hair drawn over the top of the head. */
function hairFront(look) {
  const c = look.hairColor;
  switch (look.hair) {
    case 'short':
      return `<path d="M84 96c-2-30 14-46 36-46s38 16 36 46c-4-12-10-20-16-22-10 6-30 8-44 4-6 4-10 10-12 18z" fill="${c}"/>`;
    case 'side-part':
      return `<path d="M83 98c-3-32 14-50 38-50 22 0 38 16 36 48-6-14-14-22-22-24-16 4-32 2-40-4-6 8-10 18-12 30z" fill="${c}"/><path d="M104 52c-4 8-6 14-6 20" stroke="${shade(c, -0.6)}" stroke-width="1.5" fill="none" opacity="0.5"/>`;
    case 'spiky':
      return `<path d="M84 96c-4-26 8-40 18-44l4-10 8 8 8-12 6 12 10-8 2 12c14 8 20 22 16 42-6-12-14-18-24-20-12 4-28 4-38 0-4 6-8 12-10 20z" fill="${c}"/>`;
    case 'long':
      return `<path d="M82 104c-2-34 16-54 40-54 20 0 36 16 36 44-14-2-30-14-38-28-6 14-20 28-38 38z" fill="${c}"/>`;
    case 'bun':
      return `<path d="M84 98c-2-30 14-46 36-46s38 16 36 46c-6-14-16-24-36-26-20 2-30 12-36 26z" fill="${c}"/>`;
    case 'bob':
      return `<path d="M82 100c-2-32 16-50 38-50s40 18 38 50c-10-4-22-16-26-28-8 14-28 26-50 28z" fill="${c}"/>`;
    default:
      throw new Error(`unknown hair style "${look.hair}"`);
  }
}

/** The dhaka topi, the patterned Nepali cap. */
function topi() {
  const pattern = [0, 1, 2, 3, 4, 5]
    .map((i) => `<path d="M${90 + i * 10} 80l5-8 5 8z" fill="${i % 2 ? '#b91c1c' : '#1d4ed8'}"/>`)
    .join('');
  return `<path d="M80 86c2-22 16-34 40-34s38 12 40 34z" fill="#f8fafc"/><path d="M80 86h80" stroke="#334155" stroke-width="3"/>${pattern}<path d="M92 66l6-6 6 6-6 6zM118 60l5-5 5 5-5 5zM140 66l6-6 6 6-6 6z" fill="#047857"/>`;
}

/** Shoulders and clothes. */
function clothes(look) {
  const c = look.topColor;
  const inner = look.innerColor ?? shade(c, 0.25);
  const body = `<path d="M40 240c0-44 30-66 80-66s80 22 80 66z" fill="${c}"/>`;
  switch (look.top) {
    case 'blazer':
      return `${body}<path d="M104 176l16 40 16-40z" fill="${inner}"/><path d="M100 176l20 48-14-2-18-40zM140 176l-20 48 14-2 18-40z" fill="${shade(c, 0.2)}"/>`;
    case 'shirt':
      return `${body}<path d="M100 174l20 24 20-24-8-6-12 14-12-14z" fill="${inner}"/><path d="M120 198v42" stroke="${shade(c, 0.3)}" stroke-width="2"/><circle cx="120" cy="212" r="2" fill="${shade(c, -0.6)}"/><circle cx="120" cy="228" r="2" fill="${shade(c, -0.6)}"/>`;
    case 'polo':
      return `${body}<path d="M104 176l16 14 16-14-4-6-12 8-12-8z" fill="${shade(c, 0.25)}"/><path d="M120 190v18" stroke="${shade(c, 0.3)}" stroke-width="2"/>`;
    case 'kurta':
      return `${body}<path d="M106 176q14 22 28 0" fill="${inner}"/><path d="M106 176q14 22 28 0" fill="none" stroke="${shade(c, 0.3)}" stroke-width="3"/><path d="M50 222c18-30 44-42 62-46l5 12c-20 5-44 18-58 46z" fill="${inner}"/>`;
    case 'hoodie':
      return `${body}<path d="M88 178c10 18 54 18 64 0" fill="none" stroke="${shade(c, 0.25)}" stroke-width="10" stroke-linecap="round"/><path d="M112 196v26M128 196v26" stroke="${inner}" stroke-width="3" stroke-linecap="round"/>`;
    case 'cardigan':
      return `${body}<path d="M106 176l14 64 14-64z" fill="${inner}"/><path d="M106 176l14 64M134 176l-14 64" stroke="${shade(c, 0.2)}" stroke-width="3"/><circle cx="114" cy="214" r="2.5" fill="${shade(c, 0.4)}"/><circle cx="112" cy="230" r="2.5" fill="${shade(c, 0.4)}"/>`;
    default:
      throw new Error(`unknown top "${look.top}"`);
  }
}

/** The whole portrait of `name` as an SVG document. */
export function portraitSvg(name, look) {
  const skin = look.skin;
  const skinShade = shade(skin, 0.12);
  const features = [
    // ears, neck, head
    `<ellipse cx="81" cy="110" rx="7" ry="11" fill="${skinShade}"/><ellipse cx="159" cy="110" rx="7" ry="11" fill="${skinShade}"/>`,
    `<path d="M104 150h32v30c0 8-32 8-32 0z" fill="${skinShade}"/>`,
    `<ellipse cx="120" cy="108" rx="38" ry="46" fill="${skin}"/>`,
    // brows, eyes, nose, mouth
    `<path d="M98 98q8-5 15 0M127 98q8-5 15 0" stroke="${shade(look.hairColor, -0.2)}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    `<ellipse cx="106" cy="108" rx="3.6" ry="4.2" fill="#1f1a17"/><ellipse cx="134" cy="108" rx="3.6" ry="4.2" fill="#1f1a17"/>`,
    `<path d="M120 112q-3 12 1 15" stroke="${shade(skin, 0.3)}" stroke-width="2.2" fill="none" stroke-linecap="round"/>`,
    `<path d="M108 134q12 9 24 0" stroke="#7f1d1d" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    `<ellipse cx="98" cy="126" rx="6" ry="3.5" fill="#f43f5e" opacity="0.12"/><ellipse cx="142" cy="126" rx="6" ry="3.5" fill="#f43f5e" opacity="0.12"/>`,
  ];
  if (look.stubble)
    features.push(`<path d="M88 124q32 44 64 0q-4 30-32 32-28-2-32-32z" fill="${look.hairColor}" opacity="0.18"/>`);
  if (look.moustache) features.push(`<path d="M108 129q12-6 24 0q-12 3-24 0z" fill="${look.hairColor}"/>`);
  if (look.glasses) {
    features.push(
      `<g fill="none" stroke="#1e293b" stroke-width="2.6"><rect x="94" y="99" width="23" height="18" rx="6"/><rect x="123" y="99" width="23" height="18" rx="6"/><path d="M117 106h6M94 105l-10-3M146 105l10-3"/></g>`,
    );
  }
  if (look.earrings)
    features.push(
      `<circle cx="81" cy="124" r="3.4" fill="${look.earrings}"/><circle cx="159" cy="124" r="3.4" fill="${look.earrings}"/>`,
    );

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img">`,
    `<title>Portrait of ${name}</title>`,
    `<defs><clipPath id="frame"><circle cx="120" cy="120" r="120"/></clipPath></defs>`,
    `<g clip-path="url(#frame)">`,
    `<rect width="${SIZE}" height="${SIZE}" fill="${BACKDROP.fill}"/>`,
    `<circle cx="196" cy="44" r="56" fill="${BACKDROP.light}" opacity="0.45"/>`,
    `<path d="M0 200C60 186 180 186 240 200V240H0Z" fill="${BACKDROP.floor}"/>`,
    // The figure a little larger than drawn, anchored at the bottom, so the face fills the frame.
    `<g transform="translate(120 240) scale(1.12) translate(-120 -234)">`,
    hairBack(look),
    clothes(look),
    ...features,
    hairFront(look),
    look.topi ? topi() : '',
    `</g>`,
    `</g>`,
    `</svg>`,
    '',
  ].join('\n');
}

/** The site path of the portrait the kit draws for team member `id`. */
export const portraitPath = (id) => `/images/team/${id}.svg`;

/**
 * Draws the portrait of every team member whose `image` is {@link portraitPath}. A member with a
 * photo an editor uploaded (any other picture) keeps it, and one without a picture is shown with
 * their initials by the site (src/components/ui/TeamMemberCard.astro): neither needs a look.
 * @param {string} root the repository folder
 * @returns {{ files: Map<string, string>, problems: string[] }} site path → SVG text, and each member
 *   that names the drawn portrait but has no look in LOOKS
 */
export function drawPortraits(root) {
  const teamDir = join(root, 'src/content/team');
  const files = new Map();
  const problems = [];
  for (const file of readdirSync(teamDir).filter((f) => f.endsWith('.en.json'))) {
    const id = file.replace(/\.en\.json$/, '');
    const member = JSON.parse(readFileSync(join(teamDir, file), 'utf8'));
    const sitePath = portraitPath(id);
    if (member.image !== sitePath) continue;
    const look = LOOKS[id];
    if (!look) {
      problems.push(
        `src/content/team/${file}: "image" names the drawn portrait ${sitePath}, which needs a look in LOOKS of scripts/art/portraits.mjs; or upload a photo, or leave the portrait empty to show initials`,
      );
      continue;
    }
    files.set(sitePath, portraitSvg(member.name, look));
  }
  return { files, problems };
}
