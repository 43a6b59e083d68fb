/**
 * Building blocks of the Markdown collections (customer stories, news articles, company and legal
 * pages): dates as editors write them in frontmatter, catalogue keys, and ids that must name a file
 * of another collection. Messages say what to write, because editors read them in the build log.
 */
import { z } from 'astro/zod';
import { SUB_INDUSTRY_KEYS } from './catalogue';

/** How a date is written in frontmatter, used in every date message. */
const DATE_HINT = 'write it as YYYY-MM-DD, e.g. 2026-04-18';

/**
 * A calendar date (`publishedAt: 2026-04-18`). A missing or empty value is refused with a hint
 * instead of being coerced to 1 January 1970; text that is no date is refused too.
 */
export const contentDate = z
  .custom<unknown>((value) => value !== undefined && value !== null && value !== '', {
    message: `required: the date; ${DATE_HINT}`,
  })
  .pipe(z.coerce.date({ errorMap: () => ({ message: `not a date; ${DATE_HINT}` }) }));

/** A sub-industry key of the catalogue, e.g. `healthcare/hospital`. */
export const subIndustryKey = z.string().refine(
  (key) => SUB_INDUSTRY_KEYS.includes(key),
  (key) => ({
    message: `unknown sub-industry "${key}"; known: ${SUB_INDUSTRY_KEYS.join(', ')}`,
  }),
);

/**
 * An id that must be the file name (without extension) of an entry of another collection.
 * Astro's `reference()` does not check that the entry exists for glob-loaded collections, so this
 * check runs first and the reference comes after it (see src/content.config.ts).
 *
 * @param what   the entry as an editor calls it, e.g. "customer"
 * @param folder where those files live, e.g. "src/content/customers"
 * @param ids    the ids that exist
 */
export function knownEntryId(what: string, folder: string, ids: readonly string[]) {
  return z.string({ required_error: `required: the id of a ${what} (a file name in ${folder})` }).refine(
    (id) => ids.includes(id),
    (id) => ({
      message: `unknown ${what} "${id}": there is no ${folder}/${id} file; known: ${ids.join(', ')}`,
    }),
  );
}

/** Alt text of an image: a sentence, not a file name. */
export const altText = z.string().min(10, 'describe the image in a few words for people who cannot see it');
