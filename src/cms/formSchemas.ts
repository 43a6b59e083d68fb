/**
 * The zod schema behind each form of the CMS (a folder collection, or one file of a files
 * collection), as the build validates those files. The editor (src/cms/admin.ts) checks each entry
 * with them before saving (src/cms/validation.ts); tests/unit/cmsDrift.test.ts holds the forms to
 * them. Browser-safe: the schemas read files on disk only where Node runs them.
 */
import type { CmsCollection, CmsField } from 'decap-cms-core';
import { z } from 'astro/zod';
import { pageMeta } from '../schemas/common';
import { industrySchema, subIndustrySchema } from '../schemas/industry';
import { moduleSchema } from '../schemas/module';
import { newsSchema } from '../schemas/news';
import { markdownPageSchema } from '../schemas/page';
import { customerSchema, teamMemberSchema } from '../schemas/people';
import { pricingSchema } from '../schemas/pricing';
import {
  faqSetSchema,
  footerLinksSchema,
  homeSchema,
  menuSchema,
  pricingPageSchema,
  siteSchema,
  supportPageSchema,
} from '../schemas/site';
import { storySchema } from '../schemas/story';
import {
  customerTextsSchema,
  faqSetTextsSchema,
  footerLinksTextsSchema,
  homeTextsSchema,
  industryTextsSchema,
  menuTextsSchema,
  moduleTextsSchema,
  pricingPageTextsSchema,
  pricingTextsSchema,
  subIndustryTextsSchema,
  siteTextsSchema,
  storyTextsSchema,
  newsTextsSchema,
  supportPageTextsSchema,
  teamMemberTextsSchema,
} from '../schemas/translations';
import { MENU_KEYS } from './collections/site';

/** A reference as the stories and news files hold it: the id of another entry (checked by the build). */
const entryId = z.string();

/**
 * The schema of each form, keyed like the forms of {@link cmsForms}: a collection's name, or
 * `{collection}/{file}` for a file of a files collection whose files differ (the settings).
 */
export const FORM_SCHEMAS: Record<string, z.ZodTypeAny> = {
  modules: moduleSchema,
  customers: customerSchema,
  team: teamMemberSchema,
  stories: storySchema({ customer: entryId, module: entryId }),
  news: newsSchema({ author: entryId }),
  pages: markdownPageSchema,
  faqs: faqSetSchema,
  industries: industrySchema,
  subIndustries: subIndustrySchema,
  pricing: pricingSchema,
  'settings/site': siteSchema,
  'settings/home': homeSchema,
  'settings/supportPage': supportPageSchema,
  'settings/pricingPage': pricingPageSchema,
  'settings/footerLinks': footerLinksSchema,
  'settings/menu': z.strictObject(Object.fromEntries(MENU_KEYS.map((key) => [key, menuSchema]))),
  pageMeta: z.strictObject({
    pages: z.array(z.strictObject({ path: z.string(), ...pageMeta.shape })).min(1),
  }),
};

/**
 * The schema of each form's Nepali text (src/schemas/translations.ts), keyed like
 * {@link FORM_SCHEMAS}: the fields the CMS marks translated (`i18n: true`) are exactly the ones these
 * accept (tests/unit/cmsDrift.test.ts). Page titles and descriptions have no Nepali text: the Nepali
 * pages have their own entries there.
 */
export const TRANSLATION_SCHEMAS: Record<string, z.ZodTypeAny> = {
  modules: moduleTextsSchema,
  customers: customerTextsSchema,
  team: teamMemberTextsSchema,
  stories: storyTextsSchema,
  news: newsTextsSchema,
  pages: markdownPageSchema,
  faqs: faqSetTextsSchema,
  industries: industryTextsSchema,
  subIndustries: subIndustryTextsSchema,
  pricing: pricingTextsSchema,
  'settings/site': siteTextsSchema,
  'settings/home': homeTextsSchema,
  'settings/supportPage': supportPageTextsSchema,
  'settings/pricingPage': pricingPageTextsSchema,
  'settings/footerLinks': footerLinksTextsSchema,
  'settings/menu': z.strictObject(Object.fromEntries(MENU_KEYS.map((key) => [key, menuTextsSchema]))),
};

/** One form of the CMS: its key in {@link FORM_SCHEMAS}, its fields, and whether it is Markdown with front matter. */
export interface CmsForm {
  /** `news`, or `settings/home` for a file of a files collection (the name Decap gives its entry). */
  name: string;
  /** The key of its schema in {@link FORM_SCHEMAS}: the collection's name where all its files share one. */
  schemaKey: string;
  fields: CmsField[];
  /** Front matter and a Markdown `body` below it; the body is no field of the schema. */
  frontMatter: boolean;
}

/** Every form of `collections`: each folder collection, and each file of a files collection. */
export function cmsForms(collections: readonly CmsCollection[]): CmsForm[] {
  return collections.flatMap((collection): CmsForm[] => {
    if (collection.files) {
      return collection.files.map((file) => ({
        name: `${collection.name}/${file.name}`,
        schemaKey: collection.name in FORM_SCHEMAS ? collection.name : `${collection.name}/${file.name}`,
        fields: file.fields,
        frontMatter: false,
      }));
    }
    return [
      {
        name: collection.name,
        schemaKey: collection.name,
        fields: collection.fields ?? [],
        frontMatter: collection.format === 'frontmatter',
      },
    ];
  });
}
