/**
 * The products page, the industry pages and the industries list (docs/pages.md, sections Products,
 * Industry pages and Industries): package filter, industry hero with its carousel, modules tabs, call to action,
 * Coming Soon pages.
 */
import { expect, test } from '@playwright/test';
import {
  expectAutoAdvance,
  expectCurrent,
  expectSwipeThreshold,
  hydrated,
  openPausedCarousel,
  readCollection,
} from './support/islands';

interface SubIndustryContent {
  industry: string;
  subIndustry: string;
  order: number;
  name: string;
  productName: string;
  abbreviation: string;
  reach: string;
  link: string;
}
const subIndustries = readCollection<SubIndustryContent>('sub-industries/healthcare')
  .concat(readCollection<SubIndustryContent>('sub-industries/hospitality'))
  .sort((a, b) => a.industry.localeCompare(b.industry) || a.order - b.order);
const healthcare = subIndustries.filter((entry) => entry.industry === 'healthcare');

const COMING_SOON_TEXT = "We're preparing specialized ERP solutions for this sector. Stay tuned!";

test.describe('/products package filter', () => {
  test('All shows every package with “Check out our work.” and View all products', async ({ page }) => {
    await page.goto('/products');
    const section = page.locator('#products');
    await hydrated(page, 'ProductFilter', section.getByRole('heading', { level: 2 }));
    const filter = section.getByRole('group', { name: 'Show packages for' });
    await expect(filter.getByRole('button')).toHaveText(['All', 'Healthcare', 'Hospitality', 'Trading']);
    await expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(section.getByText('Check out our work.', { exact: true })).toBeVisible();
    // The page is /products itself: the link leads down to the packages instead of reloading the page.
    const viewAll = section.getByRole('link', { name: 'View all products' });
    await expect(viewAll).toHaveAttribute('href', '/products#package-list');
    await expect(section.getByRole('article')).toHaveCount(subIndustries.length);
    await viewAll.click();
    await expect(page).toHaveURL(/\/products#package-list$/);
    await expect(section.getByRole('article').first()).toBeInViewport();
  });

  test('an industry shows its packages with “Curious about how it works?”; Trading shows Coming Soon', async ({
    page,
  }) => {
    await page.goto('/products');
    const section = page.locator('#products');
    await hydrated(page, 'ProductFilter', section.getByRole('heading', { level: 2 }));
    const filter = section.getByRole('group', { name: 'Show packages for' });

    await filter.getByRole('button', { name: 'Hospitality' }).click();
    await expect(filter.getByRole('button', { name: 'Hospitality' })).toHaveAttribute('aria-pressed', 'true');
    await expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    await expect(section.getByText('Curious about how it works?', { exact: true })).toBeVisible();
    await expect(section.getByRole('link', { name: /Hospitality/ }).first()).toHaveAttribute(
      'href',
      '/products/hospitality',
    );
    await expect(section.getByRole('article').filter({ visible: true })).toHaveCount(1);
    await expect(section.getByRole('heading', { name: 'Sarathi Restaurant ERP' })).toBeVisible();
    await expect(section.getByRole('heading', { name: 'Sarathi Hospital ERP' })).toBeHidden();

    await filter.getByRole('button', { name: 'Healthcare' }).click();
    await expect(section.getByRole('article').filter({ visible: true })).toHaveCount(healthcare.length);
    await expect(section.getByRole('link', { name: /Healthcare/ }).first()).toHaveAttribute(
      'href',
      '/products/healthcare',
    );

    await filter.getByRole('button', { name: 'Trading' }).click();
    await expect(section.getByRole('article').filter({ visible: true })).toHaveCount(0);
    await expect(section.getByText('Coming Soon', { exact: true })).toBeVisible();
    await expect(section.getByText(COMING_SOON_TEXT, { exact: true })).toBeVisible();
    // The panel says what is coming and where to go next, rather than standing empty.
    const trading = page.locator('#products-trading-and-commerce');
    await expect(trading.getByRole('link', { name: 'About Trading and Commerce' })).toHaveAttribute(
      'href',
      '/products/trading-and-commerce',
    );
    await expect(trading.getByRole('link', { name: 'Tell us what you need' })).toHaveAttribute('href', '/contact-us');

    await filter.getByRole('button', { name: 'All' }).click();
    await expect(section.getByRole('article').filter({ visible: true })).toHaveCount(subIndustries.length);
  });

  test('each card shows icon, abbreviation, description, keypoints, Learn More and View Pricing', async ({ page }) => {
    await page.goto('/products');
    for (const product of subIndustries) {
      const card = page
        .locator('#products')
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: product.productName, exact: true }) });
      await expect(card.locator('svg').first()).toBeVisible();
      // Reach counts sites, as on /industry and the home page's counters (one customer can run several).
      await expect(card).toContainText(`${product.abbreviation} · ${product.reach} sites`);
      await expect(card.getByRole('listitem').first()).toBeVisible();
      await expect(card.getByRole('link', { name: `Learn More about ${product.productName}` })).toHaveAttribute(
        'href',
        product.link,
      );
      await expect(card.getByRole('link', { name: `View Pricing of ${product.productName}` })).toHaveAttribute(
        'href',
        `${product.link}#pricing`,
      );
    }
  });

  test('without JavaScript every card shows and the filter links jump to each industry’s group', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/products');
    const section = page.locator('#products');
    await expect(section.getByRole('article').filter({ visible: true })).toHaveCount(subIndustries.length);
    await expect(section.getByText(COMING_SOON_TEXT)).toBeVisible();
    const filter = section.getByRole('group', { name: 'Show packages for' });
    await expect(filter.getByRole('link')).toHaveText(['All', 'Healthcare', 'Hospitality', 'Trading']);
    await expect(filter.getByRole('link', { name: 'All' })).toHaveAttribute('href', '#products');
    await filter.getByRole('link', { name: 'Hospitality' }).click();
    await expect(page).toHaveURL(/\/products#products-hospitality$/);
    const group = page.locator('#products-hospitality');
    await expect(group.getByRole('heading', { name: 'Hospitality', exact: true })).toBeInViewport();
    await expect(group.getByRole('heading', { name: 'Sarathi Restaurant ERP' })).toBeVisible();
    await filter.getByRole('link', { name: 'Trading' }).click();
    await expect(page.locator('#products-trading-and-commerce').getByText(COMING_SOON_TEXT)).toBeInViewport();
    await context.close();
  });

  test('the filter is in the first paint, before the island hydrates, and keeps its place once it does', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/products');
    const section = page.locator('#products');
    const island = page.locator('astro-island[component-url*="ProductFilter"]');
    // The island waits until the section is scrolled into view; the choices are already there.
    await expect(island).toHaveAttribute('ssr', '');
    const filter = section.getByRole('group', { name: 'Show packages for' });
    await expect(filter.getByRole('link')).toHaveText(['All', 'Healthcare', 'Hospitality', 'Trading']);
    await expect(filter.getByRole('link', { name: 'Healthcare' })).toHaveAttribute('href', '#products-healthcare');
    await expect(island).toHaveAttribute('ssr', '');
    const before = await filter.boundingBox();
    const firstCardBefore = await section.getByRole('article').first().boundingBox();

    await hydrated(page, 'ProductFilter', section.getByRole('heading', { level: 2 }));
    await expect(filter.getByRole('button')).toHaveText(['All', 'Healthcare', 'Hospitality', 'Trading']);
    // Same place, same size: the content below does not jump when the links become buttons.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    expect(await filter.boundingBox()).toEqual(before);
    expect(await section.getByRole('article').first().boundingBox()).toEqual(firstCardBefore);
  });

  test('on wide screens the one restaurant package shares its row with the Trading panel, leaving no empty slots', async ({
    page,
  }) => {
    await page.goto('/products');
    // Measured in one go: a late reflow (the web font swapping in) must not fall between the boxes.
    const { hospitality, trading, healthcare } = await page.evaluate(() => {
      const box = (selector: string) => {
        const { x, y, width } = document.querySelector(selector)!.getBoundingClientRect();
        return { x, y, width };
      };
      return {
        hospitality: box('#products-hospitality'),
        trading: box('#products-trading-and-commerce'),
        healthcare: box('#products-healthcare'),
      };
    });
    expect(Math.round(trading.y)).toBe(Math.round(hospitality.y));
    expect(trading.x).toBeGreaterThan(hospitality.x + hospitality.width);
    // Together they fill the row the healthcare group fills.
    expect(Math.round(trading.x + trading.width)).toBe(Math.round(healthcare.x + healthcare.width));
  });
});

test.describe('industry pages', () => {
  for (const [industry, products] of [
    ['healthcare', healthcare],
    ['hospitality', subIndustries.filter((entry) => entry.industry === 'hospitality')],
  ] as const) {
    test(`/products/${industry}: hero, products, CTA and FAQ carry the industry`, async ({ page }) => {
      await page.goto(`/products/${industry}`);
      const main = page.getByRole('main');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(main.getByRole('link', { name: 'Schedule Demo', exact: true }).first()).toHaveAttribute(
        'href',
        `/request-demo?industry=${industry}`,
      );
      await expect(main.getByRole('link', { name: 'View Modules', exact: true })).toHaveAttribute(
        'href',
        `/modules?industry=${industry}`,
      );
      await expect(main.getByRole('region', { name: /^Why / }).getByRole('listitem').first()).toBeVisible();
      for (const product of products) {
        await expect(main.getByRole('heading', { name: product.productName, exact: true })).toBeVisible();
      }
      await expect(main.getByRole('link', { name: 'Get Started', exact: true })).toHaveAttribute(
        'href',
        `/request-demo?industry=${industry}`,
      );
      await expect(main.getByRole('link', { name: 'Contact Sales', exact: true })).toHaveAttribute(
        'href',
        '/contact-us',
      );
      await expect(main.getByRole('region', { name: 'Frequently Asked Questions' })).toBeVisible();
    });

    test(`/products/${industry}: one tab per sub-industry, up to 6 modules each, all panels in the HTML`, async ({
      page,
      browser,
    }) => {
      await page.goto(`/products/${industry}`);
      const tablist = page.getByRole('tablist');
      await hydrated(page, 'IndustryTabs', tablist);
      const tabs = tablist.getByRole('tab');
      await expect(tabs).toHaveText(products.map((product) => product.name));
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toHaveCount(1);

      for (const [index, product] of products.entries()) {
        await tabs.nth(index).click();
        await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
        const panel = page.getByRole('tabpanel', { name: product.name });
        await expect(panel).toBeVisible();
        const modules = panel.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 4 }) });
        const count = await modules.count();
        expect(count).toBeGreaterThan(0);
        expect(count).toBeLessThanOrEqual(6);
        const first = modules.first();
        await expect(first.getByText('Key Features', { exact: true })).toBeVisible();
        const title = (await first.getByRole('heading', { level: 4 }).textContent())?.trim();
        await expect(first.getByRole('link', { name: `Learn more about ${title}` })).toHaveAttribute(
          'href',
          /^\/modules\/[a-z0-9-]+$/,
        );
        await expect(panel.getByRole('link', { name: `See All ${product.name} modules` })).toHaveAttribute(
          'href',
          `/modules?industry=${product.industry}&subIndustry=${product.subIndustry}`,
        );
      }

      const context = await browser.newContext({ javaScriptEnabled: false });
      const noScript = await context.newPage();
      await noScript.goto(`/products/${industry}`);
      for (const product of products) {
        await expect(noScript.getByRole('link', { name: `See All ${product.name} modules` })).toBeVisible();
      }
      await context.close();
    });
  }

  test('on a 375 px phone every tab is whole on the screen, without scrolling sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/products/healthcare');
    const tablist = page.getByRole('tablist');
    await hydrated(page, 'IndustryTabs', tablist);
    await tablist.scrollIntoViewIfNeeded();
    const boxes = await tablist.getByRole('tab').evaluateAll((tabs) =>
      tabs.map((tab) => {
        const { left, right } = tab.getBoundingClientRect();
        return { name: tab.textContent, left, right };
      }),
    );
    expect(boxes.map((box) => box.name)).toEqual(healthcare.map((product) => product.name));
    for (const box of boxes) {
      expect(box.left, `${box.name} starts on the screen`).toBeGreaterThanOrEqual(0);
      expect(box.right, `${box.name} ends on the screen`).toBeLessThanOrEqual(375);
    }
    expect(await tablist.evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);
  });

  test('tabs follow the keyboard: arrows wrap, Home and End jump', async ({ page }) => {
    await page.goto('/products/healthcare');
    const tablist = page.getByRole('tablist');
    await hydrated(page, 'IndustryTabs', tablist);
    const tabs = tablist.getByRole('tab');
    await tabs.first().focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.last()).toBeFocused();
    await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tabs.first()).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('tabindex', '-1');
  });

  test('the hero carousel slides every 5 s, wraps, and follows a swipe of more than 50 px', async ({ page }) => {
    const carousel = await openPausedCarousel(page, '/products/healthcare', 'Healthcare packages');
    await expect(carousel.getByRole('group')).toHaveCount(healthcare.length);
    await expectAutoAdvance(page, carousel, 5000);

    await expectSwipeThreshold(page, carousel, (slide) => slide.locator('figcaption span').last(), 45, 60);
    // Wraps at the start too.
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await page.clock.runFor(1000);
    await expectCurrent(carousel, healthcare.length - 1);
  });

  test('/products/hospitality shows its one product as a wide card across the row, not beside empty slots', async ({
    page,
  }) => {
    await page.goto('/products/hospitality');
    const list = page.getByRole('region', { name: 'Hospitality products' }).getByRole('list').first();
    const card = list.getByRole('article');
    await expect(card).toHaveCount(1);
    const [listBox, cardBox] = [await list.boundingBox(), await card.boundingBox()];
    expect(Math.round(cardBox!.width)).toBe(Math.round(listBox!.width));
  });

  test('/industry/healthcare mirrors /products/healthcare', async ({ page }) => {
    await page.goto('/products/healthcare');
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    await page.goto('/industry/healthcare');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
    await expect(page.getByRole('tablist').getByRole('tab')).toHaveCount(healthcare.length);
  });
});

test('/industry lists every industry with its sub-industries and their reach in sites', async ({ page }) => {
  /** The reach text each sub-industry card shows. */
  const REACH: Record<string, string> = {
    Hospital: '50+',
    Clinic: '250+',
    Lab: '50+',
    Dental: '50+',
    Pharmacy: '100+',
    Physiotherapy: '50+',
    Restaurant: '10+',
  };
  await page.goto('/industry');
  for (const name of ['Healthcare', 'Hospitality', 'Trading and Commerce', 'Retail']) {
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${name}`) })).toBeVisible();
  }
  for (const product of subIndustries) {
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: product.name, exact: true }) });
    await expect(card.getByRole('link', { name: product.name, exact: true })).toHaveAttribute('href', product.link);
    await expect(card).toContainText(`${REACH[product.name]} sites`);
  }
  const retail = page.getByRole('region', { name: /^Retail/ });
  await expect(retail).toContainText('Coming Soon');
  await expect(retail).toContainText(COMING_SOON_TEXT);
});

test('on /industry at 1280 px the one hospitality product shares its row with Trading and Commerce, which fills the rest', async ({
  page,
}) => {
  await page.goto('/industry');
  const {
    healthcare: health,
    hospitality,
    trading,
  } = await page.evaluate(() => {
    const box = (id: string) => {
      const { x, y, width } = document.getElementById(id)!.closest('section')!.getBoundingClientRect();
      return { x, y, width };
    };
    return {
      healthcare: box('healthcare-heading'),
      hospitality: box('hospitality-heading'),
      trading: box('trading-and-commerce-heading'),
    };
  });
  expect(Math.round(trading.y)).toBe(Math.round(hospitality.y));
  expect(trading.x).toBeGreaterThan(hospitality.x + hospitality.width);
  expect(Math.round(trading.x + trading.width)).toBe(Math.round(health.x + health.width));
});

for (const path of ['/industry/retail', '/products/trading-and-commerce']) {
  test(`${path} is a Coming Soon page with Back to Home`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main')).toContainText('Coming Soon');
    await expect(page.getByRole('main')).toContainText(COMING_SOON_TEXT);
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
}
