/**
 * schema.org structured data (JSON-LD) built from the company facts of src/content/site.json
 * (SPEC §2.10: the organisation's address, phones and opening hours). Pure: the page renders the
 * result with src/components/seo/JsonLd.tsx.
 */
import type { SiteFacts } from '../schemas/site';

/** A JSON-LD object: plain JSON values only. */
export type JsonLd = { [key: string]: JsonValue };
type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** The facts the organisation's JSON-LD is built from (a subset of site.json). */
export type OrganizationFacts = Pick<
  SiteFacts,
  'companyName' | 'legalName' | 'description' | 'foundedYear' | 'address' | 'phones' | 'emails' | 'hours' | 'social'
>;

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;

/**
 * A displayed Nepali number in the international form schema.org and Google expect:
 * "+977 980-1234567" → "+977-980-1234567".
 */
export function schemaTelephone(phone: string): string {
  return phone.trim().replace(/\s+/g, '-');
}

/**
 * The `LocalBusiness` JSON-LD of the company: names, description, founding year, logo, postal
 * address and coordinates, office phone and e-mail, Mon-Fri opening hours (site.json `opens`/
 * `closes`, local Nepal time; weekends closed, so no weekend entry), the sales and technical
 * support contact points, the map and the social profiles.
 *
 * @param site   company facts from site.json
 * @param siteUrl the production origin, e.g. "https://www.sarathierp.com.np" (a trailing slash is ignored)
 */
export function buildOrganizationJsonLd(site: OrganizationFacts, siteUrl: string | URL): JsonLd {
  const origin = String(siteUrl).replace(/\/+$/, '');
  const { address, phones, emails, hours } = site;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${origin}/#organization`,
    name: site.companyName,
    legalName: site.legalName,
    description: site.description,
    foundingDate: String(site.foundedYear),
    url: `${origin}/`,
    logo: `${origin}/images/logo.svg`,
    image: `${origin}/images/logo.svg`,
    telephone: schemaTelephone(phones.office),
    email: emails.general,
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${address.building}, ${address.street}`,
      addressLocality: address.city,
      addressRegion: address.district,
      postalCode: address.postalCode,
      addressCountry: address.countryCode,
    },
    geo: { '@type': 'GeoCoordinates', latitude: address.latitude, longitude: address.longitude },
    hasMap: address.mapUrl,
    openingHoursSpecification: [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: [...WEEKDAYS], opens: hours.opens, closes: hours.closes },
    ],
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'sales', telephone: schemaTelephone(phones.sales), email: emails.sales, areaServed: address.countryCode },
      {
        '@type': 'ContactPoint',
        contactType: 'technical support',
        telephone: schemaTelephone(phones.support),
        email: emails.support,
        areaServed: address.countryCode,
      },
    ],
    sameAs: site.social.map((profile) => profile.url),
  };
}

/**
 * Serialises JSON-LD for a `<script type="application/ld+json">` element: plain JSON with `<`,
 * `>` and `&` written as \u escapes (so no text can close the element or open a comment) and the
 * line separators U+2028/U+2029 escaped. `JSON.parse` of the result gives back `data`.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
