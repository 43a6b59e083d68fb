/**
 * Ordering and selection of customer stories for the story list, the home page, the sub-industry
 * pages and the customer cards. Pure: takes plain story data (id, date, keys), never reads content.
 */

/** The fields of a story these helpers read. */
export interface StoryFacts {
  /** File name without `.md`, e.g. `bagmati-community-hospital-opd-queues`. */
  id: string;
  publishedAt: Date;
  /** Catalogue keys, e.g. `healthcare/hospital`. */
  subIndustries: readonly string[];
  /** Customer id, e.g. `bagmati-community-hospital`. */
  customer: string;
  featured?: boolean | undefined;
}

/** Site path of the story list. */
const STORIES_PATH = '/customer-stories';

/** Site path of one story: `/customer-stories/{id}`. */
export function storyPath(id: string): string {
  return `${STORIES_PATH}/${id}`;
}

/**
 * Stories newest first; stories of the same day keep a stable order by id, so builds do not
 * reshuffle them. Returns a new array.
 */
export function newestFirst<T extends { id: string; publishedAt: Date }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || a.id.localeCompare(b.id));
}

/**
 * The story the home page features: the newest with `featured: true`, else the newest of all.
 * @returns undefined when there are no stories
 */
export function featuredStory<T extends StoryFacts>(stories: readonly T[]): T | undefined {
  const ordered = newestFirst(stories);
  return ordered.find((story) => story.featured) ?? ordered[0];
}

/**
 * The newest story of a sub-industry (`healthcare/lab`), for that product page.
 * @returns undefined when no story names the key
 */
export function newestStoryOf<T extends StoryFacts>(stories: readonly T[], subIndustryKey: string): T | undefined {
  return newestFirst(stories).find((story) => story.subIndustries.includes(subIndustryKey));
}

/**
 * The newest story of each customer that has one, keyed by customer id, for the "Read the story"
 * link of the customer cards.
 */
export function storyByCustomer<T extends StoryFacts>(stories: readonly T[]): Map<string, T> {
  const byCustomer = new Map<string, T>();
  for (const story of newestFirst(stories)) if (!byCustomer.has(story.customer)) byCustomer.set(story.customer, story);
  return byCustomer;
}

/** One industry filter of the story list: its slug, the stories in it. */
interface IndustryGroup<T> {
  industry: string;
  stories: T[];
}

/**
 * Stories grouped by industry (the part of each key before `/`), in the order of `industries`,
 * each group newest first; industries without stories are left out. A story with keys in two
 * industries appears in both groups.
 *
 * @param industries industry slugs in display order, e.g. ['healthcare', 'hospitality']
 */
export function storiesByIndustry<T extends StoryFacts>(
  stories: readonly T[],
  industries: readonly string[],
): IndustryGroup<T>[] {
  const ordered = newestFirst(stories);
  return industries
    .map((industry) => ({
      industry,
      stories: ordered.filter((story) => story.subIndustries.some((key) => key.split('/')[0] === industry)),
    }))
    .filter((group) => group.stories.length > 0);
}

/**
 * The sub-industries a story names that its customer's own `industry` field does not list (a
 * hospital story about a customer filed only as a clinic). Empty when they agree.
 *
 * @param storyKeys      the story's `subIndustries`
 * @param customerIndustry the customer's comma-separated `industry` field, e.g. "healthcare/hospital, healthcare/pharmacy"
 */
export function subIndustriesMissingFromCustomer(storyKeys: readonly string[], customerIndustry: string): string[] {
  const listed = new Set(
    customerIndustry
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );
  return storyKeys.filter((key) => !listed.has(key));
}
