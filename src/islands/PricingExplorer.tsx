/**
 * The /pricing plan chooser: a choice of the sub-industry products (default: the one given as
 * `defaultKey`, hospital), then that product's plan cards with the billing cycle and its
 * comparison table. The choice is kept in the URL query (`?product=healthcare/dental`; also read:
 * `?industry=healthcare&subIndustry=dental`) so it can be linked.
 *
 * The default product's plans are static HTML passed in as children (with their own PricingPlans
 * and ComparisonTable islands); when another product is chosen the pricing records are read once
 * from /constants/pricing.json and its plans drawn with the same markup components, so the page
 * carries one product's plans, not seven. While they load the panel says so; if they cannot be loaded it links
 * to that product's own pricing section. Without scripts the chooser is replaced by links to each
 * product page's #pricing section.
 */
import { memo, useEffect, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import {
  pricingRecordsUrl,
  pricingPlansOf,
  pricingWordsUrl,
  productFromQuery,
  queryWithProduct,
  type ProductPlans,
} from '../lib/pricing';
import type { PricingRecord } from '../schemas/pricing';
import { billingText, comparisonHeadText, type ChooserText, type PricingText } from '../lib/pricingText';
import { fill } from '../i18n/fill';
import type { Locale } from '../i18n/locales';
import { PricingPlansView } from './PricingPlans';
import { ComparisonTableView } from './ComparisonTable';
import PlanCardList from './pricing/PlanCardList';
import ComparisonTableMarkup from './pricing/ComparisonTableMarkup';
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
  /** The names' language where it is not the page's (its Nepali text not written yet), given only then. */
  lang?: string;
}

export interface PricingExplorerProps {
  products: PricingProduct[];
  defaultKey: string;
  idPrefix: string;
  /**
   * The chooser's words in the page's language. The records and the words of the plans it draws
   * are loaded in that language when another product is chosen.
   */
  text: ChooserText;
  /** The default product's plans (PricingPlans and ComparisonTable with their markup). */
  children?: ReactNode;
}

/** The element ids of a product's plans: `pricing-dental-…` (sub-industry slugs are unique). */
export function productIdPrefix(idPrefix: string, key: string): string {
  return `${idPrefix}-${key.split('/').at(-1) ?? key}`;
}

const fetched = new Map<string, Promise<unknown>>();

/**
 * The JSON at `url`, fetched on the first call and shared by later ones; a failed fetch is tried
 * again next time.
 */
function loadJson<T>(url: string): Promise<T> {
  const pending =
    fetched.get(url) ??
    fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
        return response.json() as Promise<unknown>;
      })
      .catch((error: unknown) => {
        fetched.delete(url);
        throw error;
      });
  fetched.set(url, pending);
  return pending as Promise<T>;
}

/** The pricing records in `locale`, keyed `industry/subIndustry`. */
const loadPricingRecords = (locale: Locale) => loadJson<Record<string, PricingRecord>>(pricingRecordsUrl(locale));

/**
 * The plans' words in `locale`, loaded with the records: no page carries the words of plans it
 * does not show, and the island's script carries no words at all.
 */
const loadPlansText = (locale: Locale) => loadJson<PricingText>(pricingWordsUrl(locale));

/** A product's plans: loading, loaded (with their words), or failed to load. */
type Loaded = { state: 'loading' } | { state: 'loaded'; plans: ProductPlans; text: PricingText } | { state: 'failed' };

function PricingExplorer({ products, defaultKey, idPrefix, text, children }: PricingExplorerProps) {
  const [chosenKey, setChosenKey] = useState(defaultKey);
  const [loaded, setLoaded] = useState<Record<string, Loaded>>({});
  const keys = products.map((product) => product.key);

  useEffect(() => {
    setChosenKey(productFromQuery(window.location.search, keys, defaultKey));
  }, []); // once, after hydration: the server HTML shows the default product

  // A product other than the page's: its plans from the pricing records, read once for all.
  useEffect(() => {
    if (chosenKey === defaultKey || loaded[chosenKey]) return;
    const key = chosenKey;
    const [industry = '', subIndustry = ''] = key.split('/');
    setLoaded((current) => ({ ...current, [key]: { state: 'loading' } }));
    Promise.all([loadPricingRecords(text.locale), loadPlansText(text.locale)])
      .then(([records, plansText]) => {
        const record = records[key];
        if (!record) throw new Error(`no pricing record for ${key}`);
        const plans = pricingPlansOf(record, { industry, subIndustry }, plansText);
        setLoaded((current) => ({ ...current, [key]: { state: 'loaded', plans, text: plansText } }));
      })
      .catch((error: unknown) => {
        console.error(`Could not load the plans of ${key}`, error);
        setLoaded((current) => ({ ...current, [key]: { state: 'failed' } }));
      });
  }, [chosenKey, defaultKey, loaded, text]);

  const choose = (key: string) => {
    setChosenKey(key);
    const { pathname, search, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${queryWithProduct(search, key)}${hash}`);
  };

  const chosen = products.find((product) => product.key === chosenKey) ?? products[0];
  if (!chosen) return null;
  const showsDefault = chosen.key === defaultKey;
  const other = showsDefault ? undefined : loaded[chosen.key];

  return (
    <div>
      <fieldset role="radiogroup" className="mb-10 noscript:hidden">
        <legend className="mb-3 w-full text-center font-semibold text-ink">{text.chooseProduct}</legend>
        <div className="flex flex-wrap justify-center gap-2">
          {products.map((product) => (
            <label
              key={product.key}
              lang={product.lang}
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
      <p className="mb-8 text-center text-ink-muted scripted:hidden">
        {text.otherPlans}{' '}
        {products.map((product, index) => (
          <span key={product.key}>
            {index > 0 && ', '}
            <a href={`${product.link}#pricing`} className="font-semibold text-brand-700 underline" lang={product.lang}>
              {product.productName}
            </a>
          </span>
        ))}
        {text.fullStop}
      </p>
      <h3 aria-live="polite" className="mb-6 text-center text-xl font-semibold text-ink">
        {fill(text.plansOf, { product: chosen.productName }, text.locale)}
      </h3>
      <div hidden={!showsDefault}>{children}</div>
      {other?.state === 'loading' && (
        <p role="status" className="py-16 text-center text-ink-muted">
          {fill(text.loading, { name: chosen.name }, text.locale)}
        </p>
      )}
      {other?.state === 'failed' && (
        <p role="alert" className="py-16 text-center text-ink-muted">
          {fill(text.failed, { name: chosen.name }, text.locale)}{' '}
          <a href={`${chosen.link}#pricing`} className="font-semibold text-brand-700 underline">
            {fill(text.seePlans, { product: chosen.productName }, text.locale)}
          </a>
          {text.fullStop}
        </p>
      )}
      {other?.state === 'loaded' && (
        <ProductPlansView
          key={chosen.key}
          plans={other.plans}
          productName={chosen.productName}
          idPrefix={productIdPrefix(idPrefix, chosen.key)}
          text={other.text}
        />
      )}
    </div>
  );
}

/**
 * A fetched product's cards and table, drawn with the markup the page's own product uses. Drawn
 * once per product (memo): the islands inside then change its DOM (open categories, expanded
 * feature lists) without React redrawing over them.
 */
const ProductPlansView = memo(function ProductPlansView({
  plans,
  productName,
  idPrefix,
  text,
}: {
  plans: ProductPlans;
  productName: string;
  idPrefix: string;
  text: PricingText;
}) {
  return (
    <>
      <PricingPlansView idPrefix={idPrefix} text={billingText(text)}>
        <PlanCardList tiers={plans.tiers} productName={productName} idPrefix={idPrefix} text={text} />
      </PricingPlansView>
      <ComparisonTableView
        productName={productName}
        planCount={plans.comparison.columns.length}
        idPrefix={idPrefix}
        text={comparisonHeadText(text)}
      >
        <ComparisonTableMarkup
          columns={plans.comparison.columns}
          rows={plans.comparison.rows}
          productName={productName}
          idPrefix={idPrefix}
          text={text}
        />
      </ComparisonTableView>
    </>
  );
});

export default withErrorBoundary(PricingExplorer);
