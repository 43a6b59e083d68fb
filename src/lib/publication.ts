/**
 * When a dated entry (a customer story or a news article) goes live: on its `publishedAt` date in
 * Kathmandu. An entry dated in the future is left out of every page, list, feed, sitemap and the
 * search index until a build on or after that day (the daily rebuild, functions/daily-rebuild.mts,
 * makes it appear on the day). Pure: the clock is passed in. See docs/content.md#scheduled-entries.
 */

/** Nepal Standard Time is UTC+05:45 all year (no daylight saving). */
const KATHMANDU_OFFSET_MS = (5 * 60 + 45) * 60_000;

/** The calendar date in Kathmandu at the instant `now`, as `YYYY-MM-DD`. */
export function kathmanduDate(now: Date): string {
  return new Date(now.getTime() + KATHMANDU_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * True when an entry dated `publishedAt` is due at `now`: its date (frontmatter dates are midnight
 * UTC, so the UTC calendar date is the date the editor wrote) is today or earlier in Kathmandu.
 */
export function isDue(publishedAt: Date, now: Date): boolean {
  return publishedAt.toISOString().slice(0, 10) <= kathmanduDate(now);
}

/**
 * The entries due at `now`, in their order; `showScheduled` keeps the future-dated ones too (the
 * editor's own computer and deploy previews, where a scheduled article is reviewed before its day).
 */
export function publishedEntries<T extends { publishedAt: Date }>(
  entries: readonly T[],
  now: Date,
  showScheduled = false,
): T[] {
  return showScheduled ? [...entries] : entries.filter((entry) => isDue(entry.publishedAt, now));
}
