/**
 * End-to-end tests (docs/quality-gates.md#end-to-end-tests): a real Chromium against the site served
 * by `npm start`'s server (scripts/serve.mjs: netlify dev over dist/ + functions/, local Blobs).
 * `npm test` builds dist/ before this runs; the web server here only serves.
 *
 * Browser: $CHROME_PATH, else the system /usr/bin/chromium when present, else Playwright's own
 * Chromium (scripts/ensure-chromium.mjs makes the same choice and installs Debian's package as root).
 */
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, SYSTEM_CHROMIUM } from './scripts/chromium.cjs';

const executablePath = process.env.CHROME_PATH ?? (existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined);
const isCI = Boolean(process.env.CI);

/** Chromium as every project uses it: a laptop-sized window, the system browser when present. */
const browser = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions: {
    ...(executablePath ? { executablePath } : {}),
    args: ['--headless', ...CHROMIUM_FLAGS],
  },
};

const BASE_URL = `http://localhost:${process.env.SITE_PORT ?? '8888'}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/artifacts',
  fullyParallel: true,
  forbidOnly: isCI,
  workers: 2,
  // No retries: a test that needs one is flaky and gets fixed, not retried.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: 'list',
  use: {
    baseURL: BASE_URL,
    // No trace by default: recording one for every test (to keep it only on failure) made the
    // specs a quarter slower (86 s against 65 s for home, pricing and modules). A failure says
    // what failed in words and with a screenshot; `npx playwright test x.spec.ts --trace on`
    // records one when that is not enough.
    trace: 'off',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: 'cms.spec.ts',
      use: browser,
    },
    {
      // The editor's cases start `npm run cms` (astro dev bundling the editor: a minute of both
      // cores) beside a second site server: run beside the others, it starved them (an island
      // waited over 15 s to hydrate). They run once the others are done.
      name: 'cms',
      testMatch: 'cms.spec.ts',
      dependencies: ['chromium'],
      use: browser,
    },
  ],
  // `npm test` serves the site once for the end-to-end tests and Lighthouse (SITE_SERVED=1).
  webServer: process.env.SITE_SERVED
    ? undefined
    : {
        command: 'node scripts/serve.mjs',
        url: BASE_URL,
        reuseExistingServer: !isCI,
        timeout: 120_000,
        stdout: 'pipe',
        stderr: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      },
});
