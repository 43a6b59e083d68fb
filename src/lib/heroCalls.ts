/**
 * The calls to action of the site-wide page heroes, each label stated once with the page it opens,
 * so "Schedule Demo" cannot point somewhere else on another page. A hero lists two: the first is
 * the primary button, the second is outlined (PageHero's rule). Heroes of an industry or product
 * page build theirs with the industry in the query instead.
 */
export const HERO_CALLS = {
  scheduleDemo: { label: 'Schedule Demo', href: '/request-demo' },
  viewProducts: { label: 'View Products', href: '/products' },
  viewModules: { label: 'View Modules', href: '/modules' },
  contactSupport: { label: 'Contact Support', href: '/contact-us' },
  contactSales: { label: 'Contact Sales', href: '/contact-us' },
  startForFree: { label: 'Start for Free', href: '/request-demo?pricing=free' },
} as const satisfies Record<string, { label: string; href: string }>;
