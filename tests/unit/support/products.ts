/**
 * The seven products the site sells, as `{industry}/{subIndustry}` keys in menu order
 * (docs/content.md#the-catalogue). Written out here rather than read from src/content, so a
 * product that goes missing from the content fails the tests that walk this list.
 * Used by the end-to-end tests too (tests/e2e/trustContent.spec.ts).
 */
export const PRODUCT_KEYS = [
  'healthcare/hospital',
  'healthcare/clinic',
  'healthcare/lab',
  'healthcare/dental',
  'healthcare/pharmacy',
  'healthcare/physio-therapy',
  'hospitality/restaurant',
] as const;
