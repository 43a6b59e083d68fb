/** The CMS collections of the catalogue: modules, industries and the product page of each sub-industry. */
import type { CmsCollection, CmsField } from 'decap-cms-core';
import { SUB_INDUSTRY_KEYS } from '../../schemas/catalogue';
import {
  cardList,
  carouselItemFields,
  choice,
  featureCardFields,
  fixed,
  group,
  icon,
  image,
  integer,
  longText,
  objectList,
  text,
  textList,
  titleAndDescription,
} from '../fields';
import { folderCollection, namedFolderCollection, perSubIndustry } from './files';

/** Whether an industry, product or menu item can be bought yet. */
export const STATUSES = ['available', 'coming-soon'] as const;

/**
 * A feature of a module and its sub-features, three levels deep (the deepest the site shows).
 * Stored as `{ name, children }` lists; src/schemas/module.ts turns them into the tree pages read.
 */
function featureLevel(depth: number): CmsField[] {
  const name = text('name', { label: 'Feature', i18n: true });
  if (depth === 1) return [name];
  const children = objectList('children', featureLevel(depth - 1), {
    label: 'Sub-features',
    optional: true,
    summary: '{{fields.name}}',
    i18n: true,
  });
  return [name, children];
}

export const modules = folderCollection('modules', ['Modules', 'Module'], 'json', {
  description: 'The software modules (/modules/…), with where each is sold and its features.',
  create: true,
  preview_path: 'modules/{{slug}}',
  fields: [
    ...titleAndDescription(),
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
    textList('mainPoints', { label: 'Key highlights', optional: true, i18n: true }),
    textList('screenshots', { optional: true, item: image('screenshot', 'modules') }),
    objectList('features', featureLevel(3), {
      optional: true,
      summary: '{{fields.name}}',
      labelSingular: 'feature',
      i18n: true,
    }),
    textList('benefits', { optional: true, i18n: true }),
  ],
});

export const industries = namedFolderCollection('industries', ['Industries', 'Industry'], 'json', {
  description: 'Healthcare, hospitality and the industries coming soon.',
  create: false,
  fields: [
    choice('status', STATUSES),
    integer('order', { min: 0 }),
    icon(),
    text('tagline', { i18n: true }),
    longText('description', { i18n: true }),
    group(
      'hero',
      [
        text('badge', { i18n: true }),
        text('title', { i18n: true }),
        text('highlight', { hint: 'Words shown highlighted after the title', i18n: true }),
        longText('description', { i18n: true }),
      ],
      { optional: true, collapsed: true, hint: 'Available industries only', i18n: true },
    ),
    cardList('whyChooseUs', featureCardFields(), { label: 'Why choose us', optional: true }),
    group('cta', titleAndDescription(), { label: 'Call to action', optional: true, collapsed: true, i18n: true }),
  ],
});

/** The fields of a sub-industry (product) file; `industry` and `subIndustry` follow from its path. */
const subIndustryFields: CmsField[] = [
  fixed('industry'),
  fixed('subIndustry'),
  integer('order', { min: 0 }),
  text('name', { hint: 'e.g. Hospital', i18n: true }),
  text('productName', { hint: 'e.g. Sarathi Hospital ERP', i18n: true }),
  text('abbreviation', { hint: '2 to 6 letters' }),
  icon(),
  longText('description', { i18n: true }),
  text('link', { hint: 'Must be /products/{industry}/{sub-industry}' }),
  text('reach', { label: 'Customers (e.g. 50+)' }),
  textList('keypoints', { label: 'Key points', min: 3, i18n: true }),
  group('hero', [text('label', { i18n: true }), text('title', { i18n: true }), longText('subtitle', { i18n: true })], {
    collapsed: true,
    i18n: true,
  }),
  cardList('problems', titleAndDescription(), { min: 3 }),
  cardList('solutions', titleAndDescription(), { min: 3 }),
  textList('benefits', { min: 3, i18n: true }),
  cardList('keyFeatures', featureCardFields(), { min: 3 }),
  cardList('screenshots', carouselItemFields('products'), { min: 2 }),
];

export const subIndustries: CmsCollection = perSubIndustry(
  'subIndustries',
  'sub-industries',
  ['Products (sub-industries)', 'Product'],
  {
    description: 'The product page of each sub-industry: /products/{industry}/{sub-industry}.',
    identifier_field: 'name',
    summary: '{{fields.productName}} ({{dirname}}/{{filename}})',
    fields: subIndustryFields,
  },
);
