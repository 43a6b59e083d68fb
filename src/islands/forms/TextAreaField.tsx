/** A labelled, controlled textarea of a form island, with its error tied by aria-describedby. */
import { FieldError } from './FieldError';
import { FieldLabel } from './FieldLabel';
import { CONTROL_CLASS, errorIdOf } from './fieldStyles';

interface TextAreaFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
  maxLength?: number;
  rows?: number;
}

export function TextAreaField({
  id,
  name,
  label,
  value,
  onChange,
  error,
  required,
  maxLength,
  rows = 5,
}: TextAreaFieldProps) {
  const errorId = errorIdOf(id);
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <textarea
        id={id}
        name={name}
        value={value}
        rows={rows}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={CONTROL_CLASS}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
