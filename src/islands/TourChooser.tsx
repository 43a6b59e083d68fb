/**
 * The /video-tour page body, the target of the products' Preview links.
 *
 * Props:
 * - `tours`: every product tour (one per sub-industry), in catalogue order, each with its chapter
 *   of the tour video.
 * - `video`: the self-hosted tour video (src/data/productTour.json) and its length in seconds.
 * - `productName`: the site's product name, appended to the document title.
 *
 * Without a query the page is one player of the whole tour beside a list of chapters, one per
 * product: its screen, name, length and the screens it shows. Once hydrated, a chapter is a button
 * that plays the tour from that chapter and is marked current while it plays; the Schedule Demo
 * and View Pricing links under the player follow the chapter playing. Before hydration (and
 * without JavaScript) the player has the browser's own controls and each chapter links to its part
 * of the video file (`#t=start,end`).
 *
 * A query naming a product (`?industry=..&subIndustry=..`) turns the page into that product's tour:
 * heading and document title name the product, with its chapter's player and its Schedule Demo and
 * View Pricing links. A missing or unknown query keeps the list.
 *
 * The players load nothing but their poster until Play; once hydrated, a Play button that says
 * what plays and for how long covers the poster until then, instead of controls reading "0:00".
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import clsx from 'clsx';
import { ArrowLeft, Play } from './icons';
import {
  chapterIndexAt,
  chapterSrc,
  clockTime,
  findTour,
  productQuery,
  spokenDuration,
  type DurationWords,
  type TourChapter,
} from '../lib/videoTour';
import type { Dictionary } from '../i18n/dictionary';
import { withProductSuffix } from '../lib/seo';
import { fill, localizeDigits } from '../i18n/fill';
import { withErrorBoundary } from './ErrorBoundary';
import { TourVideoPlayer, type TourVideoPlayerProps, type TourVideoPlayerText } from './video/TourVideoPlayer';

/**
 * The page's words in one language (the dictionary's `videoTour` without the screens' names, which
 * the page uses at build time; `{product}` is a product's name, `{count}` a number of packages),
 * how it speaks a length, what the player shows when it cannot play, and where its links lead in
 * that language.
 */
export type VideoTourText = Omit<Dictionary['videoTour'], 'screens' | 'duration'> & {
  duration: DurationWords;
  player: TourVideoPlayerText;
  /** The demo form, the packages and this page, in the page's language. */
  links: { demo: string; products: string; tours: string };
};

export interface Tour {
  industry: string;
  subIndustry: string;
  productName: string;
  description: string;
  /** The product's part of the tour video; the whole tour when undefined. */
  chapter?: TourChapter | undefined;
  /** The product page, e.g. `/products/healthcare/hospital`. */
  link: string;
  /** The product's own poster (its first screen in the tour), a site path. */
  poster?: string | undefined;
  /** A small picture of the product's first screen in the tour, for the chapter list. */
  thumbnail?: string | undefined;
  /** Titles of the screens its chapter shows. */
  screens: string[];
}

export interface TourChooserProps {
  tours: Tour[];
  video: TourVideoPlayerProps['video'] & { durationSeconds: number };
  productName: string;
  /** The page's words and links in its language. */
  text: VideoTourText;
}

const PRIMARY =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-5 font-semibold text-white shadow-sm hover:bg-brand-700';
const OUTLINE =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-600 bg-white px-5 font-semibold text-brand-700 hover:bg-brand-50';

/** Schedule Demo and View Pricing for one product; for the whole tour, Schedule Demo and the packages. */
function TourLinks({ tour, text }: { tour: Tour | undefined; text: VideoTourText }) {
  if (!tour) {
    return (
      <div className="flex flex-wrap gap-3">
        <a href={text.links.demo} className={PRIMARY}>
          {text.scheduleDemo}
        </a>
        <a href={text.links.products} className={OUTLINE}>
          {text.comparePackages}
        </a>
      </div>
    );
  }
  const of = fill(text.of, { product: tour.productName }, text.duration.locale);
  return (
    <div className="flex flex-wrap gap-3">
      <a href={`${text.links.demo}?${productQuery(tour.industry, tour.subIndustry)}`} className={PRIMARY}>
        {text.scheduleDemo}
        <span className="sr-only">{of}</span>
      </a>
      <a href={`${tour.link}#pricing`} className={OUTLINE}>
        {text.viewPricing}
        <span className="sr-only">{of}</span>
      </a>
    </div>
  );
}

/** A length as a player shows it ("0:12"), read out in words ("12 seconds"), in `words`' language. */
function Length({ seconds, words }: { seconds: number; words: DurationWords }) {
  return (
    <>
      <span aria-hidden="true" className="tabular-nums">
        {localizeDigits(clockTime(seconds), words.locale)}
      </span>
      <span className="sr-only">{spokenDuration(seconds, words)}</span>
    </>
  );
}

interface TourPlayerProps {
  video: TourVideoPlayerProps['video'];
  /** Accessible name of the player, e.g. "Sarathi Lab ERP tour". */
  title: string;
  chapter?: TourChapter | undefined;
  poster?: string | undefined;
  /** Seconds the Play button announces. */
  length: number;
  mounted: boolean;
  started: boolean;
  onStart: () => void;
  videoRef: RefObject<HTMLVideoElement | null>;
  onTimeUpdate?: (seconds: number) => void;
  text: VideoTourText;
}

/**
 * The player: before the first play (once hydrated) a Play button over the poster names the
 * length; after it, the browser's controls. Before hydration, the browser's controls.
 */
function TourPlayer(props: TourPlayerProps) {
  const { video, title, chapter, poster, length, mounted, started, onStart, videoRef, onTimeUpdate, text } = props;
  return (
    <div className="relative overflow-hidden rounded-2xl bg-slate-900 shadow-lg ring-1 ring-slate-200">
      <TourVideoPlayer
        video={video}
        title={title}
        chapter={chapter}
        poster={poster}
        controls={!mounted || started}
        videoRef={videoRef}
        onTimeUpdate={onTimeUpdate}
        text={text.player}
      />
      {mounted && !started && (
        <button
          type="button"
          onClick={onStart}
          // The pill sits in the caption band at the foot of the picture, never over a screen's text.
          className="group absolute inset-0 flex items-end justify-center bg-slate-950/10 pb-[2.5%] hover:bg-slate-950/25 focus-visible:outline-offset-[-6px] focus-visible:outline-white"
        >
          <span className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-ink shadow-lg group-hover:bg-brand-50 sm:gap-3 sm:px-5 sm:py-2.5 sm:text-base">
            <Play aria-hidden="true" className="h-4 w-4 flex-none fill-brand-600 text-brand-600 sm:h-5 sm:w-5" />
            {text.play}{' '}
            <span className="text-ink-muted">
              <Length seconds={length} words={text.duration} />
            </span>
          </span>
        </button>
      )}
    </div>
  );
}

/** Starts `video` (the visitor's click allows it) and gives it focus, as the Play button goes. */
function playNow(video: HTMLVideoElement | null) {
  video?.play().catch(() => {
    // Playback refused or interrupted: the controls are there for the visitor to try again.
  });
  video?.focus();
}

/** One product's tour (the page with a query): heading, its chapter's player, its links. */
function ProductTour(props: { tour: Tour; video: TourChooserProps['video']; mounted: boolean; text: VideoTourText }) {
  const { tour, video, mounted, text } = props;
  const say = (template: string) => fill(template, { product: tour.productName }, text.duration.locale);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [started, setStarted] = useState(false);
  const length = tour.chapter ? tour.chapter.end - tour.chapter.start : video.durationSeconds;
  return (
    <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
      <a
        href={text.links.tours}
        className="inline-flex min-h-10 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {text.allTours}
      </a>
      <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">{say(text.productHeading)}</h1>
      <p className="mt-4 max-w-2xl text-lg text-ink-muted">{tour.description}</p>
      <div className="mt-8">
        <TourPlayer
          video={video}
          title={say(text.productPlayer)}
          chapter={tour.chapter}
          poster={tour.poster}
          length={length}
          mounted={mounted}
          started={started}
          onStart={() => {
            setStarted(true);
            playNow(videoRef.current);
          }}
          videoRef={videoRef}
          text={text}
        />
      </div>
      <div className="mt-5">
        <TourLinks tour={tour} text={text} />
      </div>
    </div>
  );
}

/** The whole tour beside its chapter list (the page without a query). */
function TourList(props: {
  tours: Tour[];
  video: TourChooserProps['video'];
  mounted: boolean;
  productName: string;
  text: VideoTourText;
}) {
  const { tours, video, mounted, productName, text } = props;
  const locale = text.duration.locale;
  const videoRef = useRef<HTMLVideoElement>(null);
  const [started, setStarted] = useState(false);
  const [current, setCurrent] = useState(-1);
  // A product without a chapter never matches a time: it spans no seconds.
  const chapters = tours.map((tour) => tour.chapter ?? { start: 0, end: 0 });
  const fileSrc = video.sources.find((source) => source.type === 'video/mp4')?.src ?? video.sources[0]?.src ?? '';

  const playChapter = (index: number) => {
    const player = videoRef.current;
    const chapter = tours[index]?.chapter;
    if (!player || !chapter) return;
    setStarted(true);
    setCurrent(index);
    player.currentTime = chapter.start;
    player.play().catch(() => {
      // Refused or interrupted: the controls are there for the visitor to press Play.
    });
    // On a phone the list is below the player: bring the player back into view.
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    player.scrollIntoView({ block: 'nearest', behavior: reduced ? 'instant' : 'smooth' });
  };
  const playing = tours[current];

  return (
    <div className="mx-auto max-w-page px-4 py-14 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">{text.heading}</h1>
      <p className="mt-4 max-w-2xl text-lg text-ink-muted">{fill(text.lead, { count: tours.length }, locale)}</p>
      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="min-w-0">
          <TourPlayer
            video={video}
            title={fill(text.wholePlayer, { product: productName }, locale)}
            length={video.durationSeconds}
            mounted={mounted}
            started={started}
            onStart={() => {
              setStarted(true);
              playNow(videoRef.current);
            }}
            videoRef={videoRef}
            onTimeUpdate={(seconds) => setCurrent(chapterIndexAt(chapters, seconds))}
            text={text}
          />
          <div className="mt-5 flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <p>
              <span className="block text-sm text-ink-muted">{playing ? text.nowPlaying : text.wholeTour}</span>
              <span className="block font-semibold text-ink">
                {playing ? (
                  playing.productName
                ) : (
                  <>
                    {fill(text.packages, { count: tours.length }, locale)}
                    <Length seconds={video.durationSeconds} words={text.duration} />
                  </>
                )}
              </span>
            </p>
            <TourLinks tour={playing} text={text} />
          </div>
        </div>
        <section aria-labelledby="tour-chapters-heading">
          <h2 id="tour-chapters-heading" className="text-lg font-bold text-ink">
            {text.chapters}
          </h2>
          <ol className="mt-3 space-y-2">
            {tours.map((tour, index) => {
              const chapter = tour.chapter;
              const content = (
                <>
                  {tour.thumbnail && (
                    <img
                      src={tour.thumbnail}
                      alt=""
                      width={320}
                      height={180}
                      loading="lazy"
                      decoding="async"
                      className="h-14 w-24 flex-none rounded-md bg-slate-100 object-cover ring-1 ring-slate-200"
                    />
                  )}
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-ink">{tour.productName}</span>{' '}
                    <span className="block text-sm text-ink-muted">
                      {chapter && <Length seconds={chapter.end - chapter.start} words={text.duration} />}
                      {chapter && tour.screens.length > 0 && ' · '}
                      {tour.screens.join(', ')}
                    </span>
                  </span>
                </>
              );
              const className = clsx(
                'flex w-full items-center gap-3 rounded-xl border p-2 pr-3 text-left transition-colors motion-reduce:transition-none',
                index === current
                  ? 'border-brand-600 bg-brand-50'
                  : 'border-slate-200 bg-white hover:border-brand-300 hover:bg-brand-50',
              );
              return (
                <li key={`${tour.industry}/${tour.subIndustry}`}>
                  {mounted && chapter ? (
                    <button
                      type="button"
                      onClick={() => playChapter(index)}
                      aria-current={index === current ? 'true' : undefined}
                      className={className}
                    >
                      {content}
                    </button>
                  ) : (
                    <a href={chapter ? chapterSrc(fileSrc, chapter) : fileSrc} className={className}>
                      {content}
                    </a>
                  )}
                </li>
              );
            })}
          </ol>
        </section>
      </div>
    </div>
  );
}

function TourChooser({ tours, video, productName, text }: TourChooserProps) {
  const [mounted, setMounted] = useState(false);
  const [selected, setSelected] = useState<Tour | undefined>(undefined);

  useEffect(() => {
    setMounted(true);
    const tour = findTour(tours, window.location.search);
    if (!tour) return;
    setSelected(tour);
    document.title = withProductSuffix(
      fill(text.productHeading, { product: tour.productName }, text.duration.locale),
      productName,
    );
  }, [tours, productName, text]);

  return selected ? (
    <ProductTour tour={selected} video={video} mounted={mounted} text={text} />
  ) : (
    <TourList tours={tours} video={video} mounted={mounted} productName={productName} text={text} />
  );
}

export default withErrorBoundary(TourChooser);
export { TourChooser };
