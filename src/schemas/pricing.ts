/** Pricing records keyed `industry/subIndustry`. */
import { z } from 'astro/zod';
import { sitePath } from './common';

import { PRICING_PLANS } from './catalogue';

export { PRICING_PLANS };

/** The one spelling of each plan's name: cards, comparison table, demo form and copy all use it. */
export const PLAN_NAMES = {
  free: 'Free',
  basic: 'Basic',
  standard: 'Standard',
  custom: 'Custom',
} as const satisfies Record<(typeof PRICING_PLANS)[number], string>;

/** Monthly price as written by editors: `Rs.4500`, `Rs.0`, or `Custom` (priced per quote). */
export const priceText = z
  .string()
  .regex(/^(Rs\.\d+|Custom)$/, 'price must be "Rs." followed by digits (e.g. "Rs.4500") or "Custom"');

export const pricingTier = z.strictObject({
  name: z.string().min(2),
  plan: z.enum(PRICING_PLANS).describe('the demo form plan this tier preselects'),
  price: priceText.describe('monthly price before VAT'),
  description: z.string().min(10),
  cta: z.string().min(2),
  ctaLink: sitePath,
  ctaVariant: z.enum(['primary', 'outline', 'other']),
  recommended: z.boolean().default(false),
});

/**
 * A value of one tier in a comparison row as written in a pricing file: `yes` (included, a tick),
 * `no` (not included, a dash) or a text, optionally with a tooltip after `##`
 * (`5 users##Add more users at Rs.500 per user per month`). The pages read `yes`/`no` as
 * true/false; one kind of value (text) keeps the form a plain list of strings.
 */
export const comparisonValue = z
  .string()
  .trim()
  .min(1, 'write yes, no or a text (e.g. "5 users" or "5 users##tooltip")')
  .transform((value) => (value === 'yes' ? true : value === 'no' ? false : value));

export type ComparisonNode = {
  name: string;
  tooltip?: string | undefined;
  /** Leaf rows only: one value per tier, in comparisonOrder. */
  data?: (boolean | string)[] | undefined;
  /** Categories only: nested categories or leaf rows. */
  children?: ComparisonNode[] | undefined;
};

export const comparisonNode: z.ZodType<ComparisonNode, z.ZodTypeDef, unknown> = z.lazy(() =>
  z
    .strictObject({
      name: z.string().min(2),
      tooltip: z.string().min(3).optional(),
      data: z.array(comparisonValue).optional(),
      children: z.array(comparisonNode).min(1).optional(),
    })
    .refine((node) => (node.data === undefined) !== (node.children === undefined), {
      message: 'a comparison row has either "data" (a leaf) or "children" (a category), not both or neither',
    }),
);

/**
 * The features listed on each plan card, as written in a pricing file: one `{ tier, features }` per
 * card (a form edits lists, not keys named after tiers), turned into the tier name → features map
 * the pages read. A tier listed twice would lose one list, so it is refused.
 */
export const cardFeatureList = z
  .array(z.strictObject({ tier: z.string().min(2), features: z.array(z.string().min(2)).min(1) }))
  .superRefine((cards, ctx) => {
    const seen = new Set<string>();
    cards.forEach((card, index) => {
      if (seen.has(card.tier))
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: [index, 'tier'],
          message: `tier "${card.tier}" is listed twice`,
        });
      seen.add(card.tier);
    });
  })
  .transform((cards): Record<string, string[]> => Object.fromEntries(cards.map((card) => [card.tier, card.features])));

export const pricingSchema = z
  .strictObject({
    pricingTiers: z
      .array(pricingTier)
      .length(4, 'a pricing record has exactly four tiers (free, basic, standard, custom)'),
    cardFeatures: cardFeatureList,
    comparison: z.strictObject({
      comparisonOrder: z.array(z.string()).min(1),
      comparisonFeatures: z.array(comparisonNode).min(1),
    }),
  })
  .superRefine((record, ctx) => {
    record.pricingTiers.forEach((tier, index) => {
      const plan = PRICING_PLANS[index];
      if (plan && (tier.plan !== plan || tier.name !== PLAN_NAMES[plan])) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: ['pricingTiers', index],
          message: `tier ${index + 1} must be "name": "${PLAN_NAMES[plan]}", "plan": "${plan}" (tiers are Free, Basic, Standard, Custom in this order)`,
        });
      }
    });
    const tierNames = record.pricingTiers.map((tier) => tier.name);
    // The map keeps the file's list order, so the index names the card in the file.
    Object.keys(record.cardFeatures).forEach((name, index) => {
      if (!tierNames.includes(name)) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: ['cardFeatures', index, 'tier'],
          message: `"${name}" is not a tier of this record; tiers: ${tierNames.join(', ')}`,
        });
      }
    });
    record.comparison.comparisonOrder.forEach((name, index) => {
      if (!tierNames.includes(name)) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: ['comparison', 'comparisonOrder', index],
          message: `"${name}" is not a tier of this record; tiers: ${tierNames.join(', ')}`,
        });
      }
    });
    const recommended = record.pricingTiers.filter((tier) => tier.recommended).length;
    if (recommended !== 1) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['pricingTiers'],
        message: `exactly one tier must be "recommended": true (found ${recommended})`,
      });
    }
    const columns = record.comparison.comparisonOrder.length;
    const checkRows = (nodes: ComparisonNode[], path: (string | number)[]) =>
      nodes.forEach((node, index) => {
        if (node.data && node.data.length !== columns) {
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            path: [...path, index, 'data'],
            message: `row "${node.name}" has ${node.data.length} values; comparisonOrder has ${columns} tiers`,
          });
        }
        if (node.children) checkRows(node.children, [...path, index, 'children']);
      });
    checkRows(record.comparison.comparisonFeatures, ['comparison', 'comparisonFeatures']);
  });

export type PricingRecord = z.infer<typeof pricingSchema>;
export type PricingTier = z.infer<typeof pricingTier>;
