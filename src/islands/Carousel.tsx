/**
 * Image carousel island on keen-slider, after the WAI-ARIA APG carousel pattern
 * (docs/timings-and-limits.md#timings for the intervals).
 *
 * Previous/next buttons and indicators; a swipe of more than 50 px changes the slide; wraps at
 * both ends; auto-advances with a visible pause control (WCAG 2.2.2), pauses while hovered or
 * focused, and never auto-advances under prefers-reduced-motion. Links in slides out of view leave
 * the tab order, so keyboard focus never lands on something the visitor cannot see (WCAG 2.4.7,
 * 2.4.11).
 *
 * The slides are static HTML passed in as children (components/sections/SlideCarousel.astro
 * renders them, one `.keen-slider__slide` each), so the island's props are only the titles its
 * indicator buttons name. Until it hydrates, the track shows the first slide (or the first row of
 * slides) and clips the rest: the page is never wider than the screen. Without JavaScript the
 * clipped track scrolls sideways, so every slide can still be reached.
 */
import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { useKeenSlider, type KeenSliderInstance } from 'keen-slider/react';
import { ChevronLeft, ChevronRight, Pause, Play } from './icons';
import clsx from 'clsx';
import { swipeDirection, type CarouselPerView } from '../lib/carousel';
import { withErrorBoundary } from './ErrorBoundary';
import type { Dictionary } from '../i18n/dictionary';
import type { Locale } from '../i18n/locales';
import { fill } from '../i18n/fill';
import 'keen-slider/keen-slider.min.css';

export interface CarouselProps {
  /** Accessible name of the carousel, e.g. "Hospital screenshots". */
  label: string;
  /** Each slide's title, in slide order: the indicator buttons read "Go to slide 2: {title}". */
  slideTitles: string[];
  /** Auto-advance interval in ms (src/lib/carousel.ts). */
  intervalMs: number;
  /** Slides visible at once: `{ base: 1, sm: 2, lg: 3 }` shows 1 under 640 px, 2 under 1024 px, 3 above. */
  perView?: CarouselPerView;
  /** The slides, one `.keen-slider__slide` element each, in the order of `slideTitles`. */
  children?: ReactNode;
  /** The controls' texts in the page's language. */
  text: CarouselText;
}

/**
 * The controls' texts in one language: the dictionary's `carousel` section, whose `{number}` and
 * `{title}` are filled in (`fill`, in the digits of `locale`). The slides' own "2 of 7" names
 * (CarouselSlide.astro) use `slideName` too.
 */
export type CarouselText = Dictionary['carousel'] & { locale: Locale };

const CONTROL_CLASS =
  'inline-flex h-10 items-center rounded-lg border border-slate-300 bg-white text-ink-soft hover:bg-slate-50 [&[hidden]]:hidden';
const STEP_BUTTONS = [
  { text: 'previous', Icon: ChevronLeft, step: 'prev' },
  { text: 'next', Icon: ChevronRight, step: 'next' },
] as const;
/** What can take keyboard focus inside a slide. */
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** True when the visitor asked for less motion (checked once on mount; SSR assumes motion is fine). */
function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The slides each carousel last showed in full ('1' shown, '0' not), so unchanged frames touch no DOM. */
const lastShown = new WeakMap<KeenSliderInstance, string>();

/**
 * Takes the focusable elements of the slides out of view out of the tab order (tabindex -1) and
 * gives the others back theirs, from which slides keen-slider shows in full right now.
 */
function syncReachable(instance: KeenSliderInstance): void {
  const details = instance.track.details?.slides;
  if (!details) return;
  const shown = details.map((slide) => (slide.portion > 0.99 ? '1' : '0')).join('');
  if (lastShown.get(instance) === shown) return;
  lastShown.set(instance, shown);
  instance.slides.forEach((slide, index) => {
    for (const element of slide.querySelectorAll<HTMLElement>(FOCUSABLE)) {
      if (shown[index] === '1') element.removeAttribute('tabindex');
      else element.tabIndex = -1;
    }
  });
}

function Carousel({ label, slideTitles, intervalMs, perView = { base: 1 }, children, text }: CarouselProps) {
  const [current, setCurrent] = useState(0);
  const [mounted, setMounted] = useState(false);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const swipeStart = useRef<number | null>(null);
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
    created: syncReachable,
    updated: syncReachable,
    detailsChanged: syncReachable,
  });

  useEffect(() => {
    setMounted(true);
    if (prefersReducedMotion()) setPlaying(false);
  }, []);
  useEffect(() => {
    slider.current?.update();
  }, [mounted, slider]);

  const count = slideTitles.length;
  const running = mounted && playing && !hovered && !focused && count > 1;
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

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
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
          {playing ? text.pause : text.play}
        </button>
        {STEP_BUTTONS.map(({ text: key, Icon, step }) => (
          <button
            key={key}
            type="button"
            className={clsx(CONTROL_CLASS, 'w-10 justify-center')}
            aria-label={text[key]}
            onClick={() => (step === 'prev' ? slider.current?.prev() : slider.current?.next())}
            hidden={!mounted}
          >
            <Icon className="h-5 w-5" aria-hidden="true" />
          </button>
        ))}
      </div>
      {/* Before hydration the track is the containing block of everything in the slides (the
          visually hidden texts are absolutely positioned) and clips it; without JavaScript it
          scrolls sideways. keen-slider's own styles take over once it runs. */}
      <div
        ref={sliderRef}
        className={clsx(
          'keen-slider',
          !mounted && [
            'relative flex overflow-hidden',
            perView.lg ? 'gap-4 lg:gap-6' : 'gap-4',
            'noscript:snap-x noscript:snap-mandatory noscript:overflow-x-auto',
          ],
        )}
        data-keen-slider-disabled={mounted ? undefined : ''}
        aria-live={running ? 'off' : 'polite'}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
      >
        {children}
      </div>
      {/* The dots' row keeps its height before hydration too (empty until then), so the page does
          not move down 40 px when they appear; without JavaScript there are no dots and no row. */}
      {count > 1 && (
        <div className="mt-4 flex min-h-6 flex-wrap justify-center gap-1 noscript:hidden">
          {mounted &&
            slideTitles.map((title, index) => (
              <button
                key={`dot-${title}-${index}`}
                type="button"
                className="group inline-flex h-6 w-6 items-center justify-center"
                aria-label={fill(text.goToSlide, { number: index + 1, title }, text.locale)}
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

export default withErrorBoundary(Carousel);
export { Carousel };
