#!/usr/bin/env node
/**
 * `npm test`: the project's standard commands in order, stopping at the first failure, then a
 * summary whose last line reads "N passed, N failed" (the unit and end-to-end tests one each, every
 * other step one). Exit code 0 only when every step passed. CI=true is passed on to the children
 * (Playwright then forbids `.only` and starts its own server).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const reportsDir = join(root, 'test-results');
const unitReport = join(reportsDir, 'unit.json');
const e2eReport = join(reportsDir, 'e2e.json');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

/** Environment of every child: no telemetry, no update checks, no browser windows. */
const childEnv = {
  ...process.env,
  ASTRO_TELEMETRY_DISABLED: '1',
  NO_UPDATE_NOTIFIER: '1',
  BROWSER: 'none',
  PLAYWRIGHT_JSON_OUTPUT_FILE: e2eReport,
};

/**
 * @typedef {{ passed: number, failed: number, detail: string }} Counts
 * @typedef {{ name: string, command: string[], hint: string, counts?: (code: number) => Counts | null }} Step
 */

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

/** @type {Step[]} */
const STEPS = [
  { name: 'lint', command: [npm, 'run', 'lint'], hint: 'Fix the ESLint errors above (`npm run lint`).' },
  { name: 'format', command: [npm, 'run', 'format:check'], hint: 'Run `npm run format` to apply Prettier.' },
  { name: 'art', command: [npm, 'run', 'art', '--', '--check'], hint: 'Run `npm run art` and commit the images.' },
  { name: 'type check', command: [npx, 'astro', 'check'], hint: 'Fix the errors `astro check` listed above.' },
  {
    name: 'unit tests',
    command: [
      npx,
      'vitest',
      'run',
      '--project',
      'unit',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${unitReport}`,
    ],
    hint: 'Run `npm run test:unit` to see the failing tests.',
    counts: (code) => {
      const report = readJson(unitReport);
      if (!report) return null;
      const passed = report.numPassedTests ?? 0;
      const failed = (report.numFailedTests ?? 0) + (code !== 0 && !report.numFailedTests ? 1 : 0);
      return { passed, failed, detail: `${passed} passed, ${report.numFailedTests ?? 0} failed` };
    },
  },
  {
    name: 'build',
    command: [npx, 'astro', 'build'],
    hint: 'Fix the build error above (content errors name the file and the field).',
  },
  {
    name: 'dist checks',
    command: [npx, 'vitest', 'run', '--project', 'dist'],
    hint: 'Each failing test names the page and the rule (`npm run test:dist`).',
  },
  {
    name: 'end-to-end tests',
    command: [npx, 'playwright', 'test', '--reporter=list,json'],
    hint: 'Run `npx playwright test` (or one spec file) to see the failing tests.',
    counts: (code) => {
      const stats = readJson(e2eReport)?.stats;
      if (!stats) return null;
      const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = stats;
      const extras = [flaky ? `${flaky} flaky` : '', skipped ? `${skipped} skipped` : ''].filter(Boolean).join(', ');
      return {
        passed: expected + flaky,
        failed: unexpected + (code !== 0 && unexpected === 0 ? 1 : 0),
        detail: `${expected + flaky} passed, ${unexpected} failed${extras ? ` (${extras})` : ''}`,
      };
    },
  },
  {
    name: 'Budgets (JavaScript, HTML, DOM)',
    command: [npm, 'run', 'budget'],
    hint: 'Pages over a budget, what they exceed and (for JavaScript) their files are listed above.',
  },
  {
    name: 'Lighthouse',
    command: [npm, 'run', 'lighthouse'],
    hint: 'The pages and categories under the thresholds are listed above; reports in test-results/lighthouse/.',
  },
];

/** @type {{ name: string, ok: boolean, seconds: number, passed: number, failed: number, detail: string }[]} */
const results = [];
const started = Date.now();
/** @type {import('node:child_process').ChildProcess | null} */
let current = null;
let interrupted = false;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    interrupted = true;
    if (current && current.exitCode === null) current.kill(signal);
  });
}

/**
 * Runs a command with inherited output; resolves with its exit code (127 when it cannot start).
 * @param {string[]} command
 * @returns {Promise<number>}
 */
function run([command = '', ...args]) {
  return new Promise((resolve) => {
    current = spawn(command, args, { cwd: root, stdio: 'inherit', env: childEnv });
    current.on('error', (error) => {
      console.error(`test: could not start ${command}: ${error.message}. Did you run \`npm ci\`?`);
      resolve(127);
    });
    current.on('exit', (code, signal) => resolve(signal ? 128 : (code ?? 128)));
  });
}

/** @param {number} ms */
function duration(ms) {
  const s = ms / 1000;
  return s < 60 ? `${s.toFixed(1)} s` : `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`;
}

/** Prints the summary and exits. @param {number} code */
function finish(code) {
  console.log('\n━━ Summary ━━');
  for (const r of results)
    console.log(`  ${r.ok ? '✔' : '✘'} ${r.name.padEnd(18)} ${duration(r.seconds * 1000).padStart(12)}  ${r.detail}`);
  console.log(`npm test: ${code === 0 ? 'all steps passed' : 'FAILED'} in ${duration(Date.now() - started)}`);
  const sum = (/** @type {'passed' | 'failed'} */ key) => results.reduce((total, r) => total + r[key], 0);
  console.log(`${sum('passed')} passed, ${sum('failed')} failed`);
  process.exit(code);
}

/**
 * Records one step's outcome; prints the hint and finishes on a failure.
 * @param {string} name
 * @param {boolean} ok
 * @param {number} t0 start time, ms
 * @param {string} hint
 * @param {Counts | null} [counts] test counts; otherwise the step counts as one check
 */
function record(name, ok, t0, hint, counts) {
  const passed = counts?.passed ?? (ok ? 1 : 0);
  const failed = Math.max(counts?.failed ?? 0, ok ? 0 : 1);
  results.push({
    name,
    ok: ok && !interrupted,
    seconds: (Date.now() - t0) / 1000,
    passed,
    failed,
    detail: counts?.detail ?? '',
  });
  console.log(`${ok ? '✔' : '✘'} ${name} ${ok ? 'passed' : 'FAILED'} (${duration(Date.now() - t0)})`);
  if (!ok || interrupted) {
    console.error(
      interrupted ? '\nnpm test: interrupted.' : `\nnpm test stopped at step ${results.length} (${name}). ${hint}`,
    );
    finish(1);
  }
}

rmSync(unitReport, { force: true });
rmSync(e2eReport, { force: true });
mkdirSync(reportsDir, { recursive: true });

const total = STEPS.length + 1;
console.log(`\n━━ [1/${total}] Chromium ━━`);
const chromiumStart = Date.now();
try {
  const { path, source } = await ensureChromium();
  if (path) childEnv.CHROME_PATH = path;
  record('Chromium', true, chromiumStart, '', {
    passed: 1,
    failed: 0,
    detail: `${path ?? "Playwright's Chromium"} (${source})`,
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  record('Chromium', false, chromiumStart, 'Install Chromium (see the message above) or set CHROME_PATH.');
}

for (const [index, step] of STEPS.entries()) {
  console.log(`\n━━ [${index + 2}/${total}] ${step.name}: ${step.command.slice(1).join(' ')} ━━`);
  const t0 = Date.now();
  const code = await run(step.command);
  record(step.name, code === 0, t0, step.hint, step.counts?.(code));
}
finish(0);
