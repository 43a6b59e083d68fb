/**
 * The billing cycles and their discounts, apart from the price maths (src/lib/pricing.ts) so that
 * the billing-cycle switch and the shared cycle store load only this. Pure.
 */

/** Billing cycle ids, in the order the buttons show them; `monthly` is the default. */
export const BILLING_CYCLES = ['monthly', 'semi-annual', 'annual'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];
export const DEFAULT_BILLING_CYCLE: BillingCycle = 'monthly';

/** One billing cycle's rule: months billed together and the discount in whole percent (its words: PricingText). */
interface BillingCycleRule {
  months: number;
  discountPercent: number;
}

/** Monthly: the price; semi-annual: price × 6 × 0.95; annual: price × 12 × 0.85. */
export const BILLING_CYCLE_RULES: Record<BillingCycle, BillingCycleRule> = {
  monthly: { months: 1, discountPercent: 0 },
  'semi-annual': { months: 6, discountPercent: 5 },
  annual: { months: 12, discountPercent: 15 },
};

/** True when `value` is a billing cycle id. */
export function isBillingCycle(value: unknown): value is BillingCycle {
  return typeof value === 'string' && (BILLING_CYCLES as readonly string[]).includes(value);
}
