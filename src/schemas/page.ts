/**
 * A company or legal page in Markdown (src/content/pages/{id}.en.md → /{id}): about-us, security,
 * privacy-policy, terms-of-use.
 */
import { z } from 'astro/zod';
import { contentDate } from './editorial';

export const markdownPageSchema = z.strictObject({
  /** Heading of the page and the start of its <title>. */
  title: z.string().min(5).max(70),
  /** Meta description. */
  description: z.string().min(50).max(160, 'keep the description within 160 characters'),
  /** Date of the last change to the text, shown under the heading. */
  updatedAt: contentDate,
});
