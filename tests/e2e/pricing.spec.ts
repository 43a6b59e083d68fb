/**
 * Pricing (docs/pricing.md): plan cards and their billing cycle, the comparison
 * table (Package Services, one-open-per-level expansion, tooltips by keyboard, narrow screens),
 * the /pricing product chooser and the #pricing anchor scroll of product pages.
 * Expected prices are computed here from the content files with the formulas of docs/pricing.md#billing-cycles.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';

interface Tier {
  name: string;
  plan: string;
  price: string;
  recommended?: boolean;
}
interface PricingFile {
  pricingTiers: Tier[];
  /** Card features by tier name (the file lists them as `[{ tier, features }]`). */
  cardFeatures: Record<string, string[]>;
}
const pricingFile = (key: string): PricingFile => {
  const raw = JSON.parse(
    readFileSync(new URL(`../../src/content/pricing/${key}.en.json`, import.meta.url), 'utf8'),
  ) as {
    pricingTiers: Tier[];
    cardFeatures: { tier: string; features: string[] }[];
  };
  return { ...raw, cardFeatures: Object.fromEntries(raw.cardFeatures.map(({ tier, features }) => [tier, features])) };
};

type Cycle = 'monthly' | 'semi-annual' | 'annual';
/** Per billing cycle: months billed, discount factor, suffix and the radio's name (docs/pricing.md#billing-cycles). */
const CYCLES: Record<Cycle, { months: number; factor: number; suffix: string; radio: RegExp }> = {
  monthly: { months: 1, factor: 1, suffix: '/month', radio: /^Monthly/ },
  'semi-annual': { months: 6, factor: 0.95, suffix: '/6 months', radio: /^Semi-annual/ },
  annual: { months: 12, factor: 0.85, suffix: '/year', radio: /^Annual/ },
};
const rupees = (amount: number) => `Rs. ${new Intl.NumberFormat('en-IN').format(amount)}`;

/** The Custom tier's price line: quoted per business, so it does not repeat the tier's name. */
const QUOTE_TEXT = 'Tailored quote';

/** What a tier's card must show for a cycle: amount, suffix and struck-through price, or a quote. */
function expectedPrice(price: string, cycle: Cycle): { text: string; suffix?: string; was?: string } {
  const match = /^Rs\.(\d+)$/.exec(price);
  if (!match) return { text: price === 'Custom' ? QUOTE_TEXT : price };
  const monthly = Number(match[1]);
  const { months, factor, suffix } = CYCLES[cycle];
  const full = monthly * months;
  const amount = Math.round(Number((full * factor).toFixed(6)));
  return { text: rupees(amount), suffix, ...(factor < 1 && amount > 0 ? { was: `was ${rupees(full)}` } : {}) };
}

const ON_SITE_TRAINING_TIP = 'Outside Kathmandu valley, transport, meals and accommodation are charged extra.';

/** Scrolls to a product page's #pricing section and waits until both pricing islands have hydrated. */
async function openPricing(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  const section = page.locator('section#pricing');
  const firstCard = section.getByRole('article').first();
  await firstCard.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[component-url*="PricingPlans"]')).not.toHaveAttribute('ssr', {
    timeout: 15_000,
  });
  await section.getByRole('table').locator('thead').scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[component-url*="ComparisonTable"]')).not.toHaveAttribute('ssr', {
    timeout: 15_000,
  });
  await firstCard.scrollIntoViewIfNeeded();
  return section;
}

/**
 * Checks every card's price, suffix and struck-through price against the content for `cycle`. A
 * price carries every cycle's amount and shows the chosen one, so only what is visible counts.
 */
async function expectCardPrices(section: Locator, tiers: Tier[], cycle: Cycle): Promise<void> {
  for (const tier of tiers) {
    const card = section.getByRole('article', { name: tier.name, exact: true });
    const expected = expectedPrice(tier.price, cycle);
    await expect(amountIn(card, expected.text)).toBeVisible();
    if (expected.suffix) await expect(card.getByText(expected.suffix, { exact: true })).toBeVisible();
    const struck = card.locator('del').filter({ visible: true });
    if (expected.was) await expect(struck).toHaveText(expected.was);
    else await expect(struck).toHaveCount(0);
  }
}

/** The amount shown in a card or column header (the visible one of the cycles it carries). */
function amountIn(container: Locator, text: string): Locator {
  return container.getByText(text, { exact: true }).filter({ visible: true });
}

/** How many lines of text `locator`'s element takes (distinct tops of its text's line boxes). */
function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)))
      .size;
  });
}

test.describe('plan cards on a product page', () => {
  const hospital = pricingFile('healthcare/hospital');

  test('every cycle changes every card’s price and suffix by its months and discount, with the undiscounted price struck through', async ({
    page,
  }) => {
    const section = await openPricing(page, '/products/healthcare/hospital');
    const cycles = section.getByRole('radiogroup', { name: 'Billing cycle' });
    await expect(cycles.getByRole('radio', { name: CYCLES.monthly.radio })).toBeChecked();
    await expectCardPrices(section, hospital.pricingTiers, 'monthly');
    for (const cycle of ['semi-annual', 'annual', 'monthly'] as const) {
      await cycles.getByRole('radio', { name: CYCLES[cycle].radio }).check();
      await expect(cycles.getByRole('radio', { name: CYCLES[cycle].radio })).toBeChecked();
      await expectCardPrices(section, hospital.pricingTiers, cycle);
    }
  });

  test('cards side by side line up: one height for every button, each price on one line with its suffix', async ({
    page,
  }) => {
    const section = await openPricing(page, '/products/healthcare/hospital');
    // The annual cycle shows the longest amounts (and the struck-through line).
    await section.getByRole('radio', { name: CYCLES.annual.radio }).check();
    const buttonTops = await section
      .getByRole('article')
      .evaluateAll((cards) => cards.map((card) => Math.round(card.querySelector('a')!.getBoundingClientRect().top)));
    expect(buttonTops).toHaveLength(hospital.pricingTiers.length);
    expect(new Set(buttonTops).size, `button tops ${buttonTops.join(', ')}`).toBe(1);
    for (const tier of hospital.pricingTiers) {
      const card = section.getByRole('article', { name: tier.name, exact: true });
      const expected = expectedPrice(tier.price, 'annual');
      const amount = amountIn(card, expected.text);
      expect(await lineCount(amount), `${tier.name}: ${expected.text}`).toBe(1);
      if (!expected.suffix) continue;
      const amountBox = (await amount.boundingBox())!;
      const suffixBox = (await card.getByText(expected.suffix, { exact: true }).boundingBox())!;
      expect(suffixBox.x, `${tier.name}: the suffix follows the amount`).toBeGreaterThanOrEqual(
        amountBox.x + amountBox.width - 1,
      );
      expect(suffixBox.y + suffixBox.height, `${tier.name}: the suffix shares the amount's line`).toBeLessThanOrEqual(
        amountBox.y + amountBox.height + 1,
      );
    }
  });

  test('rounds a half rupee up: dental Basic semi-annual is Rs. 17,072, was Rs. 17,970', async ({ page }) => {
    const section = await openPricing(page, '/products/healthcare/dental');
    await section.getByRole('radio', { name: /^Semi-annual/ }).check();
    const basic = section.getByRole('article', { name: 'Basic', exact: true });
    await expect(basic.getByText('Rs. 17,072', { exact: true })).toBeVisible();
    await expect(basic.locator('del').filter({ visible: true })).toHaveText('was Rs. 17,970');
  });

  test('POPULAR marks exactly the recommended card; CTAs prefill the demo form', async ({ page }) => {
    const section = await openPricing(page, '/products/healthcare/hospital');
    await expect(section.getByRole('article')).toHaveCount(hospital.pricingTiers.length);
    const popular = section.getByRole('article').filter({ hasText: 'POPULAR' });
    await expect(popular).toHaveCount(1);
    const recommended = hospital.pricingTiers.find((tier) => tier.recommended)!;
    await expect(popular.getByRole('heading')).toHaveText(recommended.name);
    for (const tier of hospital.pricingTiers) {
      const card = section.getByRole('article', { name: tier.name, exact: true });
      await expect(card.getByRole('link', { name: new RegExp(`${tier.name} plan$`) })).toHaveAttribute(
        'href',
        `/request-demo?industry=healthcare&subIndustry=hospital&pricing=${tier.plan}`,
      );
    }
    await expect(section.getByText('Prices exclude VAT and legal charges.')).toBeVisible();
  });

  test('feature lists show 7 with a per-card Show {n} more / Show less toggle', async ({ page }) => {
    const section = await openPricing(page, '/products/healthcare/hospital');
    for (const tier of hospital.pricingTiers) {
      const features = hospital.cardFeatures[tier.name] ?? [];
      const card = section.getByRole('article', { name: tier.name, exact: true });
      await expect(card.getByRole('listitem')).toHaveCount(Math.min(features.length, 7));
      const toggle = card.getByRole('button', { name: /^Show \d+ more/ });
      if (features.length <= 7) {
        await expect(toggle).toHaveCount(0);
        continue;
      }
      await expect(toggle).toHaveText(`Show ${features.length - 7} more features of ${tier.name}`);
      await toggle.click();
      await expect(card.getByRole('listitem')).toHaveText(features);
      const less = card.getByRole('button', { name: /^Show less/ });
      await expect(less).toHaveAttribute('aria-expanded', 'true');
      await less.click();
      await expect(card.getByRole('listitem')).toHaveCount(7);
      await expect(card.getByRole('button', { name: /^Show \d+ more/ })).toHaveAttribute('aria-expanded', 'false');
    }
  });
});

test.describe('comparison table', () => {
  const hospital = pricingFile('healthcare/hospital');

  test('follows the billing cycle chosen on the cards', async ({ page }) => {
    const section = await openPricing(page, '/products/healthcare/hospital');
    await section.getByRole('radio', { name: /^Annual/ }).check();
    const table = section.getByRole('table');
    for (const tier of hospital.pricingTiers) {
      const expected = expectedPrice(tier.price, 'annual');
      const header = table.getByRole('columnheader', { name: new RegExp(`^${tier.name}`) });
      await expect(amountIn(header, expected.text)).toBeVisible();
      if (expected.suffix) await expect(header.getByText(expected.suffix, { exact: true })).toBeVisible();
    }
  });

  test('injects Package Services before Core Features with its fixed values per tier', async ({ page }) => {
    const section = await openPricing(page, '/products/healthcare/hospital');
    const table = section.getByRole('table');
    await expect(table.locator('thead').getByRole('columnheader')).toHaveText([
      'Features',
      ...hospital.pricingTiers.map((tier) => new RegExp(`^${tier.name}`)),
    ]);
    const groups = await table.locator('tbody > tr:first-child').allTextContents();
    expect(groups.slice(0, 2)).toEqual(['Package Services', 'Core Features']);
    const row = (name: string) =>
      table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}`) }) });
    const yes = 'Included';
    const no = 'Not included';
    for (const name of ['Video Tutorial', 'Installation', 'Cloud Hosting'])
      await expect(row(name).getByRole('cell')).toHaveText([yes, yes, yes, yes]);
    await expect(row('On-site Training').getByRole('cell')).toHaveText([no, 'Extra Cost', yes, yes]);
    await expect(row('On-Site Support').getByRole('cell')).toHaveText([no, no, 'Extra Cost', 'Extra Cost']);
    await expect(row('On-Call Support').getByRole('cell')).toHaveText([no, yes, yes, yes]);
  });

  test('nested categories open one at a time per level and scroll into view', async ({ page }) => {
    const section = await openPricing(page, '/products/healthcare/hospital');
    const table = section.getByRole('table');
    const users = table.getByRole('button', { name: 'Users & Branches' });
    const patients = table.getByRole('button', { name: 'Patient Management' });
    const accounts = table.getByRole('rowheader', { name: 'Staff user accounts' });
    const registration = table.getByRole('rowheader', { name: /^Patient registration with UHID/ });
    await expect(users).toHaveAttribute('aria-expanded', 'false');
    await expect(accounts).toBeHidden();

    await users.click();
    await expect(users).toHaveAttribute('aria-expanded', 'true');
    await expect(accounts).toBeVisible();

    await patients.evaluate((element) => element.scrollIntoView({ block: 'end', behavior: 'instant' }));
    const viewport = page.viewportSize()!;
    expect((await patients.boundingBox())!.y).toBeGreaterThan(viewport.height / 2);
    await patients.click();
    await expect(patients).toHaveAttribute('aria-expanded', 'true');
    await expect(users).toHaveAttribute('aria-expanded', 'false');
    await expect(accounts).toBeHidden();
    await expect(registration).toBeVisible();
    await expect.poll(async () => (await patients.boundingBox())!.y).toBeLessThan(viewport.height / 2);
    await expect(patients).toBeInViewport();

    await patients.click();
    await expect(patients).toHaveAttribute('aria-expanded', 'false');
    await expect(registration).toBeHidden();
  });

  test('row and cell tooltips open and close from the keyboard and by tapping', async ({ page }) => {
    const section = await openPricing(page, '/products/healthcare/hospital');
    const table = section.getByRole('table');
    const training = table.getByRole('button', { name: 'More about On-site Training' });
    const note = table.getByText(ON_SITE_TRAINING_TIP);
    await expect(note).toBeHidden();
    await training.focus();
    await page.keyboard.press('Enter');
    await expect(training).toHaveAttribute('aria-expanded', 'true');
    await expect(note).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(note).toBeHidden();
    await expect(training).toBeFocused();
    await page.keyboard.press('Space');
    await expect(note).toBeVisible();
    await section.getByRole('heading', { name: /^Compare/ }).click();
    await expect(note).toBeHidden();

    await table.getByRole('button', { name: 'Users & Branches' }).click();
    const cellTip = table.getByRole('button', { name: 'More about Staff user accounts – Basic' });
    await expect(cellTip).toHaveAccessibleDescription('Add more users at Rs.800 per user per month');
    await cellTip.focus();
    await page.keyboard.press('Enter');
    await expect(table.getByText('Add more users at Rs.800 per user per month')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(table.getByText('Add more users at Rs.800 per user per month')).toBeHidden();
  });
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('no price breaks: card amounts, header prices and the billing cycles each keep to one line', async ({
    page,
  }) => {
    const section = await openPricing(page, '/products/healthcare/hospital');
    const cycles = section.getByRole('radiogroup', { name: 'Billing cycle' });
    await cycles.getByRole('radio', { name: CYCLES.annual.radio }).check();
    const table = section.getByRole('table');
    for (const tier of pricingFile('healthcare/hospital').pricingTiers) {
      const expected = expectedPrice(tier.price, 'annual');
      const card = section.getByRole('article', { name: tier.name, exact: true });
      expect(await lineCount(amountIn(card, expected.text)), `card ${tier.name}`).toBe(1);
      const header = table.getByRole('columnheader', { name: new RegExp(`^${tier.name}`) });
      expect(await lineCount(amountIn(header, expected.text)), `header ${tier.name}`).toBe(1);
    }
    // The three cycles share one row, each a 44 px target or taller: its name on one line with its
    // saving under it (a wrapped name would make it 76 px).
    const boxes = await cycles
      .locator('label')
      .evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect().toJSON() as DOMRect));
    expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(1);
    for (const box of boxes) expect(box.height).toBeGreaterThanOrEqual(44);
    for (const box of boxes) expect(box.height).toBeLessThanOrEqual(60);
  });

  test('the plan names stay above the rows while the table scrolls down inside its box', async ({ page }) => {
    const section = await openPricing(page, '/products/healthcare/hospital');
    const region = section.getByRole('region', { name: /^Compare/ });
    await region.scrollIntoViewIfNeeded();
    // The box is at most three quarters of the window high and scrolls its rows.
    const box = (await region.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(740 * 0.75 + 1);
    await section.getByRole('button', { name: 'Users & Branches' }).click();
    await region.evaluate((element) => element.scrollTo({ top: element.scrollHeight, behavior: 'instant' }));
    await expect.poll(() => region.evaluate((element) => element.scrollTop)).toBeGreaterThan(200);
    // Opening the category may have scrolled the page: measure the box again.
    await region.scrollIntoViewIfNeeded();
    const scrolled = (await region.boundingBox())!;
    const free = region.getByRole('columnheader', { name: /^Free/ });
    const freeBox = (await free.boundingBox())!;
    expect(freeBox.y).toBeGreaterThanOrEqual(scrolled.y - 1);
    expect(freeBox.y).toBeLessThan(scrolled.y + 10);
    await expect(free).toBeInViewport();
  });

  test('cards stack and the table scrolls sideways with the feature column kept in view', async ({ page }) => {
    const section = await openPricing(page, '/products/healthcare/hospital');
    const [first, second] = [section.getByRole('article').nth(0), section.getByRole('article').nth(1)];
    expect((await second.boundingBox())!.y).toBeGreaterThan(
      (await first.boundingBox())!.y + (await first.boundingBox())!.height - 1,
    );
    const region = section.getByRole('region', { name: /^Compare/ });
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    const feature = region.getByRole('rowheader', { name: 'Video Tutorial' });
    const lastTier = region.getByRole('columnheader', { name: /^Custom/ });
    await region.locator('thead').scrollIntoViewIfNeeded();
    await expect(region.getByRole('columnheader', { name: /^Free/ })).toBeInViewport();
    await expect(lastTier).not.toBeInViewport();
    const before = (await feature.boundingBox())!.x;
    await region.evaluate((element) => element.scrollTo({ left: 200, behavior: 'instant' }));
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100);
    expect((await feature.boundingBox())!.x).toBeCloseTo(before, 0);
    await expect(lastTier).toBeInViewport();
  });
});

test.describe('/pricing', () => {
  /** Opens /pricing (with `query`), scrolls to the plan chooser (it hydrates when visible) and waits for it. */
  async function openPricingPage(page: Page, query = ''): Promise<Locator> {
    await page.goto(`/pricing${query}`);
    const explorer = page.locator('astro-island[component-url*="PricingExplorer"]');
    await explorer.scrollIntoViewIfNeeded();
    await expect(explorer).not.toHaveAttribute('ssr', { timeout: 15_000 });
    return page.locator('section#pricing');
  }

  test('has the product, industry, pricing (both readings) and Pricing FAQs sections', async ({ page }) => {
    await openPricingPage(page);
    for (const name of [
      'Every Sarathi ERP product',
      'Pricing by industry',
      'Compare plans',
      'Pricing tailored to your business',
      'Pricing FAQs',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    }
    const tailored = page.getByRole('region', { name: 'Pricing tailored to your business' });
    for (const module of ['Finance', 'Inventory', 'HR', 'CRM', 'Production', 'Analytics']) {
      await expect(tailored.getByRole('heading', { name: module, exact: true })).toBeVisible();
    }
    const faqs = JSON.parse(
      readFileSync(new URL('../../src/content/faqs/pricing.en.json', import.meta.url), 'utf8'),
    ) as {
      items: { question: string }[];
    };
    expect(faqs.items).toHaveLength(6);
    const faqSection = page.getByRole('region', { name: 'Pricing FAQs' });
    for (const item of faqs.items) await expect(faqSection.getByText(item.question)).toBeVisible();
  });

  test('starts on hospital; choosing a product shows its plans and puts it in the URL', async ({ page }) => {
    const section = await openPricingPage(page);
    const chooser = section.getByRole('radiogroup', { name: 'Choose your product' });
    await expect(chooser.getByRole('radio')).toHaveCount(7);
    await expect(chooser.getByRole('radio', { name: 'Hospital', exact: true })).toBeChecked();
    await expectCardPrices(section, pricingFile('healthcare/hospital').pricingTiers, 'monthly');

    await chooser.getByRole('radio', { name: 'Dental', exact: true }).check();
    await expect(page).toHaveURL(/\/pricing\?product=healthcare\/dental$/);
    await expect(section.getByRole('heading', { name: 'Sarathi Dental ERP plans', exact: true })).toBeVisible();
    await section.getByRole('radio', { name: /^Semi-annual/ }).check();
    await expectCardPrices(section, pricingFile('healthcare/dental').pricingTiers, 'semi-annual');
    await expect(section.getByRole('table')).toHaveAccessibleName(/Sarathi Dental ERP/);
  });

  test('opens on the product named in the query', async ({ page }) => {
    let section = await openPricingPage(page, '?product=hospitality/restaurant');
    await expect(section.getByRole('radio', { name: 'Restaurant', exact: true })).toBeChecked();
    await expectCardPrices(section, pricingFile('hospitality/restaurant').pricingTiers, 'monthly');

    section = await openPricingPage(page, '?industry=healthcare&subIndustry=pharmacy');
    await expect(section.getByRole('radio', { name: 'Pharmacy', exact: true })).toBeChecked();
    await section.getByRole('radio', { name: /^Semi-annual/ }).check();
    await expect(
      section.getByRole('article', { name: 'Basic', exact: true }).getByText('Rs. 11,372', { exact: true }),
    ).toBeVisible();
  });
});

test.describe('/pricing on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('one tap on "Compare plans" in the first screen brings the plan cards into view', async ({ page }) => {
    await page.goto('/pricing');
    const jump = page.getByRole('link', { name: 'Compare plans', exact: true });
    await expect(jump).toBeInViewport();
    await jump.click();
    const section = page.locator('section#pricing');
    await expect(section.getByRole('radiogroup', { name: 'Choose your product' })).toBeInViewport();
    const free = (await section.getByRole('article', { name: 'Free', exact: true }).boundingBox())!;
    expect(free.y + 120).toBeLessThan(812);
  });

  test('each product is one row whose whole width opens its pricing', async ({ page }) => {
    await page.goto('/pricing');
    const list = page.getByRole('region', { name: 'Every Sarathi ERP product' }).getByRole('listitem');
    await expect(list).toHaveCount(7);
    const row = list.filter({ hasText: 'Sarathi Lab ERP' });
    await row.scrollIntoViewIfNeeded();
    const box = (await row.boundingBox())!;
    expect(box.height).toBeLessThan(100);
    await expect(row.getByRole('link', { name: 'View Pricing of Sarathi Lab ERP' })).toBeVisible();
    // A tap on the product's name, left in the row, follows the row's link.
    await page.mouse.click(box.x + box.width / 3, box.y + box.height / 2);
    await expect(page).toHaveURL(/\/products\/healthcare\/lab#pricing$/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the plans, every feature and links to each product’s pricing are in the HTML', async ({ page }) => {
    await page.goto('/pricing');
    const section = page.locator('section#pricing');
    const hospital = pricingFile('healthcare/hospital');
    await expect(section.getByRole('article')).toHaveCount(4);
    const standard = section.getByRole('article', { name: 'Standard', exact: true });
    await expect(standard.getByRole('listitem')).toHaveText(hospital.cardFeatures.Standard ?? []);
    await expect(section.getByRole('link', { name: 'Sarathi Dental ERP', exact: true })).toHaveAttribute(
      'href',
      '/products/healthcare/dental#pricing',
    );
    await expect(section.getByRole('radiogroup', { name: 'Billing cycle' })).toBeHidden();
    await expect(section.getByRole('rowheader', { name: /^Staff user accounts/ })).toBeVisible();
  });
});

test('arriving at a product page’s #pricing scrolls to the pricing section after 300 ms', async ({ page }) => {
  await page.clock.install({ time: new Date('2025-01-01T09:00:00+05:45') });
  await page.goto('/products');
  // From here on no timer fires unless the test runs the clock (also on the next page).
  await page.clock.pauseAt(new Date('2025-01-01T09:01:00+05:45'));
  await page.getByRole('link', { name: 'View Pricing of Sarathi Hospital ERP' }).first().click();
  await page.waitForURL('**/products/healthcare/hospital#pricing');
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.clock.runFor(299);
  await expect(page.getByRole('heading', { name: 'Pricing', exact: true, level: 2 })).not.toBeInViewport();
  await page.clock.runFor(1);
  const heading = page.getByRole('heading', { name: 'Pricing', exact: true, level: 2 });
  await expect(heading).toBeInViewport();
  await expect.poll(async () => (await heading.boundingBox())!.y).toBeLessThan(200);
});
