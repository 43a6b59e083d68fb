/**
 * /video-tour: the target of the Preview links, titled with the product named by the query, the
 * product's chapter of the self-hosted tour in a native player that loads nothing until Play, with
 * captions, and the product's demo and pricing links.
 */
import { expect, test } from '@playwright/test';
import { hydrated, productTour, readCollection, recordVideoRequests, serveVideoWithRanges } from './support/islands';

interface SubIndustryContent {
  industry: string;
  subIndustry: string;
  productName: string;
  link: string;
}
const products = readCollection<SubIndustryContent>('sub-industries/healthcare').concat(
  readCollection<SubIndustryContent>('sub-industries/hospitality'),
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
  await hydrated(page, 'VideoTour');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${lab.productName} video tour`);
  await expect(page).toHaveTitle(new RegExp(`^${lab.productName} video tour`));
});

test('the product’s chapter loads only on Play, from this site, with English captions, Schedule Demo and View Pricing', async ({
  page,
}) => {
  const requests = recordVideoRequests(page);
  await serveVideoWithRanges(page);
  await page.goto('/video-tour?industry=healthcare&subIndustry=lab');
  await hydrated(page, 'VideoTour');
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

  await player.evaluate((video: HTMLVideoElement) => video.play());
  // The media fragment starts the lab's chapter, not the intro, and the file comes from this site.
  await expect
    .poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime))
    .toBeGreaterThan(labChapter.start);
  expect(await player.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeLessThan(labChapter.end);
  expect(requests.length).toBeGreaterThan(0);
  expect(requests.every((path) => productTour.sources.some((source) => source.src === path))).toBe(true);
});

for (const query of ['', '?industry=healthcare', '?industry=retail&subIndustry=shop']) {
  test(`a missing or unknown query (“${query}”) lists every product tour`, async ({ page }) => {
    const requests = recordVideoRequests(page);
    await page.goto(`/video-tour${query}`);
    await hydrated(page, 'VideoTour');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product video tours');
    for (const product of products) {
      await expect(page.getByRole('heading', { level: 2, name: `${product.productName} tour` })).toBeVisible();
      const chapter = productTour.chapters.find(
        (entry) => entry.product === `${product.industry}/${product.subIndustry}`,
      )!;
      const player = page.getByRole('main').locator(`video[aria-label="${product.productName} tour"]`);
      await expect(player).toHaveAttribute('poster', chapter.poster);
      await expect(player.locator('source').last()).toHaveAttribute(
        'src',
        `${productTour.sources.at(-1)!.src}#t=${chapter.start},${chapter.end}`,
      );
    }
    await page.mouse.wheel(0, 5000);
    expect(requests).toEqual([]);
  });
}

test('without JavaScript the list plays too: the players are in the server HTML', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/video-tour');
  await expect(page.getByRole('main').locator('video[controls]')).toHaveCount(products.length);
  await context.close();
});
