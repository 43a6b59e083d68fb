#!/usr/bin/env node
/**
 * `npm run cms`: edit the content on this computer, offline. Starts two servers, both bound to
 * 127.0.0.1 only, and stops both on Ctrl+C or when either stops:
 *   - decap-server (Decap's local backend): reads and writes the files under src/content and
 *     public/images of this checkout. It has no sign-in at all, so it must never listen on
 *     another interface nor be deployed;
 *   - `astro dev`: the site and the editor at http://localhost:<SITE_PORT>/admin; a saved change
 *     shows on the site's pages at once, and `git diff` shows the changed files. It runs with
 *     CONTENT_ERRORS=warn: a file that breaks its schema (saved by hand or left by an older editor)
 *     is reported here, naming the collection, entry, field and file, and the editor keeps running
 *     so the entry can be fixed in the form (src/content.config.ts).
 *
 * If one server stops anyway, the other is stopped too and the reason is printed.
 * Environment: SITE_PORT (default 4321) and DECAP_SERVER_PORT (default 8081).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const sitePort = process.env.SITE_PORT ?? '4321';
const decapPort = process.env.DECAP_SERVER_PORT ?? '8081';
/** @param {string} name a command installed in node_modules/.bin */
const bin = (name) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));

/**
 * Starts a child process that shares this terminal; returns it.
 * @param {string} label names it in the log @param {string} command @param {string[]} args
 * @param {Record<string, string>} env added to this process's environment
 */
function start(label, command, args, env) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    console.log(`[cms] ${label} stopped (${signal ?? `exit code ${code}`}); stopping the other server too.`);
    stopAll(code ?? 1);
  });
  return child;
}

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
let stopping = false;
/**
 * Stops both servers once and exits with `code`.
 * @param {number} code
 */
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

children.push(
  start(
    'decap-server',
    process.execPath,
    [fileURLToPath(new URL('../node_modules/decap-server/dist/index.js', import.meta.url))],
    {
      PORT: decapPort,
      BIND_HOST: '127.0.0.1',
      MODE: 'fs',
      GIT_REPO_DIRECTORY: root,
    },
  ),
  start('astro dev', bin('astro'), ['dev', '--host', '127.0.0.1', '--port', sitePort], {
    PUBLIC_DECAP_SERVER_PORT: decapPort,
    ASTRO_TELEMETRY_DISABLED: '1',
    CONTENT_ERRORS: 'warn',
  }),
);
console.log(
  `[cms] Open http://localhost:${sitePort}/admin to edit; saved changes land in src/content (see git diff). A content error is printed here and the editor keeps running. Ctrl+C stops.`,
);
