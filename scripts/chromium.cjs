/**
 * The Chromium every browser check runs (Playwright, Lighthouse): where the system package puts it,
 * and the flags for an offline machine in a container (no sandbox there, no GPU, no background
 * traffic to Google). CommonJS so that the ES-module scripts, the TypeScript Playwright config and
 * Lighthouse CI's lighthouserc.cjs can all load it.
 */
exports.SYSTEM_CHROMIUM = '/usr/bin/chromium';

exports.CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
