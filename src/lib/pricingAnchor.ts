/**
 * The pricing anchor of product pages: arriving by a push navigation at a URL with #pricing scrolls
 * to the pricing section after 300 ms (once the islands above it have settled). Pure; the page's
 * script applies it.
 */

/** Delay before scrolling to #pricing, in ms. */
export const PRICING_SCROLL_DELAY_MS = 300;

/** The in-page anchor of the pricing section. */
const PRICING_HASH = '#pricing';

/**
 * How the current document was reached: the Navigation API's activation type (`push`, `reload`,
 * `traverse`, `replace`) where the browser has it, else the Navigation Timing type (`navigate`,
 * `reload`, `back_forward`), else undefined. Reads the browser globals; call it in the page only.
 */
export function currentNavigationType(): string | undefined {
  const activation = (window as { navigation?: { activation?: { navigationType?: string } | null } }).navigation
    ?.activation;
  if (activation?.navigationType) return activation.navigationType;
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return (entry as PerformanceNavigationTiming | undefined)?.type;
}

/**
 * True when the page should scroll to the pricing section: the hash is `#pricing` and the page
 * was reached by a push navigation (a link or a typed URL: `push` in the Navigation API, `navigate`
 * in Navigation Timing), not a reload, replace or back/forward, where the browser handles the
 * scroll position itself. An unknown type (undefined) counts as a push.
 */
export function shouldScrollToPricing(hash: string, navigationType: string | undefined): boolean {
  if (hash !== PRICING_HASH) return false;
  return navigationType === undefined || navigationType === 'push' || navigationType === 'navigate';
}
