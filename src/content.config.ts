/**
 * Content collections: where each entity lives and which schema validates it.
 * A mistake in an entry fails `astro build` / `astro check` naming the entry and the field.
 * The shapes themselves are declared in `src/schemas/`, one file per concern.
 */
import { readdirSync } from 'node:fs';
import { defineCollection, reference } from 'astro:content';
import { file, glob, type Loader } from 'astro/loaders';
import { SUB_INDUSTRY_KEYS } from './schemas/catalogue';
import { moduleSchema } from './schemas/module';
import { pricingSchema } from './schemas/pricing';
import { industrySchema, subIndustrySchema } from './schemas/industry';
import { customerSchema, teamMemberSchema } from './schemas/people';
import {
  faqSetSchema,
  footerLinksSchema,
  homeSchema,
  menuSchema,
  pricingPageSchema,
  siteSchema,
  supportPageSchema,
} from './schemas/site';
import { pageMeta, pageMetaEntries } from './schemas/common';
import { knownEntryId } from './schemas/editorial';
import { newsSchema } from './schemas/news';
import { markdownPageSchema } from './schemas/page';
import { storySchema } from './schemas/story';
import { storyTextsSchema } from './schemas/translations';

/**
 * Where the content lives. CONTENT_ROOT lets the schema-failure test (tests/unit/contentBuild.test.ts)
 * run `astro sync` on a broken copy of the content; the site itself always uses src/content.
 */
const root = process.env.CONTENT_ROOT ?? 'src/content';

/**
 * `npm run cms` sets CONTENT_ERRORS=warn: a file that does not pass its schema is then reported in
 * the terminal (collection, entry, field, file) instead of stopping `astro dev`, so the editor at
 * /admin keeps running while the editor fixes the entry in the form. Builds, `astro check` and
 * plain `npm run dev` still stop on the first error (docs/content.md#how-a-mistake-fails-the-build).
 */
const warnOnly = process.env.CONTENT_ERRORS === 'warn';

/**
 * The loader itself, or with CONTENT_ERRORS=warn one that logs an entry failing its schema and
 * keeps its unchecked data (its page may then fail alone until the file is fixed), and logs a file
 * that cannot be read at all while keeping what was loaded before.
 */
function reporting(loader: Loader): Loader {
  if (!warnOnly) return loader;
  return {
    ...loader,
    load: async (context) => {
      const parseData: typeof context.parseData = async (props) => {
        try {
          return await context.parseData(props);
        } catch (error) {
          context.logger.error(
            `${error instanceof Error ? error.message : String(error)}\n  Fix it in the editor or in ${props.filePath ?? 'the file'}; the site keeps running meanwhile.`,
          );
          return props.data;
        }
      };
      try {
        await loader.load({ ...context, parseData });
      } catch (error) {
        context.logger.error(error instanceof Error ? error.message : String(error));
      }
    },
  };
}

/**
 * Entries are kept in Decap's i18n layout (docs/content.md#both-languages-in-one-entry): the English
 * text of entry `x` is `x.en.json` (or `x.en.md`), its Nepali text `x.ne.json` beside it. The id is
 * the file's path without the language and the extension, so ids and URLs are the file names.
 */
const EN_FILE_SUFFIX = /\.en\.(json|md)$/;

/**
 * A Nepali Markdown file with nothing written yet (the CMS saves one, `---\n---\n`, with every new
 * entry) is no Nepali text: the loader leaves it out, as if the file did not exist. A Nepali file
 * with a body but no texts above it is a mistake, and stops the build naming the file.
 */
function withoutBlankNepaliFiles(loader: Loader): Loader {
  const blank = (data: Record<string, unknown>) => Object.keys(data).length === 0;
  return {
    ...loader,
    load: (context) =>
      loader.load({
        ...context,
        parseData: async (props) => (blank(props.data) ? props.data : context.parseData(props)),
        store: {
          ...context.store,
          set: (entry) => {
            if (!blank(entry.data)) return context.store.set(entry);
            if (entry.body?.trim())
              throw new Error(
                `${entry.filePath ?? entry.id}: a Nepali text needs its front matter (title and the rest)`,
              );
            return false;
          },
        },
      }),
  };
}

/** Id = the English file's path without `.en.json` / `.en.md`, e.g. `customers/newa-kitchen.en.json` → `newa-kitchen`. */
function englishId({ entry }: { entry: string }): string {
  return entry.replace(EN_FILE_SUFFIX, '');
}

/** The same for a Nepali file: `about-us.ne.md` → `about-us`. */
function nepaliId({ entry }: { entry: string }): string {
  return entry.replace(/\.ne\.(json|md)$/, '');
}

/** Id = the English file's path without language and extension; it must be a catalogue key (`healthcare/hospital`). */
function catalogueKeyId({ entry }: { entry: string }): string {
  const id = englishId({ entry });
  if (!SUB_INDUSTRY_KEYS.includes(id)) {
    throw new Error(
      `${entry}: "${id}" is not an industry/sub-industry of the catalogue; known: ${SUB_INDUSTRY_KEYS.join(', ')}`,
    );
  }
  return id;
}

/**
 * The entry ids of a folder of JSON entries (English file names without `.en.json`). Astro's
 * `reference()` does not check that a glob-loaded entry exists, so the Markdown collections check ids
 * against these.
 */
function idsIn(folder: string): string[] {
  return readdirSync(`${root}/${folder}`)
    .filter((name) => name.endsWith('.en.json'))
    .map((name) => name.slice(0, -'.en.json'.length))
    .sort();
}

/** An id checked against the files of `folder`, then turned into an Astro reference to `collection`. */
const checkedReference = <C extends 'customers' | 'modules' | 'team'>(what: string, folder: string, collection: C) =>
  knownEntryId(what, `src/content/${folder}`, idsIn(folder)).pipe(reference(collection));

/**
 * The English part of a settings file, which holds both languages (`{ "en": …, "ne": … }`: Decap's
 * i18n keeps a file of a files collection whole, docs/content.md#both-languages-in-one-entry).
 */
const englishPart = <T = Record<string, unknown>>(text: string): T => (JSON.parse(text) as { en: T }).en;

/** A settings file's English object becomes a collection with a single entry of that id. */
const singleEntry = (id: string) => (text: string) => ({ [id]: englishPart(text) });

/** menu.json's English object: one entry per top-level menu key. */
const menuEntries = (text: string) => englishPart<Record<string, Record<string, unknown>>>(text);

export const collections = {
  site: defineCollection({
    loader: reporting(file(`${root}/site.json`, { parser: singleEntry('site') })),
    schema: siteSchema,
  }),
  home: defineCollection({
    loader: reporting(file(`${root}/home.json`, { parser: singleEntry('home') })),
    schema: homeSchema,
  }),
  supportPage: defineCollection({
    loader: reporting(file(`${root}/support-page.json`, { parser: singleEntry('support') })),
    schema: supportPageSchema,
  }),
  pricingPage: defineCollection({
    loader: reporting(file(`${root}/pricing-page.json`, { parser: singleEntry('pricing') })),
    schema: pricingPageSchema,
  }),
  /** Title and meta description per path, e.g. "/pricing"; the file lists them (see pageMetaEntries). */
  pageMeta: defineCollection({
    loader: reporting(file(`${root}/page-meta.json`, { parser: pageMetaEntries })),
    schema: pageMeta,
  }),
  menu: defineCollection({ loader: reporting(file(`${root}/menu.json`, { parser: menuEntries })), schema: menuSchema }),
  footerLinks: defineCollection({
    loader: reporting(file(`${root}/footer-links.json`, { parser: singleEntry('footer') })),
    schema: footerLinksSchema,
  }),
  industries: defineCollection({
    loader: reporting(glob({ pattern: '*.en.json', base: `${root}/industries`, generateId: englishId })),
    schema: industrySchema,
  }),
  subIndustries: defineCollection({
    loader: reporting(glob({ pattern: '*/*.en.json', base: `${root}/sub-industries`, generateId: catalogueKeyId })),
    schema: subIndustrySchema,
  }),
  modules: defineCollection({
    loader: reporting(glob({ pattern: '*.en.json', base: `${root}/modules`, generateId: englishId })),
    schema: moduleSchema,
  }),
  pricing: defineCollection({
    loader: reporting(glob({ pattern: '*/*.en.json', base: `${root}/pricing`, generateId: catalogueKeyId })),
    schema: pricingSchema,
  }),
  customers: defineCollection({
    loader: reporting(glob({ pattern: '*.en.json', base: `${root}/customers`, generateId: englishId })),
    schema: customerSchema,
  }),
  team: defineCollection({
    loader: reporting(glob({ pattern: '*.en.json', base: `${root}/team`, generateId: englishId })),
    schema: teamMemberSchema,
  }),
  /** One FAQ set per page that shows one: home, healthcare, hospital, …, pricing, support. */
  faqs: defineCollection({
    loader: reporting(glob({ pattern: '*.en.json', base: `${root}/faqs`, generateId: englishId })),
    schema: faqSetSchema,
  }),
  /** Customer stories in Markdown → /customer-stories/{file name}. */
  stories: defineCollection({
    loader: reporting(glob({ pattern: '*.en.md', base: `${root}/stories`, generateId: englishId })),
    schema: storySchema({
      customer: checkedReference('customer', 'customers', 'customers'),
      module: checkedReference('module', 'modules', 'modules'),
    }),
  }),
  /**
   * Their Nepali texts (docs/languages.md#content-in-nepali), `{slug}.ne.md` beside each English
   * story: the texts its teasers show in the front matter, the story itself as the Markdown body.
   */
  nepaliStories: defineCollection({
    loader: reporting(
      withoutBlankNepaliFiles(glob({ pattern: '*.ne.md', base: `${root}/stories`, generateId: nepaliId })),
    ),
    schema: storyTextsSchema,
  }),
  /** News articles in Markdown → /news/{file name}. */
  news: defineCollection({
    loader: reporting(glob({ pattern: '*.en.md', base: `${root}/news`, generateId: englishId })),
    schema: newsSchema({ author: checkedReference('team member', 'team', 'team') }),
  }),
  /** Company and legal pages in Markdown → /{file name}: about-us, security, privacy-policy, terms-of-use. */
  pages: defineCollection({
    loader: reporting(glob({ pattern: '*.en.md', base: `${root}/pages`, generateId: englishId })),
    schema: markdownPageSchema,
  }),
  /** Their Nepali texts (docs/languages.md#content-in-nepali), `{id}.ne.md` beside each English page. */
  nepaliPages: defineCollection({
    loader: reporting(
      withoutBlankNepaliFiles(glob({ pattern: '*.ne.md', base: `${root}/pages`, generateId: nepaliId })),
    ),
    schema: markdownPageSchema,
  }),
};
