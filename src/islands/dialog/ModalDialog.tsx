/**
 * The shell of the site's modal dialogs (the video tour, site search): a native <dialog> with a
 * heading and a close button. The caller opens it with {@link showModalInView}, so the page behind
 * is inert and Escape closes it natively; a click on the backdrop closes it too. `onClose` runs
 * after every way of closing (the caller gives focus back to the opener).
 *
 * The <dialog> element itself is a transparent frame laid exactly over the visual viewport (the
 * part of the page the visitor sees); the visible box sits inside it, centred or near the top. A
 * click on the frame outside the box is a click on the backdrop.
 */
import type { KeyboardEvent, MouseEvent, ReactNode, RefObject } from 'react';
import clsx from 'clsx';
import { X } from '../icons';

/** Looks of the dialog box, its heading and close button: on a dark or a light box. */
const TONES = {
  dark: {
    box: 'rounded-2xl bg-slate-900 p-3 text-white sm:p-4',
    heading: 'text-lg font-semibold',
    close: 'inline-flex h-10 w-10 items-center justify-center rounded-lg text-white hover:bg-white/10',
  },
  light: {
    box: 'flex min-h-0 flex-col rounded-2xl bg-slate-50 p-4 shadow-xl sm:p-6',
    heading: 'text-lg font-bold text-ink',
    close: 'inline-flex h-11 w-11 items-center justify-center rounded-lg text-ink-soft hover:bg-slate-200',
  },
} as const;

/**
 * The frame: fixed over the visual viewport whose box {@link showModalInView} writes into
 * `--view-left/top/width/height` (CSS pixels); until then (or in a browser without
 * `window.visualViewport`) it covers the window. `open:flex`, because a closed <dialog> must keep
 * the browser's `display: none`.
 */
const FRAME =
  'fixed bottom-auto right-auto left-[var(--view-left,0px)] top-[var(--view-top,0px)] m-0 h-[var(--view-height,100dvh)] max-h-none w-[var(--view-width,100vw)] max-w-none overflow-hidden bg-transparent p-3 open:flex sm:p-4';

/** Where the box sits in the frame: centred (the video) or near the top (search, whose results grow). */
const PLACEMENTS = {
  center: 'items-center justify-center',
  top: 'items-start justify-center sm:pt-16',
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
  /** Classes of the visible box: its width (it never grows past the frame) and anything else it needs. */
  className: string;
  /** Classes of the backdrop behind the frame, e.g. `backdrop:bg-slate-950/80`. */
  backdropClassName: string;
  placement: keyof typeof PLACEMENTS;
  tone: keyof typeof TONES;
  children: ReactNode;
}

/**
 * Opens `dialog` as a modal dialog over the part of the page the visitor sees.
 *
 * Why not `showModal()` alone: a modal <dialog> is fixed to the layout viewport, and a mobile
 * browser widens that past the screen when the page is wider than the screen (or keeps it when the
 * visitor has zoomed in). A dialog centred in it opens partly off the screen. So the frame is
 * placed on `window.visualViewport` and follows it (pinch zoom, on-screen keyboard, rotation)
 * until the dialog closes. Setting custom properties through the CSSOM is allowed by the site's
 * Content-Security-Policy (no `style` attribute is written into the HTML).
 */
export function showModalInView(dialog: HTMLDialogElement): void {
  const viewport = window.visualViewport;
  if (viewport) {
    const place = () => {
      dialog.style.setProperty('--view-left', `${viewport.offsetLeft}px`);
      dialog.style.setProperty('--view-top', `${viewport.offsetTop}px`);
      dialog.style.setProperty('--view-width', `${viewport.width}px`);
      dialog.style.setProperty('--view-height', `${viewport.height}px`);
    };
    place();
    viewport.addEventListener('resize', place);
    viewport.addEventListener('scroll', place);
    dialog.addEventListener(
      'close',
      () => {
        viewport.removeEventListener('resize', place);
        viewport.removeEventListener('scroll', place);
      },
      { once: true },
    );
  }
  if (!dialog.open) dialog.showModal();
}

export function ModalDialog(props: ModalDialogProps) {
  const { dialogRef, titleId, title, closeLabel, onClose, onKeyDown, className, backdropClassName } = props;
  const { placement, tone, children } = props;
  const looks = TONES[tone];
  // The frame is the <dialog> element, so a click on the element itself is outside the box.
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
      className={clsx(FRAME, PLACEMENTS[placement], backdropClassName)}
    >
      <div className={clsx(looks.box, 'max-h-full', className)}>
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
