/**
 * Carousel rules shared by every carousel island: swipe threshold, wrapping indices and the
 * auto-advance intervals (docs/timings-and-limits.md#timings). Pure.
 */

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
