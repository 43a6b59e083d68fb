/**
 * Brings a page into one of its open states (menus, dialogs, expanded rows, forms showing their
 * errors) and asserts it got there, for pages.spec.ts, which checks the layout and axe in every
 * state a page can show ({@link OPEN_STATES}).
 */
import { expect, type Page } from '@playwright/test';
import { FIRST_SEARCH, hydrated, readContent } from './islands';
import { finishAnimations, visit } from './routes';

const home = readContent<{ hero: { videoButton: string } }>('home.json');

/**
 * Opens the small-screen menu on a product page and expands its Products submenu and each of
 * `groups` (e.g. 'Hospitality submenu'), then lets the panel's animations end. Needs a viewport
 * below 1024 px, where the menu panel exists.
 */
export async function openMenuPanel(page: Page, groups: readonly string[]): Promise<void> {
  await visit(page, '/products/healthcare/hospital');
  await hydrated(page, 'MainNav');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Menu' });
  await expect(panel).toBeVisible();
  for (const group of ['Products submenu', ...groups]) {
    const toggle = panel.getByRole('button', { name: group });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  await expect(panel.getByRole('link', { name: 'Restaurant', exact: true })).toBeVisible();
  await finishAnimations(page);
}

/** Opens the hospital page's comparison table at 'Users & Branches' and the note on On-site Training. */
export async function openComparisonNote(page: Page): Promise<void> {
  await visit(page, '/products/healthcare/hospital');
  const table = page.locator('section#pricing').getByRole('table');
  await hydrated(page, 'ComparisonTable', table);
  const category = table.getByRole('button', { name: 'Users & Branches' });
  await category.click();
  await expect(category).toHaveAttribute('aria-expanded', 'true');
  const note = table.getByRole('button', { name: 'More about On-site Training' });
  // Opening the category scrolls its rows into view (smoothly); a click aimed while the page still
  // moves can land beside the note, which counts as a click outside. Click until the note is open.
  await expect(async () => {
    if ((await note.getAttribute('aria-expanded')) !== 'true') await note.click();
    await expect(note).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

const demoSelect = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

/** Opens /request-demo and presses Next with step 1 empty (country cleared): step 1 shows its errors. */
export async function showDemoStep1Errors(page: Page): Promise<void> {
  await visit(page, '/request-demo');
  await hydrated(page, 'DemoRequestForm');
  await demoSelect(page, 'Country').selectOption('');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(demoSelect(page, 'Industry')).toHaveAttribute('aria-invalid', 'true');
}

/** From step 1 of the demo form, fills it, goes to step 2 and submits it empty: step 2 shows its errors. */
export async function showDemoStep2Errors(page: Page): Promise<void> {
  await demoSelect(page, 'Industry').selectOption('healthcare');
  await demoSelect(page, 'Sub-industry').selectOption('clinic');
  await demoSelect(page, 'Pricing plan').selectOption('basic');
  await demoSelect(page, 'Expected timeframe').selectOption('1-3 months');
  await demoSelect(page, 'Country').selectOption('Nepal');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveAttribute('aria-invalid', 'true');
}

/** Opens /contact-us and sends the contact form empty: it shows its errors. */
export async function showContactErrors(page: Page): Promise<void> {
  await visit(page, '/contact-us');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await hydrated(page, 'ContactForm', form);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveAttribute('aria-invalid', 'true');
}

/** Opens the home page's video dialog with its hero button; returns once the dialog is visible. */
export async function openVideoDialog(page: Page): Promise<void> {
  await visit(page, '/');
  await hydrated(page, 'VideoDialog');
  await page.getByRole('button', { name: home.hero.videoButton }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await finishAnimations(page);
}

/** Opens the Products dropdown of the wide-screen navigation on the home page. */
export async function openProductsDropdown(page: Page): Promise<void> {
  await visit(page, '/');
  await hydrated(page, 'MainNav');
  await page.getByRole('button', { name: 'Products menu' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Hospital', exact: true }),
  ).toBeVisible();
  await finishAnimations(page);
}

/** Opens the header's Search dialog on the home page and searches a word with many results. */
export async function openSearchWithResults(page: Page): Promise<void> {
  await visit(page, '/');
  await hydrated(page, 'MainNav');
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('searchbox').fill('expiry');
  await expect(dialog.getByRole('list', { name: 'Search results' }).locator('mark').first()).toBeVisible(FIRST_SEARCH);
  await expect(dialog.getByRole('button', { name: /^Show more results/ })).toBeVisible();
  await finishAnimations(page);
}

/** Expands the second question of the home page's FAQ. */
export async function openFaqItem(page: Page): Promise<void> {
  await visit(page, '/');
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  await hydrated(page, 'FaqAccordion', faq.getByRole('heading', { level: 2 }));
  const question = faq.getByRole('button').nth(1);
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await finishAnimations(page);
}

/** Screen widths every layout check covers, in CSS px; the small-screen menu exists below 1024 px only. */
export const ALL_WIDTHS = [320, 375, 768, 1024, 1280] as const;
const MENU_PANEL_WIDTHS = ALL_WIDTHS.filter((width) => width < 1024);
const LINK_ROW_WIDTHS = ALL_WIDTHS.filter((width) => width >= 1024);
/**
 * Widths of the states that exist at every width: 1024 px is left out, as the layout there is the
 * laptop one of 1280 px (Tailwind's `lg`, 1024 px and up; the few `xl` rules are outside these
 * states), so it would repeat the 1280 px check.
 */
const STATE_WIDTHS = ALL_WIDTHS.filter((width) => width !== 1024);

/**
 * An open state: its name, the widths where it exists, and the steps that reach it, each named
 * for the checks after it (layout at every width, axe at 375 and 1280 px).
 */
export interface OpenState {
  name: string;
  widths: readonly number[];
  steps: { where: string; reach: (page: Page) => Promise<void> }[];
}

/** Every open state the gate checks. */
export const OPEN_STATES: OpenState[] = [
  {
    name: 'the small-screen menu with its groups expanded',
    widths: MENU_PANEL_WIDTHS,
    steps: [
      {
        where: 'the open menu panel',
        reach: (page) => openMenuPanel(page, ['Healthcare submenu', 'Hospitality submenu']),
      },
    ],
  },
  {
    name: 'the Products dropdown open',
    widths: LINK_ROW_WIDTHS,
    steps: [{ where: 'the open Products dropdown', reach: openProductsDropdown }],
  },
  {
    name: 'the video dialog open',
    widths: STATE_WIDTHS,
    steps: [{ where: 'the open video dialog', reach: openVideoDialog }],
  },
  {
    name: 'the search dialog open with results',
    widths: STATE_WIDTHS,
    steps: [{ where: 'the open search dialog with results', reach: openSearchWithResults }],
  },
  {
    name: 'an FAQ item expanded',
    widths: STATE_WIDTHS,
    steps: [{ where: 'the home FAQ with an item open', reach: openFaqItem }],
  },
  {
    name: 'a comparison category expanded with a note open',
    widths: STATE_WIDTHS,
    steps: [{ where: 'the comparison table with a category and a note open', reach: openComparisonNote }],
  },
  {
    name: 'the demo form showing its errors on both steps',
    widths: STATE_WIDTHS,
    steps: [
      { where: 'the demo form with its step 1 errors', reach: showDemoStep1Errors },
      { where: 'the demo form with its step 2 errors', reach: showDemoStep2Errors },
    ],
  },
  {
    name: 'the contact form showing its errors',
    widths: STATE_WIDTHS,
    steps: [{ where: 'the contact form with its errors', reach: showContactErrors }],
  },
];
