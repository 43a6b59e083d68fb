import { describe, expect, it } from 'vitest';
import { breadcrumbsFromPath } from '../../src/lib/breadcrumbs';
import {
  buildAboutPageJsonLd,
  buildBreadcrumbJsonLd,
  buildLocalBusinessJsonLd,
  buildOrganizationJsonLd,
  buildWebSiteJsonLd,
  organizationId,
  schemaTelephone,
  serializeJsonLd,
  type JsonLd,
} from '../../src/lib/structuredData';
import type { SiteFacts } from '../../src/schemas/site';
import { readEntry } from './support/content';

/** The real company facts, so the structured data is checked against what the site publishes. */
const site = readEntry<SiteFacts>('site.json');
const origin = 'https://www.sarathierp.com.np';

/**
 * The same facts with every field the builders read changed, so a value hard-coded in a builder
 * (instead of read from site.json) makes a test fail.
 */
const otherSite: SiteFacts = {
  ...site,
  companyName: 'Other Company',
  legalName: 'Other Company Ltd.',
  productName: 'Other ERP',
  tagline: 'Another tagline for the test',
  description: 'Another description.',
  foundedYear: 1999,
  address: {
    ...site.address,
    building: 'Block B',
    street: 'Lakeside',
    city: 'Pokhara',
    district: 'Kaski',
    postalCode: '33700',
    countryCode: 'NP',
    latitude: 28.2,
    longitude: 83.9,
    mapUrl: 'https://example.com/map',
  },
  phones: { office: '+977 61-531847', sales: '+977 981-4072653', support: '+977 982-3160574' },
  emails: { general: 'hello@example.com', sales: 'buy@example.com', support: 'help@example.com' },
  hours: { ...site.hours, opens: '10:00', closes: '17:00' },
  social: [{ name: 'Facebook', url: 'https://www.facebook.com/other', brand: 'facebook' }],
};

/** The fields every company block must take from the facts (shared by Organization and LocalBusiness). */
function expectCompanyFields(data: JsonLd, facts: SiteFacts) {
  expect(data['@context']).toBe('https://schema.org');
  expect(data['@id']).toBe(`${origin}/#organization`);
  expect(data.name).toBe(facts.companyName);
  expect(data.legalName).toBe(facts.legalName);
  expect(data.description).toBe(facts.description);
  expect(data.foundingDate).toBe(String(facts.foundedYear));
  expect(data.url).toBe(`${origin}/`);
  expect(data.logo).toBe(`${origin}/images/logo.svg`);
  expect(data.telephone).toBe(schemaTelephone(facts.phones.office));
  expect(data.email).toBe(facts.emails.general);
  expect(data.address).toEqual({
    '@type': 'PostalAddress',
    streetAddress: `${facts.address.building}, ${facts.address.street}`,
    addressLocality: facts.address.city,
    addressRegion: facts.address.district,
    postalCode: facts.address.postalCode,
    addressCountry: facts.address.countryCode,
  });
  expect(data.contactPoint).toEqual([
    expect.objectContaining({
      contactType: 'sales',
      telephone: schemaTelephone(facts.phones.sales),
      email: facts.emails.sales,
    }),
    expect.objectContaining({
      contactType: 'technical support',
      telephone: schemaTelephone(facts.phones.support),
      email: facts.emails.support,
    }),
  ]);
  expect(data.sameAs).toEqual(facts.social.map((profile) => profile.url));
}

/** Every key at any depth of a JSON value. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}

describe('schemaTelephone', () => {
  it('joins the displayed parts with hyphens', () => {
    expect(schemaTelephone('+977 985-1047236')).toBe('+977-985-1047236');
    expect(schemaTelephone(' +977 1-4218760 ')).toBe('+977-1-4218760');
  });
});

describe('buildOrganizationJsonLd (home page)', () => {
  it.each([
    ['site.json', site],
    ['other facts', otherSite],
  ])('describes the company as an Organization from %s', (_name, facts) => {
    const data = buildOrganizationJsonLd(facts, `${origin}/`);
    expect(data['@type']).toBe('Organization');
    expectCompanyFields(data, facts);
  });

  it('accepts the origin with or without a trailing slash', () => {
    expect(buildOrganizationJsonLd(site, new URL(origin)).url).toBe(`${origin}/`);
    expect(buildOrganizationJsonLd(site, origin)['@id']).toBe(organizationId(`${origin}/`));
  });
});

describe('buildAboutPageJsonLd (/about-us)', () => {
  const page = { name: 'About Sarathi', description: 'Who we are.', path: '/about-us' };

  it('describes the page as an AboutPage about the company, every company fact included', () => {
    const data = buildAboutPageJsonLd(page, otherSite, `${origin}/`);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'AboutPage',
      url: `${origin}/about-us`,
      name: page.name,
      description: page.description,
    });
    const company = data.mainEntity as JsonLd;
    expect(company['@type']).toBe('Organization');
    expectCompanyFields({ '@context': data['@context'] ?? null, ...company }, otherSite);
  });

  it('is about the same company node as the Organization of the home page', () => {
    const company = buildAboutPageJsonLd(page, site, origin).mainEntity as JsonLd;
    expect(company['@id']).toBe(buildOrganizationJsonLd(site, origin)['@id']);
  });
});

describe('buildLocalBusinessJsonLd (/contact-us)', () => {
  it.each([
    ['site.json', site],
    ['other facts', otherSite],
  ])('describes the office as a LocalBusiness with contact data from %s', (_name, facts) => {
    const data = buildLocalBusinessJsonLd(facts, origin);
    expect(data['@type']).toBe('LocalBusiness');
    expectCompanyFields(data, facts);
    expect(data.geo).toEqual({
      '@type': 'GeoCoordinates',
      latitude: facts.address.latitude,
      longitude: facts.address.longitude,
    });
    expect(data.hasMap).toBe(facts.address.mapUrl);
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: facts.hours.opens,
        closes: facts.hours.closes,
      },
    ]);
  });

  it('is the same company node as the Organization of the home page', () => {
    expect(buildLocalBusinessJsonLd(site, origin)['@id']).toBe(buildOrganizationJsonLd(site, origin)['@id']);
  });
});

describe('buildWebSiteJsonLd (home page)', () => {
  it.each([
    ['site.json', site],
    ['other facts', otherSite],
  ])('names the site after the product, from %s, published by the company', (_name, facts) => {
    expect(buildWebSiteJsonLd(facts, `${origin}/`)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${origin}/#website`,
      url: `${origin}/`,
      name: facts.productName,
      description: facts.tagline,
      inLanguage: 'en',
      publisher: { '@id': organizationId(origin) },
    });
  });

  it('gives the Nepali home its own WebSite node under /ne, in Nepali, published by the same company', () => {
    const nepali = { productName: 'Sarathi ERP', tagline: 'नेपालका व्यवसायका लागि क्लाउड ERP' };
    expect(buildWebSiteJsonLd(nepali, origin, 'ne')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${origin}/ne#website`,
      url: `${origin}/ne`,
      name: 'Sarathi ERP',
      description: nepali.tagline,
      inLanguage: 'ne',
      publisher: { '@id': organizationId(origin) },
    });
  });
});

describe('no fabricated ratings or reviews', () => {
  it('publishes no rating or review in any block', () => {
    const blocks = [
      buildOrganizationJsonLd(site, origin),
      buildLocalBusinessJsonLd(site, origin),
      buildWebSiteJsonLd(site, origin),
    ];
    const keys = blocks.flatMap(keysOf);
    expect(keys.filter((key) => /rating|review/i.test(key))).toEqual([]);
  });
});

describe('buildBreadcrumbJsonLd', () => {
  it('is Home plus one item per segment, with the labels and links of the top bar', () => {
    const path = '/products/healthcare/physio-therapy';
    const data = buildBreadcrumbJsonLd(path, `${origin}/`);
    const crumbs = breadcrumbsFromPath(path);
    expect(data?.['@type']).toBe('BreadcrumbList');
    expect(data?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
      ...crumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 2,
        name: crumb.label,
        item: `${origin}${crumb.href}`,
      })),
    ]);
    const items = data?.itemListElement as { name: string; item: string }[];
    expect(items.at(-1)).toMatchObject({ name: 'Physio Therapy', item: `${origin}${path}` });
  });

  it('ignores query, hash, .html and a trailing slash', () => {
    expect(buildBreadcrumbJsonLd('/modules/billing.html?x=1#top', origin)).toEqual(
      buildBreadcrumbJsonLd('/modules/billing/', origin),
    );
  });

  it('is null for pages of one segment or none, and for the not-found pages', () => {
    expect(buildBreadcrumbJsonLd('/', origin)).toBeNull();
    expect(buildBreadcrumbJsonLd('/pricing', origin)).toBeNull();
    expect(buildBreadcrumbJsonLd('/modules/404', origin)).toBeNull();
    expect(buildBreadcrumbJsonLd('/contact-us/thank-you', origin)).not.toBeNull();
  });
});

describe('serializeJsonLd', () => {
  it('escapes what could end the script element, and parses back to the same data', () => {
    const data = { name: 'A & B </script><!-- "x"', note: 'line\u2028break' };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(data);
  });

  it('round-trips the organisation data', () => {
    const data = buildLocalBusinessJsonLd(site, origin);
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);
  });
});
