#!/usr/bin/env node
/**
 * Finds (or installs) the Chromium that Playwright and Lighthouse drive in `npm test`. In order:
 *   1. $CHROME_PATH, when set (it must point to an existing file): both use it;
 *   2. the system packages (scripts/chromium.cjs): Debian's `chromium` (/usr/bin/chromium), for
 *      Lighthouse and as the tests' fallback, and `chromium-headless-shell`, for the end-to-end tests;
 *      as root on Debian/Ubuntu (apt-get present) the missing ones are installed, non-interactively
 *      (`apt-get update && apt-get install -y …`);
 *   3. Playwright's own Chromium, when `npx playwright install chromium` has put it in place.
 * playwright.config.ts and lighthouserc.cjs make the same choice, so the browsers found here are
 * the ones the checks use.
 *
 * `ensureChromium()` returns `{ path, headlessShell, source }` (`path` null for Playwright's default;
 * `headlessShell` null when the tests run on `path`) or throws an Error whose message says how to
 * get a browser. As a script it prints the choice and exits 1 when there is no browser.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

import chromium from './chromium.cjs';

const { SYSTEM_CHROMIUM, SYSTEM_HEADLESS_SHELL } = chromium;
/** Debian's packages and where each puts its browser. */
const PACKAGES = [
  { name: 'chromium', path: SYSTEM_CHROMIUM },
  { name: 'chromium-headless-shell', path: SYSTEM_HEADLESS_SHELL },
];

/**
 * True when `file` exists and can be executed.
 * @param {string} file
 */
function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** True on Debian or a Debian derivative (Ubuntu…) with apt-get on the PATH. */
export function isDebianLike() {
  if (process.platform !== 'linux') return false;
  let osRelease = '';
  try {
    osRelease = readFileSync('/etc/os-release', 'utf8');
  } catch {
    return false;
  }
  const debian = /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(osRelease);
  return debian && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

/**
 * Runs a command with inherited output; returns true on exit code 0.
 * @param {string} command @param {string[]} args
 */
function run(command, args) {
  console.log(`ensure-chromium: $ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/** Path of Playwright's own Chromium build (whether or not it is installed). */
async function playwrightChromiumPath() {
  try {
    const { chromium } = await import('@playwright/test');
    return chromium.executablePath();
  } catch {
    return null;
  }
}

/**
 * Locates the Chromium for Lighthouse and the one for Playwright, installing Debian's packages
 * when running as root.
 * @returns {Promise<{ path: string | null, headlessShell: string | null, source: string }>}
 */
export async function ensureChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!isExecutable(fromEnv)) throw new Error(`CHROME_PATH is set to ${fromEnv}, which is not an executable file.`);
    return { path: fromEnv, headlessShell: null, source: 'CHROME_PATH' };
  }
  const missing = PACKAGES.filter((pack) => !isExecutable(pack.path)).map((pack) => pack.name);
  let source = 'system package';
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (missing.length > 0 && isRoot && isDebianLike()) {
    console.log(`ensure-chromium: installing the Debian packages ${missing.join(', ')} with apt-get.`);
    if (run('apt-get', ['update']) && run('apt-get', ['install', '-y', ...missing]))
      source = `apt-get install ${missing.join(' ')}`;
    else console.log('ensure-chromium: apt-get could not install them.');
  }
  if (isExecutable(SYSTEM_CHROMIUM)) {
    const headlessShell = isExecutable(SYSTEM_HEADLESS_SHELL) ? SYSTEM_HEADLESS_SHELL : null;
    return { path: SYSTEM_CHROMIUM, headlessShell, source };
  }

  const bundled = await playwrightChromiumPath();
  if (bundled && existsSync(bundled))
    return { path: null, headlessShell: null, source: `Playwright's Chromium (${bundled})` };

  throw new Error(
    [
      'No Chromium found for the end-to-end tests. Any one of these fixes it:',
      '  - Debian/Ubuntu: `sudo apt-get install chromium` (or run `npm test` as root: it installs it itself);',
      '  - set CHROME_PATH to a Chromium or Chrome executable;',
      "  - install Playwright's browser: `npx playwright install chromium` (needs access to Playwright's download host).",
    ].join('\n'),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const { path, headlessShell, source } = await ensureChromium();
    const tests = headlessShell ? `, the end-to-end tests on ${headlessShell}` : '';
    console.log(`ensure-chromium: using ${path ?? "Playwright's default Chromium"} (${source})${tests}`);
  } catch (error) {
    console.error(`ensure-chromium: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
