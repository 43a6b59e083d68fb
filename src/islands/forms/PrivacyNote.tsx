import { useFormText } from './formText';

/**
 * The one-line privacy note shown near a form's submit button, linking to /privacy-policy, so a
 * visitor knows before sending what happens to the details. Plain markup: it renders the same on
 * the server (the no-JavaScript form) and in the hydrated island. `className` adds layout classes.
 */
export function PrivacyNote({ className = '' }: { className?: string }) {
  const t = useFormText();
  // The sentence is translated whole; the link goes where its {link} placeholder stands.
  const [before = '', after = ''] = t('We use your details only to reply to you. Read our {link}.').split('{link}');
  return (
    <p className={`text-sm text-ink-muted ${className}`.trim()}>
      {before}
      <a
        href="/privacy-policy"
        className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {t('privacy policy')}
      </a>
      {after}
    </p>
  );
}
