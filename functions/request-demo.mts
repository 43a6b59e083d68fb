/**
 * POST /api/request-demo (docs/forms-and-leads.md#the-two-endpoints): receives the demo request
 * form as JSON (DemoRequestForm island) or form-encoded (the same <form> without JavaScript),
 * validates it with the shared schema, stores it in the `demo-requests` Blobs store and answers the
 * plain text `successful` (the island relies on that text), or 303 to /request-demo/thank-you for a
 * form post. Errors: see functions/lib/formEndpoint.mts.
 */
import type { Config } from '@netlify/functions';
import { DEMO_ACCEPTED_TEXT, DEMO_THANK_YOU_PATH } from '../src/lib/forms/endpoints.ts';
import { demoRequestSchema } from '../src/lib/forms/schemas.ts';
import { createFormEndpoint } from './lib/formEndpoint.mts';
import { text } from './lib/responses.mts';
import { LEAD_STORES } from './lib/storage.mts';

export default createFormEndpoint({
  store: LEAD_STORES.demoRequest,
  schema: demoRequestSchema,
  noun: 'demo request',
  formPath: '/request-demo',
  thankYouPath: DEMO_THANK_YOU_PATH,
  accepted: () => text(200, DEMO_ACCEPTED_TEXT),
});

export const config: Config = {
  path: '/api/request-demo',
  // Netlify's own rate limiting (not enforced by `netlify dev`): 10 requests per minute per visitor
  // IP, whatever domain they use (counted per IP and domain, every deploy preview's address gave
  // the same visitor ten more); Netlify answers 429 itself beyond that.
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip'] },
};
