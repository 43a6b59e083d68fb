/**
 * One plan card: POPULAR badge on the recommended tier, name, price for the
 * billing cycle, description, call to action (to /request-demo with industry, sub-industry and
 * plan prefilled) and the card features collapsed to 7 with a 'Show {n} more' / 'Show less' toggle.
 * Every feature is in the server HTML; the collapsed ones are hidden (shown when scripts do not run).
 * The card's five parts (name, price, description, call to action, features) are rows of the
 * plan grid's subgrid (PricingPlans), so cards side by side line up part by part: every button
 * sits at the same height whatever the length of the description above it.
 */
import { useState } from 'react';
import clsx from 'clsx';
import { Check } from '../icons';
import { collapseFeatures, featureToggleLabel, type BillingCycle, type PlanCardView } from '../../lib/pricing';
import PriceTag from './PriceTag';

interface PlanCardProps {
  tier: PlanCardView;
  cycle: BillingCycle;
  /** Unique per page; prefixes the ids of the card's heading and feature list. */
  id: string;
}

const CTA_CLASSES: Record<PlanCardView['ctaVariant'], string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  outline: 'border border-brand-600 bg-white text-brand-700 hover:bg-brand-50',
  other: 'bg-ink text-white hover:bg-ink-soft',
};

export default function PlanCard({ tier, cycle, id }: PlanCardProps) {
  const [expanded, setExpanded] = useState(false);
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
          POPULAR
        </p>
      )}
      <h3 id={`${id}-name`} className="text-lg font-semibold text-ink">
        {tier.name}
      </h3>
      <PriceTag price={tier.price} cycle={cycle} />
      <p className="mt-3 text-sm text-ink-muted">{tier.description}</p>
      <a
        href={tier.ctaHref}
        className={clsx(
          'mt-6 inline-flex min-h-11 items-center justify-center rounded-lg px-4 font-semibold',
          CTA_CLASSES[tier.ctaVariant],
        )}
      >
        {tier.cta}
        <span className="sr-only"> – {tier.name} plan</span>
      </a>
      <div>
        {tier.features.length > 0 && (
          <ul id={listId} className="mt-6 space-y-2 border-t border-slate-100 pt-6 text-sm text-ink-soft">
            {[...shown, ...more].map((feature, index) => (
              <li
                key={`${index}-${feature}`}
                hidden={index >= shown.length && !expanded}
                className={clsx(index >= shown.length && !expanded ? 'hidden' : 'flex', 'gap-2 [html:not(.js)_&]:flex')}
              >
                <Check aria-hidden="true" className="mt-0.5 h-4 w-4 flex-none text-accent-600" />
                {feature}
              </li>
            ))}
          </ul>
        )}
        {more.length > 0 && (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={listId}
            data-pagefind-ignore=""
            onClick={() => setExpanded((value) => !value)}
            className="mt-3 inline-flex min-h-11 items-center self-start rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 [html:not(.js)_&]:hidden"
          >
            {featureToggleLabel(more.length, expanded)}
            <span className="sr-only"> features of {tier.name}</span>
          </button>
        )}
      </div>
    </article>
  );
}
