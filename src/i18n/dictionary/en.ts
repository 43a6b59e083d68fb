/**
 * English, the source dictionary: every fixed text of the layout, the pages and the islands, by
 * section and key (texts editors change live in src/content). Nepali (./ne.ts) is typed against
 * this object, so a key missing or added there is a type error. `{name}` placeholders are filled
 * by src/i18n/fill.ts; a text that depends on a count is an object of Intl.PluralRules categories
 * (`{ one, other }`) read by `plural()` in ./index.ts. Terms follow docs/glossary.md.
 */
export const en = {
  // ── Layout, header, islands and the libraries they read: sections below this line.

  // ── End of the islands' sections.

  // ── Pages and their components: sections below this line.

  /** The home page (src/components/pages/HomePage.astro); `{product}` is the product's name. */
  home: {
    preview: '{product} product preview',
    closeVideo: 'Close video',
    exploreModules: 'Explore all modules',
    slideshowLabel: 'Product illustrations',
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
    filter: {
      all: 'All',
      shortLabels: { 'trading-and-commerce': 'Trading' },
      checkOut: 'Check out our work.',
      viewAll: 'View all products',
      curious: 'Curious about how it works?',
      explore: 'Explore {label}',
    },
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
    directory: {
      subCategory: 'Sub-category',
      all: 'All ({count})',
      option: '{label} ({count})',
      showing: 'Showing {shown} of {total}',
      noClients: 'No clients yet.',
      showAll: 'Show All ({count})',
      showLess: 'Show Less',
    },
    card: {
      readStory: 'Read the story',
      storyOf: ' of {name}',
    },
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
  // ── End of the pages' sections.
} as const;
