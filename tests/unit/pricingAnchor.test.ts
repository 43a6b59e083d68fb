import { describe, expect, it } from 'vitest';
import { shouldScrollToPricing } from '../../src/lib/pricingAnchor';

describe('shouldScrollToPricing (#pricing after a push navigation)', () => {
  it('scrolls for #pricing reached by a navigation', () => {
    expect(shouldScrollToPricing('#pricing', 'push')).toBe(true);
    expect(shouldScrollToPricing('#pricing', 'navigate')).toBe(true);
    expect(shouldScrollToPricing('#pricing', undefined)).toBe(true);
  });

  it('leaves reloads, back/forward and other hashes alone', () => {
    expect(shouldScrollToPricing('#pricing', 'reload')).toBe(false);
    expect(shouldScrollToPricing('#pricing', 'back_forward')).toBe(false);
    expect(shouldScrollToPricing('#pricing', 'traverse')).toBe(false);
    expect(shouldScrollToPricing('#pricing', 'replace')).toBe(false);
    expect(shouldScrollToPricing('#faq', 'navigate')).toBe(false);
    expect(shouldScrollToPricing('', 'navigate')).toBe(false);
  });
});
