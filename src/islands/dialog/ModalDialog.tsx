/**
 * The shell of the site's modal dialogs (the video tour, site search): a native <dialog> with a
 * heading and a close button. The caller opens it with `dialogRef.current.showModal()`, so the
 * page behind is inert and Escape closes it natively; a click on the backdrop closes it too.
 * `onClose` runs after every way of closing (the caller gives focus back to the opener).
 */
import type { KeyboardEvent, MouseEvent, ReactNode, RefObject } from 'react';
import { X } from '../icons';

/** Looks of the dialog box, its heading and close button: on a dark or a light box. */
const TONES = {
  dark: {
    box: 'rounded-2xl bg-slate-900 p-3 text-white sm:p-4',
    heading: 'text-lg font-semibold',
    close: 'inline-flex h-10 w-10 items-center justify-center rounded-lg text-white hover:bg-white/10',
  },
  light: {
    box: 'flex min-h-0 w-full flex-col rounded-2xl bg-slate-50 p-4 shadow-xl sm:p-6',
    heading: 'text-lg font-bold text-ink',
    close: 'inline-flex h-11 w-11 items-center justify-center rounded-lg text-ink-soft hover:bg-slate-200',
  },
} as const;

interface ModalDialogProps {
  dialogRef: RefObject<HTMLDialogElement | null>;
  /** Id of the heading, which names the dialog. */
  titleId: string;
  title: string;
  /** Accessible name of the close button, e.g. "Close video". */
  closeLabel: string;
  onClose: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
  /** Classes of the <dialog> element: its size and place on the screen. */
  className: string;
  tone: keyof typeof TONES;
  children: ReactNode;
}

export function ModalDialog(props: ModalDialogProps) {
  const { dialogRef, titleId, title, closeLabel, onClose, onKeyDown, className, tone, children } = props;
  const looks = TONES[tone];
  // The box fills the <dialog> element, so a click on the element itself is on the backdrop.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) event.currentTarget.close();
  };
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={onDialogClick}
      onKeyDown={onKeyDown}
      className={className}
    >
      <div className={looks.box}>
        <div className="mb-3 flex items-center justify-between gap-4">
          <h2 id={titleId} className={looks.heading}>
            {title}
          </h2>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            className={looks.close}
            aria-label={closeLabel}
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
