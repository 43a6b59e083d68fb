/**
 * Valid lead bodies in the shape the two forms post them (docs/forms-and-leads.md#the-two-endpoints),
 * for the function tests and the end-to-end form tests. Tests override only the fields they care
 * about, e.g. a tag in the company name or one invalid field, so every other field stays valid.
 */

/** A clinic's demo request (every required field of the demo form). */
export const DEMO_REQUEST = {
  email: 'anita.shrestha@example.com.np',
  companyName: 'Lalitpur Family Clinic',
  phoneNumber: '9841076253',
  jobTitle: 'Managing Director',
  industry: 'healthcare',
  subIndustry: 'clinic',
  pricing: 'basic',
  timeFrame: '1-3 months',
  country: 'Nepal',
};

/** A restaurant's sales question (every field of the contact form). */
export const CONTACT_MESSAGE = {
  fullName: 'Ramesh Adhikari',
  email: 'ramesh@example.com',
  phoneNumber: '9803318472',
  companyName: 'Pokhara Lakeside Restaurant',
  subject: 'Sales Inquiry',
  message: 'Do you support KOT printing for two kitchens?',
};

/**
 * What an island's JSON post carries besides the fields: the time the fill took, at a person's
 * pace (under MIN_FILL_TIME_MS the server files the lead as spam).
 */
export const PERSON_FILL = { fillTimeMs: 48_000 } as const;

export type DemoRequestBody = typeof DEMO_REQUEST;

/** A valid demo request (POST /api/request-demo) from a Lalitpur clinic, with `overrides` applied. */
export function sampleDemoRequest<Overrides extends Record<string, unknown> = Record<never, never>>(
  overrides?: Overrides,
): DemoRequestBody & Overrides {
  return { ...DEMO_REQUEST, ...(overrides as Overrides) };
}
