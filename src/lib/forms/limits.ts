/**
 * Maximum lengths of the lead forms' text fields in characters, after trimming. The zod schemas
 * enforce them and the inputs carry them as `maxLength`; this module has no imports, so an island
 * can read it without pulling the validation code into the first visit
 * (docs/timings-and-limits.md#form-limits).
 */
export const MAX_LENGTHS = {
  email: 254,
  companyName: 200,
  fullName: 120,
  contactPhone: 30,
  message: 5000,
} as const;
