/**
 * The fixed texts of the catalogue's pages (the industries list, the products page, each industry's
 * page and the Coming Soon panel) and of the cards they share, in each language of the site. The
 * industries' and packages' own texts are content (src/content/industries/, sub-industries/ and
 * their Nepali twins); terms follow docs/glossary.md. Placeholders in braces (`{industry}`,
 * `{product}`, `{name}`, `{reach}`) are filled in with `fill` (src/i18n/fill.ts).
 */
import type { Locale } from './locales';
import { t } from './dictionary';

/** The catalogue's texts in one language. */
export interface CatalogueText {
  /** The amber tag of an industry not sold yet. */
  comingSoon: string;
  /** What a coming-soon industry says about itself (the Coming Soon panel, the lists). */
  preparing: string;
  tellUsWhatYouNeed: string;
  backToHome: string;
  /** An industry page's <title> and a coming-soon industry's. */
  industryTitle: string;
  comingSoonTitle: string;
  /** An industry's link in the lists: to its page when sold, else to its Coming Soon page. */
  exploreIndustry: string;
  aboutIndustry: string;
  /** A package's reach, e.g. '50+ sites'. */
  sites: string;
  /** A product card's buttons; `…Of` is said after the label to screen readers, with its leading space. */
  learnMore: string;
  learnMoreOf: string;
  viewPricing: string;
  viewPricingOf: string;
  /** An industry page. */
  scheduleDemo: string;
  viewModules: string;
  packagesLabel: string;
  whyChoose: string;
  products: string;
  modulesForEvery: string;
  modulesLead: string;
  modulesByBusiness: string;
  /**
   * The hero carousel's and the tab list's accessible names without the industry's name, for an
   * industry shown in English on a page of another language: an accessible name cannot mark one
   * word of it as English (docs/languages.md#when-a-nepali-text-is-missing).
   */
  packagesLabelUnnamed: string;
  modulesByBusinessUnnamed: string;
  getStarted: string;
  contactSales: string;
  /** One tab of an industry page's modules. */
  tabModules: string;
  keyFeatures: string;
  learnMoreModule: string;
  learnMoreModuleOf: string;
  seeAllModules: string;
}

export const CATALOGUE_TEXT: Readonly<Record<Locale, CatalogueText>> = {
  en: {
    comingSoon: 'Coming Soon',
    preparing: "We're preparing specialized ERP solutions for this sector. Stay tuned!",
    tellUsWhatYouNeed: 'Tell us what you need',
    backToHome: t('en').layout.backToHome,
    industryTitle: '{industry} ERP Software',
    comingSoonTitle: '{industry} ERP: Coming Soon',
    exploreIndustry: 'Explore {industry}',
    aboutIndustry: 'About {industry}',
    sites: '{reach} sites',
    learnMore: 'Learn More',
    learnMoreOf: ' about {product}',
    viewPricing: 'View Pricing',
    viewPricingOf: ' of {product}',
    scheduleDemo: 'Schedule Demo',
    viewModules: 'View Modules',
    packagesLabel: '{industry} packages',
    whyChoose: 'Why {industry} teams choose Sarathi ERP',
    products: '{industry} products',
    modulesForEvery: 'Modules for every {industry} business',
    modulesLead: 'Choose your business to see the modules its teams use most.',
    modulesByBusiness: '{industry} modules by business',
    packagesLabelUnnamed: 'Packages',
    modulesByBusinessUnnamed: 'Modules by business',
    getStarted: 'Get Started',
    contactSales: 'Contact Sales',
    tabModules: '{name} modules',
    keyFeatures: 'Key Features',
    learnMoreModule: 'Learn more',
    learnMoreModuleOf: ' about {name}',
    seeAllModules: 'See All {name} modules',
  },
  ne: {
    comingSoon: t('ne').navLabels.comingSoon,
    preparing: 'यस क्षेत्रका लागि हामी विशेष ERP समाधान तयार गर्दै छौँ। छिट्टै ल्याउँदै छौँ!',
    tellUsWhatYouNeed: 'तपाईंलाई के चाहिन्छ, भन्नुहोस्',
    backToHome: t('ne').layout.backToHome,
    industryTitle: '{industry} ERP सफ्टवेयर',
    comingSoonTitle: '{industry} ERP: छिट्टै आउँदै',
    exploreIndustry: '{industry}का प्रोडक्ट हेर्नुहोस्',
    aboutIndustry: '{industry}बारे जान्नुहोस्',
    sites: '{reach} ठाउँमा',
    learnMore: 'थप जान्नुहोस्',
    learnMoreOf: ': {product}',
    viewPricing: 'मूल्य हेर्नुहोस्',
    viewPricingOf: ': {product}',
    scheduleDemo: 'डेमो बुक गर्नुहोस्',
    viewModules: 'मोड्युलहरू हेर्नुहोस्',
    packagesLabel: '{industry}का प्याकेजहरू',
    whyChoose: '{industry}का टोलीहरूले Sarathi ERP किन रोज्छन्',
    products: '{industry}का प्रोडक्टहरू',
    modulesForEvery: '{industry}का हरेक व्यवसायका लागि मोड्युल',
    modulesLead: 'आफ्नो व्यवसायको प्रकार छान्नुहोस् र त्यहाँका कर्मचारीले सबैभन्दा बढी चलाउने मोड्युल हेर्नुहोस्।',
    modulesByBusiness: 'व्यवसायअनुसार {industry}का मोड्युल',
    packagesLabelUnnamed: 'प्याकेजहरू',
    modulesByBusinessUnnamed: 'व्यवसायअनुसार मोड्युल',
    getStarted: 'सुरु गर्नुहोस्',
    contactSales: 'बिक्री टोलीलाई सम्पर्क गर्नुहोस्',
    tabModules: '{name}का मोड्युलहरू',
    keyFeatures: 'मुख्य सुविधाहरू',
    learnMoreModule: 'थप जान्नुहोस्',
    learnMoreModuleOf: ': {name}',
    seeAllModules: '{name}का सबै मोड्युल हेर्नुहोस्',
  },
};
