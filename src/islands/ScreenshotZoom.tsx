/**
 * Full-screen view of a product screenshot. On a phone a screenshot in its carousel is about 340 px
 * wide and its figures cannot be read; a tap (or Enter) on one opens it in a modal dialog at its own
 * pixel width (960 px), scrolling inside the dialog where the screen is narrower, so every figure
 * can be read. Escape, the close button or a tap beside the box closes it, and focus returns to the
 * screenshot.
 *
 * The screenshots are static HTML: links to the image file (`a[data-enlarge]`, with the slide's
 * title in `data-title`) inside the element whose id is `scope`. Before hydration, or without
 * JavaScript, such a link opens the image itself. A mouse drag that moves the carousel is not a tap.
 */
import { useEffect, useRef, useState } from 'react';
import { ModalDialog, showModalInView } from './dialog/ModalDialog';
import { withErrorBoundary } from './ErrorBoundary';

export interface ScreenshotZoomProps {
  /** Id of the element around the carousel whose screenshots open here. */
  scope: string;
  /** The close button's accessible name, in the page's language. */
  closeLabel: string;
  /** Shown under the screen where the box is narrower than it, e.g. 'Move the screen sideways to see all of it.' */
  panHint: string;
}

/** Farther than this between press and release (px) is a drag of the carousel, not a tap. */
const DRAG_PX = 10;

interface Shown {
  src: string;
  alt: string;
  title: string;
  width: number;
  height: number;
}

function ScreenshotZoom({ scope, closeLabel, panHint }: ScreenshotZoomProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    const root = document.getElementById(scope);
    if (!root) return undefined;
    let pressedAt: { x: number; y: number } | null = null;
    const onPointerDown = (event: PointerEvent) => {
      pressedAt = { x: event.clientX, y: event.clientY };
    };
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-enlarge]') : null;
      const image = link?.querySelector('img');
      if (!link || !image || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      const moved =
        pressedAt && event.detail > 0 ? Math.hypot(event.clientX - pressedAt.x, event.clientY - pressedAt.y) : 0;
      if (moved > DRAG_PX) return;
      opener.current = link;
      setShown({
        src: image.getAttribute('src') ?? image.src,
        alt: image.alt,
        title: link.dataset.title ?? image.alt,
        width: image.naturalWidth || Number(image.getAttribute('width')),
        height: image.naturalHeight || Number(image.getAttribute('height')),
      });
    };
    root.addEventListener('pointerdown', onPointerDown);
    root.addEventListener('click', onClick);
    return () => {
      root.removeEventListener('pointerdown', onPointerDown);
      root.removeEventListener('click', onClick);
    };
  }, [scope]);

  useEffect(() => {
    if (shown && dialogRef.current) showModalInView(dialogRef.current);
  }, [shown]);

  return (
    <ModalDialog
      dialogRef={dialogRef}
      titleId={`${scope}-zoom-title`}
      title={shown?.title ?? ''}
      closeLabel={closeLabel}
      onClose={() => {
        setShown(null);
        opener.current?.focus();
      }}
      tone="light"
      placement="center"
      backdropClassName="backdrop:bg-slate-950/80"
      className="w-full max-w-[min(62rem,100%)]"
    >
      {/* At its own width: narrower screens scroll inside the box, both ways. */}
      <div className="min-h-0 overflow-auto rounded-xl border border-slate-200 bg-white">
        {shown && (
          <img
            src={shown.src}
            alt={shown.alt}
            width={shown.width}
            height={shown.height}
            className="h-auto w-[60rem] max-w-none"
          />
        )}
      </div>
      {/* The box is narrower than the screen below 1024 px (60rem and the paddings). */}
      <p className="mt-2 text-sm text-ink-muted lg:hidden">{panHint}</p>
    </ModalDialog>
  );
}

export default withErrorBoundary(ScreenshotZoom);
export { ScreenshotZoom };
