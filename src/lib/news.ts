/**
 * Paths, page size and date formatting of the news section. Pure. The list pages themselves are
 * cut by Astro's `paginate()` with {@link NEWS_PAGE_SIZE}.
 */

/** Site path of the first news list page; later pages are `/news/2`, `/news/3`, … */
export const NEWS_PATH = '/news';

/** Articles per list page. */
export const NEWS_PAGE_SIZE = 10;

/** Site path of one article: `/news/{id}`. */
export function articlePath(id: string): string {
  return `${NEWS_PATH}/${id}`;
}

/**
 * Number of list pages for `articleCount` articles: at least 1 (an empty list still has /news).
 * @param articleCount a non-negative integer
 */
export function newsPageCount(articleCount: number, pageSize = NEWS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(articleCount / pageSize));
}

/**
 * A calendar date as shown to readers, in English as written in Nepal: "18 April 2026". Dates in
 * frontmatter are midnight UTC, so the date is read in UTC and never shifts by a day.
 */
export function displayDate(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
}

/** The `datetime` attribute of a `<time>` for a calendar date: `2026-04-18`. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
