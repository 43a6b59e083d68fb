/**
 * Nepali: the dictionary of src/i18n/dictionary/en.ts, key for key (a missing or extra key fails
 * `astro check`). Digits inside texts stay ASCII here: pages and islands write them in Devanagari
 * when they fill a template (src/i18n/fill.ts). Terms follow docs/glossary.md.
 */
import type { Dictionary } from './types';

/** Said in several places: the tag of what is not sold yet, and the way home. */
const COMING_SOON = 'छिट्टै आउँदै';
const BACK_TO_HOME = 'गृहपृष्ठमा फर्कनुहोस्';

export const ne: Dictionary = {
  // ── The layout, the header and the islands.
  layout: {
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
    registration: {
      company: 'कम्पनी दर्ता नं. {company}',
      pan: 'PAN/VAT नं. {pan}',
      approval: 'आन्तरिक राजस्व विभाग (IRD) बाट स्वीकृत बिलिङ सफ्टवेयर, स्वीकृति नं. {approval}',
    },
    socialProfile: '{name} मा {product} (नयाँ ट्याबमा खुल्छ)',
    backToHome: BACK_TO_HOME,
    opensInNewTab: ' (नयाँ ट्याबमा खुल्छ)',
    fallbackNotice: 'यो विवरण अझै नेपालीमा लेखिएको छैन, त्यसैले अङ्ग्रेजीमा देखाइएको छ।',
    fallbackBadge: 'अङ्ग्रेजीमा',
    scrollToTop: 'माथि जानुहोस्',
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

  nav: {
    main: 'मुख्य',
    search: 'खोज्नुहोस्',
    demoLabel: 'डेमो बुक गर्नुहोस्',
    menu: 'मेनु',
    closeMenu: 'मेनु बन्द गर्नुहोस्',
    mainMenu: 'मुख्य मेनु',
  },

  navLabels: { comingSoon: COMING_SOON, menuOf: '{title} मेनु', submenuOf: '{title} उपमेनु' },

  carousel: {
    previous: 'अघिल्लो स्लाइड',
    next: 'अर्को स्लाइड',
    pause: 'स्लाइड शो रोक्नुहोस्',
    play: 'स्लाइड शो चलाउनुहोस्',
    goToSlide: 'स्लाइड {number} मा जानुहोस्: {title}',
    slide: 'स्लाइड',
    slideName: '{count} मध्ये {number}',
    enlarge: 'पूरा स्क्रिनमा खोल्नुहोस्',
    closeEnlarged: 'पूरा स्क्रिन दृश्य बन्द गर्नुहोस्',
    panHint: 'पूरै हेर्न स्क्रिनलाई दायाँ-बायाँ सार्नुहोस्।',
  },

  search: {
    dialogTitle: 'खोज',
    closeDialog: 'खोज बन्द गर्नुहोस्',
    label: 'साइटमा खोज्नुहोस्',
    pageLabel: 'मोड्युल, प्रोडक्ट, प्रश्न वा कुनै पनि पृष्ठ खोज्नुहोस्',
    submit: 'खोज्नुहोस्',
    idle: 'मोड्युल, प्रोडक्ट, प्रश्नोत्तर र साइटका सबै पृष्ठमा खोज्न कुनै शब्द लेख्नुहोस्।',
    searching: '“{query}” खोज्दै…',
    error: 'खोज लोड हुन सकेन। इन्टरनेट जडान जाँचेर फेरि प्रयास गर्नुहोस्।',
    noResults: '“{query}” का लागि कुनै नतिजा भेटिएन',
    results: { one: '“{query}” का लागि {count} नतिजा', other: '“{query}” का लागि {count} नतिजा' },
    resultsLabel: 'खोजका नतिजा',
    showMore: 'थप नतिजा देखाउनुहोस् ({count} थप)',
  },

  /** Plan names as the demo form names them, billing cycles as the glossary does. */
  pricing: {
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
    swipeCue: 'सबै {count}वटा प्लानका सबै सुविधा हेर्न तालिकालाई तल र दायाँ-बायाँ सार्नुहोस्',
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
  },

  pricingPage: {
    sectionTitle: 'मूल्य',
    sectionSubtitle: '{product} का प्लान। मासिक तिर्नुहोस्, वा अर्धवार्षिक बिलिङमा ५% र वार्षिक बिलिङमा १५% बचत गर्नुहोस्।',
    freePlan: 'निःशुल्क प्लान',
    paidFrom: 'सशुल्क प्लान मासिक {price}देखि',
    onRequest: 'मूल्य अनुरोधअनुसार',
    pricingOf: ': मूल्य',
    askQuote: 'तपाईंअनुसारको मूल्य प्रस्ताव माग्नुहोस्',
    faqTitle: 'मूल्यबारे धेरै सोधिने प्रश्न',
  },

  modules: {
    listTitle: 'ERP मोड्युलहरू',
    listDescription:
      'OPD (बहिरङ्ग सेवा) र फार्मेसीदेखि किचन डिस्प्ले र लेखासम्म, Sarathi ERP का सबै मोड्युल यहाँ छन्। तपाईंको व्यवसायलाई चाहिने मोड्युल छान्नुहोस्; सबै मोड्युलले एउटै डेटाबेस र एउटै लगइन प्रयोग गर्छन्।',
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
  },

  moduleBrowser: {
    filters: 'फिल्टर',
    active: ' लागू',
    filterByIndustry: 'उद्योगअनुसार छान्नुहोस्',
    allIndustries: 'सबै उद्योग',
    comingSoon: COMING_SOON,
    filterBySubIndustry: '{industry}: व्यवसायको प्रकारअनुसार छान्नुहोस्',
    allOfIndustry: 'सबै {industry}',
    searchPlaceholder: 'मोड्युल खोज्नुहोस्...',
    searchLabel: 'मोड्युल खोज्नुहोस्',
    showFound: { one: '{count} मोड्युल हेर्नुहोस्', other: '{count} मोड्युल हेर्नुहोस्' },
    count: { one: '{count} मोड्युल', other: '{count} मोड्युल' },
    showing: '{total} मध्ये {found} मोड्युल',
    noModules: 'छानिएको उद्योगका लागि कुनै मोड्युल भेटिएन।',
    showAll: 'सबै मोड्युल देखाउनुहोस्',
  },

  moduleCard: {
    viewModule: 'मोड्युल हेर्नुहोस्',
    industries: 'उद्योगहरू',
    moreIndustries: 'थप उद्योगहरू',
    more: '+{count} थप',
    showLess: 'कम देखाउनुहोस्',
  },

  /** The video's captions stay English. */
  videoTour: {
    heading: 'प्रोडक्टका भिडियो टुर',
    lead: 'सबै {count} प्याकेजका स्क्रिन देखाउने एउटै छोटो टुर, अङ्ग्रेजी क्याप्सनसहित। सुरुदेखि हेर्नुहोस्, वा आफ्नो व्यवसाय छानेर सिधै त्यसको भागमा जानुहोस्।',
    allTours: 'सबै प्रोडक्टका टुर',
    productHeading: '{product} को भिडियो टुर',
    productPlayer: '{product} को टुर',
    wholePlayer: '{product} को प्रोडक्ट टुर',
    play: 'टुर हेर्नुहोस्',
    nowPlaying: 'अहिले चलिरहेको',
    wholeTour: 'पूरा टुर',
    packages: '{count} प्याकेज, ',
    chapters: 'भागहरू',
    scheduleDemo: 'डेमो बुक गर्नुहोस्',
    comparePackages: 'प्याकेजहरू तुलना गर्नुहोस्',
    viewPricing: 'मूल्य हेर्नुहोस्',
    of: ': {product}',
    duration: {
      minute: { one: '{count} मिनेट', other: '{count} मिनेट' },
      second: { one: '{count} सेकेन्ड', other: '{count} सेकेन्ड' },
    },
    screens: {
      'Hospital dashboard': 'अस्पतालको ड्यासबोर्ड',
      'Registration and OPD queue': 'दर्ता र OPD कतार',
      'IPD bed management': 'IPD बेड व्यवस्थापन',
      'Billing and insurance claims': 'बिलिङ र बीमा दाबी',
      Appointments: 'अपोइन्टमेन्ट',
      'Consultation and e-prescription': 'परामर्श र ई-प्रेस्क्रिप्सन',
      'Sample tracking': 'नमुना ट्र्याकिङ',
      'Result entry': 'नतिजा प्रविष्टि',
      'Dental chart': 'दाँतको चार्ट',
      'Chair schedule': 'चेयर तालिका',
      'Point of sale': 'बिक्री काउन्टर (POS)',
      'Inventory and expiry': 'इन्भेन्टरी र म्याद',
      'Therapy schedule': 'थेरापी तालिका',
      'Assessment and progress': 'जाँच र प्रगति',
      Tables: 'टेबलहरू',
      'Order taking': 'अर्डर लिने',
    },
  },

  tourVideo: {
    cannotPlay: 'तपाईंको ब्राउजरले यो भिडियो चलाउन सक्दैन।',
    download: 'भिडियो डाउनलोड गर्नुहोस्',
  },

  customerDirectory: {
    subCategory: 'व्यवसायको प्रकार',
    all: 'सबै ({count})',
    option: '{label} ({count})',
    showing: '{total} मध्ये {shown} देखाइएको',
    noClients: 'अहिलेसम्म कुनै ग्राहक छैनन्।',
    showAll: 'सबै देखाउनुहोस् ({count})',
    showLess: 'कम देखाउनुहोस्',
  },

  customerCard: {
    readStory: 'अनुभव पढ्नुहोस्',
    storyOf: ': {name}',
  },

  productFilter: {
    all: 'सबै',
    shortLabels: { 'trading-and-commerce': 'व्यापार' },
    checkOut: 'हाम्रो काम हेर्नुहोस्।',
    viewAll: 'सबै प्रोडक्ट हेर्नुहोस्',
    curious: 'यसले कसरी काम गर्छ, जान्न चाहनुहुन्छ?',
    explore: '{label}का प्रोडक्ट हेर्नुहोस्',
  },

  // ── The pages and their components.

  // HomePage.astro
  home: {
    preview: '{product} को झलक',
    closeVideo: 'भिडियो बन्द गर्नुहोस्',
    exploreModules: 'सबै मोड्युल हेर्नुहोस्',
    slideshowLabel: 'प्रोडक्टका स्क्रिनहरू',
    customersLabel: 'हाम्रा ग्राहक',
    seeCustomers: 'हाम्रा सबै ग्राहक हेर्नुहोस्',
    otherIndustry: 'अन्य {industry}',
    story: 'ग्राहकको अनुभव',
    readStory: 'पूरा विवरण पढ्नुहोस्',
  },

  // AboutUsPage.astro
  aboutUs: {
    people: 'हाम्रो टोली',
    peopleSubtitle: 'प्रोडक्टदेखि तालिम र सहयोगसम्म, {product} पछाडिको टोली।',
    visit: 'हामीलाई भेट्न आउनुहोस्',
    visitText:
      '{city}को {street}मा रहेको हाम्रो कार्यालय कार्यदिवसमा खुला रहन्छ। आउनुअघि फोन गर्नुभयो भने तपाईंलाई चाहिने मान्छे त्यहाँ हुनेछन्।',
    contact: 'सम्पर्क गर्नुहोस्',
    office: 'कार्यालय',
    picture:
      '{street}को {building}मा रहेको हाम्रो तालिम कक्ष: लामो टेबलमा ल्यापटपसहित तीन जना, झ्यालबाट काठमाडौँ र त्यसका डाँडा, र भित्तामा {company} को साइन र डेमो स्क्रिन',
  },

  // TeamMemberCard.astro
  teamMemberCard: {
    portrait: '{name}को तस्बिर',
    call: ' ({name}लाई फोन गर्नुहोस्)',
    whatsapp: ' {name} (नयाँ ट्याबमा खुल्छ)',
  },

  // MarkdownPage.astro
  markdownPage: {
    updated: 'पछिल्लो पटक अद्यावधिक गरिएको:',
  },

  // ContactUsPage.astro
  contactUs: {
    heading: 'सम्पर्क गर्नुहोस्',
    lead: 'प्याकेज, मूल्य वा इन्स्टलेसनबारे केही सोध्नु छ? फोन गर्नुहोस्, सन्देश पठाउनुहोस् वा {street}स्थित हाम्रो कार्यालयमा आउनुहोस्।',
    findUs: 'हामीलाई कहाँ भेट्ने',
    mapTitle: '{company} को नक्सा, {place}',
    mapAlt: '{street}, {city} को सडक नक्साको रेखाचित्र, {building} मा चिनोसहित',
    map: {
      loadMap: 'नक्सा खोल्नुहोस्',
      note: 'यो अन्तरक्रियात्मक नक्सा {provider} बाट आउँछ र तपाईंले “नक्सा खोल्नुहोस्” थिचेपछि मात्र लोड हुन्छ।',
      openMap: '{provider} मा नक्सा हेर्नुहोस्',
    },
    customerHeading: 'पहिल्यै हाम्रो ग्राहक हुनुहुन्छ?',
    customerText:
      'तपाईंकै ठाउँमा आएर सहयोग, Google Meet मा तालिम, रिमोट सहयोग, WhatsApp समूह र सिधा फोन लाइन: हाम्रो सहयोग टोली कसरी काम गर्छ, हेर्नुहोस्।',
    visitSupport: 'सहयोग पृष्ठ हेर्नुहोस्',
  },

  // ContactDetails.astro
  contactDetails: {
    heading: 'सम्पर्क विवरण',
    headquarters: 'मुख्य कार्यालय',
    officePhone: ' (कार्यालयको फोन)',
    hours: 'कार्यालय समय',
    sales: 'बिक्री',
    support: 'सहयोग',
    phoneOf: ' ({line} फोन)',
    whatsappOf: 'WhatsApp: {line}',
    email: 'इमेल',
  },

  // RequestDemoPage.astro
  requestDemo: {
    heading: 'डेमो अनुरोध गर्नुहोस्',
    lead: '{product} तपाईंको अस्पताल, क्लिनिक, ल्याब, फार्मेसी वा रेस्टुरेन्टको कामकाजअनुसार कसरी चल्छ, आफैँ हेर्नुहोस्। डेमो निःशुल्क छ, कुनै बाध्यता छैन।',
    howHeading: 'डेमो कसरी हुन्छ',
    steps: [
      {
        title: 'आफ्नो व्यवसायबारे बताउनुहोस्',
        text: 'तपाईंको उद्योग, रोज्न लाग्नुभएको प्लान र प्रयोग कहिलेदेखि सुरु गर्न चाहनुहुन्छ भन्ने कुरा।',
      },
      {
        title: 'हामी तपाईंसँग समय मिलाउँछौँ',
        text: 'हाम्रो प्रोडक्ट विशेषज्ञले एक कार्यदिवसभित्र फोन गरी तपाईंको सिफ्टअनुसार मिल्ने समय तय गर्नेछन्।',
      },
      {
        title: 'तपाईंकै कामकाजमा आधारित डेमो',
        text: 'Google Meet मार्फत वा तपाईंकै ठाउँमा आएर ४५ मिनेटको डेमो; तपाईंका प्रश्नको जवाफ त्यहीँ दिइन्छ।',
      },
    ],
    call: 'फोनमै कुरा गर्न चाहनुहुन्छ? ',
    whatsapp: ' मा फोन गर्नुहोस्, ',
    write: ' मा सन्देश पठाउनुहोस्, वा ',
    end: ' मा इमेल पठाउनुहोस्।',
  },

  // SupportContactCard.astro
  supportContactCard: {
    heading: 'अहिल्यै सहयोग चाहियो?',
    lead: 'हाम्रा ग्राहकले सहयोग डेस्कमा सिधै सम्पर्क गर्न सक्नुहुन्छ।',
    phone: ' (सहयोगको फोन)',
    whatsapp: 'WhatsApp सहयोग',
  },

  // FaqSection.astro
  faqSection: {
    title: 'धेरै सोधिने प्रश्न',
    subtitle: 'हाम्रा सेवाबारे धेरैले सोध्ने प्रश्नका जवाफ',
    still: 'अझै केही सोध्नु छ?',
    team: '{city}मा रहेको हाम्रो टोलीले {weekdays} (नेपाल समय) फोन, WhatsApp र इमेलमार्फत जवाफ दिन्छ।',
    contactSupport: 'सहयोग टोलीलाई सम्पर्क गर्नुहोस्',
  },

  // ProductsPage.astro
  products: {
    badge: 'उद्योगअनुसारका प्याकेज',
    title: 'तपाईंको उद्योगका लागि',
    highlight: 'बनेका ERP प्याकेज',
    description:
      'Sarathi ERP को हरेक प्याकेजमा अस्पताल, क्लिनिक, ल्याब, डेन्टल क्लिनिक, फार्मेसी, फिजियोथेरापी केन्द्र वा रेस्टुरेन्टलाई पहिलो दिनदेखि चाहिने मोड्युल समेटिएका छन्, र केही हप्तामै प्रयोग सुरु गर्न सकिन्छ।',
    carouselLabel: 'प्याकेजका स्क्रिनहरू',
    packages: 'हाम्रा प्याकेजहरू',
    packagesLead: 'हरेक प्रकारको व्यवसायका लागि तयारी प्याकेज, सुरु गर्न हरेकमा निःशुल्क प्लानसहित।',
    filterLabel: 'उद्योगअनुसार प्याकेज देखाउनुहोस्',
    pricing: 'मूल्य',
    pricingLead: 'हरेक प्याकेजमा निःशुल्क प्लान छ। सशुल्क प्लान यी मासिक मूल्यबाट सुरु हुन्छन् (भ्याट र कानुनी शुल्क छुट्टै लाग्छ)।',
    startingPriceLead: '',
    startingPrice: 'मासिक {price}देखि',
    onRequest: 'मूल्य अनुरोधअनुसार',
    comparePlans: 'प्लानहरू तुलना गर्नुहोस्',
    seeAllPricing: 'सबै मूल्य हेर्नुहोस्',
  },

  // SubIndustryPage.astro
  subIndustry: {
    preview: 'भिडियो टुर',
    previewOf: ': {product}',
    problems: '{name}मा प्रायः देखिने समस्या र तिनको समाधान',
    benefits: 'फाइदा र मुख्य सुविधा',
    screens: '{product} एक नजरमा',
    screensLead: 'चलिरहेको प्रोडक्टबाटै लिइएका स्क्रिन।',
    screenshots: '{product} का स्क्रिनसटहरू',
    modules: '{name}का मोड्युलहरू',
    modulesLead: '{name}का टोलीले चलाउने मोड्युल, सबैभन्दा बढी चलाइनेदेखि क्रमैसँग।',
    seeAllModules: 'सबै मोड्युल हेर्नुहोस्',
    noModules: 'छानिएको उद्योगका लागि कुनै मोड्युल भेटिएन।',
    story: 'ग्राहकको अनुभव: {name}',
    readStory: 'पूरा विवरण पढ्नुहोस्',
  },

  // ProblemsSolutions.astro
  problemsSolutions: {
    problems: 'प्रायः देखिने समस्या',
    solutions: 'समाधान',
    pointHint: 'थप पढ्न कुनै बुँदामा माउस लैजानुहोस् वा किबोर्डको ट्याब थिचेर त्यहाँ पुग्नुहोस्।',
    tapHint: 'थप पढ्न कुनै बुँदामा थिच्नुहोस्।',
  },

  // IndustryListPage.astro
  industryList: {
    badge: 'उद्योगहरू',
    title: 'तपाईंको उद्योगको',
    highlight: 'कामअनुसार बनेको सफ्टवेयर',
    description:
      '१५० बेडका अस्पतालदेखि टोलका फार्मेसी र व्यस्त मम रेस्टुरेन्टसम्म, नेपालभरका ३००भन्दा बढी ग्राहकले Sarathi ERP चलाउँछन्। तलका सङ्ख्या Sarathi ERP चल्ने ठाउँका हुन्: आफ्नै फार्मेसी र ल्याब चलाउने अस्पताललाई अस्पताल, फार्मेसी र ल्याब तीनैमा गनिएको छ।',
  },

  // CustomersPage.astro
  customers: {
    title: 'अग्रणी व्यवसायहरूको भरोसा',
    lead: 'काठमाडौँदेखि धनगढीसम्मका अस्पताल, क्लिनिक, ल्याब, फार्मेसी र रेस्टुरेन्टको दैनिक काम {product} मा चल्छ। तीमध्ये केही यहाँ छन्।',
    section: '{industry}का ग्राहक ({count})',
    other: 'अन्य',
    otherIndustry: 'अन्य {industry}',
  },

  // CustomerStoriesPage.astro
  customerStories: {
    kicker: 'ग्राहकका अनुभव',
    title: 'हाम्रा ग्राहकले Sarathi\u00a0ERP कसरी चलाउँछन्',
    lead: 'अस्पताल, क्लिनिक, ल्याब, फार्मेसी र रेस्टुरेन्टले के-के सेटअप गरे, र तिनका बिरामी, पाहुना र कर्मचारीका लागि के-के बदलियो।',
    filterLabel: 'उद्योगअनुसार अनुभव छान्नुहोस्',
    all: 'सबै अनुभव ({count})',
    industry: '{industry} ({count})',
  },

  // StoryPage.astro
  story: {
    pageTitle: '{title}: ग्राहकको अनुभव',
    kicker: 'ग्राहकको अनुभव',
    published: 'प्रकाशित',
    results: 'नतिजा',
    customer: 'ग्राहक',
    industry: 'व्यवसायको प्रकार',
    modulesUsed: 'प्रयोग गरिएका मोड्युल',
    moreStories: 'ग्राहकका थप अनुभव',
    allStories: 'सबै अनुभव',
  },

  // NewsListPage.astro
  newsList: {
    title: 'समाचार',
    numberedTitle: 'समाचार, {last} मध्ये पृष्ठ {page}',
    description:
      'Sarathi ERP का समाचार: नयाँ संस्करण, IRD र CBMS का नियममा परिवर्तन, स्वास्थ्य बीमा बोर्ड (HIB) का दाबीसम्बन्धी जानकारी, कार्यक्रम र नयाँ ग्राहक।',
    numberedDescription:
      'Sarathi ERP का पुराना समाचार, {last} मध्ये पृष्ठ {page}: नयाँ संस्करण, IRD र CBMS का नियममा परिवर्तन, HIB दाबी र कार्यक्रम।',
    crumb: 'पृष्ठ {page}',
    kicker: 'समाचार',
    heading: 'Sarathi ERP का समाचार',
    numberedHeading: 'समाचार, पृष्ठ {page}',
    lead: 'नयाँ संस्करण, तपाईंको बिलिङमा असर गर्ने कर र दाबीका नियममा भएका परिवर्तन, कार्यक्रम, र हामीसँग जोडिएका टोली। समाचारका पूरा लेख अहिले अङ्ग्रेजीमा छन्।',
    rss: 'RSS फिड (अङ्ग्रेजीमा)',
    list: 'लेखहरू, नयाँ पहिले',
    pages: 'समाचारका पृष्ठहरू',
    pageLabel: 'पृष्ठ {page}',
    newer: 'नयाँ',
    older: 'पुराना',
  },

  // SiteSearchPage.astro
  siteSearch: {
    title: 'खोज',
    lead: 'साइटभरि मोड्युल, सुविधा, मूल्य वा कुनै प्रश्नको उत्तर खोज्नुहोस्।',
  },

  // NotFoundPage.astro
  notFound: {
    title: 'माफ गर्नुहोस्, तपाईंले खोज्नुभएको पृष्ठ भेटिएन।',
    home: 'गृहपृष्ठमा जानुहोस्',
  },

  // ArticleCard.astro
  articleCard: { tags: 'विषयहरू' },

  // StoryCard.astro
  storyCard: { industries: 'उद्योगहरू' },

  // OrbitDiagram.astro
  orbitDiagram: { packages: '{centre} का प्याकेजहरू' },

  // ModuleNotFoundPage.astro
  moduleNotFound: {
    heading: '{name} मोड्युल भेटिएन',
    unknownName: 'यो नामको',
    lead: 'लिङ्क पुरानो वा गलत टाइप भएको हुन सक्छ। Sarathi ERP का सबै प्याकेज र तिनका मोड्युल प्रोडक्ट पृष्ठमा छन्।',
    viewProducts: 'प्रोडक्टहरू हेर्नुहोस्',
    browseModules: 'सबै मोड्युल हेर्नुहोस्',
  },

  previewNotice: {
    text: 'यो साइटको प्रिभ्यु हो, लाइभ साइट होइन; यहाँबाट पठाइएको विवरण यही प्रिभ्युमा रहन्छ र हाम्रो बिक्री टोलीसम्म पुग्दैन।',
  },
  requestDemoThankYou: {
    heading: 'धन्यवाद, तपाईंको डेमो अनुरोध प्राप्त भयो',
    stop: '।',
    next: 'मोड्युलहरू हेर्नुहोस्',
    call: 'एक कार्यदिवसभित्र हाम्रो प्रोडक्ट विशेषज्ञले समय मिलाउन फोन गर्नेछन्। छिटो चाहियो भने ',
    after: ' मा फोन गर्नुहोस्।',
  },
  contactUsThankYou: {
    heading: 'सन्देश पठाउनुभएकोमा धन्यवाद',
    next: 'सहयोग पृष्ठ हेर्नुहोस्',
    hours: 'कार्यालय समय',
    stop: '।',
  },
  comingSoon: {
    description:
      'व्यापार, वाणिज्य र खुद्रा व्यवसायका लागि Sarathi ERP का नयाँ प्याकेज आउँदै छन्। तपाईंलाई के चाहिन्छ, भन्नुहोस्; तयार हुनेबित्तिकै हामी खबर गर्छौँ।',
  },
  /**
   * The catalogue's pages (the industries list, the products page, each industry's page, the Coming
   * Soon panel) and the cards they share. The industries' and packages' own texts are content.
   * `{industry}`, `{product}`, `{name}`, `{reach}` are filled in with `fill`.
   */
  catalogue: {
    comingSoon: COMING_SOON,
    preparing: 'यस क्षेत्रका लागि हामी विशेष ERP समाधान तयार गर्दै छौँ। छिट्टै ल्याउँदै छौँ!',
    tellUsWhatYouNeed: 'तपाईंलाई के चाहिन्छ, भन्नुहोस्',
    backToHome: BACK_TO_HOME,
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
