/**
 * Nepali: the dictionary of src/i18n/dictionary/en.ts, key for key (a missing or extra key fails
 * `astro check`). Digits inside texts stay ASCII here: pages and islands write them in Devanagari
 * when they fill a template (src/i18n/fill.ts). Terms follow docs/glossary.md.
 */
import type { Dictionary } from './index';

export const ne: Dictionary = {
  // ── Layout, header, islands and the libraries they read: sections below this line.

  // ── End of the islands' sections.

  // ── Pages and their components: sections below this line.

  // HomePage.astro
  home: {
    preview: '{product} को झलक',
    closeVideo: 'भिडियो बन्द गर्नुहोस्',
    exploreModules: 'सबै मोड्युल हेर्नुहोस्',
    slideshowLabel: 'प्रोडक्टका चित्रहरू',
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
    filter: {
      all: 'सबै',
      shortLabels: { 'trading-and-commerce': 'व्यापार' },
      checkOut: 'हाम्रो काम हेर्नुहोस्।',
      viewAll: 'सबै प्रोडक्ट हेर्नुहोस्',
      curious: 'यसले कसरी काम गर्छ, जान्न चाहनुहुन्छ?',
      explore: '{label}का प्रोडक्ट हेर्नुहोस्',
    },
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
    directory: {
      subCategory: 'व्यवसायको प्रकार',
      all: 'सबै ({count})',
      option: '{label} ({count})',
      showing: '{total} मध्ये {shown} देखाइएको',
      noClients: 'अहिलेसम्म कुनै ग्राहक छैनन्।',
      showAll: 'सबै देखाउनुहोस् ({count})',
      showLess: 'कम देखाउनुहोस्',
    },
    card: {
      readStory: 'अनुभव पढ्नुहोस्',
      storyOf: ': {name}',
    },
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
    text: 'यो साइटको पूर्वावलोकन हो, प्रत्यक्ष साइट होइन: यहाँबाट पठाइएको विवरण यही पूर्वावलोकनमा मात्र रहन्छ र हाम्रो बिक्री टोलीसम्म पुग्दैन।',
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
  // ── End of the pages' sections.
};
