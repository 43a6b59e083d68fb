/**
 * A valid lead body for the tests of the demo request endpoint, in the shape the form posts
 * (docs/forms-and-leads.md#the-two-endpoints). Tests override only the fields they care about,
 * e.g. a tag in the company name or one invalid field, so every other field stays valid.
 * Used by the end-to-end form tests too (tests/e2e/forms.spec.ts).
 */

const DEMO_REQUEST = {
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

export type DemoRequestBody = typeof DEMO_REQUEST;

/** A valid demo request (POST /api/request-demo) from a Lalitpur clinic, with `overrides` applied. */
export function sampleDemoRequest<Overrides extends Record<string, unknown> = Record<never, never>>(
  overrides?: Overrides,
): DemoRequestBody & Overrides {
  return { ...DEMO_REQUEST, ...(overrides as Overrides) };
}
