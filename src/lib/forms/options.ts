/**
 * The choices of the demo-request and contact forms (docs/forms-and-leads.md: demo selections, job
 * titles, contact subjects). Plain data with no zod import, so the islands can render their selects
 * without loading the validation code; `schemas.ts` validates against the same lists.
 */
import { INDUSTRY_CATALOGUE, type Industry } from '../../schemas/catalogue';
// `other` (not in the list) is offered under every industry, as customers are filed under it.
import { OTHER_SUB_INDUSTRY } from '../customers';

/** One `<option>`: the value sent to the server and the label shown. */
export interface ChoiceOption<V extends string = string> {
  value: V;
  label: string;
}

/** Industries of the demo form, in catalogue order (their values; the names come from the content). */
export const INDUSTRIES = Object.keys(INDUSTRY_CATALOGUE) as Industry[];

const OTHER_SUB_INDUSTRY_LABEL = 'Other';

/**
 * Sub-industry values per industry: the catalogue's (src/schemas/catalogue.ts) followed by `other`.
 * @example SUB_INDUSTRY_VALUES.hospitality → ['restaurant', 'other']
 */
export const SUB_INDUSTRY_VALUES: Readonly<Record<Industry, readonly string[]>> = {
  healthcare: [...INDUSTRY_CATALOGUE.healthcare, OTHER_SUB_INDUSTRY],
  hospitality: [...INDUSTRY_CATALOGUE.hospitality, OTHER_SUB_INDUSTRY],
};

/** One industry of the demo form with its sub-industry options, names as in the content catalogue. */
export interface IndustryChoice extends ChoiceOption<Industry> {
  subIndustries: readonly ChoiceOption[];
}

/**
 * The demo form's industry choices: every catalogue industry and its sub-industries (then Other),
 * labelled with the content entries' names. `industryNames` is keyed by industry slug,
 * `subIndustryNames` by `industry/subIndustry`. Throws, naming the key, when a name is missing,
 * so a catalogue entry without content fails the build.
 */
export function industryChoices(
  industryNames: Readonly<Record<string, string>>,
  subIndustryNames: Readonly<Record<string, string>>,
): IndustryChoice[] {
  const nameOf = (names: Readonly<Record<string, string>>, key: string) => {
    const name = names[key];
    if (!name) throw new Error(`No content entry names the form choice '${key}'`);
    return name;
  };
  return INDUSTRIES.map((industry) => ({
    value: industry,
    label: nameOf(industryNames, industry),
    subIndustries: SUB_INDUSTRY_VALUES[industry].map((value) => ({
      value,
      label: value === OTHER_SUB_INDUSTRY ? OTHER_SUB_INDUSTRY_LABEL : nameOf(subIndustryNames, `${industry}/${value}`),
    })),
  }));
}

/** Pricing plans of the demo form; `?pricing=free` preselects the first. */
export const PRICING_OPTIONS: readonly ChoiceOption[] = [
  { value: 'free', label: 'Free' },
  { value: 'basic', label: 'Basic' },
  { value: 'standard', label: 'Standard' },
  { value: 'custom', label: 'Custom' },
];

/** Expected timeframes; values are the texts themselves. */
export const TIMEFRAMES = ['1-3 months', '3-6 months', '6+ months', 'Just researching'] as const;

/** Countries of the demo form; values are the country names. */
export const COUNTRIES = ['United States', 'Canada', 'Nepal', 'India'] as const;

/** The country selected before the visitor chooses one. */
export const DEFAULT_COUNTRY = 'Nepal';

/** The 27 job titles, in the order the form shows them; values are the titles themselves. */
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

/** Subjects of the contact form; the subject itself is optional. */
export const CONTACT_SUBJECTS = [
  'Sales Inquiry',
  'Technical Support',
  'Partnership',
  'General Inquiry',
  'Other',
] as const;

/** Every sub-industry value of any industry (catalogue order, `other` last). */
export const ALL_SUB_INDUSTRIES: readonly string[] = [...new Set(Object.values(SUB_INDUSTRY_VALUES).flat())].sort(
  (a, b) => Number(a === OTHER_SUB_INDUSTRY) - Number(b === OTHER_SUB_INDUSTRY),
);

/** The sub-industry values of `industry`, or none when it is not an industry of the form. */
export function subIndustriesOf(industry: string): readonly string[] {
  return Object.hasOwn(SUB_INDUSTRY_VALUES, industry) ? SUB_INDUSTRY_VALUES[industry as Industry] : [];
}

/** Wraps plain string values as options whose label is the value. */
export function asOptions(values: readonly string[]): ChoiceOption[] {
  return values.map((value) => ({ value, label: value }));
}

/**
 * The option value matching `input` without regard to case or surrounding spaces, else `input`
 * unchanged.
 * @example matchChoice('just researching', TIMEFRAMES) === 'Just researching'
 */
export function matchChoice(input: string, values: readonly string[]): string {
  const wanted = input.trim().toLowerCase();
  return values.find((value) => value.toLowerCase() === wanted) ?? input;
}

/** The label of every field of both forms, shown by the islands and the no-JS error page. */
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
