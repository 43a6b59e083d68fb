/**
 * /customers (docs/pages.md, section Customers): the heading, one section per industry with its count, the
 * sub-category dropdown with counts, filtering, Show All / Show Less, 'No clients yet.', the
 * external links, and every customer in the HTML without JavaScript.
 *
 * Expected values are computed here from src/content (customers, industries, sub-industries) with
 * a parser written for the test, so adding a customer does not break the test and a wrong count
 * on the page does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';

const CONTENT = new URL('../../src/content/', import.meta.url);
const PREVIEW = 4;

interface Customer {
  name: string;
  order: number;
  link?: string;
  /** `industry/subIndustry` keys, e.g. ["healthcare/clinic", "healthcare/other"]. */
  industry: string[];
}

function readJsonDir<T>(dir: string): Array<T & { id: string }> {
  const url = new URL(`${dir}/`, CONTENT);
  return readdirSync(url, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.en.json'))
    .map((file) => ({
      id: file.replace(/\.en\.json$/, ''),
      ...(JSON.parse(readFileSync(new URL(file, url), 'utf8')) as T),
    }));
}

const customers = readJsonDir<Customer>('customers').sort((a, b) => a.order - b.order);
const industries = readJsonDir<{ name: string; status: string; order: number }>('industries')
  .filter((industry) => industry.status === 'available')
  .sort((a, b) => a.order - b.order);
const subIndustries = readJsonDir<{ name: string; order: number }>('sub-industries').sort((a, b) => a.order - b.order);

/** The sub-industry slugs a customer lists under `industry`; none or unknown → "other". */
function subsOf(customer: Customer, industry: string): string[] {
  const known = subIndustries.filter((sub) => sub.id.startsWith(`${industry}/`)).map((sub) => sub.id.split('/')[1]);
  const found = customer.industry
    .map((part) => part.split('/').map((piece) => piece.trim().toLowerCase()))
    .filter(([name]) => name === industry)
    .map(([, sub]) => (sub && known.includes(sub) ? sub : 'other'));
  return [...new Set(found)];
}

/** Per available industry: its customers and the dropdown's expected labels ("All (n)", "Clinic (n)", …, "Other (n)"). */
const expected = industries.map((industry) => {
  const members = customers.filter((customer) => subsOf(customer, industry.id).length > 0);
  const choices = [
    ...subIndustries
      .filter((sub) => sub.id.startsWith(`${industry.id}/`))
      .map((sub) => ({ value: sub.id.split('/')[1]!, name: sub.name })),
    { value: 'other', name: 'Other' },
  ].map((choice) => ({
    ...choice,
    members: members.filter((customer) => subsOf(customer, industry.id).includes(choice.value)),
  }));
  return { ...industry, members, choices };
});

function section(page: Page, industryName: string): Locator {
  return page.getByRole('region', { name: new RegExp(`^${industryName} Customers \\(`) });
}

/** Scrolls a section into view and waits until its island has hydrated (client:visible). */
async function hydrated(page: Page, industryName: string): Promise<Locator> {
  const region = section(page, industryName);
  await region.scrollIntoViewIfNeeded();
  await expect(region.locator('astro-island')).not.toHaveAttribute('ssr', { timeout: 15_000 });
  return region;
}

/** Names on the visible cards of a section, in order. */
function visibleNames(region: Locator): Locator {
  return region.getByRole('listitem').getByRole('heading', { level: 3 });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]{}\\]/g, '\\$&');

/** What a card heading reads: the name, plus the screen-reader hint when it links to the customer's site. */
function cardHeadings(list: readonly Customer[]): RegExp[] {
  return list.map(
    (customer) => new RegExp(`^${escapeRegExp(customer.name)}${customer.link ? ' \\(opens in a new tab\\)' : ''}$`),
  );
}

test.beforeEach(async ({ page }) => {
  await page.goto('/customers');
});

test('heading, and one section per industry with its customer count', async ({ page }) => {
  expect(expected.length).toBeGreaterThan(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trusted by Leading Businesses');
  await expect(page.getByRole('heading', { level: 2, name: / Customers \(\d+\)$/ })).toHaveText(
    expected.map((industry) => `${industry.name} Customers (${industry.members.length})`),
  );
});

test('each dropdown offers All plus every sub-industry with its count', async ({ page }) => {
  for (const industry of expected) {
    const region = await hydrated(page, industry.name);
    const select = region.getByRole('combobox', { name: `${industry.name} Sub-category` });
    await expect(select).toHaveValue('all');
    await expect(select.locator('option')).toHaveText([
      `All (${industry.members.length})`,
      ...industry.choices.map((choice) => `${choice.name} (${choice.members.length})`),
    ]);
  }
});

test('shows the first 4, then all with Show All, and folds back with Show Less', async ({ page }) => {
  const industry = expected.find((candidate) => candidate.members.length > PREVIEW);
  expect(industry, 'an industry with more than 4 customers').toBeDefined();
  const { name, members } = industry!;
  const region = await hydrated(page, name);
  await expect(visibleNames(region)).toHaveText(cardHeadings(members.slice(0, PREVIEW)));
  await expect(region.getByText(`Showing ${PREVIEW} of ${members.length}`)).toBeVisible();

  const toggle = region.getByRole('button', { name: `Show All (${members.length})` });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(visibleNames(region)).toHaveText(cardHeadings(members));
  const less = region.getByRole('button', { name: 'Show Less' });
  await expect(less).toHaveAttribute('aria-expanded', 'true');

  await less.click();
  await expect(visibleNames(region)).toHaveCount(PREVIEW);
  await expect(region.getByRole('button', { name: `Show All (${members.length})` })).toBeInViewport();
});

test('a sub-category shows only its customers, with its own Show All', async ({ page }) => {
  for (const industry of expected) {
    const region = await hydrated(page, industry.name);
    const select = region.getByRole('combobox', { name: `${industry.name} Sub-category` });
    for (const choice of industry.choices.filter((candidate) => candidate.members.length > 0)) {
      await select.selectOption(choice.value);
      const names = cardHeadings(choice.members);
      await expect(visibleNames(region)).toHaveText(names.slice(0, PREVIEW));
      const toggle = region.getByRole('button', { name: /^Show All/ });
      if (names.length > PREVIEW) {
        await expect(toggle).toHaveText(`Show All (${names.length})`);
        await toggle.click();
        await expect(visibleNames(region)).toHaveText(names);
      } else {
        await expect(toggle).toHaveCount(0);
      }
      await expect(region.getByText('No clients yet.')).toBeHidden();
    }
    await select.selectOption('all');
    await expect(visibleNames(region)).toHaveCount(Math.min(PREVIEW, industry.members.length));
  }
});

test("an empty sub-category shows 'No clients yet.'", async ({ page }) => {
  const industry = expected.find((candidate) => candidate.choices.some((choice) => choice.members.length === 0));
  expect(industry, 'the content has a sub-category without customers').toBeDefined();
  const empty = industry!.choices.find((choice) => choice.members.length === 0)!;
  const region = await hydrated(page, industry!.name);
  await expect(region.getByText('No clients yet.')).toBeHidden();
  await region.getByRole('combobox', { name: `${industry!.name} Sub-category` }).selectOption(empty.value);
  await expect(region.getByText('No clients yet.')).toBeVisible();
  await expect(region.getByRole('listitem')).toHaveCount(0);
  await expect(region.getByRole('button', { name: /^Show (All|Less)/ })).toHaveCount(0);
});

test('customer sites open in a new tab, safely, and say so', async ({ page }) => {
  const linked = customers.filter((customer) => customer.link);
  const unlinked = customers.filter((customer) => !customer.link);
  expect(linked.length).toBeGreaterThan(0);
  expect(unlinked.length).toBeGreaterThan(0);
  for (const customer of linked) {
    const links = page.getByRole('link', {
      name: `${customer.name} (opens in a new tab)`,
      exact: true,
      includeHidden: true,
    });
    await expect(links.first()).toHaveAttribute('href', customer.link!);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  }
  for (const customer of unlinked) {
    await expect(page.getByRole('link', { name: customer.name, includeHidden: true })).toHaveCount(0);
    await expect(
      page.getByRole('heading', { level: 3, name: customer.name, includeHidden: true }).first(),
    ).toBeAttached();
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every customer of every section is visible', async ({ page }) => {
    for (const industry of expected) {
      const region = section(page, industry.name);
      await expect(visibleNames(region)).toHaveText(cardHeadings(industry.members));
      await expect(region.getByRole('button')).toHaveCount(0);
    }
  });
});
