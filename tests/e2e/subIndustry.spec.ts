/**
 * The seven sub-industry product pages (docs/pages.md#sub-industry-product-pages): hero links, problems versus
 * solutions (hover/focus reveal on the hospital page), the screenshot carousel, the first six
 * modules, the #pricing section and its 300 ms anchor scroll, and the FAQ.
 */
import { expect, test } from '@playwright/test';
import {
  expectAutoAdvance,
  expectCurrent,
  goToSlide,
  openPausedCarousel,
  pauseClock,
  readCollection,
} from './support/islands';

interface SubIndustryContent {
  industry: string;
  subIndustry: string;
  name: string;
  productName: string;
  link: string;
  hero: { label: string; title: string };
  problems: { title: string; description: string }[];
  solutions: { title: string; description: string }[];
  screenshots: { title: string }[];
}
const products = readCollection<SubIndustryContent>('sub-industries/healthcare').concat(
  readCollection<SubIndustryContent>('sub-industries/hospitality'),
);

for (const product of products) {
  test(`${product.link}: hero, modules, pricing anchor and FAQ`, async ({ page }) => {
    const query = `industry=${product.industry}&subIndustry=${product.subIndustry}`;
    await page.goto(product.link);
    const main = page.getByRole('main');
    await expect(main.getByText(product.hero.label, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.hero.title);
    await expect(main.getByRole('link', { name: 'Schedule Demo', exact: true }).first()).toHaveAttribute(
      'href',
      `/request-demo?${query}`,
    );
    await expect(main.getByRole('link', { name: 'View Pricing', exact: true })).toHaveAttribute('href', '#pricing');
    await expect(main.getByRole('link', { name: /^Preview/ })).toHaveAttribute('href', `/video-tour?${query}`);

    const modules = main.getByRole('region', { name: `${product.name} modules` });
    const cards = modules.getByRole('article');
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(6);
    for (let index = 0; index < count; index += 1) {
      await expect(cards.nth(index).getByRole('link').first()).toHaveAttribute(
        'href',
        new RegExp(`^${product.link}/modules/[a-z0-9-]+$`),
      );
    }
    await expect(modules.getByRole('link', { name: 'See All Modules' })).toHaveAttribute(
      'href',
      `${product.link}/modules?${query}`,
    );

    await expect(page.locator('section#pricing')).toHaveCount(1);
    await expect(page.locator('section#pricing').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(main.getByRole('region', { name: 'Frequently Asked Questions' })).toBeVisible();
  });
}

test('hospital problems and solutions reveal their descriptions on hover and on keyboard focus', async ({ page }) => {
  const hospital = products.find((product) => product.subIndustry === 'hospital')!;
  await page.goto(hospital.link);
  const problem = page.getByRole('listitem').filter({ hasText: hospital.problems[0]!.title });
  const description = problem.getByText(hospital.problems[0]!.description);
  await problem.scrollIntoViewIfNeeded();
  await expect(description).toHaveCSS('opacity', '0');
  await problem.hover();
  await expect(description).toHaveCSS('opacity', '1');
  await page.mouse.move(0, 0);
  await expect(description).toHaveCSS('opacity', '0');

  const solution = page.getByRole('listitem').filter({ hasText: hospital.solutions[1]!.title });
  await solution.focus();
  await expect(solution).toBeFocused();
  await expect(solution.getByText(hospital.solutions[1]!.description)).toHaveCSS('opacity', '1');
});

test('the hint above the hospital’s lists says what works on the device: pointing or Tab, or tapping', async ({
  page,
  browser,
}) => {
  const hospital = products.find((product) => product.subIndustry === 'hospital')!;
  await page.goto(hospital.link);
  await expect(page.getByText('Point at or tab to an item to read more.')).toBeVisible();
  await expect(page.getByText('Tap an item to read more.')).toBeHidden();

  // A phone: a touch screen whose pointer cannot hover.
  const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  const touch = await phone.newPage();
  await touch.goto(hospital.link);
  await expect(touch.getByText('Tap an item to read more.')).toBeVisible();
  await expect(touch.getByText('Point at or tab to an item to read more.')).toBeHidden();
  // And a tap does what the hint says.
  const problem = touch.getByRole('listitem').filter({ hasText: hospital.problems[0]!.title });
  await problem.scrollIntoViewIfNeeded();
  await problem.tap();
  await expect(problem.getByText(hospital.problems[0]!.description)).toHaveCSS('opacity', '1');
  await phone.close();
});

test('other products show problem descriptions at once', async ({ page }) => {
  const clinic = products.find((product) => product.subIndustry === 'clinic')!;
  await page.goto(clinic.link);
  const problem = page.getByRole('listitem').filter({ hasText: clinic.problems[0]!.title });
  await problem.scrollIntoViewIfNeeded();
  await expect(problem.getByText(clinic.problems[0]!.description)).toBeVisible();
  await expect(problem.getByText(clinic.problems[0]!.description)).toHaveCSS('opacity', '1');
});

test('the screenshot carousel advances every 4000 ms, wraps, and has previous/next', async ({ page }) => {
  const lab = products.find((product) => product.subIndustry === 'lab')!;
  const carousel = await openPausedCarousel(page, lab.link, `${lab.productName} screenshots`);
  await expect(carousel.getByRole('group')).toHaveCount(lab.screenshots.length);
  await expectAutoAdvance(page, carousel, 4000);

  await goToSlide(page, carousel, 0);
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await page.clock.runFor(1000);
  await expectCurrent(carousel, 1);
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await page.clock.runFor(1000);
  await expectCurrent(carousel, 0);
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await page.clock.runFor(1000);
  await expectCurrent(carousel, lab.screenshots.length - 1);
});

test('following a View Pricing link to #pricing scrolls to the pricing section after 300 ms', async ({ page }) => {
  await page.clock.install();
  await page.goto('/products');
  await pauseClock(page);
  await page.getByRole('link', { name: 'View Pricing of Sarathi Dental ERP' }).first().click();
  await page.waitForURL('**/products/healthcare/dental#pricing');
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const pricing = page.locator('section#pricing');
  await page.clock.runFor(290);
  await expect(pricing).not.toBeInViewport();
  await page.clock.runFor(20);
  await expect(pricing).toBeInViewport();
});

test('a reload at #pricing keeps the browser’s own scroll position handling', async ({ page }) => {
  // The browser restores the scroll position of a reload at a moment of its own choosing, so the
  // test watches what the page itself asks for: no scroll to the pricing section after a reload.
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { pricingScrolls: string[] }).pricingScrolls = calls;
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the element as `this`
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      calls.push(this.id);
      return original.call(this, options);
    };
  });
  await page.clock.install();
  await page.goto('/products/healthcare/pharmacy#pricing');
  await page.clock.runFor(1000);
  const scrolls = () => page.evaluate(() => (window as unknown as { pricingScrolls: string[] }).pricingScrolls);
  expect(await scrolls()).toEqual(['pricing']);
  await page.reload();
  await page.clock.runFor(1000);
  expect(await scrolls()).toEqual([]);
});
