/**
 * A customer story (src/content/stories/{slug}.en.md → /customer-stories/{slug}): a case study in
 * Markdown whose frontmatter names the customer, its sub-industries, the modules it runs, two to
 * four measured results and a quote. References are passed in so the same shape validates the
 * build (with Astro's `reference()`) and unit-test fixtures (with plain ids).
 */
import { z } from 'astro/zod';
import { altText, contentDate, subIndustryKey } from './editorial';
import { NAMES_WEB_ADDRESS, publicFile } from './common';

/** The reference schemas of a story: each checks an id and yields what the pages read. */
export interface StoryReferences<Customer extends z.ZodTypeAny, Module extends z.ZodTypeAny> {
  /** An id of src/content/customers. */
  customer: Customer;
  /** An id of src/content/modules. */
  module: Module;
}

/** One measured result: a short figure and what it measures. */
export const storyResult = z.strictObject({
  /** The figure as shown big on the page, e.g. "48%" or "3 weeks". */
  figure: z.string().min(1).max(16, 'keep the figure short (e.g. "48%", "3 weeks"); say the rest in the label'),
  /** What the figure measures, e.g. "shorter wait at the OPD billing counter". */
  label: z.string().min(5).max(120),
});

/** The customer's own words and who said them. */
export const storyQuote = z.strictObject({
  /** The words, without quotation marks. */
  text: z.string({ required_error: 'required: the quoted words' }).min(20),
  /** Who said it, e.g. "Dr. Ramesh Koirala". */
  person: z.string({ required_error: 'required: who said the quote (a quote is shown with its person)' }).min(3),
  /** Their role and organisation, e.g. "Medical Director, Bagmati Community Hospital". */
  role: z.string({ required_error: 'required: the role of the person quoted' }).min(3),
});

/**
 * The frontmatter schema of a story.
 * @param refs reference schemas for the customer and the modules
 */
export function storySchema<Customer extends z.ZodTypeAny, Module extends z.ZodTypeAny>(
  refs: StoryReferences<Customer, Module>,
) {
  return z.strictObject({
    /** Headline of the page and the cards. */
    title: z
      .string()
      .min(20)
      .max(110)
      .regex(...NAMES_WEB_ADDRESS),
    /** One or two sentences for the cards and the meta description. */
    summary: z.string().min(50).max(200),
    /** The customer the story is about. */
    customer: refs.customer,
    /** Catalogue keys the story belongs to; the list filter and the sub-industry pages read them. */
    subIndustries: z.array(subIndustryKey).min(1, 'name at least one sub-industry, e.g. [healthcare/hospital]'),
    /** Modules the customer set up, linked to /modules/{id}. */
    modules: z.array(refs.module).min(1, 'name at least one module the customer uses'),
    /** Two to four measured results. */
    results: z.array(storyResult).min(2, 'give at least 2 results').max(4, 'give at most 4 results'),
    /** The quote shown as a blockquote with its person. */
    quote: storyQuote,
    /** Publication date; the newest story is featured. */
    publishedAt: contentDate,
    /** Set true to feature this story on the home page instead of the newest one. */
    featured: z.boolean().default(false),
    /** Cover illustration under public/, 1200×630. */
    cover: publicFile,
    /** Alt text of the cover. */
    coverAlt: altText,
  });
}
