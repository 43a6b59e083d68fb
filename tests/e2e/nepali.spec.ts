/**
 * The Nepali pages end to end (docs/languages.md): the language switch keeps the visitor on the
 * same page, and a demo request sent from /ne/request-demo, with Nepali messages first, is stored
 * with exactly the values an English one would have, plus its language. Through the real server
 * of `npm start`; stored leads are read back from local Blobs and removed again.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { sampleDemoRequest } from '../unit/support/leads';
import { FIRST_SEARCH, hydrated, pageScriptsReady, pauseClock, readContent } from './support/islands';
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

/** A customer story's title, from the front matter of its Markdown file under src/content. */
function storyTitle(path: string): string {
  const title = /^title: "(.+)"$/m.exec(readFileSync(new URL(`../../src/content/${path}`, import.meta.url), 'utf8'));
  if (!title?.[1]) throw new Error(`src/content/${path}: no title in its front matter`);
  return title[1];
}

const demoForm = (page: Page) => page.getByRole('form', { name: 'निःशुल्क डेमो बुक गर्नुहोस्' });
const select = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

for (const { path, nepaliHeading, englishHeading } of [
  {
    path: '/',
    nepaliHeading: `${readContent<{ hero: { title: string } }>('home.json', 'ne').hero.title} Sarathi ERP`,
    englishHeading: `${readContent<{ hero: { title: string } }>('home.json').hero.title} Sarathi ERP`,
  },
  { path: '/request-demo', nepaliHeading: 'डेमो अनुरोध गर्नुहोस्', englishHeading: 'Request a Demo' },
  { path: '/contact-us', nepaliHeading: 'सम्पर्क गर्नुहोस्', englishHeading: 'Contact Us' },
  { path: '/support', nepaliHeading: 'तपाईंको आवश्यकताअनुसारको सहयोग', englishHeading: 'Custom Support for You' },
  { path: '/modules', nepaliHeading: 'ERP मोड्युलहरू', englishHeading: 'ERP Modules' },
  {
    path: '/products/healthcare',
    nepaliHeading: (({ hero }) => `${hero.title} ${hero.highlight}`)(
      readContent<{ hero: { title: string; highlight: string } }>('industries/healthcare.json', 'ne'),
    ),
    englishHeading: (({ hero }) => `${hero.title} ${hero.highlight}`)(
      readContent<{ hero: { title: string; highlight: string } }>('industries/healthcare.json'),
    ),
  },
  {
    path: '/customer-stories/newa-kitchen-food-cost',
    nepaliHeading: storyTitle('stories/newa-kitchen-food-cost.ne.md'),
    englishHeading: storyTitle('stories/newa-kitchen-food-cost.en.md'),
  },
  { path: '/news', nepaliHeading: 'Sarathi ERP का समाचार', englishHeading: 'News from Sarathi ERP' },
  { path: '/video-tour', nepaliHeading: 'प्रोडक्टका भिडियो टुर', englishHeading: 'Product video tours' },
  {
    path: '/pricing',
    nepaliHeading: (({ hero }) => `${hero.title} ${hero.highlight}`)(
      readContent<{ hero: { title: string; highlight: string } }>('pricing-page.json', 'ne'),
    ),
    englishHeading: (({ hero }) => `${hero.title} ${hero.highlight}`)(
      readContent<{ hero: { title: string; highlight: string } }>('pricing-page.json'),
    ),
  },
  {
    path: '/products/healthcare/clinic',
    nepaliHeading: readContent<{ hero: { title: string } }>('sub-industries/healthcare/clinic.json', 'ne').hero.title,
    englishHeading: readContent<{ hero: { title: string } }>('sub-industries/healthcare/clinic.json').hero.title,
  },
  {
    path: '/industry/hospitality/restaurant/modules',
    nepaliHeading: 'रेस्टुरेन्टका मोड्युलहरू',
    englishHeading: 'Restaurant Modules',
  },
  {
    path: '/modules/telemedicine',
    nepaliHeading: readContent<{ title: string }>('modules/telemedicine.json', 'ne').title,
    englishHeading: readContent<{ title: string }>('modules/telemedicine.json').title,
  },
]) {
  test(`the language switch leads from ${path} to the same page in Nepali and back`, async ({ page }) => {
    await page.goto(path);
    await page.getByRole('link', { name: 'नेपाली' }).click();
    await expect(page).toHaveURL(new RegExp(`/ne${path === '/' ? '' : path}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nepaliHeading);
    // The logo leads home in the page's language.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sarathi ERP', exact: true })).toHaveAttribute(
      'href',
      '/ne',
    );
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(new RegExp(path === '/' ? ':\\d+/$' : `[^e]${path}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishHeading);
  });
}

test('the Nepali package filter shows one industry with a Nepali intro that links its Nepali page', async ({
  page,
}) => {
  await page.goto('/ne/products');
  const section = page.locator('#products');
  await hydrated(page, 'ProductFilter', section.getByRole('heading', { level: 2 }));
  const filter = section.getByRole('group', { name: 'उद्योगअनुसार प्याकेज देखाउनुहोस्' });
  const hospitality = readContent<{ name: string }>('industries/hospitality.json', 'ne').name;
  await filter.getByRole('button', { name: hospitality }).click();
  await expect(section.getByText('यसले कसरी काम गर्छ, जान्न चाहनुहुन्छ?', { exact: true })).toBeVisible();
  await expect(section.getByRole('link', { name: `${hospitality}का प्रोडक्ट हेर्नुहोस्` })).toHaveAttribute(
    'href',
    '/ne/products/hospitality',
  );
  const restaurant = readContent<{ productName: string }>('sub-industries/hospitality/restaurant.json', 'ne');
  await expect(section.getByRole('article').filter({ visible: true })).toHaveCount(1);
  await expect(section.getByRole('heading', { name: restaurant.productName })).toBeVisible();
});

test('the Nepali plan chooser loads another product’s plans in Nepali: prices, cycles, toggles and table', async ({
  page,
}) => {
  await page.goto('/ne/pricing');
  const section = page.locator('section#pricing');
  await hydrated(page, 'PricingExplorer', section);
  const dental = readContent<{ name: string; productName: string }>('sub-industries/healthcare/dental.json', 'ne');
  await section
    .getByRole('radiogroup', { name: 'आफ्नो प्रोडक्ट छान्नुहोस्' })
    .getByRole('radio', { name: dental.name })
    .check();
  await expect(page).toHaveURL(/\/ne\/pricing\?product=healthcare\/dental$/);
  await expect(section.getByRole('heading', { name: `${dental.productName} का प्लान`, exact: true })).toBeVisible();

  // Dental Basic is Rs.2995 a month: semi-annual 2995 × 6 × 0.95 = 17,071.5 → रु. १७,०७२, was रु. १७,९७०.
  await section.getByRole('radio', { name: /^अर्धवार्षिक/ }).check();
  const basic = section.getByRole('article', { name: 'बेसिक', exact: true });
  await expect(basic.getByText('रु. १७,०७२', { exact: true })).toBeVisible();
  await expect(basic.getByText('/६ महिना', { exact: true })).toBeVisible();
  await expect(basic.getByRole('link', { name: /^सुरु गर्नुहोस्/ })).toHaveAttribute(
    'href',
    '/ne/request-demo?industry=healthcare&subIndustry=dental&pricing=basic',
  );

  const standard = section.getByRole('article', { name: 'स्ट्यान्डर्ड', exact: true });
  await standard.getByRole('button', { name: /^थप ३ हेर्नुहोस्/ }).click();
  await expect(standard.getByRole('button', { name: /^कम देखाउनुहोस्/ })).toHaveAttribute('aria-expanded', 'true');

  const table = section.getByRole('region', { name: `${dental.productName} का प्लान तुलना गर्नुहोस्` });
  await expect(table.getByRole('rowheader', { name: 'प्याकेजमा पाइने सेवा' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /^स्ट्यान्डर्ड/ })).toContainText('रु. ३१,३५०');
});

test('the Nepali home page counts its reach up in Devanagari digits', async ({ page }) => {
  await page.clock.install();
  await page.goto('/ne');
  await pauseClock(page);
  await pageScriptsReady(page);
  const clinics = page.locator('[data-count-up="250"]');
  await expect(clinics).toHaveText('०');
  await clinics.scrollIntoViewIfNeeded();
  await expect(clinics).toHaveAttribute('data-count-state', 'running');
  await page.clock.runFor(500);
  await expect(clinics).toHaveText(/^[१-९][०-९]*$/);
  await page.clock.runFor(600);
  await expect(clinics).toHaveText('२५०');
});

test('the Nepali customers page names each customer in Nepali, counts in Devanagari and folds with Nepali controls', async ({
  page,
}) => {
  /** Devanagari digits of a count. */
  const nepaliNumber = (count: number) => String(count).replace(/[0-9]/g, (digit) => '०१२३४५६७८९'[Number(digit)]!);
  const healthcare = readdirSync(new URL('../../src/content/customers/', import.meta.url))
    .filter((file) => file.endsWith('.en.json'))
    .map((file) => file.replace(/\.en\.json$/, ''))
    .map((id) => ({ id, ...readContent<{ order: number; industry: string[] }>(`customers/${id}.json`) }))
    .filter((customer) => customer.industry.some((key) => key.startsWith('healthcare')))
    .sort((a, b) => a.order - b.order)
    .map((customer) => readContent<{ name: string }>(`customers/${customer.id}.json`, 'ne').name);
  const industryName = readContent<{ name: string }>('industries/healthcare.json', 'ne').name;
  await page.goto('/ne/customers');
  const region = page.getByRole('region', {
    name: `${industryName}का ग्राहक (${nepaliNumber(healthcare.length)})`,
  });
  await region.scrollIntoViewIfNeeded();
  await expect(region.locator('astro-island')).not.toHaveAttribute('ssr', { timeout: 15_000 });
  const names = region.getByRole('listitem').getByRole('heading', { level: 3 });
  await expect(region.getByText(`${nepaliNumber(healthcare.length)} मध्ये ४ देखाइएको`)).toBeVisible();
  await expect(names).toHaveCount(4);
  await expect(names.first()).toContainText(healthcare[0]!);
  await region.getByRole('button', { name: `सबै देखाउनुहोस् (${nepaliNumber(healthcare.length)})` }).click();
  await expect(names).toHaveCount(healthcare.length);
  await expect(region.getByRole('button', { name: 'कम देखाउनुहोस्' })).toHaveAttribute('aria-expanded', 'true');
});

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

  await expect.poll(() => dialogs).toEqual(['तपाईंको अनुरोध पठाइयो। थप जानकारीका लागि कृपया आफ्नो इमेल हेर्नुहोस्।']);
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

test.describe('search in Nepali', () => {
  /** A module found by its Nepali name, which no English page holds. */
  const MODULE = {
    path: '/ne/modules/telemedicine',
    ...readContent<{ title: string }>('modules/telemedicine.json', 'ne'),
  };

  test('the header’s search on a Nepali page finds a module by its Nepali name, and only Nepali pages', async ({
    page,
  }) => {
    await page.goto('/ne/modules');
    await hydrated(page, 'MainNav');
    await page.getByRole('banner').getByRole('button', { name: 'खोज्नुहोस्', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'खोज' });
    await dialog.getByRole('searchbox', { name: 'साइटमा खोज्नुहोस्' }).fill(MODULE.title);
    const results = dialog.getByRole('list', { name: 'खोजका नतिजा' });
    await expect(results.locator(`a[href="${MODULE.path}"]`)).toContainText(MODULE.title, FIRST_SEARCH);
    await expect(dialog.getByRole('status')).toHaveText(/^“.+” का लागि [०-९]+ नतिजा$/);
    for (const href of await results
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href, 'a Nepali search lists Nepali pages').toMatch(/^\/ne(\/|$)/);
    }
  });

  test('/ne/search?q= lists the module, and an English word finds no Nepali page', async ({ page }) => {
    await page.goto(`/ne/search?q=${encodeURIComponent(MODULE.title)}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('list', { name: 'खोजका नतिजा' }).locator(`a[href="${MODULE.path}"]`)).toBeVisible(
      FIRST_SEARCH,
    );
    const field = main.getByRole('searchbox');
    // A word of the English lab pages (search.spec.ts finds it there), in no Nepali text. Not a word
    // of a news article's address: Pagefind keeps a page's first picture, and the news list's cover
    // pictures are named after their articles.
    await field.fill('electrolyte');
    await field.press('Enter');
    await expect(page).toHaveURL('/ne/search?q=electrolyte');
    await expect(main.getByRole('status')).toHaveText('“electrolyte” का लागि कुनै नतिजा भेटिएन');
  });
});

test('an unknown address under /ne answers 404 with the Nepali not-found pages', async ({ page }) => {
  const moduleResponse = await page.goto('/ne/modules/no-such-module');
  expect(moduleResponse?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('“no-such-module” नामको मोड्युल भेटिएन');
  const pageResponse = await page.goto('/ne/no-such-page');
  expect(pageResponse?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('माफ गर्नुहोस्, तपाईंले खोज्नुभएको पृष्ठ भेटिएन।');
});
