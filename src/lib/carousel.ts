/**
 * Carousel rules shared by every carousel island (SPEC §4, §9): swipe threshold, wrapping
 * indices and the auto-advance intervals. Pure.
 */

/** A swipe changes the slide only when the pointer travelled more than this many px (SPEC §9). */
export const SWIPE_THRESHOLD_PX = 50;

/** Auto-advance intervals in ms (SPEC §9). */
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
