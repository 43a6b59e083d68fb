/**
 * Helpers for tests of the page sections and their islands: waiting for an island to
 * hydrate, reading content files, watching the tour video's requests, and driving auto-advancing
 * carousels with Playwright's clock.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';
import { PAGE_SCRIPTS_READY_SELECTOR } from '../../../src/integrations/idlePageScripts';

const CONTENT_DIR = fileURLToPath(new URL('../../../src/content/', import.meta.url));

/**
 * Records the paths of every request the page makes for the tour video itself (`.mp4`, `.webm`;
 * posters and captions are not counted), so a test can tell that nothing loads before the visitor
 * asks. Returns the list the paths are pushed to, in request order.
 */
export function recordVideoRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\.(mp4|webm)$/.test(pathname)) requests.push(pathname);
  });
  return requests;
}

/**
 * Answers requests for the tour video from public/ with byte ranges (206 Partial Content), as
 * Netlify's CDN does; the local `netlify dev` server answers every range with the whole file
 * (200), and a browser cannot then seek, so a chapter's `#t=start,end` would start at 0.
 */
export async function serveVideoWithRanges(page: Page): Promise<void> {
  await page.route(/\/video\/[^/?#]+\.mp4(#.*)?$/, (route) => {
    const file = readFileSync(
      fileURLToPath(new URL(`../../../public${new URL(route.request().url()).pathname}`, import.meta.url)),
    );
    const range = /bytes=(\d+)-(\d*)/.exec(route.request().headers()['range'] ?? '');
    const start = range ? Number(range[1]) : 0;
    const end = range?.[2] ? Math.min(Number(range[2]), file.length - 1) : file.length - 1;
    return route.fulfill({
      status: range ? 206 : 200,
      headers: {
        'Content-Type': 'video/mp4',
        'Accept-Ranges': 'bytes',
        ...(range ? { 'Content-Range': `bytes ${start}-${end}/${file.length}` } : {}),
      },
      body: file.subarray(start, end + 1),
    });
  });
}

/** The tour video's files as scripts/video/make-tour.mjs wrote them (src/data/productTour.json). */
export const productTour = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../../src/data/productTour.json', import.meta.url)), 'utf8'),
) as {
  sources: { src: string; type: string }[];
  poster: string;
  captions: string;
  durationSeconds: number;
  chapters: { product: string; start: number; end: number; poster: string; thumbnail: string; screens: string[] }[];
};

/**
 * A JSON entry under src/content in `locale`, e.g. readContent('home.json') or
 * readContent('modules/telemedicine.json', 'ne'): a settings file at the top of src/content holds
 * both languages (`{ "en": …, "ne": … }`), an entry of a folder is `{name}.{locale}.json`.
 */
export function readContent<T = Record<string, unknown>>(path: string, locale: 'en' | 'ne' = 'en'): T {
  if (!path.includes('/'))
    return (JSON.parse(readFileSync(`${CONTENT_DIR}${path}`, 'utf8')) as Record<string, T>)[locale]!;
  return JSON.parse(readFileSync(`${CONTENT_DIR}${path.replace(/\.json$/, `.${locale}.json`)}`, 'utf8')) as T;
}

/** Every JSON entry of a content folder in English, e.g. readCollection('customers'). */
export function readCollection<T = Record<string, unknown>>(folder: string): T[] {
  return readdirSync(`${CONTENT_DIR}${folder}`)
    .filter((file) => file.endsWith('.en.json'))
    .map((file) => readContent<T>(`${folder}/${file.replace(/\.en\.json$/, '.json')}`));
}

/**
 * How long a page's first search may take to answer, in ms: the page hydrates, then fetches
 * Pagefind's script, its WebAssembly and the index chunks before the first result shows (on the CI
 * cores, with two workers, over 5 s at times).
 */
export const FIRST_SEARCH = { timeout: 15_000 };

/**
 * Scrolls `within` into view (a `client:visible` island hydrates only then) and waits until the
 * `nth` island whose component URL contains `component` has hydrated (lost its `ssr` attribute).
 */
export async function hydrated(page: Page, component: string, within?: Locator, nth = 0): Promise<void> {
  if (within) await within.scrollIntoViewIfNeeded();
  await expect(page.locator(`astro-island[component-url*="/${component}."]`).nth(nth)).not.toHaveAttribute('ssr', {
    timeout: 15_000,
  });
}

/**
 * Installs Playwright's clock, opens `path`, waits until the carousel region named `name` (the
 * `nth` Carousel island of the page) has hydrated and pauses the clock (see {@link pauseClock}).
 * Returns the carousel's region.
 */
export async function openPausedCarousel(page: Page, path: string, name: string | RegExp, nth = 0): Promise<Locator> {
  await page.clock.install();
  await page.goto(path);
  const carousel = page.getByRole('region', { name });
  await hydrated(page, 'Carousel', carousel, nth);
  await pauseClock(page);
  return carousel;
}

/**
 * Waits until the page's own scripts (scroll to top, prefetch on intent, first-touch attribution, the
 * counters, the 404 trail) have run: they start when the browser is first idle
 * (src/integrations/idlePageScripts.ts), so a loaded page may not have them yet. With Playwright's
 * clock installed, run it first (e.g. {@link pauseClock}): the idle callback is one of its timers.
 */
export async function pageScriptsReady(page: Page): Promise<void> {
  await expect(page.locator(PAGE_SCRIPTS_READY_SELECTOR)).toBeAttached({ timeout: 15_000 });
}

/**
 * Stops the page's (installed) clock 3 s from now (timers due until then fire once): from here on,
 * on this page and the next ones, only runFor moves time. The margin keeps the target in the future
 * however slow the round trip is.
 */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 3000);
}

/** Lets tasks React queued (effects, re-renders) run; they use MessageChannel, which the clock does not fake. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(0);
      }),
  );
}

/**
 * Restarts a carousel's auto-advance timer at the current (paused) time: hovering pauses it and
 * leaving starts a fresh interval. Also drops focus from inside the carousel (focus pauses it too).
 */
export async function restartTimer(page: Page, carousel: Locator): Promise<void> {
  await carousel.hover();
  await settle(page);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(0, 0);
  await settle(page);
}

/** The indicator buttons of a carousel ('Go to slide n: …'). */
export function indicators(carousel: Locator): Locator {
  return carousel.getByRole('button', { name: /^Go to slide \d+/ });
}

/** Asserts that slide `index` (0-based) is the current one, read from the indicators. */
export async function expectCurrent(carousel: Locator, index: number): Promise<void> {
  await expect(indicators(carousel).nth(index)).toHaveAttribute('aria-current', 'true');
}

/**
 * Moves a carousel to slide `index` with its indicator and lets the slide animation finish (paused
 * clock). Hovering first stops the auto-advance, and a slide animation already under way (a tick
 * that fell due as the clock was paused) finishes before the click, so it cannot overtake the move.
 */
export async function goToSlide(page: Page, carousel: Locator, index: number): Promise<void> {
  await carousel.hover();
  await settle(page);
  await page.clock.runFor(1000);
  await indicators(carousel).nth(index).click();
  await page.clock.runFor(1000);
  await expectCurrent(carousel, index);
}

/**
 * Checks a carousel's auto-advance: nothing moves before `intervalMs`, one slide after it; from the
 * last slide the next tick wraps to the first. The clock must be paused and the carousel hydrated.
 */
export async function expectAutoAdvance(page: Page, carousel: Locator, intervalMs: number): Promise<void> {
  const count = await indicators(carousel).count();
  expect(count).toBeGreaterThan(1);
  await goToSlide(page, carousel, 0);
  await restartTimer(page, carousel);
  await expectCurrent(carousel, 0);
  await page.clock.runFor(intervalMs - 100);
  await expectCurrent(carousel, 0);
  await page.clock.runFor(1000);
  await expectCurrent(carousel, 1);

  // Jump to the last slide, then one more tick wraps to the first.
  await goToSlide(page, carousel, count - 1);
  await restartTimer(page, carousel);
  await page.clock.runFor(intervalMs - 100);
  await expectCurrent(carousel, count - 1);
  await page.clock.runFor(1000);
  await expectCurrent(carousel, 0);
}

/**
 * Swipes horizontally across `target` with the mouse (pointer events) by `distance` px: negative
 * to the left (next slide), positive to the right (previous slide).
 */
export async function swipe(page: Page, target: Locator, distance: number): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('swipe: the target has no box');
  const y = box.y + box.height / 2;
  const startX = box.x + box.width / 2 - distance / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  await page.mouse.move(startX + distance, y, { steps: 5 });
  await page.mouse.up();
}

/**
 * Checks that a carousel follows only swipes longer than its threshold: from slide 1, a swipe of
 * `shortPx` to the left leaves it there, one of `longPx` moves to slide 2, and one of `longPx` to the
 * right moves back. `grip(slide)` is the part of a slide to swipe on. The clock must be paused.
 */
export async function expectSwipeThreshold(
  page: Page,
  carousel: Locator,
  grip: (slide: Locator) => Locator,
  shortPx: number,
  longPx: number,
): Promise<void> {
  const slides = carousel.getByRole('group');
  await goToSlide(page, carousel, 0);
  await swipe(page, grip(slides.first()), -shortPx);
  await page.clock.runFor(1000);
  await expectCurrent(carousel, 0);
  await swipe(page, grip(slides.first()), -longPx);
  await page.clock.runFor(1000);
  await expectCurrent(carousel, 1);
  await swipe(page, grip(slides.nth(1)), longPx);
  await page.clock.runFor(1000);
  await expectCurrent(carousel, 0);
}

/**
 * Makes the page wider than the screen, as a carousel that has not clipped its slides yet would:
 * a 1500 px wide block at the top of <main> (set through the CSSOM, which the CSP allows). A
 * mobile browser then widens its layout viewport to the page, while the screen shows only the
 * part the visitor looks at; returns the layout viewport's width afterwards.
 */
export async function widenPageBeyondScreen(page: Page): Promise<number> {
  return page.evaluate(() => {
    const wide = document.createElement('div');
    wide.style.width = '1500px';
    wide.style.height = '1px';
    document.querySelector('main')?.prepend(wide);
    return new Promise<number>((resolve) => requestAnimationFrame(() => resolve(window.innerWidth)));
  });
}

/** Asserts that `locator`'s box lies inside the screen's `width` (CSS px) from left to right. */
export async function expectInsideScreen(locator: Locator, width: number, what: string): Promise<void> {
  const box = await locator.boundingBox();
  expect(box, `${what} is on the page`).not.toBeNull();
  expect(box!.x, `${what} starts on the screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends on the screen`).toBeLessThanOrEqual(width);
}
