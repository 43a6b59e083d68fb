/**
 * Image carousel island on keen-slider, after the WAI-ARIA APG carousel pattern
 * (docs/timings-and-limits.md#timings for the intervals).
 *
 * Previous/next buttons and indicators; a swipe of more than 50 px changes the slide; wraps at
 * both ends; auto-advances with a visible pause control (WCAG 2.2.2), pauses while hovered or
 * focused, and never auto-advances under prefers-reduced-motion. Links in slides out of view leave
 * the tab order, so keyboard focus never lands on something the visitor cannot see (WCAG 2.4.7,
 * 2.4.11). Without JavaScript the slides are a horizontally scrollable row.
 */
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useKeenSlider, type KeenSliderInstance } from 'keen-slider/react';
import { ChevronLeft, ChevronRight, ExternalLink, Pause, Play } from './icons';
import clsx from 'clsx';
import { swipeDirection } from '../lib/carousel';
import { withErrorBoundary } from './ErrorBoundary';
import 'keen-slider/keen-slider.min.css';

export interface CarouselSlide {
  image?: { src: string; alt: string; width: number; height: number } | undefined;
  title: string;
  description?: string | undefined;
  href?: string | undefined;
  external?: boolean | undefined;
}

export interface CarouselProps {
  /** Accessible name of the carousel, e.g. "Hospital screenshots". */
  label: string;
  /** Every slide; all are in the server HTML. */
  slides: CarouselSlide[];
  /** Auto-advance interval in ms (src/lib/carousel.ts). */
  intervalMs: number;
  /** Slides visible at once: `{ base: 1, sm: 2, lg: 3 }` shows 1 under 640 px, 2 under 1024 px, 3 above. */
  perView?: { base: number; sm?: number; lg?: number };
  /** 'screen': a wide image over a caption; 'logo': a small logo beside the text. */
  variant?: 'screen' | 'logo';
}

const CONTROL_CLASS =
  'inline-flex h-10 items-center rounded-lg border border-slate-300 bg-white text-ink-soft hover:bg-slate-50 [&[hidden]]:hidden';
const STEP_BUTTONS = [
  { label: 'Previous slide', Icon: ChevronLeft, step: 'prev' },
  { label: 'Next slide', Icon: ChevronRight, step: 'next' },
] as const;

/** True when the visitor asked for less motion (checked once on mount; SSR assumes motion is fine). */
function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Which slides keen-slider shows in full right now (portion 1), one flag per slide. */
function slidesInView(instance: KeenSliderInstance): boolean[] | null {
  return instance.track.details?.slides.map((slide) => slide.portion > 0.99) ?? null;
}

/** True when two lists of flags are equal. */
function sameFlags(a: readonly boolean[], b: readonly boolean[]): boolean {
  return a.length === b.length && a.every((flag, index) => flag === b[index]);
}

function Carousel({ label, slides, intervalMs, perView = { base: 1 }, variant = 'screen' }: CarouselProps) {
  const [current, setCurrent] = useState(0);
  const [mounted, setMounted] = useState(false);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Null until keen-slider has measured: then (and without JavaScript) every slide is reachable.
  const [inView, setInView] = useState<boolean[] | null>(null);
  const swipeStart = useRef<number | null>(null);
  const trackInView = (instance: KeenSliderInstance) => {
    const next = slidesInView(instance);
    setInView((current) => (current && next && sameFlags(current, next) ? current : next));
  };
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>({
    loop: true,
    drag: false,
    slides: { perView: perView.base, spacing: 16 },
    breakpoints: {
      ...(perView.sm ? { '(min-width: 640px)': { slides: { perView: perView.sm, spacing: 16 } } } : {}),
      ...(perView.lg ? { '(min-width: 1024px)': { slides: { perView: perView.lg, spacing: 24 } } } : {}),
    },
    slideChanged(instance) {
      setCurrent(instance.track.details.rel);
    },
    created: trackInView,
    updated: trackInView,
    detailsChanged: trackInView,
  });

  useEffect(() => {
    setMounted(true);
    if (prefersReducedMotion()) setPlaying(false);
  }, []);
  useEffect(() => {
    slider.current?.update();
  }, [mounted, slider]);

  const running = mounted && playing && !hovered && !focused && slides.length > 1;
  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => slider.current?.next(), intervalMs);
    return () => window.clearInterval(timer);
  }, [running, intervalMs, slider]);

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const direction = swipeDirection(swipeStart.current, event.clientX);
    swipeStart.current = null;
    if (direction === 'next') slider.current?.next();
    if (direction === 'previous') slider.current?.prev();
  };

  const basis = clsx(
    perView.base === 1 ? 'basis-full' : 'basis-1/2',
    perView.sm === 2 && 'sm:basis-1/2',
    perView.lg === 3 && 'lg:basis-1/3',
  );

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {/* The controls appear on hydration; their row keeps its height before, so nothing below moves.
          Their labels are not page text: kept out of the site-search index. */}
      <div className="mb-3 flex min-h-10 items-center justify-end gap-2" data-pagefind-ignore="">
        <button
          type="button"
          className={clsx(CONTROL_CLASS, 'gap-2 px-3 font-semibold text-sm')}
          onClick={() => setPlaying((value) => !value)}
          hidden={!mounted}
        >
          {playing ? <Pause className="h-4 w-4" aria-hidden="true" /> : <Play className="h-4 w-4" aria-hidden="true" />}
          {playing ? 'Pause slideshow' : 'Play slideshow'}
        </button>
        {STEP_BUTTONS.map(({ label, Icon, step }) => (
          <button
            key={label}
            type="button"
            className={clsx(CONTROL_CLASS, 'w-10 justify-center')}
            aria-label={label}
            onClick={() => (step === 'prev' ? slider.current?.prev() : slider.current?.next())}
            hidden={!mounted}
          >
            <Icon className="h-5 w-5" aria-hidden="true" />
          </button>
        ))}
      </div>
      <div
        ref={sliderRef}
        className={clsx('keen-slider', !mounted && 'flex snap-x snap-mandatory gap-4 overflow-x-auto pb-2')}
        data-keen-slider-disabled={mounted ? undefined : ''}
        aria-live={running ? 'off' : 'polite'}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
      >
        {slides.map((slide, index) => (
          <div
            key={`${slide.title}-${index}`}
            className={clsx('keen-slider__slide', !mounted && ['shrink-0 snap-start', basis])}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
          >
            <SlideContent slide={slide} variant={variant} reachable={inView?.[index] ?? true} />
          </div>
        ))}
      </div>
      {mounted && slides.length > 1 && (
        <div className="mt-4 flex flex-wrap justify-center gap-1">
          {slides.map((slide, index) => (
            <button
              key={`dot-${slide.title}-${index}`}
              type="button"
              className="group inline-flex h-6 w-6 items-center justify-center"
              aria-label={`Go to slide ${index + 1}: ${slide.title}`}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => slider.current?.moveToIdx(index)}
            >
              <span
                className={clsx(
                  'block h-2.5 rounded-full transition-all motion-reduce:transition-none',
                  index === current ? 'w-6 bg-brand-600' : 'w-2.5 bg-slate-300 group-hover:bg-slate-400',
                )}
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

/** One slide's content: a wide screen with caption, or a logo card; `reachable` false takes its link out of the tab order. */
function SlideContent({
  slide,
  variant,
  reachable,
}: {
  slide: CarouselSlide;
  variant: 'screen' | 'logo';
  reachable: boolean;
}) {
  const title = slide.href ? (
    <a
      href={slide.href}
      tabIndex={reachable ? undefined : -1}
      className="inline-flex items-center gap-1 hover:underline"
      {...(slide.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {slide.title}
      {slide.external && (
        <>
          <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
          <span className="sr-only"> (opens in a new tab)</span>
        </>
      )}
    </a>
  ) : (
    slide.title
  );
  if (variant === 'logo') {
    return (
      <div className="flex h-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        {slide.image ? (
          <SlideImage image={slide.image} className="h-14 w-14 flex-none rounded-xl" />
        ) : (
          <span
            className="inline-flex h-14 w-14 flex-none items-center justify-center rounded-xl bg-slate-100 text-lg font-bold text-ink-soft"
            aria-hidden="true"
          >
            {slide.title.slice(0, 1)}
          </span>
        )}
        <div className="min-w-0">
          <p className="font-semibold text-ink">{title}</p>
          {slide.description && <p className="text-sm text-ink-muted">{slide.description}</p>}
        </div>
      </div>
    );
  }
  return (
    <figure className="h-full overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {slide.image && <SlideImage image={slide.image} className="h-auto w-full" />}
      <figcaption className="p-4">
        <span className="block font-semibold text-ink">{title}</span>
        {slide.description && <span className="mt-1 block text-sm text-ink-muted">{slide.description}</span>}
      </figcaption>
    </figure>
  );
}

export default withErrorBoundary(Carousel);
export { Carousel };

/** A slide's image at its own pixel size, loaded lazily (most slides start out of view). */
function SlideImage({ image, className }: { image: NonNullable<CarouselSlide['image']>; className: string }) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      className={className}
    />
  );
}
