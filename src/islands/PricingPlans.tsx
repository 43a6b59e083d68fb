/**
 * Plan cards island: the billing-cycle buttons over the cards of one product, and the note that
 * prices exclude VAT and legal charges. The cards are static HTML passed in as children
 * (PlanCardList): they carry every cycle's price, and the island marks the chosen cycle on their
 * wrapper (`data-billing-cycle`) for the style sheet to show; it also runs each card's
 * 'Show {n} more' toggle. The chosen cycle is the shared `$billingCycle` atom, so the comparison
 * table on the same page follows it.
 */
import { useRef, type ReactNode } from 'react';
import type { BillingText } from '../lib/pricingText';
import { useBillingCycle } from './pricing/useBillingCycle';
import BillingCycleSwitch from './pricing/BillingCycleSwitch';
import { moreFeaturesToggle, toggleMoreFeatures } from './pricing/moreFeatures';
import { useDelegatedClick } from './useDelegatedClick';
import { withErrorBoundary } from './ErrorBoundary';

export interface PricingPlansProps {
  /** Unique per page, for the radio group's name. */
  idPrefix: string;
  /** The switch's and the note's words in the page's language (billingText(PRICING_TEXT[locale])). */
  text: BillingText;
  /** The plan cards (PlanCardList). */
  children?: ReactNode;
}

/** The cards without the error boundary, for composition inside another island (PricingExplorer). */
export function PricingPlansView({ idPrefix, text, children }: PricingPlansProps) {
  const cycle = useBillingCycle();
  const cards = useRef<HTMLDivElement>(null);
  useDelegatedClick(cards, (event) => {
    const toggle = moreFeaturesToggle(event.target);
    if (toggle) toggleMoreFeatures(toggle);
  });
  return (
    <div>
      <BillingCycleSwitch cycle={cycle} name={`${idPrefix}-billing-cycle`} text={text} />
      <div ref={cards} data-billing-cycle={cycle}>
        {children}
      </div>
      <p className="mt-6 text-center text-sm text-ink-muted">{text.vatNote}</p>
    </div>
  );
}

export default withErrorBoundary(PricingPlansView);
