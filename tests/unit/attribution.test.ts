/**
 * First-touch attribution (src/lib/attribution.ts): what the first page of a tab records, that
 * later pages never overwrite it, the cleaning of values, and the privacy signals that turn it off.
 */
import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTION_STORAGE_KEY,
  FIRST_TOUCH_CAPTURE,
  browserOptsOut,
  cleanAttribution,
  cleanAttributionValue,
  firstTouchForLead,
  firstTouchFrom,
  rememberFirstTouch,
  requestOptsOut,
  type AttributionEnvironment,
} from '../../src/lib/attribution';

const SITE = 'https://www.sarathierp.com.np';

/** A browser tab: its URL, referrer, privacy signals and its own sessionStorage. */
function tab(href: string, referrer = '', navigator: AttributionEnvironment['navigator'] = {}) {
  const storage = new Map<string, string>();
  const environment = {
    location: { href },
    document: { referrer },
    navigator,
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    },
  };
  return {
    environment,
    storage,
    visit: (next: string, nextReferrer = href) =>
      Object.assign(environment, { location: { href: next }, document: { referrer: nextReferrer } }),
  };
}

describe('the first touch of a visit', () => {
  it('takes the landing path and query, the utm_* parameters and the external referrer’s origin', () => {
    expect(
      firstTouchFrom(
        `${SITE}/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=erp&utm_content=banner#plans`,
        'https://news.example.com/spring-roundup?id=4',
      ),
    ).toEqual({
      landingPage:
        '/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=erp&utm_content=banner',
      referrer: 'https://news.example.com',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring',
      utmTerm: 'erp',
      utmContent: 'banner',
    });
  });

  it('records no referrer for our own pages, empty or non-web referrers', () => {
    expect(firstTouchFrom(`${SITE}/`, `${SITE}/pricing`)).toEqual({ landingPage: '/' });
    expect(firstTouchFrom(`${SITE}/`, '')).toEqual({ landingPage: '/' });
    expect(firstTouchFrom(`${SITE}/`, 'android-app://com.google.android.gm/')).toEqual({ landingPage: '/' });
    expect(firstTouchFrom('not a url', 'https://news.example.com')).toEqual({});
  });

  it('is written by the first page of a tab and never overwritten by later pages', () => {
    const { environment, storage, visit } = tab(
      `${SITE}/pricing?utm_source=newsletter&utm_campaign=spring`,
      'https://news.example.com/',
    );
    rememberFirstTouch(environment);
    visit(`${SITE}/request-demo?utm_source=other`, 'https://elsewhere.example/');
    rememberFirstTouch(environment);
    expect(JSON.parse(storage.get(ATTRIBUTION_STORAGE_KEY) ?? '')).toEqual({
      landingUrl: `${SITE}/pricing?utm_source=newsletter&utm_campaign=spring`,
      referrer: 'https://news.example.com/',
    });
    expect(firstTouchForLead(environment)).toEqual({
      landingPage: '/pricing?utm_source=newsletter&utm_campaign=spring',
      referrer: 'https://news.example.com',
      utmSource: 'newsletter',
      utmCampaign: 'spring',
    });
  });

  it('reads the fields a tab stored before the capture kept the raw landing URL', () => {
    const { environment, storage } = tab(`${SITE}/request-demo`);
    storage.set(ATTRIBUTION_STORAGE_KEY, JSON.stringify({ landingPage: '/pricing', utmSource: 'newsletter' }));
    expect(firstTouchForLead(environment)).toEqual({ landingPage: '/pricing', utmSource: 'newsletter' });
  });

  it('records the posting page when the capture script has not run yet', () => {
    const { environment } = tab(`${SITE}/request-demo?utm_source=poster`);
    expect(firstTouchForLead(environment)).toEqual({
      landingPage: '/request-demo?utm_source=poster',
      utmSource: 'poster',
    });
  });

  it.each([
    ['Global Privacy Control', { globalPrivacyControl: true }],
    ['Do Not Track', { doNotTrack: '1' }],
  ])('records and sends nothing under %s', (_name, navigator) => {
    const { environment, storage } = tab(
      `${SITE}/pricing?utm_source=newsletter`,
      'https://news.example.com/',
      navigator,
    );
    rememberFirstTouch(environment);
    expect(storage.size).toBe(0);
    storage.set(ATTRIBUTION_STORAGE_KEY, JSON.stringify({ utmSource: 'recorded-before' }));
    expect(firstTouchForLead(environment)).toEqual({});
  });

  it('gives nothing when sessionStorage refuses or holds garbage', () => {
    const refusing = {
      ...tab(`${SITE}/`).environment,
      sessionStorage: {
        getItem: () => {
          throw new Error('SecurityError');
        },
        setItem: () => {
          throw new Error('SecurityError');
        },
      },
    };
    expect(() => rememberFirstTouch(refusing)).not.toThrow();
    expect(firstTouchForLead(refusing)).toEqual({});
    const { environment, storage } = tab(`${SITE}/`);
    storage.set(ATTRIBUTION_STORAGE_KEY, '{not json');
    expect(firstTouchForLead(environment)).toEqual({});
    storage.set(ATTRIBUTION_STORAGE_KEY, JSON.stringify(['/pricing']));
    expect(firstTouchForLead(environment)).toEqual({});
  });
});

describe('cleaning', () => {
  it('removes control characters, trims and cuts to 200 characters', () => {
    expect(cleanAttributionValue('  spring\u0000 sale\r\n\t')).toBe('spring sale');
    expect(cleanAttributionValue('news\u0085letter\u001b')).toBe('newsletter');
    expect(cleanAttributionValue('x'.repeat(10 * 1024))).toBe('x'.repeat(200));
    expect(cleanAttributionValue(`${'y'.repeat(199)} z`)).toBe('y'.repeat(199));
  });

  it('drops non-strings, unknown names and inherited or __proto__ keys', () => {
    const polluted = JSON.parse(
      '{"__proto__":{"utmSource":"polluted"},"utmCampaign":"spring","utmMedium":["a"],"utmTerm":{"x":1},"utmContent":7,"referrer":"  ","extra":"x"}',
    ) as unknown;
    expect(cleanAttribution(polluted)).toEqual({ utmCampaign: 'spring' });
    expect(cleanAttribution(Object.create({ utmSource: 'inherited' }))).toEqual({});
    expect(cleanAttribution(['utmSource'])).toEqual({});
    expect(cleanAttribution(null)).toEqual({});
  });
});

describe('privacy signals', () => {
  it('reads GPC and DNT from the browser', () => {
    expect(browserOptsOut({ globalPrivacyControl: true })).toBe(true);
    expect(browserOptsOut({ doNotTrack: '1' })).toBe(true);
    expect(browserOptsOut({ globalPrivacyControl: false, doNotTrack: 'unspecified' })).toBe(false);
    expect(browserOptsOut(undefined)).toBe(false);
  });

  it('reads Sec-GPC and DNT from a request', () => {
    expect(requestOptsOut(new Headers({ 'Sec-GPC': '1' }))).toBe(true);
    expect(requestOptsOut(new Headers({ DNT: '1' }))).toBe(true);
    expect(requestOptsOut(new Headers({ DNT: '0', 'Sec-GPC': '0' }))).toBe(false);
    expect(requestOptsOut(new Headers())).toBe(false);
  });
});

describe('the inline capture of every page (FIRST_TOUCH_CAPTURE)', () => {
  /** Runs the inline script's text in a tab, as a page's idle loader runs it. */
  function runCapture(environment: AttributionEnvironment): void {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script text is what pages run
    const capture = new Function('navigator', 'sessionStorage', 'location', 'document', FIRST_TOUCH_CAPTURE) as (
      ...globals: unknown[]
    ) => void;
    capture(environment.navigator, environment.sessionStorage, environment.location, environment.document);
  }

  it.each([
    ['a campaign landing', `${SITE}/pricing?utm_source=newsletter`, 'https://news.example.com/a', {}],
    ['Global Privacy Control', `${SITE}/pricing?utm_source=newsletter`, '', { globalPrivacyControl: true }],
    ['Do Not Track', `${SITE}/?utm_source=poster`, '', { doNotTrack: '1' }],
  ])('stores what rememberFirstTouch stores on %s, once', (_name, href, referrer, navigator) => {
    const inline = tab(href, referrer, navigator);
    const module = tab(href, referrer, navigator);
    runCapture(inline.environment);
    rememberFirstTouch(module.environment);
    inline.visit(`${SITE}/contact-us`);
    runCapture(inline.environment);
    expect([...inline.storage]).toEqual([...module.storage]);
  });

  it('does not throw when sessionStorage refuses', () => {
    const environment = {
      ...tab(`${SITE}/`).environment,
      sessionStorage: {
        getItem: () => {
          throw new Error('SecurityError');
        },
        setItem: () => undefined,
      },
    };
    expect(() => runCapture(environment)).not.toThrow();
  });
});
