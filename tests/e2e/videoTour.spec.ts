/**
 * /video-tour (issue #3, SPEC §2.1, §2.5): the target of the Preview links, titled with the product
 * named by the query, the tour behind a click-to-load facade, and the product's demo and pricing links.
 */
import { expect, test } from '@playwright/test';
import { hydrated, readCollection, stubVideoHost } from './support/islands';

interface SubIndustryContent {
  industry: string;
  subIndustry: string;
  productName: string;
  link: string;
  videoUrl: string;
}
const products = readCollection<SubIndustryContent>('sub-industries/healthcare').concat(readCollection<SubIndustryContent>('sub-industries/hospitality'));
const lab = products.find((product) => product.subIndustry === 'lab')!;

test('the Preview link of a product page opens that product’s tour', async ({ page }) => {
  await page.goto(lab.link);
  await page.getByRole('main').getByRole('link', { name: /^Preview/ }).click();
  await expect(page).toHaveURL(/\/video-tour\?industry=healthcare&subIndustry=lab$/);
  await hydrated(page, 'VideoTour');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${lab.productName} video tour`);
  await expect(page).toHaveTitle(new RegExp(`^${lab.productName} video tour`));
});

test('the tour loads from the video host only after Play, with Schedule Demo and View Pricing', async ({ page }) => {
  const requests = await stubVideoHost(page);
  await page.goto('/video-tour?industry=healthcare&subIndustry=lab');
  await hydrated(page, 'VideoTour');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${lab.productName} video tour`);
  await expect(main.getByRole('link', { name: `Schedule Demo of ${lab.productName}` })).toHaveAttribute('href', '/request-demo?industry=healthcare&subIndustry=lab');
  await expect(main.getByRole('link', { name: `View Pricing of ${lab.productName}` })).toHaveAttribute('href', `${lab.link}#pricing`);
  await expect(main.locator('iframe')).toHaveCount(0);
  expect(requests).toEqual([]);

  await main.getByRole('button', { name: `Play the ${lab.productName} tour` }).click();
  const frame = main.locator('iframe');
  await expect(frame).toHaveAttribute('src', `${lab.videoUrl}?autoplay=1`);
  await expect(frame).toHaveAttribute('title', `the ${lab.productName} tour`);
  await expect.poll(() => requests.length).toBeGreaterThan(0);
});

for (const query of ['', '?industry=healthcare', '?industry=retail&subIndustry=shop']) {
  test(`a missing or unknown query (“${query}”) lists every product tour`, async ({ page }) => {
    const requests = await stubVideoHost(page);
    await page.goto(`/video-tour${query}`);
    await hydrated(page, 'VideoTour');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product video tours');
    for (const product of products) {
      await expect(page.getByRole('heading', { level: 2, name: `${product.productName} tour` })).toBeVisible();
      await expect(page.getByRole('button', { name: `Play the ${product.productName} tour` })).toBeVisible();
    }
    expect(requests).toEqual([]);
  });
}
