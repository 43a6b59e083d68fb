/**
 * English, the source dictionary: every fixed text of the layout, the pages and the islands, by
 * section and key (texts editors change live in src/content). Nepali (./ne.ts) is typed against
 * this object, so a key missing or added there is a type error. `{name}` placeholders are filled
 * by src/i18n/fill.ts; a text that depends on a count is an object of Intl.PluralRules categories
 * (`{ one, other }`) read by `plural()` in ./index.ts. Terms follow docs/glossary.md.
 */
/** Said in several places: the tag of what is not sold yet, and the way home. */
const COMING_SOON = 'Coming Soon';
const BACK_TO_HOME = 'Back to Home';

export const en = {
  // ── The layout, the header and the islands.
  /** The layout's fixed texts: skip link, top bar, footer, language switch. `{product}`, `{name}` are filled in. */
  layout: {
    skipToContent: 'Skip to content',
    home: 'Home',
    breadcrumbLabel: 'Breadcrumb',
    contact: 'Contact',
    login: 'Login',
    accountLabel: 'Contact and login',
    /** aria-label of the language switch's navigation landmark. */
    languageLabel: 'Language',
    /** The name of this language, in itself (the switch shows the other language's). */
    languageName: 'English',
    startForFree: 'Start for Free',
    contactUs: 'Contact Us',
    getInTouch: 'Get in Touch',
    legal: 'Legal',
    allRightsReserved: 'All rights reserved.',
    /** The company's public numbers under the copyright (site.json `registration`). */
    registration: {
      company: 'Company reg. no. {company}',
      pan: 'PAN/VAT {pan}',
      approval: 'IRD-approved billing software, approval no. {approval}',
    },
    /** The label of a social profile link, e.g. "Sarathi ERP on Facebook (opens in a new tab)". */
    socialProfile: '{product} on {name} (opens in a new tab)',
    backToHome: BACK_TO_HOME,
    /** Said (screen readers only) after a link that opens in a new tab, with its leading space. */
    opensInNewTab: ' (opens in a new tab)',
    /**
     * Above an entry shown in English on a page of this language because its translation is not
     * written yet (docs/languages.md#when-a-nepali-text-is-missing).
     */
    fallbackNotice: 'This content is not written in English yet, so it is shown in its original language.',
    /** On a card shown in English for the same reason: the language it is in. */
    fallbackBadge: 'In another language',
    /** The scroll-to-top button's accessible name. */
    scrollToTop: 'Scroll to top',
    /**
     * The breadcrumb of each path segment in this language (English title-cases the segment itself);
     * a Nepali page whose path has a segment missing here fails the build naming it.
     */
    segments: {} as Readonly<Record<string, string>>,
  },

  /** The header's own texts (the MainNav island); the Schedule Demo link's address is the page's. */
  nav: {
    /** The navigation landmark's label. */
    main: 'Main',
    search: 'Search',
    demoLabel: 'Schedule Demo',
    menu: 'Menu',
    closeMenu: 'Close menu',
    mainMenu: 'Main menu',
  },

  /** The menu's own labels: `{title}` is a menu item's title. */
  navLabels: {
    comingSoon: COMING_SOON,
    /** The Products dropdown's button, e.g. 'Products menu'. */
    menuOf: '{title} menu',
    /** A small-screen entry's disclosure button, e.g. 'Healthcare submenu'. */
    submenuOf: '{title} submenu',
  },

  /**
   * A carousel's controls (the Carousel island) and its slides' "2 of 7" names (CarouselSlide.astro);
   * `{number}`, `{count}` and `{title}` are filled in.
   */
  carousel: {
    previous: 'Previous slide',
    next: 'Next slide',
    pause: 'Pause slideshow',
    play: 'Play slideshow',
    goToSlide: 'Go to slide {number}: {title}',
    slide: 'slide',
    slideName: '{number} of {count}',
    enlarge: 'Open full screen',
    closeEnlarged: 'Close full-screen view',
    panHint: 'Move the screen sideways to see all of it.',
  },

  /**
   * Site search: the search page and the header's search dialog (one Pagefind index per language).
   * `{query}` is the query as typed, `{count}` a number of results.
   */
  search: {
    dialogTitle: 'Search',
    closeDialog: 'Close search',
    /** The dialog's field label. */
    label: 'Search the site',
    /** The search page's field label. */
    pageLabel: 'Search for a module, a product, a question or any page',
    submit: 'Search',
    idle: 'Type a word to search modules, products, questions and answers, and every page of the site.',
    searching: 'Searching for “{query}”…',
    error: 'Search could not load. Check your connection and try again.',
    noResults: 'No results for “{query}”',
    results: { one: '{count} result for “{query}”', other: '{count} results for “{query}”' },
    resultsLabel: 'Search results',
    showMore: 'Show more results ({count} more)',
  },

  /**
   * Every fixed word of a product's plans: the plan cards, billing-cycle switch, comparison table
   * and the /pricing chooser. Each product's tiers, features and table rows are content.
   */
  pricing: {
    /** Each plan's name as the cards and the table show it (the content names tiers in English). */
    planNames: { free: 'Free', basic: 'Basic', standard: 'Standard', custom: 'Custom' },
    /** The switch's legend, for screen readers. */
    billingCycle: 'Billing cycle',
    /** What a billing cycle's button and its prices say. */
    cycles: {
      monthly: { label: 'Monthly', suffix: '/month' },
      'semi-annual': { label: 'Semi-annual', suffix: '/6 months' },
      annual: { label: 'Annual', suffix: '/year' },
    },
    save: 'Save {percent}%',
    vatNote: 'Prices exclude VAT and legal charges.',
    heading: 'Compare {product} plans',
    swipeCue: 'Scroll the table down and sideways to see every feature of all {count} plans',
    popular: 'POPULAR',
    /** Said after a card's button, for screen readers. */
    ctaPlan: ' – {name} plan',
    /** The feature toggle, then ' features of {name}' for screen readers. */
    showMore: 'Show {count} more',
    showLess: 'Show less',
    featuresOf: ' features of {name}',
    /** The Custom tier's price line. */
    tailoredQuote: 'Tailored quote',
    /** Before a struck amount and the discounted one, for screen readers (with their trailing space). */
    was: 'was ',
    now: 'now ',
    /** A plan list's name. */
    plansOf: '{product} plans',
    caption: 'Features of each {product} plan; prices for the chosen billing cycle',
    features: 'Features',
    included: 'Included',
    notIncluded: 'Not included',
    moreAbout: 'More about {label}',
    /** The Package Services block every comparison table gets (src/lib/comparison.ts). */
    packageServices: {
      title: 'Package Services',
      /** The name of the record's Core Features category in this language: the block goes before it. */
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
    /** The /pricing chooser. */
    chooseProduct: 'Choose your product',
    otherPlans: 'Plans of other products:',
    loading: 'Loading the {name} plans…',
    failed: 'The {name} plans could not be loaded here.',
    seePlans: 'See the {product} plans',
    /** The end of a sentence. */
    fullStop: '.',
  },

  /** The words of the /pricing page and of a product page's #pricing section, around the plans. */
  pricingPage: {
    /** The #pricing section's heading and default lead. */
    sectionTitle: 'Pricing',
    sectionSubtitle: 'Plans for {product}. Pay monthly, or save 5% with semi-annual and 15% with annual billing.',
    /** A product's price line on /pricing: 'Free plan · paid plans from {price}/month'. */
    freePlan: 'Free plan',
    paidFrom: 'paid plans from {price}/month',
    onRequest: 'Pricing on request',
    /** Said after an industry's product link, for screen readers, with its leading space. */
    pricingOf: ' pricing',
    askQuote: 'Ask for a tailored quote',
    faqTitle: 'Pricing FAQs',
  },

  /** The module pages (/modules, scoped lists, /modules/{module}). `{module}` is the module's title. */
  modules: {
    listTitle: 'ERP Modules',
    listDescription:
      'Every module of Sarathi ERP, from OPD and pharmacy to kitchen display and accounting. Pick the ones your business needs; they share one database and one login.',
    /** The list section's accessible name. */
    listLabel: 'Modules',
    /**
     * A module list under a product or an industry: heading ('{scope}' is its name), lead for a
     * product ('{count}', '{product}') or an industry ('{count}', '{industry}', in running text), and
     * the sentence the page's meta description adds to the lead.
     */
    scopedListTitle: '{scope} Modules',
    productModulesLead: 'The {count} modules of {product}, most used first.',
    industryModulesLead: 'The {count} modules of Sarathi ERP for {industry} businesses in Nepal.',
    scopedListMetaSuffix: ' Compare features and pick what your team needs.',
    /** A module page's <title>, e.g. 'Billing & Invoicing Module'. */
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
  },

  /**
   * The module browser island. Placeholders: `{count}`, `{found}`, `{total}` (numbers) and
   * `{industry}` (an industry's name).
   */
  moduleBrowser: {
    filters: 'Filters',
    /** After the number of active filters, for screen readers (with its leading space). */
    active: ' active',
    filterByIndustry: 'Filter by industry',
    allIndustries: 'All industries',
    comingSoon: COMING_SOON,
    filterBySubIndustry: 'Filter {industry} by sub-industry',
    allOfIndustry: 'All {industry}',
    searchPlaceholder: 'Search modules...',
    searchLabel: 'Search modules',
    showFound: { one: 'Show {count} module', other: 'Show {count} modules' },
    count: { one: '{count} module', other: '{count} modules' },
    showing: 'Showing {found} of {total} modules',
    /** An empty result (docs/pages.md#modules-modules-and-scoped-lists). */
    noModules: 'No modules found for selected industry.',
    showAll: 'Show all modules',
  },

  /** A module card's own texts; `{count}` is the number of hidden tags. */
  moduleCard: {
    viewModule: 'View module',
    /** The tag list's accessible name. */
    industries: 'Industries',
    moreIndustries: 'More industries',
    /** The control while the extra tags are hidden. */
    more: '+{count} more',
    showLess: 'Show less',
  },

  /**
   * The /video-tour page (the TourChooser island). `{product}` is a product's name, `{count}` a
   * number of packages.
   */
  videoTour: {
    heading: 'Product video tours',
    lead: 'One short tour through the screens of all {count} packages, with captions. Play it from the start, or pick your business to jump to its chapter.',
    allTours: 'All product tours',
    productHeading: '{product} video tour',
    /** The players' accessible names: one product's tour, the whole tour (with the site's product name). */
    productPlayer: '{product} tour',
    wholePlayer: '{product} product tour',
    play: 'Play the tour',
    nowPlaying: 'Now playing',
    wholeTour: 'The whole tour',
    packages: '{count} packages, ',
    chapters: 'Chapters',
    scheduleDemo: 'Schedule Demo',
    comparePackages: 'Compare packages',
    viewPricing: 'View Pricing',
    /** Said after a link's label to screen readers, with its leading space or colon. */
    of: ' of {product}',
    /** A length spoken to screen readers: '1 minute 33 seconds'. */
    duration: {
      minute: { one: '{count} minute', other: '{count} minutes' },
      second: { one: '{count} second', other: '{count} seconds' },
    },
    /**
     * The names of the screens the tour's chapters show (src/data/productTour.json), by their English
     * names: English shows them as they are; a screen missing from another language fails its build.
     */
    screens: {} as Readonly<Record<string, string>>,
  },

  /** What a tour player shows when the browser cannot play the video (home page dialog, /video-tour). */
  tourVideo: {
    cannotPlay: 'Your browser cannot play this video.',
    download: 'Download the tour',
  },

  /**
   * The customers directory island (/customers): `{count}`, `{shown}` and `{total}` are numbers,
   * `{label}` a sub-industry's name.
   */
  customerDirectory: {
    subCategory: 'Sub-category',
    all: 'All ({count})',
    option: '{label} ({count})',
    showing: 'Showing {shown} of {total}',
    noClients: 'No clients yet.',
    showAll: 'Show All ({count})',
    showLess: 'Show Less',
  },

  /** A customer card: the story link and what a screen reader hears after it (`{name}`: the customer). */
  customerCard: {
    readStory: 'Read the story',
    storyOf: ' of {name}',
  },

  /** The package filter of /products; `{label}` is a choice's label. */
  productFilter: {
    all: 'All',
    /** Short labels of the buttons where the industry's name is too long, by industry id. */
    shortLabels: { 'trading-and-commerce': 'Trading' } as Readonly<Record<string, string>>,
    checkOut: 'Check out our work.',
    viewAll: 'View all products',
    curious: 'Curious about how it works?',
    explore: 'Explore {label}',
  },

  // ── The pages and their components.

  /** The home page (src/components/pages/HomePage.astro); `{product}` is the product's name. */
  home: {
    preview: '{product} product preview',
    closeVideo: 'Close video',
    exploreModules: 'Explore all modules',
    slideshowLabel: 'Product screens',
    customersLabel: 'Our customers',
    seeCustomers: 'See all our customers',
    otherIndustry: 'Other {industry}',
    story: 'Customer story',
    readStory: 'Read the story',
  },

  /** /about-us below its Markdown: the team and the office; `{product}`, `{company}` and the office's `{building}`, `{street}`, `{city}` come from site.json. */
  aboutUs: {
    people: 'Our people',
    peopleSubtitle: 'The team behind {product}, from product to training and support.',
    visit: 'Visit us',
    visitText:
      'Our office in {street}, {city}, is open on weekdays. Call ahead and we will have the right people there for you.',
    contact: 'Contact us',
    office: 'Office',
    picture:
      'Our training room on the {building}, {street}: three people at laptops on a long table, a window onto Kathmandu and its hills, and the {company} sign and demo screen on the wall',
  },

  /** A team member's card (src/components/ui/TeamMemberCard.astro): the portrait's alt text and the links' screen-reader labels; `{name}` is the member's. */
  teamMemberCard: {
    portrait: 'Portrait of {name}',
    call: ' (call {name})',
    whatsapp: ' {name} (opens in a new tab)',
  },

  /** A company or legal page (src/components/editorial/MarkdownPage.astro): the words before its date. */
  markdownPage: {
    updated: 'Last updated',
  },

  /** /contact-us; `{street}`, `{city}`, `{building}`, `{company}` and `{place}` (building, street, city) come from site.json. `map`: the map's texts (`{provider}`: the map service's name). */
  contactUs: {
    heading: 'Contact Us',
    lead: 'Questions about a package, a price or your installation? Call, message or visit us in {street}.',
    findUs: 'Find us',
    mapTitle: 'Map of {company}, {place}',
    mapAlt: 'Street map sketch of {street}, {city}, with a pin on {building}',
    map: {
      loadMap: 'Load map',
      note: 'The interactive map comes from {provider} and loads only when you press Load map.',
      openMap: 'Open map on {provider}',
    },
    customerHeading: 'Already a customer?',
    customerText:
      'On-site visits, Google Meet training, remote assistance, a WhatsApp group and a direct phone line: see how our support team works.',
    visitSupport: 'Visit Support',
  },

  /** The contact details card of /contact-us (src/components/sections/ContactDetails.astro); `{line}` is Sales or Support. */
  contactDetails: {
    heading: 'Contact details',
    headquarters: 'Headquarters',
    officePhone: ' (office phone)',
    hours: 'Business hours',
    sales: 'Sales',
    support: 'Support',
    phoneOf: ' ({line} phone)',
    whatsappOf: 'WhatsApp {line}',
    email: 'E-mail',
  },

  /** /request-demo; `{product}` is the product's name; `call`, `whatsapp`, `write`, `end` are the sentence around its phone, WhatsApp and e-mail links. */
  requestDemo: {
    heading: 'Request a Demo',
    lead: 'See {product} run the way your hospital, clinic, lab, pharmacy or restaurant works. The demo is free and there is no obligation.',
    howHeading: 'How a demo works',
    steps: [
      {
        title: 'Tell us about your business',
        text: 'Your industry, the plan you are considering and when you want to go live.',
      },
      {
        title: 'We book a time with you',
        text: 'A product specialist calls within one business day to fix a time that suits your shifts.',
      },
      {
        title: 'A demo on your own workflows',
        text: 'Forty-five minutes over Google Meet or at your site, with your questions answered live.',
      },
    ],
    call: 'Prefer to talk? Call ',
    whatsapp: ', message us on ',
    write: ', or write to ',
    end: '.',
  },

  /** The "Need help now?" card of /support (src/components/sections/SupportContactCard.astro). */
  supportContactCard: {
    heading: 'Need help now?',
    lead: 'Existing customers reach the support desk directly.',
    phone: ' (support phone)',
    whatsapp: 'WhatsApp Support',
  },

  /** The FAQ section's default title and subtitle and its "Still have questions?" card (src/components/sections/FaqSection.astro); `{city}` and `{weekdays}` come from site.json. */
  faqSection: {
    title: 'Frequently Asked Questions',
    subtitle: 'Find answers to common questions about our services',
    still: 'Still have questions?',
    team: 'Our team in {city} answers by phone, WhatsApp and e-mail, {weekdays} Nepal time.',
    contactSupport: 'Contact Support',
  },

  /** /products; `{price}` is a starting price (formatRupees), set in bold. `filter`: the package filter's words (`{label}`: a choice's label). */
  products: {
    badge: 'Industry packages',
    title: 'ERP packages built for',
    highlight: 'your industry',
    description:
      'Each Sarathi ERP package bundles the modules a hospital, clinic, lab, dental practice, pharmacy, physiotherapy centre or restaurant needs on day one, ready to go live in weeks.',
    carouselLabel: 'Package screens',
    packages: 'Our packages',
    packagesLead: 'Ready-made packages for each kind of business, each with a free plan to start.',
    filterLabel: 'Show packages for',
    pricing: 'Pricing',
    pricingLead:
      'Every package has a free plan. Paid plans start at these monthly prices (VAT and legal charges extra).',
    /** Before the starting price, where a line may break; then the price line, kept on one line. */
    startingPriceLead: 'from ',
    startingPrice: '{price}/month',
    onRequest: 'Pricing on request',
    comparePlans: 'Compare plans',
    seeAllPricing: 'See all pricing',
  },

  /** A package's page (src/components/pages/SubIndustryPage.astro); `{name}` is the sub-industry ('Hospital'), `{lowerName}` the same in running English ('hospital'), `{product}` the product's name. */
  subIndustry: {
    preview: 'Preview',
    previewOf: ' the {product} video tour',
    problems: 'Common {lowerName} problems, solved',
    benefits: 'Benefits and key features',
    screens: 'Inside {product}',
    screensLead: 'Screens from the live product.',
    screenshots: '{product} screenshots',
    modules: '{name} modules',
    modulesLead: 'The modules {lowerName} teams use most, in order.',
    seeAllModules: 'See All Modules',
    noModules: 'No modules found for selected industry.',
    story: '{name} customer story',
    readStory: 'Read the story',
  },

  /** The problems-and-solutions section of a package's page (src/components/sections/ProblemsSolutions.astro). */
  problemsSolutions: {
    problems: 'Common problems',
    solutions: 'Solutions',
    pointHint: 'Point at or tab to an item to read more.',
    tapHint: 'Tap an item to read more.',
  },

  /** /industry: the hero; the reach figures below it count sites, and the description says so. */
  industryList: {
    badge: 'Industries',
    title: 'Software shaped around',
    highlight: 'how your industry works',
    description:
      'From 150-bed hospitals to neighbourhood pharmacies and busy momo restaurants, more than 300 customers across Nepal run Sarathi ERP. The figures below count sites: a hospital that runs its own pharmacy and lab is counted under each.',
  },

  /** /customers; `{industry}` and `{count}` are filled in, `{product}` is the product's name. `directory`: the customer list's filter and toggle (`{count}`, `{shown}`, `{total}` numbers, `{label}` a sub-industry); `card`: a customer card's story link (`{name}`: the customer's). */
  customers: {
    title: 'Trusted by Leading Businesses',
    lead: 'Hospitals, clinics, labs, pharmacies and restaurants from Kathmandu to Dhangadhi run their day on {product}. Here are some of them.',
    section: '{industry} Customers ({count})',
    other: 'Other',
    otherIndustry: 'Other {industry}',
  },

  /** /customer-stories; `{count}` and `{industry}` are filled in. */
  customerStories: {
    kicker: 'Customer stories',
    title: 'How our customers run on Sarathi ERP',
    lead: 'What hospitals, clinics, labs, pharmacies and restaurants set up, and what changed for their patients, guests and staff.',
    filterLabel: 'Filter stories by industry',
    all: 'All stories ({count})',
    industry: '{industry} ({count})',
  },

  /** A customer story's page (src/components/pages/StoryPage.astro); `{title}` is the story's title. */
  story: {
    pageTitle: '{title}: customer story',
    kicker: 'Customer story',
    published: 'Published',
    results: 'Results',
    customer: 'Customer',
    industry: 'Industry',
    modulesUsed: 'Modules used',
    moreStories: 'More customer stories',
    allStories: 'All stories',
  },

  /** /news and its later pages; `{page}` and `{last}` are page numbers. */
  newsList: {
    title: 'News',
    numberedTitle: 'News, page {page} of {last}',
    description:
      'Sarathi ERP news: product releases, IRD and CBMS rule changes, Health Insurance Board claim updates, events and new customers.',
    numberedDescription:
      'Older Sarathi ERP news, page {page} of {last}: product releases, IRD and CBMS rule changes, HIB claim updates and events.',
    crumb: 'Page {page}',
    kicker: 'News',
    heading: 'News from Sarathi ERP',
    numberedHeading: 'News, page {page}',
    lead: 'Releases, tax and claim rule changes that affect your billing, events, and the teams that joined us.',
    rss: 'RSS feed',
    list: 'Articles, newest first',
    pages: 'News pages',
    pageLabel: 'Page {page}',
    newer: 'Newer',
    older: 'Older',
  },

  /** /search, the site-search page. */
  siteSearch: {
    title: 'Search',
    lead: 'Find a module, a feature, a price or an answer across the whole site.',
  },

  /** The not-found page (404.html). */
  notFound: {
    title: 'Oops! The page you’re looking for does not exist.',
    home: 'Go Home',
  },

  /** A news article's card (src/components/editorial/ArticleCard.astro): the name of its list of tags. */
  articleCard: { tags: 'Tags' },

  /** A customer story's card (src/components/editorial/StoryCard.astro): the name of its list of industries. */
  storyCard: { industries: 'Industries' },

  /** The home page's orbit diagram (src/components/sections/OrbitDiagram.astro); `{centre}` is the product's name. */
  orbitDiagram: { packages: '{centre} packages' },

  /**
   * The unknown-module page (src/components/pages/ModuleNotFoundPage.astro). `{name}` in `heading`
   * is where a script writes the module name asked for; without JavaScript it reads `unknownName`.
   */
  moduleNotFound: {
    heading: 'No module {name} found',
    unknownName: 'with that name',
    lead: 'The link may be old or mistyped. Every Sarathi ERP package and its modules are listed on the products page.',
    viewProducts: 'View Products',
    browseModules: 'Browse all modules',
  },

  previewNotice: {
    text: 'This is a preview of the site, not the live one: what you send here stays with this preview and does not reach our sales team.',
  },
  requestDemoThankYou: {
    heading: 'Thank you, your demo request is in',
    stop: '.',
    next: 'Explore the modules',
    call: 'A product specialist calls within one business day to fix a time. Urgent? Call ',
    after: '.',
  },
  contactUsThankYou: {
    heading: 'Thank you for your message',
    next: 'Visit Support',
    hours: 'Business hours',
    stop: '.',
  },
  comingSoon: {
    description:
      'New Sarathi ERP packages for trading, commerce and retail businesses are on their way. Tell us what you need and we will keep you posted.',
  },
  /**
   * The catalogue's pages (the industries list, the products page, each industry's page, the Coming
   * Soon panel) and the cards they share. The industries' and packages' own texts are content.
   * `{industry}`, `{product}`, `{name}`, `{reach}` are filled in with `fill`.
   */
  catalogue: {
    comingSoon: COMING_SOON,
    preparing: "We're preparing specialized ERP solutions for this sector. Stay tuned!",
    tellUsWhatYouNeed: 'Tell us what you need',
    backToHome: BACK_TO_HOME,
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
} as const;
