/**
 * The sales e-mail about one stored lead, built from the stored record so that the first send
 * (right after the lead was stored) and every retry of the hourly run send the same mail.
 */
import { ATTRIBUTION_FIELDS, type AttributionField } from '../../src/lib/attribution.ts';
import { CONTACT_FIELDS, DEMO_STEP1_FIELDS, DEMO_STEP2_FIELDS } from '../../src/lib/forms/formValues.ts';
import type { LeadMail } from './smtp.mts';
import { LEAD_STORES, type LeadStoreName } from './storage.mts';

/** A stored lead as read back from Blobs: the form's fields plus what the function added. */
export type LeadRecord = Record<string, unknown>;

/** The form's own fields per store, in form order (what the visitor typed). */
export const LEAD_FIELDS: Readonly<Record<LeadStoreName, readonly string[]>> = {
  [LEAD_STORES.demoRequest]: [...DEMO_STEP1_FIELDS, ...DEMO_STEP2_FIELDS],
  [LEAD_STORES.contactMessage]: CONTACT_FIELDS,
};

/** How the attribution fields read in a mail. */
export const ATTRIBUTION_LABELS: Readonly<Record<AttributionField, string>> = {
  landingPage: 'Landing page',
  referrer: 'Referred by',
  utmSource: 'Campaign source (utm_source)',
  utmMedium: 'Campaign medium (utm_medium)',
  utmCampaign: 'Campaign (utm_campaign)',
  utmTerm: 'Campaign term (utm_term)',
  utmContent: 'Campaign content (utm_content)',
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Subject line per store, from the lead's fields. */
const SUBJECTS: Readonly<Record<LeadStoreName, (lead: LeadRecord) => string>> = {
  [LEAD_STORES.demoRequest]: (lead) =>
    `Demo request: ${text(lead.companyName)} (${text(lead.industry)}/${text(lead.subIndustry)}, ${text(lead.pricing)})`,
  [LEAD_STORES.contactMessage]: (lead) =>
    `Website message${lead.subject ? ` (${text(lead.subject)})` : ''} from ${text(lead.fullName)}${lead.companyName ? `, ${text(lead.companyName)}` : ''}`,
};

/**
 * The sales mail of the lead stored under `store`/`key`: subject, Reply-To the visitor, the form's
 * fields, then when and where it was received, its first-touch attribution and its store key.
 */
export function leadMailOf(store: LeadStoreName, key: string, record: LeadRecord): LeadMail {
  const fields = Object.fromEntries(LEAD_FIELDS[store].map((field) => [field, record[field]]));
  const attribution = ATTRIBUTION_FIELDS.filter((field) => text(record[field])).map(
    (field) => `${ATTRIBUTION_LABELS[field]}: ${text(record[field])}`,
  );
  return {
    subject: SUBJECTS[store](record),
    replyTo: text(record.email) ? { name: text(record.fullName), address: text(record.email) } : undefined,
    fields,
    footer: [
      `Received: ${text(record.receivedAt)}`,
      `Page: ${text(record.page) || 'unknown'}`,
      ...attribution,
      `Stored as: ${store}/${key}`,
    ],
  };
}
