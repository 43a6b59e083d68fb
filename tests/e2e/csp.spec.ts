/**
 * The site under its real security headers (issue #8 "Security headers"), served by `npm start`'s
 * server (netlify dev over dist/: netlify.toml plus the dist/_headers the build generates).
 * Every route is opened and scrolled through so its islands hydrate; the test fails on any
 * `securitypolicyviolation` event and on any console message about the Content Security Policy or
 * the Permissions Policy, and checks the headers of the response. The video dialog, the video
 * tour and the map are opened on demand (their providers answered by stubs), still without a
 * violation. Scoped module pages (the same template as /modules/{m}) are sampled one per shape for
 * the visit; every route's headers are checked.
 */
import { expect, test, type Page, type Response } from '@playwright/test';
import { allRoutes, nonScopedRoutes, visit } from './support/routes';

const VIDEO_HOST = /^https:\/\/www\.youtube-nocookie\.com\//;
const MAP_HOST = /^https:\/\/www\.openstreetmap\.org\//;

type Policy = Map<string, string[]>;

/** A CSP header value as directive → sources. */
function parsePolicy(value: string): Policy {
  const policy: Policy = new Map();
  for (const part of value.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !policy.has(name.toLowerCase())) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

/**
 * Starts recording CSP violations (from the page's `securitypolicyviolation` events, in every
 * frame of ours) and console messages about CSP or Permissions-Policy. Read the list after the visit.
 */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/content[- ]security[- ]policy|permissions[- ]policy/i.test(message.text())) messages.push(`console.${message.type()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`);
    });
  });
  return async () => {
    const events = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
    return [...events.map((event) => `securitypolicyviolation: ${event}`), ...messages];
  };
}

/** Asserts the security headers of a page response, and that its header policy covers the page's <meta> policy. */
async function expectPageHeaders(page: Page, response: Response | null): Promise<void> {
  expect(response, 'no response').not.toBeNull();
  const headers = (response as Response).headers();
  const csp = parsePolicy(headers['content-security-policy'] ?? '');
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect((csp.get('script-src') ?? []).join(' ')).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  // The header comes from this build: it allows every hash the page's own <meta> policy lists.
  const meta = parsePolicy((await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content')) ?? '');
  for (const directive of ['script-src', 'style-src']) {
    const missing = (meta.get(directive) ?? []).filter((source) => !(csp.get(directive) ?? []).includes(source));
    expect(missing, `${directive} sources of the page's <meta> missing from the header (stale dist/_headers?)`).toEqual([]);
  }
}

test.describe('Content-Security-Policy on every route', () => {
  for (const route of nonScopedRoutes()) {
    test(`${route} runs without a CSP violation`, async ({ page }) => {
      const violations = await recordViolations(page);
      let document: Response | null = null;
      page.on('response', (response) => {
        if (response.request().isNavigationRequest() && response.frame() === page.mainFrame()) document = response;
      });
      expect(await visit(page, route)).toBe(200);
      await expectPageHeaders(page, document);
      expect(await violations()).toEqual([]);
    });
  }

  test('every route answers with the security headers', async ({ request }) => {
    test.setTimeout(120_000);
    const failures: string[] = [];
    for (const route of allRoutes()) {
      const response = await request.get(route, { maxRedirects: 0 });
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      if (response.status() !== 200) failures.push(`${route}: HTTP ${response.status()}`);
      else if (!csp.includes("frame-ancestors 'none'") || !/script-src 'self' 'sha256-/.test(csp)) failures.push(`${route}: Content-Security-Policy ${csp || 'missing'}`);
      else if (headers['strict-transport-security'] !== 'max-age=31536000; includeSubDomains') failures.push(`${route}: no HSTS`);
    }
    expect(failures).toEqual([]);
  });

  for (const path of ['/no-such-page', '/modules/no-such-module']) {
    test(`the 404 page of ${path} carries the policy and runs without a violation`, async ({ page }) => {
      const violations = await recordViolations(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      await page.waitForLoadState('networkidle');
      if (path.startsWith('/modules/')) await expect(page.getByRole('heading', { level: 1 })).toContainText('no-such-module');
      expect(await violations()).toEqual([]);
    });
  }

  // Cache-Control is not checked here: `netlify dev`'s static server overwrites it with its own
  // `public, max-age=0`, while Netlify's CDN applies the rules (tests/unit/securityHeaders.test.ts
  // reads them with Netlify's parser). The other headers reach the assets as they are.
  test('hashed assets carry the security headers too', async ({ page, request }) => {
    await page.goto('/');
    const asset = await page.locator('link[rel="stylesheet"][href^="/_astro/"]').first().getAttribute('href');
    expect(asset).toBeTruthy();
    const response = await request.get(asset as string);
    expect(response.status()).toBe(200);
    expect(response.headers()['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

test.describe('frames load on demand without a violation', () => {
  /** Answers the video and map providers with a stub page so nothing leaves the machine. */
  async function stubProviders(page: Page): Promise<string[]> {
    const framed: string[] = [];
    await page.route((url) => VIDEO_HOST.test(url.href) || MAP_HOST.test(url.href), (route) => {
      framed.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>provider stub</title><p>provider stub</p>' });
    });
    return framed;
  }

  test('the home page video dialog', async ({ page }) => {
    const violations = await recordViolations(page);
    const framed = await stubProviders(page);
    await visit(page, '/');
    await page.getByRole('button', { name: /watch/i }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('iframe')).toHaveAttribute('src', VIDEO_HOST);
    await expect(page.frameLocator('dialog iframe').getByText('provider stub')).toBeVisible();
    expect(framed.length).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
  });

  test('the video tour', async ({ page }) => {
    const violations = await recordViolations(page);
    const framed = await stubProviders(page);
    await visit(page, '/video-tour?industry=healthcare&subIndustry=lab');
    await page.getByRole('main').getByRole('button', { name: /^Play / }).click();
    await expect(page.frameLocator('main iframe').getByText('provider stub')).toBeVisible();
    expect(framed.length).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
  });

  test('the office map', async ({ page }) => {
    const violations = await recordViolations(page);
    const framed = await stubProviders(page);
    await visit(page, '/contact-us');
    await page.getByRole('button', { name: 'Load map' }).click();
    await expect(page.frameLocator('iframe[src*="openstreetmap"]').getByText('provider stub')).toBeVisible();
    expect(framed.length).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
  });

  test('a frame from any other host is refused by the policy', async ({ page }) => {
    const violations = await recordViolations(page);
    await page.route('https://frames.example/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: 'x' }));
    await page.goto('/');
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.src = 'https://frames.example/embed';
      document.body.append(frame);
    });
    await expect.poll(violations).toEqual(expect.arrayContaining([expect.stringMatching(/frame-src blocked https:\/\/frames\.example/)]));
  });
});
