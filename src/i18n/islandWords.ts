/**
 * The words each island is given as props, built from the dictionary (./dictionary) for a page in
 * `locale`: an island does not import the dictionary, which would put every text of both
 * languages in its bundle, so the page that renders it passes the section it shows, with the
 * page's language (the digits and plural rules it fills counts with) and, where the island
 * links, the page of that language. Returns plain objects, the shapes the islands declare.
 */
import { t } from './dictionary';
import type { Locale } from './locales';
import { localizedHref } from './pageLocales';

/** A carousel's controls and slide names (the Carousel island, CarouselSlide.astro). */
export function carouselText(locale: Locale) {
  return { ...t(locale).carousel, locale };
}

/** Site search's words and the search page of `locale` (the search page, the header's dialog). */
export function searchText(locale: Locale) {
  return { ...t(locale).search, pagePath: localizedHref('/search', locale), locale };
}

/** The header's words (MainNav), its Schedule Demo link and its search dialog's words. */
export function navText(locale: Locale) {
  return { ...t(locale).nav, demoHref: localizedHref('/request-demo', locale), searchText: searchText(locale) };
}

/** Every fixed word of a product's plans (cards, billing cycle, comparison table, chooser). */
export function pricingText(locale: Locale) {
  return { ...t(locale).pricing, locale };
}

/** A module card's words (ModuleCard). */
export function moduleCardText(locale: Locale) {
  return { ...t(locale).moduleCard, locale };
}

/** The module browser's words and its cards' (the ModuleBrowser island). */
export function moduleBrowserText(locale: Locale) {
  return { ...t(locale).moduleBrowser, card: moduleCardText(locale) };
}

/** The customers directory's controls (the CustomerDirectory island). */
export function customerDirectoryText(locale: Locale) {
  return { ...t(locale).customerDirectory, locale };
}

/** A customer card's words: the story link, the new-tab warning and the other-language tag. */
export function customerCardText(locale: Locale) {
  const { opensInNewTab, fallbackBadge } = t(locale).layout;
  return { ...t(locale).customerCard, opensInNewTab, fallbackBadge };
}

/** The /products package filter's words and the products page its intro links lead to. */
export function productFilterText(locale: Locale) {
  return { ...t(locale).productFilter, productsPath: localizedHref('/products', locale) };
}

/** How a length is spoken to screen readers ('1 minute 33 seconds'). */
export function durationWords(locale: Locale) {
  return { ...t(locale).videoTour.duration, locale };
}

/**
 * The /video-tour island's words (without the screens' names, which the page uses at build time),
 * its player's and its links in `locale`.
 */
export function videoTourText(locale: Locale) {
  const { screens: _screens, ...words } = t(locale).videoTour;
  return {
    ...words,
    duration: durationWords(locale),
    player: t(locale).tourVideo,
    links: {
      demo: localizedHref('/request-demo', locale),
      products: localizedHref('/products', locale),
      tours: localizedHref('/video-tour', locale),
    },
  };
}
