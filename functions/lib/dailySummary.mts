/**
 * The daily summary mail to the sales address: the leads received on the previous day (Nepal
 * time) per form and source, and every lead whose e-mail could not be sent (still failing, or
 * given up after the last attempt that day).
 */
import { countBy, countLines, leadSourceAndCampaign } from './leadReport.mjs';
import { gaveUp, notificationOf } from './notification.mts';
import type { PlainMail } from './notify.mts';
import { LEAD_STORES, leadsReceivedBetween, type LeadStoreName, type StoredLead } from './storage.mts';

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
  spam: number;
  /** Leads whose mail was not sent: received that day and not sent, or given up that day. */
  unsent: StoredLead[];
}

/** Reads the previous Nepal day's leads of both forms (and the day before, for late give-ups). */
export async function collectDailySummary(now: Date): Promise<DailySummary> {
  const { from, to, date } = previousNepalDay(now);
  const summary: DailySummary = { date, leads: { 'demo-requests': [], 'contact-messages': [] }, spam: 0, unsent: [] };
  for (const store of Object.values(LEAD_STORES)) {
    for (const lead of await leadsReceivedBetween(store, new Date(from.getTime() - DAY_MS), to)) {
      const receivedThatDay = lead.key >= from.toISOString();
      const notification = notificationOf(lead.record);
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

/** One line about a lead whose mail was not sent. */
function unsentLine({ store, key, record }: StoredLead): string {
  const notification = notificationOf(record);
  const who = [record.companyName, record.fullName, record.email]
    .filter((value) => typeof value === 'string' && value)
    .join(', ');
  const state = gaveUp(notification)
    ? `gave up after ${notification?.attempts} attempts`
    : `${notification?.attempts ?? 0} attempt(s), ${notification?.nextAttemptAt ? `next at ${notification.nextAttemptAt}` : 'retrying'}`;
  return `  ${store}/${key}: ${who} (${state}${notification?.reason ? `; last error: ${notification.reason}` : ''})`;
}

/** The summary as a plain-text mail. */
export function dailySummaryMail(summary: DailySummary): PlainMail {
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
  if (summary.spam > 0) lines.push(`Caught by the spam trap (not mailed): ${summary.spam}`, '');
  lines.push(`E-mails that could not be sent: ${summary.unsent.length}`, ...summary.unsent.map(unsentLine));
  if (summary.unsent.length > 0)
    lines.push(
      '',
      'Find them with `npm run leads` (see the README); the hourly run keeps retrying those not given up.',
    );
  return {
    subject: `Website leads on ${summary.date}: ${total}${summary.unsent.length > 0 ? `, ${summary.unsent.length} not mailed` : ''}`,
    text: `${lines.join('\n')}\n`,
  };
}
