#!/usr/bin/env node
/**
 * `npm run load-test`: the two form endpoints under a burst, as an outside tester would send it
 * (docs/forms-and-leads.md#load-check). Not a unit test: it needs the local server of `npm start`
 * (`netlify dev` with local Blobs).
 *
 * 1. 300 demo requests at once, 10 of them copies of one submission (same Idempotency-Key and
 *    fields, as a double click or a retry in flight sends them);
 * 2. 200 contact messages at once;
 * 3. 20 of those leads sent again unchanged (a visitor retrying after a lost answer).
 *
 * Then it reads the stores back and prints, per burst and in all: acknowledged, stored,
 * duplicated, lost, errors for stored leads (a lead kept but answered with an error), empty files
 * (zero-byte entries the run left in the Blobs directory), unreadable entries, and latency
 * p50/p95/max as the visitor waits it and as spent in netlify dev (the Server-Timing of
 * scripts/functionGate.mjs; the rest is the wait for a free place). It passes only with every post
 * acknowledged, every lead stored once with its attribution, no error for a stored lead, no empty
 * file or unreadable entry, and a p95 in netlify dev of at most --max-p95 seconds (default 15, half
 * of the 30 s after which netlify-cli stops a function). The visitor's wait is printed, not
 * checked: it is the burst's CPU work divided by the machine's cores.
 *
 *   npm run load-test                        (starts `node scripts/serve.mjs` if nothing answers on
 *                                             :8888, or on $SITE_PORT when set)
 *   npm run load-test -- --demo 100 --contact 50 --max-p95 10 --keep
 *   npm run load-test -- --webhook           (also attaches a signed-webhook receiver on 127.0.0.1:
 *                                             starts its own server with LEAD_WEBHOOK_URL and
 *                                             LEAD_WEBHOOK_SECRET, and checks that every stored lead
 *                                             was delivered once, with a valid signature)
 *
 * Bounded: loopback targets only, at most 1,000 posts per burst, 5 minutes per request and 15
 * minutes in all. The run's entries are deleted afterwards unless --keep is given.
 * Exit code 0 only when every check passed.
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { EVENT_ID_HEADER, SIGNATURE_HEADER, verifyWebhookSignature } from '../functions/lib/webhookWire.mjs';
import { fieldText, LOCAL_BLOBS_DIR, openLocalBlobs, readEntryPairs } from './leads.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// A browser waits for an answer as long as it takes (the islands set no timeout); 5 min stands in.
const LIMITS = { burst: 1000, requestMs: 5 * 60_000, totalMs: 15 * 60_000 };
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
/** Copies of one demo submission inside the demo burst. */
const COPIES = 10;
/** The fill time every post reports, in ms: a person's pace (docs/forms-and-leads.md#spam-traps). */
const PERSON_FILL_TIME_MS = 45_000;
/** Leads sent a second time, unchanged, after both bursts. */
const RETRIES = 20;
/** The stores the endpoints write (functions/lib/storage.mts). */
const LEAD_STORES = ['demo-requests', 'contact-messages'];
const ARRIVAL_STORE = 'lead-arrivals';

/**
 * @typedef {{ landingPage: string, referrer: string, utmSource: string, utmCampaign: string, utmContent: string }} Attribution
 * @typedef {{ path: string, store: string, key: string, tag: string, attribution: Attribution, body: Record<string, string> }} Lead
 * @typedef {{ item: Lead, ok: boolean, status: number, ms: number, functionMs: number | null, error: string }} SendResult
 * @typedef {{ results: SendResult[], wallMs: number }} Burst
 */

/**
 * The command line's options; throws on an unknown argument or a value out of range.
 * @param {string[]} argv
 */
function parseArgs(argv) {
  const options = {
    url: `http://localhost:${process.env.SITE_PORT ?? '8888'}`,
    demo: 300,
    contact: 200,
    maxP95: 15,
    keep: false,
    webhook: false,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const next = () => argv[++i] ?? '';
    if (arg === '--url') options.url = next();
    else if (arg === '--demo') options.demo = Number(next());
    else if (arg === '--contact') options.contact = Number(next());
    else if (arg === '--max-p95') options.maxP95 = Number(next());
    else if (arg === '--keep') options.keep = true;
    else if (arg === '--webhook') options.webhook = true;
    else throw new Error(`unknown argument ${arg}`);
  }
  const url = new URL(options.url);
  if (!LOOPBACK.has(url.hostname))
    throw new Error(`--url must be a loopback address (localhost, 127.0.0.1, [::1]), not ${url.hostname}`);
  if (!Number.isInteger(options.demo) || options.demo < COPIES + RETRIES || options.demo > LIMITS.burst)
    throw new Error(`--demo must be a whole number from ${COPIES + RETRIES} to ${LIMITS.burst}`);
  if (!Number.isInteger(options.contact) || options.contact < 0 || options.contact > LIMITS.burst)
    throw new Error(`--contact must be a whole number from 0 to ${LIMITS.burst}`);
  if (!(options.maxP95 > 0)) throw new Error('--max-p95 must be a number of seconds above 0');
  options.url = url.origin;
  return options;
}

/**
 * The first touch an island sends: a campaign landing page and the external referrer.
 * @param {string} runId @param {number} i
 * @returns {Attribution}
 */
function attributionOf(runId, i) {
  return {
    landingPage: `/pricing?utm_source=load-test&utm_campaign=${runId}&utm_content=${i}`,
    referrer: 'https://news.example.com',
    utmSource: 'load-test',
    utmCampaign: runId,
    utmContent: String(i),
  };
}

/**
 * The i-th distinct lead of run `runId` for one form: endpoint, store, JSON body, idempotency key
 * and the tag (its company name) by which it is found again.
 * @param {string} runId @param {'demo' | 'contact'} form @param {number} i
 * @returns {Lead}
 */
function lead(runId, form, i) {
  const tag = `Load ${runId} ${form} #${i}`;
  const attribution = attributionOf(runId, i);
  const base = { path: '', store: '', key: randomUUID(), tag, attribution };
  if (form === 'demo') {
    return {
      ...base,
      path: '/api/request-demo',
      store: 'demo-requests',
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
    ...base,
    path: '/api/contact-us',
    store: 'contact-messages',
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

/**
 * POSTs one lead; resolves { item, ok, status, ms, error } and never rejects.
 * @param {string} baseUrl origin, e.g. http://localhost:8888 @param {Lead} item
 * @returns {Promise<SendResult>}
 */
async function send(baseUrl, item) {
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}${item.path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': item.key,
        'User-Agent': 'sarathi-load-test/2.0',
        Referer: `${baseUrl}${item.path.replace('/api', '')}`,
      },
      // As the island sends it: with a person's fill time, or the time trap files the lead as spam.
      body: JSON.stringify({ ...item.body, fillTimeMs: PERSON_FILL_TIME_MS }),
      signal: AbortSignal.timeout(LIMITS.requestMs),
    });
    const text = await response.text();
    return {
      item,
      ok: response.ok,
      status: response.status,
      ms: performance.now() - started,
      functionMs: functionTimeOf(response.headers.get('server-timing')),
      error: text.slice(0, 120),
    };
  } catch (error) {
    return { item, ok: false, status: 0, ms: performance.now() - started, functionMs: null, error: String(error) };
  }
}

/**
 * The time netlify dev spent on the call, in ms, from the `function` metric of the Server-Timing
 * header that scripts/functionGate.mjs adds; null without it.
 * @param {string | null} header e.g. 'queue;dur=850, function;dur=412'
 */
function functionTimeOf(header) {
  const match = /(?:^|,)\s*function;dur=([\d.]+)/.exec(header ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * Sends every item at the same moment; resolves the results and the burst's wall time in ms.
 * @param {string} baseUrl @param {Lead[]} items
 * @returns {Promise<Burst>}
 */
async function burst(baseUrl, items) {
  const started = performance.now();
  const results = await Promise.all(items.map((item) => send(baseUrl, item)));
  return { results, wallMs: performance.now() - started };
}

/**
 * The p-th percentile (nearest rank) of sorted numbers; 0 for none.
 * @param {number[]} sorted @param {number} p 0–100
 */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * "p50 1.2 s, p95 3.4 s, max 3.9 s" of a list of times in ms, and the p95 in ms.
 * @param {number[]} times
 */
function latencyOf(times) {
  const sorted = [...times].sort((a, b) => a - b);
  /** @param {number} ms */
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  return {
    p95: percentile(sorted, 95),
    text: `p50 ${seconds(percentile(sorted, 50))}, p95 ${seconds(percentile(sorted, 95))}, max ${seconds(sorted.at(-1) ?? 0)}`,
  };
}

/**
 * Zero-byte files under the local Blobs directory written since `sinceMs` (epoch ms): writes cut short.
 * @param {number} sinceMs @param {string} [directory]
 */
function emptyFilesSince(sinceMs, directory = join(LOCAL_BLOBS_DIR, 'entries')) {
  /** @type {string[]} */
  const found = [];
  if (!existsSync(directory)) return found;
  for (const entry of readdirSync(directory, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const stat = statSync(path);
    if (stat.size === 0 && stat.mtimeMs >= sinceMs) found.push(path.slice(LOCAL_BLOBS_DIR.length + 1));
  }
  return found;
}

/**
 * 'up' when the site answers 2xx, 'starting' for any other answer (netlify dev still loading behind the gate), 'down' for none.
 * @param {string} baseUrl
 */
async function probe(baseUrl) {
  try {
    return (await fetch(baseUrl, { signal: AbortSignal.timeout(2000) })).ok ? 'up' : 'starting';
  } catch {
    return 'down';
  }
}

/**
 * Makes sure the site answers: starts `node scripts/serve.mjs` (with `env` added) when nothing
 * listens, then waits (≤ 90 s) until the home page answers 2xx. Resolves the child it started, or
 * null. Throws when `env` is given and a server already runs (it could not receive it).
 * @param {string} baseUrl @param {Record<string, string>} [env]
 */
async function ensureServer(baseUrl, env = {}) {
  let child = null;
  const state = await probe(baseUrl);
  if (state !== 'down' && Object.keys(env).length > 0)
    throw new Error(
      "--webhook starts its own server with the receiver's address: stop the one running on the target first",
    );
  if (state === 'down') {
    if (!existsSync(join(root, 'dist', 'index.html')))
      throw new Error(
        'nothing answers on the target and dist/ is not built: run `npm start` (or `npm run build`) first',
      );
    console.log('load-test: starting node scripts/serve.mjs …');
    child = spawn(process.execPath, [join(root, 'scripts', 'serve.mjs')], {
      cwd: root,
      stdio: 'ignore',
      env: { ...process.env, ...env, SITE_PORT: new URL(baseUrl).port },
    });
  }
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if ((await probe(baseUrl)) === 'up') return child;
    if (child && child.exitCode !== null) throw new Error(`serve.mjs exited with code ${child.exitCode}`);
    await new Promise((done) => setTimeout(done, 500));
  }
  child?.kill('SIGTERM');
  throw new Error('the site did not answer within 90 s');
}

/**
 * A webhook receiver on 127.0.0.1 as a sales team's would be: it checks each signature with a
 * secret of this run and counts the event ids it took (a repeat is answered 200 and counted).
 */
async function startWebhookReceiver() {
  const secret = randomBytes(24).toString('hex');
  /** @type {Map<string, number>} event id → deliveries */
  const accepted = new Map();
  const receiver = { url: '', secret, accepted, badSignatures: 0, close: async () => {} };
  const server = createServer((request, response) => {
    /** @type {Buffer[]} */
    const chunks = [];
    request.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const header = request.headers[SIGNATURE_HEADER.toLowerCase()];
      if (!verifyWebhookSignature(secret, typeof header === 'string' ? header : '', body)) {
        receiver.badSignatures += 1;
        response.writeHead(401).end();
        return;
      }
      const id = String(request.headers[EVENT_ID_HEADER.toLowerCase()]);
      accepted.set(id, (accepted.get(id) ?? 0) + 1);
      response.writeHead(200).end();
    });
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
  const address = server.address();
  receiver.url = `http://127.0.0.1:${address && typeof address === 'object' ? address.port : 0}/leads`;
  receiver.close = () => new Promise((done) => server.close(() => done(undefined)));
  return receiver;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const deadline = setTimeout(() => {
    console.error(`load-test: stopped after the ${LIMITS.totalMs / 60_000} min limit`);
    process.exit(1);
  }, LIMITS.totalMs);
  deadline.unref();

  const receiver = options.webhook ? await startWebhookReceiver() : null;
  const server = await ensureServer(
    options.url,
    receiver ? { LEAD_WEBHOOK_URL: receiver.url, LEAD_WEBHOOK_SECRET: receiver.secret } : {},
  );
  const runId = randomUUID().slice(0, 8);
  const startedAt = Date.now();
  /** @type {boolean[]} */
  const checks = [];
  /** @param {boolean} ok @param {string} text */
  const check = (ok, text) => {
    checks.push(ok);
    console.log(`${ok ? '✔' : '✘'} ${text}`);
  };

  // The demo burst: distinct leads, the first one sent COPIES times in all.
  const copied = lead(runId, 'demo', 0);
  const demoLeads = [copied, ...Array.from({ length: options.demo - COPIES }, (_, i) => lead(runId, 'demo', i + 1))];
  const demoPosts = [...demoLeads, ...Array.from({ length: COPIES - 1 }, () => copied)];
  const contactLeads = Array.from({ length: options.contact }, (_, i) => lead(runId, 'contact', i));
  const distinct = [...demoLeads, ...contactLeads];

  try {
    console.log(
      `load-test: ${demoPosts.length} demo requests at once (${COPIES} copies of one), then ${contactLeads.length} contact messages at once, then ${RETRIES} unchanged retries → ${options.url} (run ${runId})`,
    );
    const demoBurst = await burst(options.url, demoPosts);
    const contactBurst = await burst(options.url, contactLeads);
    /** @type {Array<[string, Burst]>} */
    const phases = [
      ['demo requests', demoBurst],
      ['contact messages', contactBurst],
      ['retries', await burst(options.url, distinct.slice(1, RETRIES + 1))],
    ];
    const results = phases.flatMap(([, phase]) => phase.results);

    const local = await openLocalBlobs();
    /** @type {Map<string, number>} How many entries of this run each tag has. */
    const storedByTag = new Map();
    /** @type {Map<string, boolean>} Tags stored as sent: with their attribution, not filed as spam. */
    const attributedByTag = new Map();
    /** @type {Array<{ site: string, store: string, key: string }>} Where this run's entries are (for the clean-up). */
    const runEntries = [];
    /** @type {string[]} */
    const unreadable = [];
    try {
      for (const site of local.sites) {
        for (const store of LEAD_STORES) {
          for (const { key, value } of await readEntryPairs(local.storeOf(store, site), { name: store, unreadable })) {
            const tag = fieldText(value.companyName);
            if (!tag.startsWith(`Load ${runId} `)) continue;
            storedByTag.set(tag, (storedByTag.get(tag) ?? 0) + 1);
            const sent = distinct.find((item) => item.tag === tag)?.attribution ?? {};
            if (value.spam !== true && Object.entries(sent).every(([field, text]) => value[field] === text))
              attributedByTag.set(tag, true);
            runEntries.push({ site, store, key });
          }
        }
      }
    } catch (error) {
      await local.stop();
      throw error;
    }

    const empty = emptyFilesSince(startedAt - 1000);
    const acknowledged = results.filter((result) => result.ok).length;
    const errorsForStored = results.filter((result) => !result.ok && storedByTag.has(result.item.tag));
    const lost = distinct.filter((item) => !storedByTag.has(item.tag));
    const duplicated = [...storedByTag.values()].reduce((sum, n) => sum + n - 1, 0);
    /** @type {Map<number, number>} HTTP status (0: no answer) → how many posts got it */
    const statuses = new Map();
    for (const result of results) statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1);

    for (const [name, phase] of phases) {
      const ok = phase.results.filter((result) => result.ok).length;
      const inFunction = phase.results.map((result) => result.functionMs).filter((ms) => ms !== null);
      console.log(
        `${name}: ${ok} of ${phase.results.length} acknowledged in ${(phase.wallMs / 1000).toFixed(1)} s; latency ${latencyOf(phase.results.map((result) => result.ms)).text}${inFunction.length > 0 ? `; in netlify dev ${latencyOf(inFunction).text}` : ''}`,
      );
    }
    const bursts = [...demoBurst.results, ...contactBurst.results];
    const waited = latencyOf(bursts.map((result) => result.ms));
    // Without the gate's Server-Timing (another server), the visitor's wait is all there is.
    const functionTimes = bursts.flatMap((result) => (result.functionMs === null ? [] : [result.functionMs]));
    const inFunction = functionTimes.length === bursts.length ? latencyOf(functionTimes) : waited;
    console.log(
      `answers: ${[...statuses].map(([status, n]) => `${status === 0 ? 'no answer' : status}×${n}`).join(', ')}`,
    );
    console.log(`the two bursts: the visitors waited ${waited.text}`);
    const firstFailure = results.find((result) => !result.ok);
    check(
      acknowledged === results.length,
      `acknowledged: ${acknowledged} of ${results.length} posts${firstFailure ? ` (first failure: ${firstFailure.status} ${firstFailure.error})` : ''}`,
    );
    check(storedByTag.size === distinct.length, `stored: ${storedByTag.size} of ${distinct.length} distinct leads`);
    check(lost.length === 0, `lost: ${lost.length}`);
    check(
      duplicated === 0,
      `duplicated: ${duplicated} (after ${COPIES} simultaneous copies of one lead and ${RETRIES} retries)`,
    );
    check(errorsForStored.length === 0, `errors for stored leads: ${errorsForStored.length}`);
    check(
      empty.length === 0,
      `empty files: ${empty.length}${empty.length > 0 ? ` (${empty.slice(0, 3).join(', ')}${empty.length > 3 ? ', …' : ''})` : ''}`,
    );
    check(unreadable.length === 0, `unreadable entries: ${unreadable.length}`);
    check(
      attributedByTag.size === storedByTag.size,
      `stored as sent (attribution kept, none filed as spam): ${attributedByTag.size} of ${storedByTag.size}`,
    );
    check(
      inFunction.p95 <= options.maxP95 * 1000,
      `time in netlify dev for the two bursts: ${inFunction.text} (p95 at most ${options.maxP95} s)`,
    );
    if (receiver) {
      // Deliveries run after each answer; wait (≤ 60 s) until every stored lead has arrived.
      const expected = new Set(runEntries.map(({ store, key }) => `${store}/${key}`));
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline && [...expected].some((id) => !receiver.accepted.has(id)))
        await new Promise((done) => setTimeout(done, 250));
      const delivered = [...expected].filter((id) => receiver.accepted.has(id)).length;
      const repeats = [...receiver.accepted.values()].reduce((sum, n) => sum + n - 1, 0);
      check(
        delivered === expected.size && repeats === 0 && receiver.badSignatures === 0,
        `webhook: ${delivered} of ${expected.size} stored leads delivered, ${repeats} delivered twice, ${receiver.badSignatures} bad signatures`,
      );
    }

    if (!options.keep) {
      try {
        for (const { site, store, key } of runEntries) await local.storeOf(store, site).delete(key);
        // …and their arrivals (functions/lib/storage.mts), whose keys end with the lead's key.
        const keys = new Set(runEntries.map((entry) => entry.key));
        let arrivals = 0;
        for (const site of local.sites) {
          const store = local.storeOf(ARRIVAL_STORE, site);
          for (const { key } of (await store.list()).blobs) {
            if (!keys.has(key.slice(key.lastIndexOf('/') + 1))) continue;
            await store.delete(key);
            arrivals += 1;
          }
        }
        console.log(
          `load-test: removed the run's ${runEntries.length} leads and ${arrivals} arrivals (use --keep to keep them)`,
        );
      } finally {
        await local.stop();
      }
    } else {
      await local.stop();
    }
  } finally {
    if (server) server.kill('SIGTERM');
    await receiver?.close();
  }
  const failed = checks.filter((ok) => !ok).length;
  console.log(failed === 0 ? 'load-test: all checks passed' : `load-test: ${failed} check(s) FAILED`);
  process.exit(failed === 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(`load-test: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
