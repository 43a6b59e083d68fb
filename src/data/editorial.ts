/**
 * Build-time access to the Markdown collections: customer stories, news articles and the company
 * and legal pages. Returns entries newest first with their references resolved to the plain ids
 * the pages and the helpers of src/lib/stories.ts and src/lib/news.ts read.
 */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { newestFirst, subIndustriesMissingFromCustomer } from '../lib/stories';
import { publishedEntries } from '../lib/publication';
import { getCustomers } from './content';
import { inLocale, overlay } from './translations';
import { newsTextsSchema } from '../schemas/translations';
import type { Locale } from '../i18n/locales';

/**
 * Whether entries dated in the future are built too: in `astro dev` (the editor's own computer) and
 * in Netlify deploy previews (`CONTEXT=deploy-preview`), where a scheduled entry is reviewed before
 * its day; never in the production build (docs/content.md#scheduled-entries).
 */
const SHOW_SCHEDULED = import.meta.env.DEV || process.env.CONTEXT === 'deploy-preview';

/**
 * A story entry plus the customer id, as a plain field, for the pure helpers. `told`: the entry
 * whose Markdown body tells the story in the page's language (give it to `render`).
 */
export type StoryView = CollectionEntry<'stories'> & {
  publishedAt: Date;
  subIndustries: string[];
  customer: string;
  featured: boolean;
  told: CollectionEntry<'stories'> | CollectionEntry<'nepaliStories'>;
};

/**
 * Every published customer story (dated today or earlier in Kathmandu), newest first; in `locale`,
 * its texts (title, summary, results, quote, cover description) and its body come from its Nepali
 * text src/content/stories/{slug}.ne.md.
 * @throws Error naming the file when a story names a sub-industry its customer's `industry` field
 *   does not list (the story would show under an industry the customer is not filed in), or when a
 *   Nepali page needs a story's twin that does not exist
 */
export async function getStories(locale: Locale = 'en'): Promise<StoryView[]> {
  const [entries, customers, nepali] = await Promise.all([
    getCollection('stories'),
    getCustomers(),
    locale === 'en' ? [] : getCollection('nepaliStories'),
  ]);
  const twins = new Map(nepali.map((twin) => [twin.id, twin]));
  const industryOf = new Map(customers.map((customer) => [customer.id, customer.industry]));
  const stories = entries.map((entry) => {
    const missing = subIndustriesMissingFromCustomer(
      entry.data.subIndustries,
      industryOf.get(entry.data.customer.id) ?? '',
    );
    if (missing.length > 0) {
      throw new Error(
        `src/content/stories/${entry.id}.en.md: subIndustries names ${missing.join(', ')}, which customer "${entry.data.customer.id}" does not list in its industry field (src/content/customers/${entry.data.customer.id}.en.json)`,
      );
    }
    const twin = twins.get(entry.id);
    if (locale !== 'en' && !twin) {
      throw new Error(
        `src/content/stories/${entry.id}.ne.md is missing: a Nepali page reads the story ${entry.id}; add its Nepali texts`,
      );
    }
    return {
      ...entry,
      data: twin ? overlay(entry.data, twin.data, `src/content/stories/${entry.id}.ne.md`) : entry.data,
      publishedAt: entry.data.publishedAt,
      subIndustries: entry.data.subIndustries,
      customer: entry.data.customer.id,
      featured: entry.data.featured,
      told: twin ?? entry,
    };
  });
  return newestFirst(publishedEntries(stories, new Date(), SHOW_SCHEDULED));
}

/** A news entry plus its date as a plain field, for the pure helpers. */
export type ArticleView = CollectionEntry<'news'> & { publishedAt: Date };

/**
 * Every published news article (dated today or earlier in Kathmandu), newest first; in `locale`,
 * its title, description, cover description and tags from its Nepali text, the front matter of
 * src/content/news/{slug}.ne.md (the article itself stays English).
 * @throws Error naming the twin's file when a Nepali page needs one that does not exist
 */
export async function getArticles(locale: Locale = 'en'): Promise<ArticleView[]> {
  const entries = await getCollection('news');
  const articles = entries.map((entry) => ({
    ...entry,
    data: inLocale(locale, `news/${entry.id}.md`, entry.data, { twinSchema: newsTextsSchema }),
    publishedAt: entry.data.publishedAt,
  }));
  return newestFirst(publishedEntries(articles, new Date(), SHOW_SCHEDULED));
}

/**
 * A company or legal page (src/content/pages/{id}.en.md), or its Nepali text (src/content/pages/{id}.ne.md).
 * @throws Error naming the missing file
 */
export async function getMarkdownPage(
  id: 'about-us' | 'security' | 'privacy-policy' | 'terms-of-use',
  locale: Locale = 'en',
) {
  if (locale !== 'en') {
    const twin = await getEntry('nepaliPages', id);
    if (!twin) throw new Error(`src/content/pages/${id}.ne.md is missing: a Nepali page reads it; add its Nepali text`);
    return twin;
  }
  const entry = await getEntry('pages', id);
  if (!entry) throw new Error(`src/content/pages/${id}.en.md is missing`);
  return entry;
}
