/**
 * The /video-tour page (SPEC §2.1, §2.5): which product tour a query names, and the links around
 * it. Pure; used by the page at build time and by the tour island in the browser.
 */

/** The fields of a product tour the page needs (a sub-industry entry, reduced to plain data). */
export interface TourSummary {
  industry: string;
  subIndustry: string;
  productName: string;
}

/** Query of a product's Preview link and demo link: `industry=healthcare&subIndustry=hospital`. */
export function productQuery(industry: string, subIndustry: string): string {
  return new URLSearchParams({ industry, subIndustry }).toString();
}

/** The Preview link of a product page (SPEC §2.5): `/video-tour?industry=..&subIndustry=..`. */
export function tourHref(industry: string, subIndustry: string): string {
  return `/video-tour?${productQuery(industry, subIndustry)}`;
}

/**
 * The tour named by a query's `industry` and `subIndustry` (compared trimmed and lower-cased),
 * or undefined when either is missing or no tour matches: the page then lists every tour.
 */
export function findTour<T extends TourSummary>(tours: readonly T[], search: string | URLSearchParams): T | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const industry = params.get('industry')?.trim().toLowerCase();
  const subIndustry = params.get('subIndustry')?.trim().toLowerCase();
  if (!industry || !subIndustry) return undefined;
  return tours.find((tour) => tour.industry === industry && tour.subIndustry === subIndustry);
}

/**
 * The embed URL that starts playing at once (the visitor has just clicked Play): adds
 * `autoplay=1`, keeping any query the URL already has. Throws on a URL that cannot be parsed.
 */
export function autoplayUrl(embedUrl: string): string {
  const url = new URL(embedUrl);
  url.searchParams.set('autoplay', '1');
  return url.toString();
}
