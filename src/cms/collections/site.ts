/**
 * The CMS's "Site settings and page texts" (company facts, menu, footer links, home, support and
 * pricing page texts), both languages in each file, and "Page titles and descriptions".
 */
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
  objectList,
  section,
  text,
} from '../fields';
import { STATUSES } from './catalogue';
import { CONTENT, CONTENT_I18N } from './files';
import { pricingPageFields } from './pricing';

/** Text fields named `names` with one hint, in a collapsed group (phone numbers, e-mail addresses: not translated). */
const textGroup = (name: string, names: readonly string[], hint: string, label?: string): CmsField =>
  group(
    name,
    names.map((field) => text(field, { hint })),
    { collapsed: true, ...(label ? { label } : {}) },
  );

/** A translated one-line text for each of `names`. */
const translatedTexts = (names: readonly string[]): CmsField[] => names.map((name) => text(name, { i18n: true }));

const siteFields: CmsField[] = [
  text('companyName'),
  text('legalName'),
  text('productName'),
  text('tagline', { i18n: true }),
  longText('description', { i18n: true }),
  integer('foundedYear', { min: 1990 }),
  group(
    'registration',
    [
      text('company', { label: 'Company registration number', hint: 'Number/fiscal year, e.g. 76543/067/068' }),
      text('pan', { label: 'PAN (also the VAT number)', hint: 'Nine digits' }),
      text('billingSoftwareApproval', { label: "IRD's billing software approval number" }),
    ],
    { label: 'Registration numbers', hint: 'Shown in the footer of every page' },
  ),
  group(
    'address',
    [
      ...translatedTexts(['building', 'street', 'city', 'district']),
      text('postalCode', { hint: 'Five digits, e.g. 44600' }),
      text('country', { i18n: true }),
      text('countryCode', { hint: 'Two capital letters, e.g. NP' }),
      decimal('latitude'),
      decimal('longitude'),
      text('mapUrl', { label: 'Map link' }),
      text('mapEmbedUrl', { label: 'Embedded map address' }),
    ],
    { collapsed: true, i18n: true },
  ),
  textGroup('phones', ['office', 'sales', 'support'], 'e.g. +977 1-4218760'),
  textGroup('whatsapp', ['sales', 'support'], 'e.g. +977 985-1047236', 'WhatsApp'),
  textGroup('emails', ['general', 'sales', 'support'], 'e.g. info@sarathierp.com.np', 'E-mail addresses'),
  group(
    'hours',
    [
      text('weekdays', { i18n: true }),
      text('opens', { hint: 'HH:MM, e.g. 09:30' }),
      text('closes', { hint: 'HH:MM, e.g. 18:30' }),
      ...translatedTexts(['timezone', 'weekend', 'enterprise']),
    ],
    { label: 'Business hours', collapsed: true, i18n: true },
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
    [
      text('ctaTitle', { i18n: true }),
      longText('ctaDescription', { i18n: true }),
      cardList('highlights', iconTextFields(), { min: 1 }),
    ],
    { collapsed: true, i18n: true },
  ),
];

const homeFields: CmsField[] = [
  group(
    'hero',
    [
      ...translatedTexts(['badge', 'title']),
      longText('description', { i18n: true }),
      text('videoButton', { label: 'Video button text', i18n: true }),
    ],
    { collapsed: true, i18n: true },
  ),
  section('whyChooseUs', [cardList('items', featureCardFields(), { min: 1 })], { label: 'Why choose us' }),
  section('reach', [
    objectList('counters', [text('label', { i18n: true }), integer('value', { min: 1 }), icon()], {
      min: 1,
      summary: '{{fields.value}} {{fields.label}}',
      i18n: true,
    }),
  ]),
  section('industries'),
  section('modules'),
  section('slideshow', [cardList('slides', carouselItemFields('slideshow'), { min: 1 })]),
  section('implementation', [cardList('steps', iconTextFields(), { min: 1 })]),
  section('customers'),
];

const supportPageFields: CmsField[] = [
  group('hero', [...translatedTexts(['badge', 'title']), longText('description', { i18n: true })], {
    collapsed: true,
    i18n: true,
  }),
  section('features', [cardList('items', featureCardFields(), { min: 1 })]),
  group('services', [text('title', { i18n: true }), cardList('items', iconTextFields(), { min: 1 })], {
    collapsed: true,
    i18n: true,
  }),
  section('team'),
];

/** A menu item and its sub-items, `depth` levels deep. */
function menuItemFields(depth: number): CmsField[] {
  const fields: CmsField[] = [
    text('title', { i18n: true }),
    text('href', { label: 'Link' }),
    text('description', { optional: true, i18n: true }),
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
    i18n: true,
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
  text('label', { label: 'Text', i18n: true }),
  text('href', { label: 'Link', hint: 'A path of this site, e.g. /pricing' }),
];

const footerLinksFields: CmsField[] = [
  objectList(
    'columns',
    [
      text('id', { hint: 'Names the column for screen readers, e.g. footer-quick-links; unique' }),
      text('heading', { i18n: true }),
      objectList('links', footerLinkFields(), {
        min: 1,
        summary: '{{fields.label}}',
        labelSingular: 'link',
        i18n: true,
      }),
    ],
    { label: 'Link columns', min: 2, max: 2, summary: '{{fields.heading}}', labelSingular: 'column', i18n: true },
  ),
  objectList('legal', footerLinkFields(), {
    label: 'Legal links',
    min: 1,
    summary: '{{fields.label}}',
    labelSingular: 'link',
    i18n: true,
  }),
];

/** One file of the settings collection: `name` in the CMS, src/content/{file}, in both languages. */
const settingsFile = (name: string, label: string, file: string, fields: CmsField[]) => ({
  name,
  label,
  file: `${CONTENT}/${file}`,
  i18n: true,
  fields,
});

/**
 * The settings files, English and Nepali in one file each (`{ "en": …, "ne": … }`): Decap keeps a
 * file of a files collection whole when it translates it.
 */
export const settings: CmsCollection = {
  name: 'settings',
  label: 'Site settings and page texts',
  description: 'Company facts, menu, footer links, home page, support and pricing page texts, in English and Nepali.',
  i18n: { ...CONTENT_I18N, structure: 'single_file' },
  files: [
    settingsFile('site', 'Company facts (address, phones, hours, footer)', 'site.json', siteFields),
    settingsFile('menu', 'Menu', 'menu.json', menuFields),
    settingsFile('footerLinks', 'Footer links', 'footer-links.json', footerLinksFields),
    settingsFile('home', 'Home page sections', 'home.json', homeFields),
    settingsFile('supportPage', 'Support page', 'support-page.json', supportPageFields),
    settingsFile('pricingPage', 'Pricing page', 'pricing-page.json', pricingPageFields),
  ],
};

/**
 * Page titles and descriptions, every page of both languages in one list (the Nepali pages under
 * their own `/ne/…` paths), so this file is not translated.
 */
export const pageMeta: CmsCollection = {
  name: 'pageMeta',
  label: 'Page titles and descriptions',
  description:
    'The title and search description of each page, English and Nepali pages alike (Nepali paths start with /ne/).',
  files: [
    {
      name: 'pageMeta',
      label: 'Page titles and descriptions',
      file: `${CONTENT}/page-meta.json`,
      fields: pageMetaFields,
    },
  ],
};
