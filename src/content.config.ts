/**
 * Content collections: where each entity lives and which schema validates it.
 * A mistake in an entry fails `astro build` / `astro check` naming the entry and the field.
 * The shapes themselves are declared in `src/schemas/`, one file per concern.
 */
import { readdirSync } from 'node:fs';
import { defineCollection, reference } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { SUB_INDUSTRY_KEYS } from './lib/catalogue';
import { moduleSchema } from './schemas/module';
import { pricingSchema } from './schemas/pricing';
import { industrySchema, subIndustrySchema } from './schemas/industry';
import { customerSchema, teamMemberSchema } from './schemas/people';
import { faqSetSchema, homeSchema, menuSchema, pricingPageSchema, siteSchema, supportPageSchema } from './schemas/site';
import { pageMeta, pageMetaEntries } from './schemas/common';
import { knownEntryId } from './schemas/editorial';
import { newsSchema } from './schemas/news';
import { markdownPageSchema } from './schemas/page';
import { storySchema } from './schemas/story';

/**
 * Where the content lives. CONTENT_ROOT lets the schema-failure test (tests/unit/contentBuild.test.ts)
 * run `astro sync` on a broken copy of the content; the site itself always uses src/content.
 */
const root = process.env.CONTENT_ROOT ?? 'src/content';

/** Id = the file's path without extension; the path must be a catalogue key (`healthcare/hospital`). */
function catalogueKeyId({ entry }: { entry: string }): string {
  const id = entry.replace(/\.json$/, '');
  if (!SUB_INDUSTRY_KEYS.includes(id)) {
    throw new Error(
      `${entry}: "${id}" is not an industry/sub-industry of the catalogue; known: ${SUB_INDUSTRY_KEYS.join(', ')}`,
    );
  }
  return id;
}

/**
 * The entry ids of a folder of JSON files (file names without `.json`). Astro's `reference()` does
 * not check that a glob-loaded entry exists, so the Markdown collections check ids against these.
 */
function idsIn(folder: string): string[] {
  return readdirSync(`${root}/${folder}`)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

/** An id checked against the files of `folder`, then turned into an Astro reference to `collection`. */
const checkedReference = <C extends 'customers' | 'modules' | 'team'>(what: string, folder: string, collection: C) =>
  knownEntryId(what, `src/content/${folder}`, idsIn(folder)).pipe(reference(collection));

/** A JSON file holding one object becomes a collection with a single entry of that id. */
const singleEntry = (id: string) => (text: string) => ({ [id]: JSON.parse(text) as Record<string, unknown> });

export const collections = {
  site: defineCollection({ loader: file(`${root}/site.json`, { parser: singleEntry('site') }), schema: siteSchema }),
  home: defineCollection({ loader: file(`${root}/home.json`, { parser: singleEntry('home') }), schema: homeSchema }),
  supportPage: defineCollection({
    loader: file(`${root}/support-page.json`, { parser: singleEntry('support') }),
    schema: supportPageSchema,
  }),
  pricingPage: defineCollection({
    loader: file(`${root}/pricing-page.json`, { parser: singleEntry('pricing') }),
    schema: pricingPageSchema,
  }),
  /** Title and meta description per path, e.g. "/pricing"; the file lists them (see pageMetaEntries). */
  pageMeta: defineCollection({ loader: file(`${root}/page-meta.json`, { parser: pageMetaEntries }), schema: pageMeta }),
  menu: defineCollection({ loader: file(`${root}/menu.json`), schema: menuSchema }),
  industries: defineCollection({
    loader: glob({ pattern: '*.json', base: `${root}/industries` }),
    schema: industrySchema,
  }),
  subIndustries: defineCollection({
    loader: glob({ pattern: '*/*.json', base: `${root}/sub-industries`, generateId: catalogueKeyId }),
    schema: subIndustrySchema,
  }),
  modules: defineCollection({ loader: glob({ pattern: '*.json', base: `${root}/modules` }), schema: moduleSchema }),
  pricing: defineCollection({
    loader: glob({ pattern: '*/*.json', base: `${root}/pricing`, generateId: catalogueKeyId }),
    schema: pricingSchema,
  }),
  customers: defineCollection({
    loader: glob({ pattern: '*.json', base: `${root}/customers` }),
    schema: customerSchema,
  }),
  team: defineCollection({ loader: glob({ pattern: '*.json', base: `${root}/team` }), schema: teamMemberSchema }),
  /** One FAQ set per page that shows one: home, healthcare, hospital, …, pricing, support. */
  faqs: defineCollection({ loader: glob({ pattern: '*.json', base: `${root}/faqs` }), schema: faqSetSchema }),
  /** Customer stories in Markdown → /customer-stories/{file name}. */
  stories: defineCollection({
    loader: glob({ pattern: '*.md', base: `${root}/stories` }),
    schema: storySchema({
      customer: checkedReference('customer', 'customers', 'customers'),
      module: checkedReference('module', 'modules', 'modules'),
    }),
  }),
  /** News articles in Markdown → /news/{file name}. */
  news: defineCollection({
    loader: glob({ pattern: '*.md', base: `${root}/news` }),
    schema: newsSchema({ author: checkedReference('team member', 'team', 'team') }),
  }),
  /** Company and legal pages in Markdown → /{file name}: about-us, security, privacy-policy, terms-of-use. */
  pages: defineCollection({ loader: glob({ pattern: '*.md', base: `${root}/pages` }), schema: markdownPageSchema }),
};
