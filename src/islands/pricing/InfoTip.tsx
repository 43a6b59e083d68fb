/**
 * An accessible toggletip: an info button that shows
 * or hides a short note right below it. Works by click, tap and keyboard (Enter/Space); Escape or a
 * press elsewhere closes it. The note is in the server HTML, linked as the button's description, and
 * shown outright when scripts do not run.
 */
import { useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import { Info } from '../icons';

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
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onClickOutside = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node | null)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClickOutside);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClickOutside);
    };
  }, [open]);

  return (
    <span ref={wrapper}>
      <button
        type="button"
        aria-label={`More about ${label}`}
        aria-expanded={open}
        aria-controls={id}
        aria-describedby={id}
        onClick={() => setOpen((value) => !value)}
        className="ml-1 inline-flex h-6 w-6 items-center justify-center rounded-full align-middle text-brand-700 hover:bg-brand-50 [html:not(.js)_&]:hidden"
      >
        <Info aria-hidden="true" className="h-4 w-4" />
      </button>
      <span
        id={id}
        hidden={!open}
        className={clsx(
          'mt-1 max-w-xs rounded-lg bg-ink px-3 py-2 text-left text-xs font-normal leading-snug text-white [html:not(.js)_&]:block',
          open ? 'block' : 'hidden',
          align === 'center' && 'mx-auto',
        )}
      >
        {text}
      </span>
    </span>
  );
}
