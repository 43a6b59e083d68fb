/**
 * The pricing anchor of product pages (SPEC §2.5, §9): arriving by a push navigation at a URL
 * with #pricing scrolls to the pricing section after 300 ms (once the islands above it have
 * settled). Pure; the page's script applies it.
 */

/** Delay before scrolling to #pricing, in ms (SPEC §9 "Pricing anchor scroll delay 300 ms"). */
export const PRICING_SCROLL_DELAY_MS = 300;

/** The in-page anchor of the pricing section. */
export const PRICING_HASH = '#pricing';

/**
 * True when the page should scroll to the pricing section: the hash is `#pricing` and the page
 * was reached by a new navigation (`navigate`, a link or typed URL), not a reload or back/forward,
 * where the browser restores the previous scroll position. An unknown type counts as a navigation.
 */
export function shouldScrollToPricing(hash: string, navigationType: string | undefined): boolean {
  if (hash !== PRICING_HASH) return false;
  return navigationType === undefined || navigationType === 'navigate';
}
