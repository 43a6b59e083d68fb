/**
 * A phone without a Devanagari face of its own (docs/languages.md#typography): Chromium started with
 * a font configuration that rejects every installed face covering Nepali, as `fc-list :lang=ne`
 * names them. The English pages' language switch then downloads its own small face and reads
 * "नेपाली" instead of empty boxes; a Nepali page downloads the site's cut-down text and heading
 * faces. A device with a face downloads none of them (the page checks and Lighthouse runs see that).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import { hydrated } from './support/islands';

let browser: Browser;
let fontConfigDir: string;

test.beforeAll(async ({ browserName }, testInfo) => {
  void browserName;
  fontConfigDir = mkdtempSync(join(tmpdir(), 'no-devanagari-'));
  const devanagariFiles = execFileSync('fc-list', [':lang=ne', '--format', '%{file}\n'], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  const reject = devanagariFiles.map((file) => `<glob>${file}</glob>`).join('');
  writeFileSync(
    join(fontConfigDir, 'fonts.conf'),
    `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig>` +
      `<include ignore_missing="yes">/etc/fonts/fonts.conf</include>` +
      `<selectfont><rejectfont>${reject}</rejectfont></selectfont>` +
      `<cachedir>${join(fontConfigDir, 'cache')}</cachedir></fontconfig>`,
  );
  const { launchOptions } = testInfo.project.use;
  browser = await chromium.launch({
    ...launchOptions,
    env: { ...process.env, FONTCONFIG_FILE: join(fontConfigDir, 'fonts.conf') },
  });
});

test.afterAll(async () => {
  await browser?.close();
  rmSync(fontConfigDir, { recursive: true, force: true });
});

/** Opens `path` in the face-less browser; returns the page and the font files it downloaded. */
async function open(path: string): Promise<{ page: Page; fonts: string[] }> {
  const page = await browser.newPage({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 375, height: 812 },
  });
  const fonts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.woff2') && response.ok()) fonts.push(new URL(response.url()).pathname);
  });
  await page.goto(path);
  await hydrated(page, 'MainNav');
  await page.evaluate(() => document.fonts.ready);
  return { page, fonts };
}

/** Whether every character of `text` is drawn from a face of `family` that has loaded. */
function drawnWith(page: Page, family: string, text: string): Promise<boolean> {
  return page.evaluate(
    async ([family, text]) => {
      const faces = await document.fonts.load(`600 16px "${family}"`, text);
      return faces.length > 0 && faces.every((face) => face.status === 'loaded');
    },
    [family, text] as const,
  );
}

test("an English page's language switch reads नेपाली, from a face of its letters only", async () => {
  const { page, fonts } = await open('/pricing');
  const languageSwitch = page.locator('[data-language-switch]');
  await expect(languageSwitch).toHaveText('नेपाली');
  expect(await languageSwitch.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
    /^"Sarathi Language Name"/,
  );
  expect(await drawnWith(page, 'Sarathi Language Name', 'नेपाली')).toBe(true);
  expect(fonts).toEqual([expect.stringMatching(/^\/_astro\/language-name\.[\w-]+\.woff2$/)]);
  await page.close();
});

test('a Nepali page downloads the cut-down text and heading faces, and nothing else', async () => {
  const { page, fonts } = await open('/ne/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await drawnWith(page, 'Sarathi Devanagari', 'मूल्य')).toBe(true);
  expect(fonts.sort()).toEqual([
    expect.stringMatching(/^\/_astro\/devanagari-400\.[\w-]+\.woff2$/),
    expect.stringMatching(/^\/_astro\/devanagari-700\.[\w-]+\.woff2$/),
  ]);
  await page.close();
});
