/**
 * What the two form islands hold: the fields in form order, their starting values, and the demo
 * form's prefill from the /request-demo query (docs/forms-and-leads.md#prefill-from-the-query).
 * No zod here: the islands load this eagerly and the schemas only on demand.
 */
import {
  COUNTRIES,
  ALL_SUB_INDUSTRIES,
  DEFAULT_COUNTRY,
  INDUSTRIES,
  JOB_TITLES,
  PRICING_OPTIONS,
  SUB_INDUSTRY_VALUES,
  TIMEFRAMES,
  subIndustriesOf,
} from './options';
import type { ContactField, DemoField } from './schemas';
import { CONTACT_MESSAGE_FIELDS } from '../leadFields.mjs';

/** What the demo form holds: every field as the text of its input or select. */
type DemoFormValues = Record<DemoField, string>;
/** What the contact form holds. */
type ContactFormValues = Record<ContactField, string>;

/** Demo step 1 "Business Section" fields, in form order. */
export const DEMO_STEP1_FIELDS = [
  'industry',
  'subIndustry',
  'pricing',
  'timeFrame',
  'country',
] as const satisfies readonly DemoField[];
/** Demo step 2 "Personal Information Section" fields, in form order. */
export const DEMO_STEP2_FIELDS = [
  'email',
  'companyName',
  'phoneNumber',
  'jobTitle',
] as const satisfies readonly DemoField[];
/** Contact form fields, in form order. */
export const CONTACT_FIELDS = CONTACT_MESSAGE_FIELDS satisfies readonly ContactField[];

/** The first of `fields` that has an error, or undefined. */
export function firstInvalid<F extends string>(
  fields: readonly F[],
  errors: Partial<Record<F, string>>,
): F | undefined {
  return fields.find((field) => Boolean(errors[field]));
}

/** `fields` with empty values. */
const blank = <F extends string>(fields: readonly F[]) =>
  Object.fromEntries(fields.map((field) => [field, ''])) as Record<F, string>;

/** A blank demo form: every field empty but the country (Nepal). */
export const EMPTY_DEMO_VALUES: Readonly<DemoFormValues> = {
  ...blank([...DEMO_STEP1_FIELDS, ...DEMO_STEP2_FIELDS]),
  country: DEFAULT_COUNTRY,
};

/** A blank contact form. */
export const EMPTY_CONTACT_VALUES: Readonly<ContactFormValues> = blank(CONTACT_FIELDS);

/** Query parameter → demo field. */
const DEMO_QUERY_FIELDS: Readonly<Record<string, DemoField>> = {
  industry: 'industry',
  subIndustry: 'subIndustry',
  email: 'email',
  company: 'companyName',
  phone: 'phoneNumber',
  jobTitle: 'jobTitle',
  timeFrame: 'timeFrame',
  pricing: 'pricing',
  country: 'country',
};

/** Lower-cased query value → the option it names (exact match after lower-casing both), or ''. */
function pick(query: string, values: readonly string[]): string {
  const wanted = query.trim().toLowerCase();
  return values.find((value) => value.toLowerCase() === wanted) ?? '';
}

/** The one industry selling `subIndustry` (`other` is everywhere, so it names none). */
function industryOf(subIndustry: string): string {
  const owners = Object.entries(SUB_INDUSTRY_VALUES).filter(([, subIndustries]) => subIndustries.includes(subIndustry));
  return owners.length === 1 ? (owners[0]?.[0] ?? '') : '';
}

/**
 * The demo form's values from a query string. Choice parameters are lower-cased and kept only
 * when they name an option (a sub-industry must belong to the industry; a lone sub-industry
 * selects its industry); text parameters are trimmed. Absent parameters keep the blank values.
 * @example demoValuesFromQuery(new URLSearchParams('pricing=FREE&subIndustry=Clinic'))
 *   → { ...EMPTY_DEMO_VALUES, pricing: 'free', industry: 'healthcare', subIndustry: 'clinic' }
 */
export function demoValuesFromQuery(params: URLSearchParams): DemoFormValues {
  const result: DemoFormValues = { ...EMPTY_DEMO_VALUES };
  const get = (name: string) => params.get(name)?.trim() ?? '';
  result.industry = pick(get('industry'), INDUSTRIES);
  const subIndustries = result.industry ? subIndustriesOf(result.industry) : ALL_SUB_INDUSTRIES;
  result.subIndustry = pick(get('subIndustry'), subIndustries);
  if (!result.industry && result.subIndustry) {
    result.industry = industryOf(result.subIndustry);
    if (!result.industry) result.subIndustry = '';
  }
  result.pricing = pick(
    get('pricing'),
    PRICING_OPTIONS.map((option) => option.value),
  );
  result.timeFrame = pick(get('timeFrame'), TIMEFRAMES);
  result.country = pick(get('country'), COUNTRIES) || DEFAULT_COUNTRY;
  result.jobTitle = pick(get('jobTitle'), JOB_TITLES);
  result.email = get('email');
  result.companyName = get('company');
  result.phoneNumber = get('phone');
  return result;
}

/** True when the query carries at least one prefill parameter (then the page scrolls to the form). */
export function hasDemoPrefill(params: URLSearchParams): boolean {
  return Object.keys(DEMO_QUERY_FIELDS).some((name) => params.has(name));
}
