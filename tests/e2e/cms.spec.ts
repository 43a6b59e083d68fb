/**
 * The content editor end to end, against the local backend: `npm run cms` (scripts/cms.mjs: astro
 * dev + decap-server, both on 127.0.0.1) is started by this spec alone, on its own ports. An
 * editor creates a module and a news article through /admin; both files appear under src/content
 * with what was typed; `astro build` into a temporary folder (a full build with share images takes
 * minutes on a loaded machine, so only once, and not into dist/) renders both pages; the files are
 * removed afterwards whatever happens.
 *
 * Ports: CMS_SITE_PORT (default SITE_PORT + 100) and DECAP_SERVER_PORT (default 8081).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SITE_PORT = process.env.CMS_SITE_PORT ?? String(Number(process.env.SITE_PORT ?? '8888') + 100);
const DECAP_PORT = process.env.DECAP_SERVER_PORT ?? '8081';
const ADMIN = `http://127.0.0.1:${SITE_PORT}/admin`;

const MODULE = {
  slug: 'visitor-pass-desk',
  title: 'Visitor Pass Desk',
  description: 'Printed visitor passes with photo, ward and visiting hours, checked at the gate.',
};
const ARTICLE = {
  slug: 'visitor-passes-for-hospital-wards',
  title: 'Visitor passes for hospital wards',
  description:
    'Sarathi ERP now prints visitor passes with the ward and visiting hours, so gate staff can check them at a glance.',
  tag: 'release',
  coverAlt: 'Illustration: a hospital visitor pass with a ward name and visiting hours',
  body: 'Visitor passes are printed at the reception desk and checked at the ward gate.',
};
const MODULE_FILE = join(ROOT, 'src/content/modules', `${MODULE.slug}.json`);
const ARTICLE_FILE = join(ROOT, 'src/content/news', `${ARTICLE.slug}.md`);

let cms: ChildProcess | undefined;

/** Waits until `url` answers, up to `timeoutMs`; throws naming the url otherwise. */
async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Signs in to the local backend (no password: decap-server on this computer). */
async function openEditor(page: Page, hash: string): Promise<void> {
  await page.goto(`${ADMIN}${hash}`);
  // The first visit makes Vite prepare Decap's dependencies: minutes on a loaded machine.
  await page.getByRole('button', { name: 'Login' }).click({ timeout: 300_000 });
}

/**
 * Publishes the open new entry (simple publish mode: Publish → Publish now) and waits until the
 * editor has saved it and moved to the saved entry's address (`…/entries/{slug}`).
 */
async function publish(page: Page, slug: string): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now', { exact: true }).click();
  await expect(page.getByText('Entry saved')).toBeVisible({ timeout: 30_000 });
  await page.waitForURL(new RegExp(`#/collections/[a-z]+/entries/${slug}$`), { timeout: 30_000 });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(360_000);
  rmSync(MODULE_FILE, { force: true });
  rmSync(ARTICLE_FILE, { force: true });
  cms = spawn(process.execPath, [join(ROOT, 'scripts/cms.mjs')], {
    cwd: ROOT,
    env: { ...process.env, SITE_PORT, DECAP_SERVER_PORT: DECAP_PORT },
    stdio: 'ignore',
  });
  await waitForServer(ADMIN, 300_000);
});

test.afterAll(() => {
  cms?.kill('SIGTERM');
  rmSync(MODULE_FILE, { force: true });
  rmSync(ARTICLE_FILE, { force: true });
});

test('an editor creates a module and a news article in /admin; the files land in src/content and the built site shows both', async ({
  page,
}) => {
  test.setTimeout(900_000);

  await openEditor(page, '#/collections/modules/new');
  await expect(page.getByText('Writing in Modules collection')).toBeVisible({ timeout: 60_000 });
  // Decap loads the media library and the collection's entries from the local backend before its
  // empty draft settles: type once that traffic is over.
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Title', { exact: true }).fill(MODULE.title);
  await page.getByLabel('Description', { exact: true }).fill(MODULE.description);
  await publish(page, MODULE.slug);
  await expect.poll(() => existsSync(MODULE_FILE), { timeout: 10_000 }).toBe(true);
  expect(JSON.parse(readFileSync(MODULE_FILE, 'utf8'))).toEqual({
    title: MODULE.title,
    description: MODULE.description,
  });

  // The second form in a fresh tab of the same signed-in browser, loaded like the first. Reached
  // inside the running app, Decap could still finish setting up an empty draft after the form
  // showed and wipe what was typed.
  const articlePage = await page.context().newPage();
  await articlePage.goto(`${ADMIN}#/collections/news/new`);
  await expect(articlePage.getByText('Writing in News collection')).toBeVisible({ timeout: 60_000 });
  await articlePage.waitForLoadState('networkidle');
  await articlePage.getByLabel('Headline', { exact: true }).fill(ARTICLE.title);
  await articlePage.getByLabel('Description', { exact: true }).fill(ARTICLE.description);
  await articlePage.getByLabel('Published on', { exact: true }).fill('2026-10-28');
  await articlePage.getByLabel('Author', { exact: true }).click();
  await articlePage.getByText('Nirmala Bhattarai', { exact: true }).click();
  await articlePage.getByRole('button', { name: /Add tags/ }).click();
  await articlePage.getByLabel('Tag', { exact: true }).fill(ARTICLE.tag);
  // The cover: an illustration already under public/images/news, picked in the media library.
  await articlePage.getByRole('button', { name: 'Choose an image' }).click();
  await articlePage.getByText('sarathi-erp-6-2-owner-dashboard.svg').click();
  await articlePage.getByRole('button', { name: 'Choose selected' }).click();
  await articlePage.getByLabel('Cover description (alt text)', { exact: true }).fill(ARTICLE.coverAlt);
  await articlePage.locator('[data-slate-editor="true"]').click();
  await articlePage.keyboard.type(ARTICLE.body);
  // Everything typed is still in the form (a late draft reset would have emptied the first fields).
  await expect(articlePage.getByLabel('Headline', { exact: true })).toHaveValue(ARTICLE.title);
  await expect(articlePage.getByLabel('Description', { exact: true })).toHaveValue(ARTICLE.description);
  await publish(articlePage, ARTICLE.slug);
  await expect.poll(() => existsSync(ARTICLE_FILE), { timeout: 10_000 }).toBe(true);
  const article = readFileSync(ARTICLE_FILE, 'utf8');
  expect(article).toContain(`title: ${ARTICLE.title}`);
  expect(article).toMatch(/publishedAt: ['"]?2026-10-28/);
  expect(article).toContain('author: nirmala-bhattarai');
  expect(article).toContain('cover: /images/news/sarathi-erp-6-2-owner-dashboard.svg');
  expect(article).toContain(ARTICLE.body);

  const outDir = mkdtempSync(join(tmpdir(), 'sarathi-cms-build-'));
  try {
    const build = spawnSync(join(ROOT, 'node_modules/.bin/astro'), ['build', '--outDir', outDir], {
      cwd: ROOT,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
      encoding: 'utf8',
      timeout: 600_000,
    });
    expect(build.status, build.stderr.slice(-2000)).toBe(0);
    const modulePage = readFileSync(join(outDir, 'modules', `${MODULE.slug}.html`), 'utf8');
    expect(modulePage).toContain(`<h1`);
    expect(modulePage).toContain(MODULE.title);
    expect(modulePage).toContain(MODULE.description);
    const articlePage = readFileSync(join(outDir, 'news', `${ARTICLE.slug}.html`), 'utf8');
    expect(articlePage).toContain(ARTICLE.title);
    expect(articlePage).toContain(ARTICLE.body);
    expect(articlePage).toContain('Nirmala Bhattarai');
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
});
