/**
 * The shapes of the fixed words of the plan cards, billing-cycle switch, comparison table and
 * /pricing plan chooser, in one language: the dictionary's `pricing` section (src/i18n/dictionary;
 * docs/glossary.md names the terms) with the language whose digits the prices are written in
 * (pricingTextOf in src/lib/pricingWords.ts builds it). Pages pass the islands the words they show;
 * the /pricing chooser loads the rest with another product's records. Pure types and picks: islands
 * import it.
 */
import type { Dictionary } from '../i18n/dictionary';
import type { Locale } from '../i18n/locales';

type PlansWords = Dictionary['pricing'];

/** The billing-cycle switch and the note under the cards (the PricingPlans island). */
export interface BillingText extends Pick<PlansWords, 'billingCycle' | 'cycles' | 'save' | 'vatNote'> {
  /** The language of the digits. */
  locale: Locale;
}

/** The comparison table's heading and its sideways-scrolling cue (the ComparisonTable island). */
export interface ComparisonHeadText extends Pick<PlansWords, 'heading' | 'swipeCue'> {
  /** The language of the digits. */
  locale: Locale;
}

/** The Package Services block every comparison table gets (src/lib/comparison.ts). */
export type PackageServicesText = PlansWords['packageServices'];

/** Every fixed word of a product's plans, in one language. `{name}`-style placeholders are filled in. */
export type PricingText = PlansWords & {
  /** The language of the digits. */
  locale: Locale;
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
