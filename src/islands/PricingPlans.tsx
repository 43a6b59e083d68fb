/**
 * Plan cards island:
 * the billing-cycle buttons, one card per tier (4 columns on large screens, 2 on medium, 1 on small;
 * each card spans five rows of the grid as a subgrid, so the cards of a row line up part by part)
 * and the note that prices exclude VAT and legal charges. The chosen cycle is the shared
 * `$billingCycle` atom, so the comparison table on the same page follows it.
 */
import { useBillingCycle } from './pricing/useBillingCycle';
import BillingCycleSwitch from './pricing/BillingCycleSwitch';
import PlanCard from './pricing/PlanCard';
import { withErrorBoundary } from './ErrorBoundary';
import type { PlanCardView } from '../lib/pricing';

export interface PricingPlansProps {
  /** From `planCards()` (src/lib/pricing.ts). */
  tiers: PlanCardView[];
  /** For the accessible names. */
  productName: string;
  /** Unique per page, for element ids and the radio group's name. */
  idPrefix: string;
}

/** The cards without the error boundary, for composition inside another island (PricingExplorer). */
export function PricingPlansView({ tiers, productName, idPrefix }: PricingPlansProps) {
  const cycle = useBillingCycle();
  return (
    <div>
      <BillingCycleSwitch cycle={cycle} name={`${idPrefix}-billing-cycle`} />
      <ul aria-label={`${productName} plans`} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {tiers.map((tier, index) => (
          <li key={`${idPrefix}-${tier.name}`} className="row-span-5 grid grid-rows-subgrid gap-y-0">
            <PlanCard tier={tier} cycle={cycle} id={`${idPrefix}-tier-${index}`} />
          </li>
        ))}
      </ul>
      <p className="mt-6 text-center text-sm text-ink-muted">Prices exclude VAT and legal charges.</p>
    </div>
  );
}

export default withErrorBoundary(PricingPlansView);
