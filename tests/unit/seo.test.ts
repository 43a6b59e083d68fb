import { describe, expect, it } from 'vitest';
import { buildPageHead, OG_LOCALE, withProductSuffix, type PageMetaEntry } from '../../src/lib/seo';

const site = { productName: 'Sarathi ERP', companyName: 'Sarathi Software' };
const siteUrl = 'https://www.sarathierp.com.np';
const pageMeta: Record<string, PageMetaEntry> = {
  default: { title: 'Cloud ERP for Nepal', description: 'Default description of every other page.' },
  '/': { title: 'Sarathi ERP – Cloud ERP for Healthcare and Hospitality', description: 'Home description.' },
  '/pricing': { title: 'Pricing', description: 'Pricing description.' },
  '/products/healthcare': { title: 'Healthcare ERP', description: 'Healthcare description.' },
};
const head = (path: string, extra: { title?: string; description?: string } = {}) =>
  buildPageHead({ path, pageMeta, site, siteUrl, ...extra });

describe('withProductSuffix', () => {
  it('appends the product name once', () => {
    expect(withProductSuffix('Pricing', 'Sarathi ERP')).toBe('Pricing | Sarathi ERP');
    expect(withProductSuffix('Sarathi ERP Pricing', 'Sarathi ERP')).toBe('Sarathi ERP Pricing');
    expect(withProductSuffix('  Support ', 'Sarathi ERP')).toBe('Support | Sarathi ERP');
  });
});

describe('buildPageHead', () => {
  it('uses the page-meta entry of the path', () => {
    const result = head('/pricing');
    expect(result.title).toBe('Pricing | Sarathi ERP');
    expect(result.description).toBe('Pricing description.');
  });

  it('does not suffix a title that already names the product', () => {
    expect(head('/').title).toBe('Sarathi ERP – Cloud ERP for Healthcare and Hospitality');
  });

  it('falls back to the default entry', () => {
    const result = head('/customers');
    expect(result.title).toBe('Cloud ERP for Nepal | Sarathi ERP');
    expect(result.description).toBe('Default description of every other page.');
  });

  it('takes title and description from the props of a page without a page-meta entry, each field on its own', () => {
    expect(head('/modules/billing', { title: 'Module: Billing' }).title).toBe('Module: Billing | Sarathi ERP');
    expect(head('/modules/billing', { title: 'Module: Billing' }).description).toBe(
      'Default description of every other page.',
    );
    expect(head('/modules/billing', { description: 'Own description.' })).toMatchObject({
      title: 'Cloud ERP for Nepal | Sarathi ERP',
      description: 'Own description.',
    });
    expect(head('/pricing', { title: '  ' }).title).toBe('Pricing | Sarathi ERP');
  });

  it('fails naming the path when a prop and a page-meta entry both give the title or description', () => {
    expect(() => head('/pricing', { title: 'Module: Billing' })).toThrow(/"\/pricing".*title.*page-meta\.json/);
    expect(() => head('/pricing', { description: 'Own description.' })).toThrow(/"\/pricing".*description/);
    expect(() => head('/industry/healthcare', { title: 'Healthcare ERP Software' })).toThrow(
      /"\/industry\/healthcare".*"\/products\/healthcare" entry/,
    );
  });

  it('ignores query, hash and trailing slash when looking the path up', () => {
    expect(head('/pricing/?billing=annual#plans').title).toBe('Pricing | Sarathi ERP');
    expect(head('/pricing.html').canonicalUrl).toBe('https://www.sarathierp.com.np/pricing');
  });

  it('builds absolute canonical URLs from canonical paths', () => {
    expect(head('/').canonicalUrl).toBe('https://www.sarathierp.com.np/');
    expect(head('/pricing').canonicalUrl).toBe('https://www.sarathierp.com.np/pricing');
    expect(head('/industry/healthcare').canonicalUrl).toBe('https://www.sarathierp.com.np/products/healthcare');
    expect(head('/products/healthcare/hospital/modules/billing').canonicalUrl).toBe(
      'https://www.sarathierp.com.np/modules/billing',
    );
    expect(buildPageHead({ path: '/pricing', pageMeta, site, siteUrl: new URL(`${siteUrl}/`) }).canonicalUrl).toBe(
      'https://www.sarathierp.com.np/pricing',
    );
  });

  it('reads the meta of the canonical twin for mirror routes', () => {
    expect(head('/industry/healthcare').title).toBe('Healthcare ERP | Sarathi ERP');
  });

  it('fills Open Graph and Twitter fields', () => {
    expect(head('/pricing')).toEqual({
      title: 'Pricing | Sarathi ERP',
      description: 'Pricing description.',
      canonicalUrl: 'https://www.sarathierp.com.np/pricing',
      ogTitle: 'Pricing | Sarathi ERP',
      ogDescription: 'Pricing description.',
      ogUrl: 'https://www.sarathierp.com.np/pricing',
      ogType: 'website',
      ogSiteName: 'Sarathi ERP',
      ogLocale: OG_LOCALE,
      ogImage: {
        url: 'https://www.sarathierp.com.np/og/pricing.png',
        width: 1200,
        height: 630,
        type: 'image/png',
        alt: 'Pricing | Sarathi ERP',
      },
      twitterCard: 'summary_large_image',
      robots: null,
    });
  });

  it('says noindex on the not-found, thank-you and search pages only', () => {
    const robotsOf = (path: string) => head(path).robots;
    for (const path of ['/404', '/modules/404', '/request-demo/thank-you', '/contact-us/thank-you', '/search'])
      expect(robotsOf(path), path).toBe('noindex');
    expect(robotsOf('/pricing')).toBeNull();
  });

  it('points the share image at the canonical target, as an absolute URL', () => {
    expect(head('/').ogImage.url).toBe('https://www.sarathierp.com.np/og/index.png');
    expect(head('/industry/healthcare').ogImage.url).toBe(head('/products/healthcare').ogImage.url);
    expect(head('/products/healthcare/hospital/modules/billing').ogImage.url).toBe(
      'https://www.sarathierp.com.np/og/modules/billing.png',
    );
    expect(new URL(head('/pricing/?x=1').ogImage.url).pathname).toBe('/og/pricing.png');
  });

  it('throws a helpful error when there is no default entry', () => {
    expect(() => buildPageHead({ path: '/support', pageMeta: {}, site, siteUrl })).toThrow(/default/);
  });
});

describe('buildPageHead on a Nepali page', () => {
  const nepali = head('/ne/pricing', { title: 'मूल्य', description: 'मूल्यको विवरण।' });

  it('is its own canonical page, in Nepali as written in Nepal', () => {
    expect(nepali.canonicalUrl).toBe(`${siteUrl}/ne/pricing`);
    expect(nepali.title).toBe('मूल्य | Sarathi ERP');
    expect(nepali.ogLocale).toBe('ne_NP');
    expect(head('/pricing').ogLocale).toBe(OG_LOCALE);
  });

  it("shows its English twin's share image, described by the English title the image shows", () => {
    expect(nepali.ogImage.url).toBe(`${siteUrl}/og/pricing.png`);
    expect(nepali.ogImage.alt).toBe('Pricing | Sarathi ERP');
  });
});
