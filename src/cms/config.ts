/**
 * The Decap CMS configuration of /admin, built in TypeScript (CMS_MANUAL_INIT) so the unit tests
 * can compare every collection with its zod schema (tests/unit/cmsDrift.test.ts). One collection
 * per kind of content an editor changes; the files are the same ones the site is built from, in
 * the shapes src/schemas/ validates.
 */
import type { CmsCollection, CmsCollectionFile, CmsConfig, CmsField } from 'decap-cms-core';
// Only browser-safe modules: the schemas check files on disk (node:fs) and stay out of the bundle.
import { CUSTOMER_INDUSTRY_KEYS, INDUSTRY_CATALOGUE, PRICING_PLANS, SUB_INDUSTRY_KEYS } from '../lib/catalogue';
import {
  choice,
  date,
  decimal,
  fixed,
  group,
  icon,
  image,
  integer,
  longText,
  markdown,
  objectList,
  PATTERNS,
  relation,
  text,
  textList,
  toggle,
} from './fields';

/** Where the content lives, relative to the repository root (Decap's paths are). */
const CONTENT = 'src/content';

const STATUSES = ['available', 'coming-soon'] as const;

/** A feature card (icon, title, description, optional bullets), as src/schemas/common.ts featureCard. */
const featureCardFields = (): CmsField[] => [
  icon(),
  text('title'),
  longText('description'),
  textList('bullets', { optional: true }),
];

/** A carousel slide: an image with alt text, or an icon, with title and description. */
const carouselItemFields = (imageFolder: string): CmsField[] => [
  image('image', imageFolder, { optional: true }),
  text('alt', {
    label: 'Image description (alt text)',
    optional: true,
    hint: 'Required when there is an image: what it shows, for people who cannot see it',
  }),
  icon('icon', { optional: true }),
  text('title'),
  longText('description'),
  text('iconBgColor', { label: 'Icon background', optional: true, pattern: PATTERNS.tailwindBackground }),
];

/** An icon, a title and a one-line description (footer highlights, services, steps). */
const iconTextFields = (): CmsField[] => [icon(), text('title'), longText('description')];

/** A section heading: title and subtitle. */
const sectionCopy = (name: string, label?: string): CmsField =>
  group(name, [text('title'), text('subtitle')], { collapsed: true, ...(label ? { label } : {}) });

/**
 * A feature of a module and its sub-features, three levels deep (the deepest the site shows).
 * Stored as `{ name, children }` lists; src/schemas/module.ts turns them into the tree pages read.
 */
function featureLevel(depth: number): CmsField[] {
  const name = text('name', { label: 'Feature' });
  if (depth === 1) return [name];
  return [
    name,
    objectList('children', featureLevel(depth - 1), {
      label: 'Sub-features',
      optional: true,
      summary: '{{fields.name}}',
    }),
  ];
}

/** A row or category of a pricing comparison table, three levels deep (category, group, row). */
function comparisonLevel(depth: number): CmsField[] {
  const fields: CmsField[] = [
    text('name'),
    text('tooltip', { optional: true, hint: 'A short explanation shown on hover or tap' }),
    textList('data', {
      label: 'Values, one per tier',
      optional: true,
      hint: 'Rows only, in the order of the tiers: "yes" for a tick, "no" for a dash, or a text; add "##" and a tooltip after a text (e.g. "5 users##Add more at Rs.500 per user")',
      item: text('value', { label: 'Value' }),
    }),
  ];
  if (depth > 1) {
    fields.push(
      objectList('children', comparisonLevel(depth - 1), {
        label: 'Rows of this category',
        optional: true,
        summary: '{{fields.name}}',
      }),
    );
  }
  return fields;
}

/** A menu item and its sub-items, `depth` levels deep. */
function menuItemFields(depth: number): CmsField[] {
  const fields: CmsField[] = [
    text('title'),
    text('href', { label: 'Link', pattern: PATTERNS.sitePath }),
    text('description', { optional: true }),
    choice('status', STATUSES, { optional: true }),
  ];
  if (depth > 1)
    fields.push(
      objectList('items', menuItemFields(depth - 1), {
        label: 'Sub-items',
        optional: true,
        summary: '{{fields.title}}',
      }),
    );
  return fields;
}

const modules: CmsCollection = {
  name: 'modules',
  label: 'Modules',
  label_singular: 'Module',
  description: 'The software modules (/modules/…), with where each is sold and its features.',
  folder: `${CONTENT}/modules`,
  extension: 'json',
  format: 'json',
  create: true,
  slug: '{{slug}}',
  identifier_field: 'title',
  preview_path: 'modules/{{slug}}',
  fields: [
    text('title'),
    longText('description'),
    integer('order', {
      min: 0,
      optional: true,
      hint: 'Position in the catalogue; lower comes first (the first six show on the home page)',
    }),
    objectList(
      'industries',
      [
        choice('subIndustry', SUB_INDUSTRY_KEYS, { label: 'Sub-industry' }),
        integer('rank', {
          min: 1,
          optional: true,
          hint: 'Position among the modules of this sub-industry (1 is first); leave empty for no rank',
        }),
      ],
      {
        label: 'Sold in',
        optional: true,
        summary: '{{fields.subIndustry}} {{fields.rank}}',
        labelSingular: 'sub-industry',
      },
    ),
    textList('mainPoints', { label: 'Key highlights', optional: true }),
    textList('screenshots', { optional: true, item: image('screenshot', 'modules') }),
    objectList('features', featureLevel(3), { optional: true, summary: '{{fields.name}}', labelSingular: 'feature' }),
    textList('benefits', { optional: true }),
  ],
};

const customers: CmsCollection = {
  name: 'customers',
  label: 'Customers',
  label_singular: 'Customer',
  description: 'Customers shown on /customers and the home page; stories refer to them by file name.',
  folder: `${CONTENT}/customers`,
  extension: 'json',
  format: 'json',
  create: true,
  slug: '{{slug}}',
  identifier_field: 'name',
  fields: [
    text('name'),
    integer('order', { min: 0, hint: 'Position in lists; the first 12 feed the home carousel' }),
    image('logo', 'customers', { optional: true }),
    text('link', { label: 'Website', optional: true, pattern: PATTERNS.externalUrl }),
    choice('industry', CUSTOMER_INDUSTRY_KEYS, {
      label: 'Sub-industries',
      multiple: true,
      min: 1,
      hint: 'Choose "…/other" for a customer whose line of business has no package of its own',
    }),
    text('location', { hint: 'Town shown on the card, e.g. Lalitpur' }),
  ],
};

const team: CmsCollection = {
  name: 'team',
  label: 'Team',
  label_singular: 'Team member',
  description: 'Company leaders and the support team; news articles name their author from here.',
  folder: `${CONTENT}/team`,
  extension: 'json',
  format: 'json',
  create: true,
  slug: '{{slug}}',
  identifier_field: 'name',
  fields: [
    text('name'),
    text('post', { label: 'Job title' }),
    integer('order', { min: 0 }),
    text('phoneNumber', { optional: true, pattern: PATTERNS.phoneNumber }),
    text('whatsapp', { label: 'WhatsApp', optional: true, pattern: PATTERNS.phoneNumber }),
    image('image', 'team', { label: 'Portrait', hint: 'Illustrated portrait drawn by npm run art:portraits' }),
    toggle('supportTeam', { label: 'Shown in the support team on /support', optional: true }),
  ],
};

const stories: CmsCollection = {
  name: 'stories',
  label: 'Customer stories',
  label_singular: 'Customer story',
  description: 'Case studies at /customer-stories/…',
  folder: `${CONTENT}/stories`,
  extension: 'md',
  format: 'frontmatter',
  create: true,
  slug: '{{slug}}',
  identifier_field: 'title',
  preview_path: 'customer-stories/{{slug}}',
  fields: [
    text('title', { hint: 'Headline, 20 to 110 characters' }),
    longText('summary', { hint: 'One or two sentences for the cards and search results (50 to 200 characters)' }),
    relation('customer', 'customers', 'name'),
    choice('subIndustries', SUB_INDUSTRY_KEYS, { multiple: true, min: 1 }),
    relation('modules', 'modules', 'title', { multiple: true, min: 1, hint: 'Modules the customer set up' }),
    objectList(
      'results',
      [text('figure', { hint: 'Short, e.g. "48%" or "3 weeks"' }), text('label', { hint: 'What the figure measures' })],
      {
        min: 2,
        max: 4,
        summary: '{{fields.figure}} {{fields.label}}',
        labelSingular: 'result',
      },
    ),
    group('quote', [
      text('text', { label: 'Quoted words' }),
      text('person'),
      text('role', { hint: 'Role and organisation' }),
    ]),
    date('publishedAt', { label: 'Published on' }),
    toggle('featured', { label: 'Feature on the home page', optional: true }),
    image('cover', 'stories', { hint: 'Illustration, 1200 × 630' }),
    text('coverAlt', { label: 'Cover description (alt text)' }),
    markdown('body', { label: 'Story' }),
  ],
};

const news: CmsCollection = {
  name: 'news',
  label: 'News',
  label_singular: 'Article',
  description: 'Articles at /news/…: releases, tax-rule changes, events.',
  folder: `${CONTENT}/news`,
  extension: 'md',
  format: 'frontmatter',
  create: true,
  slug: '{{slug}}',
  identifier_field: 'title',
  preview_path: 'news/{{slug}}',
  sortable_fields: ['publishedAt', 'title'],
  fields: [
    text('title', { label: 'Headline', hint: '10 to 110 characters' }),
    longText('description', { hint: 'For the cards and search results, 50 to 160 characters' }),
    date('publishedAt', { label: 'Published on' }),
    date('updatedAt', { label: 'Last real change', optional: true }),
    relation('author', 'team', 'name'),
    textList('tags', {
      min: 1,
      max: 5,
      hint: 'Lower case with hyphens, e.g. release, hib-claims',
      item: text('tag', { pattern: ['^[a-z0-9]+(?:-[a-z0-9]+)*$', 'lower case with hyphens, e.g. "hib-claims"'] }),
    }),
    image('cover', 'news', { hint: 'Illustration, 1200 × 630' }),
    text('coverAlt', { label: 'Cover description (alt text)' }),
    markdown('body', { label: 'Article' }),
  ],
};

const pages: CmsCollection = {
  name: 'pages',
  label: 'Company and legal pages',
  label_singular: 'Page',
  description: 'About us, security, privacy policy and terms of use.',
  folder: `${CONTENT}/pages`,
  extension: 'md',
  format: 'frontmatter',
  create: false,
  delete: false,
  identifier_field: 'title',
  preview_path: '{{slug}}',
  fields: [
    text('title'),
    longText('description', { hint: 'For search results, 50 to 160 characters' }),
    date('updatedAt', { label: 'Last changed on' }),
    markdown('body', { label: 'Text' }),
  ],
};

const faqs: CmsCollection = {
  name: 'faqs',
  label: 'FAQs',
  label_singular: 'FAQ set',
  description: 'One set of questions per page that shows them (the file name is the page).',
  folder: `${CONTENT}/faqs`,
  extension: 'json',
  format: 'json',
  create: false,
  delete: false,
  identifier_field: 'title',
  summary: '{{slug}}',
  fields: [
    text('title', { optional: true }),
    text('subtitle', { optional: true }),
    objectList('items', [text('question'), longText('answer')], {
      label: 'Questions',
      min: 1,
      summary: '{{fields.question}}',
      labelSingular: 'question',
    }),
  ],
};

const industries: CmsCollection = {
  name: 'industries',
  label: 'Industries',
  label_singular: 'Industry',
  description: 'Healthcare, hospitality and the industries coming soon.',
  folder: `${CONTENT}/industries`,
  extension: 'json',
  format: 'json',
  create: false,
  delete: false,
  identifier_field: 'name',
  fields: [
    text('name'),
    choice('status', STATUSES),
    integer('order', { min: 0 }),
    icon(),
    text('tagline'),
    longText('description'),
    group(
      'hero',
      [
        text('badge'),
        text('title'),
        text('highlight', { hint: 'Words shown highlighted after the title' }),
        longText('description'),
      ],
      {
        optional: true,
        collapsed: true,
        hint: 'Available industries only',
      },
    ),
    objectList('whyChooseUs', featureCardFields(), {
      label: 'Why choose us',
      optional: true,
      summary: '{{fields.title}}',
    }),
    group('cta', [text('title'), longText('description')], {
      label: 'Call to action',
      optional: true,
      collapsed: true,
    }),
  ],
};

/** The fields of a sub-industry (product) file; `industry` and `subIndustry` follow from its path. */
const subIndustryFields: CmsField[] = [
  fixed('industry'),
  fixed('subIndustry'),
  integer('order', { min: 0 }),
  text('name', { hint: 'e.g. Hospital' }),
  text('productName', { hint: 'e.g. Sarathi Hospital ERP' }),
  text('abbreviation', { hint: '2 to 6 letters' }),
  icon(),
  longText('description'),
  text('link', { hint: 'Must be /products/{industry}/{sub-industry}', pattern: PATTERNS.sitePath }),
  text('reach', { label: 'Customers (e.g. 50+)', pattern: ['^\\d+\\+$', 'a number followed by "+", e.g. "50+"'] }),
  textList('keypoints', { label: 'Key points', min: 3 }),
  group('hero', [text('label'), text('title'), longText('subtitle')], { collapsed: true }),
  objectList('problems', [text('title'), longText('description')], { min: 3, summary: '{{fields.title}}' }),
  objectList('solutions', [text('title'), longText('description')], { min: 3, summary: '{{fields.title}}' }),
  textList('benefits', { min: 3 }),
  objectList('keyFeatures', featureCardFields(), { min: 3, summary: '{{fields.title}}' }),
  objectList('screenshots', carouselItemFields('products'), { min: 2, summary: '{{fields.title}}' }),
];

const pricingFields: CmsField[] = [
  objectList(
    'pricingTiers',
    [
      text('name'),
      choice('plan', PRICING_PLANS, { hint: 'The plan the demo form preselects' }),
      text('price', {
        hint: 'Monthly, before VAT: "Rs." and digits (Rs.4500), "Custom" or "Customize"',
        pattern: [
          '^(Rs\\.\\d+|Custom|Customize)$',
          'write "Rs." followed by digits (e.g. "Rs.4500"), "Custom" or "Customize"',
        ],
      }),
      longText('description'),
      text('cta', { label: 'Button text' }),
      text('ctaLink', { label: 'Button link', pattern: PATTERNS.sitePath }),
      choice('ctaVariant', ['primary', 'outline', 'other'], { label: 'Button style' }),
      toggle('recommended', { optional: true, hint: 'Exactly one tier is recommended' }),
    ],
    { label: 'Tiers', min: 4, max: 4, summary: '{{fields.name}} {{fields.price}}', labelSingular: 'tier' },
  ),
  objectList('cardFeatures', [text('tier', { hint: 'The name of a tier above' }), textList('features', { min: 1 })], {
    label: 'Plan card features',
    summary: '{{fields.tier}}',
  }),
  group('comparison', [
    textList('comparisonOrder', {
      label: 'Tier order of the table',
      min: 1,
      hint: 'The tier names, in the order of the columns',
    }),
    objectList('comparisonFeatures', comparisonLevel(3), {
      label: 'Categories and rows',
      min: 1,
      summary: '{{fields.name}}',
    }),
  ]),
];

/** One file entry per catalogue key, e.g. "Hospital" → src/content/sub-industries/healthcare/hospital.json. */
function perSubIndustry(folder: string, fields: CmsField[]): CmsCollectionFile[] {
  return Object.entries(INDUSTRY_CATALOGUE).flatMap(([industry, subIndustries]) =>
    subIndustries.map((subIndustry) => ({
      name: `${industry}-${subIndustry}`,
      label: `${industry}/${subIndustry}`,
      file: `${CONTENT}/${folder}/${industry}/${subIndustry}.json`,
      fields,
    })),
  );
}

const subIndustries: CmsCollection = {
  name: 'subIndustries',
  label: 'Products (sub-industries)',
  description: 'The product page of each sub-industry: /products/{industry}/{sub-industry}.',
  files: perSubIndustry('sub-industries', subIndustryFields),
};

const pricing: CmsCollection = {
  name: 'pricing',
  label: 'Pricing',
  description: 'Tiers, plan card features and the comparison table of each product.',
  files: perSubIndustry('pricing', pricingFields),
};

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
      text('postalCode', { pattern: ['^\\d{5}$', 'five digits, e.g. 44600'] }),
      text('country'),
      text('countryCode', { pattern: ['^[A-Z]{2}$', 'two capital letters, e.g. NP'] }),
      decimal('latitude'),
      decimal('longitude'),
      text('mapUrl', { label: 'Map link', pattern: PATTERNS.externalUrl }),
      text('mapEmbedUrl', { label: 'Embedded map address', pattern: PATTERNS.externalUrl }),
    ],
    { collapsed: true },
  ),
  group(
    'phones',
    ['office', 'sales', 'support'].map((name) => text(name, { pattern: PATTERNS.phoneNumber })),
    { collapsed: true },
  ),
  group(
    'whatsapp',
    ['sales', 'support'].map((name) => text(name, { pattern: PATTERNS.phoneNumber })),
    { label: 'WhatsApp', collapsed: true },
  ),
  group(
    'emails',
    ['general', 'sales', 'support'].map((name) =>
      text(name, { pattern: ['^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 'an e-mail address'] }),
    ),
    {
      label: 'E-mail addresses',
      collapsed: true,
    },
  ),
  group(
    'hours',
    [
      text('weekdays'),
      text('opens', { pattern: ['^\\d{2}:\\d{2}$', 'HH:MM, e.g. 09:30'] }),
      text('closes', { pattern: ['^\\d{2}:\\d{2}$', 'HH:MM, e.g. 18:30'] }),
      text('timezone'),
      text('weekend'),
      text('enterprise'),
    ],
    { label: 'Business hours', collapsed: true },
  ),
  objectList(
    'social',
    [
      text('name'),
      text('url', { pattern: PATTERNS.externalUrl }),
      choice('brand', ['facebook', 'instagram', 'youtube', 'tiktok', 'x']),
    ],
    {
      label: 'Social profiles',
      min: 1,
      summary: '{{fields.name}}',
    },
  ),
  text('loginUrl', { label: 'Customer login address', pattern: PATTERNS.externalUrl }),
  text('previewVideoUrl', { label: 'Product preview video (embed address)', pattern: PATTERNS.externalUrl }),
  group(
    'footer',
    [
      text('ctaTitle'),
      longText('ctaDescription'),
      objectList('highlights', iconTextFields(), { min: 3, max: 3, summary: '{{fields.title}}' }),
    ],
    { collapsed: true },
  ),
];

const homeFields: CmsField[] = [
  group(
    'hero',
    [text('badge'), text('title'), longText('description'), text('videoButton', { label: 'Video button text' })],
    { collapsed: true },
  ),
  group(
    'whyChooseUs',
    [
      text('title'),
      text('subtitle'),
      objectList('items', featureCardFields(), { min: 5, max: 5, summary: '{{fields.title}}' }),
    ],
    {
      label: 'Why choose us',
      collapsed: true,
    },
  ),
  group(
    'reach',
    [
      text('title'),
      text('subtitle'),
      objectList('counters', [text('label'), integer('value', { min: 1 }), icon()], {
        min: 1,
        summary: '{{fields.value}} {{fields.label}}',
      }),
    ],
    { collapsed: true },
  ),
  sectionCopy('industries'),
  sectionCopy('modules'),
  group(
    'slideshow',
    [
      text('title'),
      text('subtitle'),
      objectList('slides', carouselItemFields('slideshow'), { min: 7, max: 7, summary: '{{fields.title}}' }),
    ],
    {
      collapsed: true,
    },
  ),
  group(
    'implementation',
    [
      text('title'),
      text('subtitle'),
      objectList('steps', iconTextFields(), { min: 4, max: 4, summary: '{{fields.title}}' }),
    ],
    {
      collapsed: true,
    },
  ),
  sectionCopy('customers'),
];

const supportPageFields: CmsField[] = [
  group('hero', [text('badge'), fixed('title'), longText('description')], { collapsed: true }),
  group(
    'features',
    [
      text('title'),
      text('subtitle'),
      objectList('items', featureCardFields(), { min: 6, max: 6, summary: '{{fields.title}}' }),
    ],
    {
      collapsed: true,
    },
  ),
  group(
    'services',
    [text('title'), objectList('items', iconTextFields(), { min: 6, max: 6, summary: '{{fields.title}}' })],
    { collapsed: true },
  ),
  sectionCopy('team'),
];

const pricingPageFields: CmsField[] = [
  group('hero', [text('badge'), text('title'), text('highlight'), longText('description')], { collapsed: true }),
  sectionCopy('products', 'Products section'),
  sectionCopy('industries', 'Industries section'),
  sectionCopy('plans', 'Plans section'),
  group(
    'tailored',
    [
      text('title'),
      longText('description'),
      objectList('modules', iconTextFields(), { min: 1, summary: '{{fields.title}}' }),
      longText('contactText'),
    ],
    { label: 'Tailored pricing section', collapsed: true },
  ),
];

/** The top-level menu entries, each kept under its key in menu.json. */
const MENU_KEYS = ['products', 'industries', 'modules', 'customers', 'pricing', 'support'] as const;

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

const settings: CmsCollection = {
  name: 'settings',
  label: 'Site settings and page texts',
  description: 'Company facts, menu, home page, support and pricing page texts, and page titles.',
  files: [
    {
      name: 'site',
      label: 'Company facts (address, phones, hours, footer)',
      file: `${CONTENT}/site.json`,
      fields: siteFields,
    },
    { name: 'menu', label: 'Menu', file: `${CONTENT}/menu.json`, fields: menuFields },
    { name: 'home', label: 'Home page sections', file: `${CONTENT}/home.json`, fields: homeFields },
    { name: 'supportPage', label: 'Support page', file: `${CONTENT}/support-page.json`, fields: supportPageFields },
    { name: 'pricingPage', label: 'Pricing page', file: `${CONTENT}/pricing-page.json`, fields: pricingPageFields },
    {
      name: 'pageMeta',
      label: 'Page titles and descriptions',
      file: `${CONTENT}/page-meta.json`,
      fields: pageMetaFields,
    },
  ],
};

/** Every collection of the CMS, in the order of its sidebar. */
export const CMS_COLLECTIONS: readonly CmsCollection[] = [
  modules,
  news,
  stories,
  customers,
  team,
  pages,
  faqs,
  subIndustries,
  pricing,
  industries,
  settings,
];

/** Where the editor runs and how it saves. */
export interface CmsConfigOptions {
  /**
   * Address of decap-server's API when editing on this computer (`npm run cms`), e.g.
   * `http://127.0.0.1:8081/api/v1`; undefined on the published site, where Decap signs in through
   * Netlify Identity and commits through the Git Gateway.
   */
  localBackendUrl?: string | undefined;
  /** The site's origin, shown as the "view live" link, e.g. https://www.sarathierp.com.np. */
  siteUrl: string;
}

/**
 * The full Decap configuration: the Git Gateway backend on the main branch, the local backend
 * when `localBackendUrl` is given, media under public/images/, and {@link CMS_COLLECTIONS}.
 */
export function buildCmsConfig(options: CmsConfigOptions): CmsConfig {
  return {
    load_config_file: false,
    backend: { name: 'git-gateway', branch: 'main', squash_merges: true },
    ...(options.localBackendUrl
      ? { local_backend: { url: options.localBackendUrl, allowed_hosts: ['localhost', '127.0.0.1'] } }
      : {}),
    site_url: options.siteUrl,
    display_url: options.siteUrl,
    logo: { src: '/images/logo.svg', show_in_header: true },
    locale: 'en',
    publish_mode: 'simple',
    // Fallback folder for an image field without its own (every image field sets one).
    media_folder: 'public/images/uploads',
    public_folder: '/images/uploads',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [...CMS_COLLECTIONS],
  } as CmsConfig;
}
