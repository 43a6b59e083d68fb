/**
 * The shared layout (docs/layout-and-navigation.md): main navigation and its dropdown, the small-screen menu
 * panel and its scroll lock, the sticky header's scroll behaviour, breadcrumbs, the Pricing link
 * on product pages and the scroll-to-top button.
 */
import { expect, test, type Page } from '@playwright/test';
import { SCROLL_TO_TOP_IDLE_HIDE_MS } from '../../src/lib/scrollToTop';
import { pageScriptsReady } from './support/islands';
import { nextFrames } from './support/routes';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

/** Opens a page and waits until the navigation island has hydrated (it loses its `ssr` attribute). */
async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('astro-island[component-url*="MainNav"]')).not.toHaveAttribute('ssr', { timeout: 15_000 });
  await pageScriptsReady(page);
}

/**
 * Scrolls the window at once (the page otherwise scrolls smoothly) and lets the scroll listeners run:
 * the browser fires `scroll` once per frame, so two scrolls inside one frame would reach the page as
 * one (a step back up after a step down would then read as a step down). Two animation frames pass:
 * the one that fires `scroll`, and the one in which the page's listener updates.
 */
async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
  await nextFrames(page);
}

test.describe('main navigation on wide screens', () => {
  test.use({ viewport: DESKTOP });

  test('Products dropdown opens on click and closes with Escape or a click outside', async ({ page }) => {
    await openPage(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await expect(nav.getByRole('link', { name: 'Products', exact: true })).toHaveAttribute('href', '/products');
    const toggle = nav.getByRole('button', { name: 'Products menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Hospital', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Restaurant', exact: true })).toBeVisible();
    const trading = nav.getByRole('link', { name: /Trading and Commerce/i });
    await expect(trading).toBeVisible();
    await expect(trading).toContainText('Coming Soon');

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Hospital', exact: true })).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(nav.getByRole('link', { name: 'Hospital', exact: true })).toBeVisible();
    await page.mouse.click(640, 700);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('lists every top-level entry and the Schedule Demo button', async ({ page }) => {
    await openPage(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    for (const name of ['Products', 'Industries', 'Modules', 'Our Customers', 'Pricing', 'Support']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Schedule Demo' })).toHaveAttribute('href', '/request-demo');
  });

  test('Pricing points at #pricing on product detail pages and at /pricing elsewhere', async ({ page }) => {
    await page.goto('/products/healthcare/hospital');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await expect(nav.getByRole('link', { name: 'Pricing', exact: true })).toHaveAttribute('href', '#pricing');
    await page.goto('/products');
    await expect(nav.getByRole('link', { name: 'Pricing', exact: true })).toHaveAttribute('href', '/pricing');
    await page.goto('/');
    await expect(nav.getByRole('link', { name: 'Pricing', exact: true })).toHaveAttribute('href', '/pricing');
  });

  test('the header turns solid past 20px, hides scrolling down past 100px and returns scrolling up', async ({
    page,
  }) => {
    await openPage(page, '/');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-nav-solid', 'false');

    await scrollToY(page, 10);
    await expect(header).toHaveAttribute('data-nav-solid', 'false');
    await scrollToY(page, 60);
    await expect(header).toHaveAttribute('data-nav-solid', 'true');
    await expect(header).toHaveAttribute('data-nav-hidden', 'false');
    // Opaque at once, not fading in through translucent shades.
    expect(await header.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(255, 255, 255)');

    await scrollToY(page, 700);
    await expect(header).toHaveAttribute('data-nav-hidden', 'true');
    await expect(header).not.toBeInViewport();

    await scrollToY(page, 600);
    await expect(header).toHaveAttribute('data-nav-hidden', 'false');
    await expect(header).toBeInViewport();
  });
});

test.describe('menu panel on small screens', () => {
  test.use({ viewport: PHONE });

  test('the Menu button opens the panel, which locks page scrolling until Escape closes it', async ({ page }) => {
    await openPage(page, '/');
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await menuButton.click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('html')).toHaveClass(/\boverflow-hidden\b/);
    await page.mouse.move(40, 400);
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await panel.getByRole('button', { name: 'Products submenu' }).click();
    await panel.getByRole('button', { name: 'Healthcare submenu' }).click();
    await expect(panel.getByRole('link', { name: 'Hospital', exact: true })).toBeVisible();
    await expect(panel.getByRole('link', { name: /Trading and Commerce/i })).toContainText('Coming Soon');

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();
    await expect(page.locator('html')).not.toHaveClass(/\boverflow-hidden\b/);
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('the close button closes the panel', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await panel.getByRole('button', { name: 'Close menu' }).click();
    await expect(panel).toBeHidden();
  });
});

test.describe('breadcrumbs', () => {
  test('show the last two crumbs above 768px', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/products/healthcare/hospital');
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(trail.getByRole('link', { name: 'Healthcare' })).toBeVisible();
    await expect(trail.getByText('Hospital', { exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(trail.getByText('…')).toBeVisible();
    await expect(trail.getByRole('link', { name: 'Products' })).toHaveCount(0);
  });

  test('show only the last crumb after an ellipsis at 375px', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/products/healthcare/hospital');
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByText('…')).toBeVisible();
    await expect(trail.getByText('Hospital', { exact: true })).toBeVisible();
    await expect(trail.getByRole('link', { name: 'Healthcare' })).toBeHidden();
    await expect(trail.getByRole('link', { name: 'Products' })).toHaveCount(0);
  });

  test('on the 404 page are built from the visited path, like on every other page', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const response = await page.goto('/old-site/patient_portal-login');
    expect(response?.status()).toBe(404);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link', { name: 'Old Site' })).toHaveAttribute('href', '/old-site');
    await expect(trail.getByText('Patient Portal Login', { exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(trail.getByText('404')).toHaveCount(0);

    await page.setViewportSize(PHONE);
    await expect(trail.getByText('…')).toBeVisible();
    await expect(trail.getByText('Patient Portal Login', { exact: true })).toBeVisible();
    await expect(trail.getByRole('link', { name: 'Old Site' })).toBeHidden();
  });

  test('on the unknown-module page are built from the visited path too', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/products/healthcare/modules/bed_planner');
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link', { name: 'Modules' })).toHaveAttribute('href', '/products/healthcare/modules');
    await expect(trail.getByText('Bed Planner', { exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('show just Home on the home page', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('listitem')).toHaveCount(1);
    await expect(trail.getByText('Home')).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('scroll-to-top button', () => {
  test.use({ viewport: DESKTOP });

  test('appears past 40% of the window height and brings the visitor back to the top', async ({ page }) => {
    await openPage(page, '/');
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toBeHidden();
    await scrollToY(page, 0.4 * DESKTOP.height - 40);
    await expect(button).toBeHidden();
    await scrollToY(page, 0.4 * DESKTOP.height + 60);
    await expect(button).toBeVisible();

    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('#main')).toBeFocused();
    await expect(button).toBeHidden();
  });
});

test.describe('scroll-to-top button on a phone', () => {
  test.use({ viewport: PHONE });

  test('stays off the text while the visitor reads down or fills in a form, and comes back on scrolling up', async ({
    page,
  }) => {
    await page.clock.install();
    await openPage(page, '/request-demo');
    const button = page.getByRole('button', { name: 'Scroll to top' });
    // Reading down the page: past 40 % of the window height, yet out of the way.
    await scrollToY(page, 600);
    await scrollToY(page, 1200);
    await expect(button).toBeHidden();
    // One step back up: heading for the top, so it shows, until the page has been still for 3 s.
    await scrollToY(page, 1100);
    await expect(button).toBeVisible();
    await page.clock.runFor(SCROLL_TO_TOP_IDLE_HIDE_MS - 500);
    await expect(button).toBeVisible();
    await page.clock.runFor(600);
    await expect(button).toBeHidden();
    await scrollToY(page, 1000);
    await expect(button).toBeVisible();
    // Filling in the form: hidden, even while the page moves up to the field.
    const industry = page.getByRole('combobox', { name: /^Industry/ });
    await industry.focus();
    await scrollToY(page, 400);
    await expect(button).toBeHidden();
    await page.locator('#main').focus();
    await scrollToY(page, 350);
    await expect(button).toBeVisible();
  });
});
