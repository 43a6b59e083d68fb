/**
 * The CMS collections of the catalogue's Nepali twins (src/content/ne/, docs/languages.md): a
 * module's, an industry's, a product's, a customer's and a customer story's texts, item for item as
 * in the English entry, whose
 * links, icons, numbers and order they borrow. One file per English entry, of the same name.
 */
import type { CmsCollection, CmsField } from 'decap-cms-core';
import { group, longText, markdown, objectList, text, textList, titleAndDescription } from '../fields';
import { CONTENT, perSubIndustry } from './files';
import { faqSetTextsFields } from './site';
import { INDUSTRY_CATALOGUE } from '../../schemas/catalogue';

const TWIN_HINT = 'The same items in the same order as the English entry; links, icons and numbers come from it.';

/** A feature's Nepali name and its sub-features', three levels deep (as the English module). */
function featureTextLevel(depth: number): CmsField[] {
  const name = text('name', { label: 'Feature' });
  if (depth === 1) return [name];
  return [
    name,
    objectList('children', featureTextLevel(depth - 1), {
      label: 'Sub-features',
      optional: true,
      summary: '{{fields.name}}',
    }),
  ];
}

/**
 * A comparison table's category or row in Nepali, three levels deep as the English table: its
 * name, note and values ('yes' and 'no' stay as they are).
 */
function comparisonTextLevel(depth: number): CmsField[] {
  const fields: CmsField[] = [
    text('name'),
    text('tooltip', { optional: true, label: 'Note' }),
    textList('data', {
      label: 'Values, one per tier',
      optional: true,
      hint: 'As in the English row: "yes" and "no" stay as they are; a text is translated, with its "##" note',
      item: text('value', { label: 'Value' }),
    }),
  ];
  if (depth === 1) return fields;
  return [
    ...fields,
    objectList('children', comparisonTextLevel(depth - 1), {
      label: 'Rows of this category',
      optional: true,
      summary: '{{fields.name}}',
    }),
  ];
}

/** A card's title, description and optional bullets, in Nepali. */
const cardTextFields = (): CmsField[] => [...titleAndDescription(), textList('bullets', { optional: true })];

/** A folder of Nepali twins under src/content/ne/{folder}, named like the English files. */
function twinFolder(name: string, folder: string, labels: [string, string], description: string, fields: CmsField[]) {
  return {
    name,
    label: labels[0],
    label_singular: labels[1],
    description: `${description} ${TWIN_HINT}`,
    folder: `${CONTENT}/ne/${folder}`,
    extension: 'json',
    format: 'json',
    create: true,
    slug: '{{slug}}',
    identifier_field: fields[0]?.name ?? 'title',
    fields,
  } satisfies CmsCollection;
}

export const nepaliModules: CmsCollection = twinFolder(
  'nepaliModules',
  'modules',
  ['नेपाली: modules', 'Module in Nepali'],
  'Each module’s title (docs/glossary.md#module-names) and texts on the Nepali pages, one file per English module (same file name).',
  [
    text('title'),
    longText('description'),
    textList('mainPoints', { label: 'Key highlights', optional: true }),
    objectList('features', featureTextLevel(3), {
      optional: true,
      summary: '{{fields.name}}',
      labelSingular: 'feature',
    }),
    textList('benefits', { optional: true }),
  ],
);

export const nepaliIndustries: CmsCollection = twinFolder(
  'nepaliIndustries',
  'industries',
  ['नेपाली: industries', 'Industry in Nepali'],
  'Each industry’s name and texts on the Nepali pages, one file per English industry (same file name).',
  [
    text('name'),
    text('tagline'),
    longText('description'),
    group('hero', [text('badge'), text('title'), text('highlight'), longText('description')], {
      optional: true,
      collapsed: true,
    }),
    objectList('whyChooseUs', cardTextFields(), {
      label: 'Why choose us',
      optional: true,
      summary: '{{fields.title}}',
    }),
    group('cta', titleAndDescription(), { label: 'Call to action', optional: true, collapsed: true }),
  ],
);

export const nepaliCustomers: CmsCollection = twinFolder(
  'nepaliCustomers',
  'customers',
  ['नेपाली: customers', 'Customer in Nepali'],
  'Each customer’s name as written in Nepali and its town, one file per English customer (same file name).',
  [text('name'), text('location', { label: 'Town' })],
);

/** Customer stories in Nepali: Markdown files, the story's texts above its body (like the English stories). */
export const nepaliStories: CmsCollection = {
  ...twinFolder(
    'nepaliStories',
    'stories',
    ['नेपाली: customer stories', 'Customer story in Nepali'],
    'Each customer story on the Nepali pages (title, summary, results, quote, cover description, and the story itself with the same headings and lists as the English one), one file per English story (same file name).',
    [
      text('title'),
      longText('summary'),
      objectList('results', [text('figure'), text('label')], {
        min: 1,
        summary: '{{fields.figure}} {{fields.label}}',
      }),
      group('quote', [longText('text'), text('person'), text('role')]),
      text('coverAlt', { label: 'Cover description' }),
      markdown('body', { label: 'Story' }),
    ],
  ),
  extension: 'md',
  format: 'frontmatter',
  preview_path: 'ne/customer-stories/{{slug}}',
};

export const nepaliSubIndustries: CmsCollection = {
  name: 'nepaliSubIndustries',
  label: 'नेपाली: products',
  description: `Each product’s name and page texts on the Nepali pages. ${TWIN_HINT}`,
  files: perSubIndustry('ne/sub-industries', [
    text('name'),
    text('productName'),
    longText('description'),
    textList('keypoints', { label: 'Key points', min: 1 }),
    group('hero', [text('label'), text('title'), longText('subtitle')], { collapsed: true }),
    objectList('problems', cardTextFields(), { min: 1, summary: '{{fields.title}}' }),
    objectList('solutions', cardTextFields(), { min: 1, summary: '{{fields.title}}' }),
    textList('benefits', { min: 1 }),
    objectList('keyFeatures', cardTextFields(), { label: 'Key features', min: 1, summary: '{{fields.title}}' }),
    objectList(
      'screenshots',
      [text('alt', { label: 'Picture description' }), text('title', { label: 'Caption' }), longText('description')],
      { min: 1, summary: '{{fields.title}}' },
    ),
  ]),
};

/**
 * Each product's plan texts in Nepali (src/content/ne/pricing/): the tiers' descriptions and
 * buttons, the card features and the comparison table. Tier names, prices and links are the
 * English record's.
 */
export const nepaliPricing: CmsCollection = {
  name: 'nepaliPricing',
  label: 'नेपाली: pricing',
  description: `Each product’s plan descriptions, buttons, card features and comparison table on the Nepali pages; plan names, prices and links come from the English record. ${TWIN_HINT}`,
  files: perSubIndustry('ne/pricing', [
    objectList('pricingTiers', [longText('description'), text('cta', { label: 'Button text' })], {
      label: 'Tiers (Free, Basic, Standard, Custom)',
      min: 4,
      max: 4,
      summary: '{{fields.cta}}',
    }),
    objectList('cardFeatures', [textList('features', { min: 1 })], { label: 'Plan card features, tier by tier' }),
    group('comparison', [
      objectList('comparisonFeatures', comparisonTextLevel(3), {
        label: 'Categories and rows',
        min: 1,
        summary: '{{fields.name}}',
      }),
    ]),
  ]),
};

/**
 * The FAQ of each industry page and product page in Nepali (src/content/ne/faqs/{page}.json): one
 * form per page sold today, named like the English FAQ set (an industry's or a product's slug).
 */
export const nepaliCatalogueFaqs: CmsCollection = {
  name: 'nepaliCatalogueFaqs',
  label: 'नेपाली: industry and product FAQ',
  description: `The questions and answers of each industry’s and product’s page on the Nepali pages. ${TWIN_HINT}`,
  files: Object.entries(INDUSTRY_CATALOGUE)
    .flatMap(([industry, subIndustries]) => [industry, ...subIndustries])
    .map((page) => ({ name: page, label: page, file: `${CONTENT}/ne/faqs/${page}.json`, fields: faqSetTextsFields })),
};

/** News articles in Nepali: what the Nepali news list shows of each; the articles themselves stay English. */
export const nepaliNews: CmsCollection = twinFolder(
  'nepaliNews',
  'news',
  ['नेपाली: news', 'News article in Nepali'],
  'Each news article’s title, summary, cover description and tags as the Nepali news list shows them, one file per English article (same file name); the article itself is read in English.',
  [
    text('title'),
    longText('description', { label: 'Summary' }),
    text('coverAlt', { label: 'Cover description' }),
    textList('tags', { optional: true }),
  ],
);
