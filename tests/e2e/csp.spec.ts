/**
 * The site under its real security headers (docs/quality-gates.md#security-headers-and-csp), served by
 * `npm start`'s server (netlify dev over dist/ with the dist/_headers the build generates): that
 * the server applies the rules the unit and dist tests check in dist/_headers (tests/dist/headers.test.ts
 * matches every route against them with Netlify's parser). Here: the headers of one route of each
 * shape (the /products and /industry pages, the module pages in and out of a scope, stories, news), the 404 pages (which cannot be framed either), hashed
 * assets, the self-hosted tour video playing in the dialog and on /video-tour (media-src 'self'),
 * and the map opened on demand (its provider answered by a stub), without a violation. Every
 * page's visit in pages.spec.ts fails on any violation too.
 */
import { expect, test, type Page } from '@playwright/test';
import { recordViolations } from './support/csp';
import { allRoutes, largestOfEachShape, scrollThrough, visit, waitForIslands } from './support/routes';

const MAP_HOST = /^https:\/\/www\.openstreetmap\.org\//;

test.describe('Content-Security-Policy on each shape of route', () => {
  test('a route of each shape answers with the security headers', async ({ request }) => {
    const failures: string[] = [];
    for (const route of largestOfEachShape(allRoutes())) {
      const response = await request.get(route, { maxRedirects: 0 });
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      if (response.status() !== 200) failures.push(`${route}: HTTP ${response.status()}`);
      else if (!csp.includes("frame-ancestors 'none'") || !/script-src 'self' 'wasm-unsafe-eval' 'sha256-/.test(csp))
        failures.push(`${route}: Content-Security-Policy ${csp || 'missing'}`);
      else if (headers['strict-transport-security'] !== 'max-age=31536000; includeSubDomains')
        failures.push(`${route}: no HSTS`);
    }
    expect(failures).toEqual([]);
  });

  // The Nepali ones carry the Nepali type as an inline style, allowed by its hash (BaseLayout.astro).
  for (const path of ['/no-such-page', '/modules/no-such-module', '/ne/no-such-page', '/ne/modules/no-such-module']) {
    test(`the 404 page of ${path} cannot be framed and runs without a violation`, async ({ page }) => {
      const violations = await recordViolations(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      // Every path gets frame-ancestors from a header (unknown top-level ones from the baseline
      // policy, which /admin can share); the page's own <meta> policy holds its script hashes.
      expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      await expect(page.locator('meta[http-equiv="content-security-policy"]')).toHaveAttribute(
        'content',
        /script-src 'self' 'wasm-unsafe-eval' 'sha256-/,
      );
      await scrollThrough(page);
      await waitForIslands(page, true);
      if (path.includes('/modules/'))
        await expect(page.getByRole('heading', { level: 1 })).toContainText('no-such-module');
      expect(await violations()).toEqual([]);
    });
  }

  // Cache-Control is not checked here: `netlify dev`'s static server overwrites it with its own
  // `public, max-age=0`, while Netlify's CDN applies the rules (tests/unit/securityHeaders.test.ts
  // reads them with Netlify's parser). The other headers reach the assets as they are.
  test('hashed assets carry the security headers too', async ({ page, request }) => {
    await page.goto('/');
    const asset = await page.locator('link[rel="stylesheet"][href^="/_astro/"]').first().getAttribute('href');
    expect(asset).toMatch(/^\/_astro\/[^/]+\.css$/);
    const response = await request.get(asset!);
    expect(response.status()).toBe(200);
    expect(response.headers()['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

test.describe('media and frames load on demand without a violation', () => {
  /** Answers the map provider with a stub page so nothing leaves the machine. */
  async function stubProviders(page: Page): Promise<string[]> {
    const framed: string[] = [];
    await page.route(
      (url) => MAP_HOST.test(url.href),
      (route) => {
        framed.push(route.request().url());
        return route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<!doctype html><title>provider stub</title><p>provider stub</p>',
        });
      },
    );
    return framed;
  }

  test('the home page video dialog plays the site’s own video and captions', async ({ page }) => {
    const violations = await recordViolations(page);
    await visit(page, '/');
    await page.getByRole('button', { name: /watch/i }).first().click();
    const player = page.getByRole('dialog').locator('video');
    await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(0);
    await expect
      .poll(() => player.evaluate((video: HTMLVideoElement) => video.textTracks[0]?.cues?.length ?? 0))
      .toBeGreaterThan(0);
    expect(await player.evaluate((video: HTMLVideoElement) => new URL(video.currentSrc).origin)).toBe(
      new URL(page.url()).origin,
    );
    expect(await violations()).toEqual([]);
  });

  test('the video tour', async ({ page }) => {
    const violations = await recordViolations(page);
    await visit(page, '/video-tour?industry=healthcare&subIndustry=lab');
    const player = page.getByRole('main').getByLabel('Sarathi Lab ERP tour');
    await player.evaluate((video: HTMLVideoElement) => video.play());
    await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThan(1);
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

  /** Media and frames from another host, each answered by a stub, and the policy's directive that refuses them. */
  const FOREIGN_EMBEDS = [
    { what: 'a video', tag: 'video', src: 'https://media.example/tour.mp4', contentType: 'video/mp4', body: '' },
    { what: 'a frame', tag: 'iframe', src: 'https://frames.example/embed', contentType: 'text/html', body: 'x' },
  ] as const;
  const DIRECTIVES = { video: 'media-src', iframe: 'frame-src' } as const;

  for (const { what, tag, src, contentType, body } of FOREIGN_EMBEDS) {
    test(`${what} from any other host is refused by the policy`, async ({ page }) => {
      const violations = await recordViolations(page);
      const { origin } = new URL(src);
      await page.route(`${origin}/**`, (route) => route.fulfill({ status: 200, contentType, body }));
      await page.goto('/');
      await page.evaluate(
        ([tagName, url]) => {
          const element = document.createElement(tagName);
          element.src = url;
          document.body.append(element);
        },
        [tag, src] as const,
      );
      await expect
        .poll(violations)
        .toEqual(expect.arrayContaining([expect.stringContaining(`${DIRECTIVES[tag]} blocked ${origin}`)]));
    });
  }
});
