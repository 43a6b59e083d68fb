/**
 * The module catalogue (docs/pages.md, sections Modules and Module detail): the /modules browser (chips,
 * query prefill, URL sync, search, '+N more', card links, empty state), the scoped lists, module
 * detail sections, scoped detail routes (breadcrumbs, canonical) and the unknown-module 404.
 * Expected lists are computed from src/content/modules with the same rules (src/lib/modules.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  filterModules,
  moduleTagKeys,
  splitCardTags,
  type ModuleFilter,
  type ModuleSummary,
} from '../../src/lib/modules';

const SITE = 'https://www.sarathierp.com.np';
const NO_MODULES = 'No modules found for selected industry.';
const MODULES_DIR = fileURLToPath(new URL('../../src/content/modules/', import.meta.url));

interface ContentModule extends ModuleSummary {
  mainPoints: string[];
}
const catalogue: ContentModule[] = readdirSync(MODULES_DIR)
  .filter((file) => file.endsWith('.en.json'))
  .map((file) => {
    const data = JSON.parse(readFileSync(`${MODULES_DIR}${file}`, 'utf8')) as {
      title: string;
      order?: number;
      industries?: { subIndustry: string; rank?: number }[];
      mainPoints?: string[];
    };
    // The file lists `{ subIndustry, rank? }`; the filter reads "industry/subIndustry#rank".
    const industries = (data.industries ?? []).map(({ subIndustry, rank }) =>
      rank === undefined ? subIndustry : `${subIndustry}#${rank}`,
    );
    return {
      key: file.replace(/\.en\.json$/, ''),
      title: data.title,
      order: data.order ?? 1000,
      industries,
      mainPoints: data.mainPoints ?? [],
    };
  });
const titles = (filter: ModuleFilter = {}) => filterModules(catalogue, filter).map((module) => module.title);
const byKey = (key: string) => {
  const found = catalogue.find((module) => module.key === key);
  if (!found) throw new Error(`no module ${key} in src/content/modules`);
  return found;
};

/** The cards of the browser (each card is an article with the module link in its heading). */
const cards = (page: Page) => page.getByRole('main').getByRole('article');
const cardTitles = (page: Page) => cards(page).getByRole('heading').allInnerTexts();

/** Opens a list page and waits until the module browser island has hydrated. */
async function openBrowser(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('astro-island[component-url*="ModuleBrowser"]')).not.toHaveAttribute('ssr', {
    timeout: 15_000,
  });
}

const chip = (page: Page, group: string | RegExp, name: string) =>
  page.getByRole('group', { name: group }).getByRole('button', { name, exact: true });

test.describe('/modules without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows every module card in catalogue order, even with a filter in the query', async ({ page }) => {
    await page.goto('/modules?industry=hospitality');
    expect(await cardTitles(page)).toEqual(titles());
    await expect(page.getByRole('link', { name: byKey('billing').title, exact: true })).toHaveAttribute(
      'href',
      '/modules/billing',
    );
  });

  test('a scoped list holds only its scope, ranked, with links inside the scope', async ({ page }) => {
    await page.goto('/products/healthcare/lab/modules');
    expect(await cardTitles(page)).toEqual(titles({ industry: 'healthcare', subIndustry: 'lab' }));
    await expect(page.getByRole('link', { name: byKey('sample-collection').title, exact: true })).toHaveAttribute(
      'href',
      '/products/healthcare/lab/modules/sample-collection',
    );
    await page.goto('/industry/hospitality/modules');
    expect(await cardTitles(page)).toEqual(titles({ industry: 'hospitality' }));
  });
});

test.describe('/modules browser', () => {
  test('industry chips filter, show sub-industry chips, rank the sub-industry and sync the URL', async ({ page }) => {
    await openBrowser(page, '/modules');
    expect(await cardTitles(page)).toEqual(titles());
    await expect(chip(page, 'Filter by industry', 'All industries')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('group', { name: /by sub-industry/ })).toHaveCount(0);
    await expect(chip(page, 'Filter by industry', 'Retail Coming Soon')).toBeDisabled();

    await chip(page, 'Filter by industry', 'Healthcare').click();
    await expect(chip(page, 'Filter by industry', 'Healthcare')).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\/modules\?industry=healthcare$/);
    await expect.poll(() => cardTitles(page)).toEqual(titles({ industry: 'healthcare' }));

    const subGroup = 'Filter Healthcare by sub-industry';
    await expect(chip(page, subGroup, 'All Healthcare')).toHaveAttribute('aria-pressed', 'true');
    await chip(page, subGroup, 'Physiotherapy').click();
    await expect(page).toHaveURL(/\/modules\?industry=healthcare&subIndustry=physio-therapy$/);
    await expect
      .poll(() => cardTitles(page))
      .toEqual(titles({ industry: 'healthcare', subIndustry: 'physio-therapy' }));

    await chip(page, 'Filter by industry', 'Hospitality').click();
    await expect(page).toHaveURL(/\/modules\?industry=hospitality$/);
    await expect(page.getByRole('group', { name: subGroup })).toHaveCount(0);
    await expect(chip(page, 'Filter Hospitality by sub-industry', 'Restaurant')).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await chip(page, 'Filter by industry', 'All industries').click();
    await expect(page).toHaveURL(/\/modules$/);
    await expect.poll(() => cardTitles(page)).toEqual(titles());
  });

  test('each coming-soon chip carries its own Coming Soon tag inside it, clear of its neighbours', async ({ page }) => {
    await openBrowser(page, '/modules');
    const group = page.getByRole('group', { name: 'Filter by industry' });
    const boxes = await group.getByRole('button').evaluateAll((chips) =>
      chips.map((chip) => {
        const box = chip.getBoundingClientRect();
        const tag = [...chip.querySelectorAll('span')].find((span) => span.textContent?.trim() === 'Coming Soon');
        const tagBox = tag?.getBoundingClientRect();
        return {
          name: chip.textContent?.trim(),
          chip: { left: box.left, right: box.right, top: box.top, bottom: box.bottom },
          tag: tagBox && { left: tagBox.left, right: tagBox.right, top: tagBox.top, bottom: tagBox.bottom },
        };
      }),
    );
    const tagged = boxes.filter((box) => box.tag);
    const comingSoon = readdirSync(new URL('../../src/content/industries/', import.meta.url))
      .filter((file) => file.endsWith('.en.json'))
      .map(
        (file) =>
          JSON.parse(readFileSync(new URL(`../../src/content/industries/${file}`, import.meta.url), 'utf8')) as {
            name: string;
            status: string;
            order: number;
          },
      )
      .filter((industry) => industry.status === 'coming-soon')
      .sort((a, b) => a.order - b.order)
      .map((industry) => `${industry.name} Coming Soon`);
    expect(tagged.map((box) => box.name)).toEqual(comingSoon);
    for (const { name, chip: outer, tag } of tagged) {
      expect(tag!.left, `${name}: tag inside its chip`).toBeGreaterThanOrEqual(outer.left);
      expect(tag!.right, `${name}: tag inside its chip`).toBeLessThanOrEqual(outer.right);
      expect(tag!.top, `${name}: tag inside its chip`).toBeGreaterThanOrEqual(outer.top);
      expect(tag!.bottom, `${name}: tag inside its chip`).toBeLessThanOrEqual(outer.bottom);
    }
  });

  test('the query prefills the chips, lower-cased, and the URL is normalised', async ({ page }) => {
    await openBrowser(page, '/modules?industry=HealthCare&subIndustry=LAB&utm_source=mail');
    await expect(chip(page, 'Filter by industry', 'Healthcare')).toHaveAttribute('aria-pressed', 'true');
    await expect(chip(page, 'Filter Healthcare by sub-industry', 'Lab')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => cardTitles(page)).toEqual(titles({ industry: 'healthcare', subIndustry: 'lab' }));
    await expect(page).toHaveURL(/\/modules\?industry=healthcare&subIndustry=lab&utm_source=mail$/);
  });

  test('search matches the key text and the title, in any case, and goes into the URL', async ({ page }) => {
    await openBrowser(page, '/modules');
    const search = page.getByRole('searchbox', { name: 'Search modules' });
    await expect(search).toHaveAttribute('placeholder', 'Search modules...');
    await search.fill('HR PAYROLL');
    await expect.poll(() => cardTitles(page)).toEqual([byKey('hr-payroll').title]);
    await expect(page).toHaveURL(/\?search=HR\+PAYROLL$/);
    await search.fill('engagement');
    await expect.poll(() => cardTitles(page)).toEqual([byKey('crm').title]);
    await expect(page.getByRole('status')).toHaveText(`Showing 1 of ${catalogue.length} modules`);
  });

  test('an empty result says so and offers to show every module again', async ({ page }) => {
    await openBrowser(page, '/modules?industry=hospitality&search=dental');
    await expect(page.getByText(NO_MODULES, { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Show all modules' }).click();
    await expect.poll(() => cardTitles(page)).toEqual(titles());
    await expect(page).toHaveURL(/\/modules$/);
  });

  test("'+N more' shows the rest of a card's tags", async ({ page }) => {
    await openBrowser(page, '/modules');
    const accounting = byKey('accounting');
    const { shown, more } = splitCardTags(moduleTagKeys(accounting));
    expect(more.length).toBeGreaterThan(0);
    const card = cards(page).filter({ has: page.getByRole('link', { name: accounting.title, exact: true }) });
    const tags = card
      .getByRole('list', { name: 'Industries' })
      .getByRole('listitem')
      .filter({ hasNotText: /more|less/ });
    await expect(tags.filter({ visible: true })).toHaveCount(shown.length);
    const toggle = card.getByRole('button', { name: `+${more.length} more` });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(card.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    await expect(tags.filter({ visible: true })).toHaveCount(shown.length + more.length);
    await expect(page).toHaveURL(/\/modules$/);
  });

  test('a click anywhere on a card, or Enter on its link, opens the module', async ({ page }) => {
    await openBrowser(page, '/modules');
    const billing = byKey('billing');
    const card = cards(page).filter({ has: page.getByRole('link', { name: billing.title, exact: true }) });
    // Not on the title: on the card's lower part (its points), which the title link covers.
    const box = await card.boundingBox();
    if (!box) throw new Error('the Billing card has no box');
    await card.click({ position: { x: box.width / 2, y: box.height - 30 } });
    await expect(page).toHaveURL(/\/modules\/billing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(billing.title);

    await openBrowser(page, '/modules');
    const link = page.getByRole('link', { name: byKey('telemedicine').title, exact: true });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/modules\/telemedicine$/);
  });
});

test.describe('scoped module lists', () => {
  test('a sub-industry list searches inside its scope and offers no industry chips', async ({ page }) => {
    await openBrowser(page, '/products/healthcare/dental/modules');
    await expect(page.getByRole('group', { name: /Filter/ })).toHaveCount(0);
    expect(await cardTitles(page)).toEqual(titles({ industry: 'healthcare', subIndustry: 'dental' }));
    await page.getByRole('searchbox', { name: 'Search modules' }).fill('plan');
    await expect
      .poll(() => cardTitles(page))
      .toEqual(titles({ industry: 'healthcare', subIndustry: 'dental', search: 'plan' }));
  });

  test('an industry list takes the sub-industry from the query and keeps links in the scope', async ({ page }) => {
    await openBrowser(page, '/industry/healthcare/modules?industry=healthcare&subIndustry=pharmacy');
    await expect(chip(page, 'Filter Healthcare by sub-industry', 'Pharmacy')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => cardTitles(page)).toEqual(titles({ industry: 'healthcare', subIndustry: 'pharmacy' }));
    await expect(page).toHaveURL(/\/industry\/healthcare\/modules\?subIndustry=pharmacy$/);
    const first = filterModules(catalogue, { industry: 'healthcare', subIndustry: 'pharmacy' })[0]!;
    await expect(page.getByRole('link', { name: first.title, exact: true })).toHaveAttribute(
      'href',
      `/industry/healthcare/modules/${first.key}`,
    );
  });
});

test.describe('/modules on a phone (375 × 667)', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('the filters wait behind one Filters button with the active count, and results start on the first screen', async ({
    page,
  }) => {
    await openBrowser(page, '/modules');
    const button = page.getByRole('button', { name: /^Filters/ });
    await expect(button).toHaveAccessibleName('Filters');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await expect(panel).toBeHidden();
    await expect(page.getByRole('searchbox', { name: 'Search modules' })).toBeHidden();
    await expect(cards(page).first()).toBeInViewport();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await chip(page, 'Filter by industry', 'Healthcare').click();
    await chip(page, 'Filter Healthcare by sub-industry', 'Lab').click();
    const expected = titles({ industry: 'healthcare', subIndustry: 'lab' });
    const show = panel.getByRole('button', { name: `Show ${expected.length} modules` });
    await show.click();
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAccessibleName('Filters 2 active');
    expect(await cardTitles(page)).toEqual(expected);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(cards(page).first()).toBeInViewport();

    await button.click();
    await page.getByRole('searchbox', { name: 'Search modules' }).fill('report');
    await expect(button).toHaveAccessibleName('Filters 3 active');
  });

  test('at 320 px every chip, Coming Soon tag included, stays whole on the screen', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 667 });
    await openBrowser(page, '/modules');
    await page.getByRole('button', { name: /^Filters/ }).click();
    const chips = page.getByRole('group', { name: 'Filter by industry' }).getByRole('button');
    for (const box of await chips.evaluateAll((buttons) =>
      buttons.map((button) => {
        const { left, right } = button.getBoundingClientRect();
        return { name: button.textContent, left, right };
      }),
    )) {
      expect(box.left, `${box.name} starts on the screen`).toBeGreaterThanOrEqual(0);
      expect(box.right, `${box.name} ends on the screen`).toBeLessThanOrEqual(320);
    }
  });

  test('from 640 px the filters are always shown and the button is gone', async ({ page }) => {
    await page.setViewportSize({ width: 640, height: 800 });
    await openBrowser(page, '/modules');
    await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
    await expect(chip(page, 'Filter by industry', 'Healthcare')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search modules' })).toBeVisible();
  });
});

test.describe('module detail', () => {
  test('shows every section with tags linking to their product pages', async ({ page }) => {
    await page.goto('/modules/accounting');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(byKey('accounting').title);
    for (const name of ['Screenshots', 'Key Highlights', 'Features', 'Benefits']) {
      await expect(main.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    }
    const tagList = main.getByRole('list', { name: 'Industries using this module' });
    for (const key of moduleTagKeys(byKey('accounting'))) {
      await expect(tagList.locator(`a[href="/products/${key}"]`)).toHaveCount(1);
    }
    await expect(main.getByRole('link', { name: 'Browse all modules' })).toHaveAttribute('href', '/modules');
    await expect(main.locator('a[href="/contact-us"]')).toHaveCount(1);
    for (const empty of [
      'No features listed yet.',
      'No benefits listed yet.',
      'No highlights available for this module.',
    ]) {
      await expect(main.getByText(empty)).toHaveCount(0);
    }
  });

  test('the features tree is a disclosure per group, every level already in the HTML', async ({ page }) => {
    await page.goto('/modules/billing');
    const features = page.getByRole('region', { name: 'Features' });
    const group = features.locator('details').first();
    await expect(group).toHaveAttribute('open', '');
    const leaf = group.locator(':scope > ul > li').first();
    await expect(leaf).toBeVisible();
    await group.locator(':scope > summary').click();
    await expect(group).not.toHaveAttribute('open', '');
    await expect(leaf).toBeHidden();
    await expect(leaf).toHaveCount(1);
    await group.locator(':scope > summary').press('Enter');
    await expect(leaf).toBeVisible();
  });

  test('the screenshot carousel advances every 4000 ms, wraps, and can be paused', async ({ page }) => {
    await page.clock.install();
    await page.goto('/modules/billing');
    const carousel = page.getByRole('region', { name: `${byKey('billing').title} screenshots` });
    await carousel.scrollIntoViewIfNeeded();
    await expect(page.locator('astro-island[component-url*="Carousel"]')).not.toHaveAttribute('ssr', {
      timeout: 15_000,
    });
    await page.mouse.move(0, 0);
    const dots = carousel.getByRole('button', { name: /^Go to slide/ });
    // The dots render on the island's first effect, a moment after hydration: wait for them.
    await expect(dots.first()).toBeVisible();
    const count = await dots.count();
    expect(count).toBeGreaterThan(1);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(3900);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(700);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(4000 * (count - 1));
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');

    await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
    await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await page.clock.runFor(700);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    // Leave the carousel (focus and hover also pause it) so only the pause control holds it.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(0, 0);
    await page.clock.runFor(12_000);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  });

  test('a scoped module page has breadcrumbs from its own path, the module’s name last, and a canonical /modules link', async ({
    page,
  }) => {
    await page.goto('/industry/healthcare/hospital/modules/opd-management');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(byKey('opd-management').title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/modules/opd-management`);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Modules', exact: true })).toHaveAttribute(
      'href',
      '/industry/healthcare/hospital/modules',
    );
    // The slug would read "Opd Management"; the page's own crumb is the module's name.
    await expect(crumbs.locator('[aria-current="page"]').filter({ visible: true })).toHaveText(
      byKey('opd-management').title,
    );
  });
});

test.describe('links into the module pages', () => {
  for (const path of [
    '/products/healthcare',
    '/industry/hospitality',
    '/products/healthcare/physio-therapy',
    '/industry/hospitality/restaurant',
  ]) {
    test(`every module link of ${path} resolves to a page`, async ({ page }) => {
      await page.goto(path);
      const hrefs = await page
        .getByRole('main')
        .locator('a[href*="modules"]')
        .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of new Set(hrefs)) {
        const response = await page.request.get(href);
        expect(response.status(), href).toBe(200);
      }
    });
  }
});

test.describe('unknown module', () => {
  /** Opens `path`, expecting HTTP 404 and the module-not-found sentence for `name`. */
  async function expectNotFound(page: Page, path: string, name: string): Promise<Locator> {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(`No module ${name} found`);
    await expect(page.getByRole('main').getByRole('link', { name: 'View Products' })).toHaveAttribute(
      'href',
      '/products',
    );
    return heading;
  }

  test('answers 404 with the name under /modules and under every scope', async ({ page }) => {
    await expectNotFound(page, '/modules/no-such', 'no-such');
    await expectNotFound(page, '/products/healthcare/modules/x-ray-desk', 'x-ray-desk');
    await expectNotFound(page, '/industry/hospitality/modules/bar-tab', 'bar-tab');
    await expectNotFound(page, '/products/healthcare/lab/modules/table-management', 'table-management');
    await expectNotFound(page, '/industry/healthcare/dental/modules/kitchen%20display', 'kitchen display');
  });

  test('real module pages and lists are not shadowed by the 404 rules', async ({ page }) => {
    for (const path of [
      '/modules',
      '/modules/billing',
      '/products/healthcare/modules',
      '/industry/healthcare/lab/modules/sample-collection',
    ]) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
    }
  });

  test('shows a name with markup as text and runs none of it', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const name = '<img src=x onerror=alert(1)>';
    const heading = await expectNotFound(page, `/modules/${encodeURIComponent(name)}`, name);
    await expect(heading.locator('img')).toHaveCount(0);
    await expect(page.getByRole('main').locator('img[src="x"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(dialogs).toEqual([]);
  });
});
