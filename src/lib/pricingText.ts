/**
 * The fixed words of the plan cards, billing-cycle switch, comparison table and /pricing plan
 * chooser, in one language. English is here, read by default by the islands that draw plans; the
 * Nepali texts are src/i18n/pricing.ts (docs/glossary.md names the terms). Pure data: islands
 * import it.
 */
import type { Locale } from '../i18n/locales';
import type { PRICING_PLANS } from '../schemas/catalogue';

/** A plan id: free, basic, standard, custom. */
type PricingPlan = (typeof PRICING_PLANS)[number];
/** A billing cycle id (src/lib/pricing.ts). */
type BillingCycleId = 'monthly' | 'semi-annual' | 'annual';

/** What a billing cycle's button and its prices say: 'Monthly' and '/month'. */
export interface BillingCycleText {
  label: string;
  suffix: string;
}

/** The billing-cycle switch and the note under the cards (the PricingPlans island). */
export interface BillingText {
  /** The language of the digits. */
  locale: Locale;
  /** The switch's legend, for screen readers. */
  billingCycle: string;
  cycles: Readonly<Record<BillingCycleId, BillingCycleText>>;
  /** The saving pill: 'Save {percent}%'. */
  save: string;
  vatNote: string;
}

/** The comparison table's heading and its sideways-scrolling cue (the ComparisonTable island). */
export interface ComparisonHeadText {
  /** The language of the digits. */
  locale: Locale;
  /** 'Compare {product} plans'. */
  heading: string;
  /** 'Swipe the table sideways to see all {count} plans'. */
  swipeCue: string;
}

/** The Package Services block every comparison table gets (src/lib/comparison.ts). */
export interface PackageServicesText {
  title: string;
  /** The name of the record's Core Features category in this language: the block goes before it. */
  coreFeatures: string;
  videoTutorial: string;
  installation: string;
  cloudHosting: string;
  onSiteTraining: string;
  /** On-site Training's tooltip: outside Kathmandu valley travel and stay cost extra. */
  onSiteTrainingTooltip: string;
  onSiteSupport: string;
  onCallSupport: string;
  extraCost: string;
}

/** Every fixed word of a product's plans, in one language. `{name}`-style placeholders are filled in. */
export interface PricingText extends BillingText, ComparisonHeadText {
  /** Each plan's name as the cards and the table show it (the content names tiers in English). */
  planNames: Readonly<Record<PricingPlan, string>>;
  popular: string;
  /** Said after a card's button, for screen readers: ' – {name} plan'. */
  ctaPlan: string;
  /** The feature toggle: 'Show {count} more' / 'Show less', then ' features of {name}' for screen readers. */
  showMore: string;
  showLess: string;
  featuresOf: string;
  /** The Custom tier's price line. */
  tailoredQuote: string;
  /** Before a struck amount and the discounted one, for screen readers (with their trailing space). */
  was: string;
  now: string;
  /** A plan list's name: '{product} plans'. */
  plansOf: string;
  /** The comparison table: its caption, its first column head, a tick's and a cross's words, an info button. */
  caption: string;
  features: string;
  included: string;
  notIncluded: string;
  moreAbout: string;
  packageServices: PackageServicesText;
  /** The /pricing chooser. */
  chooseProduct: string;
  otherPlans: string;
  loading: string;
  failed: string;
  seePlans: string;
  /** The end of a sentence: '.' or '।'. */
  fullStop: string;
}

export const ENGLISH_PRICING_TEXT: PricingText = {
  locale: 'en',
  planNames: { free: 'Free', basic: 'Basic', standard: 'Standard', custom: 'Custom' },
  billingCycle: 'Billing cycle',
  cycles: {
    monthly: { label: 'Monthly', suffix: '/month' },
    'semi-annual': { label: 'Semi-annual', suffix: '/6 months' },
    annual: { label: 'Annual', suffix: '/year' },
  },
  save: 'Save {percent}%',
  vatNote: 'Prices exclude VAT and legal charges.',
  heading: 'Compare {product} plans',
  swipeCue: 'Swipe the table sideways to see all {count} plans',
  popular: 'POPULAR',
  ctaPlan: ' – {name} plan',
  showMore: 'Show {count} more',
  showLess: 'Show less',
  featuresOf: ' features of {name}',
  tailoredQuote: 'Tailored quote',
  was: 'was ',
  now: 'now ',
  plansOf: '{product} plans',
  caption: 'Features of each {product} plan; prices for the chosen billing cycle',
  features: 'Features',
  included: 'Included',
  notIncluded: 'Not included',
  moreAbout: 'More about {label}',
  packageServices: {
    title: 'Package Services',
    coreFeatures: 'Core Features',
    videoTutorial: 'Video Tutorial',
    installation: 'Installation',
    cloudHosting: 'Cloud Hosting',
    onSiteTraining: 'On-site Training',
    onSiteTrainingTooltip: 'Outside Kathmandu valley, transport, meals and accommodation are charged extra.',
    onSiteSupport: 'On-Site Support',
    onCallSupport: 'On-Call Support',
    extraCost: 'Extra Cost',
  },
  chooseProduct: 'Choose your product',
  otherPlans: 'Plans of other products:',
  loading: 'Loading the {name} plans…',
  failed: 'The {name} plans could not be loaded here.',
  seePlans: 'See the {product} plans',
  fullStop: '.',
};

/** The billing texts of `text`, for the PricingPlans island (it needs no more). */
export const billingText = ({ locale, billingCycle, cycles, save, vatNote }: PricingText): BillingText => ({
  locale,
  billingCycle,
  cycles,
  save,
  vatNote,
});

/** The /pricing chooser's own words: the plans of a product it loads bring their words with them. */
export type ChooserText = Pick<
  PricingText,
  'locale' | 'chooseProduct' | 'otherPlans' | 'plansOf' | 'loading' | 'failed' | 'seePlans' | 'fullStop'
>;

/** The chooser's words of `text`, for the PricingExplorer island. */
export const chooserText = ({
  locale,
  chooseProduct,
  otherPlans,
  plansOf,
  loading,
  failed,
  seePlans,
  fullStop,
}: PricingText): ChooserText => ({ locale, chooseProduct, otherPlans, plansOf, loading, failed, seePlans, fullStop });

/** The comparison heading texts of `text`, for the ComparisonTable island. */
export const comparisonHeadText = ({ locale, heading, swipeCue }: PricingText): ComparisonHeadText => ({
  locale,
  heading,
  swipeCue,
});
