/**
 * Preview-video button and modal: the home page's preview button opens the product tour in a
 * dialog that closes on a click on the backdrop.
 *
 * Props:
 * - `buttonLabel`: text of the opener, e.g. "Watch the 90-second tour".
 * - `title`: the dialog's heading and the player's name.
 * - `video`: the self-hosted tour (src/data/productTour.json).
 * - `fallbackHref`: where the opener links before hydration or without JavaScript (the tours page).
 *
 * Behaviour: a native <dialog> opened with showModal(); it closes on Escape (native), on the close
 * button and on a click on the backdrop; focus returns to the opener. The player exists only while
 * the dialog is open, so no video byte loads before the click, it starts playing on open (unless
 * the visitor prefers reduced motion) and stops on close.
 */
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { CirclePlay, X } from './icons';
import { withErrorBoundary } from './ErrorBoundary';
import { TourVideo, type TourVideoProps } from './video/TourVideo';

export interface VideoDialogProps {
  buttonLabel: string;
  title: string;
  video: TourVideoProps['video'];
  fallbackHref: string;
}

const OPENER_CLASS =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-6 py-3 text-base font-semibold text-brand-700 transition-colors hover:bg-brand-50';

function VideoDialog({ buttonLabel, title, video, fallbackHref }: VideoDialogProps) {
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setMounted(true), []);

  const show = () => {
    setOpen(true);
    dialogRef.current?.showModal();
  };
  const onClose = () => {
    setOpen(false);
    openerRef.current?.focus();
  };
  /** The dialog box fills the <dialog> element, so a click on the element itself is on the backdrop. */
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) event.currentTarget.close();
  };

  if (!mounted) {
    return (
      <a href={fallbackHref} className={OPENER_CLASS}>
        <CirclePlay aria-hidden="true" className="h-5 w-5" />
        {buttonLabel}
      </a>
    );
  }
  return (
    <>
      <button ref={openerRef} type="button" aria-haspopup="dialog" onClick={show} className={OPENER_CLASS}>
        <CirclePlay aria-hidden="true" className="h-5 w-5" />
        {buttonLabel}
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby="video-dialog-title"
        onClose={onClose}
        onClick={onDialogClick}
        className="w-[min(64rem,calc(100vw-2rem))] max-w-none overflow-visible rounded-2xl bg-transparent p-0 backdrop:bg-slate-950/80"
      >
        <div className="rounded-2xl bg-slate-900 p-3 text-white sm:p-4">
          <div className="mb-3 flex items-center justify-between gap-4">
            <h2 id="video-dialog-title" className="text-lg font-semibold">
              {title}
            </h2>
            <button
              type="button"
              onClick={() => dialogRef.current?.close()}
              className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-white hover:bg-white/10"
              aria-label="Close video"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </button>
          </div>
          <div className="aspect-video w-full overflow-hidden rounded-xl bg-black">
            {open && <TourVideo video={video} title={title} autoPlay />}
          </div>
        </div>
      </dialog>
    </>
  );
}

export default withErrorBoundary(VideoDialog);
export { VideoDialog };
