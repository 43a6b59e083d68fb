/**
 * Durable storage of leads in Netlify Blobs (docs/forms-and-leads.md#the-stored-lead): one entry
 * per submission, in one store per form, written with strong consistency before the visitor is
 * answered. Under `netlify dev` the local Blobs server is used automatically; in unit tests the
 * environment context points at a `BlobsServer` (see tests/unit/functions*.test.ts).
 *
 * "None accepted twice by accident": a request may carry the island's submission id (a UUID made
 * once per form fill, sent again when the visitor retries after a failure). Its fingerprint (form +
 * id + payload) is claimed with a create-only write in the `submission-ids` store; a repeat of the
 * same submission finds the claim and, once the lead it points to is stored, is acknowledged
 * without a second entry. A changed payload is a new submission.
 */
import { createHash, randomUUID } from 'node:crypto';
import { getStore } from '@netlify/blobs';

/** Store of each form's leads (demo request, contact message). */
export const LEAD_STORES = { demoRequest: 'demo-requests', contactMessage: 'contact-messages' } as const;
export type LeadStoreName = (typeof LEAD_STORES)[keyof typeof LEAD_STORES];

/** Store of idempotency claims: fingerprint → { key } of the lead entry it produced. */
export const SUBMISSION_ID_STORE = 'submission-ids';

/** A submission id as the islands make it (`crypto.randomUUID()`); anything else is ignored. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The submission id of a request header value, lower-cased, or null when absent or malformed. */
export function parseSubmissionId(value: string | null): string | null {
  const id = value?.trim() ?? '';
  return UUID_PATTERN.test(id) ? id.toLowerCase() : null;
}

/**
 * Entry key: the ISO time followed by a random id, so keys sort by arrival time and never collide.
 * @example leadKey(new Date('2025-01-02T03:04:05.678Z')) → '2025-01-02T03:04:05.678Z-6f1c…'
 */
export function leadKey(receivedAt: Date): string {
  return `${receivedAt.toISOString()}-${randomUUID()}`;
}

/** Stable JSON of a flat payload (keys sorted), for fingerprints. */
function canonicalJson(payload: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(payload)
      .sort()
      .map((name) => [name, payload[name]]),
  );
}

/** The idempotency fingerprint of one submission: sha-256 of store, submission id and payload. */
export function submissionFingerprint(store: string, submissionId: string, payload: Record<string, unknown>): string {
  return createHash('sha256')
    .update(`${store}\n${submissionId}\n${canonicalJson(payload)}`)
    .digest('hex');
}

export interface SaveLeadInput {
  store: LeadStoreName;
  /** The validated payload: the fingerprint is computed from it. */
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
 * Stores one lead and resolves once the write is confirmed. Rejects when Blobs cannot be reached
 * or refuses the write (the caller answers 503): a resolved promise means the lead is stored.
 */
export async function saveLead({
  store,
  payload,
  record,
  receivedAt,
  submissionId,
}: SaveLeadInput): Promise<SavedLead> {
  const leads = getStore({ name: store, consistency: 'strong' });
  const key = leadKey(receivedAt);
  if (!submissionId) {
    const { etag } = await leads.setJSON(key, record);
    return { key, duplicate: false, etag };
  }
  const claims = getStore({ name: SUBMISSION_ID_STORE, consistency: 'strong' });
  const fingerprint = submissionFingerprint(store, submissionId, payload);
  const claim = await claims.setJSON(
    fingerprint,
    { key, store, receivedAt: receivedAt.toISOString() },
    { onlyIfNew: true },
  );
  if (claim.modified) {
    const { etag } = await leads.setJSON(key, record);
    return { key, duplicate: false, etag };
  }
  // Seen before. Acknowledge it as a repeat only if its entry really exists; an earlier attempt
  // that claimed the id but failed to store the lead is completed now, under the claimed key.
  const earlier: unknown = await claims.get(fingerprint, { type: 'json' });
  const claimedKey =
    typeof (earlier as { key?: unknown } | null)?.key === 'string' ? (earlier as { key: string }).key : key;
  if (await leads.getMetadata(claimedKey)) return { key: claimedKey, duplicate: true };
  const { etag } = await leads.setJSON(claimedKey, record);
  return { key: claimedKey, duplicate: false, etag };
}

/** One stored lead with the ETag it was read with. */
export interface StoredLead {
  store: LeadStoreName;
  key: string;
  record: Record<string, unknown>;
  etag: string;
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * The leads of `store` received from `from` (inclusive) to `to` (exclusive), oldest first. Lists
 * only the UTC days of the period (keys start with the ISO time), so a run reads a few days'
 * leads, not the whole store. Rejects when Blobs cannot be read.
 */
export async function leadsReceivedBetween(store: LeadStoreName, from: Date, to: Date): Promise<StoredLead[]> {
  const leads = getStore({ name: store, consistency: 'strong' });
  const start = from.toISOString();
  const end = to.toISOString();
  // The ETag from the listing, unless the read itself returns one (the local Blobs server's reads
  // carry none): a write in between makes it stale, so a conditional write then fails safely.
  const listed = new Map<string, string>();
  for (let day = Date.parse(start.slice(0, 10)); day < to.getTime(); day += DAY_MS) {
    const { blobs } = await leads.list({ prefix: new Date(day).toISOString().slice(0, 10) });
    for (const blob of blobs) if (blob.key >= start && blob.key < end) listed.set(blob.key, blob.etag);
  }
  const found: StoredLead[] = [];
  for (const key of [...listed.keys()].sort()) {
    const entry = await leads.getWithMetadata(key, { type: 'json' });
    const etag = entry?.etag ?? listed.get(key);
    if (etag && entry?.data && typeof entry.data === 'object')
      found.push({ store, key, record: entry.data as Record<string, unknown>, etag });
  }
  return found;
}
