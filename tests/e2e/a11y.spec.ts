/**
 * Accessibility gate (docs/quality-gates.md#end-to-end-tests; WCAG 2.2 AA, axe-core): axe with the WCAG 2.0/2.1 A and AA and
 * WCAG 2.2 AA rules finds no violation at all, whatever its impact,
 * - at 1280 px and at 375 px on every canonical route (its rel=canonical is its own URL), plus one
 *   sample per shape of the routes that declare another page canonical (support/routes.ts: the
 *   /industry/… mirrors and scoped module pages render the same components), and the 404 page;
 * - in the open states: small-screen menu and Products dropdown open, video dialog open, the
 *   search dialog open with results (1280 and 375 px), an FAQ item expanded, a comparison category expanded with a note open, both forms showing their errors.
 * Run time: 2 × 85 + 10 scans, about 5 min with 2 workers on a 2-core machine (~3 s a scan).
 * Keyboard operation, focus visibility and target sizes are checked in keyboard.spec.ts.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './support/islands';
import { openMenuPanel, openVideoDialog, SHARED_OPEN_STATES } from './support/openStates';
import { canonicalRoutesWithSamples, visit } from './support/routes';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };
/** A path no page answers: the 404 page. */
const NOT_FOUND = '/no-such-page-a11y';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One readable block per violation: rule, impact, help link and up to 5 offending elements. */
function describeViolations(where: string, violations: Violation[]): string {
  const blocks = violations.map((violation) => {
    const nodes = violation.nodes.slice(0, 5).map((node) => {
      const summary = (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ');
      return `    - ${node.target.join(' ')}\n      ${node.html.slice(0, 160)}\n      ${summary}`;
    });
    const more = violation.nodes.length > 5 ? [`    … and ${violation.nodes.length - 5} more elements`] : [];
    return [
      `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})`,
      ...nodes,
      ...more,
    ].join('\n');
  });
  return `axe violations on ${where}:\n${blocks.join('\n')}`;
}

/**
 * Runs axe with the WCAG tags on the page as it is now and expects no violation of any impact.
 * Only violations are collected in full (resultTypes), which makes a scan about a fifth quicker.
 */
async function expectNoViolations(page: Page, where: string): Promise<void> {
  // options() replaces every option set before it, so it comes before withTags().
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .analyze();
  expect(violations.length, describeViolations(where, violations)).toBe(0);
}

/** Every page a visitor can land on (support/routes.ts), and the 404 page. */
const ROUTES = [...canonicalRoutesWithSamples(), NOT_FOUND];

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const route of ROUTES) {
      test(`${route} has no violation`, async ({ page }) => {
        await visit(page, route);
        await expectNoViolations(page, `${route} at ${viewport.width} px`);
      });
    }
  });
}

test.describe('axe in the open states', () => {
  test('small-screen menu open with its groups expanded', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openMenuPanel(page, ['Hospitality submenu']);
    await expectNoViolations(page, 'the open menu panel at 375 px');
  });

  test('Products dropdown open', async ({ page }) => {
    await visit(page, '/');
    await hydrated(page, 'MainNav');
    await page.getByRole('button', { name: 'Products menu' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Hospital', exact: true }),
    ).toBeVisible();
    await expectNoViolations(page, 'the open Products dropdown');
  });

  test('video dialog open', async ({ page }) => {
    await openVideoDialog(page);
    await expect(page.getByRole('dialog').locator('video[controls]')).toBeVisible();
    await expectNoViolations(page, 'the open video dialog');
  });

  for (const viewport of [DESKTOP, PHONE]) {
    test(`search dialog open with results at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await visit(page, '/');
      await hydrated(page, 'MainNav');
      await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Search' });
      await dialog.getByRole('searchbox').fill('expiry');
      await expect(dialog.getByRole('list', { name: 'Search results' }).locator('mark').first()).toBeVisible();
      await expect(dialog.getByRole('button', { name: /^Show more results/ })).toBeVisible();
      await expectNoViolations(page, `the open search dialog with results at ${viewport.width} px`);
    });
  }

  test('an FAQ item expanded', async ({ page }) => {
    await visit(page, '/');
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    await hydrated(page, 'FaqAccordion', faq.getByRole('heading', { level: 2 }));
    const question = faq.getByRole('button').nth(1);
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expectNoViolations(page, 'the home FAQ with an item open');
  });

  for (const { name, steps } of SHARED_OPEN_STATES) {
    test(name, async ({ page }) => {
      for (const { where, reach } of steps) {
        await reach(page);
        await expectNoViolations(page, where);
      }
    });
  }
});
