/**
 * The FAQ accordion section (WAI-ARIA accordion pattern; docs/pages.md#reusable-sections), as the home
 * page shows it with its six items; the support and pricing pages reuse the same section.
 */
import { expect, test, type Page } from '@playwright/test';
import { decodeHTML } from 'entities';
import { hydrated, readContent } from './support/islands';

const faqs = readContent<{ items: { question: string; answer: string }[] }>('faqs/home.json').items;

async function openFaq(page: Page, path = '/') {
  await page.goto(path);
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  await hydrated(page, 'FaqAccordion', faq.getByRole('heading', { level: 2 }));
  return faq;
}

test('has the default title, subtitle and the “Still have questions?” card', async ({ page }) => {
  const faq = await openFaq(page);
  await expect(faq.getByText('Find answers to common questions about our services', { exact: true })).toBeVisible();
  await expect(faq.getByRole('heading', { name: 'Still have questions?' })).toBeVisible();
  await expect(faq.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact-us');
});

test('home shows six questions as accordion buttons that control labelled regions', async ({ page }) => {
  const faq = await openFaq(page);
  const buttons = faq.getByRole('button');
  expect(faqs).toHaveLength(6);
  await expect(buttons).toHaveText(faqs.map((item) => item.question));
  for (const [index, item] of faqs.entries()) {
    const button = buttons.nth(index);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const panelId = await button.getAttribute('aria-controls');
    const panel = page.locator(`#${panelId}`);
    await expect(panel).toHaveAttribute('role', 'region');
    await expect(panel).toHaveText(item.answer);
    await expect(panel).toBeHidden();
    await expect(button.locator('xpath=..')).toHaveRole('heading');
  }
});

test('opening one item closes the other, and clicking the open item closes it', async ({ page }) => {
  const faq = await openFaq(page);
  const first = faq.getByRole('button', { name: faqs[0]!.question });
  const second = faq.getByRole('button', { name: faqs[1]!.question });
  const firstAnswer = faq.getByRole('region', { name: faqs[0]!.question });
  const secondAnswer = faq.getByRole('region', { name: faqs[1]!.question });

  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(firstAnswer).toBeVisible();
  await expect(firstAnswer).toHaveText(faqs[0]!.answer);

  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(secondAnswer).toBeVisible();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(firstAnswer).toBeHidden();

  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(secondAnswer).toBeHidden();
  await expect(faq.getByRole('button', { expanded: true })).toHaveCount(0);

  // Keyboard: Enter and Space toggle the focused question.
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Space');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
});

test('every answer is in the server HTML, hidden, and readable without JavaScript', async ({ browser, request }) => {
  const html = decodeHTML(await (await request.get('/')).text());
  for (const item of faqs) {
    expect(html.includes(item.answer), `answer “${item.question}” in the HTML`).toBe(true);
  }
  expect(html.match(/role="region"[^>]*hidden/g)?.length ?? 0).toBeGreaterThanOrEqual(6);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  await noScript.goto('/');
  await expect(noScript.getByText(faqs[5]!.answer)).toBeVisible();
  await context.close();
});

test('items fade in one after another, 0.1 s apart', async ({ page }) => {
  const faq = await openFaq(page);
  const items = faq
    .getByRole('heading', { level: 3 })
    .locator('xpath=..')
    .filter({ has: page.getByRole('button') });
  await expect(items).toHaveCount(6);
  const delays = await items.evaluateAll((elements) =>
    elements.map((element) => getComputedStyle(element).transitionDelay.split(',')[0]!.trim()),
  );
  expect(delays).toEqual(['0s', '0.1s', '0.2s', '0.3s', '0.4s', '0.5s']);
  await items.last().scrollIntoViewIfNeeded();
  await expect(items.last()).toHaveCSS('opacity', '1');
});

test('the support page uses the same accordion', async ({ page }) => {
  const faq = await openFaq(page, '/support');
  const first = faq.getByRole('button').first();
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await faq.getByRole('button').nth(1).click();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
});
