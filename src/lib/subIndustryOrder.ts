/**
 * Order of sub-industries (the product packages) across industries. A sub-industry's `order`
 * counts inside its industry (hospital 0, clinic 1, …; restaurant 0), so lists mixing industries
 * sort by the industry's position first. Pure.
 */

/**
 * Returns a new array of `subIndustries` sorted by the position of their industry in `industryIds`
 * (unknown industries last), then by their own `order`; ties keep the input order.
 * @example inIndustryOrder(subIndustries, ['healthcare', 'hospitality']) → hospital, clinic, …, restaurant
 */
export function inIndustryOrder<T extends { industry: string; order: number }>(
  subIndustries: readonly T[],
  industryIds: readonly string[],
): T[] {
  const rank = (industry: string) => {
    const index = industryIds.indexOf(industry);
    return index === -1 ? Number.POSITIVE_INFINITY : index;
  };
  return [...subIndustries].sort((a, b) => {
    const byIndustry = rank(a.industry) - rank(b.industry);
    if (byIndustry !== 0 && !Number.isNaN(byIndustry)) return byIndustry;
    return a.order - b.order;
  });
}
