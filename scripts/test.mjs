#!/usr/bin/env node
/**
 * `npm test`: the project's npm scripts in six stages (docs/quality-gates.md). The scripts of a
 * stage do not depend on each other and run side by side through npm-run-all2 (each one's output
 * printed whole when it ends; a script alone in its stage streams); a stage starts when the one before passed, so the run stops at the
 * first stage with a failure. The site is served once (scripts/serve.mjs with its compressing
 * proxy) for the end-to-end tests and Lighthouse.
 *
 * The summary lists every script with its time; its last line reads "N passed, N failed" (the unit
 * and end-to-end tests one each, every other script one). Exit code 0 only when every script
 * passed. CI=true is passed on (Playwright then forbids `.only`).
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import runAll from 'npm-run-all2';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureJava } from './ensure-java.mjs';
import { startSiteServer } from './startSite.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const reportsDir = join(root, 'test-results');
const unitReport = join(reportsDir, 'unit.json');
const e2eReport = join(reportsDir, 'e2e.json');
const SITE_PORT = Number(process.env.SITE_PORT ?? 8888);

/**
 * @typedef {{ passed: number, failed: number, detail: string }} Counts
 * @typedef {{ script: string, args?: string, hint: string, counts?: (code: number) => Counts | null }} Task
 * @typedef {{ name: string, tasks: Task[], server?: boolean }} Stage
 */

/**
 * Reads a JSON report, or null when it is missing or unreadable.
 * @param {string} file
 * @returns {unknown}
 */
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Counts of the unit tests from vitest's JSON report. @param {number} code */
function unitCounts(code) {
  const report = /** @type {{ numPassedTests?: number, numFailedTests?: number } | null} */ (readJson(unitReport));
  if (!report) return null;
  const passed = report.numPassedTests ?? 0;
  const failed = (report.numFailedTests ?? 0) + (code !== 0 && !report.numFailedTests ? 1 : 0);
  return { passed, failed, detail: `${passed} passed, ${report.numFailedTests ?? 0} failed` };
}

/** Counts of the end-to-end tests from Playwright's JSON report. @param {number} code */
function e2eCounts(code) {
  const report =
    /** @type {{ stats?: { expected?: number, unexpected?: number, flaky?: number, skipped?: number } } | null} */ (
      readJson(e2eReport)
    );
  const stats = report?.stats;
  if (!stats) return null;
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = stats;
  const extras = [flaky ? `${flaky} flaky` : '', skipped ? `${skipped} skipped` : ''].filter(Boolean).join(', ');
  return {
    passed: expected + flaky,
    failed: unexpected + (code !== 0 && unexpected === 0 ? 1 : 0),
    detail: `${expected + flaky} passed, ${unexpected} failed${extras ? ` (${extras})` : ''}`,
  };
}

/**
 * The stages, in order; the scripts of one stage run side by side. A new independent check joins
 * the stage whose input it reads: source files → "static checks" (e.g. `spell`), dist/ → "checks
 * over dist/" (an HTML budget belongs inside `npm run budget`), the served site → its own stage
 * after the end-to-end tests.
 * @type {Stage[]}
 */
const STAGES = [
  {
    // Written once, before the checks that read them: ESLint's typed rules and `astro check` read
    // .astro/ (the content collections' types), and two syncs side by side could let one read a
    // file the other is rewriting.
    name: 'content types',
    tasks: [{ script: 'sync', hint: 'A content schema or config error is named above (`npm run sync`).' }],
  },
  {
    name: 'static checks',
    tasks: [
      { script: 'lint:code', hint: 'Fix the ESLint errors above (`npm run lint`).' },
      { script: 'format:check', hint: 'Run `npm run format` to apply Prettier.' },
      { script: 'art:check', hint: 'Run `npm run art` and commit the images.' },
      { script: 'spell', hint: 'Fix the spelling or add the word to cspell-words.txt (`npm run spell`).' },
      {
        script: 'check:imports',
        hint: 'Break the import circle madge names above: move what both files need into a third (`npm run check:imports`).',
      },
      { script: 'check:code', hint: 'Fix the errors `astro check` listed above (`npm run check`).' },
    ],
  },
  {
    name: 'unit tests and build',
    tasks: [
      {
        script: 'test:unit',
        args: `--reporter=default --reporter=json --outputFile.json=${unitReport}`,
        hint: 'Run `npm run test:unit` to see the failing tests.',
        counts: unitCounts,
      },
      { script: 'build', hint: 'Fix the build error above (content errors name the file and the field).' },
    ],
  },
  {
    name: 'checks over dist/',
    tasks: [
      { script: 'test:dist', hint: 'Each failing test names the page and the rule (`npm run test:dist`).' },
      { script: 'validate:html', hint: 'Fix the markup the Nu HTML Checker names above (`npm run validate:html`).' },
      {
        script: 'budget',
        hint: 'Pages over a budget (JavaScript, HTML, DOM, React at page load) and what they exceed are listed above.',
      },
    ],
  },
  {
    name: 'end-to-end tests',
    server: true,
    tasks: [
      {
        script: 'test:e2e',
        args: '--reporter=list,json',
        hint: 'Run `npx playwright test` (or one spec file) to see the failing tests.',
        counts: e2eCounts,
      },
    ],
  },
  {
    name: 'Lighthouse',
    server: true,
    tasks: [
      {
        script: 'lighthouse',
        hint: 'The pages and categories under the thresholds are listed above; reports in test-results/lighthouse/.',
      },
    ],
  },
];

/** @type {{ name: string, ok: boolean, seconds: number, passed: number, failed: number, detail: string }[]} */
const results = [];
const started = Date.now();
/** @type {import('node:child_process').ChildProcess | null} */
let server = null;
let interrupted = false;

/** @param {number} ms */
function duration(ms) {
  const s = ms / 1000;
  return s < 60 ? `${s.toFixed(1)} s` : `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`;
}

/** Stops the site server, if this run started it. */
function stopServer() {
  if (server && server.exitCode === null) server.kill('SIGTERM');
  server = null;
}

/** Prints the summary and exits. @param {number} code */
function finish(code) {
  stopServer();
  console.log('\n━━ Summary ━━');
  for (const r of results)
    console.log(`  ${r.ok ? '✔' : '✘'} ${r.name.padEnd(18)} ${duration(r.seconds * 1000).padStart(12)}  ${r.detail}`);
  console.log(`npm test: ${code === 0 ? 'all steps passed' : 'FAILED'} in ${duration(Date.now() - started)}`);
  const sum = (/** @type {'passed' | 'failed'} */ key) => results.reduce((total, r) => total + r[key], 0);
  console.log(`${sum('passed')} passed, ${sum('failed')} failed`);
  process.exit(code);
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    interrupted = true;
    stopServer();
  });
}

/**
 * Runs one npm script through npm-run-all2 and records its outcome and time.
 * @param {Task} task
 * @param {boolean} besideOthers whether other scripts run at the same time: then its output is held
 *   and printed whole when it ends, else it streams (the end-to-end tests report as they go)
 * @returns {Promise<boolean>} whether it passed
 */
async function runTask(task, besideOthers) {
  const t0 = Date.now();
  let code = 0;
  try {
    const [result] = await runAll([task.args ? `${task.script} -- ${task.args}` : task.script], {
      parallel: true,
      aggregateOutput: besideOthers,
      printName: true,
      stdout: process.stdout,
      stderr: process.stderr,
    });
    code = result?.code ?? 0;
  } catch (error) {
    code = /** @type {{ results?: { code?: number }[] }} */ (error).results?.[0]?.code ?? 1;
  }
  const ok = code === 0 && !interrupted;
  const counts = task.counts?.(code) ?? null;
  results.push({
    name: task.script,
    ok,
    seconds: (Date.now() - t0) / 1000,
    passed: counts?.passed ?? (ok ? 1 : 0),
    failed: Math.max(counts?.failed ?? 0, ok ? 0 : 1),
    detail: counts?.detail ?? '',
  });
  console.log(
    `${ok ? '✔' : '✘'} ${task.script} ${ok ? 'passed' : `FAILED: ${task.hint}`} (${duration(Date.now() - t0)})`,
  );
  return ok;
}

rmSync(unitReport, { force: true });
rmSync(e2eReport, { force: true });
mkdirSync(reportsDir, { recursive: true });
process.env.ASTRO_TELEMETRY_DISABLED = '1';
process.env.NO_UPDATE_NOTIFIER = '1';
process.env.BROWSER = 'none';
process.env.PLAYWRIGHT_JSON_OUTPUT_FILE = e2eReport;

console.log('\n━━ browsers and runtimes ━━');
/**
 * Each runtime with the step that finds it (or throws) and says which one it found.
 * @type {Array<[string, () => Promise<string> | string]>}
 */
const runtimes = [
  [
    'Chromium',
    async () => {
      const found = await ensureChromium();
      if (found.path) process.env.CHROME_PATH = found.path;
      return `${found.path ?? "Playwright's Chromium"} (${found.source})`;
    },
  ],
  [
    'Java',
    () => {
      const found = ensureJava();
      return `${found.path}, Java ${found.version} (${found.source})`;
    },
  ],
];
for (const [name, find] of runtimes) {
  const t0 = Date.now();
  try {
    const detail = await find();
    results.push({ name, ok: true, seconds: (Date.now() - t0) / 1000, passed: 1, failed: 0, detail });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    results.push({ name, ok: false, seconds: (Date.now() - t0) / 1000, passed: 0, failed: 1, detail: 'not found' });
    finish(1);
  }
}

for (const [index, stage] of STAGES.entries()) {
  console.log(
    `\n━━ [${index + 1}/${STAGES.length}] ${stage.name}: ${stage.tasks.map((task) => task.script).join(', ')} ━━`,
  );
  if (stage.server && !server) {
    try {
      // The compressing proxy (for Lighthouse) listens two ports above the site.
      server = await startSiteServer(SITE_PORT + 2);
      // Playwright's webServer and scripts/lighthouse.mjs stand aside (see them).
      process.env.SITE_SERVED = '1';
    } catch (error) {
      console.error(error instanceof Error ? error.message : String(error));
      results.push({ name: 'serve', ok: false, seconds: 0, passed: 0, failed: 1, detail: 'the site did not start' });
      finish(1);
    }
  }
  const passed = await Promise.all(stage.tasks.map((task) => runTask(task, stage.tasks.length > 1)));
  if (interrupted || passed.includes(false)) {
    console.error(
      interrupted ? '\nnpm test: interrupted.' : `\nnpm test stopped after stage ${index + 1} (${stage.name}).`,
    );
    finish(1);
  }
}
finish(0);
