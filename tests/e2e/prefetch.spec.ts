/**
 * Navigation feels instant without wasting data: an internal page is fetched ahead once when the
 * visitor points at, focuses or touches its link, never on viewport entry, and never when the
 * browser asks to save data.
 */
import { expect, test, type Page } from '@playwright/test';
import { pageScriptsReady } from './support/islands';

test.use({ viewport: { width: 1280, height: 800 } });

/** Records every request for `path` (any method, any resource type) made by the page. */
function requestsFor(page: Page, path: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request.resourceType());
  });
  return seen;
}

/** Opens `path` with Playwright's clock paused: no timer fires unless the test runs the clock. */
async function openWithPausedClock(page: Page, path: string): Promise<void> {
  await page.clock.install();
  await page.goto(path);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await pageScriptsReady(page);
}

/** The `<link rel="prefetch">` elements the page has added, by URL path. */
async function prefetchLinks(page: Page): Promise<string[]> {
  return page
    .locator('link[rel="prefetch"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
}

test('hovering a nav link fetches its page once, after the pointer rests on it', async ({ page }) => {
  await openWithPausedClock(page, '/');
  const pricing = requestsFor(page, '/pricing');
  const link = page
    .getByRole('navigation', { name: 'Main', exact: true })
    .getByRole('link', { name: 'Pricing', exact: true });

  await link.hover();
  await page.clock.runFor(50);
  expect(await prefetchLinks(page)).toEqual([]);
  await page.clock.runFor(50);
  await expect.poll(() => pricing.length).toBe(1);
  expect(await prefetchLinks(page)).toEqual(['/pricing']);

  // Leaving and hovering again, or focusing it, does not fetch the page a second time.
  await page.mouse.move(640, 600);
  await link.hover();
  await page.clock.runFor(200);
  await link.focus();
  expect(await prefetchLinks(page)).toEqual(['/pricing']);
  expect(pricing).toHaveLength(1);
});

test('focusing or touching a link fetches its page ahead; scrolling past links fetches nothing', async ({ page }) => {
  await openWithPausedClock(page, '/');
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  await page.clock.runFor(1000);
  expect(await prefetchLinks(page)).toEqual([]);

  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Support', exact: true }).first().focus();
  await expect.poll(() => prefetchLinks(page)).toEqual(['/support']);

  await footer.getByRole('link', { name: 'Contact Us', exact: true }).first().dispatchEvent('touchstart');
  await expect.poll(() => prefetchLinks(page)).toEqual(['/support', '/contact-us']);
});

test('a visitor whose browser asks to save data fetches nothing ahead', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: { saveData: true, effectiveType: '4g' },
    });
  });
  await openWithPausedClock(page, '/');
  // Requests for the pages the visitor points at; the page's own late resources (the icon sprite)
  // are not fetches ahead.
  const pointedAt = ['/pricing', '/support', '/modules'];
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (pointedAt.includes(new URL(request.url()).pathname)) fetched.push(request.url());
  });
  const nav = page.getByRole('navigation', { name: 'Main', exact: true });

  await nav.getByRole('link', { name: 'Pricing', exact: true }).hover();
  await page.clock.runFor(500);
  await nav.getByRole('link', { name: 'Support', exact: true }).focus();
  await nav.getByRole('link', { name: 'Modules', exact: true }).dispatchEvent('touchstart');
  await page.clock.runFor(500);

  expect(await prefetchLinks(page)).toEqual([]);
  expect(fetched).toEqual([]);
});
