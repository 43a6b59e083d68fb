#!/usr/bin/env node
/**
 * Finds (or installs) the Chromium that Playwright and Lighthouse drive in `npm test`. In order:
 *   1. $CHROME_PATH, when set (it must point to an existing file);
 *   2. the system Chromium, /usr/bin/chromium (scripts/chromium.cjs);
 *   3. as root on Debian/Ubuntu (apt-get present): `apt-get update && apt-get install -y chromium`,
 *      non-interactively, then /usr/bin/chromium;
 *   4. Playwright's own Chromium, when `npx playwright install chromium` has put it in place.
 * playwright.config.ts makes the same choice, so the browser found here is the one the tests use.
 *
 * Then it makes sure the machine has a Devanagari face (`ensureDevanagariFace`), as every phone and
 * computer the Nepali pages are read on has: without one, Chromium downloads the pages' fallback
 * font and the tests would measure a device no visitor has (docs/languages.md#typography).
 *
 * `ensureChromium()` returns `{ path, source }` (`path` null for Playwright's default) or throws
 * an Error whose message says how to get a browser. As a script it prints the choice and exits 1
 * when there is no browser.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

import chromium from './chromium.cjs';

const { SYSTEM_CHROMIUM } = chromium;

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

/** Debian's package of Lohit Devanagari (100 KB), one of the faces src/styles/nepali.css names. */
export const DEVANAGARI_FACE_PACKAGE = 'fonts-lohit-deva';

/**
 * Makes sure fontconfig knows a face for Nepali, installing {@link DEVANAGARI_FACE_PACKAGE} as root
 * on Debian when there is none. Best effort: says what it did and never throws.
 * @returns {string} what it found or did
 */
export function ensureDevanagariFace() {
  if (process.platform !== 'linux') return 'the system’s own faces (not Linux)';
  const faces = spawnSync('fc-list', [':lang=ne', 'family'], { encoding: 'utf8' });
  if (faces.status === 0 && faces.stdout.trim()) return `present (${faces.stdout.trim().split('\n')[0]})`;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !isDebianLike()) return `none; install ${DEVANAGARI_FACE_PACKAGE} (or any Devanagari face)`;
  const install = () => run('apt-get', ['install', '-y', '--no-install-recommends', DEVANAGARI_FACE_PACKAGE]);
  const installed = install() || (run('apt-get', ['update']) && install());
  return installed
    ? `installed ${DEVANAGARI_FACE_PACKAGE}`
    : `none; apt-get could not install ${DEVANAGARI_FACE_PACKAGE}`;
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
 * Locates a Chromium for Playwright, installing Debian's package when running as root.
 * @returns {Promise<{ path: string | null, source: string }>}
 */
export async function ensureChromium() {
  console.log(`ensure-chromium: Devanagari face: ${ensureDevanagariFace()}`);
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!isExecutable(fromEnv)) throw new Error(`CHROME_PATH is set to ${fromEnv}, which is not an executable file.`);
    return { path: fromEnv, source: 'CHROME_PATH' };
  }
  if (isExecutable(SYSTEM_CHROMIUM)) return { path: SYSTEM_CHROMIUM, source: 'system package' };

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && isDebianLike()) {
    console.log('ensure-chromium: no Chromium found; installing the Debian package "chromium" with apt-get.');
    const installed = run('apt-get', ['update']) && run('apt-get', ['install', '-y', 'chromium']);
    if (installed && isExecutable(SYSTEM_CHROMIUM))
      return { path: SYSTEM_CHROMIUM, source: 'apt-get install chromium' };
    console.log("ensure-chromium: apt-get could not install chromium; trying Playwright's own browser.");
  }

  const bundled = await playwrightChromiumPath();
  if (bundled && existsSync(bundled)) return { path: null, source: `Playwright's Chromium (${bundled})` };

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
    const { path, source } = await ensureChromium();
    console.log(`ensure-chromium: using ${path ?? "Playwright's default Chromium"} (${source})`);
  } catch (error) {
    console.error(`ensure-chromium: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
