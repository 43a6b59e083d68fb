/**
 * Carousel rules shared by every carousel island: swipe threshold, wrapping indices and the
 * auto-advance intervals (docs/timings-and-limits.md#timings). Pure.
 */

/** One slide of a carousel: a screen over a caption, or a logo beside a name (SlideCarousel.astro). */
export interface CarouselSlide {
  image?: { src: string; alt: string; width: number; height: number } | undefined;
  title: string;
  description?: string | undefined;
  href?: string | undefined;
  /** The link leaves the site: it opens in a new tab and says so. */
  external?: boolean | undefined;
}

/** Slides visible at once: `base` under 640 px, `sm` from 640 px, `lg` from 1024 px. */
export interface CarouselPerView {
  base: 1;
  sm?: 2 | undefined;
  lg?: 3 | undefined;
}

/**
 * Width classes of a slide before the carousel runs, so the first slide (or the first row of
 * slides) fills the track exactly as keen-slider will lay it out: the track's gap is 1 rem, 1.5 rem
 * from 1024 px. Full class names, so Tailwind keeps them.
 */
export function slideBasisClasses(perView: CarouselPerView): string {
  return [
    'basis-full',
    perView.sm === 2 && 'sm:basis-[calc((100%-1rem)/2)]',
    perView.lg === 3 && 'lg:basis-[calc((100%-3rem)/3)]',
  ]
    .filter(Boolean)
    .join(' ');
}

/** A swipe changes the slide only when the pointer travelled more than this many px. */
export const SWIPE_THRESHOLD_PX = 50;

/** Auto-advance intervals in ms. */
export const CAROUSEL_INTERVALS_MS = {
  hero: 5000,
  slideshow: 4000,
  screenshots: 4000,
  customers: 6000,
} as const;

/**
 * The direction of a horizontal swipe from `startX` to `endX` (px): 'next' for a leftward swipe
 * of more than `threshold` px, 'previous' for a rightward one, undefined otherwise.
 */
export function swipeDirection(
  startX: number,
  endX: number,
  threshold = SWIPE_THRESHOLD_PX,
): 'next' | 'previous' | undefined {
  const distance = endX - startX;
  if (distance < -threshold) return 'next';
  if (distance > threshold) return 'previous';
  return undefined;
}

/** The index `step` slides away from `index` among `count`, wrapping at both ends; 0 when count is 0. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
