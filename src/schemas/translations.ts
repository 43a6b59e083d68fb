/**
 * The Nepali texts of content entries (docs/languages.md#content-in-nepali), each beside its English
 * text (`{entry}.ne.json`, or the `"ne"` object of a settings file): the entry's texts only, in the
 * English entry's shape. What is not here (links, icons, numbers, order, e-mail addresses, phone
 * numbers) is read from the English entry. The build lays a twin over its English entry
 * (src/data/translations.ts) and checks the result with the English schema.
 */
import { z } from 'astro/zod';
import type { ZodTypeAny } from 'astro/zod';

const words = z.string().min(2);

/** src/content/site.json, "ne": the company facts' texts. */
export const siteTextsSchema = z.strictObject({
  tagline: words,
  description: words,
  address: z.strictObject({ building: words, street: words, city: words, district: words, country: words }),
  hours: z.strictObject({ weekdays: words, timezone: words, weekend: words, enterprise: words }),
  footer: z.strictObject({
    ctaTitle: words,
    ctaDescription: words,
    highlights: z.array(z.strictObject({ title: words, description: words })).min(1),
  }),
});

/** A menu entry's texts and its sub-items', as deep as the menu goes. */
const menuItemTexts: ZodTypeAny = z.lazy(() =>
  z.strictObject({ title: words, description: words.optional(), items: z.array(menuItemTexts).optional() }),
);

/** One top-level menu entry of src/content/menu.json, "ne". */
export const menuTextsSchema = menuItemTexts;

/** src/content/footer-links.json, "ne": the column headings and the links' texts. */
export const footerLinksTextsSchema = z.strictObject({
  columns: z.array(z.strictObject({ heading: words, links: z.array(z.strictObject({ label: words })).min(1) })).min(1),
  legal: z.array(z.strictObject({ label: words })).min(1),
});

/** src/content/support-page.json, "ne": the support page's texts (icons and order from the English entry). */
export const supportPageTextsSchema = z.strictObject({
  hero: z.strictObject({ badge: words, title: words, description: words }),
  features: z.strictObject({
    title: words,
    subtitle: words,
    items: z.array(z.strictObject({ title: words, description: words, bullets: z.array(words).optional() })).min(1),
  }),
  services: z.strictObject({
    title: words,
    items: z.array(z.strictObject({ title: words, description: words })).min(1),
  }),
  team: z.strictObject({ title: words, subtitle: words }),
});

/** src/content/faqs/{id}.ne.json: a FAQ set's questions and answers, in the English order. */
export const faqSetTextsSchema = z.strictObject({
  title: words.optional(),
  subtitle: words.optional(),
  items: z.array(z.strictObject({ question: words, answer: words })).min(1),
});

/** src/content/team/{id}.ne.json: a team member's name in Devanagari and post. */
export const teamMemberTextsSchema = z.strictObject({ name: words, post: words });

/** A feature's name and its sub-features' names, as deep as the English list goes. */
const featureTexts: ZodTypeAny = z.lazy(() =>
  z.strictObject({ name: words, children: z.array(featureTexts).optional() }),
);

/** src/content/modules/{key}.ne.json: a module's title (docs/glossary.md#module-names) and texts. */
export const moduleTextsSchema = z.strictObject({
  title: words,
  description: words,
  mainPoints: z.array(words).optional(),
  features: z.array(featureTexts).optional(),
  benefits: z.array(words).optional(),
});

/** A problem's or a solution's title and description. */
const titledTexts = z.strictObject({ title: words, description: words });

/** A card's title and description, with its bullet points where the English card has them. */
const cardTexts = titledTexts.extend({ bullets: z.array(words).optional() });

/** src/content/industries/{id}.ne.json: an industry's name and texts (hero and cards of available ones). */
export const industryTextsSchema = z.strictObject({
  name: words,
  tagline: words,
  description: words,
  hero: z.strictObject({ badge: words, title: words, highlight: words, description: words }).optional(),
  whyChooseUs: z.array(cardTexts).optional(),
  cta: z.strictObject({ title: words, description: words }).optional(),
});

/**
 * src/content/sub-industries/{industry}/{subIndustry}.ne.json: a product's name and its page's
 * texts, with its screenshots' descriptions and captions (the pictures themselves stay English).
 */
export const subIndustryTextsSchema = z.strictObject({
  name: words,
  productName: words,
  description: words,
  keypoints: z.array(words).min(1),
  hero: z.strictObject({ label: words, title: words, subtitle: words }),
  problems: z.array(titledTexts).min(1),
  solutions: z.array(titledTexts).min(1),
  benefits: z.array(words).min(1),
  keyFeatures: z.array(cardTexts).min(1),
  screenshots: z.array(z.strictObject({ alt: words, title: words, description: words })).min(1),
});

/** A section heading's title and subtitle. */
const sectionTexts = z.strictObject({ title: words, subtitle: words });

/** src/content/home.json, "ne": the home page's texts (icons, counter values and images from the English entry). */
export const homeTextsSchema = z.strictObject({
  hero: z.strictObject({ badge: words, title: words, description: words, videoButton: words }),
  whyChooseUs: sectionTexts.extend({ items: z.array(cardTexts).min(1) }),
  reach: sectionTexts.extend({ counters: z.array(z.strictObject({ label: words })).min(1) }),
  industries: sectionTexts,
  modules: sectionTexts,
  slideshow: sectionTexts.extend({
    slides: z.array(z.strictObject({ alt: words.optional(), title: words, description: words })).min(1),
  }),
  implementation: sectionTexts.extend({ steps: z.array(z.strictObject({ title: words, description: words })).min(1) }),
  customers: sectionTexts,
});

/** src/content/customers/{id}.ne.json: a customer's name as written in Nepali, and its town. */
export const customerTextsSchema = z.strictObject({ name: words, location: words });

/**
 * src/content/stories/{slug}.ne.md: a customer story's texts in its front matter (title, summary,
 * results, quote, cover description); the Markdown body is the story itself.
 */
export const storyTextsSchema = z.strictObject({
  title: words,
  summary: words,
  results: z.array(z.strictObject({ figure: z.string().min(1), label: words })).min(1),
  quote: z.strictObject({ text: words, person: words, role: words }),
  coverAlt: words,
});

/**
 * src/content/news/{slug}.ne.md (front matter only): a news article's title, summary, cover description and tags as
 * the Nepali news list shows them; the article itself stays English (its Nepali route says so).
 */
export const newsTextsSchema = z.strictObject({
  title: words,
  description: words,
  coverAlt: words,
  tags: z.array(words).optional(),
});

/** A comparison row's or category's name and note, its values (yes, no or a text), as deep as the English table goes. */
const comparisonTexts: ZodTypeAny = z.lazy(() =>
  z.strictObject({
    name: words,
    tooltip: words.optional(),
    data: z.array(z.string().min(1)).optional(),
    children: z.array(comparisonTexts).optional(),
  }),
);

/**
 * src/content/pricing/{industry}/{subIndustry}.ne.json: a product's plan texts. Tier names, plans,
 * prices and links stay in the English record (plan names in Nepali: src/i18n/pricing.ts); the
 * card features and the comparison table follow the English lists item for item, 'yes' and 'no'
 * kept as they are.
 */
export const pricingTextsSchema = z.strictObject({
  pricingTiers: z.array(z.strictObject({ description: words, cta: words })).length(4),
  cardFeatures: z.array(z.strictObject({ features: z.array(words).min(1) })),
  comparison: z.strictObject({ comparisonFeatures: z.array(comparisonTexts).min(1) }),
});

/** src/content/pricing-page.json, "ne": the pricing page's texts (the modules' icons from the English entry). */
export const pricingPageTextsSchema = z.strictObject({
  hero: z.strictObject({ badge: words, title: words, highlight: words, description: words }),
  products: sectionTexts,
  industries: sectionTexts,
  plans: sectionTexts,
  tailored: z.strictObject({
    title: words,
    description: words,
    modules: z.array(z.strictObject({ title: words, description: words })).min(1),
    contactText: words,
  }),
});
