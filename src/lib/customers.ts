/**
 * Customer industry parsing, counting and folding for /customers and the home carousel. Pure: no
 * Astro or React imports.
 */
import { INDUSTRY_CATALOGUE, isIndustry, isSubIndustryOf } from '../schemas/catalogue';

/** The sub-industry a customer falls under when its entry names none or an unknown one. */
export const OTHER_SUB_INDUSTRY = 'other';

/** The dropdown value that shows every customer of a section. */
export const ALL_SUB_INDUSTRIES = 'all';

/** Customers shown in a section before 'Show All …' is pressed. */
export const CUSTOMERS_PREVIEW_COUNT = 4;

/** One `industry/subIndustry` entry of a customer. */
export interface CustomerIndustry {
  industry: string;
  subIndustry: string;
}

/**
 * Parses a customer's comma-separated `industry` field, e.g.
 * `"healthcare/hospital, healthcare/pharmacy , hospitality"`: spaces are trimmed, empty parts
 * skipped, the text lower-cased; a missing or unknown sub-industry becomes `other`;
 * duplicates are dropped. Never throws; unknown industries are kept as written.
 */
export function parseCustomerIndustries(text: string): CustomerIndustry[] {
  const seen = new Set<string>();
  const result: CustomerIndustry[] = [];
  for (const part of text.split(',')) {
    const [rawIndustry = '', rawSub = ''] = part
      .trim()
      .toLowerCase()
      .split('/')
      .map((piece) => piece.trim());
    if (!rawIndustry) continue;
    const subIndustry = rawSub && isSubIndustryOf(rawIndustry, rawSub) ? rawSub : OTHER_SUB_INDUSTRY;
    const key = `${rawIndustry}/${subIndustry}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({ industry: rawIndustry, subIndustry });
  }
  return result;
}

/**
 * The sub-industries of `industry` that a customer's `industry` field names, in the order written,
 * e.g. `("healthcare/clinic, hospitality/restaurant", "healthcare")` → `["clinic"]`.
 * Empty when the customer is not in that industry.
 */
export function subIndustriesIn(text: string, industry: string): string[] {
  return parseCustomerIndustries(text)
    .filter((entry) => entry.industry === industry)
    .map((entry) => entry.subIndustry);
}

/** The customers that list `industry` at least once, in their given order. */
export function customersOfIndustry<T extends { industry: string }>(customers: readonly T[], industry: string): T[] {
  return customers.filter((customer) => subIndustriesIn(customer.industry, industry).length > 0);
}

/** One choice of a section's sub-category dropdown. */
export interface SubIndustryCount {
  /** A catalogue sub-industry slug or `other`. */
  subIndustry: string;
  /** Customers of the industry that list it; a customer listing two sub-industries counts in both. */
  count: number;
}

/**
 * Customer counts per sub-industry of `industry`, for the sub-category dropdown of /customers: every catalogue
 * sub-industry in catalogue order, then `other` (customers with no or an unknown sub-industry),
 * zero counts included so an empty choice can show 'No clients yet.'.
 */
export function countBySubIndustry(customers: readonly { industry: string }[], industry: string): SubIndustryCount[] {
  const subIndustries: readonly string[] = isIndustry(industry) ? INDUSTRY_CATALOGUE[industry] : [];
  const counts = new Map<string, number>([...subIndustries, OTHER_SUB_INDUSTRY].map((subIndustry) => [subIndustry, 0]));
  for (const customer of customers) {
    for (const subIndustry of subIndustriesIn(customer.industry, industry)) {
      counts.set(subIndustry, (counts.get(subIndustry) ?? 0) + 1);
    }
  }
  return [...counts].map(([subIndustry, count]) => ({ subIndustry, count }));
}

/** True when a customer with these sub-industries belongs under the dropdown choice `filter` (`all` matches everyone). */
export function matchesSubIndustry(subIndustries: readonly string[], filter: string): boolean {
  return filter === ALL_SUB_INDUSTRIES || subIndustries.includes(filter);
}

/**
 * How many of `total` items to show: all when `expanded`, else the first `limit`.
 * @example visibleCount(12, false) === 4; visibleCount(3, false) === 3; visibleCount(12, true) === 12
 */
export function visibleCount(total: number, expanded: boolean, limit: number = CUSTOMERS_PREVIEW_COUNT): number {
  return expanded ? total : Math.min(total, limit);
}

/**
 * The industry text of a customer card, e.g. "Hospital, Pharmacy": the display name of each
 * `industry/subIndustry` entry from `subIndustryNames` (keyed like `healthcare/hospital`); an entry
 * under `other` reads `other` with `{industry}` filled in from `industryNames`, e.g. "Other Healthcare".
 */
export function customerIndustryText(
  text: string,
  subIndustryNames: Readonly<Record<string, string>>,
  industryNames: Readonly<Record<string, string>>,
  other = 'Other {industry}',
): string {
  return parseCustomerIndustries(text)
    .map(
      ({ industry, subIndustry }) =>
        subIndustryNames[`${industry}/${subIndustry}`] ??
        other.replace('{industry}', industryNames[industry] ?? industry),
    )
    .join(', ');
}
