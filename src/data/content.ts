/**
 * Typed, sorted access to the content collections for pages and layouts (build time only).
 * Each function returns plain serialisable data, ready to pass to components or islands.
 * Missing singletons throw, which fails the build with the collection named.
 */
import { contentPicture } from './pictures';
import { artIn } from './localizedArt';
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { byCatalogueOrder } from '../lib/modules';
import type { Locale } from '../i18n/locales';
import {
  faqSetSchema,
  footerLinksSchema,
  homeSchema,
  menuSchema,
  pricingPageSchema,
  siteSchema,
  supportPageSchema,
} from '../schemas/site';
import { pricingSchema, type PricingRecord } from '../schemas/pricing';
import {
  customerTextsSchema,
  faqSetTextsSchema,
  footerLinksTextsSchema,
  homeTextsSchema,
  menuTextsSchema,
  siteTextsSchema,
  supportPageTextsSchema,
  industryTextsSchema,
  moduleTextsSchema,
  pricingPageTextsSchema,
  pricingTextsSchema,
  subIndustryTextsSchema,
  teamMemberTextsSchema,
} from '../schemas/translations';
import { moduleSchema } from '../schemas/module';
import { inLocale, translate } from './translations';
import { localizedHref } from '../i18n/pageLocales';

type SingletonCollection = 'site' | 'home' | 'supportPage' | 'pricingPage' | 'footerLinks';

/** The data of the one entry `id` of `collection`; throws naming src/content/{file} when it is missing. */
async function singleton<C extends SingletonCollection>(collection: C, id: string, file: string) {
  const entry = await getEntry(collection, id);
  if (!entry) throw new Error(`src/content/${file} is missing`);
  return entry.data as CollectionEntry<C>['data'];
}

/** Company facts (src/content/site.json), their texts in `locale` (docs/languages.md#content-in-nepali). */
export const getSite = async (locale: Locale = 'en') =>
  inLocale(locale, 'site.json', await singleton('site', 'site', 'site.json'), {
    schema: siteSchema,
    twinSchema: siteTextsSchema,
  });

/** The footer's link columns and legal links (src/content/footer-links.json), labelled in `locale`. */
export const getFooterLinks = async (locale: Locale = 'en') =>
  inLocale(locale, 'footer-links.json', await singleton('footerLinks', 'footer', 'footer-links.json'), {
    schema: footerLinksSchema,
    twinSchema: footerLinksTextsSchema,
  });

/**
 * Home page sections (src/content/home.json), their texts in `locale`; each slide's picture is the
 * art kit's drawing with its words in the texts' language where there is one.
 */
export async function getHome(locale: Locale = 'en') {
  const { data: home, locale: textLocale } = translate(
    locale,
    'home.json',
    await singleton('home', 'home', 'home.json'),
    { schema: homeSchema, twinSchema: homeTextsSchema },
  );
  // The slides' art carries words: beside Nepali texts, the kit's Nepali drawing of each slide.
  const slides = home.slideshow.slides.map((slide) => ({
    ...slide,
    image: slide.image && artIn(slide.image, textLocale),
  }));
  return { ...home, slideshow: { ...home.slideshow, slides } };
}

/**
 * Every industry, available ones first, by `order`, its texts in `locale`. Each item carries its
 * slug as `id`, and `contentLocale`: the language its texts are in (`en` for an industry whose
 * Nepali text is missing: its page and cards mark it, docs/languages.md#when-a-nepali-text-is-missing).
 */
export async function getIndustries(locale: Locale = 'en') {
  const entries = await getCollection('industries');
  return entries
    .map((entry) => {
      const texts = translate(locale, `industries/${entry.id}.json`, entry.data, { twinSchema: industryTextsSchema });
      return { id: entry.id, ...texts.data, contentLocale: texts.locale };
    })
    .sort((a, b) => a.order - b.order);
}

export type IndustryView = Awaited<ReturnType<typeof getIndustries>>[number];

/**
 * Sub-industries (product packages) by `order`, optionally of one industry, their texts in
 * `locale`. `id` is `industry/subIndustry`; `link` is the product page in `locale` where it is
 * built (else the English page); `contentLocale` the language its texts are in (`en` for a product
 * whose Nepali text is missing).
 */
export async function getSubIndustries(industry?: string, locale: Locale = 'en') {
  const entries = await getCollection('subIndustries', (entry) => !industry || entry.data.industry === industry);
  return (
    entries
      .map((entry) => {
        const texts = translate(locale, `sub-industries/${entry.id}.json`, entry.data, {
          twinSchema: subIndustryTextsSchema,
        });
        const product = texts.data;
        return { id: entry.id, ...product, link: localizedHref(product.link, locale), contentLocale: texts.locale };
      })
      // Products of two industries may share an order: their keys settle it, whatever order the files load in.
      .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id))
  );
}

export type SubIndustryView = Awaited<ReturnType<typeof getSubIndustries>>[number];

/**
 * The module files as written, before the schema turns their feature lists into trees: a Nepali
 * twin mirrors the file, so it is laid over this and the result checked and parsed again.
 */
const MODULE_FILES = import.meta.glob<unknown>('/src/content/modules/*.en.json', { eager: true, import: 'default' });

/**
 * Every module in catalogue order, with its key, its texts in `locale`, and `contentLocale`: the
 * language its texts are in (`en` for a module whose Nepali text is missing).
 */
export async function getModules(locale: Locale = 'en') {
  const entries = await getCollection('modules');
  return entries
    .map((entry) => {
      if (locale === 'en') return { key: entry.id, ...entry.data, contentLocale: locale };
      const file = `modules/${entry.id}.json`;
      const written = MODULE_FILES[`/src/content/modules/${entry.id}.en.json`] ?? {};
      const texts = translate(locale, file, written, { schema: moduleSchema, twinSchema: moduleTextsSchema });
      return { key: entry.id, ...moduleSchema.parse(texts.data), contentLocale: texts.locale };
    })
    .sort(byCatalogueOrder);
}

export type ModuleView = Awaited<ReturnType<typeof getModules>>[number];

/**
 * Customers by `order` (the first 12 feed the home carousel), names and towns in `locale`
 * (`contentLocale` says `en` for a customer whose Nepali text is missing: its card marks it). A logo
 * uploaded as a photo (PNG, JPEG, WebP) is served as a small WebP copy fit for the cards (at most
 * 128 px, src/data/pictures.ts); SVG logos as they are.
 */
export async function getCustomers(locale: Locale = 'en') {
  const entries = await getCollection('customers');
  const customers = await Promise.all(
    entries.map(async (entry) => {
      const texts = translate(locale, `customers/${entry.id}.json`, entry.data, { twinSchema: customerTextsSchema });
      return {
        id: entry.id,
        ...texts.data,
        contentLocale: texts.locale,
        logo: entry.data.logo && (await contentPicture(entry.data.logo, 128, 128, undefined, 'contain')).src,
      };
    }),
  );
  return customers.sort((a, b) => a.order - b.order);
}

export type CustomerView = Awaited<ReturnType<typeof getCustomers>>[number];

/**
 * Everyone in the team collection (company leaders and support), by `order`; names and posts in
 * `locale` (`contentLocale` says `en` for a member whose Nepali text is missing).
 */
export async function getTeam(locale: Locale = 'en') {
  const entries = await getCollection('team');
  return entries
    .map((entry) => {
      const texts = translate(locale, `team/${entry.id}.json`, entry.data, { twinSchema: teamMemberTextsSchema });
      return { id: entry.id, ...texts.data, contentLocale: texts.locale };
    })
    .sort((a, b) => a.order - b.order);
}

/** The members shown as the support team on /support, by `order`; names and posts in `locale`. */
export async function getSupportTeam(locale: Locale = 'en') {
  return (await getTeam(locale)).filter((member) => member.supportTeam);
}

/**
 * The FAQ set of a page (src/content/faqs/{id}.en.json) in `locale`, with `contentLocale`: the
 * language its texts are in (`en` for a set whose Nepali text is missing or out of date: its
 * section marks it). Throws when the page has none.
 */
export async function getFaqs(id: string, locale: Locale = 'en') {
  const entry = await getEntry('faqs', id);
  if (!entry) throw new Error(`src/content/faqs/${id}.en.json is missing`);
  const texts = translate(locale, `faqs/${id}.json`, entry.data, {
    schema: faqSetSchema,
    twinSchema: faqSetTextsSchema,
  });
  return { ...texts.data, contentLocale: texts.locale };
}

/**
 * The pricing files as written, before the schema turns their card features into a map: a Nepali
 * twin mirrors the file, so it is laid over this and the result checked and parsed again.
 */
const PRICING_FILES = import.meta.glob<unknown>('/src/content/pricing/*/*.en.json', { eager: true, import: 'default' });

/**
 * A pricing record in `locale`: its texts from the Nepali twin (tier names stay the English keys:
 * the plans' names in each language are src/i18n/pricing.ts), its buttons linking the pages of
 * that language.
 */
function pricingInLocale(key: string, english: PricingRecord, locale: Locale): PricingRecord {
  if (locale === 'en') return english;
  const file = `pricing/${key}.json`;
  const written = PRICING_FILES[`/src/content/pricing/${key}.en.json`] ?? {};
  const record = pricingSchema.parse(
    inLocale(locale, file, written, { schema: pricingSchema, twinSchema: pricingTextsSchema }),
  );
  return {
    ...record,
    pricingTiers: record.pricingTiers.map((tier) => ({ ...tier, ctaLink: localizedHref(tier.ctaLink, locale) })),
  };
}

/** The pricing record of `industry/subIndustry` in `locale`, or undefined when there is none. */
export async function getPricing(key: string, locale: Locale = 'en') {
  const entry = await getEntry('pricing', key);
  return entry && pricingInLocale(key, entry.data, locale);
}

/**
 * Every pricing record keyed `industry/subIndustry`, in `locale` (the shape of
 * /constants/pricing.json and /constants/pricing-ne.json).
 */
export async function getAllPricing(locale: Locale = 'en') {
  const entries = await getCollection('pricing');
  return Object.fromEntries(entries.map((entry) => [entry.id, pricingInLocale(entry.id, entry.data, locale)]));
}

/** Top-level menu entries in bar order, their titles and descriptions in `locale`. */
export async function getMenu(locale: Locale = 'en') {
  const entries = await getCollection('menu');
  return entries
    .map((entry) => ({
      id: entry.id,
      ...inLocale(locale, 'menu.json', entry.data, { key: entry.id, schema: menuSchema, twinSchema: menuTextsSchema }),
    }))
    .sort((a, b) => a.order - b.order);
}

/** Title and description per path, with the `default` entry. */
export async function getPageMeta() {
  const entries = await getCollection('pageMeta');
  return Object.fromEntries(entries.map((entry) => [entry.id, entry.data]));
}

/**
 * The names of the industry and sub-industry slugs in `locale`, for the breadcrumbs of a page in
 * that language: { healthcare: 'स्वास्थ्य सेवा', hospital: 'अस्पताल', … } (slugs are unique across
 * industries).
 */
export async function getSegmentNames(locale: Locale): Promise<Record<string, string>> {
  const [industries, subIndustries] = await Promise.all([getIndustries(locale), getSubIndustries(undefined, locale)]);
  return Object.fromEntries([
    ...industries.map((industry): [string, string] => [industry.id, industry.name]),
    ...subIndustries.map((entry): [string, string] => [entry.subIndustry, entry.name]),
  ]);
}

/**
 * The sub-industries shown in another language than `locale` (their Nepali text not written yet),
 * keyed `industry/subIndustry`, with that language: { 'healthcare/lab': 'en' }; {} when every one is
 * translated. For the tags and names a page marks (docs/languages.md#when-a-nepali-text-is-missing).
 */
export async function getSubIndustryFallbacks(locale: Locale = 'en'): Promise<Record<string, Locale>> {
  const subIndustries = await getSubIndustries(undefined, locale);
  return Object.fromEntries(
    subIndustries
      .filter((entry) => entry.contentLocale !== locale)
      .map((entry): [string, Locale] => [entry.id, entry.contentLocale]),
  );
}

/**
 * The industry and sub-industry slugs whose names are in another language than `locale` (their
 * Nepali text not written yet), with that language: { hospitality: 'en' }; for the breadcrumbs,
 * beside getSegmentNames.
 */
export async function getSegmentFallbacks(locale: Locale): Promise<Record<string, Locale>> {
  const [industries, subIndustries] = await Promise.all([getIndustries(locale), getSubIndustries(undefined, locale)]);
  return Object.fromEntries(
    [
      ...industries.map((industry): [string, Locale] => [industry.id, industry.contentLocale]),
      ...subIndustries.map((entry): [string, Locale] => [entry.subIndustry, entry.contentLocale]),
    ].filter(([, contentLocale]) => contentLocale !== locale),
  );
}

/** Display names of sub-industries keyed `industry/subIndustry`, e.g. { 'healthcare/hospital': 'Hospital' }. */
export async function getSubIndustryNames(locale: Locale = 'en'): Promise<Record<string, string>> {
  const subIndustries = await getSubIndustries(undefined, locale);
  return Object.fromEntries(subIndustries.map((entry) => [entry.id, entry.name]));
}

/** The two URL prefixes under which industry and module pages exist. */
export const SCOPES = ['products', 'industry'] as const;
export type Scope = (typeof SCOPES)[number];

/** The support page copy (src/content/support-page.json), in `locale`. */
export const getSupportPage = async (locale: Locale = 'en') =>
  inLocale(locale, 'support-page.json', await singleton('supportPage', 'support', 'support-page.json'), {
    schema: supportPageSchema,
    twinSchema: supportPageTextsSchema,
  });

/** The pricing page copy (src/content/pricing-page.json), in `locale`. */
export const getPricingPage = async (locale: Locale = 'en') =>
  inLocale(locale, 'pricing-page.json', await singleton('pricingPage', 'pricing', 'pricing-page.json'), {
    schema: pricingPageSchema,
    twinSchema: pricingPageTextsSchema,
  });
