/**
 * POST /api/contact-us (docs/forms-and-leads.md#the-two-endpoints): receives the contact message as
 * JSON (ContactForm island) or form-encoded (the same <form> without JavaScript), validates it with
 * the shared schema, stores it in the `contact-messages` Blobs store and answers 200 `{ "status":
 * "received" }` (the island checks only the status), or 303 to /contact-us/thank-you for a form
 * post. Errors: see functions/lib/formEndpoint.mts.
 */
import type { Config } from '@netlify/functions';
import { CONTACT_THANK_YOU_PATH } from '../src/lib/forms/endpoints.ts';
import { contactMessageSchema } from '../src/lib/forms/schemas.ts';
import { createFormEndpoint } from './lib/formEndpoint.mts';
import { json } from './lib/responses.mts';
import { LEAD_STORES } from './lib/storage.mts';

export default createFormEndpoint({
  store: LEAD_STORES.contactMessage,
  schema: contactMessageSchema,
  noun: 'message',
  formPath: '/contact-us',
  thankYouPath: CONTACT_THANK_YOU_PATH,
  accepted: () => json(200, { status: 'received' }),
});

export const config: Config = {
  path: '/api/contact-us',
  // Netlify's own rate limiting (not enforced by `netlify dev`): 10 requests per minute per visitor
  // IP, whatever domain they use (counted per IP and domain, every deploy preview's address gave
  // the same visitor ten more); Netlify answers 429 itself beyond that.
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip'] },
};
