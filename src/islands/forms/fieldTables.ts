/**
 * The field tables of the two lead forms, in form order (docs/forms-and-leads.md). In the demo
 * form the sub-industry list follows the chosen industry; with no industry chosen (and in the
 * server HTML, for visitors without JavaScript) it lists every industry's sub-industries in
 * groups. The sub-industry message is shown under the industry.
 */
import { MAX_LENGTHS } from '../../lib/forms/limits';
import {
  CONTACT_SUBJECTS,
  COUNTRIES,
  JOB_TITLES,
  PRICING_OPTIONS,
  TIMEFRAMES,
  asOptions,
  type ChoiceOption,
  type IndustryChoice,
} from '../../lib/forms/options';
import type { ContactField, DemoField } from '../../lib/forms/schemas';
import type { FieldSpec } from './FormFields';

/** The e-mail field, the same in both forms. */
const EMAIL_FIELD = {
  name: 'email',
  control: 'input',
  type: 'email',
  autoComplete: 'email',
  maxLength: MAX_LENGTHS.email,
  required: true,
} as const satisfies FieldSpec<'email'>;

/** The contact form. */
export const CONTACT_FIELD_TABLE: readonly FieldSpec<ContactField>[] = [
  { name: 'fullName', control: 'input', autoComplete: 'name', maxLength: MAX_LENGTHS.fullName, required: true },
  EMAIL_FIELD,
  { name: 'phoneNumber', control: 'input', type: 'tel', autoComplete: 'tel', maxLength: MAX_LENGTHS.contactPhone },
  { name: 'companyName', control: 'input', autoComplete: 'organization', maxLength: MAX_LENGTHS.companyName },
  {
    name: 'subject',
    control: 'select',
    placeholder: 'Choose a subject (optional)',
    options: asOptions(CONTACT_SUBJECTS),
    wide: true,
  },
  { name: 'message', control: 'textarea', rows: 6, maxLength: MAX_LENGTHS.message, required: true, wide: true },
];

/** A required select whose empty first option reads `placeholder`. */
function requiredSelect(name: DemoField, placeholder: string, options: readonly ChoiceOption[]): FieldSpec<DemoField> {
  return { name, control: 'select', placeholder, options, required: true };
}

/** Demo step 1 "Business Section" for the chosen `industry` ('' when none is chosen yet). */
export function businessFields(industries: readonly IndustryChoice[], industry: string): FieldSpec<DemoField>[] {
  const subIndustries = industries.find((choice) => choice.value === industry)?.subIndustries ?? [];
  const groups = industries.map((choice) => ({ label: choice.label, options: choice.subIndustries }));
  return [
    {
      name: 'industry',
      control: 'select',
      placeholder: 'Select your industry',
      options: industries,
      showsErrorOf: 'subIndustry',
      required: true,
    },
    {
      name: 'subIndustry',
      control: 'select',
      placeholder: 'Select your sub-industry',
      options: subIndustries,
      groups: subIndustries.length > 0 ? [] : groups,
      required: true,
    },
    requiredSelect('pricing', 'Select a plan', PRICING_OPTIONS),
    requiredSelect('timeFrame', 'Select a timeframe', asOptions(TIMEFRAMES)),
    requiredSelect('country', 'Select your country', asOptions(COUNTRIES)),
  ];
}

/** Demo step 2 "Personal Information Section". */
export const PERSONAL_FIELDS: readonly FieldSpec<DemoField>[] = [
  EMAIL_FIELD,
  {
    name: 'companyName',
    control: 'input',
    autoComplete: 'organization',
    maxLength: MAX_LENGTHS.companyName,
    required: true,
  },
  {
    // The 10-digit national number (98XXXXXXXX): autofill's `tel-national`, which HTML allows on a
    // text input only (on type=tel just `tel`, the number with +977, which the rule refuses);
    // inputMode still brings up the digit keypad on phones.
    name: 'phoneNumber',
    control: 'input',
    type: 'text',
    inputMode: 'numeric',
    autoComplete: 'tel-national',
    placeholder: '98XXXXXXXX',
    required: true,
  },
  requiredSelect('jobTitle', 'Select your job title', asOptions(JOB_TITLES)),
];
