/**
 * The local servers answer this machine only: scripts/loopbackOnly.mjs, which `npm start`'s
 * netlify dev and `npm run leads`'s Blobs server load, binds every server that names no address
 * to 127.0.0.1. Each way of calling listen() is tried in a Node process of its own.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const PRELOAD = fileURLToPath(new URL('../../scripts/loopbackOnly.mjs', import.meta.url));

/** The address a server started by `listenCall` (code using `server`) listens on, with or without the preload. */
function boundAddress(listenCall: string, preload: boolean): string {
  const script = `const server = require('node:http').createServer();
    ${listenCall};
    server.on('listening', () => { console.log(server.address().address); server.close(); });`;
  return execFileSync(process.execPath, [...(preload ? ['--import', pathToFileURL(PRELOAD).href] : []), '-e', script], {
    encoding: 'utf8',
  }).trim();
}

describe('servers that name no address listen on loopback only', () => {
  it.each([
    'server.listen(0)',
    'server.listen("0")',
    'server.listen({ port: 0 })',
    'server.listen()',
    'server.listen(() => {})',
  ])('%s → 127.0.0.1', (listenCall) => {
    expect(boundAddress(listenCall, true)).toBe('127.0.0.1');
  });

  it('without it Node listens on every interface (what netlify dev and the Blobs server did)', () => {
    expect(boundAddress('server.listen(0)', false)).toMatch(/^(::|0\.0\.0\.0)$/);
  });

  it('leaves an address a server names itself', () => {
    expect(boundAddress('server.listen(0, "127.0.0.2")', true)).toBe('127.0.0.2');
  });
});
