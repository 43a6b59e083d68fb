/**
 * Which pages are built in Nepali so far, and the links, language switch and hreflang alternates
 * that follow from it. The Nepali site is built page by page: a page without a Nepali twin yet is
 * linked in English from Nepali pages and shows no language switch and no alternate
 * (docs/languages.md). Build-time only: the list is read by Vite from src/pages/ne/.
 */
import { breadcrumbsFromPath, type Breadcrumb } from '../lib/breadcrumbs';
import { cleanPath, pathSegments } from '../lib/paths';
import { t } from './dictionary';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';
import { basePath, pathInLocale } from './routes';

/**
 * English paths of the pages built in Nepali so far: one per `.astro` file under src/pages/ne/
 * (its route without `/ne`). Read by Vite when the site is built, so a new Nepali page joins the
 * list, the language switch and the hreflang alternates by being written.
 */
const NEPALI_PAGE_FILES = Object.keys(import.meta.glob('/src/pages/ne/**/*.astro'));
export const NEPALI_BASE_PATHS: ReadonlySet<string> = new Set(
  NEPALI_PAGE_FILES.map((file) => cleanPath(file.replace(/^\/src\/pages\/ne/, '').replace(/\.astro$/, '') || '/')),
);

/**
 * The fixed segments of the English routes (`modules`, `thank-you`, …). Astro gives a fixed segment
 * precedence over a `[param]` one, so `/products/healthcare/modules` is the module list, not the
 * product page `/products/[industry]/[subIndustry]`: a `[param]` never stands for one of these.
 */
const FIXED_SEGMENTS = [
  ...new Set(
    Object.keys(import.meta.glob(['/src/pages/**/*.astro', '!/src/pages/ne/**']))
      .flatMap((file) =>
        file
          .replace(/^\/src\/pages\//, '')
          .replace(/\.astro$/, '')
          .split('/'),
      )
      .filter((segment) => segment && !segment.includes('[') && segment !== 'index'),
  ),
];
// Route files are named in lowercase words and digits (`thank-you`, `404`): nothing to escape.
const PARAM_SEGMENT = `(?!(?:${FIXED_SEGMENTS.join('|')})(?:/|$))[^/]+`;

/**
 * The dynamic routes among them (`/modules/[module]`) as patterns: a `[param]` segment stands for
 * any one segment but a fixed one (FIXED_SEGMENTS), a `[...rest]` segment for any number of them. A
 * dynamic Nepali route builds a page for every entry its English twin does (the build fails on an
 * entry without its Nepali twin), so any value of the segment has its page.
 */
const NEPALI_ROUTE_PATTERNS: readonly RegExp[] = [...NEPALI_BASE_PATHS]
  .filter((path) => path.includes('['))
  .map(
    (path) =>
      new RegExp(
        `^${path
          .split('/')
          .map((segment) =>
            /^\[\.\.\..+\]$/.test(segment) ? '\0' : /^\[.+\]$/.test(segment) ? PARAM_SEGMENT : segment,
          )
          .join('/')
          // A rest segment (`[...page]`) stands for any number of segments, none included: /news and /news/2.
          .replace('/\0', '(?:/.+)?')}$`,
      ),
  );

/** True when the page at English path `path` is built in `locale` (every page is built in English). */
export function hasPageIn(path: string, locale: Locale): boolean {
  if (locale === DEFAULT_LOCALE) return true;
  const english = basePath(path);
  return NEPALI_BASE_PATHS.has(english) || NEPALI_ROUTE_PATTERNS.some((pattern) => pattern.test(english));
}

/**
 * A link target for a page shown in `locale`: the twin of `href` in that language when it is built,
 * else `href` itself (an English page, or an address outside the site, left as it is).
 * @example localizedHref('/request-demo?pricing=free', 'ne') === '/ne/request-demo?pricing=free'
 */
export function localizedHref(href: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !href.startsWith('/') || href.startsWith('//')) return href;
  const suffix = href.match(/[?#].*$/)?.[0] ?? '';
  const path = href.slice(0, href.length - suffix.length);
  return hasPageIn(path, locale) ? `${pathInLocale(path, locale)}${suffix}` : href;
}

/**
 * The same page in every language it is built in (for the language switch and hreflang), in the
 * order of LOCALES; just the page itself when it has no twin yet.
 */
export function alternatesOf(path: string): { locale: Locale; path: string }[] {
  return LOCALES.filter((locale) => hasPageIn(path, locale)).map((locale) => ({
    locale,
    path: pathInLocale(path, locale),
  }));
}

/**
 * The breadcrumbs of a page in `locale`: Home and one crumb per segment of its English path, named
 * in that language and linking the pages built in it (else their English twins). `currentLabel`:
 * the page's own crumb; `contentNames`: the names content gives the industry and sub-industry slugs
 * in that language (getSegmentNames), before the fixed ones of the dictionary's `layout.segments`.
 * @throws Error naming the segment when a page not in English has a segment the dictionary does not name
 * @example localizedBreadcrumbs('/ne/request-demo', 'ne').crumbs → [{ label: 'डेमो अनुरोध', href: '/ne/request-demo' }]
 */
export function localizedBreadcrumbs(
  path: string,
  locale: Locale,
  currentLabel?: string,
  contentNames: Readonly<Record<string, string>> = {},
): { home: Breadcrumb; crumbs: Breadcrumb[] } {
  const text = t(locale).layout;
  const crumbs = breadcrumbsFromPath(basePath(path), currentLabel).map((crumb, index, all) => {
    const segment = pathSegments(crumb.href).at(-1) ?? '';
    const own = index === all.length - 1 && currentLabel?.trim();
    const label = own || locale === 'en' ? crumb.label : (contentNames[segment] ?? text.segments[segment]);
    if (!label) {
      throw new Error(
        `${path}: no ${locale} breadcrumb for "${segment}"; add it to layout.segments in src/i18n/dictionary/${locale}.ts`,
      );
    }
    return { label, href: localizedHref(crumb.href, locale) };
  });
  return { home: { label: text.home, href: localizedHref('/', locale) }, crumbs };
}

/** Menu items (and their sub-items) with every link pointing at its page in `locale` where it is built. */
export function localizedMenu<T extends { href: string; items: T[] }>(items: readonly T[], locale: Locale): T[] {
  return items.map((item) => ({
    ...item,
    href: localizedHref(item.href, locale),
    items: localizedMenu(item.items, locale),
  }));
}
