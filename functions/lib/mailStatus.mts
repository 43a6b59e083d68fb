/**
 * The outcome of a lead's sales e-mail, kept on the stored lead as a `notification` object beside
 * the lead's own fields (which are never changed), and the rules of the hourly retry:
 *
 *   pending  stored with SMTP configured; the first send runs right after the answer
 *   held     past the hour's cap of single mails: waits for the hourly digest (./leadDigest.mts)
 *   sending  a run has claimed the mail and is sending it (attempts counts this send)
 *   sent     sentAt; attempts
 *   failed   failedAt, reason, attempts; nextAttemptAt while attempts are left (none after 5)
 *
 * Every change is a conditional write on the entry's ETag (`onlyIfMatch`, through updateLead in
 * ./storage.mts) that only goes through while the mail's state is what the writer read: of two runs
 * that read the same failed lead only one can claim it, so a mail is never sent twice by
 * overlapping runs, and a webhook's outcome written meanwhile on the same lead is kept.
 * Without SMTP settings no lead gets a `notification`: nothing is sent and nothing is flagged.
 */
import { leadMailOf, type LeadRecord } from './leadMail.mts';
import { sendLeadMail, type LeadMail, type SendOptions, type SmtpSettings } from './smtp.mts';
import { updateLead, type LeadStoreName, type LeadVersion } from './storage.mts';

/** Sends in all, the first one included; after the last failure the lead stays flagged. */
export const MAX_MAIL_ATTEMPTS = 5;
/** Wait after the n-th failed attempt: 1 h, 2 h, 4 h, 8 h (the retry runs hourly). */
export const RETRY_BACKOFF_MS = [60, 120, 240, 480].map((minutes) => minutes * 60_000);
/** A `pending` mail this old was never sent (the function stopped after answering): due. */
export const STALE_PENDING_MS = 15 * 60_000;
/** A `sending` claim this old belongs to a run that died mid-send: due again, counted as failed. */
export const STALE_SENDING_MS = 60 * 60_000;
/** Longest failure reason kept, in characters. */
const MAX_REASON_LENGTH = 300;

export interface LeadNotification {
  status: 'pending' | 'held' | 'sending' | 'sent' | 'failed';
  /** Sends attempted so far. */
  attempts: number;
  /** ISO times. */
  queuedAt?: string;
  claimedAt?: string;
  sentAt?: string;
  failedAt?: string;
  /** The SMTP error of the last failed attempt. */
  reason?: string;
  /** When the hourly run may try again; absent once the attempts are used up. */
  nextAttemptAt?: string;
  /** When the lead was held for the digest (status `held`). */
  heldAt?: string;
  /** Sent inside the hourly digest rather than on its own. */
  digest?: boolean;
}

/** The notification of a new lead stored while SMTP is configured. */
export function pendingNotification(now: Date): LeadNotification {
  return { status: 'pending', attempts: 0, queuedAt: now.toISOString() };
}

/** The notification of a stored record, or null when it has none (spam, no SMTP at the time). */
export function notificationOf(record: LeadRecord | null | undefined): LeadNotification | null {
  const value = record?.notification;
  if (!value || typeof value !== 'object') return null;
  const notification = value as LeadNotification;
  return typeof notification.status === 'string' && Number.isInteger(notification.attempts) ? notification : null;
}

/** True when the attempts are used up and the lead stays flagged for the daily summary. */
export function gaveUp(notification: LeadNotification | null): boolean {
  return notification?.status === 'failed' && !notification.nextAttemptAt;
}

/**
 * True when a run at `now` should (re)send this lead's mail on its own. A `held` mail is never due
 * alone: the hourly digest sends it.
 */
export function isDue(notification: LeadNotification | null, now: Date): boolean {
  if (!notification || notification.attempts >= MAX_MAIL_ATTEMPTS) return false;
  const since = (time: string | undefined) => now.getTime() - Date.parse(time ?? '');
  if (notification.status === 'pending') return since(notification.queuedAt) >= STALE_PENDING_MS;
  if (notification.status === 'sending') return since(notification.claimedAt) >= STALE_SENDING_MS;
  if (notification.status === 'failed')
    return Boolean(notification.nextAttemptAt) && since(notification.nextAttemptAt) >= 0;
  return false;
}

/** The notification after attempt number `attempts` failed at `now` with `error`. */
export function failedNotification(attempts: number, now: Date, error: unknown): LeadNotification {
  const reason =
    (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim().slice(0, MAX_REASON_LENGTH) ||
    'unknown error';
  const wait =
    attempts < MAX_MAIL_ATTEMPTS ? RETRY_BACKOFF_MS[Math.min(attempts, RETRY_BACKOFF_MS.length) - 1] : undefined;
  return {
    status: 'failed',
    attempts,
    failedAt: now.toISOString(),
    reason,
    ...(wait !== undefined ? { nextAttemptAt: new Date(now.getTime() + wait).toISOString() } : {}),
  };
}

export interface MailDelivery {
  store: LeadStoreName;
  key: string;
  /** The stored record as read (or written) together with `etag`. */
  record: LeadRecord;
  etag: string;
  settings: SmtpSettings;
  /** The clock; tests pass a fixed or advancing one. */
  now?: () => Date;
  /** Sends one mail (default: SMTP through nodemailer); rejects on failure. */
  send?: (settings: SmtpSettings, mail: LeadMail, options?: SendOptions) => Promise<void>;
  /** Upper bound of the SMTP attempt in ms (default SMTP_ATTEMPT_MS). */
  attemptTimeoutMs?: number | undefined;
}

export type DeliveryResult = 'sent' | 'failed' | 'skipped';

/**
 * Writes `notification` on the lead when its mail is still as `lead` holds it (other parts of the
 * record, such as webhook deliveries, may have changed: they are kept). Resolves the version
 * written, or null when the mail's state changed meanwhile. Rejects only when Blobs cannot be
 * written.
 */
export function writeNotification(lead: LeadVersion, notification: LeadNotification): Promise<LeadVersion | null> {
  const seen = JSON.stringify(lead.record.notification ?? null);
  return updateLead(lead, (record) =>
    JSON.stringify(record.notification ?? null) === seen ? { ...record, notification } : null,
  );
}

/**
 * Claims a lead's mail for one send by this run: marks it `sending` (attempt `previous.attempts + 1`,
 * counted when it starts) with a conditional write. Resolves the lead as claimed, or null when
 * another run changed its mail first (then this run leaves the lead alone). Rejects only when
 * Blobs cannot be written.
 */
export function claimMail(lead: LeadVersion, previous: LeadNotification, now: Date): Promise<LeadVersion | null> {
  return writeNotification(lead, {
    ...previous,
    status: 'sending',
    attempts: previous.attempts + 1,
    claimedAt: now.toISOString(),
  });
}

/**
 * Marks a lead's mail `held` for the hourly digest (the hour's cap of single mails is reached).
 * Resolves false when the entry changed meanwhile (it then stays `pending`, and the hourly run
 * sends it on its own after {@link STALE_PENDING_MS}). Rejects only when Blobs cannot be written.
 */
export async function holdForDigest(lead: LeadVersion, now: Date): Promise<boolean> {
  const written = await writeNotification(lead, { status: 'held', attempts: 0, heldAt: now.toISOString() });
  return written !== null;
}

/**
 * One send of the lead's mail and its recorded outcome. When `claim` is set (the hourly run), the
 * lead is first marked `sending` with a conditional write; a run that loses that race skips the
 * lead ('skipped'). The first send after storing needs no claim: nothing else touches a pending
 * lead for {@link STALE_PENDING_MS}. Rejects only when Blobs cannot be written.
 */
export async function deliverLeadMail(delivery: MailDelivery, { claim }: { claim: boolean }): Promise<DeliveryResult> {
  const now = delivery.now ?? (() => new Date());
  const send = delivery.send ?? sendLeadMail;
  const previous = notificationOf(delivery.record) ?? pendingNotification(now());
  // The attempt is counted when it starts: a claim left by a run that died mid-send used one.
  const attempts = previous.attempts + 1;
  let version: LeadVersion = delivery;
  if (claim) {
    const claimed = await claimMail(delivery, previous, now());
    if (!claimed) return 'skipped';
    version = claimed;
  }
  let outcome: LeadNotification;
  let result: DeliveryResult;
  try {
    await send(delivery.settings, leadMailOf(delivery.store, delivery.key, delivery.record), {
      timeoutMs: delivery.attemptTimeoutMs,
    });
    outcome = { status: 'sent', attempts, sentAt: now().toISOString() };
    result = 'sent';
  } catch (error) {
    console.error(
      `lead notification failed for ${delivery.store}/${delivery.key} (the lead is stored):`,
      error instanceof Error ? error.message : error,
    );
    outcome = failedNotification(attempts, now(), error);
    result = 'failed';
  }
  const written = await writeNotification(version, outcome);
  if (!written)
    console.error(
      `the mail outcome of ${delivery.store}/${delivery.key} was not recorded: its mail state changed meanwhile`,
    );
  return result;
}
