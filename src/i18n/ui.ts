/**
 * The fixed texts of the layout (skip link, top bar, footer, language switch) in each language of
 * the site, by key. Texts that editors change live in src/content; the forms' texts are
 * translated from their English source (src/i18n/ne/forms.ts). Terms follow docs/glossary.md.
 */
import { ENGLISH_CAROUSEL_TEXT, type CarouselText } from '../islands/Carousel';
import { ENGLISH_NAV_TEXT, type NavText } from '../islands/MainNav';
import { ENGLISH_NAV_LABELS, type NavLabels } from '../islands/nav/ComingSoonBadge';
import type { Locale } from './locales';
import { ENGLISH_SEARCH_TEXT, type SearchText } from '../lib/search';

/** The layout's texts in one language. `{product}`, `{name}` are filled in by the component. */
export interface LayoutText {
  skipToContent: string;
  home: string;
  breadcrumbLabel: string;
  contact: string;
  login: string;
  accountLabel: string;
  /** aria-label of the language switch's navigation landmark. */
  languageLabel: string;
  /** The name of this language, in itself (the switch shows the other language's). */
  languageName: string;
  startForFree: string;
  contactUs: string;
  getInTouch: string;
  legal: string;
  allRightsReserved: string;
  /** The label of a social profile link, e.g. "Sarathi ERP on Facebook (opens in a new tab)". */
  socialProfile: string;
  backToHome: string;
  /** Said (screen readers only) after a link that opens in a new tab, with its leading space. */
  opensInNewTab: string;
  /**
   * Above an entry shown in English on a page of this language because its translation is not
   * written yet (docs/languages.md#when-a-nepali-text-is-missing).
   */
  fallbackNotice: string;
  /** On a card shown in English for the same reason: the language it is in. */
  fallbackBadge: string;
  /** The header's texts (MainNav); English pages use the island's own. */
  nav: NavText;
  /** A carousel's controls and slide names (the Carousel island's English are its own). */
  carousel: CarouselText;
  /** The menu's own labels (Coming Soon tags, the dropdown and submenu buttons). */
  navLabels: NavLabels;
  /** The scroll-to-top button's accessible name. */
  scrollToTop: string;
  /** Site search: the search page, the header's search dialog. */
  search: SearchText;
  /**
   * The breadcrumb of each path segment in this language (English title-cases the segment itself);
   * a Nepali page whose path has a segment missing here fails the build naming it.
   */
  segments: Readonly<Record<string, string>>;
}

/** Site search in Nepali: it searches the Nepali pages (one Pagefind index per language). */
const NEPALI_SEARCH_TEXT: SearchText = {
  pagePath: '/ne/search',
  dialogTitle: 'खोज',
  closeDialog: 'खोज बन्द गर्नुहोस्',
  label: 'साइटमा खोज्नुहोस्',
  pageLabel: 'मोड्युल, प्रोडक्ट, प्रश्न वा कुनै पनि पृष्ठ खोज्नुहोस्',
  submit: 'खोज्नुहोस्',
  idle: 'मोड्युल, प्रोडक्ट, प्रश्नोत्तर र साइटका सबै पृष्ठमा खोज्न कुनै शब्द लेख्नुहोस्।',
  searching: '“{query}” खोज्दै…',
  error: 'खोज लोड हुन सकेन। इन्टरनेट जडान जाँचेर फेरि प्रयास गर्नुहोस्।',
  noResults: '“{query}” का लागि कुनै नतिजा भेटिएन',
  results: ['“{query}” का लागि {count} नतिजा', '“{query}” का लागि {count} नतिजा'],
  resultsLabel: 'खोजका नतिजा',
  showMore: 'थप नतिजा देखाउनुहोस् ({count} थप)',
  locale: 'ne',
};

export const LAYOUT_TEXT: Readonly<Record<Locale, LayoutText>> = {
  en: {
    skipToContent: 'Skip to content',
    home: 'Home',
    breadcrumbLabel: 'Breadcrumb',
    contact: 'Contact',
    login: 'Login',
    accountLabel: 'Contact and login',
    languageLabel: 'Language',
    languageName: 'English',
    startForFree: 'Start for Free',
    contactUs: 'Contact Us',
    getInTouch: 'Get in Touch',
    legal: 'Legal',
    allRightsReserved: 'All rights reserved.',
    socialProfile: '{product} on {name} (opens in a new tab)',
    backToHome: 'Back to Home',
    opensInNewTab: ' (opens in a new tab)',
    fallbackNotice: 'This content is not written in English yet, so it is shown in its original language.',
    fallbackBadge: 'In another language',
    nav: ENGLISH_NAV_TEXT,
    carousel: ENGLISH_CAROUSEL_TEXT,
    navLabels: ENGLISH_NAV_LABELS,
    scrollToTop: 'Scroll to top',
    search: ENGLISH_SEARCH_TEXT,
    segments: {},
  },
  ne: {
    skipToContent: 'मुख्य सामग्रीमा जानुहोस्',
    home: 'गृहपृष्ठ',
    breadcrumbLabel: 'तपाईं यहाँ हुनुहुन्छ',
    contact: 'सम्पर्क',
    login: 'लगइन',
    accountLabel: 'सम्पर्क र लगइन',
    languageLabel: 'भाषा',
    languageName: 'नेपाली',
    startForFree: 'निःशुल्क सुरु गर्नुहोस्',
    contactUs: 'सम्पर्क गर्नुहोस्',
    getInTouch: 'हामीसँग सम्पर्क',
    legal: 'कानुनी जानकारी',
    allRightsReserved: 'सर्वाधिकार सुरक्षित।',
    socialProfile: '{name} मा {product} (नयाँ ट्याबमा खुल्छ)',
    backToHome: 'गृहपृष्ठमा फर्कनुहोस्',
    opensInNewTab: ' (नयाँ ट्याबमा खुल्छ)',
    fallbackNotice: 'यो विवरण अझै नेपालीमा लेखिएको छैन, त्यसैले अङ्ग्रेजीमा देखाइएको छ।',
    fallbackBadge: 'अङ्ग्रेजीमा',
    nav: {
      main: 'मुख्य',
      search: 'खोज्नुहोस्',
      demoLabel: 'डेमो बुक गर्नुहोस्',
      demoHref: '/ne/request-demo',
      menu: 'मेनु',
      closeMenu: 'मेनु बन्द गर्नुहोस्',
      mainMenu: 'मुख्य मेनु',
      searchText: NEPALI_SEARCH_TEXT,
    },
    search: NEPALI_SEARCH_TEXT,
    navLabels: { comingSoon: 'छिट्टै आउँदै', menuOf: '{title} मेनु', submenuOf: '{title} उपमेनु' },
    scrollToTop: 'माथि जानुहोस्',
    carousel: {
      previous: 'अघिल्लो स्लाइड',
      next: 'अर्को स्लाइड',
      pause: 'स्लाइड शो रोक्नुहोस्',
      play: 'स्लाइड शो चलाउनुहोस्',
      goToSlide: 'स्लाइड {number} मा जानुहोस्: {title}',
      slide: 'स्लाइड',
      slideName: '{count} मध्ये {number}',
      locale: 'ne',
    },
    segments: {
      'request-demo': 'डेमो अनुरोध',
      'contact-us': 'सम्पर्क',
      'thank-you': 'धन्यवाद',
      support: 'सहयोग',
      'privacy-policy': 'गोपनीयता नीति',
      'terms-of-use': 'प्रयोगका सर्तहरू',
      modules: 'मोड्युलहरू',
      search: 'खोज',
      '404': 'पृष्ठ भेटिएन',
      'about-us': 'हाम्रोबारे',
      security: 'सुरक्षा',
      customers: 'हाम्रा ग्राहक',
      products: 'प्रोडक्टहरू',
      industry: 'उद्योगहरू',
      'customer-stories': 'ग्राहकका अनुभव',
      'coming-soon': 'छिट्टै आउँदै',
      news: 'समाचार',
      pricing: 'मूल्य',
      'video-tour': 'भिडियो टुर',
    },
  },
};
