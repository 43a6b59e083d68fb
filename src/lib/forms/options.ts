/**
 * The choices of the demo-request and contact forms (SPEC §9 "Demo selections", job titles,
 * contact subjects). Plain data with no zod import, so the islands can render their selects
 * without loading the validation code; `schemas.ts` validates against the same lists.
 */
import { INDUSTRY_CATALOGUE, type Industry } from '../catalogue';

/** One `<option>`: the value sent to the server and the label shown. */
export interface ChoiceOption<V extends string = string> {
  value: V;
  label: string;
}

/** Industries of the demo form, in display order (SPEC §9). */
export const INDUSTRY_OPTIONS: readonly ChoiceOption<Industry>[] = [
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'hospitality', label: 'Hospitality' },
];

/** Sub-industry value meaning "not in the list"; offered under every industry (SPEC §9). */
export const OTHER_SUB_INDUSTRY = 'other';

const SUB_INDUSTRY_LABELS: Readonly<Record<string, string>> = {
  hospital: 'Hospital',
  clinic: 'Clinic',
  lab: 'Lab',
  dental: 'Dental',
  pharmacy: 'Pharmacy',
  'physio-therapy': 'Physio Therapy',
  restaurant: 'Restaurant',
  [OTHER_SUB_INDUSTRY]: 'Other',
};

/**
 * Sub-industries per industry: the catalogue's (src/lib/catalogue.ts) followed by `other`.
 * @example SUB_INDUSTRY_OPTIONS.hospitality → Restaurant, Other
 */
export const SUB_INDUSTRY_OPTIONS: Readonly<Record<Industry, readonly ChoiceOption[]>> = {
  healthcare: withOther(INDUSTRY_CATALOGUE.healthcare),
  hospitality: withOther(INDUSTRY_CATALOGUE.hospitality),
};

function withOther(subIndustries: readonly string[]): ChoiceOption[] {
  return [...subIndustries, OTHER_SUB_INDUSTRY].map((value) => ({ value, label: SUB_INDUSTRY_LABELS[value] ?? value }));
}

/** Pricing plans of the demo form (SPEC §9); `?pricing=free` preselects the first. */
export const PRICING_OPTIONS: readonly ChoiceOption[] = [
  { value: 'free', label: 'Free' },
  { value: 'basic', label: 'Basic' },
  { value: 'standard', label: 'Standard' },
  { value: 'custom', label: 'Custom' },
];

/** Expected timeframes (SPEC §9); values are the texts themselves. */
export const TIMEFRAMES = ['1-3 months', '3-6 months', '6+ months', 'Just researching'] as const;

/** Countries of the demo form (SPEC §9); values are the country names. */
export const COUNTRIES = ['United States', 'Canada', 'Nepal', 'India'] as const;

/** The country selected before the visitor chooses one (SPEC §5 "Country defaults to Nepal"). */
export const DEFAULT_COUNTRY = 'Nepal';

/** The 27 job titles of SPEC §9, in the spec's order; values are the titles themselves. */
export const JOB_TITLES = [
  'CEO',
  'CFO',
  'COO',
  'CTO',
  'Managing Director',
  'Finance Manager',
  'Finance Director',
  'Operations Manager',
  'Operations Director',
  'IT Manager',
  'IT Director',
  'Procurement Manager',
  'Supply Chain Manager',
  'Production Manager',
  'HR Manager',
  'HR Director',
  'Sales Manager',
  'Sales Director',
  'Marketing Manager',
  'Marketing Director',
  'Project Manager',
  'Business Analyst',
  'IT Consultant',
  'ERP Specialist',
  'Systems Administrator',
  'Accountant',
  'Other',
] as const;

/** Subjects of the contact form (SPEC §9); the subject itself is optional (SPEC §5). */
export const CONTACT_SUBJECTS = [
  'Sales Inquiry',
  'Technical Support',
  'Partnership',
  'General Inquiry',
  'Other',
] as const;

/** Every sub-industry value of any industry (catalogue order, `other` last). */
export const ALL_SUB_INDUSTRIES: readonly string[] = [
  ...new Set(Object.values(SUB_INDUSTRY_OPTIONS).flatMap((options) => options.map((option) => option.value))),
].sort((a, b) => Number(a === OTHER_SUB_INDUSTRY) - Number(b === OTHER_SUB_INDUSTRY));

/** The sub-industry options of `industry`, or none when it is not an industry of the form. */
export function subIndustryOptionsOf(industry: string): readonly ChoiceOption[] {
  return Object.hasOwn(SUB_INDUSTRY_OPTIONS, industry) ? SUB_INDUSTRY_OPTIONS[industry as Industry] : [];
}

/** Wraps plain string values as options whose label is the value. */
export function asOptions(values: readonly string[]): ChoiceOption[] {
  return values.map((value) => ({ value, label: value }));
}

/**
 * The option value matching `input` without regard to case or surrounding spaces, else `input`
 * unchanged (SPEC §5 "Query values are lower-cased when prefilling").
 * @example matchChoice('just researching', TIMEFRAMES) === 'Just researching'
 */
export function matchChoice(input: string, values: readonly string[]): string {
  const wanted = input.trim().toLowerCase();
  return values.find((value) => value.toLowerCase() === wanted) ?? input;
}

/** The label of every field of both forms (SPEC §3), shown by the islands and the no-JS error page. */
export const FIELD_LABELS = {
  industry: 'Industry',
  subIndustry: 'Sub-industry',
  pricing: 'Pricing plan',
  timeFrame: 'Expected timeframe',
  country: 'Country',
  email: 'Email',
  companyName: 'Company',
  phoneNumber: 'Phone',
  jobTitle: 'Job title',
  fullName: 'Name',
  subject: 'Subject',
  message: 'Message',
} as const;
