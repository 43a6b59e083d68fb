/**
 * An accessible toggletip, as markup: an info button that shows or hides a short note right below
 * it (the ComparisonTable island runs it: click, tap, Enter or Space open and close it; Escape or a
 * press elsewhere closes it). The note is in the HTML, linked as the button's description, and
 * shown outright when scripts do not run.
 */
import clsx from 'clsx';

interface InfoTipProps {
  /** Unique id of the note. */
  id: string;
  /** What the note is about, e.g. "On-site Training"; the button reads "More about {label}". */
  label: string;
  text: string;
  /** Where the note sits under the button: at the start of the cell (default) or centred. */
  align?: 'start' | 'center';
}

export default function InfoTip({ id, label, text, align = 'start' }: InfoTipProps) {
  return (
    <>
      <button
        type="button"
        aria-label={`More about ${label}`}
        aria-expanded="false"
        aria-controls={id}
        aria-describedby={id}
        data-info-tip=""
        className="info-mark ml-1 inline-flex h-6 w-6 items-center justify-center rounded-full align-middle text-brand-700 hover:bg-brand-50 [html:not(.js)_&]:hidden"
      />
      <span
        id={id}
        hidden
        className={clsx(
          'mt-1 max-w-xs rounded-lg bg-ink px-3 py-2 text-left text-xs font-normal leading-snug text-white [html:not(.js)_&]:block [&:not([hidden])]:block',
          align === 'center' && 'mx-auto',
        )}
      >
        {text}
      </span>
    </>
  );
}
