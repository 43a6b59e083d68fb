/**
 * The hourly digest of held leads: the leads past the hour's cap of single mails (./mailCap.mts)
 * go to sales together, in one mail that lists each lead as its own mail would (fields, where it
 * came from, its store key). Each lead is claimed with a conditional write first, as single mails
 * are (./mailStatus.mts), so two overlapping runs never put one lead in two digests. A digest that
 * cannot be sent leaves its leads held for the next hour's, until their attempts are used up; then
 * they are `failed` and the daily summary lists them.
 */
import { leadMailOf } from './leadMail.mts';
import {
  MAX_MAIL_ATTEMPTS,
  claimMail,
  failedNotification,
  notificationOf,
  writeNotification,
  type LeadNotification,
} from './mailStatus.mts';
import { leadMailText, sendMail, type PlainMail, type SendOptions, type SmtpSettings } from './smtp.mts';
import type { LeadVersion, StoredLead } from './storage.mts';

/** What one digest run did, as lead refs `store/key`. */
export interface DigestReport {
  sent: string[];
  /** Still held for the next digest (or failed for good once their attempts are used up). */
  failed: string[];
  /** Claimed by another run first. */
  skipped: string[];
}

export interface DigestRun {
  /** The leads whose mail is `held`, oldest first. */
  held: StoredLead[];
  settings: SmtpSettings;
  now?: () => Date;
  /** Sends one plain mail (default SMTP through nodemailer); rejects on failure. */
  send?: (settings: SmtpSettings, mail: PlainMail, options?: SendOptions) => Promise<void>;
  attemptTimeoutMs?: number | undefined;
}

/** The digest mail of `leads`: a subject with their number, then each lead's own mail text. */
export function digestMail(leads: readonly StoredLead[]): PlainMail {
  const parts = leads.map((lead, index) => {
    const mail = leadMailOf(lead.store, lead.key, lead.record);
    return [`── ${index + 1} of ${leads.length}: ${mail.subject}`, leadMailText(mail)].join('\n');
  });
  return {
    subject: `Website leads held back this hour: ${leads.length}`,
    text: [
      `More leads arrived this hour than are mailed one by one, so these ${leads.length} come together.`,
      'Each is stored in full; reply to the address in its fields.',
      '',
      parts.join('\n\n'),
      '',
    ].join('\n'),
  };
}

/** Sends one digest of `held` (see the module's comment); resolves what it did. Rejects only when Blobs cannot be written. */
export async function sendHeldDigest({
  held,
  settings,
  now = () => new Date(),
  send = sendMail,
  attemptTimeoutMs,
}: DigestRun): Promise<DigestReport> {
  const report: DigestReport = { sent: [], failed: [], skipped: [] };
  const claimed: { lead: StoredLead; version: LeadVersion; previous: LeadNotification; attempts: number }[] = [];
  for (const lead of held) {
    const previous = notificationOf(lead.record);
    if (previous?.status !== 'held') continue;
    const version = await claimMail(lead, previous, now());
    if (version) claimed.push({ lead, version, previous, attempts: previous.attempts + 1 });
    else report.skipped.push(`${lead.store}/${lead.key}`);
  }
  if (claimed.length === 0) return report;
  let error: unknown = null;
  try {
    await send(settings, digestMail(claimed.map(({ lead }) => lead)), { timeoutMs: attemptTimeoutMs });
  } catch (caught) {
    error = caught;
    console.error(
      `lead digest of ${claimed.length} failed (the leads are stored):`,
      caught instanceof Error ? caught.message : caught,
    );
  }
  for (const { lead, version, previous, attempts } of claimed) {
    const outcome: LeadNotification =
      error === null
        ? { status: 'sent', attempts, sentAt: now().toISOString(), digest: true }
        : attempts < MAX_MAIL_ATTEMPTS
          ? { ...failedNotification(attempts, now(), error), status: 'held', heldAt: previous.heldAt }
          : failedNotification(attempts, now(), error);
    await writeNotification(version, outcome);
    report[error === null ? 'sent' : 'failed'].push(`${lead.store}/${lead.key}`);
  }
  return report;
}
