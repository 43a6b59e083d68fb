/**
 * The zod schema behind each form of the CMS (a folder collection, or one file of a files
 * collection), as the build validates those files. Node only (the schemas check files on disk):
 * read at build time by src/pages/admin.astro, which derives the form rules from them
 * (src/cms/schemaRules.ts), and by tests/unit/cmsDrift.test.ts.
 */
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
