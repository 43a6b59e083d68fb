/**
 * Module screenshots: original mock-ups of Sarathi ERP screens, one list per module key in
 * modules/screens/{moduleKey}.json, drawn to /images/modules/{moduleKey}-{n}.svg (n from 1).
 * Every "random" value comes from a PRNG seeded by the file name, so the output is deterministic.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderDoc, renderTeeth, renderTimeline, renderVideo } from './clinical.mjs';
import { renderDash } from './dash.mjs';
import { renderForm } from './form.mjs';
import { APPS, frame } from './frame.mjs';
import { renderFloor, renderPos } from './pos.mjs';
import { makeGen, seeded } from './sample.mjs';
import { renderBoard, renderCalendar } from './schedule.mjs';
import { renderTable } from './table.mjs';

const MAX_BYTES = 12 * 1024;
const SCREENS_DIR = new URL('./screens/', import.meta.url);

/** A screen's `type` → the function drawing its body. */
const RENDERERS = {
  table: renderTable,
  dash: renderDash,
  form: renderForm,
  cal: renderCalendar,
  board: renderBoard,
  pos: renderPos,
  floor: renderFloor,
  teeth: renderTeeth,
  doc: renderDoc,
  timeline: renderTimeline,
  video: renderVideo,
};

/** JSON files of a folder keyed by file name without .json, in name order. */
function readJsonDir(dir, ending = '.json') {
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith(ending))
      .sort()
      .map((f) => [f.slice(0, -ending.length), JSON.parse(readFileSync(new URL(f, dir), 'utf8'))]),
  );
}

/** `healthcare/hospital` → `hospital`. */
const subIndustryOf = (entry) => entry.subIndustry.split('/')[1];

/** Sidebar menu for a sub-industry: Dashboard, then its modules by rank (unranked last, then by order). */
function menuFor(subIndustry, modules, activeTitle) {
  const tagged = Object.values(modules)
    .map((m) => {
      const entry = (m.industries ?? []).find((e) => subIndustryOf(e) === subIndustry);
      return entry ? { title: m.title, rank: entry.rank ?? Infinity, order: m.order ?? 1000 } : null;
    })
    .filter(Boolean)
    .sort((a, b) => a.rank - b.rank || a.order - b.order);
  const titles = ['Dashboard', ...tagged.map((t) => t.title)].slice(0, 15);
  if (!titles.includes(activeTitle)) titles[titles.length - 1] = activeTitle;
  return titles;
}

/**
 * Draws every module screenshot.
 * @param {string} root the repository folder
 * @returns {{ files: Map<string, string>, problems: string[] }} site path → SVG text, and each module
 *   whose `screenshots` list differs from the drawn paths, has no screens, or a screen over 12 KB
 */
export function moduleScreenshots(root) {
  // The English module entries ({key}.en.json); their Nepali texts beside them draw nothing.
  const modules = readJsonDir(new URL(`file://${join(root, 'src/content/modules')}/`), '.en.json');
  const screensByKey = readJsonDir(SCREENS_DIR);
  const files = new Map();
  const problems = [];
  for (const key of Object.keys(screensByKey))
    if (!modules[key]) problems.push(`modules/screens/${key}.json has no src/content/modules/${key}.en.json`);
  for (const [key, mod] of Object.entries(modules)) {
    const screens = screensByKey[key];
    if (!screens) {
      problems.push(`src/content/modules/${key}.en.json: no screens in scripts/art/modules/screens/${key}.json`);
      continue;
    }
    const expected = screens.map((_, i) => `/images/modules/${key}-${i + 1}.svg`);
    if (JSON.stringify(mod.screenshots ?? []) !== JSON.stringify(expected))
      problems.push(`src/content/modules/${key}.en.json: screenshots must be ${JSON.stringify(expected)}`);
    const firstSubIndustry = subIndustryOf((mod.industries ?? [])[0] ?? { subIndustry: 'healthcare/hospital' });
    screens.forEach((sc, i) => {
      const file = `${key}-${i + 1}.svg`;
      const product = sc.product ?? firstSubIndustry;
      const rng = seeded(file);
      const user = APPS.users[sc.user ?? APPS.userByModule[key] ?? APPS.userByProduct[product]];
      const body = RENDERERS[sc.type](sc, makeGen(rng), rng);
      const svg = frame({ key, title: mod.title, sc, product, nav: menuFor(product, modules, mod.title), user, body });
      if (Buffer.byteLength(svg) > MAX_BYTES)
        problems.push(`${file} is ${Buffer.byteLength(svg)} bytes, limit ${MAX_BYTES}`);
      files.set(`/images/modules/${file}`, svg);
    });
  }
  return { files, problems };
}
