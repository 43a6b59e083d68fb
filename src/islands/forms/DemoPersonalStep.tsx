/**
 * Step 2 of the demo request form, "Personal Information Section" (SPEC §4): email, company,
 * phone (10 digits, SPEC §5) and job title (the 27 titles of SPEC §9).
 */
import { FIELD_LABELS, JOB_TITLES, asOptions } from '../../lib/forms/options';
import type { DemoFormValues } from '../../lib/forms/formValues';
import type { DemoField, FieldErrors } from '../../lib/forms/schemas';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

interface DemoStepProps {
  idPrefix: string;
  values: DemoFormValues;
  errors: FieldErrors<DemoField>;
  onChange: (field: DemoField, value: string) => void;
}

const JOB_TITLE_OPTIONS = asOptions(JOB_TITLES);

export function DemoPersonalStep({ idPrefix, values, errors, onChange }: DemoStepProps) {
  const id = (field: DemoField) => `${idPrefix}-${field}`;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        id={id('email')}
        name="email"
        type="email"
        autoComplete="email"
        label={FIELD_LABELS.email}
        value={values.email}
        onChange={(value) => onChange('email', value)}
        error={errors.email}
        maxLength={254}
        required
      />
      <TextField
        id={id('companyName')}
        name="companyName"
        autoComplete="organization"
        label={FIELD_LABELS.companyName}
        value={values.companyName}
        onChange={(value) => onChange('companyName', value)}
        error={errors.companyName}
        maxLength={200}
        required
      />
      <TextField
        id={id('phoneNumber')}
        name="phoneNumber"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="98XXXXXXXX"
        label={FIELD_LABELS.phoneNumber}
        value={values.phoneNumber}
        onChange={(value) => onChange('phoneNumber', value)}
        error={errors.phoneNumber}
        required
      />
      <SelectField
        id={id('jobTitle')}
        name="jobTitle"
        label={FIELD_LABELS.jobTitle}
        placeholder="Select your job title"
        options={JOB_TITLE_OPTIONS}
        value={values.jobTitle}
        onChange={(value) => onChange('jobTitle', value)}
        error={errors.jobTitle}
        required
      />
    </div>
  );
}
