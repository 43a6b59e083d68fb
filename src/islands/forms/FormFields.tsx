/**
 * The fields of the form islands, drawn from a table: each entry names the field and how to ask
 * for it (a text input, a textarea or a select); the label comes from FIELD_LABELS. Every field
 * has the same shell: label (an asterisk when required), control, then its message, tied to the
 * control by aria-describedby (docs/forms-and-leads.md: messages show under their fields).
 */
import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { FIELD_LABELS, type ChoiceOption } from '../../lib/forms/options';
import type { FieldErrors } from '../../lib/forms/schemas';
import { FieldError } from './FieldError';
import { FieldLabel } from './FieldLabel';
import { CONTROL_CLASS, errorIdOf } from './fieldStyles';
import { useFormText } from './formText';

type FieldName = keyof typeof FIELD_LABELS;

interface OptionGroup {
  label: string;
  options: readonly ChoiceOption[];
}

interface FieldBase<F extends FieldName> {
  name: F;
  required?: boolean;
  /** Spans both columns of the form's two-column grid. */
  wide?: boolean;
  /** Another field whose message is shown under this one (the sub-industry's under the industry). */
  showsErrorOf?: F;
}

interface InputSpec<F extends FieldName>
  extends
    FieldBase<F>,
    Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'placeholder' | 'maxLength'> {
  control: 'input';
}

interface TextAreaSpec<F extends FieldName> extends FieldBase<F> {
  control: 'textarea';
  rows: number;
  maxLength: number;
}

interface SelectSpec<F extends FieldName> extends FieldBase<F> {
  control: 'select';
  /** Text of the empty first option, e.g. "Select your industry". */
  placeholder: string;
  options: readonly ChoiceOption[];
  groups?: readonly OptionGroup[];
}

/** One row of a form's field table. */
export type FieldSpec<F extends FieldName> = InputSpec<F> | TextAreaSpec<F> | SelectSpec<F>;

interface FormFieldsProps<F extends FieldName> {
  /** Prefix of the controls' ids: `${idPrefix}-${name}`. */
  idPrefix: string;
  fields: readonly FieldSpec<F>[];
  values: Readonly<Record<F, string>>;
  errors: FieldErrors<F>;
  onChange: (field: F, value: string) => void;
}

/** The controlled fields of `fields`, in table order, each with its label and message. */
export function FormFields<F extends FieldName>({ idPrefix, fields, values, errors, onChange }: FormFieldsProps<F>) {
  const t = useFormText();
  const renderOption = (option: ChoiceOption) => (
    <option key={option.value} value={option.value}>
      {t(option.label)}
    </option>
  );
  const idOf = (field: F) => `${idPrefix}-${field}`;
  const shownElsewhere = new Set(fields.flatMap((spec) => (spec.showsErrorOf ? [spec.showsErrorOf] : [])));
  return fields.map((spec) => {
    const id = idOf(spec.name);
    const error = errors[spec.name];
    const control = {
      id,
      name: spec.name,
      value: values[spec.name],
      required: spec.required,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
        onChange(spec.name, event.target.value),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorIdOf(id) : undefined,
      className: CONTROL_CLASS,
    };
    return (
      <div key={spec.name} className={spec.wide ? 'sm:col-span-2' : undefined}>
        <FieldLabel htmlFor={id} label={t(FIELD_LABELS[spec.name])} required={spec.required} />
        {spec.control === 'input' ? (
          <input
            {...control}
            // Always stated: checkers (HTML_CodeSniffer) judge an autocomplete purpose against the type.
            type={spec.type ?? 'text'}
            autoComplete={spec.autoComplete}
            inputMode={spec.inputMode}
            placeholder={spec.placeholder === undefined ? undefined : t(spec.placeholder)}
            maxLength={spec.maxLength}
          />
        ) : spec.control === 'textarea' ? (
          <textarea {...control} rows={spec.rows} maxLength={spec.maxLength} />
        ) : (
          <select {...control}>
            <option value="">{t(spec.placeholder)}</option>
            {spec.options.map(renderOption)}
            {spec.groups?.map((group) => (
              <optgroup key={group.label} label={t(group.label)}>
                {group.options.map(renderOption)}
              </optgroup>
            ))}
          </select>
        )}
        {shownElsewhere.has(spec.name) ? null : <FieldError id={errorIdOf(id)} message={error} />}
        {spec.showsErrorOf ? (
          <FieldError id={errorIdOf(idOf(spec.showsErrorOf))} message={errors[spec.showsErrorOf]} />
        ) : null}
      </div>
    );
  });
}
