/**
 * The page gate (docs/quality-gates.md#the-page-gate): one visit per page and width, every check
 * of that page and width on it.
 *
 * Pages: every canonical route of dist/ (its rel=canonical is its own URL), one sample per shape of
 * the routes that declare another page canonical (the /industry/… mirrors and the scoped module
 * pages render the same components; tests/dist/seo.test.ts checks that each names its twin), and
 * the 404 page. Widths: the largest page of each route shape (among the pages that are their own
 * canonical: the others show their twin's <main> word for word) loaded at 320, 768, 1024 and 1280 px,
 * the narrowest width of each layout band (phone, md, lg, xl), each loaded afresh (a page is laid
 * out for the screen it loads on; a resize is not a first paint); every other page loaded at 320 px.
 * Every page is also seen at 375 px by resizing its 320 px visit (the same phone layout, wider), but
 * a Nepali page that is not its shape's sample and has its English twin here (its words are all
 * that is its own: see `wordsOnly`). The others share their shape's components, and their own words
 * are what could widen them, which the narrowest screen shows first; colours, names and roles do
 * not change with the width.
 *
 * Each visit, in order:
 * - route: the document answers 200 (the 404 page: 404 with its text and a way home) with exactly
 *   one h1 (checked on the first visit); no console error and no Content-Security-Policy violation at any width;
 * - layout at three moments (support/layoutFit.ts LAYOUT_MOMENTS): at first paint (DOMContentLoaded,
 *   before hydration and before any scroll), settled (islands that hydrate without scrolling have,
 *   animations ended), scrolled (after scrolling through, every rendered island hydrated): the page
 *   never scrolls sideways and no visible element sticks out past an edge;
 * - axe (WCAG 2.0/2.1 A and AA, WCAG 2.2 AA) on the scrolled page at 375 px, and at 1280 px on
 *   the largest page of each shape.
 * Open states (support/openStates.ts): each reached afresh at every width where it exists (375 px:
 * the 320 px state resized), checked for layout there and with axe at 375 and 1280 px.
 *
 * A failure names the page (or state), the width, the moment and the elements; the checks are soft,
 * so one visit reports every moment that fails. Waits are on hydration markers, never on the
 * network going quiet or fixed sleeps. About 220 pages in two languages (one test each; 36 of them
 * stand for their route shape, 326 loads in all, about 100 of them words-only Nepali visits) plus
 * the open-state visits, in two workers, each worker's visits in one tab (see `gateTab`). Keyboard operation is keyboard.spec.ts; the headers of every route are csp.spec.ts.
 */
import { expect, test as base, type Page } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { recordViolations } from './support/csp';
import {
  expectFits,
  expectLayoutFits,
  firstPaintFit,
  LAYOUT_MOMENTS,
  probeFirstPaint,
  type LayoutFit,
} from './support/layoutFit';
import { ALL_WIDTHS, OPEN_STATES } from './support/openStates';
import {
  canonicalPathOf,
  canonicalRoutesWithSamples,
  collectErrors,
  finishAnimations,
  largestOfEachShape,
  nextFrames,
  scrollThrough,
  waitForIslands,
} from './support/routes';

/** The height of a common screen of each width, in CSS px. */
const SCREEN_HEIGHTS: Record<(typeof ALL_WIDTHS)[number], number> = {
  320: 568,
  375: 667,
  768: 1024,
  1024: 768,
  1280: 800,
};
/** Widths axe runs at: a phone and a laptop (colour, names and roles do not change in between). */
const AXE_WIDTHS: readonly number[] = [375, 1280];
/** The phone width every page is seen at by resizing its 320 px visit: its layout and axe. */
const RESIZED_WIDTH = 375;
/**
 * Widths every page is loaded at: the narrowest phone. The pages that stand for their route shape
 * (the largest of each, see largestOfEachShape) are loaded at the narrowest width of every layout
 * band ({@link SAMPLE_WIDTHS}); the others share those pages' components, and their own words are
 * what could widen them, which the narrowest screen shows first. A laptop load of every page besides
 * was a quarter of the gate's loads and a third of its axe scans.
 */
const EVERY_PAGE_WIDTHS: readonly number[] = [320];
/** Widths the largest page of each route shape is loaded at: all but the resized phone width. */
const SAMPLE_WIDTHS: readonly number[] = ALL_WIDTHS.filter((width) => width !== RESIZED_WIDTH);
/** A path no page answers, with `-` and `_` in its segments: the 404 page. */
const NOT_FOUND = '/no-such_page/layout-check';
const NOT_FOUND_TEXT = 'Oops! The page you’re looking for does not exist.';

/** A browser tab of the worker's that every visit of the gate uses, and what it recorded. */
interface GateTab {
  page: Page;
  /** Console errors and uncaught errors of every page the tab showed, in order. */
  errors: string[];
  /** How many of {@link errors} a check has already read. */
  errorsRead: number;
  /** Every CSP violation recorded so far (support/csp.ts). */
  cspViolations: () => Promise<string[]>;
  /** The violations a check has already read. */
  cspRead: Set<string>;
}

/**
 * The gate's visits share one tab per worker, as a visitor's second page shares the first one's
 * cache: a fresh context per page cost about 0.6 s of each visit (creating and closing it, and
 * fetching the style sheet, scripts and islands again through the local server), a third to half
 * of a words-only visit. Each page is still a fresh navigation at every width, with the
 * first-paint probe holding hydration until it has measured; nothing the pages keep (the
 * attribution in sessionStorage) changes what they show. A failed test ends its worker, so the next
 * test gets a new tab.
 */
const test = base.extend<object, { gateTab: GateTab }>({
  gateTab: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, serviceWorkers, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } =
        workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        serviceWorkers,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
      });
      const page = await context.newPage();
      const errors = collectErrors(page);
      const cspViolations = await recordViolations(page);
      await probeFirstPaint(page);
      await use({ page, errors, errorsRead: 0, cspViolations, cspRead: new Set() });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

test.describe.configure({ timeout: 60_000 });

// A failure keeps its screenshot, as with Playwright's own page (screenshot: 'only-on-failure').
test.afterEach(async ({ gateTab }, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach('screenshot', { body: await gateTab.page.screenshot(), contentType: 'image/png' });
});

/** The console errors and CSP violations recorded since the last check (a late one is not lost: the next check reads it). */
async function newProblems(tab: GateTab): Promise<{ errors: string[]; cspViolations: string[] }> {
  const errors = tab.errors.slice(tab.errorsRead);
  tab.errorsRead = tab.errors.length;
  const cspViolations = (await tab.cspViolations()).filter((violation) => !tab.cspRead.has(violation));
  cspViolations.forEach((violation) => tab.cspRead.add(violation));
  return { errors, cspViolations };
}

/** The first-paint moment's words, noting islands that had hydrated already (then it is not "before hydration"). */
function firstPaintMoment(fit: LayoutFit): string {
  return fit.hydratedIslands === 0
    ? LAYOUT_MOMENTS.firstPaint
    : `${LAYOUT_MOMENTS.firstPaint}, ${fit.hydratedIslands} islands already hydrated`;
}

const routes = [...canonicalRoutesWithSamples(), NOT_FOUND];
/**
 * The pages loaded at every width: the largest of each shape among the pages that are their own
 * canonical. A page that declares another canonical (an /industry/… mirror, a scoped module page)
 * shows its twin's <main> word for word and differs only in its header (breadcrumb links, which
 * menu item is current), so loading it at the wider widths repeated its twin's shape; it is
 * checked like every other page.
 */
const shapeSamples = largestOfEachShape(routes.filter((route) => [null, route].includes(canonicalPathOf(route))));
/**
 * Nepali pages checked for their words only: those that are not their shape's sample and whose
 * English twin is in the gate. Their components, colours, names and roles are the twin's (axe
 * scans it, and the Nepali sample of each shape), so what is theirs alone is the words, and words
 * widen a page at the narrowest screen first: they are loaded at 320 px, without the resize to
 * 375 px and its axe scan (a third of a visit's time).
 */
const wordsOnly = new Set(
  routes.filter((route) => {
    const englishTwin = route.replace(/^\/ne(?=\/|$)/, '') || '/';
    return englishTwin !== route && !shapeSamples.has(route) && routes.includes(englishTwin);
  }),
);

for (const route of routes) {
  const widths = shapeSamples.has(route) ? SAMPLE_WIDTHS : EVERY_PAGE_WIDTHS;
  test(route, async ({ gateTab }) => {
    const { page } = gateTab;
    // What an earlier test's page recorded after its last check is that page's, not this one's.
    await newProblems(gateTab);
    // One navigation per width, in one browser tab: shared files (styles, scripts, the font) come
    // from its cache after the first width, as on a visitor's second page.
    for (const width of widths) {
      const where = `${route} at ${width} px`;
      await page.setViewportSize({ width, height: SCREEN_HEIGHTS[width as (typeof ALL_WIDTHS)[number]] });

      const response = await page.goto(route, { waitUntil: 'load' });
      // The route facts (status, one h1), once per page: on its first visit.
      if (width === widths[0]) {
        if (route === NOT_FOUND) {
          expect.soft(response?.status(), `HTTP status of ${route}`).toBe(404);
          await expect.soft(page.locator('body')).toContainText(NOT_FOUND_TEXT);
          await expect.soft(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
        } else {
          expect.soft(response?.status(), `HTTP status of ${route}`).toBe(200);
        }
        await expect.soft(page.locator('h1'), `number of <h1> on ${route}`).toHaveCount(1);
      }

      const firstPaint = await firstPaintFit(page);
      expectFits(firstPaint, route, firstPaintMoment(firstPaint));

      await waitForIslands(page, false);
      await nextFrames(page);
      await finishAnimations(page);
      await expectLayoutFits(page, route, LAYOUT_MOMENTS.settled);

      await scrollThrough(page);
      await waitForIslands(page, true);
      await nextFrames(page);
      await finishAnimations(page);
      await expectLayoutFits(page, route, LAYOUT_MOMENTS.scrolled);

      if (AXE_WIDTHS.includes(width)) await expectNoViolations(page, where);
      if (width === 320 && !wordsOnly.has(route)) {
        await page.setViewportSize({ width: RESIZED_WIDTH, height: SCREEN_HEIGHTS[RESIZED_WIDTH] });
        await nextFrames(page);
        await finishAnimations(page);
        await expectLayoutFits(page, route, 'resized from 320 px, scrolled through');
        await expectNoViolations(page, `${route} at ${RESIZED_WIDTH} px (resized from 320 px)`);
      }
      const { errors, cspViolations } = await newProblems(gateTab);
      expect.soft(cspViolations, `CSP violations on ${where}`).toEqual([]);
      // The 404 page's own answer is the one error the browser logs for it.
      const ownNotFound = `status of 404 (Not Found) (${new URL(route, page.url()).href}:0)`;
      const newErrors = errors.filter((error) => route !== NOT_FOUND || !error.endsWith(ownNotFound));
      expect.soft(newErrors, `console errors on ${where}`).toEqual([]);
    }
  });
}

test.describe('open states', () => {
  for (const { name, widths, steps } of OPEN_STATES) {
    test.describe(name, () => {
      // As for the pages, the 375 px phone is the 320 px visit resized: the state reached once at 320 px.
      const loaded = widths.includes(320) ? widths.filter((width) => width !== RESIZED_WIDTH) : widths;
      for (const width of loaded) {
        const title =
          width === 320 && widths.includes(RESIZED_WIDTH)
            ? `at 320 px, resized to ${RESIZED_WIDTH} px`
            : `at ${width} px`;
        test(title, async ({ gateTab }) => {
          const { page } = gateTab;
          for (const { where, reach } of steps) {
            await page.setViewportSize({ width, height: SCREEN_HEIGHTS[width as (typeof ALL_WIDTHS)[number]] });
            await reach(page);
            await nextFrames(page);
            await expectLayoutFits(page, where, 'open');
            if (AXE_WIDTHS.includes(width)) await expectNoViolations(page, `${where} at ${width} px`);
            if (width === 320 && widths.includes(RESIZED_WIDTH)) {
              await page.setViewportSize({ width: RESIZED_WIDTH, height: SCREEN_HEIGHTS[RESIZED_WIDTH] });
              await nextFrames(page);
              await finishAnimations(page);
              await expectLayoutFits(page, where, 'open, resized from 320 px');
              await expectNoViolations(page, `${where} at ${RESIZED_WIDTH} px (resized from 320 px)`);
            }
          }
        });
      }
    });
  }
});
