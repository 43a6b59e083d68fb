/**
 * The data of every page's <head> (SPEC §2.2: titles and meta descriptions per path, a default for
 * the other paths; issue #8: absolute canonical URLs, Open Graph and Twitter tags with a per-page
 * share image), built by one pure function and rendered by BaseLayout.
 */
import { canonicalPath } from './canonical';
import { cleanPath } from './paths';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareImagePath } from './shareImage';

/** og:locale of every page: English as written in Nepal (the `<html lang="en">` of the site). */
export const OG_LOCALE = 'en_NP';

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
  /** Explicit title from the page; wins over page-meta. */
  title?: string | undefined;
  /** Explicit meta description from the page; wins over page-meta. */
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
 * Builds the head data of a page. Each of title and description is taken, in order, from the
 * explicit prop, `pageMeta[path]`, `pageMeta[canonicalPath(path)]` (so `/industry/healthcare`
 * reads the entry of `/products/healthcare`), then `pageMeta.default`. Canonical, og:url and the
 * share image are those of the canonical target, as absolute URLs; the image's alt text is the
 * title it shows.
 *
 * @throws Error when a field is found nowhere (page-meta.json lacks its `default` entry).
 */
export function buildPageHead(input: PageHeadInput): PageHead {
  const path = cleanPath(input.path);
  const canonical = canonicalPath(path);
  const candidates = [input.pageMeta[path], input.pageMeta[canonical], input.pageMeta[DEFAULT_PAGE_META_KEY]];
  const rawTitle = nonEmpty(input.title) ?? candidates.map((entry) => nonEmpty(entry?.title)).find(Boolean);
  const description =
    nonEmpty(input.description) ?? candidates.map((entry) => nonEmpty(entry?.description)).find(Boolean);
  if (!rawTitle || !description) {
    throw new Error(
      `buildPageHead: no ${rawTitle ? 'description' : 'title'} for "${path}"; add a "${DEFAULT_PAGE_META_KEY}" entry to src/content/page-meta.json`,
    );
  }
  const title = withProductSuffix(rawTitle, input.site.productName);
  const canonicalUrl = new URL(canonical, input.siteUrl).href;
  return {
    title,
    description,
    canonicalUrl,
    ogTitle: title,
    ogDescription: description,
    ogUrl: canonicalUrl,
    ogType: 'website',
    ogSiteName: input.site.productName,
    ogLocale: OG_LOCALE,
    ogImage: {
      url: new URL(shareImagePath(canonical), input.siteUrl).href,
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
      type: 'image/png',
      alt: title,
    },
    twitterCard: 'summary_large_image',
  };
}

function nonEmpty(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
}
