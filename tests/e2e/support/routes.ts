/**
 * Routes under test and a page visit that lets the islands hydrate, shared by pages.spec.ts and
 * the area specs. The routes are read from the built site (dist/) when the tests are collected, so
 * every page that exists is tested without a hand-kept list.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { fileForUrlPath, listHtmlFiles, readPage, urlPathOf } from '../../../src/integrations/builtPages.mjs';

const DIST_DIR = fileURLToPath(new URL('../../../dist/', import.meta.url));

/** A module shown inside an industry or sub-industry scope; its canonical is /modules/{module} (docs/routes.md#canonical-urls). */
export const SCOPED_MODULE_ROUTE = /^\/(products|industry)\/.+\/modules\/[^/]+$/;

/** Every route of dist/ (each .html file but 404.html), e.g. `/`, `/products/healthcare`, sorted. */
export function allRoutes(): string[] {
  if (!existsSync(`${DIST_DIR}index.html`)) {
    throw new Error('dist/index.html is missing: build the site first (`npm run build`; `npm test` does it).');
  }
  return listHtmlFiles(DIST_DIR)
    .filter((file) => file !== '404.html')
    .map((file) => urlPathOf(file));
}

/**
 * The routes to visit: every route except scoped module details, of which one sample per scope
 * shape is kept (`/products/{i}/modules/{m}`, `/products/{i}/{s}/modules/{m}`, and the same under
 * /industry). Those pages repeat /modules/{m} inside a scope, so one of each shape covers them.
 */
export function nonScopedRoutes(routes: readonly string[] = allRoutes()): string[] {
  const sampledShapes = new Set<string>();
  return routes.filter((route) => {
    const scoped = route.match(SCOPED_MODULE_ROUTE);
    if (!scoped) return true;
    const shape = `${scoped[1]}/${route.split('/').length}`;
    if (sampledShapes.has(shape)) return false;
    sampledShapes.add(shape);
    return true;
  });
}

/** The path (no origin) of the built page's `<link rel="canonical">`, or null when it has none. */
export function canonicalPathOf(route: string): string | null {
  const file = fileForUrlPath(DIST_DIR, route);
  const [canonical] = file ? readPage(readFileSync(file, 'utf8')).canonicals : [];
  return canonical ? new URL(canonical, 'http://site.invalid').pathname : null;
}

/** The shape of a route: the first segment and `modules` kept, every other segment (a slug) replaced by `*`. */
function routeShape(route: string): string {
  return route
    .split('/')
    .map((segment, index) => (index <= 1 || segment === 'modules' ? segment : '*'))
    .join('/');
}

/**
 * Every page a visitor can land on, each distinct content once: the routes whose rel=canonical is
 * their own URL (or that have none), plus one sample per route shape of those that declare another page canonical
 * (the /industry/… mirrors of /products/…, the scoped module details of /modules/{m}); they render
 * the same components with other breadcrumbs, so one of each shape covers them.
 */
export function canonicalRoutesWithSamples(routes: readonly string[] = allRoutes()): string[] {
  const sampledShapes = new Set<string>();
  return routes.filter((route) => {
    const canonical = canonicalPathOf(route);
    if (canonical === null || canonical === route) return true;
    const shape = routeShape(route);
    if (sampledShapes.has(shape)) return false;
    sampledShapes.add(shape);
    return true;
  });
}

/**
 * One route of each shape of `routes` (see {@link routeShape}; a route alone in its shape is its own
 * sample): the one with the largest built HTML, whose longest names and most content are the
 * likeliest to break a layout at an in-between width.
 */
export function largestOfEachShape(routes: readonly string[]): Set<string> {
  const largest = new Map<string, { route: string; bytes: number }>();
  for (const route of routes) {
    const file = fileForUrlPath(DIST_DIR, route);
    const bytes = file ? statSync(file).size : 0;
    const shape = routeShape(route);
    const current = largest.get(shape);
    if (!current || bytes > current.bytes) largest.set(shape, { route, bytes });
  }
  return new Set([...largest.values()].map(({ route }) => route));
}

/**
 * Islands that have not hydrated yet but should by now, as `Component (client:directive)` names.
 * An island counts when its content has a box (one inside a hidden panel never hydrates until shown);
 * before scrolling (`scrolled` false) a `client:visible` island counts only when it is in the first screen.
 */
function pendingIslandsInPage(scrolled: boolean): string[] {
  return [...document.querySelectorAll('astro-island[ssr]')].flatMap((island) => {
    const range = document.createRange();
    range.selectNodeContents(island);
    const box = range.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) return [];
    const client = island.getAttribute('client') ?? '';
    const onScreen = box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
    if (client === 'visible' && !scrolled && !onScreen) return [];
    const component = (island.getAttribute('component-url') ?? '').split('/').pop()?.split('.')[0] ?? '?';
    return [`${component} (client:${client})`];
  });
}

/**
 * What the browser fetched of the code of each island still waiting: its component and renderer
 * modules, each as "loaded" (in the page's resource timing, with its duration) or "not loaded",
 * so a failure tells a stalled request from a hydration that never started.
 */
function islandCodeInPage(): string[] {
  const fetched = new Map(
    performance
      .getEntriesByType('resource')
      .map((entry) => [new URL(entry.name).pathname, Math.round(entry.duration)] as const),
  );
  const state = (url: string | null) => {
    if (!url) return 'none';
    const duration = fetched.get(new URL(url, location.href).pathname);
    return duration === undefined
      ? `${url} not loaded (not requested, or its answer still awaited)`
      : `${url} loaded in ${duration} ms`;
  };
  return [...document.querySelectorAll('astro-island[ssr]')].map(
    (island) => `${state(island.getAttribute('component-url'))}; ${state(island.getAttribute('renderer-url'))}`,
  );
}

/**
 * Waits until every island that should have hydrated has (see {@link pendingIslandsInPage}): the
 * hydration markers, never network silence. Fails after 15 s naming the islands still waiting and
 * what the browser fetched of their code.
 * @param scrolled whether the page was scrolled through (then every rendered island counts)
 */
export async function waitForIslands(page: Page, scrolled: boolean): Promise<void> {
  try {
    await expect
      .poll(() => page.evaluate(pendingIslandsInPage, scrolled), {
        message: `islands still waiting to hydrate on ${page.url()}`,
        timeout: 15_000,
        intervals: [50, 100, 250],
      })
      .toEqual([]);
  } catch (error) {
    const code = await page.evaluate(islandCodeInPage).catch(() => []);
    throw new Error(`${error instanceof Error ? error.message : String(error)}\nTheir code: ${code.join(' | ')}`);
  }
}

/**
 * Scrolls the window through the page a screen at a time, an animation frame per screen (enough
 * for IntersectionObserver: `client:visible` islands and scroll-in reveals start), then back to the top.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise<void>((done) => requestAnimationFrame(() => done()));
    const frames = async () => {
      await frame();
      await frame();
    };
    // One frame per screen is enough: the next scroll runs right after the frame's animation
    // callbacks, before that frame computes its intersections, so every screen is seen by one.
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo({ top, behavior: 'instant' });
      await frame();
    }
    await frame();
    // A `client:visible` island passed in two frames can miss its intersection on a busy machine:
    // each one still waiting is brought into view once more, as a visitor reading it would.
    for (const island of document.querySelectorAll('astro-island[ssr][client="visible"]')) {
      const range = document.createRange();
      range.selectNodeContents(island);
      const box = range.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      window.scrollTo({ top: window.scrollY + box.top - window.innerHeight / 4, behavior: 'instant' });
      await frames();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    await frames();
  });
}

/**
 * Opens `path`, scrolls through the page so `client:visible` islands hydrate, waits until every
 * rendered island has hydrated (its marker, not the network), then brings the scroll-in reveals
 * and other finite CSS transitions and animations to their end state at once (so checks such as
 * colour contrast see the settled page without waiting up to 2 s). Returns the document's HTTP status.
 */
export async function visit(page: Page, path: string): Promise<number> {
  const response = await page.goto(path, { waitUntil: 'load' });
  await scrollThrough(page);
  await waitForIslands(page, true);
  await finishAnimations(page);
  return response?.status() ?? 0;
}

/** Lets two animation frames pass, so scroll events, observers and re-measuring islands have run. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/** Brings every finite CSS transition and animation running now to its end state at once (reveals, menus opening). */
export async function finishAnimations(page: Page): Promise<void> {
  await page.evaluate(() => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    for (const animation of finite) animation.finish();
  });
}

/** Starts collecting console errors and uncaught page errors; read the returned array after the visit. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      const { url, lineNumber } = message.location();
      errors.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
    }
  });
  page.on('pageerror', (error) => errors.push(`uncaught ${error.name}: ${error.message}`));
  return errors;
}
