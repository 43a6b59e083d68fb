#!/usr/bin/env node
/**
 * `npm run load-test`: a bounded load check of the two form endpoints, not a unit test.
 *
 * Sends N valid submissions (default 500, alternating demo request / contact message) from C
 * concurrent clients (default 20) to the local server of `npm start` on loopback, each with its
 * own idempotency key and first-touch attribution (as the islands send it), then re-sends a sample
 * of them unchanged (a visitor's retry). Then reads the stores back through the Blobs client and
 * checks: N stored, 0 lost, 0 duplicated, the attribution stored with every one.
 * Prints throughput (submissions per second) and latency (median, p95, max).
 *
 *   npm run load-test                       (starts `node scripts/serve.mjs` if nothing answers on
 *                                            :8888, or on $SITE_PORT when set)
 *   npm run load-test -- --count 200 --concurrency 10 --retries 20 --keep
 *
 * Bounded: loopback targets only, at most 5,000 submissions and 50 clients, 30 s per request and
 * 10 minutes in all. The run's entries are deleted afterwards unless --keep is given.
 * Exit code 0 only when every check passed.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { openLocalBlobs, readEntries, readEntryPairs } from './leads.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const LIMITS = { count: 5000, concurrency: 50, requestMs: 30_000, totalMs: 10 * 60_000 };
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function parseArgs(argv) {
  const options = {
    url: `http://localhost:${process.env.SITE_PORT ?? '8888'}`,
    count: 500,
    concurrency: 20,
    retries: 50,
    keep: false,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const next = () => argv[++i] ?? '';
    if (arg === '--url') options.url = next();
    else if (arg === '--count') options.count = Number(next());
    else if (arg === '--concurrency') options.concurrency = Number(next());
    else if (arg === '--retries') options.retries = Number(next());
    else if (arg === '--keep') options.keep = true;
    else throw new Error(`unknown argument ${arg}`);
  }
  const url = new URL(options.url);
  if (!LOOPBACK.has(url.hostname))
    throw new Error(`--url must be a loopback address (localhost, 127.0.0.1, [::1]), not ${url.hostname}`);
  for (const [name, max] of [
    ['count', LIMITS.count],
    ['concurrency', LIMITS.concurrency],
  ]) {
    if (!Number.isInteger(options[name]) || options[name] < 1 || options[name] > max)
      throw new Error(`--${name} must be a whole number from 1 to ${max}`);
  }
  if (!Number.isInteger(options.retries) || options.retries < 0 || options.retries > options.count)
    throw new Error('--retries must be from 0 to --count');
  options.url = url.origin;
  return options;
}

/** The i-th submission of run `runId`: its endpoint, store, JSON body and idempotency key. */
function submission(runId, i) {
  const tag = `Load ${runId} #${i}`;
  const key = randomUUID();
  // The first touch an island sends: the landing page with its utm_* and the external referrer.
  const attribution = {
    landingPage: `/pricing?utm_source=load-test&utm_campaign=${runId}&utm_content=${i}`,
    referrer: 'https://news.example.com',
    utmSource: 'load-test',
    utmCampaign: runId,
    utmContent: String(i),
  };
  if (i % 2 === 0) {
    return {
      path: '/api/request-demo',
      store: 'demo-requests',
      key,
      tag,
      attribution,
      body: {
        ...attribution,
        email: `load-${i}@example.com.np`,
        companyName: tag,
        phoneNumber: String(9800000000 + i),
        jobTitle: 'IT Manager',
        industry: 'healthcare',
        subIndustry: 'pharmacy',
        pricing: 'standard',
        timeFrame: '3-6 months',
        country: 'Nepal',
      },
    };
  }
  return {
    path: '/api/contact-us',
    store: 'contact-messages',
    key,
    tag,
    attribution,
    body: {
      ...attribution,
      fullName: `Load client ${i}`,
      email: `load-${i}@example.com`,
      phoneNumber: '',
      companyName: tag,
      subject: 'General Inquiry',
      message: `Load check message ${i} of run ${runId}.`,
    },
  };
}

/** POSTs one submission; resolves { ok, status, ms } and never rejects. */
async function send(baseUrl, item) {
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}${item.path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': item.key,
        'User-Agent': 'sarathi-load-test/1.0',
      },
      body: JSON.stringify(item.body),
      signal: AbortSignal.timeout(LIMITS.requestMs),
    });
    const text = await response.text();
    const ok = response.ok && (item.path !== '/api/request-demo' || text === 'successful');
    return { ok, status: response.status, ms: performance.now() - started };
  } catch (error) {
    return {
      ok: false,
      status: 0,
      error: error instanceof Error ? error.message : String(error),
      ms: performance.now() - started,
    };
  }
}

/** Runs `items` through `concurrency` workers; resolves with the results in item order. */
async function runPool(items, concurrency, work) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function isUp(baseUrl) {
  try {
    return (await fetch(baseUrl, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/** Starts `node scripts/serve.mjs` and waits (≤ 90 s) until it answers; resolves with the child. */
async function startServer(baseUrl) {
  if (!existsSync(join(root, 'dist', 'index.html')))
    throw new Error('nothing answers on the target and dist/ is not built: run `npm start` (or `npm run build`) first');
  console.log('load-test: starting node scripts/serve.mjs …');
  const child = spawn(process.execPath, [join(root, 'scripts', 'serve.mjs')], { cwd: root, stdio: 'ignore' });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (await isUp(baseUrl)) return child;
    if (child.exitCode !== null) throw new Error(`serve.mjs exited with code ${child.exitCode}`);
    await new Promise((done) => setTimeout(done, 500));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not answer within 90 s');
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const deadline = setTimeout(() => {
    console.error(`load-test: stopped after the ${LIMITS.totalMs / 60_000} min limit`);
    process.exit(1);
  }, LIMITS.totalMs);
  deadline.unref();

  const server = (await isUp(options.url)) ? null : await startServer(options.url);
  const runId = randomUUID().slice(0, 8);
  const items = Array.from({ length: options.count }, (_, i) => submission(runId, i));
  const checks = [];
  const check = (ok, text) => {
    checks.push(ok);
    console.log(`${ok ? '✔' : '✘'} ${text}`);
  };

  try {
    console.log(
      `load-test: ${options.count} submissions, ${options.concurrency} concurrent clients → ${options.url} (run ${runId})`,
    );
    const t0 = performance.now();
    const results = await runPool(items, options.concurrency, (item) => send(options.url, item));
    const seconds = (performance.now() - t0) / 1000;
    const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
    const failures = results.filter((r) => !r.ok);
    const byStatus = new Map();
    for (const r of results) byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + 1);
    const statuses = [...byStatus].map(([status, n]) => `${status === 0 ? 'network error' : status}×${n}`).join(', ');
    console.log(
      `throughput: ${(options.count / seconds).toFixed(1)} submissions/s (${options.count} in ${seconds.toFixed(2)} s)`,
    );
    console.log(
      `latency: median ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, max ${latencies.at(-1).toFixed(0)} ms`,
    );
    console.log(`answers: ${statuses}`);
    check(
      failures.length === 0,
      `${options.count - failures.length} of ${options.count} acknowledged${failures[0] ? ` (first failure: ${failures[0].status} ${failures[0].error ?? ''})` : ''}`,
    );
    check(
      !results.some((r) => r.status === 429),
      "no 429: netlify dev does not enforce the functions' rateLimit config",
    );

    const retried = items.slice(0, options.retries);
    const retryResults = await runPool(retried, options.concurrency, (item) => send(options.url, item));
    const retryFailures = retryResults.filter((r) => !r.ok);
    check(
      retryFailures.length === 0,
      `${retried.length - retryFailures.length} of ${retried.length} unchanged retries (same idempotency key) acknowledged${retryFailures[0] ? ` (first failure: ${retryFailures[0].status} ${retryFailures[0].error ?? ''})` : ''}`,
    );

    const local = await openLocalBlobs();
    try {
      const stored = new Map();
      const toDelete = [];
      const byTag = new Map(items.map((item) => [item.tag, item]));
      let attributed = 0;
      for (const site of local.sites) {
        for (const store of ['demo-requests', 'contact-messages']) {
          const target = local.storeOf(store, site);
          for (const entry of await readEntries(target)) {
            if (!String(entry.companyName ?? '').startsWith(`Load ${runId} #`)) continue;
            stored.set(entry.companyName, (stored.get(entry.companyName) ?? 0) + 1);
            const sent = byTag.get(entry.companyName)?.attribution ?? {};
            if (Object.entries(sent).every(([field, value]) => entry[field] === value)) attributed += 1;
            toDelete.push({ site, store, key: entry.key });
          }
        }
      }
      const lost = items.filter((item) => !stored.has(item.tag)).length;
      const duplicated = [...stored.values()].reduce((sum, n) => sum + (n - 1), 0);
      check(toDelete.length === options.count, `${toDelete.length} entries stored for ${options.count} submissions`);
      check(lost === 0, `${lost} lost`);
      check(duplicated === 0, `${duplicated} duplicated (after ${retried.length} retries)`);
      check(
        attributed === toDelete.length,
        `attribution stored as sent on ${attributed} of ${toDelete.length} entries`,
      );
      if (!options.keep) {
        for (const { site, store, key } of toDelete) await local.storeOf(store, site).delete(key);
        // …and the idempotency claims that point at them (functions/lib/storage.mts).
        const deletedKeys = new Set(toDelete.map((entry) => entry.key));
        let claims = 0;
        for (const site of local.sites) {
          const store = local.storeOf('submission-ids', site);
          for (const { key, value } of await readEntryPairs(store)) {
            if (!deletedKeys.has(String(value.key))) continue;
            await store.delete(key);
            claims += 1;
          }
        }
        console.log(
          `load-test: removed the run's ${toDelete.length} entries and ${claims} idempotency claims (use --keep to keep them)`,
        );
      }
    } finally {
      await local.stop();
    }
  } finally {
    if (server) server.kill('SIGTERM');
  }
  const failed = checks.filter((ok) => !ok).length;
  console.log(failed === 0 ? 'load-test: all checks passed' : `load-test: ${failed} check(s) FAILED`);
  process.exit(failed === 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(`load-test: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
