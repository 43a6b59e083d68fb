/**
 * A news article (src/content/news/{slug}.en.md → /news/{slug}): releases, tax-rule changes, events.
 * The author is passed in as a reference schema so the same shape validates the build and fixtures.
 */
import { z } from 'astro/zod';
import { altText, contentDate } from './editorial';
import { NAMES_WEB_ADDRESS, publicFile } from './common';

/**
 * The frontmatter schema of an article.
 * @param refs `author`: the reference schema of a team member id
 */
export function newsSchema<Author extends z.ZodTypeAny>(refs: { author: Author }) {
  return z
    .strictObject({
      /** Headline. */
      title: z
        .string()
        .min(10)
        .max(110)
        .regex(...NAMES_WEB_ADDRESS),
      /** Meta description and the card text. */
      description: z.string().min(50).max(160, 'keep the description within 160 characters'),
      /** Publication date; the list is newest first. */
      publishedAt: contentDate,
      /** Date of the last real change, when there was one. */
      updatedAt: contentDate.optional(),
      /** A team member id (src/content/team). */
      author: refs.author,
      /** One to five lower-case tags, e.g. [release, ird]. */
      tags: z
        .array(
          z
            .string()
            .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'write tags in lower case with hyphens, e.g. "ird" or "hib-claims"'),
        )
        .min(1, 'give at least one tag')
        .max(5, 'give at most 5 tags'),
      /** Cover illustration under public/, 1200×630. */
      cover: publicFile,
      /** Alt text of the cover. */
      coverAlt: altText,
    })
    .refine((article) => !article.updatedAt || article.updatedAt >= article.publishedAt, {
      message: 'updatedAt must not be before publishedAt',
      path: ['updatedAt'],
    });
}
