/**
 * The submit button of a form island. While `busy` it is disabled, shows `busyLabel` (e.g.
 * 'Requesting' with a spinner, 'Sending...') and tells assistive technology with aria-busy.
 */
import { LoaderCircle } from '../icons';
import type { ReactNode } from 'react';
import { BUTTON_PRIMARY } from './fieldStyles';

interface SubmitButtonProps {
  busy: boolean;
  busyLabel: string;
  /** Show the spinning icon while busy (it stops spinning under prefers-reduced-motion). */
  spinner?: boolean;
  children: ReactNode;
}

export function SubmitButton({ busy, busyLabel, spinner = false, children }: SubmitButtonProps) {
  return (
    <button type="submit" disabled={busy} aria-busy={busy || undefined} className={BUTTON_PRIMARY}>
      {busy && spinner ? <LoaderCircle aria-hidden="true" className="h-5 w-5 motion-safe:animate-spin" /> : null}
      {busy ? busyLabel : children}
    </button>
  );
}
