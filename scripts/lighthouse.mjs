#!/usr/bin/env node
/**
 * `npm run lighthouse` (issue #8 "Performance gate"): Lighthouse 12.8 (the newest release that
 * runs on Node 20) with the mobile preset (Moto G Power, simulated slow 4G, 4× CPU slowdown) over
 * the pages visitors land on most, three runs each; the median score per category is compared
 * with the thresholds: Performance ≥ 95, Accessibility, Best Practices and SEO = 100.
 *
 * Serves dist/ itself (scripts/serve.mjs → netlify dev on :8888, the real headers) unless
 * something already answers there; `npm run build` first. Lighthouse reads the pages through a
 * small gzip proxy on :8890, because Netlify's CDN compresses HTML, CSS and JavaScript in
 * production and `netlify dev` does not: without it the scores would measure a transfer no
 * visitor ever gets. Uses $CHROME_PATH, else
 * /usr/bin/chromium, else Playwright's Chromium.
 *
 * Usage: node scripts/lighthouse.mjs [--runs N] [path …]
 * Prints one table row per page (median scores, LCP, TBT, CLS, transfer size), writes the full
 * medians to test-results/lighthouse.json, and exits 1 when a page is under a threshold.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureChromium } from './ensure-chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const BASE_URL = `http://localhost:${process.env.SITE_PORT ?? '8888'}`;
/** Port of the compressing proxy Lighthouse reads through. */
const PROXY_PORT = 8890;
/** Content types Netlify's CDN compresses. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|xml|manifest\+json)|image\/svg\+xml)/i;

/**
 * The audited pages: home, a sub-industry (product) page, the module list, pricing, the demo form,
 * support, and the two lists of Markdown content (customer stories, news), whose cover images
 * are the heaviest media of the site.
 */
export const LIGHTHOUSE_PATHS = [
  '/',
  '/products/healthcare/hospital',
  '/modules',
  '/pricing',
  '/request-demo',
  '/support',
  '/customer-stories',
  '/news',
];

/** Minimum median score per category, 0–100. */
export const THRESHOLDS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

/** Chromium flags of TOOLCHAIN.md (offline machine, no sandbox in containers). */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * Median of a list of numbers (the lower middle for an even count); NaN for an empty list.
 * @param {number[]} values
 */
export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * Categories of a page whose median score is under its threshold.
 * @param {Record<string, number>} scores category id → score 0–100
 * @returns {string[]} e.g. ["performance 93 < 95"]
 */
export function failingCategories(scores) {
  return Object.entries(THRESHOLDS)
    .filter(([id, minimum]) => !(scores[id] >= minimum))
    .map(([id, minimum]) => `${id} ${scores[id]} < ${minimum}`);
}

/** True when something answers HTTP at the base URL. */
async function serverUp() {
  try {
    const response = await fetch(BASE_URL, { signal: AbortSignal.timeout(2000) });
    return response.status < 500;
  } catch {
    return false;
  }
}

/** Starts scripts/serve.mjs and resolves with the child once the site answers (≤ 120 s). */
async function startServer() {
  const child = spawn(process.execPath, [join(root, 'scripts', 'serve.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`lighthouse: the server exited with code ${child.exitCode}`);
    if (await serverUp()) return child;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error('lighthouse: the server did not answer on :8888 within 120 s');
}

/**
 * Starts an HTTP proxy on PROXY_PORT in front of BASE_URL that gzips compressible responses for
 * clients that accept gzip, as Netlify's CDN does; every header of the origin is kept.
 * @returns {Promise<import('node:http').Server>}
 */
function startCompressingProxy() {
  const origin = new URL(BASE_URL);
  const proxy = createServer((incoming, outgoing) => {
    const upstream = request(
      {
        host: origin.hostname,
        port: origin.port,
        path: incoming.url,
        method: incoming.method,
        headers: { ...incoming.headers, host: origin.host, 'accept-encoding': 'identity' },
      },
      (response) => {
        const headers = { ...response.headers };
        const gzip =
          /\bgzip\b/.test(String(incoming.headers['accept-encoding'] ?? '')) &&
          COMPRESSIBLE.test(String(response.headers['content-type'] ?? '')) &&
          !response.headers['content-encoding'];
        if (gzip) {
          delete headers['content-length'];
          headers['content-encoding'] = 'gzip';
          headers.vary = 'Accept-Encoding';
        }
        outgoing.writeHead(response.statusCode ?? 502, headers);
        (gzip ? response.pipe(createGzip()) : response).pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    proxy.once('error', reject);
    proxy.listen(PROXY_PORT, 'localhost', () => resolve(proxy));
  });
}

/**
 * One Lighthouse run of a URL in a fresh Chromium; resolves with the scores (0–100) and key metrics.
 * @param {string} url
 * @param {string} chromePath
 */
async function audit(url, chromePath) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`lighthouse: no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`lighthouse: ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    /** @type {Record<string, number>} */
    const scores = {};
    for (const [id, category] of Object.entries(lhr.categories)) scores[id] = Math.round((category.score ?? 0) * 100);
    const failedAudits = Object.values(lhr.categories)
      .filter((category) => category.id !== 'performance')
      .flatMap((category) => category.auditRefs)
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    return {
      scores,
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      transferBytes: lhr.audits['total-byte-weight']?.numericValue ?? Number.NaN,
      failedAudits,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * `audit`, tried a second time when Lighthouse itself fails to record the load (e.g. NO_NAVSTART,
 * a known intermittent trace error); a second failure is thrown.
 * @param {string} url
 * @param {string} chromePath
 */
async function auditWithRetry(url, chromePath) {
  try {
    return await audit(url, chromePath);
  } catch (error) {
    console.warn(`${error instanceof Error ? error.message : String(error)}; trying once more.`);
    return audit(url, chromePath);
  }
}

async function main() {
  const argv = process.argv.slice(2);
  const runsIndex = argv.indexOf('--runs');
  const runs = runsIndex >= 0 ? Number(argv.splice(runsIndex, 2)[1]) : 3;
  const paths = argv.length > 0 ? argv : LIGHTHOUSE_PATHS;
  if (!existsSync(join(root, 'dist', 'index.html'))) {
    console.error('lighthouse: dist/index.html is missing; run `npm run build` first.');
    process.exit(1);
  }
  const { path: systemChrome } = await ensureChromium();
  const chromePath = systemChrome ?? (await import('@playwright/test')).chromium.executablePath();
  const server = (await serverUp()) ? null : await startServer();
  const proxy = await startCompressingProxy();
  const proxyBase = `http://localhost:${PROXY_PORT}`;
  /** @type {{ path: string, scores: Record<string, number>, lcpMs: number, tbtMs: number, cls: number, transferBytes: number, failedAudits: string[], failures: string[] }[]} */
  const rows = [];
  try {
    for (const path of paths) {
      const samples = [];
      // Warm the server (netlify dev reads each file on first request) so run 1 measures what runs 2 and 3 do.
      await fetch(`${proxyBase}${path}`).then((response) => response.arrayBuffer());
      for (let run = 0; run < runs; run += 1) samples.push(await auditWithRetry(`${proxyBase}${path}`, chromePath));
      /** @type {Record<string, number>} */
      const scores = {};
      for (const id of Object.keys(THRESHOLDS)) scores[id] = median(samples.map((sample) => sample.scores[id] ?? 0));
      rows.push({
        path,
        scores,
        lcpMs: median(samples.map((sample) => sample.lcpMs)),
        tbtMs: median(samples.map((sample) => sample.tbtMs)),
        cls: median(samples.map((sample) => sample.cls)),
        transferBytes: median(samples.map((sample) => sample.transferBytes)),
        failedAudits: [...new Set(samples.flatMap((sample) => sample.failedAudits))],
        failures: failingCategories(scores),
      });
      const row = rows[rows.length - 1];
      console.log(
        `${path.padEnd(32)} perf ${String(scores.performance).padStart(3)}  a11y ${String(scores.accessibility).padStart(3)}  ` +
          `bp ${String(scores['best-practices']).padStart(3)}  seo ${String(scores.seo).padStart(3)}  ` +
          `LCP ${(row.lcpMs / 1000).toFixed(2)} s  TBT ${Math.round(row.tbtMs)} ms  CLS ${row.cls.toFixed(3)}  ` +
          `${(row.transferBytes / 1024).toFixed(1)} KB${row.failures.length ? `  ✘ ${row.failures.join(', ')}` : ''}` +
          `${row.failedAudits.length ? `  (audits: ${row.failedAudits.join(', ')})` : ''}`,
      );
    }
  } finally {
    proxy.close();
    server?.kill('SIGTERM');
  }
  mkdirSync(join(root, 'test-results'), { recursive: true });
  writeFileSync(
    join(root, 'test-results', 'lighthouse.json'),
    `${JSON.stringify({ runs, thresholds: THRESHOLDS, pages: rows }, null, 2)}\n`,
  );
  const failing = rows.filter((row) => row.failures.length > 0);
  console.log(
    failing.length === 0
      ? `lighthouse: all ${rows.length} pages meet the thresholds (median of ${runs} runs).`
      : `lighthouse: ${failing.length} of ${rows.length} pages under the thresholds: ${failing.map((row) => row.path).join(', ')}`,
  );
  process.exit(failing.length === 0 ? 0 : 1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
