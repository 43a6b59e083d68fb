#!/usr/bin/env node
/**
 * `npm run leads`: prints the stored leads of one form as CSV, oldest first (by `receivedAt`), one
 * row per submission: how staff list and export what the forms stored. An entry that cannot be
 * read (empty or not JSON) is named on stderr and the export goes on with the rest.
 *
 *   npm run leads                                   demo requests from the local Blobs of `npm start`
 *   npm run leads -- --store contact-messages       contact messages instead
 *   npm run leads -- --since 2025-06-01 > leads.csv only entries received on or after that date
 *   npm run leads -- --remote                       the live site's Blobs; needs NETLIFY_SITE_ID and
 *                                                   NETLIFY_AUTH_TOKEN (a personal access token)
 *   npm run leads -- --summary [--since 2025-06-01] both forms' leads counted per source/campaign
 *                                                   and per landing page, for a marketer's look
 *   npm run leads -- --webhook-test URL             sends one signed sample event (`test: true`) to
 *                                                   a receiver, signed with LEAD_WEBHOOK_SECRET, and
 *                                                   prints its answer: check a receiver before going live
 *
 * Local mode reads .netlify/blobs-serve/ (where `netlify dev` keeps its Blobs) through a
 * temporary local Blobs server, so both modes go through the same Blobs client.
 * Cells that a spreadsheet would run as a formula (=, +, -, @ first) are prefixed with ' .
 * Exit code 1 on a usage error or when the store cannot be read.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getStore, setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { COLUMNS, fieldText, leadRow, toCsv } from '../functions/lib/leadCsv.mjs';
import { countBy, countLines, leadLandingPath, leadSourceAndCampaign } from '../functions/lib/leadReport.mjs';
import { MIN_SECRET_LENGTH, isDeliverable, signedEventRequest } from '../functions/lib/webhookWire.mjs';

// The CSV's columns and cells are the daily summary mail's attachment too: one module for both.
export {
  ATTRIBUTION_COLUMNS,
  COLUMNS,
  MAIL_COLUMNS,
  csvCell,
  fieldText,
  mailColumns,
  toCsv,
} from '../functions/lib/leadCsv.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Where `netlify dev` (npm start) keeps local Blobs. */
export const LOCAL_BLOBS_DIR = join(root, '.netlify', 'blobs-serve');

/**
 * The marketer's summary of `leads` (both forms, spam left out): counts per source / campaign and
 * per landing page, most frequent first.
 * @param {ReadonlyArray<Record<string, unknown>>} leads
 * @param {{ since?: string }} [period]
 * @returns {string}
 */
export function summaryText(leads, { since } = {}) {
  const counted = leads.filter((lead) => lead.spam !== true);
  const period = since ? `since ${since.slice(0, 10)}` : 'all stored';
  return [
    `Leads ${period}: ${counted.length}${counted.length < leads.length ? ` (${leads.length - counted.length} spam left out)` : ''}`,
    '',
    ...countLines('Per source / campaign', countBy(counted, leadSourceAndCampaign)),
    '',
    ...countLines('Per landing page', countBy(counted, leadLandingPath)),
    '',
  ].join('\n');
}

/**
 * The stored value of an entry as text, as a record: null when it is empty, not JSON or not an
 * object (a write cut short, a hand edit).
 * @param {string | null} text
 * @returns {Record<string, unknown> | null}
 */
export function parseEntry(text) {
  if (!text) return null;
  try {
    const value = /** @type {unknown} */ (JSON.parse(text));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? /** @type {Record<string, unknown>} */ (value)
      : null;
  } catch {
    return null;
  }
}

/**
 * Every readable entry of a store, oldest first by `receivedAt` (then key). An entry that cannot
 * be read (empty or not JSON) is named on stderr and left out; the others are still listed.
 * @param {import('@netlify/blobs').Store} store
 * @param {{ since?: string, name?: string, unreadable?: string[] }} [options] `since`: ISO date or
 *   time, entries received earlier are left out; `name`: the store's name, for the messages;
 *   `unreadable`: gets the `name/key` of each entry that could not be read
 * @returns {Promise<Array<{ key: string, value: Record<string, unknown> }>>}
 */
export async function readEntryPairs(store, { since, name = 'store', unreadable = [] } = {}) {
  const keys = [];
  for await (const page of store.list({ paginate: true })) keys.push(...page.blobs.map((blob) => blob.key));
  const entries = [];
  for (const key of keys) {
    // Read as text: a JSON read of one broken entry throws and would hide every other lead.
    const text = await store.get(key, { type: 'text', consistency: 'strong' });
    if (text === null) continue;
    const value = parseEntry(text);
    if (!value) {
      unreadable.push(`${name}/${key}`);
      console.error(`leads: ${name}/${key} could not be read (empty or not JSON); skipped`);
      continue;
    }
    if (since && fieldText(value.receivedAt) < since) continue;
    entries.push({ key, value });
  }
  return entries.sort((a, b) => compareReceived(a.value, a.key, b.value, b.key));
}

/**
 * Order of two leads: by `receivedAt`, then by key.
 * @param {Record<string, unknown>} a @param {string} aKey
 * @param {Record<string, unknown>} b @param {string} bKey
 */
function compareReceived(a, aKey, b, bKey) {
  const [x, y] = [`${fieldText(a.receivedAt)} ${aKey}`, `${fieldText(b.receivedAt)} ${bKey}`];
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * Every readable entry of a store, oldest first, as one flat row: the stored fields plus `key`.
 * @param {import('@netlify/blobs').Store} store
 * @param {{ since?: string, name?: string, unreadable?: string[] }} [options]
 */
export async function readEntries(store, options = {}) {
  return (await readEntryPairs(store, options)).map(({ key, value }) => leadRow(key, value));
}

/**
 * Opens the local Blobs of `netlify dev` through a temporary Blobs server on loopback.
 * Resolves with the site ids found and a `stop()`; `storeOf(name, siteID)` gives a store.
 * @param {string} [directory]
 */
export async function openLocalBlobs(directory = LOCAL_BLOBS_DIR) {
  // The Blobs server binds every interface and cannot be told otherwise: from here on this
  // process's servers listen on 127.0.0.1 only (scripts/loopbackOnly.mjs); and its token is this
  // run's alone, so nothing else on the machine can read the leads while it runs.
  await import('./loopbackOnly.mjs');
  const token = randomBytes(24).toString('base64url');
  const server = new BlobsServer({ directory, token });
  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  const entriesDir = join(directory, 'entries');
  const sites = existsSync(entriesDir) ? readdirSync(entriesDir) : [];
  return {
    sites,
    /** Where the Blobs server answers (http://127.0.0.1:<port>), with this run's token only. */
    url,
    /** @param {string} name @param {string} siteID */
    storeOf(name, siteID) {
      setEnvironmentContext({ edgeURL: url, uncachedEdgeURL: url, siteID, token });
      return getStore({ name, consistency: 'strong' });
    },
    stop: () => server.stop(),
  };
}

/**
 * @param {string} name
 * @returns {name is keyof typeof COLUMNS}
 */
const isStoreName = (name) => Object.hasOwn(COLUMNS, name);

/**
 * The command line's options; throws on an unknown argument, store or date.
 * @param {string[]} argv
 */
function parseArgs(argv) {
  const options = { store: 'demo-requests', remote: false, since: '', summary: false, help: false, webhookTest: '' };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--store') options.store = argv[++i] ?? '';
    else if (arg === '--webhook-test') options.webhookTest = argv[++i] ?? '';
    else if (arg === '--since') options.since = argv[++i] ?? '';
    else if (arg === '--remote') options.remote = true;
    else if (arg === '--summary') options.summary = true;
    else if (arg === '--help' || arg === '-h') options.help = true;
    else throw new Error(`unknown argument ${arg}`);
  }
  const { store } = options;
  if (!isStoreName(store)) throw new Error(`--store must be one of ${Object.keys(COLUMNS).join(', ')}`);
  if (options.since && Number.isNaN(Date.parse(options.since)))
    throw new Error('--since needs a date such as 2025-06-01');
  if (options.since) options.since = new Date(options.since).toISOString();
  if (argv.includes('--webhook-test') && !isDeliverable(options.webhookTest))
    throw new Error("--webhook-test needs the receiver's https:// address (http:// only to this machine)");
  return { ...options, store };
}

/** The one-line usage of `npm run leads`. */
const USAGE =
  'Usage: npm run leads -- [--store demo-requests|contact-messages] [--since YYYY-MM-DD] [--remote] [--summary] | --webhook-test URL';

/**
 * A sample signed event as the site sends one per lead, marked `test: true` and keyed so that it
 * can never be taken for a stored lead.
 * @param {Date} now
 */
export function sampleEvent(now) {
  const key = `webhook-test-${randomUUID()}`;
  return {
    id: `demo-requests/${key}`,
    type: 'lead.received',
    form: 'demo-request',
    store: 'demo-requests',
    key,
    locale: 'en',
    receivedAt: now.toISOString(),
    lead: {
      email: 'webhook-test@sarathierp.com.np',
      companyName: 'Webhook test from the Sarathi ERP website',
      phoneNumber: '9801234567',
      jobTitle: 'Operator',
      industry: 'healthcare',
      subIndustry: 'hospital',
      pricing: 'standard',
      timeFrame: '1-3 months',
      country: 'Nepal',
      locale: 'en',
      receivedAt: now.toISOString(),
      page: 'https://www.sarathierp.com.np/request-demo',
      landingPage: '/pricing',
      utmSource: 'webhook-test',
    },
    test: true,
  };
}

/**
 * Sends one sample event to `url`, signed with `secret`; resolves the answer's status, its first
 * 300 characters and the time taken in ms. Rejects when the receiver cannot be reached or does not
 * answer within 10 s.
 * @param {string} url @param {string} secret
 */
export async function sendWebhookTest(url, secret) {
  const event = sampleEvent(new Date());
  const { headers, body } = signedEventRequest(event, secret);
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
  });
  const text = (await response.text()).slice(0, 300);
  return { id: event.id, status: response.status, ok: response.ok, text, ms: Math.round(performance.now() - started) };
}

async function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`leads: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(1);
  }
  if (options.help) {
    console.log(USAGE);
    return;
  }
  if (options.webhookTest) {
    const secret = process.env.LEAD_WEBHOOK_SECRET?.trim() ?? '';
    if (secret.length < MIN_SECRET_LENGTH) {
      console.error(
        `leads: --webhook-test signs with LEAD_WEBHOOK_SECRET (at least ${MIN_SECRET_LENGTH} characters); set it first.`,
      );
      process.exit(1);
    }
    const host = new URL(options.webhookTest).host;
    try {
      const answer = await sendWebhookTest(options.webhookTest, secret);
      console.log(`leads: sent the sample event ${answer.id} to ${host}: HTTP ${answer.status} in ${answer.ms} ms`);
      if (!answer.ok) {
        console.error(`leads: the receiver did not accept it (a 2xx answer is needed): ${answer.text}`);
        process.exit(1);
      }
    } catch (error) {
      console.error(`leads: ${host} could not be reached: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
    return;
  }
  const columns = COLUMNS[options.store];
  // --summary counts both forms' leads; the CSV lists one store.
  const stores = options.summary ? Object.keys(COLUMNS) : [options.store];
  /** @param {Array<Record<string, unknown>>} rows @param {string} from */
  const print = (rows, from) => {
    process.stdout.write(options.summary ? summaryText(rows, options) : toCsv(columns, rows));
    console.error(`leads: ${rows.length} ${stores.join(' + ')} from ${from}`);
  };
  if (options.remote) {
    const siteID = process.env.NETLIFY_SITE_ID;
    const token = process.env.NETLIFY_AUTH_TOKEN;
    if (!siteID || !token) {
      console.error('leads: --remote needs NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN in the environment.');
      process.exit(1);
    }
    const rows = [];
    for (const store of stores)
      rows.push(...(await readEntries(getStore(store, { siteID, token }), { ...options, name: store })));
    rows.sort((a, b) => compareReceived(a, String(a.key), b, String(b.key)));
    print(rows, `site ${siteID}`);
    return;
  }
  const local = await openLocalBlobs();
  try {
    const rows = [];
    for (const site of local.sites) {
      for (const store of stores)
        rows.push(...(await readEntries(local.storeOf(store, site), { ...options, name: store })));
    }
    rows.sort((a, b) => compareReceived(a, String(a.key), b, String(b.key)));
    print(rows, LOCAL_BLOBS_DIR);
  } finally {
    await local.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(`leads: could not read the store: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
