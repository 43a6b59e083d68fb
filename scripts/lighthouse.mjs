#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse over the audited pages of `lighthouserc.cjs` (its `ci.collect`:
 * the URLs, the number of runs and the settings), then Lighthouse CI's own `lhci assert` (the
 * thresholds, on each page's median) and `lhci upload` (the reports, to test-results/lighthouse/).
 *
 * Why not `lhci collect`: it starts a new Node process and a new Chrome for every run, which cost
 * 5.5 of the 11.8 s a run took here. This collector runs Lighthouse's Node API in one process, as
 * Lighthouse's docs show for programmatic use, with a fresh Chrome for each run (chrome-launcher,
 * half a second): one Chrome shared by all runs now and then lost a run's trace (NO_NAVSTART).
 * It writes each result where `lhci collect` would (`.lighthouseci/lhr-<time>.json`), so assert
 * and upload read them unchanged.
 *
 * The CPU slowdown of each run is calibrated to this machine, as Lighthouse's docs on throttling
 * advise for a host that is not a high-end desktop (see {@link collectRuns}): the same build's
 * largest paint moved from 1.1 s to over 1.5 s between two CI runs at Lighthouse's constant 4×.
 *
 * The site must be served with the compressing proxy (`SITE_SERVED=1`, as `npm test` does);
 * otherwise this starts `scripts/serve.mjs --gzip-port` itself and stops it at the end.
 * Exit code: 0 when every median meets its threshold, else lhci's (or 1 when a run failed).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import lighthouseConfig from '../lighthouserc.cjs';
import { cpuSlowdownFor, median } from './cpuSlowdown.mjs';
import { startSiteServer } from './startSite.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
/** The audited URLs, runs and settings. */
const { collect } = lighthouseConfig.ci;
const lhciBin = join(root, 'node_modules', '.bin', 'lhci');
const resultsDir = join(root, '.lighthouseci');
/** Lighthouse's own CPU slowdown for its mobile preset, used for the calibration run. */
const DEFAULT_CPU_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;

/**
 * How many of the latest benchmark readings the CPU slowdown is calibrated from: one reading alone
 * ranged 986–2,504 on one machine within minutes, and the median of the last five follows a CI
 * machine that gets busier or quieter without jumping at every reading.
 */
const RECENT_READINGS = 5;

/** Runs of the first page, not kept, whose readings the first calibration is made from. */
const CALIBRATION_RUNS = 3;

/**
 * Runs Lighthouse `numberOfRuns` times on each URL (see {@link measure}) and writes each result as
 * `.lighthouseci/lhr-<time>.json`, where `lhci assert` and `lhci upload` read them.
 *
 * Each run's CPU slowdown is calibrated to this machine (scripts/cpuSlowdown.mjs) from the median
 * of the latest benchmarkIndex readings, which Lighthouse takes at the start of every run (the
 * report's "CPU/Memory Power"); three calibration runs of the first page, not kept, give the first.
 * @param {number[]} readings the benchmark readings so far (this adds each run's)
 * @param {Map<string, number[]>} lcpBySlow4GUrl filled with each URL's largest paints, in ms
 * @returns {Promise<boolean>} false when a run measured nothing in three attempts
 */
async function collectRuns(readings, lcpBySlow4GUrl) {
  rmSync(resultsDir, { recursive: true, force: true });
  mkdirSync(resultsDir, { recursive: true });
  const [firstUrl] = /** @type {string[]} */ (collect.url);
  if (!firstUrl) return false;
  for (let run = 1; run <= CALIBRATION_RUNS; run += 1) {
    const calibration = await measure(firstUrl, `calibration run ${run}`, DEFAULT_CPU_SLOWDOWN);
    if (!calibration) return false;
    readings.push(calibration.environment.benchmarkIndex);
  }
  for (const url of collect.url) {
    for (let run = 1; run <= collect.numberOfRuns; run += 1) {
      const lhr = await measure(url, `run ${run}`, cpuSlowdownFor(median(readings.slice(-RECENT_READINGS))));
      if (!lhr) return false;
      readings.push(lhr.environment.benchmarkIndex);
      lcpBySlow4GUrl.set(url, [...(lcpBySlow4GUrl.get(url) ?? []), largestPaintOf(lhr)]);
      writeFileSync(join(resultsDir, `lhr-${Date.now()}.json`), JSON.stringify(lhr));
    }
  }
  return true;
}

/**
 * A run's largest contentful paint, in ms.
 * @param {import('lighthouse').Result} lhr
 * @returns {number} NaN when the run has no such audit
 */
function largestPaintOf(lhr) {
  return lhr.audits['largest-contentful-paint']?.numericValue ?? NaN;
}

/**
 * The slow-3G step: the pages of `slow3G.urls` (lighthouserc.cjs), `numberOfRuns` times each on a
 * congested 3G link, with the CPU slowdown calibrated as for the slow-4G runs. Each page's median
 * largest paint may come at most `maxLcpOverSlow4GMs` after its slow-4G median of the same run.
 * The difference, not a time and not a ratio: the page's main-thread work is the same on both
 * links and cancels out however busy the machine is, and what is left is the network's share, which
 * grows with every round trip or kilobyte the first paint waits for (a round trip costs 400 ms on
 * this link, 150 ms on slow 4G). A ratio would not see it: one more round trip lengthens both paints
 * nearly in proportion.
 * @param {number[]} readings the benchmark readings so far (this adds each run's)
 * @param {Map<string, number[]>} lcpBySlow4GUrl each slow-4G URL's largest paints, in ms
 * @returns {Promise<boolean>} true when every page is within the limit
 */
async function checkSlow3G(readings, lcpBySlow4GUrl) {
  const { slow3G } = collect;
  let withinLimit = true;
  console.log(`\nSlow 3G (${slow3G.network.rttMs} ms round trips, ${slow3G.network.throughputKbps} kb/s):`);
  for (const url of slow3G.urls) {
    /** @type {number[]} */
    const paints = [];
    for (let run = 1; run <= collect.numberOfRuns; run += 1) {
      const slowdown = cpuSlowdownFor(median(readings.slice(-RECENT_READINGS)));
      const lhr = await measure(url, `slow 3G run ${run}`, slowdown, { ...throttling.mobileSlow4G, ...slow3G.network });
      if (!lhr) return false;
      readings.push(lhr.environment.benchmarkIndex);
      paints.push(largestPaintOf(lhr));
    }
    const slow4G = lcpBySlow4GUrl.get(url);
    if (!slow4G) throw new Error(`${url} is measured on slow 3G only: add it to the slow-4G pages to compare`);
    const later = median(paints) - median(slow4G);
    const verdict = later <= slow3G.maxLcpOverSlow4GMs ? 'within' : 'OVER';
    if (verdict === 'OVER') withinLimit = false;
    console.log(
      `${url}: LCP median ${Math.round(median(paints))} ms on slow 3G, ${Math.round(median(slow4G))} ms on slow 4G: ` +
        `${Math.round(later)} ms later, ${verdict} the limit of ${slow3G.maxLcpOverSlow4GMs} ms`,
    );
  }
  return withinLimit;
}

/**
 * What a run's largest contentful paint was, from the 'largest-contentful-paint-element' audit: the
 * element's selector and a few words of it, e.g. `h1.text-4xl "Simple plans, priced for Nepal"`.
 * @param {import('lighthouse').Result} lhr
 * @returns {string} 'element unknown' when the audit gave none
 */
function lcpElement(lhr) {
  /** @typedef {{ selector?: string, snippet?: string, nodeLabel?: string }} LcpNode */
  const details = /** @type {{ items?: { items?: { node?: LcpNode }[] }[] } | undefined} */ (
    /** @type {unknown} */ (lhr.audits['largest-contentful-paint-element']?.details)
  );
  const node = details?.items?.[0]?.items?.[0]?.node;
  if (!node) return 'element unknown';
  const label = String(node.nodeLabel ?? '').slice(0, 40);
  return `${node.selector ?? node.snippet ?? 'element'}${label ? ` "${label}"` : ''}`;
}

/**
 * One Lighthouse run of `url` in a fresh Chrome. Lighthouse 12.6 with Chromium 156 now and then
 * loses a run's trace (runtime error NO_NAVSTART: nothing was measured), so a run that ends in a
 * runtime error is made again, up to three attempts, as `lhci collect` does. A measurement is never
 * repeated: a slow LCP counts as measured.
 * @param {string} url
 * @param {string} run which run this is, for the log
 * @param {number} cpuSlowdownMultiplier the CPU slowdown calibrated to this host
 * @param {typeof throttling.mobileSlow4G} [network] the simulated link (default: Lighthouse's slow 4G)
 * @returns {Promise<import('lighthouse').Result | null>} null after three failed attempts
 */
async function measure(url, run, cpuSlowdownMultiplier, network = throttling.mobileSlow4G) {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const started = Date.now();
    const chrome = await chromeLauncher.launch({ chromePath: collect.chromePath, chromeFlags: collect.chromeFlags });
    try {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error' },
        {
          extends: 'lighthouse:default',
          settings: { ...collect.settings, throttling: { ...network, cpuSlowdownMultiplier } },
        },
      );
      const lhr = result?.lhr;
      if (!lhr || lhr.runtimeError) {
        console.log(`${url} ${run}, attempt ${attempt}: nothing measured (${lhr?.runtimeError?.code ?? 'no result'})`);
        continue;
      }
      const lcp = Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN);
      const scores = Object.values(lhr.categories)
        .map((category) => `${category.id} ${Math.round((category.score ?? 0) * 100)}`)
        .join(', ');
      const host = `benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}, CPU slowdown ${cpuSlowdownMultiplier.toFixed(1)}×`;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${url} ${run}: LCP ${lcp} ms (${lcpElement(lhr)}), ${scores} (${host}; ${seconds} s)`);
      return lhr;
    } finally {
      chrome.kill();
    }
  }
  console.error(`${url} ${run}: Lighthouse measured nothing in three attempts.`);
  return null;
}

const server = process.env.SITE_SERVED ? null : await startSiteServer(collect.proxyPort);
let code = 1;
try {
  /** @type {number[]} */
  const readings = [];
  /** @type {Map<string, number[]>} */
  const lcpBySlow4GUrl = new Map();
  if (await collectRuns(readings, lcpBySlow4GUrl)) {
    code = spawnSync(lhciBin, ['assert'], { cwd: root, stdio: 'inherit' }).status ?? 1;
    spawnSync(lhciBin, ['upload'], { cwd: root, stdio: 'inherit' });
    if (!(await checkSlow3G(readings, lcpBySlow4GUrl)) && code === 0) code = 1;
  }
} finally {
  server?.kill('SIGTERM');
}
process.exit(code);
