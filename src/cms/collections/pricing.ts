/** The CMS's pricing: each product's tiers and comparison table, and the pricing page's texts. */
import type { CmsCollection, CmsField } from 'decap-cms-core';
import { PRICING_PLANS } from '../../schemas/catalogue';
import {
  cardList,
  choice,
  group,
  iconTextFields,
  longText,
  objectList,
  section,
  text,
  textList,
  toggle,
} from '../fields';
import { perSubIndustry } from './files';

/** A row or category of a pricing comparison table, three levels deep (category, group, row). */
function comparisonLevel(depth: number): CmsField[] {
  const fields: CmsField[] = [
    text('name', { i18n: true }),
    text('tooltip', { optional: true, hint: 'A short explanation shown on hover or tap', i18n: true }),
    textList('data', {
      label: 'Values, one per tier',
      optional: true,
      hint: 'Rows only, in the order of the tiers: "yes" for a tick, "no" for a dash, or a text; add "##" and a tooltip after a text (e.g. "5 users##Add more at Rs.500 per user"). In Nepali, "yes" and "no" stay as they are',
      item: text('value', { label: 'Value' }),
      i18n: true,
    }),
  ];
  if (depth === 1) return fields;
  const children = objectList('children', comparisonLevel(depth - 1), {
    label: 'Rows of this category',
    optional: true,
    summary: '{{fields.name}}',
    i18n: true,
  });
  return [...fields, children];
}

const pricingTierFields: CmsField[] = [
  text('name'),
  choice('plan', PRICING_PLANS, { hint: 'The plan the demo form preselects' }),
  text('price', { hint: 'Monthly, before VAT: "Rs." and digits (Rs.4500), or "Custom"' }),
  longText('description', { i18n: true }),
  text('cta', { label: 'Button text', i18n: true }),
  text('ctaLink', { label: 'Button link', hint: 'A path of this site, e.g. /request-demo?pricing=basic' }),
  choice('ctaVariant', ['primary', 'outline', 'other'], { label: 'Button style' }),
  toggle('recommended', { optional: true, hint: 'Exactly one tier is recommended' }),
];

const pricingFields: CmsField[] = [
  objectList('pricingTiers', pricingTierFields, {
    label: 'Tiers',
    min: PRICING_PLANS.length,
    max: PRICING_PLANS.length,
    summary: '{{fields.name}} {{fields.price}}',
    labelSingular: 'tier',
    i18n: true,
  }),
  objectList(
    'cardFeatures',
    [text('tier', { hint: 'The name of a tier above' }), textList('features', { min: 1, i18n: true })],
    { label: 'Plan card features', summary: '{{fields.tier}}', i18n: true },
  ),
  group(
    'comparison',
    [
      textList('comparisonOrder', {
        label: 'Tier order of the table',
        min: 1,
        hint: 'The tier names, in the order of the columns',
      }),
      objectList('comparisonFeatures', comparisonLevel(3), {
        label: 'Categories and rows',
        min: 1,
        summary: '{{fields.name}}',
        i18n: true,
      }),
    ],
    { i18n: true },
  ),
];

export const pricing: CmsCollection = perSubIndustry('pricing', 'pricing', ['Pricing', 'Pricing of a product'], {
  description:
    'Tiers, plan card features and the comparison table of each product. Tier names, plans, prices and links are written once, in English; the Nepali pages name the plans in Nepali themselves.',
  // A plan record has no title of its own (the list shows its path): naming a field of it keeps
  // Decap from logging, on every visit, that it could not infer one.
  identifier_field: 'pricingTiers',
  fields: pricingFields,
});

/** The texts of the pricing page (src/content/pricing-page.json). */
export const pricingPageFields: CmsField[] = [
  group(
    'hero',
    [
      text('badge', { i18n: true }),
      text('title', { i18n: true }),
      text('highlight', { i18n: true }),
      longText('description', { i18n: true }),
    ],
    { collapsed: true, i18n: true },
  ),
  section('products', [], { label: 'Products section' }),
  section('industries', [], { label: 'Industries section' }),
  section('plans', [], { label: 'Plans section' }),
  group(
    'tailored',
    [
      text('title', { i18n: true }),
      longText('description', { i18n: true }),
      cardList('modules', iconTextFields(), { min: 1 }),
      longText('contactText', { i18n: true }),
    ],
    { label: 'Tailored pricing section', collapsed: true, i18n: true },
  ),
];
