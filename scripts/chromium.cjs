/**
 * The Chromium every browser check runs (Playwright, Lighthouse): where the system package puts it,
 * and the flags for an offline machine in a container (no sandbox there, no GPU, no background
 * traffic to Google). CommonJS so that the ES-module scripts, the TypeScript Playwright config and
 * Lighthouse CI's lighthouserc.cjs can all load it.
 */
exports.SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * Debian's package `chromium-headless-shell`: the same Chromium built without the browser's own
 * window and services, the build Playwright runs headless tests on by default. The end-to-end tests
 * use it when it is there: three specs took 33 s on it against 62 s on the full browser. Lighthouse
 * keeps the full browser, which is what visitors run and what its thresholds were set on.
 */
exports.SYSTEM_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

exports.CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
