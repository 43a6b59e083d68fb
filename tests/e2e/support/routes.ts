/**
 * Routes under test and a page visit that lets the islands hydrate, shared by routes.spec.ts and
 * a11y.spec.ts. The routes are read from the built site (dist/) when the tests are collected, so
 * every page that exists is tested without a hand-kept list.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { fileForUrlPath, listHtmlFiles, readPage, urlPathOf } from '../../../src/lib/builtPages.mjs';

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
 * Opens `path`, scrolls through the page a screen at a time so `client:visible` islands hydrate,
 * brings the scroll-in reveals and other finite CSS transitions and animations to their end state
 * at once (so checks such as colour contrast see the settled page without waiting up to 2 s for
 * it), then waits until the network is quiet. Returns the main document's HTTP status.
 */
export async function visit(page: Page, path: string): Promise<number> {
  const response = await page.goto(path, { waitUntil: 'load' });
  await page.evaluate(async () => {
    const pause = () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 40)));
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo({ top, behavior: 'instant' });
      await pause();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    await pause();
  });
  await finishAnimations(page);
  await page.waitForLoadState('networkidle');
  return response?.status() ?? 0;
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
