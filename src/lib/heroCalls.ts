import type { Locale } from '../i18n/locales';
import { localizedHref } from '../i18n/pageLocales';

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

/** The calls' labels on Nepali pages (docs/glossary.md). */
const NEPALI_LABELS: Readonly<Record<keyof typeof HERO_CALLS, string>> = {
  scheduleDemo: 'डेमो बुक गर्नुहोस्',
  viewProducts: 'प्रोडक्टहरू हेर्नुहोस्',
  viewModules: 'मोड्युलहरू हेर्नुहोस्',
  contactSupport: 'सहयोग टोलीलाई सम्पर्क गर्नुहोस्',
  contactSales: 'बिक्री टोलीलाई सम्पर्क गर्नुहोस्',
  startForFree: 'निःशुल्क सुरु गर्नुहोस्',
};

/**
 * The calls as a page in `locale` shows them: labelled in its language, each leading to its page in
 * that language where it is built (else the English page).
 */
export function heroCallsIn(locale: Locale): Record<keyof typeof HERO_CALLS, { label: string; href: string }> {
  if (locale === 'en') return HERO_CALLS;
  return Object.fromEntries(
    Object.entries(HERO_CALLS).map(([key, call]) => [
      key,
      { label: NEPALI_LABELS[key as keyof typeof HERO_CALLS], href: localizedHref(call.href, locale) },
    ]),
  ) as Record<keyof typeof HERO_CALLS, { label: string; href: string }>;
}
