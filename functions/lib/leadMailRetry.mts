/**
 * The hourly resend of sales e-mails that failed (or never finished): reads the last days' leads
 * of both forms, and sends each one that is due again (see isDue in mailStatus.mts), one at a
 * time, each under a conditional claim so overlapping runs never send the same mail twice.
 *
 * A run has a time budget well inside the platform's limit for scheduled functions (30 s): it
 * starts an attempt only while a whole attempt still fits, and stops at the first failure that
 * says the server itself is unreachable or hanging (not a refusal of one message). Every lead it
 * does not try keeps its state and is due for the next run. Then, while one more attempt fits, it
 * sends the hour's held leads in one digest (./leadDigest.mts).
 */
import { sendHeldDigest } from './leadDigest.mts';
import { deliverLeadMail, isDue, notificationOf, type DeliveryResult } from './mailStatus.mts';
import {
  SMTP_ATTEMPT_MS,
  sendLeadMail,
  type LeadMail,
  type PlainMail,
  type SendOptions,
  type SmtpSettings,
} from './smtp.mts';
import { LEAD_STORES, leadsReceivedBetween, type LeadStoreName, type StoredLead } from './storage.mts';

/**
 * How far back a run looks, in days. Five attempts with 1, 2, 4 and 8 h between them end within a
 * day of the lead; two days leave room for a run that was skipped.
 */
export const RETRY_LOOKBACK_DAYS = 2;

/**
 * Time in which a run starts and finishes its attempts, in ms from its start. It ends 10 s before
 * the 30 s a scheduled function may run, which leaves time to record the last outcome and answer.
 */
export const RETRY_BUDGET_MS = 20_000;

/**
 * nodemailer error codes of a refusal of one message (its envelope or its content): the server
 * works, so the run goes on with the next lead. Any other failure (no connection, no greeting, a
 * timeout, TLS or login refused) would fail the next lead the same way.
 */
const MESSAGE_REFUSALS = new Set(['EENVELOPE', 'EMESSAGE']);

export interface RetryOptions {
  /** Null (no SMTP configured): the run sends and flags nothing. */
  settings: SmtpSettings | null;
  /** The clock for due times and recorded times; tests pass their own. */
  now?: () => Date;
  /** Sends one mail; default SMTP through nodemailer. */
  send?: (settings: SmtpSettings, mail: LeadMail, options?: SendOptions) => Promise<void>;
  /** Sends the digest (a plain mail); default SMTP through nodemailer. */
  sendPlain?: (settings: SmtpSettings, mail: PlainMail, options?: SendOptions) => Promise<void>;
  stores?: readonly LeadStoreName[];
  /** Upper bound of one SMTP attempt in ms (default SMTP_ATTEMPT_MS). */
  attemptTimeoutMs?: number;
  /** Time the run may spend in ms (default RETRY_BUDGET_MS). */
  budgetMs?: number;
  /** Milliseconds on a monotonic clock, for the budget (default `performance.now`). */
  clock?: () => number;
}

export interface RetryReport {
  sent: string[];
  /** Held leads sent together in this run's digest. */
  digest: string[];
  failed: string[];
  /** Claimed by another run first. */
  skipped: string[];
  /** Due but not tried by this run (out of time, or the server was unreachable): due next run. */
  deferred: string[];
  /** Entries that could not be read (empty or not JSON); named on stderr too. */
  unreadable: string[];
}

/**
 * Runs one retry pass; resolves what it did (lead refs `store/key`). Rejects only when Blobs cannot
 * be read or written.
 */
export async function retryLeadMails({
  settings,
  now = () => new Date(),
  send = sendLeadMail,
  sendPlain,
  stores = Object.values(LEAD_STORES),
  attemptTimeoutMs = SMTP_ATTEMPT_MS,
  budgetMs = RETRY_BUDGET_MS,
  clock = () => performance.now(),
}: RetryOptions): Promise<RetryReport> {
  const report: RetryReport = { sent: [], digest: [], failed: [], skipped: [], deferred: [], unreadable: [] };
  if (!settings) return report;
  const startedAt = clock();
  const to = now();
  const from = new Date(to.getTime() - RETRY_LOOKBACK_DAYS * 24 * 60 * 60_000);
  const due: StoredLead[] = [];
  const held: StoredLead[] = [];
  for (const store of stores) {
    const { leads, unreadable } = await leadsReceivedBetween(store, from, new Date(to.getTime() + 1));
    report.unreadable.push(...unreadable);
    const real = leads.filter((lead) => lead.record.spam !== true);
    due.push(...real.filter((lead) => isDue(notificationOf(lead.record), now())));
    held.push(...real.filter((lead) => notificationOf(lead.record)?.status === 'held'));
  }
  let lastError: unknown = null;
  const sendNoting: NonNullable<RetryOptions['send']> = (...args) =>
    send(...args).catch((error: unknown) => {
      lastError = error;
      throw error;
    });
  let stop = false;
  for (const lead of due) {
    const ref = `${lead.store}/${lead.key}`;
    // A whole attempt must fit in what is left of the budget.
    if (stop || clock() - startedAt + attemptTimeoutMs > budgetMs) {
      report.deferred.push(ref);
      continue;
    }
    lastError = null;
    const result: DeliveryResult = await deliverLeadMail(
      { ...lead, settings, now, send: sendNoting, attemptTimeoutMs },
      { claim: true },
    );
    report[result].push(ref);
    if (result === 'failed' && !MESSAGE_REFUSALS.has(String((lastError as { code?: unknown } | null)?.code)))
      stop = true;
  }
  if (held.length > 0) {
    const refs = held.map((lead) => `${lead.store}/${lead.key}`);
    if (stop || clock() - startedAt + attemptTimeoutMs > budgetMs) report.deferred.push(...refs);
    else {
      const digest = await sendHeldDigest({
        held,
        settings,
        now,
        attemptTimeoutMs,
        ...(sendPlain ? { send: sendPlain } : {}),
      });
      report.digest.push(...digest.sent);
      report.failed.push(...digest.failed);
      report.skipped.push(...digest.skipped);
    }
  }
  return report;
}
