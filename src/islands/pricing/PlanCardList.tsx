/**
 * The plan cards of one product, as markup: one card per tier (4 columns on large screens, 2 on
 * medium, 1 on small; each card spans five rows of the grid as a subgrid, so the cards of a row
 * line up part by part). Rendered to HTML by Astro inside the PricingPlans island, or by the
 * /pricing chooser for a product it loaded; the island runs the feature toggles.
 */
import type { PlanCardView } from '../../lib/pricing';
import type { PricingText } from '../../lib/pricingText';
import { fill } from '../../i18n/fill';
import PlanCard from './PlanCard';

interface PlanCardListProps {
  /** From `planCards()` (src/lib/pricing.ts). */
  tiers: PlanCardView[];
  /** For the list's accessible name. */
  productName: string;
  /** Unique per page, for element ids. */
  idPrefix: string;
  /** The cards' fixed words in the page's language. */
  text: PricingText;
}

export default function PlanCardList({ tiers, productName, idPrefix, text }: PlanCardListProps) {
  return (
    <ul
      aria-label={fill(text.plansOf, { product: productName }, text.locale)}
      className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
    >
      {tiers.map((tier, index) => (
        <li key={`${idPrefix}-${tier.name}`} className="row-span-5 grid grid-rows-subgrid gap-y-0">
          <PlanCard tier={tier} id={`${idPrefix}-tier-${index}`} text={text} />
        </li>
      ))}
    </ul>
  );
}
