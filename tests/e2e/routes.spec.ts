/**
 * Every route of docs/routes.md#route-table answers its status, has exactly one h1 and logs no
 * console error, runs without a Content-Security-Policy violation under the real headers, which it
 * carries (docs/quality-gates.md#security-headers-and-csp); any other path answers the 404 page.
 */
import { expect, test, type Response } from '@playwright/test';
import { expectPageHeaders, recordViolations } from './support/csp';
import { collectErrors, nonScopedRoutes, visit } from './support/routes';

const NOT_FOUND_TEXT = 'Oops! The page you’re looking for does not exist.';

test.describe('routes', () => {
  for (const route of nonScopedRoutes()) {
    test(`${route} answers 200 with one h1, its security headers, no console error and no CSP violation`, async ({
      page,
    }) => {
      const errors = collectErrors(page);
      const violations = await recordViolations(page);
      let document: Response | null = null;
      page.on('response', (response) => {
        if (response.request().isNavigationRequest() && response.frame() === page.mainFrame()) document = response;
      });
      const status = await visit(page, route);
      expect(status, `HTTP status of ${route}`).toBe(200);
      await expect(page.locator('h1'), `number of <h1> on ${route}`).toHaveCount(1);
      await expectPageHeaders(page, document);
      expect(await violations(), `CSP violations on ${route}`).toEqual([]);
      expect(errors, `console errors on ${route}`).toEqual([]);
    });
  }
});

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page-xyz');
  expect(response?.status()).toBe(404);
  await expect(page.locator('body')).toContainText(NOT_FOUND_TEXT);
  const goHome = page.getByRole('link', { name: 'Go Home' });
  await expect(goHome).toHaveCount(1);
  await expect(goHome).toHaveAttribute('href', '/');
  await expect(page.locator('h1')).toHaveCount(1);
});
