/**
 * Click-to-load video facade, used by the tour island (SPEC §2.1 /video-tour): a poster image with
 * a Play button; the video host's frame is inserted only after the click (no third-party request
 * before it) and receives focus, playing at once.
 * Before hydration (or without JavaScript) the facade is a plain link to the video in a new tab.
 * Props: `videoUrl` (embed URL), `title` (names the button and the frame), `poster` (a local image).
 */
import { useEffect, useRef, useState } from 'react';
import { CirclePlay } from '../icons';
import { autoplayUrl } from '../../lib/videoTour';

export interface VideoFacadeProps {
  videoUrl: string;
  title: string;
  poster?: { src: string; alt: string } | undefined;
}

export function VideoFacade({ videoUrl, title, poster }: VideoFacadeProps) {
  const [mounted, setMounted] = useState(false);
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => setMounted(true), []);
  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  const face = (
    <>
      {poster && <img src={poster.src} alt="" width={1280} height={800} loading="lazy" className="h-full w-full object-cover opacity-60" />}
      <span className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-slate-950/30 p-4 text-center text-white">
        <CirclePlay aria-hidden="true" className="h-16 w-16 drop-shadow transition-transform group-hover:scale-110 motion-reduce:transition-none" />
        <span className="text-lg font-semibold drop-shadow">Play {title}</span>
        <span className="text-xs text-slate-200">Plays from YouTube; nothing loads until you press Play.</span>
      </span>
    </>
  );
  const faceClass = 'group absolute inset-0 block h-full w-full text-left';

  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-2xl bg-slate-900 shadow-lg ring-1 ring-slate-200">
      {playing ? (
        <iframe
          ref={frameRef}
          src={autoplayUrl(videoUrl)}
          title={title}
          className="h-full w-full"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : mounted ? (
        <button type="button" onClick={() => setPlaying(true)} className={faceClass}>
          {face}
        </button>
      ) : (
        <a href={videoUrl} target="_blank" rel="noopener noreferrer" className={faceClass}>
          {face}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      )}
    </div>
  );
}
