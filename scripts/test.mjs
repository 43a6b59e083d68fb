#!/usr/bin/env node
/**
 * `npm test`: the whole check of issue #2, in order, stopping at the first failure:
 *   1. find or install Chromium (scripts/ensure-chromium.mjs)
 *   2. type check (`astro check`)
 *   3. unit tests (vitest)
 *   4. build (`astro build`, timed)
 *   5. end-to-end tests (Playwright, real Chromium, against scripts/serve.mjs: routes, forms, axe)
 *   6. JavaScript budget: first visit ≤ 95 KB gzip, second page ≤ 30 KB (scripts/budget.mjs)
 *   7. loading rules: sized images, no render-blocking script, nav at idle, fonts; the home
 *      page's first round trip reported against 14 KB (scripts/page-checks.mjs)
 *   8. broken internal links (scripts/check-links.mjs)
 *   9. structured data and crawling: titles, canonicals, Open Graph and share images, JSON-LD,
 *      breadcrumbs, noindex, robots.txt and the sitemap (scripts/seo-checks.mjs, issue #8)
 *  10. Lighthouse, mobile, median of 3 runs on six pages (scripts/lighthouse.mjs, issue #8)
 * Ends with a summary whose last line reads "N passed, N failed" (unit and e2e tests plus the
 * other steps, one each). Exit code 0 only when every step passed.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatReport, kb, measureDist } from './budget.mjs';
import { checkLinks, formatLinkReport } from './check-links.mjs';
import { checkSeo, formatSeoReport } from './seo-checks.mjs';
import { checkDist, formatPageChecks } from './page-checks.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const reportsDir = join(root, 'test-results');
const unitReport = join(reportsDir, 'unit.json');
const e2eReport = join(reportsDir, 'e2e.json');

/** Environment of every child: no telemetry, no update checks, no browser windows. */
const childEnv = {
  ...process.env,
  ASTRO_TELEMETRY_DISABLED: '1',
  NO_UPDATE_NOTIFIER: '1',
  BROWSER: 'none',
  PLAYWRIGHT_JSON_OUTPUT_FILE: e2eReport,
};

/** @typedef {{ name: string, ok: boolean, seconds: number, detail: string, passed: number, failed: number }} StepResult */
/** @type {StepResult[]} */
const results = [];
/** Number of steps below. */
const TOTAL_STEPS = 10;
const started = Date.now();
let interrupted = false;
/** @type {import('node:child_process').ChildProcess | null} */
let current = null;

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    interrupted = true;
    if (current && current.exitCode === null) current.kill(signal);
  });
}

/**
 * Runs a command with inherited output; resolves with its exit code.
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<number>}
 */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: childEnv });
    current = child;
    child.on('error', (error) => {
      console.error(`test: could not start ${command}: ${error.message}. Did you run \`npm ci\`?`);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      current = null;
      if (signal) console.error(`test: ${command.split(/[\\/]/).pop()} was stopped by ${signal}.`);
      else if (code !== 0) console.error(`test: ${command.split(/[\\/]/).pop()} exited with code ${code}.`);
      resolve(code ?? 128);
    });
  });
}

/**
 * Reads a JSON report, or null when it is missing or unreadable.
 * @param {string} file
 */
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** @param {number} ms */
const seconds = (ms) => Math.round(ms / 100) / 10;

/** @param {number} s */
function duration(s) {
  if (s < 60) return `${s.toFixed(1)} s`;
  const whole = Math.round(s);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

/**
 * One step of the pipeline. `body` resolves with { ok, detail?, passed?, failed? }; a step that
 * is not a test suite counts as one passed or one failed check.
 * @param {string} name
 * @param {string} hint what to run or read to fix a failure
 * @param {() => Promise<{ ok: boolean, detail?: string, passed?: number, failed?: number }>} body
 */
async function step(name, hint, body) {
  const index = results.length + 1;
  console.log(`\n━━ [${index}/${TOTAL_STEPS}] ${name} ━━`);
  const t0 = Date.now();
  const outcome = await body();
  const result = {
    name,
    ok: outcome.ok && !interrupted,
    seconds: seconds(Date.now() - t0),
    detail: outcome.detail ?? '',
    passed: outcome.passed ?? (outcome.ok ? 1 : 0),
    failed: outcome.failed ?? (outcome.ok ? 0 : 1),
  };
  if (!result.ok && result.failed === 0) result.failed = 1;
  results.push(result);
  console.log(
    `${result.ok ? '✔' : '✘'} ${name} ${result.ok ? 'passed' : 'FAILED'} (${duration(result.seconds)})${result.detail ? `: ${result.detail}` : ''}`,
  );
  if (!result.ok) {
    console.error(interrupted ? '\nnpm test: interrupted.' : `\nnpm test stopped at step ${index} (${name}). ${hint}`);
    finish(1);
  }
}

/** Prints the summary and exits. @param {number} code */
function finish(code) {
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  console.log('\n━━ Summary ━━');
  for (const r of results) {
    console.log(`  ${r.ok ? '✔' : '✘'} ${r.name.padEnd(22)} ${duration(r.seconds).padStart(12)}  ${r.detail}`);
  }
  console.log(`npm test: ${code === 0 ? 'all steps passed' : 'FAILED'} in ${duration(seconds(Date.now() - started))}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(code);
}

rmSync(unitReport, { force: true });
rmSync(e2eReport, { force: true });
mkdirSync(reportsDir, { recursive: true });

await step('Chromium', 'Install Chromium (see the message above) or set CHROME_PATH.', async () => {
  try {
    const { path, source } = await ensureChromium();
    if (path) childEnv.CHROME_PATH = path;
    return { ok: true, detail: `${path ?? "Playwright's Chromium"} (${source})` };
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return { ok: false, detail: 'no browser' };
  }
});

await step('type check', 'Fix the errors `astro check` listed above (run `npm run check`).', async () => {
  const code = await run(bin('astro'), ['check']);
  return { ok: code === 0 };
});

await step('unit tests', 'Run `npm run test:unit` to see the failing tests.', async () => {
  const code = await run(bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${unitReport}`,
  ]);
  const report = readJson(unitReport);
  if (!report) return { ok: code === 0, detail: 'no vitest report' };
  const passed = report.numPassedTests ?? 0;
  const failed = (report.numFailedTests ?? 0) + (code !== 0 && !report.numFailedTests ? 1 : 0);
  return { ok: code === 0, passed, failed, detail: `${passed} passed, ${report.numFailedTests ?? 0} failed` };
});

await step('build', 'Fix the build error above (content validation errors name the file and the field).', async () => {
  const t0 = Date.now();
  const code = await run(bin('astro'), ['build']);
  return { ok: code === 0, detail: `astro build took ${duration(seconds(Date.now() - t0))}` };
});

await step('end-to-end tests', 'Run `npx playwright test` (or one spec file) to see the failing tests.', async () => {
  const code = await run(bin('playwright'), ['test', '--reporter=list,json']);
  const report = readJson(e2eReport);
  if (!report?.stats) return { ok: code === 0, detail: 'no Playwright report' };
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  const passed = expected + flaky;
  const failed = unexpected + (code !== 0 && unexpected === 0 ? 1 : 0);
  const extras = [flaky ? `${flaky} flaky` : '', skipped ? `${skipped} skipped` : ''].filter(Boolean).join(', ');
  return {
    ok: code === 0,
    passed,
    failed,
    detail: `${passed} passed, ${unexpected} failed${extras ? ` (${extras})` : ''}`,
  };
});

await step('JavaScript budget', 'Pages over budget and their files are listed above.', async () => {
  const report = measureDist(join(root, 'dist'));
  console.log(formatReport(report));
  const range = (/** @type {{ min: number, median: number, max: number }} */ { min, median, max }) =>
    `${kb(min)}/${kb(median)}/${kb(max)}`;
  const figures = `min/median/max first visit ${range(report.stats)} (≤ ${kb(report.budget)}), second page ${range(report.secondPageStats)} (≤ ${kb(report.secondPageBudget)})`;
  return {
    ok: report.overBudget.length === 0,
    detail: `${report.overBudget.length} of ${report.stats.count} pages over; ${figures}`,
  };
});

await step('loading rules', 'The findings are listed above.', async () => {
  const report = checkDist(join(root, 'dist'));
  console.log(formatPageChecks(report));
  const trip = report.firstRoundTrip;
  const figure = trip ? `; first round trip of / ${kb(trip.total)} (HTML ${kb(trip.htmlGzip)} + CSS)` : '';
  return {
    ok: report.findings.length === 0,
    detail: `${report.findings.length} findings on ${report.pages} pages${figure}`,
  };
});

await step('internal links', 'The broken links and their pages are listed above.', async () => {
  const report = checkLinks(join(root, 'dist'));
  console.log(formatLinkReport(report));
  return {
    ok: report.broken.length === 0,
    detail: `${report.broken.length} broken of ${report.checked} on ${report.pages} pages`,
  };
});

await step('SEO and crawling', 'The findings are listed above (`npm run seo`).', async () => {
  const report = checkSeo(join(root, 'dist'));
  console.log(formatSeoReport(report));
  const figures = `${report.canonicalPages} canonical pages, ${report.sitemapUrls} in the sitemap, ${report.images} share images`;
  return { ok: report.findings.length === 0, detail: `${report.findings.length} findings; ${figures}` };
});

await step(
  'Lighthouse',
  'The pages under the thresholds and their failing audits are listed above (`npm run lighthouse`).',
  async () => {
    const code = await run(process.execPath, [join(root, 'scripts', 'lighthouse.mjs')]);
    const report = readJson(join(reportsDir, 'lighthouse.json'));
    const pages = report?.pages ?? [];
    const failing = pages.filter((page) => page.failures.length > 0).length;
    const lowest = pages.length ? Math.min(...pages.map((page) => page.scores.performance)) : 0;
    return {
      ok: code === 0,
      detail: `${pages.length - failing} of ${pages.length} pages meet the thresholds; lowest performance ${lowest}`,
    };
  },
);

finish(0);
