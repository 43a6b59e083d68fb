#!/usr/bin/env node
/**
 * Writes the site's original SVG art into public/ (no raster, brand palette, system fonts):
 *   public/favicon.svg, public/images/logo.svg          brand mark and wordmark
 *   public/images/products/{subIndustry}-{n}.svg         product screenshots (SPEC §2.5)
 *   public/images/slideshow/{n}-{slug}.svg               home slideshow (SPEC §2.3 item 6)
 * Usage: node scripts/generate-illustrations.mjs [--check]
 * With --check nothing is written; it exits 1 when a file differs from what the script would
 * write or breaks the art rules (a <title>, width/height/viewBox, under 15 KB, no raster).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { favicon, logo } from './illustrations/frame.mjs';
import { clinicalScreens } from './illustrations/screensClinical.mjs';
import { careScreens } from './illustrations/screensCare.mjs';
import { slides } from './illustrations/slides.mjs';

const MAX_BYTES = 15 * 1024;
const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');

/** Site path → function returning the SVG text. */
const files = {
  '/favicon.svg': favicon,
  '/images/logo.svg': logo,
  ...Object.fromEntries(
    Object.entries({ ...clinicalScreens, ...careScreens }).map(([name, draw]) => [
      `/images/products/${name}.svg`,
      draw,
    ]),
  ),
  ...Object.fromEntries(Object.entries(slides).map(([name, draw]) => [`/images/slideshow/${name}.svg`, draw])),
};

/** Art rules every file must meet; returns the list of broken rules. */
function problems(svg) {
  const found = [];
  if (Buffer.byteLength(svg) >= MAX_BYTES) found.push(`${Buffer.byteLength(svg)} bytes, limit ${MAX_BYTES}`);
  if (!/<title>[^<]{3,}<\/title>/.test(svg)) found.push('no <title>');
  if (!/<svg [^>]*width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/.test(svg)) found.push('no width/height/viewBox');
  if (/<image|data:image|\.png|\.jpe?g/i.test(svg)) found.push('raster content');
  return found;
}

const check = process.argv.includes('--check');
let failed = 0;
for (const [sitePath, draw] of Object.entries(files)) {
  const svg = draw();
  const target = join(root, sitePath);
  const broken = problems(svg);
  if (broken.length) {
    failed += 1;
    console.error(`${sitePath}: ${broken.join(', ')}`);
  }
  if (check) {
    let current = '';
    try {
      current = readFileSync(target, 'utf8');
    } catch {
      /* missing */
    }
    if (current !== svg) {
      failed += 1;
      console.error(`${sitePath}: out of date, run node scripts/generate-illustrations.mjs`);
    }
  } else {
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, svg);
  }
}
console.log(
  `${Object.keys(files).length} SVG files ${check ? 'checked' : 'written'}${failed ? `, ${failed} problem(s)` : ''}`,
);
process.exit(failed ? 1 : 0);
