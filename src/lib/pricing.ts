/**
 * Price maths and rupee formatting of the plan cards and the comparison table. Pure; shared by
 * pages and islands.
 */
import { buildComparison, type ComparisonView } from './comparison';
import type { Locale } from '../i18n/locales';
import { basePath } from '../i18n/routes';
import { fill, localizeDigits } from '../i18n/fill';
import type { PricingText } from './pricingText';
import { BILLING_CYCLE_RULES, type BillingCycle } from './billingCycle';

/** Rupee grouping as Nepal writes it (lakh grouping: Rs. 1,23,456), used for every price on the site. */
const rupeeGrouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** A parsed monthly price: an amount in Rs., or a word such as 'Custom' shown as it is. */
export type Price = { kind: 'amount'; rupees: number } | { kind: 'word'; word: string };

/**
 * Parses the price text of a pricing tier: `Rs.4500` → { kind: 'amount', rupees: 4500 };
 * `Custom` → { kind: 'word' }. Throws on any other text (the content schema
 * rejects it before the build gets here).
 */
export function parsePrice(text: string): Price {
  const amount = text.match(/^Rs\.(\d+)$/);
  if (amount) return { kind: 'amount', rupees: Number(amount[1]) };
  if (text === 'Custom') return { kind: 'word', word: text };
  throw new Error(`price "${text}" is not "Rs.{number}" or "Custom"`);
}

/**
 * What a price word reads as on the cards and in the table: 'Custom' is quoted per business, so
 * the Custom tier's price line does not repeat its name ('Tailored quote', in `text`'s language).
 */
export function priceWordText(word: string, text: PricingText): string {
  return word === 'Custom' ? text.tailoredQuote : word;
}

/**
 * Formats whole rupees with lakh grouping: 123456 → 'Rs. 1,23,456', or on a Nepali page
 * 'रु. १,२३,४५६' (`locale` 'ne'). Rounds half up first. Nepali digits are written by
 * `localizeDigits` over the Indian English grouping, not by Intl.NumberFormat('ne'): Node's full
 * ICU gives the same text, but Chromium ships no Nepali number data and falls back to '245,000'
 * in ASCII digits, so the /pricing chooser would print other prices than the built page.
 */
export function formatRupees(rupees: number, locale: Locale = 'en'): string {
  const amount = rupeeGrouping.format(Math.round(rupees));
  return locale === 'ne' ? `रु. ${localizeDigits(amount, locale)}` : `Rs. ${amount}`;
}

/**
 * What a price shows for a cycle: a word ('Custom') as it is, or the whole-rupee amount with its
 * suffix and, for a discounted cycle, the undiscounted amount (`wasText`, struck through).
 * `wasText` is null when nothing was taken off (monthly, or a free tier at Rs. 0).
 */
type CyclePrice =
  | { kind: 'word'; text: string }
  | { kind: 'amount'; rupees: number; text: string; suffix: string; wasRupees: number | null; wasText: string | null };

/**
 * The price of a tier for a billing cycle. `priceText` is the tier's monthly price as written in
 * content (`Rs.2995`, `Custom`). Works in whole percent so that halves stay exact: Rs.2995
 * semi-annual = 2995 × 6 × 95 / 100 = 17071.5 → Rs. 17,072 (rounded half up), was Rs. 17,970.
 * Amounts and suffixes are written in `text`'s language ('रु. १७,०७२', '/६ महिना').
 * Throws on malformed price text (see {@link parsePrice}).
 */
export function cyclePrice(priceText: string, cycle: BillingCycle, text: PricingText): CyclePrice {
  const price = parsePrice(priceText);
  if (price.kind === 'word') return { kind: 'word', text: price.word };
  const rule = BILLING_CYCLE_RULES[cycle];
  const full = price.rupees * rule.months;
  const rupees = Math.round((full * (100 - rule.discountPercent)) / 100);
  const discounted = rule.discountPercent > 0 && rupees < full;
  return {
    kind: 'amount',
    rupees,
    text: formatRupees(rupees, text.locale),
    suffix: text.cycles[cycle].suffix,
    wasRupees: discounted ? full : null,
    wasText: discounted ? formatRupees(full, text.locale) : null,
  };
}

/** Features a plan card shows before 'Show {n} more'. */
const CARD_FEATURE_PREVIEW = 7;

/** A card's feature list split at the preview limit: `shown` always visible, `more` behind the toggle. */
interface CollapsedFeatures {
  shown: string[];
  more: string[];
}

/** Splits `features` after the first `limit` (default 7); `more` is empty when nothing is hidden. */
export function collapseFeatures(features: readonly string[], limit: number = CARD_FEATURE_PREVIEW): CollapsedFeatures {
  return { shown: features.slice(0, limit), more: features.slice(limit) };
}

/** The feature toggle's text: 'Show {n} more' while collapsed, 'Show less' while expanded (in `text`'s language). */
export function featureToggleLabel(hiddenCount: number, expanded: boolean, text: PricingText): string {
  return expanded ? text.showLess : fill(text.showMore, { count: hiddenCount }, text.locale);
}

/** What a tier's call to action prefills on the demo form. */
interface CtaContext {
  industry: string;
  subIndustry: string;
  pricing: string;
}

/**
 * A tier CTA's href: links to /request-demo (or its Nepali twin /ne/request-demo) get `industry`,
 * `subIndustry` and `pricing` added to their query (keeping any query or hash already there);
 * other links are returned unchanged.
 * @example ctaHref('/request-demo', { industry: 'healthcare', subIndustry: 'hospital', pricing: 'standard' })
 *   === '/request-demo?industry=healthcare&subIndustry=hospital&pricing=standard'
 */
export function ctaHref(ctaLink: string, context: CtaContext): string {
  const [beforeHash = '', hash] = ctaLink.split('#', 2);
  const [path = '', query = ''] = beforeHash.split('?', 2);
  if (basePath(path) !== '/request-demo') return ctaLink;
  const params = new URLSearchParams(query);
  params.set('industry', context.industry);
  params.set('subIndustry', context.subIndustry);
  params.set('pricing', context.pricing);
  return `${path}?${params.toString().replaceAll('%2F', '/')}${hash === undefined ? '' : `#${hash}`}`;
}

/**
 * The product a /pricing visitor asked for in the query: `?product=healthcare/dental` or
 * `?industry=healthcare&subIndustry=dental`. Returns the key when it is one of `keys`, else
 * `fallback`.
 */
export function productFromQuery(search: string, keys: readonly string[], fallback: string): string {
  const params = new URLSearchParams(search);
  const product = params.get('product');
  const industry = params.get('industry');
  const subIndustry = params.get('subIndustry');
  const wanted = product ?? (industry && subIndustry ? `${industry}/${subIndustry}` : null);
  const key = wanted?.trim().toLowerCase();
  return key && keys.includes(key) ? key : fallback;
}

/**
 * The /pricing query after choosing `product`: `?product=…` replaces any product, industry and
 * subIndustry parameters; other parameters stay. `search` is `location.search` ('' or '?…').
 */
export function queryWithProduct(search: string, product: string): string {
  const params = new URLSearchParams(search);
  params.delete('industry');
  params.delete('subIndustry');
  params.set('product', product);
  return `?${params.toString().replaceAll('%2F', '/')}`;
}

/** A plan card as the cards island shows it: the tier plus its CTA href and card features. */
export interface PlanCardView {
  /** The plan's name in the page's language ('Standard', 'स्ट्यान्डर्ड'). */
  name: string;
  plan: string;
  /** Monthly price text as written in content: `Rs.4500` or `Custom`. */
  price: string;
  description: string;
  cta: string;
  ctaHref: string;
  ctaVariant: 'primary' | 'outline' | 'other';
  recommended: boolean;
  features: string[];
}

/** The tier fields the cards need (a pricing record's `pricingTiers` entries satisfy it). */
interface TierInput {
  name: string;
  plan: string;
  price: string;
  description: string;
  cta: string;
  ctaLink: string;
  ctaVariant: 'primary' | 'outline' | 'other';
  recommended: boolean;
}

/**
 * The plan cards of a pricing record, in tier order, each CTA prefilled for the demo form with the
 * product's industry, sub-industry and the tier's plan, each named in `text`'s language. A tier
 * without `cardFeatures` gets none.
 */
export function planCards(
  record: { pricingTiers: readonly TierInput[]; cardFeatures: Readonly<Record<string, readonly string[]>> },
  where: { industry: string; subIndustry: string },
  text: PricingText,
): PlanCardView[] {
  return record.pricingTiers.map((tier) => ({
    name: text.planNames[tier.plan as keyof PricingText['planNames']] ?? tier.name,
    plan: tier.plan,
    price: tier.price,
    description: tier.description,
    cta: tier.cta,
    ctaHref: ctaHref(tier.ctaLink, { ...where, pricing: tier.plan }),
    ctaVariant: tier.ctaVariant,
    recommended: tier.recommended,
    features: [...(record.cardFeatures[tier.name] ?? [])],
  }));
}

/**
 * The lowest monthly amount above Rs. 0 among `prices` (e.g. ['Rs.0', 'Rs.2995', 'Rs.5500', 'Custom']
 * → 2995), or null when no tier has one. For "paid plans from Rs. …/month" lines.
 */
export function lowestPaidPrice(prices: readonly string[]): number | null {
  const amounts = prices
    .map(parsePrice)
    .flatMap((price) => (price.kind === 'amount' && price.rupees > 0 ? [price.rupees] : []));
  return amounts.length > 0 ? Math.min(...amounts) : null;
}

/** One product's plans: its cards and its comparison table. */
export interface ProductPlans {
  tiers: PlanCardView[];
  comparison: ComparisonView;
}

/** The plan cards and comparison table of a pricing record, for the product at `where`, in `text`'s language. */
export function pricingPlansOf(
  record: Parameters<typeof planCards>[0] & Parameters<typeof buildComparison>[0],
  where: { industry: string; subIndustry: string },
  text: PricingText,
): ProductPlans {
  return { tiers: planCards(record, where, text), comparison: buildComparison(record, text) };
}

/**
 * Where the pricing records of every product are served as data in `locale`, keyed
 * `industry/subIndustry` (src/pages/constants/pricing.json.ts, pricing-ne.json.ts): what the
 * /pricing chooser reads, once, when a visitor picks a product other than the one in the page.
 */
export function pricingRecordsUrl(locale: Locale): string {
  return locale === 'en' ? '/constants/pricing.json' : `/constants/pricing-${locale}.json`;
}

/**
 * Where the plans' fixed words (PricingText) in `locale` are served as data
 * (src/pages/constants/pricing-words-[locale].json.ts): the /pricing chooser reads them with the
 * records, so no page carries the words of plans it does not show.
 */
export function pricingWordsUrl(locale: Locale): string {
  return `/constants/pricing-words-${locale}.json`;
}
