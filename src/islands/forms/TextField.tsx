/**
 * A labelled text input of a form island: controlled value, `aria-invalid` and
 * `aria-describedby` pointing at its error (SPEC §5 messages shown next to the field).
 */
import type { InputHTMLAttributes } from 'react';
import { FieldError } from './FieldError';
import { FieldLabel } from './FieldLabel';
import { CONTROL_CLASS, errorIdOf } from './fieldStyles';

type NativeProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'placeholder' | 'required' | 'disabled'
>;

interface TextFieldProps extends NativeProps {
  id: string;
  /** Field name, also the form-encoded name posted without JavaScript. */
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

export function TextField({ id, name, label, value, onChange, error, required, ...native }: TextFieldProps) {
  const errorId = errorIdOf(id);
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <input
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={CONTROL_CLASS}
        {...native}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
