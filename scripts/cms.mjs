#!/usr/bin/env node
/**
 * `npm run cms`: edit the content on this computer, offline, with the editorial workflow of the live
 * site (drafts, In review, Ready, Publish). Starts, all bound to 127.0.0.1 only, and stops all on
 * Ctrl+C or when one stops:
 *   - decap-server (Decap's local backend) in git mode on this checkout: a saved draft is a commit
 *     on a branch `cms/{collection}/{slug}`, as it is a pull request on GitHub, and Publish merges
 *     it into the branch that was checked out when `npm run cms` started (usually main). It has
 *     no sign-in at all, so it must never listen on another interface nor be deployed;
 *   - in front of it, on DECAP_SERVER_PORT, scripts/localDrafts.mjs: requests one at a time, and a
 *     draft started before another entry was published still opens;
 *   - `astro dev`: the site and the editor at http://localhost:<SITE_PORT>/admin; a published
 *     change shows on the site's pages at once. It runs with CONTENT_ERRORS=warn: a file that breaks
 *     its schema is reported here, naming the collection, entry, field and file, and the editor keeps
 *     running so the entry can be fixed in the form (src/content.config.ts).
 *
 * It refuses to start, saying why, when no branch is checked out or the checkout has uncommitted
 * changes: decap-server commits every changed file of the folder into the draft being saved
 * (`git add .`) and switches branches in it while it reads and writes drafts.
 * Environment: SITE_PORT (default 4321) and DECAP_SERVER_PORT (default 8081).
 */
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { startLocalDrafts } from './localDrafts.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const sitePort = process.env.SITE_PORT ?? '4321';
const decapPort = process.env.DECAP_SERVER_PORT ?? '8081';
/** @param {string} name a command installed in node_modules/.bin */
const bin = (name) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));

/**
 * Runs git in the checkout; returns its trimmed output, or undefined when git fails.
 * @param {string[]} args
 */
function git(...args) {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/**
 * Why `npm run cms` cannot run on this checkout now, or undefined when it can.
 * @param {string | undefined} branch the branch checked out
 */
function refusal(branch) {
  if (git('rev-parse', '--is-inside-work-tree') !== 'true')
    return 'this folder is not a git checkout: drafts are git branches. Clone the repository first.';
  if (!branch)
    return 'no branch is checked out (detached HEAD). Check out the branch the drafts should be published into, e.g. `git checkout main`.';
  if (branch === 'cms' || branch.startsWith('cms/'))
    return `the branch checked out, ${branch}, is a draft. Check out the branch drafts are published into, e.g. \`git checkout main\`.`;
  const changes = git('status', '--porcelain', '--untracked-files=all');
  if (changes === undefined) return 'git status failed in this folder.';
  if (changes)
    return `this checkout has uncommitted changes, and saving a draft would commit them into it:\n${changes}\nCommit them (or \`git stash --include-untracked\`), then run \`npm run cms\` again.`;
  return undefined;
}

/**
 * A port nothing listens on now (bound on 127.0.0.1, then released).
 * @returns {Promise<number>}
 */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Waits until decap-server at `url` answers its `info` action, for up to 30 s.
 * @param {string} url @returns {Promise<boolean>} false when it never did
 */
async function answers(url) {
  for (let tries = 0; tries < 120; tries += 1) {
    const ok = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"action":"info"}',
    }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
/** @type {import('node:http').Server | undefined} */
let front;
let stopping = false;
/**
 * Stops every server once and exits with `code`.
 * @param {number} code
 */
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  front?.close();
  process.exitCode = code;
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

/**
 * Starts a child process that shares this terminal; returns it.
 * @param {string} label names it in the log @param {string} command @param {string[]} args
 * @param {Record<string, string>} env added to this process's environment
 */
function start(label, command, args, env) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    if (!stopping) console.log(`[cms] ${label} stopped (${signal ?? `exit code ${code}`}); stopping the rest too.`);
    stopAll(code ?? 1);
  });
  children.push(child);
  return child;
}

const branch = git('symbolic-ref', '--quiet', '--short', 'HEAD');
const problem = refusal(branch);
if (problem || !branch) {
  console.error(`[cms] Not started: ${problem}`);
  process.exit(1);
}

const decapServerPort = await freePort();
start(
  'decap-server',
  process.execPath,
  [fileURLToPath(new URL('../node_modules/decap-server/dist/index.js', import.meta.url))],
  {
    PORT: String(decapServerPort),
    BIND_HOST: '127.0.0.1',
    MODE: 'git',
    GIT_REPO_DIRECTORY: root,
    LOG_LEVEL: 'warn',
  },
);
if (!(await answers(`http://127.0.0.1:${decapServerPort}/api/v1`))) {
  console.error('[cms] decap-server did not answer within 30 s.');
  stopAll(1);
} else {
  front = await startLocalDrafts({
    port: Number(decapPort),
    upstream: new URL(`http://127.0.0.1:${decapServerPort}`),
    repo: root,
  }).catch((/** @type {Error} */ error) => {
    console.error(`[cms] Could not listen on 127.0.0.1:${decapPort} (DECAP_SERVER_PORT): ${error.message}`);
    stopAll(1);
    return undefined;
  });
}
if (!stopping) {
  start('astro dev', bin('astro'), ['dev', '--host', '127.0.0.1', '--port', sitePort], {
    PUBLIC_DECAP_SERVER_PORT: decapPort,
    PUBLIC_CMS_BRANCH: branch,
    ASTRO_TELEMETRY_DISABLED: '1',
    CONTENT_ERRORS: 'warn',
  });
  console.log(
    `[cms] Open http://localhost:${sitePort}/admin and click Login. Save keeps a draft on a branch cms/…; Publish merges it into ${branch} (push it yourself). A content error is printed here and the editor keeps running. Ctrl+C stops.`,
  );
}
