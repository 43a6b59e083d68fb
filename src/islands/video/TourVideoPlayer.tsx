/**
 * The self-hosted product tour in a native player, used by the preview dialog and /video-tour.
 *
 * Props:
 * - `video`: the tour's files (src/data/productTour.json): sources, poster, captions, size.
 * - `title`: names the player for assistive technology, e.g. "Sarathi Lab ERP tour".
 * - `chapter`: optional part of the video to play, in seconds (a `#t=start,end` fragment).
 * - `poster`: optional poster instead of the tour's own (e.g. a product's screen).
 * - `autoPlay`: start playing once mounted (the dialog, opened by a click); skipped when the
 *   visitor prefers reduced motion, and silently skipped when the browser refuses.
 * - `controls`: show the browser's controls (default true); /video-tour hides them behind its own
 *   Play button until the first play, since before that they can only show "0:00".
 * - `videoRef`: receives the <video> element, for a caller that seeks or starts it.
 * - `onTimeUpdate`: called with the playing position in seconds as it advances.
 * - `text`: what a browser that cannot play the video shows, in the page's language (default
 *   English). The captions stay English, as the tour is.
 *
 * `preload="none"`: nothing but the poster loads until the visitor presses Play. The captions
 * track is on by default (the tour has no sound; the captions say what each screen shows, in a
 * band below the picture).
 */
import { useEffect, useRef, type RefObject } from 'react';
import type { Dictionary } from '../../i18n/dictionary';
import { chapterSrc, type ProductTourVideo, type TourChapter } from '../../lib/videoTour';

export interface TourVideoPlayerProps {
  video: Pick<ProductTourVideo, 'sources' | 'poster' | 'captions' | 'width' | 'height'>;
  title: string;
  chapter?: TourChapter | undefined;
  poster?: string | undefined;
  autoPlay?: boolean;
  controls?: boolean;
  videoRef?: RefObject<HTMLVideoElement | null>;
  onTimeUpdate?: (seconds: number) => void;
  text: TourVideoPlayerText;
}

/** What a browser that cannot play the video shows instead: a sentence and the download link. */
export type TourVideoPlayerText = Dictionary['tourVideo'];

export function TourVideoPlayer(props: TourVideoPlayerProps) {
  const { video, title, chapter, poster, autoPlay = false, controls = true, videoRef, onTimeUpdate, text } = props;
  const ownRef = useRef<HTMLVideoElement>(null);
  const ref = videoRef ?? ownRef;

  useEffect(() => {
    if (!autoPlay || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    ref.current?.play().catch(() => {
      // Autoplay refused (browser policy): the controls stay, the visitor presses Play.
    });
  }, [autoPlay, ref]);

  const download = video.sources.find((source) => source.type === 'video/mp4') ?? video.sources[0];
  return (
    <video
      ref={ref}
      controls={controls}
      preload="none"
      playsInline
      poster={poster ?? video.poster}
      width={video.width}
      height={video.height}
      aria-label={title}
      className="aspect-video h-auto w-full bg-slate-900"
      onTimeUpdate={onTimeUpdate ? (event) => onTimeUpdate(event.currentTarget.currentTime) : undefined}
    >
      {video.sources.map((source) => (
        <source key={source.src} src={chapterSrc(source.src, chapter)} type={source.type} />
      ))}
      <track kind="captions" srcLang="en" label="English" src={video.captions} default />
      {download && (
        <p className="p-4 text-white">
          {text.cannotPlay}{' '}
          <a href={download.src} className="underline">
            {text.download}
          </a>
          .
        </p>
      )}
    </video>
  );
}
