/**
 * The error message under a form field, linked to its control through the
 * control's aria-describedby. Renders nothing without a message.
 */
import { CircleAlert } from '../icons';
import { useFormText } from './formText';

interface FieldErrorProps {
  /** Id the control refers to in aria-describedby. */
  id: string;
  message?: string | undefined;
}

export function FieldError({ id, message }: FieldErrorProps) {
  const t = useFormText();
  if (!message) return null;
  return (
    <p id={id} className="mt-1 flex items-start gap-1 text-sm font-medium text-red-700">
      <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>{t(message)}</span>
    </p>
  );
}
