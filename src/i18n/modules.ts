/**
 * The fixed texts of the module pages (/modules and /modules/{module}) and of the module browser
 * island, in each language of the site. The modules' own texts are content (src/content/modules/
 * and their Nepali twins); module names and terms follow docs/glossary.md.
 */
import { ENGLISH_MODULE_BROWSER_TEXT, type ModuleBrowserText } from '../islands/ModuleBrowser';
import type { Locale } from './locales';

/** The module pages' texts in one language. `{module}` is filled in with the module's title. */
export interface ModulePageText {
  /** /modules: heading and lead. */
  listTitle: string;
  listDescription: string;
  /** The list section's accessible name. */
  listLabel: string;
  /**
   * A module list under a product or an industry: heading ('{scope}' is its name), lead for a
   * product ('{count}', '{product}') or an industry ('{count}', '{industry}', in running text), and
   * the sentence the page's meta description adds to the lead.
   */
  scopedListTitle: string;
  productModulesLead: string;
  industryModulesLead: string;
  scopedListMetaSuffix: string;
  /** A module page's <title>, e.g. 'Billing & Invoicing Module'. */
  pageTitle: string;
  eyebrow: string;
  industriesLabel: string;
  screenshots: string;
  screenshotsLabel: string;
  noScreenshots: string;
  highlights: string;
  noHighlights: string;
  benefits: string;
  noBenefits: string;
  features: string;
  noFeatures: string;
  browseAll: string;
  talkToUs: string;
  browser: ModuleBrowserText;
}

export const MODULE_PAGE_TEXT: Readonly<Record<Locale, ModulePageText>> = {
  en: {
    listTitle: 'ERP Modules',
    listDescription:
      'Every module of Sarathi ERP, from OPD and pharmacy to kitchen display and accounting. Pick the ones your business needs; they share one database and one login.',
    listLabel: 'Modules',
    scopedListTitle: '{scope} Modules',
    productModulesLead: 'The {count} modules of {product}, most used first.',
    industryModulesLead: 'The {count} modules of Sarathi ERP for {industry} businesses in Nepal.',
    scopedListMetaSuffix: ' Compare features and pick what your team needs.',
    pageTitle: '{module} Module',
    eyebrow: 'Module',
    industriesLabel: 'Industries using this module',
    screenshots: 'Screenshots',
    screenshotsLabel: '{module} screenshots',
    noScreenshots: 'Screenshots of this module are on their way; ask us for a live demo.',
    highlights: 'Key Highlights',
    noHighlights: 'No highlights available for this module.',
    benefits: 'Benefits',
    noBenefits: 'No benefits listed yet.',
    features: 'Features',
    noFeatures: 'No features listed yet.',
    browseAll: 'Browse all modules',
    talkToUs: 'Talk to us about {module}',
    browser: ENGLISH_MODULE_BROWSER_TEXT,
  },
  ne: {
    listTitle: 'ERP मोड्युलहरू',
    listDescription:
      'OPD (बहिरङ्ग सेवा) र फार्मेसीदेखि किचन डिस्प्ले र लेखासम्म, Sarathi ERP का सबै मोड्युल यहाँ छन्। तपाईंको व्यवसायलाई चाहिने मोड्युल छान्नुहोस्; सबै मोड्युलले एउटै डाटाबेस र एउटै लगइन प्रयोग गर्छन्।',
    listLabel: 'मोड्युलहरू',
    scopedListTitle: '{scope}का मोड्युलहरू',
    productModulesLead: '{product} का {count} मोड्युल, सबैभन्दा बढी प्रयोग हुनेदेखि क्रमैसँग।',
    industryModulesLead: 'नेपालका {industry} व्यवसायका लागि Sarathi ERP का {count} मोड्युल।',
    scopedListMetaSuffix: ' सुविधा तुलना गर्नुहोस् र तपाईंको टोलीलाई चाहिने मोड्युल छान्नुहोस्।',
    pageTitle: '{module} मोड्युल',
    eyebrow: 'मोड्युल',
    industriesLabel: 'यो मोड्युल प्रयोग गर्ने व्यवसाय',
    screenshots: 'स्क्रिनसटहरू',
    screenshotsLabel: '{module} मोड्युलका स्क्रिनसटहरू',
    noScreenshots: 'यो मोड्युलका स्क्रिनसट छिट्टै आउँदै छन्; प्रत्यक्ष डेमोका लागि हामीलाई भन्नुहोस्।',
    highlights: 'मुख्य बुँदा',
    noHighlights: 'यो मोड्युलका मुख्य बुँदा अहिले उपलब्ध छैनन्।',
    benefits: 'फाइदाहरू',
    noBenefits: 'फाइदाहरू अझै लेखिएका छैनन्।',
    features: 'सुविधाहरू',
    noFeatures: 'सुविधाहरू अझै लेखिएका छैनन्।',
    browseAll: 'सबै मोड्युल हेर्नुहोस्',
    // The module's name is the page's heading; a long one would break this button on a phone.
    talkToUs: 'यो मोड्युलबारे हामीसँग कुरा गर्नुहोस्',
    browser: {
      filters: 'फिल्टर',
      active: ' लागू',
      filterByIndustry: 'उद्योगअनुसार छान्नुहोस्',
      allIndustries: 'सबै उद्योग',
      comingSoon: 'छिट्टै आउँदै',
      filterBySubIndustry: '{industry}: व्यवसायको प्रकारअनुसार छान्नुहोस्',
      allOfIndustry: 'सबै {industry}',
      searchPlaceholder: 'मोड्युल खोज्नुहोस्...',
      searchLabel: 'मोड्युल खोज्नुहोस्',
      showFound: ['{count} मोड्युल हेर्नुहोस्', '{count} मोड्युल हेर्नुहोस्'],
      count: ['{count} मोड्युल', '{count} मोड्युल'],
      showing: '{total} मध्ये {found} मोड्युल',
      noModules: 'छानिएको उद्योगका लागि कुनै मोड्युल भेटिएन।',
      showAll: 'सबै मोड्युल देखाउनुहोस्',
      card: {
        viewModule: 'मोड्युल हेर्नुहोस्',
        industries: 'उद्योगहरू',
        moreIndustries: 'थप उद्योगहरू',
        more: '+{count} थप',
        showLess: 'कम देखाउनुहोस्',
        locale: 'ne',
      },
    },
  },
};

/** `template` with `{module}` filled in. */
export const withModule = (template: string, moduleTitle: string): string => template.replace('{module}', moduleTitle);
