/**
 * The hidden honeypot field: never shown, never focusable, so
 * people leave it empty; bots that fill every input fill it too, and the function then stores the
 * lead flagged as spam and mails nothing.
 */
import { HONEYPOT_FIELD } from '../../lib/forms/endpoints';
import { useFormText } from './formText';

interface HoneypotProps {
  idPrefix: string;
  value: string;
  onChange: (value: string) => void;
}

export function Honeypot({ idPrefix, value, onChange }: HoneypotProps) {
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div className="hidden" aria-hidden="true">
      <label htmlFor={id}>{useFormText()('Leave this field empty')}</label>
      <input
        id={id}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
