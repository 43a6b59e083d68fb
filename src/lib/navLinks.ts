/**
 * Link rules of the main navigation. Pure: BaseLayout resolves the menu with them before handing it
 * to the MainNav island.
 */
import { pathSegments } from './paths';

/** The Pricing page; on product detail pages the menu points at the page's own section instead. */
const PRICING_PATH = '/pricing';
/** The in-page pricing section of a product detail page. */
const PRICING_ANCHOR = '#pricing';

/**
 * True for product detail pages, `/products/{category}/{product}`: exactly two segments after
 * `/products`, the second not `modules` (`/products/healthcare/modules` is a module list).
 */
export function isProductDetailPath(path: string): boolean {
  const segments = pathSegments(path);
  return segments.length === 3 && segments[0] === 'products' && segments[2] !== 'modules';
}

/** The href a menu link gets on the page at `currentPath`: Pricing becomes `#pricing` on product pages. */
export function menuHrefForPath(href: string, currentPath: string): string {
  return href === PRICING_PATH && isProductDetailPath(currentPath) ? PRICING_ANCHOR : href;
}

/** Structural shape of a menu entry; `src/schemas/site.ts` MenuItem fits it. */
export interface NavItem {
  title: string;
  href: string;
  description?: string | undefined;
  status: 'available' | 'coming-soon';
  items: NavItem[];
}

/** Copies a menu tree with every href resolved by {@link menuHrefForPath}; plain data, safe as island props. */
export function resolveMenu(items: readonly NavItem[], currentPath: string): NavItem[] {
  return items.map((item) => ({
    title: item.title,
    href: menuHrefForPath(item.href, currentPath),
    ...(item.description ? { description: item.description } : {}),
    status: item.status,
    items: resolveMenu(item.items, currentPath),
  }));
}

/**
 * How a menu link relates to the current page: `page` when it is the page itself (aria-current),
 * `section` when the page lies under it (`/products/healthcare` under `/products`), else `none`.
 */
export function linkMatch(href: string, currentPath: string): 'page' | 'section' | 'none' {
  if (!href.startsWith('/')) return 'none';
  const target = `/${pathSegments(href).join('/')}`;
  const current = `/${pathSegments(currentPath).join('/')}`;
  if (target === current) return 'page';
  if (target !== '/' && current.startsWith(`${target}/`)) return 'section';
  return 'none';
}
