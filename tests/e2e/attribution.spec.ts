/**
 * First-touch attribution end to end: a visit that lands on a campaign URL and later sends a form
 * stores the landing page, the external referrer and the utm values with the lead, read back from
 * the local Blobs store of the served site (.netlify/blobs-serve/entries/<site>/site:<store>/<key>);
 * under Global Privacy Control nothing of it is recorded. The run's entries are removed afterwards.
 */
import { expect, test, type Page } from '@playwright/test';
import { ATTRIBUTION_FIELDS } from '../../src/lib/attribution';
import { removeRunLeads, runTags, takeStored } from './support/leads';

const STORAGE_KEY = 'sarathi:first-touch';
const { run: RUN, uniqueTag } = runTags('e2eattr');
test.afterAll(() => removeRunLeads(RUN));

const select = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Opens /request-demo in the same tab (a later page of the visit) and sends a valid request. */
async function requestDemo(page: Page, tag: string): Promise<void> {
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/request-demo?pricing=basic');
  await expect(page.locator('astro-island[component-url*="DemoRequestForm"]')).not.toHaveAttribute('ssr', {
    timeout: 15_000,
  });
  await select(page, 'Industry').selectOption('healthcare');
  await select(page, 'Sub-industry').selectOption('clinic');
  await select(page, 'Expected timeframe').selectOption('1-3 months');
  await page.getByRole('button', { name: 'Next' }).click();
  await textbox(page, 'Email').fill(`e2e-${tag}@example.com.np`);
  await textbox(page, 'Company').fill(`Bhaktapur Dental Care ${tag}`);
  await textbox(page, 'Phone').fill('9841526370');
  await select(page, 'Job title').selectOption('Managing Director');
  await page.getByRole('button', { name: 'Submit' }).click();
}

test('a visit landing on a campaign URL stores its first touch with the demo request', async ({ page }) => {
  const tag = uniqueTag();
  await page.goto('/pricing?utm_source=newsletter&utm_campaign=spring', {
    referer: 'https://news.example.com/spring-roundup',
  });
  await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEY)).not.toBeNull();
  await requestDemo(page, tag);
  const lead = await takeStored('demo-requests', tag);
  expect(lead).toMatchObject({
    companyName: `Bhaktapur Dental Care ${tag}`,
    pricing: 'basic',
    landingPage: '/pricing?utm_source=newsletter&utm_campaign=spring',
    referrer: 'https://news.example.com',
    utmSource: 'newsletter',
    utmCampaign: 'spring',
  });
  expect(String(lead.page)).toMatch(/\/request-demo\?pricing=basic$/);
  expect(lead).not.toHaveProperty('utmMedium');
});

test('the contact form sends the first touch too', async ({ page }) => {
  const tag = uniqueTag();
  await page.goto('/?utm_source=facebook&utm_medium=social&utm_content=clinic-video');
  await page.goto('/contact-us');
  await page.getByRole('heading', { name: 'Send us a message' }).scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[component-url*="ContactForm"]')).not.toHaveAttribute('ssr', {
    timeout: 15_000,
  });
  await textbox(page, 'Name').fill('Sita Gurung');
  await textbox(page, 'Email').fill(`e2e-${tag}@example.com`);
  await textbox(page, 'Company').fill(`Pokhara Lakeside Restaurant ${tag}`);
  await textbox(page, 'Message').fill('Do you support KOT printing for two kitchens?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status')).toContainText('Message Sent!');
  expect(await takeStored('contact-messages', tag)).toMatchObject({
    landingPage: '/?utm_source=facebook&utm_medium=social&utm_content=clinic-video',
    utmSource: 'facebook',
    utmMedium: 'social',
    utmContent: 'clinic-video',
  });
});

test.describe('with Global Privacy Control', () => {
  test.use({ extraHTTPHeaders: { 'Sec-GPC': '1' } });

  test('nothing of the visit is kept or stored', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    const tag = uniqueTag();
    await page.goto('/pricing?utm_source=newsletter&utm_campaign=spring', {
      referer: 'https://news.example.com/spring-roundup',
    });
    await requestDemo(page, tag);
    const lead = await takeStored('demo-requests', tag);
    expect(lead).toMatchObject({ companyName: `Bhaktapur Dental Care ${tag}` });
    for (const field of ATTRIBUTION_FIELDS) expect(lead).not.toHaveProperty(field);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEY)).toBeNull();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form post records the page that posted it and its utm values', async ({ page }) => {
    const tag = uniqueTag();
    await page.goto('/request-demo?utm_source=poster&utm_medium=print&pricing=standard');
    await select(page, 'Industry').selectOption('healthcare');
    await select(page, 'Sub-industry').selectOption('lab');
    await select(page, 'Pricing plan').selectOption('standard');
    await select(page, 'Expected timeframe').selectOption('3-6 months');
    await textbox(page, 'Email').fill(`e2e-${tag}@example.com.np`);
    await textbox(page, 'Company').fill(`Chitwan Diagnostic Lab ${tag}`);
    await textbox(page, 'Phone').fill('9855061742');
    await select(page, 'Job title').selectOption('IT Manager');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/request-demo\/thank-you$/);
    expect(await takeStored('demo-requests', tag)).toMatchObject({
      landingPage: '/request-demo?utm_source=poster&utm_medium=print&pricing=standard',
      utmSource: 'poster',
      utmMedium: 'print',
    });
  });
});
