/**
 * The data of every page's <head>: title and meta description, absolute canonical URL, Open Graph
 * and Twitter tags with a per-page share image, built by one pure function and rendered by
 * BaseLayout (see docs/layout-and-navigation.md#page-titles-and-descriptions).
 */
import { canonicalPath } from './canonical';
import { isNoindexPath } from './crawling';
import { cleanPath } from './paths';
import type { Locale } from '../i18n/locales';
import { basePath, localeOfPath } from '../i18n/routes';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareImagePath } from './shareImage';

/** og:locale of every English page: English as written in Nepal (the `<html lang="en">` of the site). */
export const OG_LOCALE = 'en_NP';

/** og:locale per language of the site: English and Nepali as written in Nepal. */
export const OG_LOCALES: Readonly<Record<Locale, string>> = { en: OG_LOCALE, ne: 'ne_NP' };

/** Title and meta description of one path, as stored in `src/content/page-meta.json`. */
export interface PageMetaEntry {
  title: string;
  description: string;
}

/** Key of the page-meta entry used by paths without their own entry. */
export const DEFAULT_PAGE_META_KEY = 'default';

export interface PageHeadInput {
  /** The page's path (`Astro.url.pathname`); query, hash and trailing slash are ignored. */
  path: string;
  /** Title of a page built from a content entry; such a path must have no page-meta entry. */
  title?: string | undefined;
  /** Meta description of a page built from a content entry; such a path must have no page-meta entry. */
  description?: string | undefined;
  /** Page meta keyed by path (`/pricing`) plus a `default` entry. */
  pageMeta: Readonly<Record<string, PageMetaEntry>>;
  site: { productName: string; companyName: string };
  /** The production origin, e.g. `https://www.sarathierp.com.np` (Astro's `site`). */
  siteUrl: string | URL;
}

export interface PageHead {
  /** Full document title, ending in ` | {productName}`. */
  title: string;
  description: string;
  /** Absolute canonical URL (mirror routes point at their canonical twin, see canonical.ts). */
  canonicalUrl: string;
  ogTitle: string;
  ogDescription: string;
  ogUrl: string;
  ogType: 'website';
  ogSiteName: string;
  ogLocale: string;
  /** The share image of the canonical target (src/lib/shareImage.ts), as an absolute URL. */
  ogImage: { url: string; width: number; height: number; type: 'image/png'; alt: string };
  twitterCard: 'summary_large_image';
  /** The robots meta: `noindex` on the pages search engines must not list (src/lib/crawling.ts), else null. */
  robots: 'noindex' | null;
}

/**
 * Appends ` | {productName}` to a title unless the product name is already in it.
 * @example withProductSuffix('Pricing', 'Sarathi ERP') === 'Pricing | Sarathi ERP'
 */
export function withProductSuffix(title: string, productName: string): string {
  const trimmed = title.trim();
  return trimmed.includes(productName) ? trimmed : `${trimmed} | ${productName}`;
}

/**
 * Builds the head data of a page (a `noindex` robots meta on the paths crawling.ts names). Each path has one source for its title and description: the
 * page's own props (pages built from a content entry) or `pageMeta[path]`, else
 * `pageMeta[canonicalPath(path)]` (so `/industry/healthcare` reads the entry of
 * `/products/healthcare`); a field neither gives comes from `pageMeta.default`. Canonical, og:url
 * and the share image are those of the canonical target, as absolute URLs; the image's alt text is
 * the title it shows.
 *
 * @throws Error naming the path when a prop and a page-meta entry both give its title or
 *   description (one would silently hide the other), or when a field is found nowhere
 *   (page-meta.json lacks its `default` entry).
 */
export function buildPageHead(input: PageHeadInput): PageHead {
  const path = cleanPath(input.path);
  const canonical = canonicalPath(path);
  const ownEntries = [input.pageMeta[path], input.pageMeta[canonical]];
  const ownEntry = ownEntries.find(Boolean);
  const propTitle = nonEmpty(input.title);
  const propDescription = nonEmpty(input.description);
  if (ownEntry && (propTitle || propDescription)) {
    const metaPath = input.pageMeta[path] ? path : canonical;
    throw new Error(
      `buildPageHead: "${path}" gets its ${propTitle ? 'title' : 'description'} both from the page and from the "${metaPath}" entry of src/content/page-meta.json; keep one`,
    );
  }
  const candidates = [...ownEntries, input.pageMeta[DEFAULT_PAGE_META_KEY]];
  const rawTitle = propTitle ?? candidates.map((entry) => nonEmpty(entry?.title)).find(Boolean);
  const description = propDescription ?? candidates.map((entry) => nonEmpty(entry?.description)).find(Boolean);
  if (!rawTitle || !description) {
    throw new Error(
      `buildPageHead: no ${rawTitle ? 'description' : 'title'} for "${path}"; add a "${DEFAULT_PAGE_META_KEY}" entry to src/content/page-meta.json`,
    );
  }
  const title = withProductSuffix(rawTitle, input.site.productName);
  const canonicalUrl = new URL(canonical, input.siteUrl).href;
  // A Nepali page shows its English twin's share image (the image renderer cannot shape
  // Devanagari), described by the English title the image shows.
  const locale = localeOfPath(path);
  const imagePage = locale === 'en' ? canonical : canonicalPath(basePath(path));
  const imageEntry = input.pageMeta[imagePage];
  const imageAlt = locale === 'en' || !imageEntry ? title : withProductSuffix(imageEntry.title, input.site.productName);
  return {
    title,
    description,
    canonicalUrl,
    ogTitle: title,
    ogDescription: description,
    ogUrl: canonicalUrl,
    ogType: 'website',
    ogSiteName: input.site.productName,
    ogLocale: OG_LOCALES[locale],
    ogImage: {
      url: new URL(shareImagePath(imagePage), input.siteUrl).href,
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
      type: 'image/png',
      alt: imageAlt,
    },
    twitterCard: 'summary_large_image',
    robots: isNoindexPath(path) ? 'noindex' : null,
  };
}

function nonEmpty(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
}
