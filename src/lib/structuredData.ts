/**
 * schema.org structured data (JSON-LD) built from content: the company as Organization and the site
 * as WebSite on the home page, the company as LocalBusiness with its contact data on /contact-us,
 * /about-us as the company's AboutPage, stories and news as Article/NewsArticle, and a BreadcrumbList on every page deeper than one segment, matching the top bar's breadcrumbs.
 * Every fact comes from src/content/site.json; nothing is invented (no ratings, no reviews). Pure:
 * pages render the result with src/components/seo/JsonLd.astro.
 */
import { breadcrumbsFromPath, type Breadcrumb } from './breadcrumbs';
import { NOT_FOUND_PATHS } from './canonical';
import { cleanPath } from './paths';
import type { SiteFacts } from '../schemas/site';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import { pathInLocale } from '../i18n/routes';

/** A JSON-LD object: plain JSON values only. */
export type JsonLd = { [key: string]: JsonValue };
type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** The facts the organisation's JSON-LD is built from (a subset of site.json). */
type OrganizationFacts = Pick<
  SiteFacts,
  | 'companyName'
  | 'legalName'
  | 'description'
  | 'foundedYear'
  | 'registration'
  | 'address'
  | 'phones'
  | 'emails'
  | 'hours'
  | 'social'
>;

/** The facts the WebSite JSON-LD is built from (a subset of site.json). */
type WebSiteFacts = Pick<SiteFacts, 'productName' | 'tagline'>;

const SCHEMA_ORG = 'https://schema.org';
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;
/** Label of the first crumb; the top bar always draws it (src/components/layout/TopBar.astro). */
const HOME_CRUMB_LABEL = 'Home';
/** Pages with at least this many path segments carry a BreadcrumbList. */
const BREADCRUMB_MIN_SEGMENTS = 2;

/** The origin without a trailing slash: "https://www.sarathierp.com.np/" → "https://www.sarathierp.com.np". */
function originOf(siteUrl: string | URL): string {
  return String(siteUrl).replace(/\/+$/, '');
}

/** `@id` of the company node, shared by the Organization (home) and LocalBusiness (/contact-us) data. */
export function organizationId(siteUrl: string | URL): string {
  return `${originOf(siteUrl)}/#organization`;
}

/** The company's logo file (public/images/logo.svg) and its size in px, as its `width`/`height` attributes say. */
const LOGO = { path: '/images/logo.svg', width: 220, height: 48 } as const;

/** The logo as the ImageObject that `publisher.logo` expects (a bare URL is read as no logo there). */
function logoImage(origin: string): JsonLd {
  return { '@type': 'ImageObject', url: `${origin}${LOGO.path}`, width: LOGO.width, height: LOGO.height };
}

/** `@id` of the WebSite node. */
function webSiteId(siteUrl: string | URL): string {
  return `${originOf(siteUrl)}/#website`;
}

/**
 * A displayed Nepali number in the international form schema.org and Google expect:
 * "+977 985-1047236" → "+977-985-1047236".
 */
export function schemaTelephone(phone: string): string {
  return phone.trim().replace(/\s+/g, '-');
}

/** The PostalAddress of the office, from site.json `address`. */
function postalAddress(address: OrganizationFacts['address']): JsonLd {
  return {
    '@type': 'PostalAddress',
    streetAddress: `${address.building}, ${address.street}`,
    addressLocality: address.city,
    addressRegion: address.district,
    postalCode: address.postalCode,
    addressCountry: address.countryCode,
  };
}

/** The sales and technical support ContactPoints, from site.json `phones` and `emails`. */
function contactPoints(site: OrganizationFacts): JsonLd[] {
  const areaServed = site.address.countryCode;
  return [
    {
      '@type': 'ContactPoint',
      contactType: 'sales',
      telephone: schemaTelephone(site.phones.sales),
      email: site.emails.sales,
      areaServed,
    },
    {
      '@type': 'ContactPoint',
      contactType: 'technical support',
      telephone: schemaTelephone(site.phones.support),
      email: site.emails.support,
      areaServed,
    },
  ];
}

/** The fields the Organization and the LocalBusiness data share: identity, contact and profiles. */
function companyFields(site: OrganizationFacts, origin: string): JsonLd {
  return {
    '@id': organizationId(origin),
    name: site.companyName,
    legalName: site.legalName,
    description: site.description,
    foundingDate: String(site.foundedYear),
    taxID: site.registration.pan,
    url: `${origin}/`,
    logo: `${origin}${LOGO.path}`,
    telephone: schemaTelephone(site.phones.office),
    email: site.emails.general,
    address: postalAddress(site.address),
    contactPoint: contactPoints(site),
    sameAs: site.social.map((profile) => profile.url),
  };
}

/**
 * The `Organization` JSON-LD of the company for the home page: names, description, founding year,
 * logo, office phone and e-mail, postal address, the sales and technical support contact points and
 * the social profiles. Its `@id` is the one the LocalBusiness data of /contact-us uses, so crawlers
 * merge the two into one company.
 *
 * @param site    company facts from site.json
 * @param siteUrl the production origin, e.g. "https://www.sarathierp.com.np" (a trailing slash is ignored)
 * @returns a JSON-LD object; never throws
 */
export function buildOrganizationJsonLd(site: OrganizationFacts, siteUrl: string | URL): JsonLd {
  return { '@context': SCHEMA_ORG, '@type': 'Organization', ...companyFields(site, originOf(siteUrl)) };
}

/**
 * The `LocalBusiness` JSON-LD of the company for /contact-us: everything of {@link
 * buildOrganizationJsonLd} plus the office's coordinates, map and Mon-Fri opening hours (site.json
 * `opens`/`closes`, local Nepal time; weekends closed, so no weekend entry).
 *
 * @param site    company facts from site.json
 * @param siteUrl the production origin (a trailing slash is ignored)
 * @returns a JSON-LD object; never throws
 */
export function buildLocalBusinessJsonLd(site: OrganizationFacts, siteUrl: string | URL): JsonLd {
  const origin = originOf(siteUrl);
  const { address, hours } = site;
  return {
    '@context': SCHEMA_ORG,
    '@type': 'LocalBusiness',
    ...companyFields(site, origin),
    image: `${origin}${LOGO.path}`,
    geo: { '@type': 'GeoCoordinates', latitude: address.latitude, longitude: address.longitude },
    hasMap: address.mapUrl,
    openingHoursSpecification: [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: [...WEEKDAYS], opens: hours.opens, closes: hours.closes },
    ],
  };
}

/** What the AboutPage JSON-LD says of the page itself. */
export interface AboutPageFacts {
  /** The page's title (its h1) and meta description. */
  name: string;
  description: string;
  /** The page's canonical path, `/about-us`. */
  path: string;
  /** The page's language (default English). */
  locale?: 'en' | 'ne' | undefined;
}

/**
 * The `AboutPage` JSON-LD of /about-us: the page (name, description, URL) about the company, whose
 * Organization node is the home page's (same `@id`, so crawlers merge them) with every fact of
 * {@link buildOrganizationJsonLd}.
 *
 * @param page    see {@link AboutPageFacts}
 * @param site    company facts from site.json
 * @param siteUrl the production origin (a trailing slash is ignored)
 * @returns a JSON-LD object; never throws
 */
export function buildAboutPageJsonLd(page: AboutPageFacts, site: OrganizationFacts, siteUrl: string | URL): JsonLd {
  const origin = originOf(siteUrl);
  const url = new URL(page.path, `${origin}/`).href;
  return {
    '@context': SCHEMA_ORG,
    '@type': 'AboutPage',
    '@id': url,
    url,
    name: page.name,
    description: page.description,
    inLanguage: page.locale ?? 'en',
    isPartOf: { '@id': webSiteId(origin) },
    mainEntity: { '@type': 'Organization', ...companyFields(site, origin) },
  };
}

/**
 * The `WebSite` JSON-LD for a home page: the product name as the site's name, the tagline as its
 * description, published by the company node. Each language's home is its own WebSite node (the
 * Nepali site lives under /ne/), so a crawler reads the description in the page's language. No
 * SearchAction: search runs in the browser, on /search.
 *
 * @param site    product name and tagline from site.json (the tagline in `locale`)
 * @param siteUrl the production origin (a trailing slash is ignored)
 * @param locale  the home page's language; its path prefix and `inLanguage`
 * @returns a JSON-LD object; never throws
 */
export function buildWebSiteJsonLd(site: WebSiteFacts, siteUrl: string | URL, locale: Locale = 'en'): JsonLd {
  const origin = originOf(siteUrl);
  const english = locale === DEFAULT_LOCALE;
  const home = `${origin}${pathInLocale('/', locale)}`;
  return {
    '@context': SCHEMA_ORG,
    '@type': 'WebSite',
    '@id': english ? webSiteId(origin) : `${home}#website`,
    url: english ? `${origin}/` : home,
    name: site.productName,
    description: site.tagline,
    inLanguage: locale,
    publisher: { '@id': organizationId(origin) },
  };
}

/**
 * The `BreadcrumbList` JSON-LD of a page: Home, then one item per path segment, with the labels and
 * links of the top bar's breadcrumbs (src/lib/breadcrumbs.ts) as absolute URLs; the last item is
 * the page itself.
 *
 * @param path    the page's path (query, hash, `.html` and trailing slash are ignored)
 * @param siteUrl the production origin (a trailing slash is ignored)
 * @param currentLabel the page's own crumb when the top bar shows one other than its slug
 * @param localized a Nepali page's trail as its top bar shows it (Home and the crumbs after it,
 *   src/i18n/pageLocales.ts), instead of the English one read from `path`
 * @returns the BreadcrumbList, or null for a page with fewer than {@link BREADCRUMB_MIN_SEGMENTS}
 *   segments (its trail is Home plus at most itself) and for the not-found pages of
 *   `NOT_FOUND_PATHS`, which are no content
 */
export function buildBreadcrumbJsonLd(
  path: string,
  siteUrl: string | URL,
  currentLabel?: string,
  localized?: { home: Breadcrumb; crumbs: Breadcrumb[] },
): JsonLd | null {
  const clean = cleanPath(path);
  const crumbs = localized?.crumbs ?? breadcrumbsFromPath(clean, currentLabel);
  if (crumbs.length < BREADCRUMB_MIN_SEGMENTS || NOT_FOUND_PATHS.includes(clean)) return null;
  const origin = originOf(siteUrl);
  const trail = [localized?.home ?? { label: HOME_CRUMB_LABEL, href: '/' }, ...crumbs];
  return {
    '@context': SCHEMA_ORG,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: new URL(crumb.href, `${origin}/`).href,
    })),
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

/** What an `Article` or `NewsArticle` JSON-LD says about one page. */
interface ArticleFacts {
  /** The headline (the page's h1), at most 110 characters as Google asks. */
  headline: string;
  description: string;
  /** The page's canonical path, e.g. `/news/cbms-sync-release`. */
  path: string;
  /** Site path of the cover image under public/, e.g. `/images/news/x.svg`. */
  image: string;
  datePublished: Date;
  dateModified?: Date | undefined;
  /** A person who wrote it (news), or none: the company is the author (customer stories). */
  author?: { name: string; jobTitle: string } | undefined;
  /** The company's name (site.json `companyName`), the publisher. */
  publisherName: string;
  /** The language it is written in (`inLanguage`); English when not given. */
  locale?: Locale | undefined;
}

/**
 * The `Article` JSON-LD of a customer story or the `NewsArticle` JSON-LD of a news article:
 * headline, description, page URL, cover image, dates as YYYY-MM-DD, the author (the person for
 * news, the company for stories) and the company as publisher, linked to the Organization node of
 * the home page by its `@id`.
 *
 * @param type    'Article' for stories, 'NewsArticle' for news
 * @param facts   see {@link ArticleFacts}
 * @param siteUrl the production origin (a trailing slash is ignored)
 * @returns a JSON-LD object; never throws
 */
export function buildArticleJsonLd(
  type: 'Article' | 'NewsArticle',
  facts: ArticleFacts,
  siteUrl: string | URL,
): JsonLd {
  const origin = originOf(siteUrl);
  const publisher: JsonLd = {
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: facts.publisherName,
    logo: logoImage(origin),
  };
  const url = new URL(facts.path, `${origin}/`).href;
  return {
    '@context': SCHEMA_ORG,
    '@type': type,
    headline: facts.headline,
    description: facts.description,
    url,
    mainEntityOfPage: url,
    image: new URL(facts.image, `${origin}/`).href,
    datePublished: facts.datePublished.toISOString().slice(0, 10),
    dateModified: (facts.dateModified ?? facts.datePublished).toISOString().slice(0, 10),
    inLanguage: facts.locale ?? 'en',
    author: facts.author ? { '@type': 'Person', name: facts.author.name, jobTitle: facts.author.jobTitle } : publisher,
    publisher,
  };
}
