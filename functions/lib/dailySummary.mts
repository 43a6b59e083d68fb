/**
 * The daily summary mail to the sales address: the leads received on the previous day (Nepal
 * time) per form and source, every lead whose e-mail could not be sent (still failing, or given up
 * after the last attempt that day), every webhook or chat delivery that gave up that day, and the
 * day's leads as CSV attachments (the export's columns and cells, ./leadCsv.mjs), so nobody needs a
 * command line to have them in a spreadsheet.
 */
import { leadsCsv } from './leadCsv.mjs';
import { countBy, countLines, leadSourceAndCampaign } from './leadReport.mjs';
import { gaveUp, notificationOf } from './mailStatus.mts';
import { sendMail, type MailAttachment, type PlainMail, type SmtpSettings } from './smtp.mts';
import { LEAD_STORES, leadsReceivedBetween, receivedAtOf, type LeadStoreName, type StoredLead } from './storage.mts';
import { gaveUpLines, webhookTargetsFromEnv, type WebhookTarget } from './webhooks.mts';

/** Nepal Standard Time is UTC+05:45 all year (no daylight saving). */
export const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

const FORM_NAMES: Readonly<Record<LeadStoreName, string>> = {
  [LEAD_STORES.demoRequest]: 'Demo requests',
  [LEAD_STORES.contactMessage]: 'Contact messages',
};

/** The previous Nepal calendar day of `now`: its start and end (exclusive) and its date (YYYY-MM-DD). */
export function previousNepalDay(now: Date): { from: Date; to: Date; date: string } {
  const nepalMidnight = Math.floor((now.getTime() + NEPAL_OFFSET_MS) / DAY_MS) * DAY_MS - NEPAL_OFFSET_MS;
  const from = new Date(nepalMidnight - DAY_MS);
  return {
    from,
    to: new Date(nepalMidnight),
    date: new Date(from.getTime() + NEPAL_OFFSET_MS).toISOString().slice(0, 10),
  };
}

export interface DailySummary {
  date: string;
  /** Non-spam leads of the day per store. */
  leads: Record<LeadStoreName, StoredLead[]>;
  /** Every entry received that day per store, spam included (flagged in its column): the CSVs. */
  received: Record<LeadStoreName, StoredLead[]>;
  spam: number;
  /** One line per webhook or chat delivery that gave up that day (store key, host, last error). */
  deliveriesGivenUp: string[];
  /** Leads whose mail was not sent: received that day and not sent, or given up that day. */
  unsent: StoredLead[];
  /** `store/key` of entries of the period that could not be read (empty or not JSON). */
  unreadable: string[];
}

/**
 * Reads the previous Nepal day's leads of both forms (and the day before, for late give-ups).
 * `targets` names the hosts of the deliveries that gave up.
 */
export async function collectDailySummary(
  now: Date,
  targets: readonly WebhookTarget[] = webhookTargetsFromEnv(),
): Promise<DailySummary> {
  const { from, to, date } = previousNepalDay(now);
  const summary: DailySummary = {
    date,
    leads: { 'demo-requests': [], 'contact-messages': [] },
    received: { 'demo-requests': [], 'contact-messages': [] },
    spam: 0,
    deliveriesGivenUp: [],
    unsent: [],
    unreadable: [],
  };
  for (const store of Object.values(LEAD_STORES)) {
    const { leads, unreadable } = await leadsReceivedBetween(store, new Date(from.getTime() - DAY_MS), to);
    summary.unreadable.push(...unreadable);
    for (const lead of leads) {
      const receivedThatDay = receivedAtOf(lead.record) >= from.toISOString();
      const notification = notificationOf(lead.record);
      if (receivedThatDay) summary.received[store].push(lead);
      summary.deliveriesGivenUp.push(...gaveUpLines(lead, targets, from.toISOString()));
      if (lead.record.spam === true) {
        if (receivedThatDay) summary.spam += 1;
        continue;
      }
      if (receivedThatDay) summary.leads[store].push(lead);
      const gaveUpThatDay = gaveUp(notification) && (notification?.failedAt ?? '') >= from.toISOString();
      if (notification && notification.status !== 'sent' && (receivedThatDay || gaveUpThatDay))
        summary.unsent.push(lead);
    }
  }
  return summary;
}

/**
 * One line about a lead whose mail was not sent: its key, then (`withContact`, for the mail to
 * sales only) the company, name and address, then the mail's state.
 */
function unsentLine({ store, key, record }: StoredLead, withContact: boolean): string {
  const notification = notificationOf(record);
  const who = withContact
    ? `: ${[record.companyName, record.fullName, record.email].filter((value) => typeof value === 'string' && value).join(', ')}`
    : '';
  const state = gaveUp(notification)
    ? `gave up after ${notification?.attempts} attempts`
    : notification?.status === 'held'
      ? `held for the hourly digest, ${notification.attempts} attempt(s)`
      : `${notification?.attempts ?? 0} attempt(s), ${notification?.nextAttemptAt ? `next at ${notification.nextAttemptAt}` : 'retrying'}`;
  return `  ${store}/${key}${who} (${state}${notification?.reason ? `; last error: ${notification.reason}` : ''})`;
}

/**
 * The summary as a plain-text mail. `withContact` false leaves out every lead's company, name and
 * address (the unsent leads are named by their store key): the text the function logs and
 * answers, since logs are kept and read outside the sales team.
 */
export function dailySummaryMail(
  summary: DailySummary,
  { withContact = true }: { withContact?: boolean } = {},
): PlainMail {
  const total = summary.leads['demo-requests'].length + summary.leads['contact-messages'].length;
  const lines = [`Leads received on ${summary.date} (Nepal time): ${total}`, ''];
  for (const store of Object.values(LEAD_STORES)) {
    lines.push(
      ...countLines(
        FORM_NAMES[store],
        countBy(summary.leads[store], (lead) => leadSourceAndCampaign(lead.record)),
      ),
      '',
    );
  }
  if (summary.spam > 0) lines.push(`Caught by the spam traps (not mailed): ${summary.spam}`, '');
  lines.push(
    `E-mails that could not be sent: ${summary.unsent.length}`,
    ...summary.unsent.map((lead) => unsentLine(lead, withContact)),
  );
  if (summary.unsent.length > 0)
    lines.push(
      '',
      'Find them with `npm run leads` (see the README); the hourly run keeps retrying those not given up.',
    );
  if (summary.deliveriesGivenUp.length > 0)
    lines.push(
      '',
      `Webhook and chat deliveries that gave up: ${summary.deliveriesGivenUp.length}`,
      ...summary.deliveriesGivenUp,
      '',
      'Those leads are stored and in the attached CSV; check the receiver with `npm run leads -- --webhook-test` (see the README).',
    );
  const attachments = csvAttachments(summary);
  if (attachments.length > 0)
    lines.push(
      '',
      `The day's leads are attached as CSV (spam flagged in its column): ${attachments.map((file) => file.filename).join(', ')}`,
    );
  if (summary.unreadable.length > 0)
    lines.push(
      '',
      `Entries that could not be read: ${summary.unreadable.length}`,
      ...summary.unreadable.map((ref) => `  ${ref}`),
      '',
      'They are empty or not JSON and are left out of the figures above; open them in the Blobs store (see the README).',
    );
  const notMailed = summary.unsent.length > 0 ? `, ${summary.unsent.length} not mailed` : '';
  const unreadable = summary.unreadable.length > 0 ? `, ${summary.unreadable.length} unreadable` : '';
  return {
    subject: `Website leads on ${summary.date}: ${total}${notMailed}${unreadable}`,
    text: `${lines.join('\n')}\n`,
    // The log's text names the files; only the mail to sales carries the leads themselves.
    ...(withContact && attachments.length > 0 ? { attachments } : {}),
  };
}

/** The day's CSV files: one per form that received anything, named `{store}-{date}.csv`. */
function csvAttachments(summary: DailySummary): MailAttachment[] {
  return Object.values(LEAD_STORES)
    .filter((store) => summary.received[store].length > 0)
    .map((store) => ({
      filename: `${store}-${summary.date}.csv`,
      content: leadsCsv(store, summary.received[store]),
      contentType: 'text/csv; charset=utf-8',
    }));
}

export interface SummaryRun {
  settings: SmtpSettings | null;
  /** The time of the run; the summary covers the Nepal day before it. */
  now: Date;
  /** Upper bound of the SMTP attempt in ms (default SMTP_ATTEMPT_MS). */
  attemptTimeoutMs?: number;
}

/**
 * Collects the previous Nepal day's summary and mails it in one attempt of at most
 * `attemptTimeoutMs`, so a hanging SMTP server ends the run well inside the platform's limit.
 * Resolves the status to answer (200, or 502 when the mail failed) and the summary text without
 * contact details (counts and store keys only). Without SMTP settings, or when the mail fails, that
 * text is written to the function log instead. Rejects only when Blobs cannot be read.
 */
export async function sendDailySummary({
  settings,
  now,
  attemptTimeoutMs,
}: SummaryRun): Promise<{ status: number; text: string }> {
  const summary = await collectDailySummary(now);
  const mail = dailySummaryMail(summary);
  const logged = dailySummaryMail(summary, { withContact: false });
  if (!settings) {
    console.log(`lead daily summary: SMTP is not configured, nothing sent.\n${logged.subject}\n${logged.text}`);
    return { status: 200, text: logged.text };
  }
  try {
    await sendMail(settings, mail, { timeoutMs: attemptTimeoutMs });
  } catch (error) {
    // Kept in the function log so the day's figures are not lost with the mail.
    console.error(
      `lead daily summary could not be sent: ${error instanceof Error ? error.message : String(error)}\n${logged.subject}\n${logged.text}`,
    );
    return { status: 502, text: logged.text };
  }
  return { status: 200, text: logged.text };
}
