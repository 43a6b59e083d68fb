/**
 * Layout-integrity gate: every page holds together from a small phone to a laptop. At 375, 320,
 * 768, 1024 and 1280 px, after the page was scrolled through (so islands hydrated when visible),
 * the document must not scroll sideways and no visible element may stick out past the left or
 * right edge unless a clipping or scrolling container that itself fits holds it
 * (support/layoutFit.ts). A failure names the page, the width and the elements.
 *
 * Pages: every canonical route plus one page of each non-canonical route shape
 * (support/routes.ts; this includes every /modules/{module} page), and the 404 page. Each page is
 * loaded once, at 375 px (a phone, where most breakage shows and where a page is first laid out),
 * then resized through the other widths: layout is CSS media queries plus resize-aware islands
 * (carousels re-measure on resize, the menu closes above its breakpoint), so a resize gives the
 * layout a fresh load at that width gives.
 * Open states: the small-screen menu with its groups expanded, a comparison category expanded with
 * a note open, both forms showing their errors (the demo form on both steps), the video dialog.
 *
 * One test per page, run in order in one worker (about 90 pages × 5 widths plus 5 states).
 */
import { test, type Page } from '@playwright/test';
import { expectLayoutFits, resizeTo } from './support/layoutFit';
import { openMenuPanel, openVideoDialog, SHARED_OPEN_STATES } from './support/openStates';
import { canonicalRoutesWithSamples, finishAnimations, visit } from './support/routes';

/** The widths checked, first the one each page is loaded at; the height of a common screen of that width. */
const SCREENS = [
  { width: 375, height: 667 },
  { width: 320, height: 568 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
] as const;
const PHONE_SCREENS = SCREENS.filter((screen) => screen.width < 1024);
const [FIRST_SCREEN] = SCREENS;
/** A path no page answers, with `-` and `_` in its segments: the 404 page. */
const NOT_FOUND = '/no-such_page/layout-check';

test.describe.configure({ mode: 'default' });
test.use({ viewport: FIRST_SCREEN });

/** Checks the page as it is now at each of `screens`, in order. */
async function expectFitsAt(
  page: Page,
  where: string,
  screens: readonly { width: number; height: number }[] = SCREENS,
): Promise<void> {
  for (const screen of screens) {
    await resizeTo(page, screen.width, screen.height);
    await expectLayoutFits(page, where);
  }
}

/** Answers every request that leaves the site with an empty page, so no check waits on the network. */
async function stayOffline(page: Page): Promise<void> {
  await page.route(/^https?:\/\/(?!localhost[:/])/, (route) => route.fulfill({ status: 204, body: '' }));
}

test.describe('every page fits at 375, 320, 768, 1024 and 1280 px', () => {
  for (const route of [...canonicalRoutesWithSamples(), NOT_FOUND]) {
    test(route, async ({ page }) => {
      await stayOffline(page);
      await visit(page, route);
      await expectFitsAt(page, route);
    });
  }
});

test.describe('open states fit', () => {
  test.beforeEach(async ({ page }) => stayOffline(page));

  test('the small-screen menu with its groups expanded', async ({ page }) => {
    await openMenuPanel(page, ['Healthcare submenu', 'Hospitality submenu']);
    // The menu panel exists below 1024 px only (wider screens show the link row and close it).
    await expectFitsAt(page, 'the open menu panel', PHONE_SCREENS);
  });

  for (const { name, steps } of SHARED_OPEN_STATES) {
    test(name, async ({ page }) => {
      for (const { where, reach } of steps) {
        // Each step starts at the width pages are loaded at (the check before it ends at 1280 px).
        await resizeTo(page, FIRST_SCREEN.width, FIRST_SCREEN.height);
        await reach(page);
        await expectFitsAt(page, where);
      }
    });
  }

  test('the video dialog open', async ({ page }) => {
    await openVideoDialog(page);
    await finishAnimations(page);
    await expectFitsAt(page, 'the open video dialog');
  });
});
