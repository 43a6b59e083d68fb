/**
 * Product screens open full screen (src/islands/ScreenshotZoom.tsx): on a phone a screen in its
 * carousel is too small to read, so a tap opens it at its own width in a dialog the keyboard closes.
 */
import { expect, test, type Page } from '@playwright/test';

/** Scrolls to the carousel around `scope` and waits until its zoom island has hydrated. */
async function openCarousel(page: Page, path: string, scope: string) {
  await page.goto(path);
  const carousel = page.locator(`#${scope}`);
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.locator('astro-island[component-url*="ScreenshotZoom"]')).not.toHaveAttribute('ssr', {
    timeout: 15_000,
  });
  return carousel;
}

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a tap opens the screen at its own width, scrolling inside the dialog; Escape closes it', async ({ page }) => {
    const carousel = await openCarousel(page, '/products/healthcare/hospital', 'screenshots');
    const screen = carousel.getByRole('link', { name: /^Sarathi Hospital ERP dashboard.*Open full screen$/ });
    expect((await screen.boundingBox())!.width).toBeLessThan(375);
    await screen.click();
    const dialog = page.getByRole('dialog', { name: 'Hospital dashboard' });
    await expect(dialog).toBeVisible();
    const image = dialog.getByRole('img');
    await expect(image).toHaveAttribute('src', '/images/products/hospital-1.svg');
    expect((await image.boundingBox())!.width).toBeGreaterThanOrEqual(950);
    await expect(dialog.getByText('Move the screen sideways to see all of it.')).toBeVisible();
    // The dialog itself stays on the screen; the image scrolls inside it.
    const frame = (await dialog.locator('> div').boundingBox())!;
    expect(frame.x).toBeGreaterThanOrEqual(0);
    expect(frame.x + frame.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(screen).toBeFocused();
  });
});

test('the home slideshow shows product screens, and Enter opens one', async ({ page }) => {
  const carousel = await openCarousel(page, '/', 'slideshow');
  const screens = carousel.locator('a[data-enlarge] img');
  await expect(screens).toHaveCount(7);
  for (const src of await screens.evaluateAll((images) => images.map((image) => image.getAttribute('src'))))
    expect(src).toMatch(/^\/images\/products\/[a-z-]+-\d\.svg$/);
  const first = carousel.getByRole('link', { name: /Open full screen$/ }).first();
  await first.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'One platform for every department' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close full-screen view' }).click();
  await expect(dialog).toBeHidden();
  await expect(first).toBeFocused();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a screen links to its image file', async ({ page }) => {
    await page.goto('/products/healthcare/hospital');
    await expect(page.locator('#screenshots a[data-enlarge]').first()).toHaveAttribute(
      'href',
      '/images/products/hospital-1.svg',
    );
  });
});
