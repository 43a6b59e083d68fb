/**
 * The content editor end to end, offline, against the built /admin (dist/) served with the
 * functions by scripts/serve.mjs on its own port:
 *   - sign-in as on the live site: /admin → "Login with GitHub" → our /api/auth → a local stand-in
 *     of GitHub's OAuth pages (tests/e2e/support/githubStandIn.ts) → our /api/callback → the token
 *     handed to /admin; a callback with a forged `state` is refused. GitHub's REST API is answered
 *     by the test (route), so nothing leaves the machine.
 *   - the editorial workflow against Decap's local backend, decap-server in git mode on a
 *     throw-away clone of this repository: drafts are branches there, as they are pull requests on
 *     GitHub, which is why this runs offline (GitHub's API itself has no local stand-in). A draft is
 *     created, moved to Ready and published; a photo uploaded as a cover shows in the draft's
 *     preview; going from one entry to another by address edits the second one only; pasting HTML
 *     with an image does not crash the editor; an entry shows its English and Nepali texts side
 *     by side and saves each to its own file.
 *
 * Needs dist/ (npm test builds it first; alone: npm run build && npm run test:cms).
 * Ports: CMS_SITE_PORT (default SITE_PORT + 100) and DECAP_SERVER_PORT (default 8081).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { startGitHubStandIn, type GitHubStandIn } from './support/githubStandIn';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SITE_PORT = process.env.CMS_SITE_PORT ?? String(Number(process.env.SITE_PORT ?? '8888') + 100);
const DECAP_PORT = process.env.DECAP_SERVER_PORT ?? '8081';
const SITE = `http://localhost:${SITE_PORT}`;
const CLIENT = { id: 'Iv1.sarathi-cms-test', secret: 'local-test-secret' };
const REPOSITORY = 'sarathi-software/sarathi-erp-website';

let github: GitHubStandIn;
let site: ChildProcess | undefined;
let decapServer: ChildProcess | undefined;
let clone = '';

/**
 * Waits until `url` answers with a status below 500, up to `timeoutMs`; throws naming the url
 * otherwise. A 5xx does not count: the concurrency gate in front of netlify dev answers 502 until
 * netlify dev is up (decap-server answers an empty action with a 4xx, which does count).
 */
async function waitForServer(url: string, timeoutMs: number, init?: RequestInit): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, init)).status < 500) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Runs git in the clone; returns its output. Read branches by name (`main`, `cms/news/…`), never
 * `HEAD`: decap-server checks a draft's branch out in the clone while it reads or writes it.
 */
function git(...args: string[]): string {
  const result = spawnSync('git', args, { cwd: clone, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  github = await startGitHubStandIn(CLIENT);
  clone = mkdtempSync(join(tmpdir(), 'sarathi-cms-repo-'));
  spawnSync('git', ['clone', '--quiet', '--no-hardlinks', ROOT, clone], { encoding: 'utf8' });
  // The editor's site is served from the clone (its committed functions, the built dist/ and the
  // installed packages linked in): a second netlify dev on this checkout would rebuild, or on a
  // timeout empty, the .netlify/functions-serve/ that the main test server answers the forms from.
  symlinkSync(join(ROOT, 'node_modules'), join(clone, 'node_modules'));
  symlinkSync(join(ROOT, 'dist'), join(clone, 'dist'));
  // .gitignore's `node_modules/` and `/dist/` match directories only, not links: without this the
  // editor's first draft commit would take the links in, and leaving the draft would delete them.
  appendFileSync(join(clone, '.git', 'info', 'exclude'), '/node_modules\n/dist\n');
  site = spawn(process.execPath, [join(ROOT, 'scripts/serve.mjs')], {
    cwd: clone,
    env: {
      ...process.env,
      SERVE_DIR: clone,
      SITE_PORT,
      GITHUB_OAUTH_CLIENT_ID: CLIENT.id,
      GITHUB_OAUTH_CLIENT_SECRET: CLIENT.secret,
      GITHUB_OAUTH_BASE_URL: github.baseUrl,
    },
    stdio: 'ignore',
  });
  // The editor publishes into `main`, whichever branch this checkout is on; drafts are branches
  // `cms/{collection}/{slug}`, which git refuses next to a branch named `cms`, so only main stays.
  git('checkout', '--quiet', '-B', 'main');
  for (const branch of git('for-each-ref', '--format=%(refname:short)', 'refs/heads/').split('\n'))
    if (branch && branch !== 'main') git('branch', '--quiet', '-D', branch);
  git('config', 'user.email', 'editor@sarathierp.com.np');
  git('config', 'user.name', 'Editor');
  decapServer = spawn(process.execPath, [join(ROOT, 'node_modules/decap-server/dist/index.js')], {
    cwd: clone,
    env: { ...process.env, PORT: DECAP_PORT, BIND_HOST: '127.0.0.1', MODE: 'git', GIT_REPO_DIRECTORY: clone },
    stdio: 'ignore',
  });
  await Promise.all([
    waitForServer(`${SITE}/admin`, 45_000),
    waitForServer(`http://127.0.0.1:${DECAP_PORT}/api/v1`, 45_000, { method: 'POST', body: '{}' }),
  ]);
});

test.afterAll(async () => {
  site?.kill('SIGTERM');
  decapServer?.kill('SIGTERM');
  await github?.close();
  if (clone) rmSync(clone, { recursive: true, force: true });
});

/** Answers GitHub's REST API for a signed-in editor with push access; records the tokens used. */
async function answerGitHubApi(page: Page, tokens: string[]): Promise<void> {
  await page.context().route('https://api.github.com/**', async (route) => {
    const request = route.request();
    tokens.push(request.headers()['authorization'] ?? '');
    const path = new URL(request.url()).pathname;
    if (path === '/user')
      return route.fulfill({ json: { login: 'nirmala-b', name: 'Nirmala Bhattarai', avatar_url: '' } });
    if (path === `/repos/${REPOSITORY}`)
      return route.fulfill({
        json: {
          full_name: REPOSITORY,
          owner: { login: REPOSITORY.split('/')[0] },
          default_branch: 'main',
          permissions: { admin: false, push: true, pull: true },
        },
      });
    if (request.method() === 'GET' && /\/pulls$|\/branches$/.test(path)) return route.fulfill({ json: [] });
    return route.fulfill({ status: 404, json: { message: 'Not Found' } });
  });
}

test('an editor signs in with GitHub through our own functions; a forged state is refused', async ({ page }) => {
  const tokens: string[] = [];
  await answerGitHubApi(page, tokens);
  await page.goto(`${SITE}/admin`);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Login with GitHub' }).click();
  // The pop-up goes /api/auth → the stand-in's authorize page → /api/callback, then closes itself.
  await (await popup).waitForEvent('close');
  await expect(page.getByRole('link', { name: 'Modules' }).first()).toBeVisible({ timeout: 15_000 });
  expect(tokens).toContain(`token ${github.token}`);
  expect(github.tokenRequests).toHaveLength(1);

  const forged = await page.context().newPage();
  const answer = await forged.goto(`${SITE}/api/callback?code=stolen&state=forged`);
  expect(answer?.status()).toBe(403);
  await expect(forged.getByText('This sign-in was not started from this browser')).toBeVisible();
  expect(github.tokenRequests).toHaveLength(1);
});

test.describe('with the local backend in git mode', () => {
  // decap-server on 127.0.0.1 is never used on the live site, whose policy does not allow it.
  test.use({ bypassCSP: true });
  // Each test loads the editor (1.6 MB gzip of JavaScript) and makes several git commits.
  test.describe.configure({ timeout: 90_000 });

  const ARTICLE = {
    slug: 'visitor-passes-for-hospital-wards',
    title: 'Visitor passes for hospital wards',
    description:
      'Sarathi ERP now prints visitor passes with the ward and visiting hours, so gate staff can check them at a glance.',
    coverAlt: 'Illustration: a hospital visitor pass with a ward name and visiting hours',
  };

  /**
   * Opens the built /admin on the local backend at `hash` and signs in (no password on this
   * computer). `pane`: what the editor shows right of the English form, the entry's preview or its
   * Nepali text (Decap remembers the editor's last choice in the browser).
   */
  async function openEditor(page: Page, hash: string, pane: 'preview' | 'i18n' = 'preview'): Promise<void> {
    await page.addInitScript((choice) => localStorage.setItem('cms.right-pane', choice), pane);
    await page.goto(`${SITE}/admin?decap_server_port=${DECAP_PORT}${hash}`);
    await page.getByRole('button', { name: 'Login' }).click();
  }

  test('a new article goes from draft to ready to published; the form refuses what the build refuses', async ({
    page,
  }) => {
    await openEditor(page, '#/collections/news/new');
    await expect(page.getByText('Writing in News collection')).toBeVisible({ timeout: 15_000 });
    await page.getByLabel('Headline', { exact: true }).fill(ARTICLE.title);
    // Finding: a 10-character description was "Entry saved" and broke the build.
    await page.getByLabel('Description', { exact: true }).fill('Too short.');
    await page.getByLabel('Published on', { exact: true }).fill('2026-10-28');
    await page.getByLabel('Author', { exact: true }).click();
    await page.getByText('Nirmala Bhattarai', { exact: true }).click();
    await page.getByRole('button', { name: /Add tags/ }).click();
    await page.getByLabel('Tag', { exact: true }).fill('release');
    await page.getByRole('button', { name: 'Choose an image' }).click();
    // Finding: a text file renamed .png was accepted and showed as a broken image.
    const refused = page.waitForEvent('dialog');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'ward-gate.png',
      mimeType: 'image/png',
      buffer: Buffer.from('Ward gate photo, final version\n'),
    });
    const alert = await refused;
    expect(alert.message()).toContain(
      'ward-gate.png is not a PNG picture: its content is not a picture (a file renamed to .png?)',
    );
    await alert.accept();
    await expect(page.getByText('ward-gate.png')).toHaveCount(0);
    await page.getByText('sarathi-erp-6-2-owner-dashboard.svg').click();
    await page.getByRole('button', { name: 'Choose selected' }).click();
    await page.getByLabel('Cover description (alt text)', { exact: true }).fill('A pass');
    const body = page.locator('[data-slate-editor="true"]');
    await body.click();
    await page.keyboard.type('Visitor passes are printed at the reception desk.');
    // Finding: pasting HTML copied from a web page, with a picture in it, crashed the editor.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: SITE });
    await page.evaluate(async () => {
      const html = '<p>Checked at the ward gate.<img src="https://example.com/gate.jpg" alt="Gate"></p>';
      await navigator.clipboard.write([
        new ClipboardItem({
          'text/html': new Blob([html], { type: 'text/html' }),
          'text/plain': new Blob(['Checked at the ward gate.'], { type: 'text/plain' }),
        }),
      ]);
    });
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+V');
    await expect(body).toContainText('Checked at the ward gate.');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('String must contain at least 50 character(s)', { exact: true })).toBeVisible();
    await expect(
      page.getByText('describe the image in a few words for people who cannot see it', { exact: true }),
    ).toBeVisible();
    // Decap's text inputs keep the caret across renders: clear first, then type the new text.
    await page.getByLabel('Description', { exact: true }).clear();
    await page.getByLabel('Description', { exact: true }).fill(ARTICLE.description);
    await page.getByLabel('Cover description (alt text)', { exact: true }).clear();
    await page.getByLabel('Cover description (alt text)', { exact: true }).fill(ARTICLE.coverAlt);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // The editor's header says so until the next edit (the "Entry saved" toast can come and go between two polls).
    await expect(page.getByText('Changes saved', { exact: true })).toBeVisible({ timeout: 15_000 });
    expect(git('branch', '--list', `cms/news/${ARTICLE.slug}`)).toContain(`cms/news/${ARTICLE.slug}`);
    expect(git('ls-tree', '--name-only', 'main', 'src/content/news/')).not.toContain(ARTICLE.slug);

    await page.getByRole('button', { name: /Status:/ }).click();
    await page.getByRole('menuitem', { name: 'In review' }).click();
    await expect(page.getByRole('button', { name: 'Status: In review' })).toBeVisible();
    await page.getByRole('button', { name: /Status:/ }).click();
    await page.getByRole('menuitem', { name: 'Ready' }).click();
    // Decap offers Publish only once the status change has been saved (on a busy machine the menu
    // opened before that and its Publish now did nothing).
    await expect(page.getByRole('button', { name: 'Status: Ready' })).toBeVisible();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    // Decap asks "Are you sure you want to publish this entry?".
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('menuitem', { name: 'Publish now' }).click();
    // Read from git rather than from the "Entry published" toast, which can vanish between two polls.
    await expect
      .poll(() => git('ls-tree', '--name-only', 'main', 'src/content/news/'), { timeout: 15_000 })
      .toContain(`${ARTICLE.slug}.en.md`);
    // Written in English only: Decap saves its Nepali file empty, which the site reads as not translated yet.
    expect(git('show', `main:src/content/news/${ARTICLE.slug}.ne.md`)).toBe('---\n---\n');

    const published = git('show', `HEAD:src/content/news/${ARTICLE.slug}.en.md`);
    expect(published).toContain(`title: "${ARTICLE.title}"`);
    expect(published).toContain('publishedAt: 2026-10-28');
    expect(published).toContain('author: nirmala-bhattarai');
    expect(published).toContain('tags: [release]');
    expect(published).toContain('Visitor passes are printed at the reception desk.');
    expect(published).not.toContain('gate.jpg');
  });

  test('a photo uploaded as an article’s cover shows in the preview, before and after the draft is saved', async ({
    page,
  }) => {
    // Finding: an uploaded picture showed as a broken image in the draft's preview (its site path is
    // not on the site until the draft is published).
    const slug = 'hib-claim-checks-sarathi-erp-5-11';
    const coverAlt = 'Illustration: an insurance claim form with a checklist of ticks and one warning';
    const cover = () => page.locator('iframe').first().contentFrame().getByRole('img', { name: coverAlt });
    const shown = () => cover().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth);
    await openEditor(page, `#/collections/news/entries/${slug}`);
    await expect(page.getByLabel('Headline', { exact: true })).toHaveValue(/HIB/, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Choose different image' }).click();
    await page
      .locator('input[type="file"]')
      .setInputFiles(fileURLToPath(new URL('../fixtures/pictures/phewa-lake.jpg', import.meta.url)));
    // The library selects the upload once it is in.
    await expect(page.getByText('phewa-lake.jpg')).toBeVisible();
    await page.getByRole('button', { name: 'Choose selected' }).click();
    await expect.poll(shown, { timeout: 15_000 }).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Changes saved', { exact: true })).toBeVisible({ timeout: 15_000 });
    expect(git('show', `cms/news/${slug}:src/content/news/${slug}.en.md`)).toContain(
      'cover: /images/news/phewa-lake.jpg',
    );
    expect(git('ls-tree', '--name-only', `cms/news/${slug}`, 'public/images/news/')).toContain('phewa-lake.jpg');

    // The saved draft, opened again (the editor keeps the sign-in): the photo comes from its branch.
    await page.reload();
    await expect(page.getByLabel('Headline', { exact: true })).toHaveValue(/HIB/, { timeout: 15_000 });
    await expect.poll(shown, { timeout: 15_000 }).toBeGreaterThan(0);
  });

  test('a price inside a plan tier that the build would refuse is refused with its message, and nothing is saved', async ({
    page,
  }) => {
    await openEditor(page, '#/collections/pricing/entries/healthcare/hospital');
    const basic = page.getByText('Basic Rs.12500', { exact: true });
    await expect(basic).toBeVisible({ timeout: 15_000 });
    // Finding: "Rs.4five00" in a tier was "Entry saved" and published; the build then failed.
    // A collapsed list item opens with the first button of the bar above its summary.
    await basic.locator('xpath=preceding-sibling::*[1]//button').first().click();
    await page.getByLabel('Price', { exact: true }).nth(1).fill('Rs.4five00');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const message = 'price must be "Rs." followed by digits (e.g. "Rs.4500") or "Custom"';
    await expect(page.getByText(message, { exact: true })).toBeVisible();
    // The notice names the field, for a message inside a list the editor may have scrolled past.
    await expect(page.getByText(`Price: ${message}`, { exact: true })).toBeVisible();
    await expect(page.getByText('Unsaved Changes')).toBeVisible();
    expect(git('branch', '--list', 'cms/pricing/*').trim()).toBe('');
  });

  test('going from one article to another by address edits the second one only', async ({ page }) => {
    const first = 'pokhara-training-day-2026';
    const second = 'kathmandu-healthcare-it-meetup-2025';
    await openEditor(page, `#/collections/news/entries/${first}`);
    await expect(page.getByLabel('Headline', { exact: true })).toHaveValue(/Pokhara/, { timeout: 15_000 });
    await page.goto(`${SITE}/admin?decap_server_port=${DECAP_PORT}#/collections/news/entries/${second}`);
    await expect(page.getByLabel('Headline', { exact: true })).toHaveValue(/meetup/i, { timeout: 15_000 });
    const headline = await page.getByLabel('Headline', { exact: true }).inputValue();
    await page.getByLabel('Headline', { exact: true }).fill(`${headline} (photos added)`);
    // The preview renders from the editor's state: once it shows the new headline, Save saves it
    // (a late load of the entry could otherwise reset the field after the fill).
    await expect(page.locator('iframe').first().contentFrame().getByText(`${headline} (photos added)`)).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // The editor's header says so until the next edit (the "Entry saved" toast can come and go between two polls).
    await expect(page.getByText('Changes saved', { exact: true })).toBeVisible({ timeout: 15_000 });
    const changed = git('diff', '--name-only', 'main', `cms/news/${second}`);
    expect(changed.trim()).toBe(`src/content/news/${second}.en.md`);
    expect(git('branch', '--list', `cms/news/${first}`).trim()).toBe('');
  });

  test('one entry shows English and Nepali side by side; what both share is edited once, in English', async ({
    page,
  }) => {
    const customer = 'newa-kitchen';
    const nepali = JSON.parse(git('show', `main:src/content/customers/${customer}.ne.json`)) as { name: string };
    await openEditor(page, `#/collections/customers/entries/${customer}`, 'i18n');
    // The English form, then the Nepali one beside it.
    const names = page.getByRole('textbox', { name: 'Name', exact: true });
    await expect(names).toHaveCount(2, { timeout: 15_000 });
    await expect(names.first()).toHaveValue('Newa Kitchen');
    await expect(names.last()).toHaveValue(nepali.name);
    await expect(page.getByRole('spinbutton', { name: 'Order' })).toHaveCount(1);
    await expect(page.getByRole('textbox', { name: /^Website/ })).toHaveCount(1);
    const towns = page.getByRole('textbox', { name: 'Location', exact: true });
    await towns.last().fill('पाटन, ललितपुर');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Changes saved', { exact: true })).toBeVisible({ timeout: 15_000 });
    const branch = `cms/customers/${customer}`;
    expect(git('diff', '--name-only', 'main', branch).trim()).toBe(`src/content/customers/${customer}.ne.json`);
    expect(JSON.parse(git('show', `${branch}:src/content/customers/${customer}.ne.json`))).toEqual({
      name: nepali.name,
      location: 'पाटन, ललितपुर',
    });

    // Inside lists too: a plan tier's name, price and link are the English tier's, only its texts are Nepali.
    await page.goto(`${SITE}/admin?decap_server_port=${DECAP_PORT}#/collections/pricing/entries/healthcare/clinic`);
    await expect(page.getByLabel('Button text', { exact: true })).toHaveCount(8, { timeout: 15_000 });
    await expect(page.getByLabel('Price', { exact: true })).toHaveCount(4);
    await expect(page.getByLabel('Button link', { exact: true })).toHaveCount(4);
  });
});
