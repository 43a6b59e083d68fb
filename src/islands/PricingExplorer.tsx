/**
 * The /pricing plan chooser: a choice of the sub-industry products (default: the one
 * given as `defaultKey`, hospital), then that product's plan cards with the billing cycle and its
 * comparison table. The choice is kept in the URL query (`?product=healthcare/dental`; also read:
 * `?industry=healthcare&subIndustry=dental`) so it can be linked.
 *
 * The server HTML holds the default product's plans; without scripts the chooser is replaced by
 * links to each product page's #pricing section.
 */
import { useEffect, useState } from 'react';
import clsx from 'clsx';
import type { ComparisonView } from '../lib/comparison';
import { productFromQuery, queryWithProduct, type PlanCardView } from '../lib/pricing';
import { PricingPlansView } from './PricingPlans';
import { ComparisonTableView } from './ComparisonTable';
import { withErrorBoundary } from './ErrorBoundary';

/** One product the chooser offers. */
export interface PricingProduct {
  /** `industry/subIndustry`, e.g. `healthcare/dental`. */
  key: string;
  /** Short name on the chooser, e.g. "Dental". */
  name: string;
  /** e.g. "Sarathi Dental ERP". */
  productName: string;
  /** The product page, e.g. `/products/healthcare/dental`. */
  link: string;
  tiers: PlanCardView[];
  comparison: ComparisonView;
}

export interface PricingExplorerProps {
  products: PricingProduct[];
  defaultKey: string;
  idPrefix: string;
}

function PricingExplorer({ products, defaultKey, idPrefix }: PricingExplorerProps) {
  const [chosenKey, setChosenKey] = useState(defaultKey);
  const keys = products.map((product) => product.key);

  useEffect(() => {
    setChosenKey(productFromQuery(window.location.search, keys, defaultKey));
  }, []); // once, after hydration: the server HTML shows the default product

  const choose = (key: string) => {
    setChosenKey(key);
    const { pathname, search, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${queryWithProduct(search, key)}${hash}`);
  };

  const chosen = products.find((product) => product.key === chosenKey) ?? products[0];
  if (!chosen) return null;
  const slug = chosen.key.replace('/', '-');

  return (
    <div>
      <fieldset role="radiogroup" className="mb-10 [html:not(.js)_&]:hidden">
        <legend className="mb-3 w-full text-center font-semibold text-ink">Choose your product</legend>
        <div className="flex flex-wrap justify-center gap-2">
          {products.map((product) => (
            <label
              key={product.key}
              className={clsx(
                'relative flex min-h-11 cursor-pointer items-center rounded-full border px-4 text-sm font-semibold',
                'has-[:focus-visible]:outline has-[:focus-visible]:outline-[3px] has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                product.key === chosen.key
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-300 bg-white text-ink-soft hover:border-brand-600 hover:text-brand-700',
              )}
            >
              <input
                type="radio"
                name={`${idPrefix}-product`}
                value={product.key}
                checked={product.key === chosen.key}
                onChange={() => choose(product.key)}
                className="absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-full opacity-0"
              />
              {product.name}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="mb-8 text-center text-ink-muted [.js_&]:hidden">
        Plans of other products:{' '}
        {products.map((product, index) => (
          <span key={product.key}>
            {index > 0 && ', '}
            <a href={`${product.link}#pricing`} className="font-semibold text-brand-700 underline">
              {product.productName}
            </a>
          </span>
        ))}
        .
      </p>
      <h3 aria-live="polite" className="mb-6 text-center text-xl font-semibold text-ink">
        {chosen.productName} plans
      </h3>
      <PricingPlansView tiers={chosen.tiers} productName={chosen.productName} idPrefix={`${idPrefix}-${slug}`} />
      <ComparisonTableView
        key={`compare-${chosen.key}`}
        columns={chosen.comparison.columns}
        rows={chosen.comparison.rows}
        productName={chosen.productName}
        idPrefix={`${idPrefix}-${slug}`}
      />
    </div>
  );
}

export default withErrorBoundary(PricingExplorer);
