/**
 * Counting leads for people: by source and campaign, by landing page, by form. Plain JavaScript
 * (with JSDoc types) because both the daily summary function and `npm run leads -- --summary`
 * (a Node script run without a TypeScript step) use it.
 */

/** Shown when a lead has no attribution at all (Global Privacy Control, Do Not Track, older leads). */
export const NOT_RECORDED = '(not recorded)';
/** Shown for a visit with a known landing page but no campaign and no external referrer. */
export const DIRECT = '(direct)';
/** Shown for a lead without utm_campaign. */
export const NO_CAMPAIGN = '(no campaign)';

/** @param {unknown} value */
const text = (value) => (typeof value === 'string' ? value.trim() : '');

/**
 * Where a lead came from, in one word: its utm_source; else the host of the external site that
 * linked to us; else (direct) when the visit is known; else (not recorded).
 * @param {Record<string, unknown>} lead
 * @returns {string}
 */
export function leadSource(lead) {
  const utmSource = text(lead.utmSource);
  if (utmSource) return utmSource;
  const referrer = text(lead.referrer);
  if (referrer) {
    try {
      return new URL(referrer).hostname;
    } catch {
      return referrer;
    }
  }
  return text(lead.landingPage) ? DIRECT : NOT_RECORDED;
}

/**
 * "source / campaign" of a lead, e.g. "newsletter / spring", "www.google.com / (no campaign)".
 * @param {Record<string, unknown>} lead
 */
export function leadSourceAndCampaign(lead) {
  return `${leadSource(lead)} / ${text(lead.utmCampaign) || NO_CAMPAIGN}`;
}

/**
 * The landing page of a lead without its query (campaign parameters are counted apart), or
 * (not recorded).
 * @param {Record<string, unknown>} lead
 */
export function leadLandingPath(lead) {
  const landingPage = text(lead.landingPage);
  return landingPage ? landingPage.split(/[?#]/)[0] || '/' : NOT_RECORDED;
}

/**
 * Counts `items` by `keyOf`, most frequent first, ties in name order.
 * @template T
 * @param {readonly T[]} items
 * @param {(item: T) => string} keyOf
 * @returns {Array<[string, number]>}
 */
export function countBy(items, keyOf) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const item of items) {
    const key = keyOf(item);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

/**
 * Indented "label: count" lines under a heading with the total.
 * @param {string} heading
 * @param {Array<[string, number]>} counts
 * @returns {string[]}
 */
export function countLines(heading, counts) {
  const total = counts.reduce((sum, [, count]) => sum + count, 0);
  return [`${heading}: ${total}`, ...counts.map(([label, count]) => `  ${label}: ${count}`)];
}
