/**
 * The home page (docs/pages.md, section Home): hero and preview video, why choose us, reach
 * counters, industries with the orbit diagram, the first six modules, the product slideshow, the
 * four steps, the customers carousel and the FAQ accordion.
 */
import { expect, test } from '@playwright/test';
import {
  expectAutoAdvance,
  expectInsideScreen,
  expectCurrent,
  expectSwipeThreshold,
  goToSlide,
  hydrated,
  openPausedCarousel,
  pageScriptsReady,
  pauseClock,
  readCollection,
  readContent,
  restartTimer,
  settle,
  widenPageBeyondScreen,
  productTour,
  recordVideoRequests,
} from './support/islands';

interface HomeContent {
  whyChooseUs: { title: string };
  reach: { title: string };
  industries: { title: string };
  modules: { title: string };
  slideshow: { title: string; slides: { title: string }[] };
  implementation: { title: string };
  customers: { title: string };
  hero: { videoButton: string };
}
const home = readContent<HomeContent>('home.json');
const site = readContent<{ previewVideoUrl: string }>('site.json');

/** The reach counters count up to these values with a '+' suffix (docs/timings-and-limits.md#timings). */
const REACH = [
  ['Hospitals', 50],
  ['Clinics', 250],
  ['Pharmacies', 100],
  ['Labs', 50],
  ['PolyClinics', 100],
  ['Dentals', 50],
  ['Trading Businesses', 10],
  ['Restaurants', 10],
] as const;

test.describe('home hero', () => {
  test('says “Simplify your Business with Sarathi ERP” and links Schedule Demo and View Products', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simplify your Business with Sarathi ERP');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Schedule Demo', exact: true }).first()).toHaveAttribute(
      'href',
      '/request-demo',
    );
    await expect(main.getByRole('link', { name: 'View Products', exact: true })).toHaveAttribute('href', '/products');
  });

  test('the preview video opens in a modal only on click, plays our own tour with captions, and closes on Escape and on the backdrop', async ({
    page,
  }) => {
    const requests = recordVideoRequests(page);
    await page.goto('/');
    await hydrated(page, 'VideoDialog');
    const opener = page.getByRole('button', { name: home.hero.videoButton });
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeHidden();
    await expect(page.locator('video, iframe')).toHaveCount(0);
    expect(requests).toEqual([]);

    await opener.click();
    await expect(dialog).toBeVisible();
    const player = dialog.locator('video');
    await expect(player).toHaveAttribute('poster', productTour.poster);
    await expect(player.locator('source')).toHaveCount(productTour.sources.length);
    await expect(player.locator('source').last()).toHaveAttribute('src', site.previewVideoUrl);
    await expect(player.locator('track[kind="captions"][srclang="en"]')).toHaveAttribute('default', '');
    // It starts playing on open, from the start of the tour, and the file comes from this site.
    await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(0);
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.every((path) => productTour.sources.some((source) => source.src === path))).toBe(true);
    await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.textTracks[0]?.mode)).toBe('showing');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('video')).toHaveCount(0);
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    // A click outside the dialog box lands on the backdrop.
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('on a phone the video opens on the screen, whole, even when the page behind is wider than the screen', async ({
    browser,
  }) => {
    for (const width of [320, 375]) {
      const phone = await browser.newContext({
        viewport: { width, height: 740 },
        isMobile: true,
        hasTouch: true,
        reducedMotion: 'reduce',
      });
      const page = await phone.newPage();
      await page.goto('/');
      await hydrated(page, 'VideoDialog');
      expect(await widenPageBeyondScreen(page)).toBeGreaterThan(width);
      // Activated by its click event: the emulator's tap coordinates miss on a page wider than the screen.
      await page.getByRole('button', { name: home.hero.videoButton }).dispatchEvent('click');
      const dialog = page.getByRole('dialog');
      await expect(dialog.locator('video')).toBeVisible();
      await expectInsideScreen(dialog.locator('video'), width, `the video at ${width} px`);
      await expectInsideScreen(
        dialog.getByRole('button', { name: 'Close video' }),
        width,
        `the close button at ${width} px`,
      );
      await phone.close();
    }
  });

  test('for a visitor who prefers reduced motion the tour waits for Play', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const requests = recordVideoRequests(page);
    await page.goto('/');
    await hydrated(page, 'VideoDialog');
    await page.getByRole('button', { name: home.hero.videoButton }).click();
    const player = page.getByRole('dialog').locator('video');
    await expect(player).toBeVisible();
    expect(await player.evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
    expect(requests).toEqual([]);
  });

  test('without JavaScript the preview button is a link to the video tours', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('link', { name: home.hero.videoButton })).toHaveAttribute('href', '/video-tour');
    await context.close();
  });
});

test('the sections come in order: why choose us, reach, industries, modules, slideshow, steps, customers, FAQ', async ({
  page,
}) => {
  await page.goto('/');
  const titles = [
    home.whyChooseUs.title,
    home.reach.title,
    home.industries.title,
    home.modules.title,
    home.slideshow.title,
    home.implementation.title,
    home.customers.title,
    'Frequently Asked Questions',
  ];
  const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  expect(headings.map((text) => text.trim()).filter((text) => titles.includes(text))).toEqual(titles);
});

test('why choose us names the five claims', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: home.whyChooseUs.title });
  for (const claim of [
    '15+ years of experience',
    '300+ customers served',
    'Trusted across industries',
    'Easy customization',
    'Dedicated support',
  ]) {
    await expect(section.getByRole('heading', { name: claim, exact: true })).toBeVisible();
  }
});

test.describe('reach counters', () => {
  test('the final numbers are in the HTML', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const tiles = page.getByRole('region', { name: home.reach.title }).getByRole('listitem');
    await expect(tiles).toHaveCount(REACH.length);
    for (const [index, [label, value]] of REACH.entries()) {
      await expect(tiles.nth(index)).toContainText(`${value}+`);
      await expect(tiles.nth(index)).toContainText(label);
    }
    await context.close();
  });

  test('count up once from 0 to their value over 1 s when scrolled into view', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await pauseClock(page);
    await pageScriptsReady(page);
    const clinics = page.locator('[data-count-up="250"]');
    await expect(clinics).toHaveText('0');
    await expect(clinics).not.toHaveAttribute('data-count-state');

    await clinics.scrollIntoViewIfNeeded();
    await expect(clinics).toHaveAttribute('data-count-state', 'running');
    await page.clock.runFor(500);
    const halfway = Number(await clinics.textContent());
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(250);
    await page.clock.runFor(450);
    expect(Number(await clinics.textContent())).toBeLessThan(250);
    await page.clock.runFor(100);
    await expect(clinics).toHaveText('250');
    await expect(clinics).toHaveAttribute('data-count-state', 'done');
    const counters = page.locator('[data-count-up]');
    await counters.last().scrollIntoViewIfNeeded();
    await page.clock.runFor(1100);
    await expect(counters).toHaveText(REACH.map(([, value]) => String(value)));

    // Once only: leaving and coming back does not count again.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await clinics.scrollIntoViewIfNeeded();
    await page.clock.runFor(100);
    await expect(clinics).toHaveText('250');
  });

  test('do not move under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await pauseClock(page);
    await pageScriptsReady(page);
    const clinics = page.locator('[data-count-up="250"]');
    await clinics.scrollIntoViewIfNeeded();
    await expect(clinics).toHaveText('250');
    await page.clock.runFor(100);
    await expect(clinics).toHaveText('250');
    await expect(clinics).not.toHaveAttribute('data-count-state');
  });
});

test('industries: the orbit diagram animates in when visible, next to three industry cards', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: home.industries.title });
  const orbit = section.getByRole('list', { name: 'Sarathi ERP packages' });
  // Seven packages and both Coming Soon industries: the same industries /industry lists.
  await expect(orbit.getByRole('listitem')).toHaveCount(9);
  await expect(orbit.getByRole('listitem').filter({ hasText: 'Retail' })).toContainText('Coming Soon');
  await expect(orbit.getByRole('listitem').first()).toHaveCSS('opacity', '0');
  await orbit.scrollIntoViewIfNeeded();
  await expect(orbit.getByRole('listitem').last()).toHaveCSS('opacity', '1');

  const cards = [
    ['Healthcare', '/products/healthcare'],
    ['Hospitality', '/products/hospitality'],
    ['Trading and Commerce', '/products/trading-and-commerce'],
  ] as const;
  for (const [name, href] of cards) {
    await expect(section.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(section.getByRole('listitem').filter({ hasText: 'Trading and Commerce' }).last()).toContainText(
    'Coming Soon',
  );
});

test('the first six modules link to their module pages', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: home.modules.title });
  const cards = section.getByRole('article');
  await expect(cards).toHaveCount(6);
  const first = cards.first().getByRole('link').first();
  const title = (await first.textContent())?.trim() ?? '';
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/modules\/[a-z0-9-]+$/);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('the slideshow shows the seven product screens, advances every 4 s and wraps', async ({ page }) => {
  const carousel = await openPausedCarousel(page, '/', 'Product screens');
  await expect(carousel.getByRole('group')).toHaveCount(7);
  for (const [index, slide] of home.slideshow.slides.entries()) {
    await expect(carousel.getByRole('group').nth(index)).toContainText(slide.title);
  }
  await expect(carousel.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
  await expectAutoAdvance(page, carousel, 4000);
});

test('the implementation strip has the four steps in order', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: home.implementation.title });
  await expect(section.getByRole('listitem').getByRole('heading', { level: 3 })).toHaveText([
    'Choose Package',
    'Register',
    'Implementation',
    'Go Live with Support',
  ]);
});

test.describe('customers carousel', () => {
  const customers = readCollection<{ name: string; order: number; location: string }>('customers').sort(
    (a, b) => a.order - b.order,
  );

  test('holds the first 12 customers with industry and town', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Our customers' });
    const slides = carousel.getByRole('group');
    await expect(slides).toHaveCount(12);
    for (const [index, customer] of customers.slice(0, 12).entries()) {
      await expect(slides.nth(index)).toContainText(customer.name);
      await expect(slides.nth(index)).toContainText(customer.location);
    }
  });

  for (const [width, perView] of [
    [1280, 3],
    [800, 2],
    [375, 1],
  ] as const) {
    test(`shows ${perView} per slide at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const carousel = page.getByRole('region', { name: 'Our customers' });
      await hydrated(page, 'Carousel', carousel, 1);
      const track = carousel.locator('.keen-slider');
      await expect
        .poll(async () => {
          const area = await track.boundingBox();
          const boxes = await carousel
            .getByRole('group')
            .evaluateAll((slides) => slides.map((slide) => slide.getBoundingClientRect().toJSON() as DOMRect));
          return boxes.filter(
            (box) => area && box.width > 0 && box.left >= area.x - 1 && box.right <= area.x + area.width + 1,
          ).length;
        })
        .toBe(perView);
    });
  }

  test('advances every 6 s, wraps, and pauses while hovered', async ({ page }) => {
    const carousel = await openPausedCarousel(page, '/', 'Our customers', 1);
    await expectAutoAdvance(page, carousel, 6000);

    await goToSlide(page, carousel, 0);
    await restartTimer(page, carousel);
    await carousel.getByRole('group').first().hover();
    await settle(page);
    await page.clock.runFor(13_000);
    await expectCurrent(carousel, 0);
    await page.mouse.move(0, 0);
    await settle(page);
    await page.clock.runFor(7000);
    await expectCurrent(carousel, 1);
  });

  test('a swipe of more than 50 px changes the slide, a shorter one does not', async ({ page }) => {
    const carousel = await openPausedCarousel(page, '/', 'Our customers', 1);
    await expectSwipeThreshold(page, carousel, (slide) => slide.locator('p').last(), 40, 80);
  });
});
