/**
 * The wire contract between the form islands and the two Netlify Functions
 * (docs/forms-and-leads.md#the-two-endpoints). No zod here: the islands load this eagerly.
 */

/** POST target of the demo request form (JSON from the island, form-encoded without JavaScript). */
export const DEMO_ENDPOINT = '/api/request-demo';
/** POST target of the contact form. */
export const CONTACT_ENDPOINT = '/api/contact-us';

/** Where a form post without JavaScript lands after it was stored (303). */
export const DEMO_THANK_YOU_PATH = '/request-demo/thank-you';
export const CONTACT_THANK_YOU_PATH = '/contact-us/thank-you';

/** Body of an accepted demo request. */
export const DEMO_ACCEPTED_TEXT = 'successful';

/** Name of the hidden honeypot field; people leave it empty, form-filling bots do not. */
export const HONEYPOT_FIELD = 'website';

/**
 * Name of the field in which the island sends how long the form took to fill, in ms: from the
 * page's load (or the previous send) to this one. With the honeypot it is the form's second trap
 * for bots (docs/forms-and-leads.md#spam-traps).
 */
export const FILL_TIME_FIELD = 'fillTimeMs';

/**
 * Fewer ms than this between loading the page and sending the form is a machine's pace: the demo
 * form has two steps and nine fields, the contact form a message to type (even autofill leaves the
 * message and the choices to a person).
 */
export const MIN_FILL_TIME_MS = 3_000;

/**
 * Name of the field that tells in which language the form was filled in ('ne' from the Nepali
 * pages; absent from English ones, which post exactly the fields they always did). Stored on the
 * lead as `locale`, never a reason to refuse one.
 */
export const LOCALE_FIELD = 'locale';

/** Request header carrying the island's per-fill submission id (a UUID), see functions/lib/storage.mts. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
