import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildOrganizationJsonLd, schemaTelephone, serializeJsonLd, type OrganizationFacts } from '../../src/lib/structuredData';

/** The real company facts, so the structured data is checked against what the site publishes. */
const site = JSON.parse(readFileSync(new URL('../../src/content/site.json', import.meta.url), 'utf8')) as OrganizationFacts;
const origin = 'https://www.sarathierp.com.np';

describe('schemaTelephone', () => {
  it('joins the displayed parts with hyphens', () => {
    expect(schemaTelephone('+977 980-1234567')).toBe('+977-980-1234567');
    expect(schemaTelephone(' +977 1-5970123 ')).toBe('+977-1-5970123');
  });
});

describe('buildOrganizationJsonLd', () => {
  const data = buildOrganizationJsonLd(site, `${origin}/`);

  it('describes the company as a LocalBusiness at its address', () => {
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('LocalBusiness');
    expect(data.name).toBe(site.companyName);
    expect(data.legalName).toBe(site.legalName);
    expect(data.url).toBe(`${origin}/`);
    expect(data.logo).toBe(`${origin}/images/logo.svg`);
    expect(data.foundingDate).toBe(String(site.foundedYear));
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: `${site.address.building}, ${site.address.street}`,
      addressLocality: site.address.city,
      addressRegion: site.address.district,
      postalCode: site.address.postalCode,
      addressCountry: site.address.countryCode,
    });
    expect(data.geo).toEqual({ '@type': 'GeoCoordinates', latitude: site.address.latitude, longitude: site.address.longitude });
  });

  it('gives the phones, e-mails and Monday-to-Friday opening hours from the site facts', () => {
    expect(data.telephone).toBe(schemaTelephone(site.phones.office));
    expect(data.email).toBe(site.emails.general);
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: site.hours.opens,
        closes: site.hours.closes,
      },
    ]);
    expect(data.contactPoint).toEqual([
      expect.objectContaining({ contactType: 'sales', telephone: schemaTelephone(site.phones.sales), email: site.emails.sales }),
      expect.objectContaining({ contactType: 'technical support', telephone: schemaTelephone(site.phones.support), email: site.emails.support }),
    ]);
    expect(data.sameAs).toEqual(site.social.map((profile) => profile.url));
  });

  it('accepts the origin with or without a trailing slash', () => {
    expect(buildOrganizationJsonLd(site, new URL(origin)).url).toBe(`${origin}/`);
    expect(buildOrganizationJsonLd(site, origin)['@id']).toBe(`${origin}/#organization`);
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
    const data = buildOrganizationJsonLd(site, origin);
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);
  });
});
