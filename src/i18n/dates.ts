/**
 * Dates as each language of the site writes them (docs/languages.md#numbers-and-dates): the
 * Gregorian (AD) calendar on English pages, Bikram Sambat (BS) in Devanagari digits on Nepali
 * pages, converted by the maintained nepali-date-converter library. Build time only.
 */
import NepaliDate from 'nepali-date-converter';
import type { Locale } from './locales';
import { localizeDigits } from './fill';

/**
 * The year of `date` as a page in `locale` shows it: '2026' in English, the Bikram Sambat year in
 * Devanagari digits in Nepali (the BS year turns in mid-April).
 * @example yearIn(new Date('2026-11-27'), 'ne') === '२०८३'
 */
export function yearIn(date: Date, locale: Locale): string {
  if (locale === 'en') return String(date.getFullYear());
  return localizeDigits(String(new NepaliDate(date).getYear()), locale);
}

/**
 * A calendar date (held as midnight UTC, as content dates are) as a page in `locale` shows it:
 * '25 November 2026' in English, the Bikram Sambat date in Nepali ('९ मंसिर २०८३').
 */
export function dateIn(date: Date, locale: Locale): string {
  if (locale === 'en') {
    return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      date,
    );
  }
  // The converter reads the local calendar day: hand it the UTC day whatever the build machine's zone.
  const day = new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  return new NepaliDate(day).format('D MMMM YYYY', 'np');
}
