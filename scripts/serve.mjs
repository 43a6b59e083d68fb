#!/usr/bin/env node
/**
 * Serves the built site (dist/) and the Netlify Functions (functions/) together on
 * http://localhost:8888 with local Netlify Blobs: the whole product on one machine, with no
 * Netlify account, no login, no prompt and no network (ARCHITECTURE "Serving and testing").
 *
 * Used by `npm start` (after `npm run build`) and by Playwright's webServer.
 * Exit code: the one of `netlify dev`; 1 when dist/ has not been built.
 * Blobs written by the functions land in .netlify/blobs-serve/ (git-ignored).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const netlifyBin = join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'netlify.cmd' : 'netlify');

if (!existsSync(join(root, 'dist', 'index.html'))) {
  console.error('serve: dist/index.html is missing. Build first: `npm run build` (or use `npm start`).');
  process.exit(1);
}

const args = [
  'dev',
  // Never ask Netlify's API for the site's settings or environment variables.
  '--offline',
  // Hidden flag of the pinned netlify-cli 26.2.0: without it `netlify dev` downloads Deno for
  // Edge Functions at start-up (even when the project has none) and crashes offline with
  // "fetch failed at prepareServer". The project has no Edge Functions.
  '--internal-disable-edge-functions',
  // SITE_PORT lets two checkouts on one machine serve side by side; 8888 otherwise (netlify.toml).
  ...(process.env.SITE_PORT ? ['--port', process.env.SITE_PORT] : []),
];

const child = spawn(netlifyBin, args, {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    // CI=true for the netlify-cli process only: it turns off netlify-cli's telemetry, its update
    // check and every interactive prompt. It changes nothing in what is served.
    CI: 'true',
    NO_UPDATE_NOTIFIER: '1',
    BROWSER: 'none',
    ASTRO_TELEMETRY_DISABLED: '1',
  },
});

// Forward stop signals so Ctrl-C (or Playwright stopping its webServer) ends netlify dev cleanly.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  });
}

child.on('error', (error) => {
  console.error(`serve: could not start ${netlifyBin}: ${error.message}. Did you run \`npm ci\`?`);
  process.exit(1);
});

child.on('exit', (code, signal) => {
  if (signal === 'SIGINT' || signal === 'SIGTERM' || signal === 'SIGHUP') process.exit(0);
  process.exit(code ?? 1);
});
