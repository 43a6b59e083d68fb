/**
 * The Nepali pages end to end (docs/languages.md): the language switch keeps the visitor on the
 * same page, and a demo request sent from /ne/request-demo, with Nepali messages first, is stored
 * with exactly the values an English one would have, plus its language. Through the real server
 * of `npm start`; stored leads are read back from local Blobs and removed again.
 */
import { expect, test, type Page } from '@playwright/test';
import { sampleDemoRequest } from '../unit/support/leads';
import { removeRunLeads, runTags, takeStored } from './support/leads';

const { run: RUN, uniqueTag } = runTags('e2e-ne');
test.afterAll(() => removeRunLeads(RUN));

/** The Nepali demo form, hydrated. */
async function openNepaliDemo(page: Page): Promise<void> {
  await page.goto('/ne/request-demo');
  await expect(page.locator('astro-island[component-url*="DemoRequestForm"]')).not.toHaveAttribute('ssr', {
    timeout: 15_000,
  });
}

const demoForm = (page: Page) => page.getByRole('form', { name: 'निःशुल्क डेमो बुक गर्नुहोस्' });
const select = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

for (const { path, nepaliHeading, englishHeading } of [
  { path: '/request-demo', nepaliHeading: 'डेमो अनुरोध गर्नुहोस्', englishHeading: 'Request a Demo' },
  { path: '/contact-us', nepaliHeading: 'सम्पर्क गर्नुहोस्', englishHeading: 'Contact Us' },
  { path: '/support', nepaliHeading: 'तपाईंको आवश्यकताअनुसारको सहयोग', englishHeading: 'Custom Support for You' },
]) {
  test(`the language switch leads from ${path} to the same page in Nepali and back`, async ({ page }) => {
    await page.goto(path);
    await page.getByRole('link', { name: 'नेपाली' }).click();
    await expect(page).toHaveURL(new RegExp(`/ne${path}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nepaliHeading);
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(new RegExp(`[^e]${path}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishHeading);
  });
}

test('a contact message from the Nepali page is stored with its language; the success message is Nepali', async ({
  page,
}) => {
  const tag = uniqueTag();
  await page.goto('/ne/contact-us');
  const form = page.getByRole('form', { name: 'हामीलाई सन्देश पठाउनुहोस्' });
  await form.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[component-url*="ContactForm"]')).not.toHaveAttribute('ssr', {
    timeout: 15_000,
  });
  await form.getByRole('button', { name: 'सन्देश पठाउनुहोस्' }).click();
  await expect(form.getByText('कृपया नाम लेख्नुहोस्।')).toBeVisible();
  await expect(form.getByText('कृपया सन्देश लेख्नुहोस्।')).toBeVisible();
  await textbox(page, 'नाम').fill('Ramesh Adhikari');
  await textbox(page, 'इमेल').fill(`e2e-${tag}@example.com.np`);
  await textbox(page, 'संस्थाको नाम').fill(`Newa Kitchen ${tag}`);
  await select(page, 'विषय').selectOption('Sales Inquiry');
  await textbox(page, 'सन्देश').fill('हाम्रो रेस्टुरेन्टका लागि मूल्य जान्न चाहन्छु।');
  await form.getByRole('button', { name: 'सन्देश पठाउनुहोस्' }).click();
  await expect(page.getByRole('status')).toHaveText('सन्देश पठाइयो! सम्पर्क गर्नुभएकोमा धन्यवाद। हामी छिट्टै जवाफ दिनेछौँ।');
  expect(await takeStored('contact-messages', tag)).toMatchObject({
    fullName: 'Ramesh Adhikari',
    subject: 'Sales Inquiry',
    locale: 'ne',
  });
});

test('a demo request from the Nepali page: Nepali messages, then stored with the English values and locale ne', async ({
  page,
}) => {
  const tag = uniqueTag();
  const lead = sampleDemoRequest({ email: `e2e-${tag}@example.com.np`, companyName: `Lalitpur Family Clinic ${tag}` });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await openNepaliDemo(page);
  await expect(page.getByText('चरण १/२')).toBeVisible();

  await page.getByRole('button', { name: 'अर्को' }).click();
  await expect(demoForm(page).getByText('कृपया आफ्नो उद्योग छान्नुहोस्।')).toBeVisible();
  await expect(demoForm(page).getByText('कृपया सुरु गर्ने अनुमानित समय छान्नुहोस्।')).toBeVisible();
  await expect(select(page, 'उद्योग')).toBeFocused();

  await select(page, 'उद्योग').selectOption(lead.industry);
  await select(page, 'व्यवसायको प्रकार').selectOption(lead.subIndustry);
  await select(page, 'प्लान').selectOption(lead.pricing);
  await select(page, 'सुरु गर्ने अनुमानित समय').selectOption(lead.timeFrame);
  await page.getByRole('button', { name: 'अर्को' }).click();
  await expect(page.getByText('चरण २/२')).toBeVisible();

  await textbox(page, 'इमेल').fill(lead.email);
  await textbox(page, 'संस्थाको नाम').fill(lead.companyName);
  // Typed on a Nepali keyboard: first too short, then the number in Devanagari digits.
  await textbox(page, 'फोन नम्बर').fill('९८४१०');
  await select(page, 'पद').selectOption(lead.jobTitle);
  await page.getByRole('button', { name: 'पठाउनुहोस्' }).click();
  await expect(demoForm(page).getByText('कृपया १० अङ्कको सही फोन नम्बर लेख्नुहोस्।')).toBeVisible();
  await textbox(page, 'फोन नम्बर').fill('९८४१०७६२५३');
  await page.getByRole('button', { name: 'पठाउनुहोस्' }).click();

  await expect.poll(() => dialogs).toEqual(['तपाईंको अनुरोध पठाइयो, थप जानकारीका लागि कृपया आफ्नो इमेल हेर्नुहोस्']);
  const stored = await takeStored('demo-requests', tag);
  expect(stored).toMatchObject({ ...lead, phoneNumber: '9841076253', locale: 'ne' });
  expect(stored.page).toMatch(/\/ne\/request-demo$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the Nepali demo form posts to the Nepali thank-you page and the lead is stored in Nepali', async ({ page }) => {
    const tag = uniqueTag();
    const lead = sampleDemoRequest({ email: `e2e-${tag}@example.com.np`, companyName: `Pokhara Dental ${tag}` });
    await page.goto('/ne/request-demo');
    await select(page, 'उद्योग').selectOption(lead.industry);
    await select(page, 'व्यवसायको प्रकार').selectOption(lead.subIndustry);
    await select(page, 'प्लान').selectOption(lead.pricing);
    await select(page, 'सुरु गर्ने अनुमानित समय').selectOption(lead.timeFrame);
    await textbox(page, 'इमेल').fill(lead.email);
    await textbox(page, 'संस्थाको नाम').fill(lead.companyName);
    await textbox(page, 'फोन नम्बर').fill(lead.phoneNumber);
    await select(page, 'पद').selectOption(lead.jobTitle);
    await demoForm(page).getByRole('button', { name: 'पठाउनुहोस्' }).click();
    await expect(page).toHaveURL(/\/ne\/request-demo\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('धन्यवाद, तपाईंको डेमो अनुरोध प्राप्त भयो');
    expect(await takeStored('demo-requests', tag)).toMatchObject({ ...lead, locale: 'ne' });
  });
});
