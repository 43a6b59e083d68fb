#!/usr/bin/env node
/**
 * Draws all of the site's SVG art into public/: favicon and logo, product screens, module
 * screenshots, customer logos, story and news covers, team portraits, the office.
 * Output is deterministic, so a rerun changes only what the kit or the content changed.
 *
 * Usage: node scripts/art/index.mjs [--check]   (npm run art [-- --check])
 * With --check nothing is written; it exits 1 listing each file that is missing or differs from what
 * the kit draws, and each broken art rule or content entry that names the wrong image.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { favicon, logo } from './brand.mjs';
import { drawCovers } from './covers/index.mjs';
import { drawCustomerLogos } from './customers/index.mjs';
import { moduleScreenshots } from './modules/index.mjs';
import { office } from './office.mjs';
import { drawPortraits } from './portraits.mjs';
import { productScreens } from './products/index.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const MAX_BYTES = 15 * 1024;

/** Art rules of the brand and product pictures; returns the broken ones. */
function ruleProblems(svg) {
  const found = [];
  if (Buffer.byteLength(svg) >= MAX_BYTES) found.push(`${Buffer.byteLength(svg)} bytes, limit ${MAX_BYTES}`);
  if (!/<title>[^<]{3,}<\/title>/.test(svg)) found.push('no <title>');
  if (!/<svg [^>]*width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/.test(svg)) found.push('no width/height/viewBox');
  if (/<image|data:image|\.png|\.jpe?g/i.test(svg)) found.push('raster content');
  return found;
}

/** Favicon, logo, product screens and the office, with the art rules checked. */
function illustrations(root) {
  const draws = {
    '/favicon.svg': favicon,
    '/images/logo.svg': logo,
    '/images/office/trade-tower-thapathali.svg': () => office(root),
    ...Object.fromEntries(Object.entries(productScreens).map(([name, draw]) => [`/images/products/${name}.svg`, draw])),
  };
  const files = new Map();
  const problems = [];
  for (const [sitePath, draw] of Object.entries(draws)) {
    const svg = draw();
    const broken = ruleProblems(svg);
    if (broken.length) problems.push(`${sitePath}: ${broken.join(', ')}`);
    files.set(sitePath, svg);
  }
  return { files, problems };
}

/**
 * Every picture the kit draws.
 * @param {string} root the repository folder
 * @returns {{ files: Map<string, string>, problems: string[] }} site path (under public/) → SVG text,
 *   and the content or art-rule problems found while drawing
 */
export function drawAll(root = ROOT) {
  const files = new Map();
  const problems = [];
  // Covers come after the screens and logos they show.
  for (const part of [
    () => illustrations(root),
    () => moduleScreenshots(root),
    () => drawCustomerLogos(root),
    () => drawCovers(root, files),
    () => drawPortraits(root),
  ]) {
    const drawn = part();
    for (const [sitePath, svg] of drawn.files) files.set(sitePath, svg);
    problems.push(...drawn.problems);
  }
  return { files, problems };
}

/**
 * Compares drawn pictures with the files under `publicDir`.
 * @returns {string[]} one line per site path whose file is missing or differs
 */
export function staleFiles(files, publicDir) {
  const stale = [];
  for (const [sitePath, svg] of files) {
    const target = join(publicDir, sitePath);
    if (!existsSync(target)) stale.push(`${sitePath}: missing`);
    else if (readFileSync(target, 'utf8') !== svg) stale.push(`${sitePath}: differs from what the kit draws`);
  }
  return stale;
}

/** Writes every picture and removes module screenshots that no module lists any more. */
function writeAll(files, publicDir) {
  for (const [sitePath, svg] of files) {
    const target = join(publicDir, sitePath);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, svg);
  }
  const modulesDir = join(publicDir, 'images/modules');
  for (const f of readdirSync(modulesDir))
    if (f.endsWith('.svg') && !files.has(`/images/modules/${f}`)) unlinkSync(join(modulesDir, f));
}

function main() {
  const check = process.argv.includes('--check');
  const publicDir = join(ROOT, 'public');
  const { files, problems } = drawAll(ROOT);
  if (check) problems.push(...staleFiles(files, publicDir));
  else writeAll(files, publicDir);
  console.log(`${files.size} SVG files ${check ? 'checked' : 'written'}`);
  if (problems.length) {
    console.error(problems.map((p) => `  ✗ ${p}`).join('\n'));
    if (check) console.error('Run npm run art to redraw them.');
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
