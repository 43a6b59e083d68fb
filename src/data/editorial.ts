/**
 * Build-time access to the Markdown collections: customer stories, news articles and the company
 * and legal pages. Returns entries newest first with their references resolved to the plain ids
 * the pages and the helpers of src/lib/stories.ts and src/lib/news.ts read.
 */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { newestFirst, subIndustriesMissingFromCustomer } from '../lib/stories';
import { getCustomers } from './content';

/** A story entry plus the customer id, as a plain field, for the pure helpers. */
export type StoryView = CollectionEntry<'stories'> & {
  publishedAt: Date;
  subIndustries: string[];
  customer: string;
  featured: boolean;
};

/**
 * Every customer story, newest first.
 * @throws Error naming the file when a story names a sub-industry its customer's `industry` field
 *   does not list (the story would show under an industry the customer is not filed in)
 */
export async function getStories(): Promise<StoryView[]> {
  const [entries, customers] = await Promise.all([getCollection('stories'), getCustomers()]);
  const industryOf = new Map(customers.map((customer) => [customer.id, customer.industry]));
  const stories = entries.map((entry) => {
    const missing = subIndustriesMissingFromCustomer(
      entry.data.subIndustries,
      industryOf.get(entry.data.customer.id) ?? '',
    );
    if (missing.length > 0) {
      throw new Error(
        `src/content/stories/${entry.id}.md: subIndustries names ${missing.join(', ')}, which customer "${entry.data.customer.id}" does not list in its industry field (src/content/customers/${entry.data.customer.id}.json)`,
      );
    }
    return {
      ...entry,
      publishedAt: entry.data.publishedAt,
      subIndustries: entry.data.subIndustries,
      customer: entry.data.customer.id,
      featured: entry.data.featured,
    };
  });
  return newestFirst(stories);
}

/** A news entry plus its date as a plain field, for the pure helpers. */
export type ArticleView = CollectionEntry<'news'> & { publishedAt: Date };

/** Every news article, newest first. */
export async function getArticles(): Promise<ArticleView[]> {
  const entries = await getCollection('news');
  return newestFirst(entries.map((entry) => ({ ...entry, publishedAt: entry.data.publishedAt })));
}

/**
 * A company or legal page (src/content/pages/{id}.md).
 * @throws Error naming the missing file
 */
export async function getMarkdownPage(id: 'about-us' | 'security' | 'privacy-policy' | 'terms-of-use') {
  const entry = await getEntry('pages', id);
  if (!entry) throw new Error(`src/content/pages/${id}.md is missing`);
  return entry;
}
