/**
 * Our office on /about-us, 960×560: the training room of the 4th-floor office in Trade Tower,
 * Thapathali, with the window onto Kathmandu (rooftops, the Dharahara tower, the valley's hills and
 * the Himalaya on a clear morning), the Sarathi Software sign, the wall screen we demo on, and a
 * training table with a trainer and two customers' staff at their laptops. The address on the plaque and
 * in the title is read from src/content/site.json, so the picture and the page name the same place.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mark } from './brand.mjs';
import { C, circle, path, rect, svgDoc } from './products/kit.mjs';
import { textPath } from './type.mjs';

const W = 960;
const H = 560;

/** The window: sky, mountains, hills, rooftops and the Dharahara tower, behind mullions. */
function window_() {
  let out = rect(36, 36, 548, 300, { rx: 10, fill: C.s300 });
  out += rect(48, 48, 524, 276, { fill: C.brandMist });
  // The Himalaya, far away and pale.
  out += path(
    'M48 170L96 128L120 146L164 102L206 150L248 118L300 160L352 112L396 150L450 124L500 156L572 120V200H48Z',
    {
      fill: '#f8fafc',
    },
  );
  out += path('M164 102L176 126L158 132ZM352 112L364 136L346 140ZM450 124L460 142L446 146Z', { fill: C.brandSoft });
  // The hills around the valley.
  out += path('M48 214C110 180 170 196 230 184C300 170 360 196 430 182C490 172 540 186 572 180V324H48Z', {
    fill: '#9fb5a3',
  });
  out += path('M48 246C130 226 210 238 300 228C380 220 470 240 572 226V324H48Z', { fill: '#7f9a86' });
  // Rooftops of the city, and the Dharahara tower.
  const roofs = [
    [48, 272, 42],
    [92, 258, 30],
    [124, 280, 46],
    [172, 262, 36],
    [210, 276, 50],
    [262, 250, 34],
    [298, 270, 40],
    [404, 264, 44],
    [450, 276, 38],
    [490, 256, 32],
    [524, 270, 48],
  ];
  // Each as one path: the buildings, then their windows.
  out += path(roofs.map(([x, y, w]) => `M${x} 324V${y}h${w}V324Z`).join(''), { fill: C.s400 });
  let windows = '';
  for (const [x, y, w] of roofs) for (let wx = x + 6; wx < x + w - 8; wx += 12) windows += `M${wx} ${y + 10}h6v8h-6Z`;
  out += path(windows, { fill: C.s200 });
  out += path('M352 324V186L356 176H364L368 186V324Z', { fill: C.s500 });
  out += path('M350 190H370M351 214H369M351 246H369', { stroke: C.s300, sw: 2 });
  out += path('M356 176C356 166 364 166 364 176Z M359.5 166V158', { fill: C.s500, stroke: C.s500, sw: 1.5 });
  // Mullions.
  out += rect(210, 48, 8, 276, { fill: C.s300 }) + rect(402, 48, 8, 276, { fill: C.s300 });
  out += rect(30, 332, 560, 10, { rx: 3, fill: C.s200 });
  return out;
}

/** The sign with the mark and the company's name, and the plaque with the floor and building. */
function sign(site) {
  let out = rect(620, 52, 304, 96, { rx: 14, fill: C.white, stroke: C.s200 });
  out += mark(662, 100, 48);
  out += textPath('Sarathi', { x: 698, y: 97, size: 30, weight: 800, fill: C.ink });
  out += textPath('Software', { x: 698, y: 125, size: 28, weight: 500, fill: C.brand });
  out += rect(620, 160, 304, 36, { rx: 8, fill: C.s100 });
  out += textPath(site.address.building, { x: 772, y: 184, size: 16, weight: 600, anchor: 'middle', fill: C.s600 });
  return out;
}

/** The wall screen, showing a dashboard: tiles and a rising bar chart. */
function wallScreen() {
  let out = rect(628, 214, 288, 168, { rx: 10, fill: C.s800 });
  out += rect(638, 224, 268, 148, { rx: 4, fill: C.white });
  out += rect(638, 224, 268, 18, { fill: C.brand });
  out += rect(646, 230, 40, 6, { rx: 3, fill: C.white });
  for (let i = 0; i < 3; i += 1) {
    out += rect(648 + i * 86, 252, 78, 34, { rx: 5, fill: C.brandMist });
    out += rect(656 + i * 86, 260, 34, 5, { rx: 2.5, fill: C.s300 });
    out += rect(656 + i * 86, 271, 48, 8, { rx: 4, fill: i === 1 ? C.green : C.brand });
  }
  const bars = [34, 42, 38, 52, 58, 66, 74];
  bars.forEach((h, i) => {
    out += rect(652 + i * 34, 362 - h, 20, h, { rx: 3, fill: i === bars.length - 1 ? C.brand : C.brandSoft });
  });
  out += path('M772 382V400M740 400H804', { stroke: C.s500, sw: 6 });
  return out;
}

/** A seated person behind the table: head, hair and shoulders in the portraits' flat style. */
function person(x, { skin, hair, top, long = false }) {
  let out = '';
  if (long) out += path(`M${x - 19} 376V334C${x - 19} 308 ${x + 19} 308 ${x + 19} 334V376Z`, { fill: hair });
  out += path(`M${x - 50} 440C${x - 50} 392 ${x - 26} 374 ${x} 374S${x + 50} 392 ${x + 50} 440Z`, { fill: top });
  out += rect(x - 7, 356, 14, 20, { fill: skin });
  out += circle(x, 338, 19, { fill: skin });
  out += path(`M${x - 19} 336C${x - 19} 314 ${x + 19} 314 ${x + 19} 336C${x + 10} 326 ${x - 10} 326 ${x - 19} 336Z`, {
    fill: hair,
  });
  return out;
}

/** A laptop on the table, seen from the back: the lid with our sticker (the mark) on it. */
function laptop(x) {
  let out = rect(x - 36, 390, 72, 46, { rx: 5, fill: C.s300, stroke: C.s400 });
  out += mark(x, 412, 16);
  out += rect(x - 42, 436, 84, 5, { rx: 2.5, fill: C.s500 });
  return out;
}

/** The floor, the training table with three people and their laptops, and a plant. */
function room() {
  let out = rect(0, 430, W, H - 430, { fill: '#e7dccb' });
  out += path(`M0 430H${W}`, { stroke: '#d6c7b0', sw: 3 });
  out += person(170, { skin: '#c18558', hair: '#1c1714', top: C.brandDark });
  out += person(330, { skin: '#e3b48a', hair: '#1c1714', top: '#0f766e', long: true });
  out += person(490, { skin: '#a86f45', hair: '#2e221c', top: '#b45309' });
  out += rect(80, 440, 500, 18, { rx: 6, fill: '#a16207' }) + rect(96, 458, 12, 70, { fill: '#854d0e' });
  out += rect(552, 458, 12, 70, { fill: '#854d0e' });
  out += laptop(170) + laptop(330) + laptop(490);
  // A mug and a notebook: a room people use.
  out += rect(232, 424, 14, 16, { rx: 3, fill: C.white, stroke: C.s300 });
  out += rect(392, 430, 40, 10, { rx: 2, fill: C.amber });
  // The plant by the screen.
  out += path('M868 452H908L902 520H874Z', { fill: '#c2410c' });
  out += path('M888 452C870 420 850 410 842 392M888 452C890 414 900 398 912 380M888 452C900 428 918 420 934 414', {
    stroke: '#15803d',
    sw: 6,
  });
  out += circle(842, 392, 9, { fill: '#22c55e' }) + circle(912, 380, 9, { fill: '#22c55e' });
  out += circle(934, 414, 8, { fill: '#22c55e' });
  return out;
}

/**
 * The office picture as an SVG document.
 * @param {string} root the repository folder (for src/content/site.json)
 */
export function office(root) {
  // site.json holds both languages; the picture names the English address.
  const site = JSON.parse(readFileSync(join(root, 'src/content/site.json'), 'utf8')).en;
  const { building, street, city } = site.address;
  const title = `The ${site.companyName} office, ${building}, ${street}, ${city}: a training table with laptops in front of a window onto the city and the hills, and our sign and demo screen on the wall`;
  const body = rect(0, 0, W, H, { fill: C.s50 }) + window_() + sign(site) + wallScreen() + room();
  return svgDoc({ width: W, height: H, title, body });
}
