/**
 * The site under its real security headers (docs/quality-gates.md#security-headers-and-csp), served by
 * `npm start`'s server (netlify dev over dist/ with the dist/_headers the build generates): that
 * the server applies the rules the unit and dist tests check in dist/_headers (tests/dist/headers.test.ts
 * matches every route against them with Netlify's parser). Here: the answers to one route of each
 * shape, the 404 pages and a hashed asset carry every header the rules set for their path (what
 * those headers say is the unit and dist tests' to check, once), the self-hosted tour video playing in the dialog and on /video-tour (media-src 'self'),
 * and the map opened on demand (its provider answered by a stub), without a violation. Every
 * page's visit in pages.spec.ts fails on any violation too.
 */
import { expect, test, type Page } from '@playwright/test';
import { recordViolations } from './support/csp';
import { differencesFromRules } from './support/headerRules';
import { allRoutes, largestOfEachShape, scrollThrough, visit, waitForIslands } from './support/routes';

const MAP_HOST = /^https:\/\/www\.openstreetmap\.org\//;

test.describe('the served headers are the built rules', () => {
  test('a route of each shape answers with every header dist/_headers sets for it', async ({ request }) => {
    const failures: string[] = [];
    for (const route of largestOfEachShape(allRoutes())) {
      const response = await request.get(route, { maxRedirects: 0 });
      if (response.status() !== 200) failures.push(`${route}: HTTP ${response.status()}`);
      else failures.push(...(await differencesFromRules(route, response.headers())));
    }
    expect(failures).toEqual([]);
  });

  // The Nepali ones link the Nepali type's own style sheet (BaseLayout.astro).
  for (const path of ['/no-such-page', '/modules/no-such-module', '/ne/no-such-page', '/ne/modules/no-such-module']) {
    test(`the 404 page of ${path} gets its rules' headers and runs without a violation`, async ({ page }) => {
      const violations = await recordViolations(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      // The header policy (which alone can forbid framing) comes from the rules; the page's own
      // <meta> policy holds its script hashes.
      expect(await differencesFromRules(path, response?.headers() ?? {})).toEqual([]);
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

  test('hashed assets get their rules’ headers too', async ({ page, request }) => {
    await page.goto('/');
    const asset = await page.locator('link[rel="stylesheet"][href^="/_astro/"]').first().getAttribute('href');
    expect(asset).toMatch(/^\/_astro\/[^/]+\.css$/);
    const response = await request.get(asset!);
    expect(response.status()).toBe(200);
    expect(await differencesFromRules(asset!, response.headers())).toEqual([]);
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
