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
 *
 * Local mode reads .netlify/blobs-serve/ (where `netlify dev` keeps its Blobs) through a
 * temporary local Blobs server, so both modes go through the same Blobs client.
 * Cells that a spreadsheet would run as a formula (=, +, -, @ first) are prefixed with ' .
 * Exit code 1 on a usage error or when the store cannot be read.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getStore, setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { countBy, countLines, leadLandingPath, leadSourceAndCampaign } from '../functions/lib/leadReport.mjs';
import { ATTRIBUTION_FIELDS, CONTACT_MESSAGE_FIELDS, DEMO_REQUEST_FIELDS } from '../src/lib/leadFields.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Where `netlify dev` (npm start) keeps local Blobs. */
export const LOCAL_BLOBS_DIR = join(root, '.netlify', 'blobs-serve');

/** First-touch attribution columns, stored beside the form's fields. */
export const ATTRIBUTION_COLUMNS = [...ATTRIBUTION_FIELDS];
/** The sales e-mail's outcome, flattened from the lead's `notification` object. */
export const MAIL_COLUMNS = ['mailStatus', 'mailAttempts', 'mailSentAt', 'mailFailedAt', 'mailError'];

/**
 * The CSV columns of a store whose form sends `formFields`: the time received, the form's fields,
 * the language it was filled in, then the request details, attribution, spam flag and trap, mail outcome and keys.
 * @param {string[]} formFields in form order
 * @returns {string[]}
 */
function columnsOf(formFields) {
  return [
    'receivedAt',
    ...formFields,
    'locale',
    'page',
    ...ATTRIBUTION_COLUMNS,
    'userAgent',
    'spam',
    'spamTrap',
    ...MAIL_COLUMNS,
    'submissionId',
    'key',
  ];
}

/** CSV columns per store: the form's fields between the time and the request details. */
export const COLUMNS = {
  'demo-requests': columnsOf([...DEMO_REQUEST_FIELDS]),
  'contact-messages': columnsOf([...CONTACT_MESSAGE_FIELDS]),
};

/**
 * The mail columns of a stored lead: its notification's status, attempts, times and last error
 * ('' when the lead has none: spam, or SMTP not configured when it came in).
 * @param {Record<string, unknown>} lead
 */
export function mailColumns(lead) {
  const notification = /** @type {Record<string, unknown>} */ (
    lead.notification && typeof lead.notification === 'object' ? lead.notification : {}
  );
  return {
    mailStatus: notification.status,
    mailAttempts: notification.attempts,
    mailSentAt: notification.sentAt,
    mailFailedAt: notification.failedAt,
    mailError: notification.reason,
  };
}

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
 * A stored field as text: '' for none, a string as it is, a number or boolean written out, anything
 * else (a list, an object) as JSON rather than "[object Object]".
 * @param {unknown} value
 * @returns {string}
 */
export function fieldText(value) {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value) ?? '';
}

/**
 * One CSV cell (RFC 4180), always quoted. A formula trigger (= + - @ TAB CR) that starts the text,
 * or follows any character a spreadsheet may split cells on (comma, semicolon, TAB, line break),
 * gets a ' before it, so the spreadsheet shows it as text instead of running it, whatever
 * separator it was told to read (the OWASP advice on CSV injection).
 * @param {unknown} value
 * @returns {string} e.g. `"Acme;'=cmd"` for `Acme;=cmd`
 */
export function csvCell(value) {
  const text = fieldText(value).replace(/(?<=^|[,;\t\r\n])(?=[=+\-@\t\r])/g, "'");
  return `"${text.replaceAll('"', '""')}"`;
}

/**
 * CSV text (header row first, CRLF line ends) of `rows` in the order of `columns`.
 * @param {readonly string[]} columns
 * @param {ReadonlyArray<Record<string, unknown>>} rows
 */
export function toCsv(columns, rows) {
  return (
    [columns, ...rows.map((row) => columns.map((column) => row[column]))]
      .map((cells) => cells.map(csvCell).join(','))
      .join('\r\n') + '\r\n'
  );
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
  return (await readEntryPairs(store, options)).map(({ key, value }) => ({ ...value, ...mailColumns(value), key }));
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
  const options = { store: 'demo-requests', remote: false, since: '', summary: false, help: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--store') options.store = argv[++i] ?? '';
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
  return { ...options, store };
}

async function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(
      `leads: ${error instanceof Error ? error.message : String(error)}\nUsage: npm run leads -- [--store demo-requests|contact-messages] [--since YYYY-MM-DD] [--remote] [--summary]`,
    );
    process.exit(1);
  }
  if (options.help) {
    console.log(
      'Usage: npm run leads -- [--store demo-requests|contact-messages] [--since YYYY-MM-DD] [--remote] [--summary]',
    );
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
