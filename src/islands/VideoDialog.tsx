/**
 * The home page's preview-video button and modal: the product tour plays in a modal dialog; focus
 * returns to the opener on close. Before hydration (or without JavaScript) the opener is a link to
 * the tours page (`fallbackHref`). The player exists only while
 * the dialog is open, so no video byte loads before the click, it starts playing on open (unless
 * the visitor prefers reduced motion) and stops on close.
 */
import { useEffect, useRef, useState } from 'react';
import { CirclePlay } from './icons';
import { ModalDialog, showModalInView } from './dialog/ModalDialog';
import { withErrorBoundary } from './ErrorBoundary';
import { TourVideoPlayer, type TourVideoPlayerProps } from './video/TourVideoPlayer';

export interface VideoDialogProps {
  buttonLabel: string;
  title: string;
  video: TourVideoPlayerProps['video'];
  fallbackHref: string;
  /** The close button's name in the page's language (default 'Close video'). */
  closeLabel?: string | undefined;
  /** The player's fallback texts in the page's language. */
  playerText: TourVideoPlayerProps['text'];
}

const OPENER_CLASS =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-6 py-3 text-base font-semibold text-brand-700 transition-colors hover:bg-brand-50';

function VideoDialog({
  buttonLabel,
  title,
  video,
  fallbackHref,
  closeLabel = 'Close video',
  playerText,
}: VideoDialogProps) {
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setMounted(true), []);

  const show = () => {
    setOpen(true);
    if (dialogRef.current) showModalInView(dialogRef.current);
  };
  const onClose = () => {
    setOpen(false);
    openerRef.current?.focus();
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
      <ModalDialog
        dialogRef={dialogRef}
        titleId="video-dialog-title"
        title={title}
        closeLabel={closeLabel}
        onClose={onClose}
        tone="dark"
        placement="center"
        backdropClassName="backdrop:bg-slate-950/80"
        // As wide as fits, and no taller than the screen: the video is 16:9 under a heading row of
        // about 7.5rem with the paddings.
        className="w-full max-w-[min(64rem,calc((var(--view-height,100dvh)-7.5rem)*16/9))]"
      >
        <div className="aspect-video w-full overflow-hidden rounded-xl bg-black">
          {open && <TourVideoPlayer video={video} title={title} text={playerText} autoPlay />}
        </div>
      </ModalDialog>
    </>
  );
}

export default withErrorBoundary(VideoDialog);
export { VideoDialog };
