/**
 * The fixed words of the plans and of the /pricing page in each language of the site: the plan
 * cards, billing cycle, comparison table and chooser (PricingText, whose English the islands hold
 * in src/lib/pricingText.ts), and the words of the page around them (PricingPageText, build time
 * only). Each product's tiers, features and table rows are content (src/content/pricing/ and their
 * Nepali twins). Terms follow docs/glossary.md; placeholders in braces are filled in with `fill`.
 */
import { ENGLISH_PRICING_TEXT, type PricingText } from '../lib/pricingText';
import type { Locale } from './locales';

/** The plans in Nepali: plan names as the demo form names them, billing cycles as the glossary does. */
const NEPALI_PRICING_TEXT: PricingText = {
  locale: 'ne',
  planNames: { free: 'निःशुल्क', basic: 'बेसिक', standard: 'स्ट्यान्डर्ड', custom: 'कस्टम' },
  billingCycle: 'बिलिङ अवधि',
  cycles: {
    monthly: { label: 'मासिक', suffix: '/महिना' },
    'semi-annual': { label: 'अर्धवार्षिक', suffix: '/६ महिना' },
    annual: { label: 'वार्षिक', suffix: '/वर्ष' },
  },
  save: '{percent}% बचत',
  vatNote: 'मूल्यमा भ्याट र कानुनी शुल्क समावेश छैनन्।',
  heading: '{product} का प्लान तुलना गर्नुहोस्',
  swipeCue: 'सबै {count}वटा प्लान हेर्न तालिका दायाँ-बायाँ सार्नुहोस्',
  popular: 'लोकप्रिय',
  ctaPlan: ' – {name} प्लान',
  showMore: 'थप {count} हेर्नुहोस्',
  showLess: 'कम देखाउनुहोस्',
  featuresOf: ' ({name} प्लानका सुविधा)',
  tailoredQuote: 'मूल्य प्रस्ताव',
  was: 'पहिले ',
  now: 'अहिले ',
  plansOf: '{product} का प्लान',
  caption: '{product} का हरेक प्लानका सुविधा; मूल्य रोजिएको बिलिङ अवधिअनुसार',
  features: 'सुविधा',
  included: 'समावेश छ',
  notIncluded: 'समावेश छैन',
  moreAbout: '{label}: थप जानकारी',
  packageServices: {
    title: 'प्याकेजमा पाइने सेवा',
    coreFeatures: 'मुख्य सुविधा',
    videoTutorial: 'भिडियो ट्युटोरियल',
    installation: 'इन्स्टलेसन',
    cloudHosting: 'क्लाउड होस्टिङ',
    onSiteTraining: 'तपाईंकै ठाउँमा तालिम',
    onSiteTrainingTooltip: 'काठमाडौँ उपत्यकाबाहिर यातायात, खाना र बासको खर्च छुट्टै लाग्छ।',
    onSiteSupport: 'तपाईंकै ठाउँमा सहयोग',
    onCallSupport: 'फोनबाट सहयोग',
    extraCost: 'थप शुल्क',
  },
  chooseProduct: 'आफ्नो प्रोडक्ट छान्नुहोस्',
  otherPlans: 'अरू प्रोडक्टका प्लान:',
  loading: '{name}का प्लान खुल्दै छन्…',
  failed: '{name}का प्लान यहाँ खुल्न सकेनन्।',
  seePlans: '{product} का प्लान हेर्नुहोस्',
  fullStop: '।',
};

/** The plans' fixed words in each language. */
export const PRICING_TEXT: Readonly<Record<Locale, PricingText>> = {
  en: ENGLISH_PRICING_TEXT,
  ne: NEPALI_PRICING_TEXT,
};

/** The words of the /pricing page and of a product page's #pricing section, around the plans. */
export interface PricingPageText {
  /** The #pricing section's heading and default lead: 'Plans for {product}. …'. */
  sectionTitle: string;
  sectionSubtitle: string;
  /** A product's price line on /pricing: 'Free plan · paid plans from {price}/month'. */
  freePlan: string;
  paidFrom: string;
  onRequest: string;
  /** Said after an industry's product link, for screen readers, with its leading space. */
  pricingOf: string;
  askQuote: string;
  faqTitle: string;
}

export const PRICING_PAGE_TEXT: Readonly<Record<Locale, PricingPageText>> = {
  en: {
    sectionTitle: 'Pricing',
    sectionSubtitle: 'Plans for {product}. Pay monthly, or save 5% with semi-annual and 15% with annual billing.',
    freePlan: 'Free plan',
    paidFrom: 'paid plans from {price}/month',
    onRequest: 'Pricing on request',
    pricingOf: ' pricing',
    askQuote: 'Ask for a tailored quote',
    faqTitle: 'Pricing FAQs',
  },
  ne: {
    sectionTitle: 'मूल्य',
    sectionSubtitle: '{product} का प्लान। मासिक तिर्नुहोस्, वा अर्धवार्षिक बिलिङमा ५% र वार्षिक बिलिङमा १५% बचत गर्नुहोस्।',
    freePlan: 'निःशुल्क प्लान',
    paidFrom: 'सशुल्क प्लान मासिक {price}देखि',
    onRequest: 'मूल्य अनुरोधअनुसार',
    pricingOf: ': मूल्य',
    askQuote: 'तपाईंअनुसारको मूल्य प्रस्ताव माग्नुहोस्',
    faqTitle: 'मूल्यबारे धेरै सोधिने प्रश्न',
  },
};
