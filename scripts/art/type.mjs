/**
 * Text drawn as SVG paths, so a wordmark or a cover's headline figure looks the same on every
 * device, whatever fonts it has: the glyphs are read from the WOFF files of @fontsource/inter (the
 * site's own typeface) and @fontsource/lora (a serif some customers' logos use), latin subset,
 * with latin-ext as a fallback for a letter the latin file lacks. Devanagari (a Nepali cover's
 * words) is set in Mukta, the Nepali pages' own fallback face (@fontsource/mukta), shaped by
 * HarfBuzz so conjuncts and vowel signs join as they do in a browser; the Latin words, digits and
 * signs between them stay Inter. Deterministic: the same text and options always give the same path.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import opentype from 'opentype.js';

const require = createRequire(import.meta.url);
/** HarfBuzz, the shaper browsers use, compiled to WebAssembly (harfbuzzjs). */
const hb = await require('harfbuzzjs');

/** The weights each family ships as static WOFF files. */
const WEIGHTS = { inter: [100, 200, 300, 400, 500, 600, 700, 800, 900], lora: [400, 500, 600, 700] };
const fonts = new Map();

/**
 * One face of a family.
 * @param {'inter' | 'lora'} family
 * @param {number} weight one of the family's weights (see WEIGHTS)
 * @param {boolean} italic
 * @param {'latin' | 'latin-ext'} subset
 * @throws {Error} for an unknown family or weight
 */
function face(family, weight, italic, subset = 'latin') {
  if (!WEIGHTS[family]?.includes(weight)) throw new Error(`no ${family} ${weight}; weights: ${WEIGHTS[family]}`);
  const file = `@fontsource/${family}/files/${family}-${subset}-${weight}-${italic ? 'italic' : 'normal'}.woff`;
  if (!fonts.has(file)) {
    const bytes = readFileSync(require.resolve(file));
    fonts.set(file, opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)));
  }
  return fonts.get(file);
}

/** Mukta's weights (its Devanagari files); a wanted weight outside them takes the nearest. */
const MUKTA_WEIGHTS = [200, 300, 400, 500, 600, 700, 800];
const devanagariFonts = new Map();

/**
 * A WOFF 1.0 file as the plain OpenType (sfnt) data HarfBuzz reads: the same tables, inflated,
 * behind a rebuilt table directory.
 * @param {Buffer} woff
 * @returns {Uint8Array}
 */
export function woffToSfnt(woff) {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 file');
  const count = woff.readUInt16BE(12);
  const tables = [];
  for (let index = 0; index < count; index += 1) {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const data = woff.subarray(offset, offset + compressed);
    tables.push({
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < length ? inflateSync(data) : data,
    });
  }
  const padded = (length) => (length + 3) & ~3;
  const sfnt = Buffer.alloc(12 + 16 * count + tables.reduce((sum, table) => sum + padded(table.data.length), 0));
  let power = 1;
  let log = 0;
  while (power * 2 <= count) {
    power *= 2;
    log += 1;
  }
  sfnt.writeUInt32BE(woff.readUInt32BE(4), 0);
  sfnt.writeUInt16BE(count, 4);
  sfnt.writeUInt16BE(power * 16, 6);
  sfnt.writeUInt16BE(log, 8);
  sfnt.writeUInt16BE(count * 16 - power * 16, 10);
  let at = 12 + 16 * count;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    sfnt.writeUInt32BE(table.tag, record);
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(at, record + 8);
    sfnt.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(sfnt, at);
    at += padded(table.data.length);
  });
  return sfnt;
}

/**
 * Plain OpenType (sfnt) data as a HarfBuzz font.
 * @param {Uint8Array} sfnt
 * @returns {{ font: object, unitsPerEm: number }} the font and its units per em
 */
export function harfBuzzFont(sfnt) {
  const face = hb.createFace(hb.createBlob(sfnt), 0);
  return { font: hb.createFont(face), unitsPerEm: face.upem };
}

/**
 * `text` shaped by HarfBuzz, the shaper browsers use, in `font` (script and direction guessed from
 * the text).
 * @param {object} font a font from {@link harfBuzzFont}
 * @param {string} text
 * @returns {{ g: number, cl: number, ax: number, ay: number, dx: number, dy: number }[]} each glyph:
 *   its id (0: missing), cluster, advance and offsets, in font units
 */
export function shapeGlyphs(font, text) {
  const buffer = hb.createBuffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const glyphs = buffer.json();
  buffer.destroy();
  return glyphs;
}

/** Mukta's Devanagari face nearest `weight`, as a HarfBuzz font at its own units per em. */
function devanagariFont(weight) {
  const nearest = MUKTA_WEIGHTS.reduce((best, candidate) =>
    Math.abs(candidate - weight) < Math.abs(best - weight) ? candidate : best,
  );
  if (!devanagariFonts.has(nearest)) {
    const file = require.resolve(`@fontsource/mukta/files/mukta-devanagari-${nearest}-normal.woff`);
    devanagariFonts.set(nearest, harfBuzzFont(woffToSfnt(readFileSync(file))));
  }
  return devanagariFonts.get(nearest);
}

/** True for a letter, sign or digit of the Devanagari block (and the joiners it uses). */
const isDevanagari = (char) => /[\u0900-\u097F\u200C\u200D]/.test(char);

/** `text` cut where it changes between Devanagari and anything else (spaces go with the rest). */
function scriptRuns(text) {
  const runs = [];
  for (const char of text) {
    const devanagari = isDevanagari(char);
    const last = runs.at(-1);
    if (last && last.devanagari === devanagari) last.text += char;
    else runs.push({ devanagari, text: char });
  }
  return runs;
}

/**
 * Devanagari `text` shaped by HarfBuzz in Mukta at `weight` and `size` px: each glyph with its pen
 * position (px from the run's start) and offsets, and the run's advance width. No tracking:
 * spacing letters apart breaks the headline bar that joins them.
 */
function layoutDevanagari(text, { weight = 400, size }) {
  const { font, unitsPerEm } = devanagariFont(weight);
  const scale = size / unitsPerEm;
  const placed = [];
  let x = 0;
  for (const glyph of shapeGlyphs(font, text)) {
    placed.push({ shaped: { font, id: glyph.g }, x: x + glyph.dx * scale, dy: glyph.dy * scale, scale });
    x += glyph.ax * scale;
  }
  return { placed, width: x };
}

/**
 * A shaped glyph's outline at pen position (x, y) px, as opentype.js path commands (absolute px,
 * y down), from HarfBuzz's outline in font units (y up).
 */
function shapedCommands({ shaped, dy, scale }, x, y) {
  const at = (values) =>
    values.map((value, index) => (index % 2 ? y - (value + dy / scale) * scale : x + value * scale));
  return shaped.font.glyphToJson(shaped.id).map(({ type, values }) => {
    if (type === 'Z') return { type };
    const v = at(values);
    if (type === 'Q') return { type, x1: v[0], y1: v[1], x: v[2], y: v[3] };
    if (type === 'C') return { type, x1: v[0], y1: v[1], x2: v[2], y2: v[3], x: v[4], y: v[5] };
    return { type, x: v[0], y: v[1] };
  });
}

/**
 * The glyphs of `text` laid out from x = 0 on the baseline y = 0, in font units scaled to `size`:
 * each with its font, glyph and pen position; and the total advance width (px). Devanagari runs
 * are shaped apart (layoutDevanagari) and placed in line with the rest.
 */
function layout(text, style) {
  if (![...text].some(isDevanagari)) return layoutLatin(text, style);
  const placed = [];
  let x = 0;
  for (const run of scriptRuns(text)) {
    const part = run.devanagari ? layoutDevanagari(run.text, style) : layoutLatin(run.text, style);
    for (const item of part.placed) placed.push({ ...item, x: item.x + x });
    x += part.width;
  }
  return { placed, width: x };
}

/** {@link layout} for text in the Latin faces (Inter, Lora). */
function layoutLatin(text, { family = 'inter', weight = 400, italic = false, size, tracking = 0 }) {
  const main = face(family, weight, italic);
  const placed = [];
  let x = 0;
  let previous;
  for (const char of text) {
    let font = main;
    let glyph = font.charToGlyph(char);
    if (glyph.index === 0 && char !== ' ') {
      font = face(family, weight, italic, 'latin-ext');
      glyph = font.charToGlyph(char);
    }
    const scale = size / font.unitsPerEm;
    if (glyph.index === 0 && char === '→') {
      // Neither subset has arrows: a drawn arrow, one em wide, on the x-height.
      placed.push({ arrow: true, x, width: size * 0.9 });
      x += size * 0.9 + tracking * size;
      previous = undefined;
      continue;
    }
    if (previous && previous.font === font) x += font.getKerningValue(previous.glyph, glyph) * scale;
    placed.push({ font, glyph, x, scale });
    x += glyph.advanceWidth * scale + tracking * size;
    previous = { font, glyph };
  }
  return { placed, width: x - (text.length > 0 ? tracking * size : 0) };
}

/** A number as short as SVG allows: 0.5 → .5, -0.5 → -.5, 3.0 → 3. */
const short = (value) => String(value).replace(/^(-?)0\./, '$1.');

/**
 * opentype.js path commands (M, L, Q, C, Z in absolute px) as compact relative SVG path data,
 * rounded to 1/`precision` px; a line that goes nowhere is left out. `pen` carries the pen
 * position (as rounded) from one glyph to the next.
 */
function compactPath(commands, pen, precision) {
  const round = (value) => Math.round(value * precision) / precision;
  const rel = (value, from) => short(round(round(value) - from));
  let out = '';
  for (const command of commands) {
    if (command.type === 'Z') {
      out += 'z';
      pen.x = pen.startX;
      pen.y = pen.startY;
      continue;
    }
    const x = round(command.x);
    const y = round(command.y);
    if (command.type === 'L' && x === pen.x && y === pen.y) continue;
    const args =
      command.type === 'Q'
        ? [command.x1, command.y1, command.x, command.y]
        : command.type === 'C'
          ? [command.x1, command.y1, command.x2, command.y2, command.x, command.y]
          : [command.x, command.y];
    const values = args.map((value, index) => rel(value, index % 2 ? pen.y : pen.x));
    out += command.type.toLowerCase() + values.join(' ').replace(/ -/g, '-');
    pen.x = x;
    pen.y = y;
    if (command.type === 'M') {
      pen.startX = x;
      pen.startY = y;
    }
  }
  return out;
}

/**
 * Width of `text` in px.
 * @param {string} text
 * @param {{ family?: 'inter' | 'lora', weight?: number, italic?: boolean, size: number, tracking?: number }} style
 *   size in px; tracking (letter spacing) in em
 */
export function measure(text, style) {
  return layout(text, style).width;
}

/**
 * The ink box of `text` at `style`, relative to the start of its baseline (y grows downwards, so
 * `top` is negative for letters above the baseline).
 * @returns {{ width: number, top: number, bottom: number }} advance width and ink top/bottom (px)
 */
export function inkBox(text, style) {
  const { placed, width } = layout(text, style);
  let top = 0;
  let bottom = 0;
  for (const item of placed) {
    if (item.arrow) {
      top = Math.min(top, -style.size * 0.52);
      continue;
    }
    if (item.shaped) {
      const extents = item.shaped.font.glyphExtents(item.shaped.id);
      if (!extents || extents.width === 0) continue;
      top = Math.min(top, item.dy - extents.yBearing * item.scale);
      bottom = Math.max(bottom, item.dy - (extents.yBearing + extents.height) * item.scale);
      continue;
    }
    const box = item.glyph.getPath(item.x, 0, item.scale * item.font.unitsPerEm).getBoundingBox();
    if (box.x1 === box.x2) continue;
    top = Math.min(top, box.y1);
    bottom = Math.max(bottom, box.y2);
  }
  return { width, top, bottom };
}

/**
 * `text` as one SVG `<path>`.
 * @param {string} text
 * @param {{ x: number, y: number, size: number, family?: 'inter' | 'lora', weight?: number, italic?: boolean,
 *   tracking?: number, anchor?: 'start' | 'middle' | 'end', fill: string }} options
 *   (x, y) is the start, middle or end of the baseline (px); size in px; tracking in em
 * @returns {string} the path, or '' for empty text
 */
export function textPath(text, { x, y, anchor = 'start', fill, ...style }) {
  const { placed, width } = layout(text, style);
  const left = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
  let d = '';
  // Where the previous command left the pen, for relative commands (rounded as written).
  const pen = { x: 0, y: 0, startX: 0, startY: 0 };
  for (const item of placed) {
    const at = left + item.x;
    if (item.arrow) {
      const s = style.size;
      const mid = y - s * 0.32;
      const r = (v) => Math.round(v * 10) / 10;
      const points = [
        [at + s * 0.08, mid - s * 0.045],
        [at + s * 0.6, mid - s * 0.045],
        [at + s * 0.6, mid - s * 0.2],
        [at + s * 0.86, mid],
        [at + s * 0.6, mid + s * 0.2],
        [at + s * 0.6, mid + s * 0.045],
        [at + s * 0.08, mid + s * 0.045],
      ];
      const commands = points.map(([px, py], index) => ({ type: index ? 'L' : 'M', x: r(px), y: r(py) }));
      d += compactPath([...commands, { type: 'Z' }], pen, 10);
      continue;
    }
    d += compactPath(
      item.shaped ? shapedCommands(item, at, y) : item.glyph.getPath(at, y, item.scale * item.font.unitsPerEm).commands,
      pen,
      style.size >= 28 ? 1 : style.size >= 14 ? 2 : 10,
    );
  }
  return d ? `<path d="${d}" fill="${fill}"/>` : '';
}

/**
 * Breaks `text` into lines no wider than `maxWidth` px at `style`, at spaces.
 * @returns {string[]} the lines (a single word wider than maxWidth stays on its own line)
 */
export function wrap(text, maxWidth, style) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate, style) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}
