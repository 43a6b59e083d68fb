/**
 * First-touch attribution of a visit: where the visitor came from, kept for one browser tab in
 * sessionStorage (no cookies, no third party) and sent with a lead. Pure helpers, used by every
 * page's idle loader (capture), the form islands (read) and the form functions (clean, privacy signals).
 *
 * Nothing is recorded when the browser asks not to be tracked: Global Privacy Control
 * (`navigator.globalPrivacyControl`, header `Sec-GPC: 1`) or Do Not Track (`doNotTrack === '1'`,
 * header `DNT: 1`).
 */

import { cutTo, singleLine } from './forms/plainText';
import { ATTRIBUTION_FIELDS } from './leadFields.mjs';

export { ATTRIBUTION_FIELDS };
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];
/** Some or none of the attribution fields; absent means unknown. */
export type Attribution = Partial<Record<AttributionField, string>>;

/** Longest kept value, in characters; longer values are cut, never refused. */
const MAX_ATTRIBUTION_LENGTH = 200;

/** sessionStorage key of the tab's first touch. */
export const ATTRIBUTION_STORAGE_KEY = 'sarathi:first-touch';

/** utm query parameter → stored field. */
const UTM_FIELDS: Readonly<Record<string, AttributionField>> = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
};

// C0 and C1 control characters (tabs and line breaks included): they have no place in a campaign
// name and would break a CSV row or a mail header.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * One cleaned value: control characters removed (not replaced by spaces: `spr\ring` is one word),
 * then bidi controls and lone surrogates as in every other stored text (singleLine), trimmed, cut
 * to 200 characters; '' for anything that is not a string (numbers included: utm values are text).
 */
export function cleanAttributionValue(value: unknown): string {
  if (typeof value !== 'string') return '';
  return cutTo(singleLine(value.replace(CONTROL_CHARACTERS, '')).trim(), MAX_ATTRIBUTION_LENGTH).trim();
}

/**
 * The attribution fields of any input (a posted body, a parsed sessionStorage value), cleaned:
 * only own properties named like a field and holding a non-empty string after cleaning are kept.
 * Never throws; arrays, objects, `__proto__` keys and other names are dropped.
 */
export function cleanAttribution(input: unknown): Attribution {
  const result: Attribution = {};
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return result;
  for (const field of ATTRIBUTION_FIELDS) {
    if (!Object.hasOwn(input, field)) continue;
    const value = cleanAttributionValue((input as Record<string, unknown>)[field]);
    if (value) result[field] = value;
  }
  return result;
}

/**
 * The first touch of a visit from the landing URL and `document.referrer`: the landing page's path
 * and query, the referrer's origin when it is another site, and the utm_* parameters. Unparseable
 * URLs give nothing for that part.
 * @example firstTouchFrom('https://www.sarathierp.com.np/pricing?utm_source=newsletter', 'https://news.example/a/b')
 *   → { landingPage: '/pricing?utm_source=newsletter', referrer: 'https://news.example', utmSource: 'newsletter' }
 */
export function firstTouchFrom(landingUrl: string, referrer = ''): Attribution {
  let landing: URL;
  try {
    landing = new URL(landingUrl);
  } catch {
    return {};
  }
  const touch: Record<string, unknown> = { landingPage: `${landing.pathname}${landing.search}` };
  for (const [parameter, field] of Object.entries(UTM_FIELDS)) touch[field] = landing.searchParams.get(parameter) ?? '';
  try {
    const from = new URL(referrer);
    // Only another site is a referrer; a page of our own (a reload, a new tab) says nothing.
    if ((from.protocol === 'https:' || from.protocol === 'http:') && from.origin !== landing.origin)
      touch.referrer = from.origin;
  } catch {
    // No referrer, or not a URL: nothing to record.
  }
  return cleanAttribution(touch);
}

/** What the browser says about tracking: the standard signals only. */
interface PrivacySignals {
  globalPrivacyControl?: boolean | undefined;
  doNotTrack?: string | null | undefined;
}

/** True when the browser sends Global Privacy Control or Do Not Track: record nothing then. */
export function browserOptsOut(signals: PrivacySignals | undefined): boolean {
  return signals?.globalPrivacyControl === true || signals?.doNotTrack === '1';
}

/** True when a request carries `Sec-GPC: 1` or `DNT: 1`: the server stores no attribution then. */
export function requestOptsOut(headers: Pick<Headers, 'get'>): boolean {
  return headers.get('sec-gpc')?.trim() === '1' || headers.get('dnt')?.trim() === '1';
}

/** The parts of `window` the capture uses; injectable for tests. */
export interface AttributionEnvironment {
  location: { href: string };
  document: { referrer: string };
  navigator: PrivacySignals;
  sessionStorage: Pick<Storage, 'getItem' | 'setItem'>;
}

/**
 * What the tab keeps: the landing URL and `document.referrer` as the browser gave them. They are
 * read into attribution fields (cleaned, {@link firstTouchFrom}) only when a lead is sent, so the
 * capture itself is small enough to run inline in every page's idle loader, which also runs it when
 * the visitor leaves before the first idle moment: a click within the first second keeps the campaign.
 */
export interface StoredFirstTouch {
  landingUrl: string;
  referrer: string;
}

/**
 * Records the tab's first touch once: the first page of the visit writes it, later pages never
 * overwrite it. Does nothing under GPC/DNT or when sessionStorage is unavailable (private modes,
 * storage disabled): attribution is optional. Every page's idle loader does the same
 * ({@link FIRST_TOUCH_CAPTURE}); this is its form for the forms, which call it before reading.
 */
export function rememberFirstTouch(environment: AttributionEnvironment = window): void {
  if (browserOptsOut(environment.navigator)) return;
  try {
    if (environment.sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY) !== null) return;
    const stored: StoredFirstTouch = {
      landingUrl: environment.location.href,
      referrer: environment.document.referrer,
    };
    environment.sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage refused (quota, disabled): the lead is simply sent without attribution.
  }
}

/**
 * {@link rememberFirstTouch} as the plain script every page runs inline, in its idle loader
 * (src/integrations/idlePageScripts.ts): the same signals, key and stored shape;
 * tests/unit/attribution.test.ts runs both against the same tabs.
 */
export const FIRST_TOUCH_CAPTURE =
  "try{navigator.globalPrivacyControl===true||navigator.doNotTrack==='1'||" +
  `sessionStorage.getItem('${ATTRIBUTION_STORAGE_KEY}')!==null||` +
  `sessionStorage.setItem('${ATTRIBUTION_STORAGE_KEY}',JSON.stringify({landingUrl:location.href,referrer:document.referrer}))` +
  '}catch(error){}';

/**
 * The attribution fields of a stored first touch: read from its landing URL and referrer, or, from
 * a tab that stored fields already (the site's format before the capture moved inline), those
 * fields cleaned. {} for anything else.
 */
function attributionOf(stored: unknown): Attribution {
  if (typeof stored !== 'object' || stored === null) return {};
  const { landingUrl, referrer } = stored as Partial<Record<keyof StoredFirstTouch, unknown>>;
  if (typeof landingUrl === 'string') return firstTouchFrom(landingUrl, typeof referrer === 'string' ? referrer : '');
  return cleanAttribution(stored);
}

/**
 * The tab's first touch for a lead, cleaned; {} under GPC/DNT, when nothing was recorded or the
 * stored value is unreadable. Records it first if this page is the first of the visit.
 */
export function firstTouchForLead(environment: AttributionEnvironment = window): Attribution {
  if (browserOptsOut(environment.navigator)) return {};
  rememberFirstTouch(environment);
  try {
    return attributionOf(JSON.parse(environment.sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY) ?? 'null'));
  } catch {
    return {};
  }
}
