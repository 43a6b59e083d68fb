/**
 * A labelled, controlled <select> of a form island: a placeholder option with an empty value,
 * then either plain options or option groups. Its error is shown below it, or elsewhere when
 * `errorShownElsewhere` is set (the sub-industry message sits under the industry, SPEC §5); the
 * control is tied to the message by aria-describedby either way.
 */
import type { ChoiceOption } from '../../lib/forms/options';
import { FieldError } from './FieldError';
import { FieldLabel } from './FieldLabel';
import { CONTROL_CLASS, errorIdOf } from './fieldStyles';

export interface OptionGroup {
  label: string;
  options: readonly ChoiceOption[];
}

interface SelectFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Text of the empty first option, e.g. "Select your industry". */
  placeholder: string;
  options?: readonly ChoiceOption[];
  groups?: readonly OptionGroup[];
  error?: string | undefined;
  errorShownElsewhere?: boolean;
  required?: boolean;
  disabled?: boolean;
}

export function SelectField(props: SelectFieldProps) {
  const {
    id,
    name,
    label,
    value,
    onChange,
    placeholder,
    options = [],
    groups = [],
    error,
    errorShownElsewhere,
    required,
    disabled,
  } = props;
  const errorId = errorIdOf(id);
  const renderOption = (option: ChoiceOption) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  );
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={CONTROL_CLASS}
      >
        <option value="">{placeholder}</option>
        {options.map(renderOption)}
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map(renderOption)}
          </optgroup>
        ))}
      </select>
      {errorShownElsewhere ? null : <FieldError id={errorId} message={error} />}
    </div>
  );
}
