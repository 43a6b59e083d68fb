/**
 * The billing cycle chosen on the page (monthly by default, semi-annual or annual, chosen by
 * buttons; docs/pricing.md#billing-cycles). One atom shared by the plan cards and the comparison table, so both
 * show the same cycle. Islands read it with `useStore` and change it only through the actions.
 */
import { atom } from 'nanostores';
import { DEFAULT_BILLING_CYCLE, isBillingCycle, type BillingCycle } from '../lib/billingCycle';

/** The chosen billing cycle; starts at `monthly`. */
export const $billingCycle = atom<BillingCycle>(DEFAULT_BILLING_CYCLE);

/** Chooses a billing cycle; anything that is not a cycle id is ignored. */
export function chooseBillingCycle(cycle: string): void {
  if (isBillingCycle(cycle)) $billingCycle.set(cycle);
}

/** Back to the default cycle (used by tests). */
export function resetBillingCycle(): void {
  $billingCycle.set(DEFAULT_BILLING_CYCLE);
}
