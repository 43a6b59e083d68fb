/**
 * Durable storage of leads in Netlify Blobs (docs/forms-and-leads.md#the-stored-lead): one entry
 * per submission, in one store per form, written with strong consistency before the visitor is
 * answered. Under `netlify dev` the local Blobs server is used automatically; in unit tests the
 * environment context points at a `BlobsServer` (see tests/unit/functions*.test.ts).
 *
 * "None accepted twice by accident", by construction: a request may carry the island's submission
 * id (a UUID made once per form fill, sent again when the visitor retries). The lead's key is made
 * from that id and a digest of the payload, and the lead is written only if that key is new
 * (`onlyIfNew`), so every copy of one submission, however many arrive at once, lands on the same
 * entry. (The local Blobs server checks `onlyIfNew` and then writes, so two copies arriving in the
 * same instant may both write; they write the same key, so there is still one lead.) A changed
 * payload is a new submission.
 *
 * Such keys say nothing about time, so every accepted post first writes a small arrival entry in
 * the `lead-arrivals` store, keyed `{store}/{ISO time}/{lead key}`: the daily summary and the mail
 * retry list a few days of arrivals instead of reading every lead ever stored, and the CSV export
 * sorts by each lead's `receivedAt`.
 */
import { createHash, randomUUID } from 'node:crypto';
import { getStore, type Store } from '@netlify/blobs';
import { storeFor } from './deployContext.mts';

/** Store of each form's leads (demo request, contact message). */
export const LEAD_STORES = { demoRequest: 'demo-requests', contactMessage: 'contact-messages' } as const;
export type LeadStoreName = (typeof LEAD_STORES)[keyof typeof LEAD_STORES];

/** Store of arrivals: `{store}/{receivedAt ISO}/{lead key}` → `{ "key": lead key }`, listed by time. */
export const ARRIVAL_STORE = 'lead-arrivals';

/** A submission id as the islands make it (`crypto.randomUUID()`); anything else is ignored. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The submission id of a request header value, lower-cased, or null when absent or malformed. */
export function parseSubmissionId(value: string | null): string | null {
  const id = value?.trim() ?? '';
  return UUID_PATTERN.test(id) ? id.toLowerCase() : null;
}

/** Stable JSON of a flat payload (keys sorted), for the digest. */
function canonicalJson(payload: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(payload)
      .sort()
      .map((name) => [name, payload[name]]),
  );
}

/**
 * The entry key of a lead: its submission id plus the first 16 hex digits of the sha-256 of the
 * payload, so a repeat of the same submission gets the same key and an edited one a new key; a
 * random UUID when the post carried no id (a form post without JavaScript).
 * @example leadKeyOf('2f0c7f1e-5a4b-4c3d-9e8f-0a1b2c3d4e5f', { email: '…' }) → '2f0c7f1e-…-4e5f-9b1c0e77a4d2f3a8'
 */
export function leadKeyOf(submissionId: string | null, payload: Record<string, unknown>): string {
  if (!submissionId) return randomUUID();
  const digest = createHash('sha256')
    .update(`${submissionId}\n${canonicalJson(payload)}`)
    .digest('hex');
  return `${submissionId}-${digest.slice(0, 16)}`;
}

export interface SaveLeadInput {
  store: LeadStoreName;
  /** The deploy context the lead was sent in: a preview's leads stay with that deploy (./deployContext.mts). */
  deployContext: string;
  /** The validated payload: the key is made from it and the submission id. */
  payload: Record<string, unknown>;
  /** What is stored: the payload plus receivedAt, userAgent, page, … */
  record: Record<string, unknown>;
  receivedAt: Date;
  submissionId: string | null;
}

export interface SavedLead {
  /** The entry's key in its store. */
  key: string;
  /** True when this exact submission had already been stored; nothing new was written. */
  duplicate: boolean;
  /** ETag of the entry just written (absent for a duplicate), for conditional updates. */
  etag?: string | undefined;
}

/**
 * Stores one lead and resolves once the write is confirmed: first its arrival entry, then the
 * lead itself if its key is new. Rejects when Blobs cannot be reached or refuses a write (the
 * caller answers 503): a resolved promise means the lead is stored. An arrival whose lead write
 * failed points at nothing; readers pass over it.
 */
export async function saveLead({
  store,
  deployContext,
  payload,
  record,
  receivedAt,
  submissionId,
}: SaveLeadInput): Promise<SavedLead> {
  const key = leadKeyOf(submissionId, payload);
  await storeFor(ARRIVAL_STORE, deployContext).setJSON(`${store}/${receivedAt.toISOString()}/${key}`, { key });
  const written = await storeFor(store, deployContext).setJSON(key, record, { onlyIfNew: true });
  return written.modified ? { key, duplicate: false, etag: written.etag } : { key, duplicate: true };
}

/** One stored lead with the ETag it was read with. */
export interface StoredLead {
  store: LeadStoreName;
  key: string;
  record: Record<string, unknown>;
  etag: string;
}

/**
 * The ISO time a stored lead was received (its record's `receivedAt`), or '' when the record has
 * no such text (a record written by hand or by an older version), so such leads sort first.
 */
export function receivedAtOf(record: Record<string, unknown>): string {
  return typeof record.receivedAt === 'string' ? record.receivedAt : '';
}

/** What a reader found: the leads it could read, and the `store/key` of entries it could not. */
export interface LeadsRead {
  leads: StoredLead[];
  unreadable: string[];
}

/**
 * The value of an entry as read back: the record, or null when it is empty, not JSON or not an
 * object (a write cut short, a hand edit). Never throws.
 */
export function parseLead(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * The leads of `store` that arrived from `from` (inclusive) to `to` (exclusive), oldest first by
 * `receivedAt`. Lists only the arrivals of those UTC days, so a run reads a few days' leads, not
 * the whole store. An entry that cannot be read is named on stderr and in `unreadable`, and the
 * others are still returned; an arrival without its lead (a write that failed) is passed over.
 * Rejects only when Blobs cannot be reached.
 */
export async function leadsReceivedBetween(store: LeadStoreName, from: Date, to: Date): Promise<LeadsRead> {
  const arrivals = getStore({ name: ARRIVAL_STORE, consistency: 'strong' });
  const leads = getStore({ name: store, consistency: 'strong' });
  const start = `${store}/${from.toISOString()}`;
  const end = `${store}/${to.toISOString()}`;
  const keys = new Set<string>();
  for (let day = Date.parse(from.toISOString().slice(0, 10)); day < to.getTime(); day += DAY_MS) {
    const { blobs } = await arrivals.list({ prefix: `${store}/${new Date(day).toISOString().slice(0, 10)}` });
    for (const { key } of blobs) if (key >= start && key < end) keys.add(key.slice(key.lastIndexOf('/') + 1));
  }
  const found: StoredLead[] = [];
  const unreadable: string[] = [];
  let listed: Map<string, string> | null = null;
  for (const key of keys) {
    // Read as text: a JSON read of a broken entry throws and would hide every other lead.
    let entry = await leads.getWithMetadata(key, { type: 'text' });
    if (entry && !entry.etag && !listed) {
      // The ETag goes with the record for a later conditional write, so a write in between makes
      // it stale and that write then fails safely. The local Blobs server's reads carry none; its
      // listing does: list once, then read again, so every ETag is at least as old as its record.
      listed = new Map((await leads.list()).blobs.map((blob) => [blob.key, blob.etag]));
      entry = await leads.getWithMetadata(key, { type: 'text' });
    }
    if (!entry) continue;
    const record = parseLead(entry.data);
    if (!record) {
      unreadable.push(`${store}/${key}`);
      console.error(`lead ${store}/${key} could not be read (empty or not JSON); skipped`);
      continue;
    }
    const etag = entry.etag ?? listed?.get(key);
    if (etag) found.push({ store, key, record, etag });
  }
  found.sort((a, b) => receivedAtOf(a.record).localeCompare(receivedAtOf(b.record)));
  return { leads: found, unreadable };
}

/**
 * How many leads (both forms, spam and repeats included) arrived in the UTC clock hour of
 * `receivedAt` up to and including the one stored under `key` at that time: 1 for the hour's
 * first. Read from the arrival entries, which are written before the lead, so two leads arriving
 * together each count the other once it is stored. Rejects when Blobs cannot be read.
 */
export async function arrivalRankInHour(key: string, receivedAt: Date): Promise<number> {
  const arrivals = getStore({ name: ARRIVAL_STORE, consistency: 'strong' });
  const hour = receivedAt.toISOString().slice(0, 13);
  const own = `${receivedAt.toISOString()}/${key}`;
  let rank = 0;
  for (const form of Object.values(LEAD_STORES)) {
    const { blobs } = await arrivals.list({ prefix: `${form}/${hour}` });
    for (const blob of blobs) {
      const when = blob.key.slice(form.length + 1);
      if (when <= own) rank += 1;
    }
  }
  return rank;
}

/** A stored lead as last read or written: where it is, its record and the ETag of that version. */
export type LeadVersion = Pick<StoredLead, 'store' | 'key' | 'record' | 'etag'>;

/** Conditional writes one update tries before it gives up on a lead that keeps changing. */
const UPDATE_TRIES = 5;

/**
 * Updates one stored lead of the site-wide store (real leads only: mail and deliveries run where
 * ./deployContext.mts takesRealLeads) with a conditional write on `lead.etag`. The mail and each
 * webhook keep their outcome in their own part of the record, so when another part was written
 * first the lead is read again and `change` applied to what is stored now. `change` gets the
 * current record and returns the new one, or null when its own part is no longer what the caller
 * saw (another run took it): then nothing is written. Resolves the version written, or null when
 * `change` declined or the lead kept changing (after {@link UPDATE_TRIES} writes). Rejects only
 * when Blobs cannot be read or written.
 */
export async function updateLead(
  lead: LeadVersion,
  change: (record: Record<string, unknown>) => Record<string, unknown> | null,
): Promise<LeadVersion | null> {
  const store = getStore({ name: lead.store, consistency: 'strong' });
  let current: Pick<LeadVersion, 'record' | 'etag'> = lead;
  for (let attempt = 0; attempt < UPDATE_TRIES; attempt += 1) {
    const record = change(current.record);
    if (!record) return null;
    const written = await store.setJSON(lead.key, record, { onlyIfMatch: current.etag });
    if (written.modified && written.etag) return { store: lead.store, key: lead.key, record, etag: written.etag };
    const read = await readWithEtag(store, lead.key);
    if (!read) return null;
    current = read;
  }
  return null;
}

/**
 * One lead's record and ETag, or null when it is gone or not a JSON object. The local Blobs
 * server's reads carry no ETag; its listing does: then the ETag is listed first and the record read
 * after, so the ETag is never newer than the record (a write in between fails the next conditional
 * write safely, and updateLead reads again).
 */
async function readWithEtag(store: Store, key: string): Promise<Pick<LeadVersion, 'record' | 'etag'> | null> {
  let entry = await store.getWithMetadata(key, { type: 'json' });
  let etag = entry?.etag;
  if (entry && !etag) {
    etag = (await store.list({ prefix: key })).blobs.find((blob) => blob.key === key)?.etag;
    entry = await store.getWithMetadata(key, { type: 'json' });
  }
  const record: unknown = entry?.data;
  return etag && record && typeof record === 'object' && !Array.isArray(record)
    ? { record: record as Record<string, unknown>, etag }
    : null;
}
