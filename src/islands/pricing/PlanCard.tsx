/**
 * One plan card, as markup: POPULAR badge on the recommended tier, name, price (every billing
 * cycle, the chosen one shown: PriceTag), description, call to action (to /request-demo with
 * industry, sub-industry and plan prefilled) and the card features, the first 7 shown and the rest
 * behind a 'Show {n} more' / 'Show less' toggle (a disclosure button the PricingPlans island runs;
 * every feature is in the HTML, and global.css shows them all when scripts do not run).
 *
 * The card's five parts (name, price, description, call to action, features) are rows of the plan
 * grid's subgrid (PlanCardList), so cards side by side line up part by part: every button sits at
 * the same height whatever the length of the description above it. The recommended tier's button
 * is the solid primary one, every other tier's the outlined one: one style per role.
 */
import clsx from 'clsx';
import { collapseFeatures, featureToggleLabel, type PlanCardView } from '../../lib/pricing';
import type { PricingText } from '../../lib/pricingText';
import { fill } from '../../i18n/fill';
import PriceTag from './PriceTag';
import { KeepTogether } from '../text/KeepTogether';

interface PlanCardProps {
  tier: PlanCardView;
  /** Unique per page; prefixes the ids of the card's heading and feature list. */
  id: string;
  /** The card's fixed words in the page's language. */
  text: PricingText;
}

/** The call to action's look: the recommended plan's is the page's primary button. */
const CTA_CLASSES = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  secondary: 'border border-brand-600 bg-white text-brand-700 hover:bg-brand-50',
};

export default function PlanCard({ tier, id, text }: PlanCardProps) {
  const { shown, more } = collapseFeatures(tier.features);
  const listId = `${id}-features`;
  return (
    <article
      aria-labelledby={`${id}-name`}
      className={clsx(
        'relative row-span-5 grid grid-rows-subgrid gap-y-0 rounded-2xl border bg-white p-6 shadow-sm',
        tier.recommended ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200',
      )}
    >
      {tier.recommended && (
        <p className="absolute -top-3 left-6 rounded-full bg-brand-600 px-3 py-0.5 text-xs font-bold tracking-wide text-white">
          {text.popular}
        </p>
      )}
      <h3 id={`${id}-name`} className="text-lg font-semibold text-ink">
        {tier.name}
      </h3>
      <PriceTag price={tier.price} text={text} />
      <p className="mt-3 text-sm text-ink-muted">
        <KeepTogether text={tier.description} />
      </p>
      <a
        href={tier.ctaHref}
        className={clsx(
          'mt-6 inline-flex min-h-11 items-center justify-center rounded-lg px-4 font-semibold',
          CTA_CLASSES[tier.recommended ? 'primary' : 'secondary'],
        )}
      >
        {tier.cta}
        <span className="sr-only">{fill(text.ctaPlan, { name: tier.name }, text.locale)}</span>
      </a>
      <div>
        {tier.features.length > 0 && (
          <ul
            id={listId}
            className="marks mark-check mt-6 space-y-2 border-t border-slate-100 pt-6 text-sm text-ink-soft"
          >
            {shown.map((feature, index) => (
              <li key={`${index}-${feature}`}>{feature}</li>
            ))}
            {more.map((feature, index) => (
              <li key={`more-${index}-${feature}`} hidden data-more="">
                {feature}
              </li>
            ))}
          </ul>
        )}
        {more.length > 0 && (
          <button
            type="button"
            aria-expanded="false"
            aria-controls={listId}
            data-pagefind-ignore=""
            data-more-count={more.length}
            data-label-more={featureToggleLabel(more.length, false, text)}
            data-label-less={featureToggleLabel(more.length, true, text)}
            className="mt-3 inline-flex min-h-11 items-center self-start rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 noscript:hidden"
          >
            <span data-toggle-label="">{featureToggleLabel(more.length, false, text)}</span>
            <span className="sr-only">{fill(text.featuresOf, { name: tier.name }, text.locale)}</span>
          </button>
        )}
      </div>
    </article>
  );
}
