/**
 * Site search (Pagefind): the header's Search button opens a dialog whose code, script and index
 * load only then; typing searches after a pause; a word from a module's description finds the
 * module page and a word from an FAQ answer finds the page that shows that FAQ; results link to
 * the pages; Escape closes and gives focus back; /search?q=… shows the same results on its own
 * page; all of it under the strict CSP (Pagefind compiles WebAssembly). The keyboard walk of the
 * dialog is in keyboard.spec.ts, its axe scan and layout in pages.spec.ts (open states).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { SEARCH_DEBOUNCE_MS } from '../../src/lib/search';
import { recordViolations } from './support/csp';
import {
  expectInsideScreen,
  FIRST_SEARCH,
  hydrated,
  readCollection,
  readContent,
  widenPageBeyondScreen,
} from './support/islands';
import { collectErrors } from './support/routes';

interface Faq {
  items: { question: string; answer: string }[];
}

/** A word of the operation-theatre module's description that no other canonical page holds. */
const MODULE_WORD = 'checklists';
const MODULE = {
  path: '/modules/operation-theatre',
  description: readContent<{ title: string; description: string }>('modules/operation-theatre.json'),
};
/** A word of one restaurant FAQ answer; the restaurant product page shows that FAQ. */
const FAQ_WORD = 'tandoor';
const FAQ = readContent<Faq>('faqs/restaurant.json').items.find((item) => item.answer.toLowerCase().includes(FAQ_WORD));
const FAQ_PAGE = '/products/hospitality/restaurant';
/** A word of the lab FAQ, for /search?q=. */
const LAB_WORD = 'electrolyte';

/** Words found in one customer story and in one news article only (their Markdown holds them). */
const STORY_AND_ARTICLE = [
  {
    word: 'gynaecology',
    path: '/customer-stories/bagmati-community-hospital-opd-queues',
    file: 'src/content/stories/bagmati-community-hospital-opd-queues.en.md',
  },
  {
    word: 'depreciation',
    path: '/news/closing-fiscal-year-2081-82-checklist',
    file: 'src/content/news/closing-fiscal-year-2081-82-checklist.en.md',
  },
];
const LAB_PAGE = '/products/healthcare/lab';

/**
 * The pages that are about billing, by the content: the modules whose title names it and the
 * products whose hero headline does ("bill", "bills", "billing": search matches the word's stem).
 */
const ABOUT_BILLING = /\bbill/i;
const billingModules = readdirSync('src/content/modules')
  .filter((file) => file.endsWith('.en.json'))
  .map((file) => file.replace(/\.en\.json$/, ''))
  .filter((key) => ABOUT_BILLING.test(readContent<{ title: string }>(`modules/${key}.json`).title))
  .map((key) => `/modules/${key}`);
const billingProducts = ['healthcare', 'hospitality'].flatMap((industry) =>
  readCollection<{ link: string; hero: { title: string } }>(`sub-industries/${industry}`)
    .filter((product) => ABOUT_BILLING.test(product.hero.title))
    .map((product) => product.link),
);
/** Labels of controls (tag toggles, carousel buttons, card affordances), which are not page text. */

const CONTROL_LABELS = /\+\d+ more|Show less|Pause slideshow|Play slideshow|View module/;

/** Every request the page makes to the search bundle (/pagefind/…), recorded from now on. */
function pagefindRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/pagefind/')) requests.push(url.pathname);
  });
  return requests;
}

/** Opens `path` and waits for the navigation island, so the Search control is the dialog button. */
async function openPage(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await hydrated(page, 'MainNav');
}

/** The search dialog (by its accessible name). */
const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
/** The header's Search button. */
const searchButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });

test.describe('search dialog', () => {
  test('the content under test holds the words searched for', () => {
    expect(MODULE.description.description.toLowerCase()).toContain(MODULE_WORD);
    expect(FAQ, `no restaurant FAQ answer mentions "${FAQ_WORD}"`).toBeDefined();
    const lab = readCollection<Faq>('faqs')
      .flatMap((faq) => faq.items)
      .filter((item) => item.answer.toLowerCase().includes(LAB_WORD));
    expect(lab.length).toBeGreaterThan(0);
  });

  test('nothing of search loads before the button is pressed; typing a module word finds the module after the pause', async ({
    page,
  }) => {
    const violations = await recordViolations(page);
    const errors = collectErrors(page);
    const requests = pagefindRequests(page);
    await page.clock.install();
    await openPage(page);
    await page.waitForLoadState('networkidle');
    expect(requests, 'requests to /pagefind/ before search was opened').toEqual([]);

    await searchButton(page).click();
    const dialog = searchDialog(page);
    await expect(dialog).toBeVisible();
    const field = dialog.getByRole('searchbox', { name: 'Search the site' });
    await expect(field).toBeFocused();
    await expect(dialog.getByRole('status')).toHaveText(/^Type a word/);

    // Typing pauses shorter than the debounce delay search nothing; the whole word is searched once.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await field.pressSequentially(MODULE_WORD.slice(0, 4));
    await page.clock.runFor(SEARCH_DEBOUNCE_MS - 50);
    await field.pressSequentially(MODULE_WORD.slice(4));
    await page.clock.runFor(SEARCH_DEBOUNCE_MS - 50);
    await expect(dialog.getByRole('status')).toHaveText(/^Type a word/);
    expect(requests, 'Pagefind loaded before the typing pause ended').toEqual([]);
    await page.clock.runFor(100);
    await page.clock.resume();

    const results = dialog.getByRole('list', { name: 'Search results' });
    await expect(dialog.getByRole('status')).toHaveText(new RegExp(`^\\d+ results? for “${MODULE_WORD}”$`));
    // Pagefind matches word stems, so an article about a year-end "checklist" may rank too.
    const moduleLink = results.locator(`a[href="${MODULE.path}"]`);
    await expect(moduleLink).toHaveText(new RegExp(MODULE.description.title.split(' ')[0] ?? ''));
    // The excerpt highlights the word in a <mark>, as text.
    await expect(
      results
        .getByRole('listitem')
        .filter({ has: page.locator(`a[href="${MODULE.path}"]`) })
        .locator('mark')
        .first(),
    ).toHaveText(new RegExp(MODULE_WORD.slice(0, 9), 'i'));
    expect(requests).toContain('/pagefind/pagefind.js');

    await moduleLink.click();
    await expect(page).toHaveURL(MODULE.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a word from an FAQ answer finds the page with that FAQ; no match says so', async ({ page }) => {
    const violations = await recordViolations(page);
    await openPage(page, '/pricing');
    await searchButton(page).click();
    const dialog = searchDialog(page);
    const field = dialog.getByRole('searchbox', { name: 'Search the site' });
    await field.fill(FAQ_WORD);
    const results = dialog.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('link', { name: /Restaurant/ }).first()).toHaveAttribute('href', FAQ_PAGE);
    await expect(dialog.getByRole('status')).toHaveText(`1 result for “${FAQ_WORD}”`);

    await field.fill('zzqxj');
    await expect(dialog.getByRole('status')).toHaveText('No results for “zzqxj”');
    await expect(results).toBeHidden();
    expect(await violations()).toEqual([]);
  });

  test('a word from a customer story and one from a news article find their pages', async ({ page }) => {
    await openPage(page);
    await searchButton(page).click();
    const dialog = searchDialog(page);
    const field = dialog.getByRole('searchbox', { name: 'Search the site' });
    const results = dialog.getByRole('list', { name: 'Search results' });
    for (const { word, path, file } of STORY_AND_ARTICLE) {
      expect(readFileSync(file, 'utf8').toLowerCase(), `${file} mentions "${word}"`).toContain(word);
      await field.fill(word);
      await expect(results.locator(`a[href="${path}"]`)).toBeVisible();
    }
  });

  test('Escape closes the dialog, even with a query typed, and focus returns to the button', async ({ page }) => {
    await openPage(page);
    const button = searchButton(page);
    await button.click();
    const field = searchDialog(page).getByRole('searchbox');
    await expect(field).toBeFocused();
    await field.fill(LAB_WORD);
    await expect(searchDialog(page).getByRole('link').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(searchDialog(page)).toBeHidden();
    await expect(button).toBeFocused();

    // Opened again it starts afresh; the close button closes it too.
    await button.click();
    await expect(searchDialog(page).getByRole('searchbox')).toHaveValue('');
    await searchDialog(page).getByRole('button', { name: 'Close search' }).click();
    await expect(searchDialog(page)).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('when the dialog’s code cannot be fetched, the button opens the search page instead', async ({ page }) => {
    await openPage(page);
    await page.route(/\/_astro\/SearchDialog\.[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
    await searchButton(page).click();
    await expect(page).toHaveURL('/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  });

  test('at 375 px the button shows in the header and the dialog fits the screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openPage(page);
    const button = searchButton(page);
    await expect(button).toBeInViewport();
    await button.click();
    const dialog = searchDialog(page);
    await dialog.getByRole('searchbox').fill('billing');
    await expect(dialog.getByRole('link').first()).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(375);
    // Nothing inside it is wider than the dialog (long titles and excerpts wrap or truncate).
    const overflow = await dialog.evaluate((element) =>
      [...element.querySelectorAll('*')]
        .filter((child) => child.scrollWidth > child.clientWidth + 1 && getComputedStyle(child).overflowX !== 'hidden')
        .map((child) => child.tagName),
    );
    expect(overflow).toEqual([]);
  });
});

test('on a phone the dialog opens on the screen even when the page behind is wider than the screen', async ({
  browser,
}) => {
  const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  await openPage(page, '/pricing');
  expect(await widenPageBeyondScreen(page)).toBeGreaterThan(375);
  await searchButton(page).tap();
  const dialog = searchDialog(page);
  await expect(dialog.getByRole('searchbox')).toBeFocused();
  await expectInsideScreen(dialog.getByRole('heading', { name: 'Search' }), 375, 'the heading');
  await expectInsideScreen(dialog.getByRole('searchbox'), 375, 'the search field');
  await expectInsideScreen(dialog.getByRole('button', { name: 'Close search' }), 375, 'the close button');
  await phone.close();
});

test.describe('search ranking', () => {
  test('“billing” lists the pages about billing first, its module ahead of the packages, and no excerpt shows a control label', async ({
    page,
  }) => {
    expect(billingModules.length).toBeGreaterThan(0);
    expect(billingProducts.length).toBeGreaterThan(0);
    await page.goto('/search?q=billing');
    const results = page.getByRole('main').getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('link').first()).toHaveAttribute('href', billingModules[0]!, FIRST_SEARCH);
    const hrefs = await results
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.slice(0, billingModules.length).sort()).toEqual([...billingModules].sort());
    expect(hrefs.slice(billingModules.length, billingModules.length + billingProducts.length).sort()).toEqual(
      [...billingProducts].sort(),
    );
    for (const text of await results.getByRole('listitem').allInnerTexts()) expect(text).not.toMatch(CONTROL_LABELS);
  });
});

test.describe('/search page', () => {
  test('the server HTML is a GET form to /search with a q field', async ({ request }) => {
    const html = await (await request.get('/search')).text();
    const form = html.match(/<form\b[^>]*role="search"[^>]*>/)?.[0] ?? '';
    expect(form).toContain('action="/search"');
    expect(form).toContain('method="get"');
    expect(html).toMatch(/<input\b[^>]*name="q"/);
  });

  test('/search?q= shows the results of the query; a new query updates the address', async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto(`/search?q=${LAB_WORD}`);
    const field = page.getByRole('main').getByRole('searchbox');
    await expect(field).toHaveValue(LAB_WORD);
    const results = page.getByRole('main').getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('link').first()).toHaveAttribute('href', LAB_PAGE, FIRST_SEARCH);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(`1 result for “${LAB_WORD}”`);

    await field.fill(FAQ_WORD);
    await field.press('Enter');
    await expect(page).toHaveURL(`/search?q=${FAQ_WORD}`);
    await expect(results.getByRole('link').first()).toHaveAttribute('href', FAQ_PAGE);
    expect(await violations()).toEqual([]);
  });

  test('without JavaScript the header links to /search and the form submits there', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL('/search');
    await page.getByRole('main').getByRole('searchbox').fill(LAB_WORD);
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(`/search?q=${LAB_WORD}`);
    await context.close();
  });
});
