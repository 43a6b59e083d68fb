/**
 * Build-time access to the Markdown collections: customer stories, news articles and the company
 * and legal pages. Returns entries newest first with their references resolved to the plain ids
 * the pages and the helpers of src/lib/stories.ts and src/lib/news.ts read.
 */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { newestFirst, subIndustriesMissingFromCustomer } from '../lib/stories';
import { publishedEntries } from '../lib/publication';
import { getCustomers } from './content';
import { OutdatedTranslationError, overlay, recordTranslationGap, translate, twinPath } from './translations';
import { newsTextsSchema } from '../schemas/translations';
import { artIn } from './localizedArt';
import type { Locale } from '../i18n/locales';

/**
 * Whether entries dated in the future are built too: in `astro dev` (the editor's own computer) and
 * in Netlify deploy previews (`CONTEXT=deploy-preview`), where a scheduled entry is reviewed before
 * its day; never in the production build (docs/content.md#scheduled-entries).
 */
const SHOW_SCHEDULED = import.meta.env.DEV || process.env.CONTEXT === 'deploy-preview';

/**
 * A story entry plus the customer id, as a plain field, for the pure helpers. `told`: the entry
 * whose Markdown body tells the story (give it to `render`); `contentLocale`: the language its
 * texts and body are in (`en` on a Nepali page when the story has no Nepali text yet).
 */
export type StoryView = CollectionEntry<'stories'> & {
  publishedAt: Date;
  subIndustries: string[];
  customer: string;
  featured: boolean;
  told: CollectionEntry<'stories'> | CollectionEntry<'nepaliStories'>;
  contentLocale: Locale;
};

/**
 * A story's texts and body in `locale`: its Nepali twin laid over it, or the English story when the
 * twin is missing or out of date (another number of results; the gap is recorded for the report).
 */
function storyInLocale(
  entry: CollectionEntry<'stories'>,
  twin: CollectionEntry<'nepaliStories'> | undefined,
  locale: Locale,
): Pick<StoryView, 'data' | 'told' | 'contentLocale'> {
  const english = { data: entry.data, told: entry, contentLocale: 'en' as Locale };
  if (locale === 'en') return english;
  const file = twinPath(`stories/${entry.id}.md`);
  if (!twin) {
    recordTranslationGap({ file, kind: 'missing', detail: 'no Nepali text yet' });
    return english;
  }
  try {
    const data = overlay(entry.data, twin.data, file);
    // The cover's art carries the customer's name and the headline result: the Nepali drawing.
    return { data: { ...data, cover: artIn(data.cover, locale) }, told: twin, contentLocale: locale };
  } catch (error) {
    if (!(error instanceof OutdatedTranslationError)) throw error;
    recordTranslationGap({ file, kind: 'incomplete', detail: error.message.slice(file.length).replace(/^[.:] ?/, '') });
    return english;
  }
}

/**
 * Every published customer story (dated today or earlier in Kathmandu), newest first; in `locale`,
 * its texts (title, summary, results, quote, cover description) and its body come from its Nepali
 * text src/content/stories/{slug}.ne.md, or stay English while it has none; with its Nepali text,
 * its cover is the art kit's Nepali drawing where there is one.
 * @throws Error naming the file when a story names a sub-industry its customer's `industry` field
 *   does not list (the story would show under an industry the customer is not filed in)
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
    return {
      ...entry,
      ...storyInLocale(entry, twins.get(entry.id), locale),
      publishedAt: entry.data.publishedAt,
      subIndustries: entry.data.subIndustries,
      customer: entry.data.customer.id,
      featured: entry.data.featured,
    };
  });
  return newestFirst(publishedEntries(stories, new Date(), SHOW_SCHEDULED));
}

/**
 * A news entry plus its date as a plain field, for the pure helpers; `contentLocale`: the language
 * of its title, description, cover description and tags.
 */
export type ArticleView = CollectionEntry<'news'> & { publishedAt: Date; contentLocale: Locale };

/**
 * Every published news article (dated today or earlier in Kathmandu), newest first; in `locale`,
 * its title, description, cover description and tags from its Nepali text, the front matter of
 * src/content/news/{slug}.ne.md, or English while it has none (the article itself stays English);
 * with its Nepali text, its cover is the art kit's Nepali drawing where there is one.
 */
export async function getArticles(locale: Locale = 'en'): Promise<ArticleView[]> {
  const entries = await getCollection('news');
  const articles = entries.map((entry) => {
    const texts = translate(locale, `news/${entry.id}.md`, entry.data, { twinSchema: newsTextsSchema });
    const data = { ...texts.data, cover: artIn(texts.data.cover, texts.locale) };
    return { ...entry, data, contentLocale: texts.locale, publishedAt: entry.data.publishedAt };
  });
  return newestFirst(publishedEntries(articles, new Date(), SHOW_SCHEDULED));
}

/**
 * A company or legal page (src/content/pages/{id}.en.md), or its Nepali text
 * (src/content/pages/{id}.ne.md); the English page while the Nepali text is missing (recorded for
 * the build's report: the page says so, as it compares `entry.collection`).
 * @throws Error naming the missing English file
 */
export async function getMarkdownPage(
  id: 'about-us' | 'security' | 'privacy-policy' | 'terms-of-use',
  locale: Locale = 'en',
) {
  if (locale !== 'en') {
    const twin = await getEntry('nepaliPages', id);
    if (twin) return twin;
    recordTranslationGap({ file: twinPath(`pages/${id}.md`), kind: 'missing', detail: 'no Nepali text yet' });
  }
  const entry = await getEntry('pages', id);
  if (!entry) throw new Error(`src/content/pages/${id}.en.md is missing`);
  return entry;
}
