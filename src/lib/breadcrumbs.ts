/**
 * Breadcrumbs of the top bar (docs/layout-and-navigation.md#breadcrumbs): built from the URL path,
 * segments title-cased and split on `-` or `_`; at a viewport width of 768px or less only the last
 * segment is shown after an ellipsis, otherwise the last two. Pure: the top bar renders both cases
 * and lets CSS choose.
 */
import { pathSegments } from './paths';

/** One breadcrumb: its label and the path of the page it names. */
export interface Breadcrumb {
  label: string;
  href: string;
}

/** The crumbs to draw at one viewport width, and whether an ellipsis stands for hidden ones. */
interface VisibleBreadcrumbs {
  items: Breadcrumb[];
  ellipsis: boolean;
}

/** Widest viewport, in CSS pixels, that shows only the last crumb. */
const BREADCRUMB_MOBILE_MAX_WIDTH = 768;
/** Crumbs shown at or below {@link BREADCRUMB_MOBILE_MAX_WIDTH}. */
const BREADCRUMBS_SHOWN_MOBILE = 1;
/** Crumbs shown above {@link BREADCRUMB_MOBILE_MAX_WIDTH}. */
const BREADCRUMBS_SHOWN_WIDE = 2;

/** Decodes a URI component, or returns it unchanged when it is malformed (`%E0%A4`). */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Title-cases one path segment: decoded, split on `-` or `_`, each word capitalised.
 * @example segmentLabel('physio-therapy') === 'Physio Therapy'
 */
export function segmentLabel(segment: string): string {
  return safeDecode(segment)
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase('en') + word.slice(1))
    .join(' ');
}

/**
 * The breadcrumbs of a path, without the Home crumb (the top bar always draws Home first).
 * Query, hash and trailing slash are ignored; each crumb links to its prefix of the path.
 *
 * @param path a site path such as `/products/healthcare/physio-therapy?x=1#pricing`
 * @param currentLabel the page's own crumb, when its slug reads badly as words (a story's
 *   customer name rather than "Bagmati Community Hospital Opd Queues"); ignored for `/`
 * @returns `[{ label: 'Products', href: '/products' }, …]`; `[]` for `/`
 */
export function breadcrumbsFromPath(path: string, currentLabel?: string): Breadcrumb[] {
  const segments = pathSegments(path);
  const label = currentLabel?.trim();
  return segments
    .map((segment, index) => ({
      label: label && index === segments.length - 1 ? label : segmentLabel(segment),
      href: `/${segments.slice(0, index + 1).join('/')}`,
    }))
    .filter((crumb) => crumb.label.length > 0);
}

/**
 * The trailing crumbs visible at a viewport width: the last 1 at 768px or less, else the last 2.
 * `ellipsis` is true when earlier crumbs were dropped (Home is not counted: it is always shown).
 *
 * @param viewportWidth CSS pixels
 */
export function visibleBreadcrumbs(crumbs: readonly Breadcrumb[], viewportWidth: number): VisibleBreadcrumbs {
  const shown = viewportWidth <= BREADCRUMB_MOBILE_MAX_WIDTH ? BREADCRUMBS_SHOWN_MOBILE : BREADCRUMBS_SHOWN_WIDE;
  const items = crumbs.slice(-shown);
  return { items, ellipsis: crumbs.length > items.length };
}

/** One crumb of the trail as the top bar draws it: whether it is the current page and at which widths it shows. */
interface TrailItem extends Breadcrumb {
  /** The last crumb: the current page, not a link. */
  current: boolean;
  /** Shown at {@link BREADCRUMB_MOBILE_MAX_WIDTH} or less. */
  narrow: boolean;
  /** Shown above {@link BREADCRUMB_MOBILE_MAX_WIDTH}. */
  wide: boolean;
}

/** The whole trail after Home: the ellipsis and the crumbs shown at either width. */
interface BreadcrumbTrail {
  /** At which widths an ellipsis stands for dropped crumbs (both false: no ellipsis). */
  ellipsis: { narrow: boolean; wide: boolean };
  /** The crumbs shown at one width or both, in path order. */
  items: TrailItem[];
}

/**
 * What the top bar draws after Home for a path, for both widths at once (CSS picks one): used by
 * the top bar on the server and, on the static 404 pages, in the browser with the visited path.
 *
 * @param path a site path such as `/products/healthcare/hospital`
 * @param currentLabel the page's own crumb when its slug reads badly as words (see breadcrumbsFromPath)
 * @example breadcrumbTrail('/products/healthcare/hospital').items.map((item) => item.label) → ['Healthcare',
 * 'Hospital']
 */
export function breadcrumbTrail(path: string, currentLabel?: string): BreadcrumbTrail {
  return trailOf(breadcrumbsFromPath(path, currentLabel));
}

/** The top bar's trail of a list of crumbs (a Nepali page's, src/i18n/pageLocales.ts), as {@link breadcrumbTrail}. */
export function trailOf(crumbs: readonly Breadcrumb[]): BreadcrumbTrail {
  const narrow = visibleBreadcrumbs(crumbs, BREADCRUMB_MOBILE_MAX_WIDTH);
  const wide = visibleBreadcrumbs(crumbs, BREADCRUMB_MOBILE_MAX_WIDTH + 1);
  const items = crumbs
    .map((crumb, index) => ({
      ...crumb,
      current: index === crumbs.length - 1,
      narrow: narrow.items.includes(crumb),
      wide: wide.items.includes(crumb),
    }))
    .filter((item) => item.narrow || item.wide);
  return { ellipsis: { narrow: narrow.ellipsis, wide: wide.ellipsis }, items };
}
