/**
 * The two lead forms' validation and wire payloads, one zod schema per form,
 * used by the islands (client-side messages) and by the Netlify Functions (server-side check).
 *
 * Every field is trimmed and kept to one line of plain text (the message keeps its line breaks; see
 * plainText.ts); text fields have a maximum length. No field rule aborts the parse, so a
 * single run reports every field's message at once, and the sub-industry/industry cross-check runs
 * even while other fields are still wrong. Choice fields accept their values in any letter case and
 * output the canonical value (`HEALTHCARE` → `healthcare`, `just researching` → `Just researching`).
 */
import { z } from 'zod';
import {
  ALL_SUB_INDUSTRIES,
  CONTACT_SUBJECTS,
  COUNTRIES,
  INDUSTRIES,
  JOB_TITLES,
  PRICING_OPTIONS,
  TIMEFRAMES,
  matchChoice,
  subIndustriesOf,
} from './options';
import { MAX_LENGTHS } from './limits';
import { multiLine, singleLine } from './plainText';
import { asciiDigits } from '../../i18n/fill';

/** The field messages (docs/forms-and-leads.md), word for word, plus the length limits this site adds. */
export const FORM_MESSAGES = {
  industry: 'Please select your industry.',
  subIndustry: 'Please select your sub-industry.',
  pricing: 'Please select your Pricing.',
  timeFrame: 'Please select your expected timeframe.',
  country: 'Please select your country.',
  demoEmail: 'Invalid email.',
  companyName: 'Please enter your company name.',
  demoPhone: 'Please enter a valid 10-digit phone number.',
  jobTitle: 'Please enter your job title.',
  fullName: 'Name is required',
  contactEmailRequired: 'Email is required',
  contactEmailInvalid: 'Email is invalid',
  message: 'Message is required',
  subject: 'Please choose one of the listed subjects.',
} as const;

/**
 * One plain e-mail address, by zod's rule (letters, digits and `_ ' + - .` before the @, a domain
 * with a dot and a top-level name of letters): something@something.something as the forms ask,
 * and never a display name, a quoted part or a list (`"CEO" <a@b.np>`, `x,y@b.np`), which would show
 * sales one address while the reply went to another.
 */
const emailAddress = (message: string) => z.string().email(message);
/** A demo phone number: exactly 10 digits, the first not 0 (e.g. 9841076253). */
const DEMO_PHONE_PATTERN = /^[1-9]\d{9}$/;

const tooLong = (max: number) => `Please use at most ${max} characters.`;

/**
 * Any input as a trimmed string of one line (`clean` = singleLine: line breaks become spaces,
 * control characters, bidi controls and lone surrogates go); missing or non-text values become ''.
 */
function text(clean: (value: string) => string = singleLine): z.ZodEffects<z.ZodString, string, unknown> {
  return z.preprocess(
    (value) => (typeof value === 'string' ? clean(value).trim() : typeof value === 'number' ? String(value) : ''),
    z.string(),
  );
}

/** A required text of at most `max` characters; one line unless `clean` is multiLine. */
function requiredText(message: string, max: number, clean?: (value: string) => string) {
  return text(clean).pipe(z.string().min(1, message).max(max, tooLong(max)));
}

/** An optional text of at most `max` characters ('' when absent). */
function optionalText(max: number, clean?: (value: string) => string) {
  return text(clean).pipe(z.string().max(max, tooLong(max)));
}

/** A phone number as one line, its Devanagari digits (typed on a Nepali keyboard) stored as 0–9. */
const phoneText = (value: string) => asciiDigits(singleLine(value));

/** One of `values`, matched without regard to case; `message` when empty or not in the list. */
function choice<const V extends string>(values: readonly V[], message: string) {
  return z
    .preprocess((value) => (typeof value === 'string' ? matchChoice(value, values) : ''), z.string())
    .refine((value): value is V => (values as readonly string[]).includes(value), message);
}

const optionValues = <V extends string>(options: readonly { value: V }[]) => options.map((option) => option.value);

/** Demo step 1 "Business Section" fields. */
const demoStep1Shape = {
  industry: choice(INDUSTRIES, FORM_MESSAGES.industry),
  subIndustry: choice(ALL_SUB_INDUSTRIES, FORM_MESSAGES.subIndustry),
  pricing: choice(optionValues(PRICING_OPTIONS), FORM_MESSAGES.pricing),
  timeFrame: choice(TIMEFRAMES, FORM_MESSAGES.timeFrame),
  country: choice(COUNTRIES, FORM_MESSAGES.country),
};

/** Demo step 2 "Personal Information Section" fields. */
const demoStep2Shape = {
  email: text().pipe(emailAddress(FORM_MESSAGES.demoEmail).max(MAX_LENGTHS.email, tooLong(MAX_LENGTHS.email))),
  companyName: requiredText(FORM_MESSAGES.companyName, MAX_LENGTHS.companyName),
  phoneNumber: text(phoneText).pipe(z.string().regex(DEMO_PHONE_PATTERN, FORM_MESSAGES.demoPhone)),
  jobTitle: choice(JOB_TITLES, FORM_MESSAGES.jobTitle),
};

/** The sub-industry must belong to the chosen industry (`other` belongs to every industry). */
function subIndustryMatchesIndustry(value: { industry: string; subIndustry: string }, ctx: z.RefinementCtx): void {
  const allowed = subIndustriesOf(value.industry);
  if (allowed.length > 0 && value.subIndustry !== '' && !allowed.includes(value.subIndustry)) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['subIndustry'], message: FORM_MESSAGES.subIndustry });
  }
}

/** Demo step 1, checked by Next. */
export const demoStep1Schema = z.object(demoStep1Shape).superRefine(subIndustryMatchesIndustry);

/** Demo step 2 alone (its four fields). */
export const demoStep2Schema = z.object(demoStep2Shape);

/** The whole demo request, checked on Submit and by POST /api/request-demo; output = the stored payload. */
export const demoRequestSchema = z
  .object({ ...demoStep1Shape, ...demoStep2Shape })
  .superRefine(subIndustryMatchesIndustry);

/** The contact message, checked on submit and by POST /api/contact-us; output = the stored payload. */
export const contactMessageSchema = z.object({
  fullName: requiredText(FORM_MESSAGES.fullName, MAX_LENGTHS.fullName),
  email: text()
    .pipe(z.string().min(1, FORM_MESSAGES.contactEmailRequired))
    .pipe(emailAddress(FORM_MESSAGES.contactEmailInvalid).max(MAX_LENGTHS.email, tooLong(MAX_LENGTHS.email))),
  phoneNumber: optionalText(MAX_LENGTHS.contactPhone, phoneText),
  companyName: optionalText(MAX_LENGTHS.companyName),
  subject: text().refine(
    (value) => value === '' || (CONTACT_SUBJECTS as readonly string[]).includes(value),
    FORM_MESSAGES.subject,
  ),
  // The one field that keeps its line breaks (as \n).
  message: requiredText(FORM_MESSAGES.message, MAX_LENGTHS.message, multiLine),
});

/** The POST /api/request-demo body. */
type DemoRequest = z.output<typeof demoRequestSchema>;
/** The POST /api/contact-us body. */
type ContactMessage = z.output<typeof contactMessageSchema>;
export type DemoField = keyof DemoRequest;
export type ContactField = keyof ContactMessage;

/** Field name → its first message. */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

type Validation<T> =
  | { success: true; data: T; errors: FieldErrors<keyof T & string> }
  | { success: false; errors: FieldErrors<keyof T & string> };

/**
 * Validates `input` against `schema`: the parsed data, or the first message of each invalid field.
 * Never throws.
 */
export function validate<T extends Record<string, unknown>>(
  schema: z.ZodType<T, z.ZodTypeDef, unknown>,
  input: unknown,
): Validation<T> {
  const result = schema.safeParse(input);
  if (result.success) return { success: true, data: result.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { success: false, errors: errors as FieldErrors<keyof T & string> };
}
