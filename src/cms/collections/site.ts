/** The CMS's "Site settings and page texts": company facts, menu, footer links, home, support and pricing page texts, page titles. */
import type { CmsCollection, CmsField } from 'decap-cms-core';
import {
  cardList,
  carouselItemFields,
  choice,
  decimal,
  featureCardFields,
  group,
  icon,
  iconTextFields,
  integer,
  longText,
  textList,
  objectList,
  section,
  text,
} from '../fields';
import { STATUSES } from './catalogue';
import { CONTENT } from './files';
import { pricingPageFields } from './pricing';

/** Text fields named `names` with one hint, in a collapsed group. */
const textGroup = (name: string, names: readonly string[], hint: string, label?: string): CmsField =>
  group(
    name,
    names.map((field) => text(field, { hint })),
    { collapsed: true, ...(label ? { label } : {}) },
  );

const siteFields: CmsField[] = [
  text('companyName'),
  text('legalName'),
  text('productName'),
  text('tagline'),
  longText('description'),
  integer('foundedYear', { min: 1990 }),
  group(
    'address',
    [
      text('building'),
      text('street'),
      text('city'),
      text('district'),
      text('postalCode', { hint: 'Five digits, e.g. 44600' }),
      text('country'),
      text('countryCode', { hint: 'Two capital letters, e.g. NP' }),
      decimal('latitude'),
      decimal('longitude'),
      text('mapUrl', { label: 'Map link' }),
      text('mapEmbedUrl', { label: 'Embedded map address' }),
    ],
    { collapsed: true },
  ),
  textGroup('phones', ['office', 'sales', 'support'], 'e.g. +977 1-4218760'),
  textGroup('whatsapp', ['sales', 'support'], 'e.g. +977 985-1047236', 'WhatsApp'),
  textGroup('emails', ['general', 'sales', 'support'], 'e.g. info@sarathierp.com.np', 'E-mail addresses'),
  group(
    'hours',
    [
      text('weekdays'),
      text('opens', { hint: 'HH:MM, e.g. 09:30' }),
      text('closes', { hint: 'HH:MM, e.g. 18:30' }),
      text('timezone'),
      text('weekend'),
      text('enterprise'),
    ],
    { label: 'Business hours', collapsed: true },
  ),
  objectList(
    'social',
    [text('name'), text('url'), choice('brand', ['facebook', 'instagram', 'youtube', 'tiktok', 'x'])],
    { label: 'Social profiles', min: 1, summary: '{{fields.name}}' },
  ),
  text('loginUrl', { label: 'Customer login address' }),
  text('previewVideoUrl', { label: 'Product tour video', hint: 'The MP4 under /video/ that npm run video makes' }),
  group(
    'footer',
    [text('ctaTitle'), longText('ctaDescription'), cardList('highlights', iconTextFields(), { min: 1 })],
    { collapsed: true },
  ),
];

const homeFields: CmsField[] = [
  group(
    'hero',
    [text('badge'), text('title'), longText('description'), text('videoButton', { label: 'Video button text' })],
    { collapsed: true },
  ),
  section('whyChooseUs', [cardList('items', featureCardFields(), { min: 1 })], { label: 'Why choose us' }),
  section('reach', [
    objectList('counters', [text('label'), integer('value', { min: 1 }), icon()], {
      min: 1,
      summary: '{{fields.value}} {{fields.label}}',
    }),
  ]),
  section('industries'),
  section('modules'),
  section('slideshow', [cardList('slides', carouselItemFields('slideshow'), { min: 1 })]),
  section('implementation', [cardList('steps', iconTextFields(), { min: 1 })]),
  section('customers'),
];

const supportPageFields: CmsField[] = [
  group('hero', [text('badge'), text('title'), longText('description')], { collapsed: true }),
  section('features', [cardList('items', featureCardFields(), { min: 1 })]),
  group('services', [text('title'), cardList('items', iconTextFields(), { min: 1 })], { collapsed: true }),
  section('team'),
];

/** A menu item and its sub-items, `depth` levels deep. */
function menuItemFields(depth: number): CmsField[] {
  const fields: CmsField[] = [
    text('title'),
    text('href', { label: 'Link' }),
    text('description', { optional: true }),
    choice('status', STATUSES, { optional: true }),
  ];
  if (depth === 1) return fields;
  return [...fields, cardList('items', menuItemFields(depth - 1), { label: 'Sub-items', optional: true })];
}

/** The top-level menu entries, each kept under its key in menu.json. */
export const MENU_KEYS = ['products', 'industries', 'modules', 'customers', 'pricing', 'support'] as const;

const menuFields: CmsField[] = MENU_KEYS.map((key) =>
  group(key, [integer('order', { hint: 'Position in the bar; lower comes first' }), ...menuItemFields(3)], {
    collapsed: true,
  }),
);

const pageMetaFields: CmsField[] = [
  objectList(
    'pages',
    [
      text('path', {
        hint: 'The page path, e.g. /pricing; "default" is used by pages without an entry',
        pattern: ['^(default$|/|#)', 'a path starting with "/" or the word default'],
      }),
      text('title', { hint: 'At most 70 characters' }),
      longText('description', { hint: '50 to 170 characters' }),
    ],
    { label: 'Pages', min: 1, summary: '{{fields.path}}', labelSingular: 'page' },
  ),
];

/** A footer link: its text and the site path it opens. */
const footerLinkFields = (): CmsField[] => [
  text('label', { label: 'Text' }),
  text('href', { label: 'Link', hint: 'A path of this site, e.g. /pricing' }),
];

const footerLinksFields: CmsField[] = [
  objectList(
    'columns',
    [
      text('id', { hint: 'Names the column for screen readers, e.g. footer-quick-links; unique' }),
      text('heading'),
      objectList('links', footerLinkFields(), { min: 1, summary: '{{fields.label}}', labelSingular: 'link' }),
    ],
    { label: 'Link columns', min: 2, max: 2, summary: '{{fields.heading}}', labelSingular: 'column' },
  ),
  objectList('legal', footerLinkFields(), {
    label: 'Legal links',
    min: 1,
    summary: '{{fields.label}}',
    labelSingular: 'link',
  }),
];

/** One file of the settings collection: `name` in the CMS, src/content/{file}. */
const settingsFile = (name: string, label: string, file: string, fields: CmsField[]) => ({
  name,
  label,
  file: `${CONTENT}/${file}`,
  fields,
});

export const settings: CmsCollection = {
  name: 'settings',
  label: 'Site settings and page texts',
  description: 'Company facts, menu, footer links, home page, support and pricing page texts, and page titles.',
  files: [
    settingsFile('site', 'Company facts (address, phones, hours, footer)', 'site.json', siteFields),
    settingsFile('menu', 'Menu', 'menu.json', menuFields),
    settingsFile('footerLinks', 'Footer links', 'footer-links.json', footerLinksFields),
    settingsFile('home', 'Home page sections', 'home.json', homeFields),
    settingsFile('supportPage', 'Support page', 'support-page.json', supportPageFields),
    settingsFile('pricingPage', 'Pricing page', 'pricing-page.json', pricingPageFields),
    settingsFile('pageMeta', 'Page titles and descriptions', 'page-meta.json', pageMetaFields),
  ],
};

/** The Nepali texts of the company facts (src/content/ne/site.json): the texts only, no numbers or links. */
const siteTextsFields: CmsField[] = [
  text('tagline'),
  longText('description'),
  group(
    'address',
    ['building', 'street', 'city', 'district', 'country'].map((name) => text(name)),
    { collapsed: true },
  ),
  group(
    'hours',
    ['weekdays', 'timezone', 'weekend', 'enterprise'].map((name) => text(name)),
    {
      label: 'Business hours',
      collapsed: true,
    },
  ),
  group(
    'footer',
    [
      text('ctaTitle'),
      longText('ctaDescription'),
      objectList('highlights', [text('title'), longText('description')], { min: 1, summary: '{{fields.title}}' }),
    ],
    { collapsed: true },
  ),
];

/** A menu item's Nepali texts and its sub-items', `depth` levels deep. */
function menuItemTextFields(depth: number): CmsField[] {
  const fields: CmsField[] = [text('title'), text('description', { optional: true })];
  if (depth === 1) return fields;
  return [...fields, cardList('items', menuItemTextFields(depth - 1), { label: 'Sub-items', optional: true })];
}

const footerLinksTextsFields: CmsField[] = [
  objectList(
    'columns',
    [
      text('heading'),
      objectList('links', [text('label', { label: 'Text' })], {
        min: 1,
        summary: '{{fields.label}}',
        labelSingular: 'link',
      }),
    ],
    { label: 'Link columns', min: 1, summary: '{{fields.heading}}', labelSingular: 'column' },
  ),
  objectList('legal', [text('label', { label: 'Text' })], {
    label: 'Legal links',
    min: 1,
    summary: '{{fields.label}}',
    labelSingular: 'link',
  }),
];

const NEPALI_HINT = 'The same items in the same order as the English entry; links, icons and numbers come from it.';

/** Title and description of a card or section, in Nepali. */
const titled = (): CmsField[] => [text('title'), longText('description')];

const supportPageTextsFields: CmsField[] = [
  group('hero', [text('badge'), text('title'), longText('description')], { collapsed: true }),
  group(
    'features',
    [
      text('title'),
      longText('subtitle'),
      objectList('items', [...titled(), textList('bullets', { optional: true })], {
        min: 1,
        summary: '{{fields.title}}',
      }),
    ],
    { collapsed: true },
  ),
  group('services', [text('title'), objectList('items', titled(), { min: 1, summary: '{{fields.title}}' })], {
    collapsed: true,
  }),
  group('team', [text('title'), text('subtitle')], { collapsed: true }),
];

/** A section's title and subtitle, in Nepali, with the fields of its items after them. */
const sectionTexts = (name: string, fields: CmsField[] = [], label?: string): CmsField =>
  group(name, [text('title'), longText('subtitle'), ...fields], { collapsed: true, ...(label ? { label } : {}) });

/** The pricing page's texts in Nepali (the modules' icons come from the English page). */
const pricingPageTextsFields: CmsField[] = [
  group('hero', [text('badge'), text('title'), text('highlight'), longText('description')], { collapsed: true }),
  sectionTexts('products', [], 'Products section'),
  sectionTexts('industries', [], 'Industries section'),
  sectionTexts('plans', [], 'Plans section'),
  group(
    'tailored',
    [
      text('title'),
      longText('description'),
      objectList('modules', titled(), { min: 1, summary: '{{fields.title}}' }),
      longText('contactText'),
    ],
    { label: 'Tailored pricing section', collapsed: true },
  ),
];

const homeTextsFields: CmsField[] = [
  group(
    'hero',
    [text('badge'), text('title'), longText('description'), text('videoButton', { label: 'Video button text' })],
    { collapsed: true },
  ),
  sectionTexts(
    'whyChooseUs',
    [
      objectList('items', [...titled(), textList('bullets', { optional: true })], {
        min: 1,
        summary: '{{fields.title}}',
      }),
    ],
    'Why choose us',
  ),
  sectionTexts('reach', [objectList('counters', [text('label')], { min: 1, summary: '{{fields.label}}' })]),
  sectionTexts('industries'),
  sectionTexts('modules'),
  sectionTexts('slideshow', [
    objectList('slides', [text('alt', { label: 'Picture description', optional: true }), ...titled()], {
      min: 1,
      summary: '{{fields.title}}',
    }),
  ]),
  sectionTexts('implementation', [objectList('steps', titled(), { min: 1, summary: '{{fields.title}}' })]),
  sectionTexts('customers'),
];

/** A FAQ set's Nepali texts: the questions and answers of the English set, in its order. */
export const faqSetTextsFields: CmsField[] = [
  text('title', { optional: true }),
  text('subtitle', { optional: true }),
  objectList('items', [text('question'), longText('answer')], { min: 1, summary: '{{fields.question}}' }),
];

/** The support team's names in Devanagari and their posts (src/content/ne/team/), one file per English member. */
export const nepaliTeam: CmsCollection = {
  name: 'nepaliTeam',
  label: 'नेपाली: support team',
  label_singular: 'Team member in Nepali',
  description: `Names and posts of the support team on the Nepali support page, one file per English team member (same file name).`,
  folder: `${CONTENT}/ne/team`,
  extension: 'json',
  format: 'json',
  create: true,
  slug: '{{slug}}',
  identifier_field: 'name',
  fields: [text('name'), text('post', { label: 'Job title' })],
};

/**
 * नेपाली: the Nepali texts laid over the English entries on the Nepali pages (docs/languages.md).
 * Each file holds the texts of one English entry, item for item.
 */
export const nepali: CmsCollection = {
  name: 'nepali',
  label: 'नेपाली (Nepali texts)',
  description: `The Nepali pages' texts of the company facts, menu, footer links, home and support pages. ${NEPALI_HINT}`,
  files: [
    settingsFile('site', 'Company facts in Nepali', 'ne/site.json', siteTextsFields),
    settingsFile(
      'menu',
      'Menu in Nepali',
      'ne/menu.json',
      MENU_KEYS.map((key) => group(key, menuItemTextFields(3), { collapsed: true })),
    ),
    settingsFile('footerLinks', 'Footer links in Nepali', 'ne/footer-links.json', footerLinksTextsFields),
    settingsFile('supportPage', 'Support page in Nepali', 'ne/support-page.json', supportPageTextsFields),
    settingsFile('supportFaqs', 'Support FAQ in Nepali', 'ne/faqs/support.json', faqSetTextsFields),
    settingsFile('home', 'Home page in Nepali', 'ne/home.json', homeTextsFields),
    settingsFile('homeFaqs', 'Home page FAQ in Nepali', 'ne/faqs/home.json', faqSetTextsFields),
    settingsFile('pricingPage', 'Pricing page in Nepali', 'ne/pricing-page.json', pricingPageTextsFields),
    settingsFile('pricingFaqs', 'Pricing FAQ in Nepali', 'ne/faqs/pricing.json', faqSetTextsFields),
  ],
};
