/**
 * The industry catalogue (docs/content.md#the-catalogue): which sub-industries each industry sells.
 * Content entries (sub-industries, module tags, pricing keys, customers) are validated against it,
 * and the demo form offers the same choices (plus `other`).
 */
export const INDUSTRY_CATALOGUE = {
  healthcare: ['hospital', 'clinic', 'lab', 'dental', 'pharmacy', 'physio-therapy'],
  hospitality: ['restaurant'],
} as const;

export type Industry = keyof typeof INDUSTRY_CATALOGUE;

/** True when `industry` is one of the industries sold today. */
export function isIndustry(industry: string): industry is Industry {
  return Object.hasOwn(INDUSTRY_CATALOGUE, industry);
}

/** True when `subIndustry` belongs to `industry` in the catalogue. */
export function isSubIndustryOf(industry: string, subIndustry: string): boolean {
  return isIndustry(industry) && (INDUSTRY_CATALOGUE[industry] as readonly string[]).includes(subIndustry);
}

/** Every `industry/subIndustry` key of the catalogue, in catalogue order, e.g. `healthcare/hospital`. */
export const SUB_INDUSTRY_KEYS: readonly string[] = Object.entries(INDUSTRY_CATALOGUE).flatMap(([industry, subs]) =>
  subs.map((sub) => `${industry}/${sub}`),
);

/**
 * What a customer may be filed under: a catalogue key, or `{industry}/other` for a customer of the
 * industry whose line of business has no package (counted as Other on /customers).
 */
export const CUSTOMER_INDUSTRY_KEYS: readonly string[] = [
  ...SUB_INDUSTRY_KEYS,
  ...Object.keys(INDUSTRY_CATALOGUE).map((industry) => `${industry}/other`),
];

/** Demo-form plan ids; each pricing tier names the plan its button preselects. */
export const PRICING_PLANS = ['free', 'basic', 'standard', 'custom'] as const;
