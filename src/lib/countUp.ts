/**
 * Reach counters: each counter counts up once from 0 to its value over 1 s when it scrolls into
 * view, shown with a '+' suffix (docs/timings-and-limits.md#timings). Pure; the page's script
 * drives it.
 */

/** How long a counter takes to reach its value, in ms. */
export const COUNT_UP_DURATION_MS = 1000;

/**
 * The whole number a counter shows `elapsedMs` after it started counting towards `target`:
 * 0 at the start, `target` from `durationMs` on, easing out in between (fast first, settling
 * at the end). Negative or NaN elapsed times read as 0; a non-positive duration jumps to `target`.
 */
export function countUpValue(target: number, elapsedMs: number, durationMs = COUNT_UP_DURATION_MS): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return target;
  const progress = Number.isFinite(elapsedMs) && elapsedMs > 0 ? elapsedMs / durationMs : 0;
  const eased = 1 - (1 - progress) ** 3;
  return Math.min(target, Math.floor(target * eased));
}

/** The counter text: the number followed by '+', e.g. 250 → '250+'. */
export function formatCount(value: number): string {
  return `${value}+`;
}
