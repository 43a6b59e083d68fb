import { describe, expect, it } from 'vitest';
import { prefetchTarget, wantsToSaveData, type LinkLike } from '../../src/lib/prefetch';

const here = { origin: 'https://www.sarathierp.com.np', pathname: '/products', search: '' };

/** An `<a>` as the browser reports it: `href` already absolute. */
const link = (href: string, options: { target?: string; download?: boolean; prefetch?: string } = {}): LinkLike => ({
  href: new URL(href, here.origin).href,
  target: options.target ?? '',
  hasAttribute: (name) => name === 'download' && Boolean(options.download),
  dataset: { astroPrefetch: options.prefetch },
});

describe('prefetchTarget', () => {
  it('fetches another page of the site, without its fragment', () => {
    expect(prefetchTarget(link('/pricing'), here)).toBe('https://www.sarathierp.com.np/pricing');
    expect(prefetchTarget(link('/products/healthcare/hospital#pricing'), here)).toBe(
      'https://www.sarathierp.com.np/products/healthcare/hospital',
    );
    expect(prefetchTarget(link('/modules?industry=healthcare'), here)).toBe(
      'https://www.sarathierp.com.np/modules?industry=healthcare',
    );
  });

  it('leaves other sites, the page already shown, functions and downloads alone', () => {
    expect(prefetchTarget(link('https://app.sarathierp.com.np/login'), here)).toBeNull();
    expect(prefetchTarget(link('/products#pricing'), here)).toBeNull();
    expect(prefetchTarget(link('/api/contact-us'), here)).toBeNull();
    expect(prefetchTarget(link('/brochure.pdf', { download: true }), here)).toBeNull();
    expect(prefetchTarget(link('mailto:sales@sarathierp.com.np'), here)).toBeNull();
  });

  it('leaves links that open a new tab or opt out', () => {
    expect(prefetchTarget(link('/pricing', { target: '_blank' }), here)).toBeNull();
    expect(prefetchTarget(link('/pricing', { prefetch: 'false' }), here)).toBeNull();
    expect(prefetchTarget(link('/pricing', { target: '_self' }), here)).toBe('https://www.sarathierp.com.np/pricing');
  });
});

describe('wantsToSaveData', () => {
  it('is true under Data Saver and on 2G connections', () => {
    expect(wantsToSaveData({ connection: { saveData: true, effectiveType: '4g' } })).toBe(true);
    expect(wantsToSaveData({ connection: { saveData: false, effectiveType: 'slow-2g' } })).toBe(true);
    expect(wantsToSaveData({ connection: { saveData: false, effectiveType: '2g' } })).toBe(true);
  });

  it('is false on ordinary connections and where the browser does not say', () => {
    expect(wantsToSaveData({ connection: { saveData: false, effectiveType: '3g' } })).toBe(false);
    expect(wantsToSaveData({})).toBe(false);
  });
});
