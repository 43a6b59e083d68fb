#!/usr/bin/env node
/**
 * Serves the built site (dist/) and the Netlify Functions (functions/) together on
 * http://localhost:8888 (or $SITE_PORT) with local Netlify Blobs: the whole product on one
 * machine, with no Netlify account, no login, no prompt and no network. `netlify dev` listens on a
 * free port behind scripts/functionGate.mjs, which passes everything through and admits a few
 * function invocations at a time (a burst of form posts would otherwise starve it).
 *
 * `--gzip-port N` adds a proxy on port N that gzips HTML, CSS and JavaScript as Netlify's CDN does
 * in production (`netlify dev` does not), so Lighthouse measures the transfer a visitor gets; it
 * prints "compressing proxy ready" once the site answers through it.
 *
 * Used by `npm start` (after `npm run build`), by Playwright's webServer and by scripts/lighthouse.mjs.
 * Exit code: the one of `netlify dev`; 1 when dist/ has not been built.
 * Blobs written by the functions land in .netlify/blobs-serve/ (git-ignored).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createGzip } from 'node:zlib';
import { startFunctionGate } from './functionGate.mjs';

const repository = join(dirname(fileURLToPath(import.meta.url)), '..');
/**
 * The project netlify dev serves: this repository, or $SERVE_DIR. netlify dev builds the functions
 * into the project's .netlify/functions-serve/ and empties it when it starts or stops, so a second
 * server on the same project (the CMS test's, beside `npm test`'s) would pull the functions from
 * under the first one; that test serves a clone of its own (tests/e2e/cms.spec.ts).
 */
const root = process.env.SERVE_DIR ?? repository;
const netlifyBin = join(repository, 'node_modules', '.bin', process.platform === 'win32' ? 'netlify.cmd' : 'netlify');
/** Loaded into netlify dev: its servers listen on 127.0.0.1 only (scripts/loopbackOnly.mjs). */
const loopbackOnly = join(repository, 'scripts', 'loopbackOnly.mjs');

if (!existsSync(join(root, 'dist', 'index.html'))) {
  console.error('serve: dist/index.html is missing. Build first: `npm run build` (or use `npm start`).');
  process.exit(1);
}

/** Where visitors, tests and Lighthouse reach the site: $SITE_PORT, else 8888 (netlify.toml). */
const sitePort = Number(process.env.SITE_PORT ?? 8888);
/**
 * netlify dev itself listens on a free port behind scripts/functionGate.mjs, which admits this many
 * function invocations at once: two per CPU keeps the CPUs busy while one invocation waits for a
 * Blobs write (docs/forms-and-leads.md#load-check).
 */
const FUNCTION_CONCURRENCY = 2 * availableParallelism();
const netlifyPort = await freePort();

const args = [
  'dev',
  // Never ask Netlify's API for the site's settings or environment variables.
  '--offline',
  // Hidden flag of the pinned netlify-cli 26.2.0: without it `netlify dev` downloads Deno for
  // Edge Functions at start-up (even when the project has none) and crashes offline with
  // "fetch failed at prepareServer". The project has no Edge Functions.
  '--internal-disable-edge-functions',
  '--port',
  String(netlifyPort),
];

const child = spawn(netlifyBin, args, {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    // CI=true for the netlify-cli process only: it turns off netlify-cli's telemetry, its update
    // check and every interactive prompt. It changes nothing in what is served.
    CI: 'true',
    // netlify dev and its static and functions servers listen on every interface and cannot be
    // told otherwise: this makes them listen on 127.0.0.1, so nobody on the network posts leads.
    NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import ${JSON.stringify(pathToFileURL(loopbackOnly).href)}`]
      .filter(Boolean)
      .join(' '),
    NO_UPDATE_NOTIFIER: '1',
    BROWSER: 'none',
    ASTRO_TELEMETRY_DISABLED: '1',
  },
});

/**
 * A port nothing listens on now (bound on loopback, then released).
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

/** Content types Netlify's CDN compresses. */
/** Headers that concern one connection only, which a proxy must not forward (RFC 9110, 7.6.1). */
const HOP_BY_HOP_HEADERS = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];

const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|xml|manifest\+json)|image\/svg\+xml)/i;

/**
 * Starts an HTTP proxy on `port` in front of `origin` that gzips compressible responses for
 * clients that accept gzip, as Netlify's CDN does; every header of the origin is kept.
 * @param {URL} origin
 * @param {number} port
 * @returns {Promise<import('node:http').Server>}
 */
function startCompressingProxy(origin, port) {
  const proxy = createServer((incoming, outgoing) => {
    const upstream = request(
      {
        host: origin.hostname,
        port: origin.port,
        path: incoming.url,
        method: incoming.method,
        headers: { ...incoming.headers, host: origin.host, 'accept-encoding': 'identity' },
      },
      (response) => {
        const headers = { ...response.headers };
        // Hop-by-hop headers describe the connection to netlify dev, not the visitor's: passing on
        // its `connection: close` made the browser open a new connection for every file, where
        // Netlify's CDN keeps one open (HTTP/2), and Lighthouse's simulated 3G then charged every
        // style sheet and picture a new connection's round trips.
        for (const name of HOP_BY_HOP_HEADERS) delete headers[name];
        const gzip =
          /\bgzip\b/.test(String(incoming.headers['accept-encoding'] ?? '')) &&
          COMPRESSIBLE.test(String(response.headers['content-type'] ?? '')) &&
          !response.headers['content-encoding'];
        if (gzip) {
          delete headers['content-length'];
          headers['content-encoding'] = 'gzip';
          headers.vary = 'Accept-Encoding';
        }
        outgoing.writeHead(response.statusCode ?? 502, headers);
        (gzip ? response.pipe(createGzip()) : response).pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    proxy.once('error', reject);
    proxy.listen(port, '127.0.0.1', () => resolve(proxy));
  });
}

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

// SITE_PORT lets two checkouts on one machine serve side by side.
await startFunctionGate({
  port: sitePort,
  origin: new URL(`http://127.0.0.1:${netlifyPort}`),
  concurrency: FUNCTION_CONCURRENCY,
}).catch((/** @type {Error} */ error) => {
  console.error(`serve: could not listen on port ${sitePort}: ${error.message}`);
  child.kill('SIGTERM');
  process.exit(1);
});
console.log(`serve: the site answers on http://localhost:${sitePort} once netlify dev is ready`);

const gzipPortIndex = process.argv.indexOf('--gzip-port');
if (gzipPortIndex >= 0) {
  const port = Number(process.argv[gzipPortIndex + 1]);
  const origin = new URL(`http://127.0.0.1:${sitePort}`);
  await startCompressingProxy(origin, port);
  // Ready once the site answers through the proxy; netlify dev reads each file on its first
  // request, so the first page is fetched here rather than in the first measured run.
  for (let tries = 0; tries < 240; tries += 1) {
    const status = await fetch(`http://127.0.0.1:${port}/`).then(
      (response) => response.arrayBuffer().then(() => response.status),
      () => 502,
    );
    if (status < 500) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.log(`serve: compressing proxy ready on http://localhost:${port}`);
}
