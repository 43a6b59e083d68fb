/**
 * The /video-tour page and the tour video: which product tour a query names, the links around it,
 * and which part of the self-hosted video each product plays. Pure; used by the page at build time
 * and by the tour island in the browser.
 */
import type { Locale } from '../i18n/locales';
import type { Dictionary } from '../i18n/dictionary';
import { fill, plural, type PluralText } from '../i18n/fill';

/** The fields of a product tour the page needs (a sub-industry entry, reduced to plain data). */
interface TourSummary {
  industry: string;
  subIndustry: string;
  productName: string;
}

/** Query of a product's Preview link and demo link: `industry=healthcare&subIndustry=hospital`. */
export function productQuery(industry: string, subIndustry: string): string {
  return new URLSearchParams({ industry, subIndustry }).toString();
}

/** The Preview link of a product page: `/video-tour?industry=..&subIndustry=..`. */
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

/** One encoding of the tour video: a site path and its MIME type (`video/webm`, `video/mp4`). */
interface VideoSource {
  src: string;
  type: string;
}

/** A product's part of the tour, in seconds from the start of the video. */
export interface TourChapter {
  start: number;
  end: number;
}

/** The self-hosted tour video as scripts/video/make-tour.mjs describes it in src/data/productTour.json. */
export interface ProductTourVideo {
  sources: VideoSource[];
  poster: string;
  captions: string;
  width: number;
  height: number;
  durationSeconds: number;
  bytes: number;
  /** Each product's chapter, keyed `industry/subIndustry` in `product`, with its own poster. */
  chapters: TourProductChapter[];
}

/** A product's chapter with the poster that shows its first screen, and a small thumbnail of it. */
interface TourProductChapter extends TourChapter {
  product: string;
  poster: string;
  /** 320 × 180 picture of the chapter's first screen, for the chapter list. */
  thumbnail: string;
  /** Titles of the screens the chapter shows, in order, e.g. ["Appointments", "Consultation and e-prescription"]. */
  screens: string[];
}

/**
 * The chapter of one product, or undefined when the tour has none for it (the product then plays
 * the whole tour).
 */
export function chapterOf(
  video: Pick<ProductTourVideo, 'chapters'>,
  industry: string,
  subIndustry: string,
): TourProductChapter | undefined {
  return video.chapters.find((entry) => entry.product === `${industry}/${subIndustry}`);
}

/**
 * `src` limited to a chapter with a media fragment (`/video/tour.webm#t=12.3,25.1`): the browser
 * starts there and pauses at the end. Without a chapter, `src` as it is. Throws on a chapter that
 * ends before it starts or starts before 0.
 */
export function chapterSrc(src: string, chapter?: TourChapter): string {
  if (!chapter) return src;
  if (!(chapter.start >= 0 && chapter.end > chapter.start))
    throw new Error(`chapterSrc: invalid chapter ${chapter.start}-${chapter.end} s`);
  return `${src}#t=${chapter.start},${chapter.end}`;
}

/**
 * A length or a point in the video as a player shows it, rounded to the second: 11.6 → "0:12",
 * 92.6 → "1:33", 3725 → "1:02:05". Throws on a negative or non-finite value.
 */
export function clockTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) throw new RangeError(`clockTime: invalid time ${seconds} s`);
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor(whole / 60) % 60;
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/**
 * The same length in words, for screen readers (a clock time such as "0:12" is read out as
 * "zero, twelve"): 11.6 → "12 seconds", 92.6 → "1 minute 33 seconds", 60 → "1 minute"; in the
 * language of `words` ('१ मिनेट ३३ सेकेन्ड'). Throws on a negative or non-finite value.
 */
export function spokenDuration(seconds: number, words: DurationWords): string {
  if (!Number.isFinite(seconds) || seconds < 0) throw new RangeError(`spokenDuration: invalid time ${seconds} s`);
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  const say = (forms: PluralText, count: number) => fill(plural(words.locale, count, forms), { count }, words.locale);
  const parts = [
    minutes > 0 ? say(words.minute, minutes) : '',
    rest > 0 || minutes === 0 ? say(words.second, rest) : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/**
 * The words of a spoken length in one language: the dictionary's `videoTour.duration` ('{count}
 * minute' and '{count} minutes' by plural category) and the language whose digits and plural
 * rules it follows.
 */
export type DurationWords = Dictionary['videoTour']['duration'] & { locale: Locale };

/**
 * The index of the chapter playing at `time` seconds (from its start, inclusive, to its end,
 * exclusive), or -1 between chapters (the intro and the closing card).
 */
export function chapterIndexAt(chapters: readonly TourChapter[], time: number): number {
  return chapters.findIndex((chapter) => time >= chapter.start && time < chapter.end);
}
