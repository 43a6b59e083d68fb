/**
 * The package filter of /products and /ne/products: the choices (all, each industry, Trading) and
 * the line shown above the cards for each choice, in the page's language. Pure.
 */

import type { Dictionary } from '../i18n/dictionary';

/** The filter value that shows every package. */
export const ALL_PRODUCTS = 'all';

/**
 * The filter's words in one language: the dictionary's `productFilter` section (src/i18n/dictionary;
 * `{label}` is filled in with a choice's label) and `productsPath`, the products page in that
 * language, which the intro links lead to.
 */
export type ProductFilterText = Dictionary['productFilter'] & { productsPath: string };

/**
 * An industry as the filter needs it; `lang`: its name's language where it is not the page's (its
 * Nepali text not written yet).
 */
interface FilterIndustry {
  id: string;
  name: string;
  lang?: string | undefined;
}

/** One button of the filter; `lang`: the label's language where it is not the page's, given only then. */
export interface FilterOption {
  /** `all` or an industry id. */
  id: string;
  label: string;
  lang?: string;
}

/**
 * The filter buttons: All first, then each industry in the given order, with the short labels (a
 * short label is the page's own word, so an industry's `lang` applies only to its name).
 */
export function productFilterOptions(industries: readonly FilterIndustry[], text: ProductFilterText): FilterOption[] {
  return [
    { id: ALL_PRODUCTS, label: text.all },
    ...industries.map((industry) => {
      const short = text.shortLabels[industry.id];
      if (short) return { id: industry.id, label: short };
      return { id: industry.id, label: industry.name, ...(industry.lang && { lang: industry.lang }) };
    }),
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
 * works?' with a link to /products/{industry}. In `text`'s language, under its `productsPath`.
 */
export function filterIntro(option: FilterOption, text: ProductFilterText): FilterIntro {
  if (option.id === ALL_PRODUCTS)
    return { text: text.checkOut, linkLabel: text.viewAll, href: `${text.productsPath}#${PACKAGE_LIST_ID}` };
  return {
    text: text.curious,
    linkLabel: text.explore.replace('{label}', option.label),
    href: `${text.productsPath}/${option.id}`,
  };
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
