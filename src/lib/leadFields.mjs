/**
 * The fields of a stored lead, in display order. Plain JavaScript so `npm run leads` (Node, no
 * TypeScript loader) reads the same lists as the forms, the attribution code and the tests
 * (docs/forms-and-leads.md#the-stored-lead).
 */

/** The demo request form's fields, as the CSV export lists them. */
export const DEMO_REQUEST_FIELDS = /** @type {const} */ ([
  'email',
  'companyName',
  'phoneNumber',
  'jobTitle',
  'industry',
  'subIndustry',
  'pricing',
  'timeFrame',
  'country',
]);

/** The contact form's fields, in form order. */
export const CONTACT_MESSAGE_FIELDS = /** @type {const} */ ([
  'fullName',
  'email',
  'phoneNumber',
  'companyName',
  'subject',
  'message',
]);

/** First-touch attribution fields, stored beside the form's fields when the visitor allows it. */
export const ATTRIBUTION_FIELDS = /** @type {const} */ ([
  'landingPage',
  'referrer',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmTerm',
  'utmContent',
]);
