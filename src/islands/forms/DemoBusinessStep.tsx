/**
 * Step 1 of the demo request form, "Business Section" (SPEC §4): industry, sub-industry, pricing,
 * timeframe and country. The sub-industry list follows the chosen industry; with no industry
 * chosen (and in the server HTML, for visitors without JavaScript) it lists every industry's
 * sub-industries in groups. The sub-industry message is shown under the industry (SPEC §5).
 */
import {
  COUNTRIES,
  FIELD_LABELS,
  INDUSTRY_OPTIONS,
  PRICING_OPTIONS,
  TIMEFRAMES,
  asOptions,
  subIndustryOptionsOf,
} from '../../lib/forms/options';
import type { DemoFormValues } from '../../lib/forms/formValues';
import type { DemoField, FieldErrors } from '../../lib/forms/schemas';
import { FieldError } from './FieldError';
import { SelectField, type OptionGroup } from './SelectField';
import { errorIdOf } from './fieldStyles';

interface DemoStepProps {
  idPrefix: string;
  values: DemoFormValues;
  errors: FieldErrors<DemoField>;
  onChange: (field: DemoField, value: string) => void;
}

const ALL_SUB_INDUSTRY_GROUPS: readonly OptionGroup[] = INDUSTRY_OPTIONS.map((industry) => ({
  label: industry.label,
  options: subIndustryOptionsOf(industry.value),
}));

export function DemoBusinessStep({ idPrefix, values, errors, onChange }: DemoStepProps) {
  const id = (field: DemoField) => `${idPrefix}-${field}`;
  const subIndustries = subIndustryOptionsOf(values.industry);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div>
        <SelectField
          id={id('industry')}
          name="industry"
          label={FIELD_LABELS.industry}
          placeholder="Select your industry"
          options={INDUSTRY_OPTIONS}
          value={values.industry}
          onChange={(value) => onChange('industry', value)}
          error={errors.industry}
          required
        />
        <FieldError id={errorIdOf(id('subIndustry'))} message={errors.subIndustry} />
      </div>
      <SelectField
        id={id('subIndustry')}
        name="subIndustry"
        label={FIELD_LABELS.subIndustry}
        placeholder="Select your sub-industry"
        options={subIndustries}
        groups={subIndustries.length > 0 ? [] : ALL_SUB_INDUSTRY_GROUPS}
        value={values.subIndustry}
        onChange={(value) => onChange('subIndustry', value)}
        error={errors.subIndustry}
        errorShownElsewhere
        required
      />
      <SelectField
        id={id('pricing')}
        name="pricing"
        label={FIELD_LABELS.pricing}
        placeholder="Select a plan"
        options={PRICING_OPTIONS}
        value={values.pricing}
        onChange={(value) => onChange('pricing', value)}
        error={errors.pricing}
        required
      />
      <SelectField
        id={id('timeFrame')}
        name="timeFrame"
        label={FIELD_LABELS.timeFrame}
        placeholder="Select a timeframe"
        options={asOptions(TIMEFRAMES)}
        value={values.timeFrame}
        onChange={(value) => onChange('timeFrame', value)}
        error={errors.timeFrame}
        required
      />
      <SelectField
        id={id('country')}
        name="country"
        label={FIELD_LABELS.country}
        placeholder="Select your country"
        options={asOptions(COUNTRIES)}
        value={values.country}
        onChange={(value) => onChange('country', value)}
        error={errors.country}
        required
      />
    </div>
  );
}
