import { useFormText } from './formText';

/** A notice about the whole form (too many requests, checks unavailable); nothing when empty. */
export function FormNotice({ message, className = '' }: { message: string; className?: string }) {
  const t = useFormText();
  if (!message) return null;
  return (
    <p
      role="alert"
      className={`rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ${className}`}
    >
      {t(message)}
    </p>
  );
}
