/**
 * The package filter of /products: the choices (all, each industry, Trading) and the line shown
 * above the cards for each choice. Pure.
 */

/** The filter value that shows every package. */
export const ALL_PRODUCTS = 'all';

/** Short labels of the filter buttons where the industry's name is too long. */
const SHORT_LABELS: Record<string, string> = { 'trading-and-commerce': 'Trading' };

/** An industry as the filter needs it. */
interface FilterIndustry {
  id: string;
  name: string;
}

/** One button of the filter. */
export interface FilterOption {
  /** `all` or an industry id. */
  id: string;
  label: string;
}

/** The filter buttons: All first, then each industry in the given order, with the short labels. */
export function productFilterOptions(industries: readonly FilterIndustry[]): FilterOption[] {
  return [
    { id: ALL_PRODUCTS, label: 'All' },
    ...industries.map((industry) => ({ id: industry.id, label: SHORT_LABELS[industry.id] ?? industry.name })),
  ];
}

/** The line above the cards and its link. */
interface FilterIntro {
  text: string;
  linkLabel: string;
  href: string;
}

/** The id of the list of every package on /products, the target of 'View all products'. */
export const PACKAGE_LIST_ID = 'package-list';

/**
 * The intro of a filter choice: for all, 'Check out our work.' with 'View all products' →
 * /products#package-list (the packages just below: the link is on /products itself, so it leads the
 * eye down to the list rather than reloading the page); for an industry, 'Curious about how it
 * works?' with a link to /products/{industry}.
 */
export function filterIntro(option: FilterOption): FilterIntro {
  if (option.id === ALL_PRODUCTS)
    return { text: 'Check out our work.', linkLabel: 'View all products', href: `/products#${PACKAGE_LIST_ID}` };
  return { text: 'Curious about how it works?', linkLabel: `Explore ${option.label}`, href: `/products/${option.id}` };
}

/** True when the group of `industry` shows under the filter choice `selected`. */
export function isGroupShown(selected: string, industry: string): boolean {
  return selected === ALL_PRODUCTS || selected === industry;
}

/** The id of an industry's package group on /products, the target of its filter link (`#products-healthcare`). */
export function productGroupId(industry: string): string {
  return `products-${industry}`;
}

/**
 * Where a filter choice links to before scripts run (or without them): All to the packages
 * section `#products`, an industry to its group.
 */
export function filterAnchor(option: FilterOption): string {
  return option.id === ALL_PRODUCTS ? '#products' : `#${productGroupId(option.id)}`;
}
