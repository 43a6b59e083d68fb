/** A form field label; required fields get a visual asterisk (the control itself carries `required`). */
interface FieldLabelProps {
  htmlFor: string;
  label: string;
  required?: boolean | undefined;
}

export function FieldLabel({ htmlFor, label, required }: FieldLabelProps) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-semibold text-ink">
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
