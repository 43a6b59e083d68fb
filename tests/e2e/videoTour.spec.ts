/**
 * /video-tour: the target of the Preview links, titled with the product named by the query, the
 * product's chapter of the self-hosted tour in a native player that loads nothing until Play, with
 * captions, and the product's demo and pricing links; without a query, the whole tour beside its
 * chapters, one distinct control per product that plays the tour from there.
 */
import { expect, test } from '@playwright/test';
import { clockTime, spokenDuration } from '../../src/lib/videoTour';
import { t } from '../../src/i18n/dictionary';

/** How the English page speaks a length. */
const english = { ...t('en').videoTour.duration, locale: 'en' as const };
import { hydrated, productTour, readCollection, recordVideoRequests, serveVideoWithRanges } from './support/islands';

interface SubIndustryContent {
  industry: string;
  subIndustry: string;
  productName: string;
  link: string;
  order: number;
}
/** Every product in catalogue order: healthcare's, then hospitality's, each by its `order`. */
const products = ['healthcare', 'hospitality'].flatMap((industry) =>
  readCollection<SubIndustryContent>(`sub-industries/${industry}`).sort((a, b) => a.order - b.order),
);
const lab = products.find((product) => product.subIndustry === 'lab')!;
const labChapter = productTour.chapters.find((chapter) => chapter.product === 'healthcare/lab')!;

test('the Preview link of a product page opens that product’s tour', async ({ page }) => {
  await page.goto(lab.link);
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Preview/ })
    .click();
  await expect(page).toHaveURL(/\/video-tour\?industry=healthcare&subIndustry=lab$/);
  await hydrated(page, 'TourChooser');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${lab.productName} video tour`);
  await expect(page).toHaveTitle(new RegExp(`^${lab.productName} video tour`));
});

test('the product’s chapter loads only on Play, from this site, with English captions, Schedule Demo and View Pricing', async ({
  page,
}) => {
  const requests = recordVideoRequests(page);
  await serveVideoWithRanges(page);
  await page.goto('/video-tour?industry=healthcare&subIndustry=lab');
  await hydrated(page, 'TourChooser');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${lab.productName} video tour`);
  await expect(main.getByRole('link', { name: `Schedule Demo of ${lab.productName}` })).toHaveAttribute(
    'href',
    '/request-demo?industry=healthcare&subIndustry=lab',
  );
  await expect(main.getByRole('link', { name: `View Pricing of ${lab.productName}` })).toHaveAttribute(
    'href',
    `${lab.link}#pricing`,
  );
  await expect(main.locator('iframe')).toHaveCount(0);

  const player = main.locator('video');
  await expect(player).toHaveCount(1);
  await expect(player).toHaveAttribute('aria-label', `${lab.productName} tour`);
  // No controls reading "0:00" before the first play: a Play button says how long the chapter is.
  await expect(player).not.toHaveAttribute('controls');
  const play = main.getByRole('button', {
    name: `Play the tour ${spokenDuration(labChapter.end - labChapter.start, english)}`,
  });
  await expect(play).toContainText(clockTime(labChapter.end - labChapter.start));
  await expect(player).toHaveAttribute('preload', 'none');
  await expect(player).toHaveAttribute('poster', labChapter.poster);
  await expect(player.locator('track')).toHaveAttribute('kind', 'captions');
  await expect(player.locator('track')).toHaveAttribute('srclang', 'en');
  await expect(player.locator('track')).toHaveAttribute('src', productTour.captions);
  await expect(player.locator('source').first()).toHaveAttribute(
    'src',
    `${productTour.sources[0]!.src}#t=${labChapter.start},${labChapter.end}`,
  );
  expect(requests).toEqual([]);

  await play.click();
  await expect(play).toBeHidden();
  await expect(player).toHaveAttribute('controls');
  // The media fragment starts the lab's chapter, not the intro, and the file comes from this site.
  await expect
    .poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime))
    .toBeGreaterThan(labChapter.start);
  expect(await player.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeLessThan(labChapter.end);
  expect(requests.length).toBeGreaterThan(0);
  expect(requests.every((path) => productTour.sources.some((source) => source.src === path))).toBe(true);
});

for (const query of ['', '?industry=healthcare', '?industry=retail&subIndustry=shop']) {
  test(`a missing or unknown query (“${query}”) shows the whole tour and a chapter per product`, async ({ page }) => {
    const requests = recordVideoRequests(page);
    await page.goto(`/video-tour${query}`);
    await hydrated(page, 'TourChooser');
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product video tours');
    // One player, not one per product, behind a Play button that names the tour's length.
    await expect(main.locator('video')).toHaveCount(1);
    await expect(
      main.getByRole('button', { name: `Play the tour ${spokenDuration(productTour.durationSeconds, english)}` }),
    ).toBeVisible();
    const chapters = main.getByRole('region', { name: 'Chapters' }).getByRole('button');
    await expect(chapters).toHaveCount(products.length);
    for (const [index, product] of products.entries()) {
      const chapter = productTour.chapters.find(
        (entry) => entry.product === `${product.industry}/${product.subIndustry}`,
      )!;
      // Each control names its product, its length and its screens: no two alike.
      const control = chapters.nth(index);
      await expect(control).toHaveAccessibleName(
        `${product.productName} ${spokenDuration(chapter.end - chapter.start, english)} · ${chapter.screens.join(', ')}`,
      );
      await expect(control.locator('img')).toHaveAttribute('src', chapter.thumbnail);
    }
    await page.mouse.wheel(0, 5000);
    expect(requests).toEqual([]);
  });
}

test('a chapter plays the tour from its product’s first screen, marks itself current and points the links at its product', async ({
  page,
}) => {
  await serveVideoWithRanges(page);
  await page.goto('/video-tour');
  await hydrated(page, 'TourChooser');
  const main = page.getByRole('main');
  const player = main.locator('video');
  const labControl = main
    .getByRole('region', { name: 'Chapters' })
    .getByRole('button', { name: new RegExp(`^${lab.productName} `) });
  await expect(main.getByRole('link', { name: 'Schedule Demo', exact: true })).toHaveAttribute('href', '/request-demo');

  await labControl.click();
  await expect(labControl).toHaveAttribute('aria-current', 'true');
  await expect(player).toHaveAttribute('controls');
  await expect
    .poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime))
    .toBeGreaterThanOrEqual(labChapter.start);
  expect(await player.evaluate((video: HTMLVideoElement) => video.paused)).toBe(false);
  await expect(main.getByText('Now playing', { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: `Schedule Demo of ${lab.productName}` })).toHaveAttribute(
    'href',
    '/request-demo?industry=healthcare&subIndustry=lab',
  );
  await expect(main.getByRole('link', { name: `View Pricing of ${lab.productName}` })).toHaveAttribute(
    'href',
    `${lab.link}#pricing`,
  );
});

test('without JavaScript the whole tour plays with the browser’s controls and each chapter links to its part of the video', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/video-tour');
  const main = page.getByRole('main');
  await expect(main.locator('video[controls]')).toHaveCount(1);
  const links = main.getByRole('region', { name: 'Chapters' }).getByRole('link');
  await expect(links).toHaveCount(products.length);
  await expect(links.filter({ hasText: lab.productName })).toHaveAttribute(
    'href',
    `${productTour.sources[0]!.src}#t=${labChapter.start},${labChapter.end}`,
  );
  await context.close();
});
