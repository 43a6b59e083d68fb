/**
 * The hourly resend of sales e-mails that failed (or never finished): reads the last days' leads
 * of both forms, and sends each one that is due again (see isDue in notification.mts), one at a
 * time, each under a conditional claim so overlapping runs never send the same mail twice.
 */
import { deliverLeadMail, isDue, notificationOf, type DeliveryResult } from './notification.mts';
import type { LeadMail, SmtpSettings } from './notify.mts';
import { LEAD_STORES, leadsReceivedBetween, type LeadStoreName } from './storage.mts';

/**
 * How far back a run looks, in days. Five attempts with 1, 2, 4 and 8 h between them end within a
 * day of the lead; two days leave room for a run that was skipped.
 */
export const RETRY_LOOKBACK_DAYS = 2;

export interface RetryOptions {
  /** Null (no SMTP configured): the run sends and flags nothing. */
  settings: SmtpSettings | null;
  /** The clock; tests pass their own. */
  now?: () => Date;
  /** Sends one mail; default SMTP through nodemailer. */
  send?: (settings: SmtpSettings, mail: LeadMail) => Promise<void>;
  stores?: readonly LeadStoreName[];
}

export interface RetryReport {
  sent: string[];
  failed: string[];
  /** Claimed by another run first. */
  skipped: string[];
}

/** Runs one retry pass; resolves what it did (lead refs `store/key`). Rejects when Blobs cannot be read. */
export async function retryLeadMails({
  settings,
  now = () => new Date(),
  send,
  stores = Object.values(LEAD_STORES),
}: RetryOptions): Promise<RetryReport> {
  const report: RetryReport = { sent: [], failed: [], skipped: [] };
  if (!settings) return report;
  const to = now();
  const from = new Date(to.getTime() - RETRY_LOOKBACK_DAYS * 24 * 60 * 60_000);
  for (const store of stores) {
    for (const lead of await leadsReceivedBetween(store, from, new Date(to.getTime() + 1))) {
      if (lead.record.spam === true || !isDue(notificationOf(lead.record), now())) continue;
      const result: DeliveryResult = await deliverLeadMail(
        { ...lead, settings, now, ...(send ? { send } : {}) },
        { claim: true },
      );
      report[result].push(`${store}/${lead.key}`);
    }
  }
  return report;
}
