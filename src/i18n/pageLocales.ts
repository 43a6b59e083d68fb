/**
 * Which pages are built in which language, and the links, language switch and hreflang alternates
 * that follow from it. Every page shape is one route file under src/pages/[...locale]/ and is built
 * in every language (docs/languages.md); the few pages built in English only are listed here. From
 * a Nepali page, such a page is linked in English, and it shows no language switch and no alternate.
 */
import { breadcrumbsFromPath, type Breadcrumb } from '../lib/breadcrumbs';
import { pathSegments } from '../lib/paths';
import { t } from './dictionary';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';
import { basePath, pathInLocale } from './routes';

/**
 * The pages built in English only, by path: the content editor (src/pages/admin.astro), whose
 * route file lies outside src/pages/[...locale]/. A new page outside that folder is added here.
 */
export const SINGLE_LANGUAGE_PATHS: ReadonlySet<string> = new Set(['/admin']);

/**
 * True when the page at `path` (in any language) is built in `locale`: every page is built in
 * English, and in the other languages but for SINGLE_LANGUAGE_PATHS. A path with a file extension
 * (`/rss.xml`, `/images/…svg`) names a file, which has one address for every language.
 */
export function hasPageIn(path: string, locale: Locale): boolean {
  if (locale === DEFAULT_LOCALE) return true;
  const english = basePath(path);
  return !SINGLE_LANGUAGE_PATHS.has(english) && !/\.[a-z0-9]+$/i.test(english);
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
