/** A form field label; required fields get a visual asterisk (the control itself carries `required`). */
import { LABEL_CLASS } from './fieldStyles';

interface FieldLabelProps {
  htmlFor: string;
  label: string;
  required?: boolean | undefined;
}

export function FieldLabel({ htmlFor, label, required }: FieldLabelProps) {
  return (
    <label htmlFor={htmlFor} className={LABEL_CLASS}>
      {label}
      {required ? (
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      ) : null}
    </label>
  );
}
