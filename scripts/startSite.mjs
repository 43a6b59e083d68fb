/**
 * Starts scripts/serve.mjs (the built site, the functions and local Blobs) with its compressing
 * proxy on `proxyPort`, for the checks that read the served site: `npm test` starts it once for
 * the end-to-end tests and Lighthouse, `npm run lighthouse` on its own when nothing serves it.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Resolves with the server's process once it prints that the proxy is ready.
 * @param {number} proxyPort the compressing proxy's port (the site's own is $SITE_PORT, else 8888)
 * @returns {Promise<import('node:child_process').ChildProcess>}
 * @throws (rejects) when serve.mjs ends before the site answers, with its output
 */
export function startSiteServer(proxyPort) {
  return new Promise((resolve, reject) => {
    const server = spawn(process.execPath, ['scripts/serve.mjs', '--gzip-port', String(proxyPort)], {
      cwd: root,
      env: process.env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    server.stdout.on('data', (chunk) => {
      output += String(chunk);
      if (output.includes('compressing proxy ready')) resolve(server);
    });
    server.on('exit', (code) =>
      reject(new Error(`serve.mjs ended (exit ${code}) before the site answered:\n${output}`)),
    );
  });
}
