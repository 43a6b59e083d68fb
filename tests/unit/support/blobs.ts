/**
 * A real local Netlify Blobs server (BlobsServer from @netlify/blobs/server on a temporary
 * directory) for the function tests, behind a proxy that hands it one write at a time.
 *
 * Netlify Blobs checks a conditional write and writes in one step; the local server checks, then
 * writes after a few awaits, so two writes with the same If-Match can both pass it. The proxy makes
 * it behave as the platform does, which the "never twice under overlapping runs" cases rely on.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';

export interface LocalBlobs {
  /** What setEnvironmentContext was given: the proxy's address, site id and token. */
  context: { edgeURL: string; uncachedEdgeURL: string; siteID: string; token: string };
  stop: () => Promise<void>;
}

/** Starts the server and its proxy on 127.0.0.1 and points @netlify/blobs at them. */
export async function startLocalBlobs(): Promise<LocalBlobs> {
  const token = 'local-test-token';
  const directory = await mkdtemp(join(tmpdir(), 'sarathi-blobs-'));
  const blobs = new BlobsServer({ directory, token });
  const { port } = await blobs.start();
  let writes = Promise.resolve();
  const writesOneAtATime = createServer((request, response) => {
    const forward = async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
      const answer = await fetch(`http://127.0.0.1:${port}${request.url}`, {
        method: request.method,
        headers,
        ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
      });
      const body = Buffer.from(await answer.arrayBuffer());
      response.writeHead(answer.status, Object.fromEntries(answer.headers));
      response.end(body);
    };
    if (request.method !== 'PUT') return void forward();
    writes = writes.then(forward, forward);
  });
  await new Promise<void>((done) => writesOneAtATime.listen(0, '127.0.0.1', done));
  const proxy = `http://127.0.0.1:${(writesOneAtATime.address() as AddressInfo).port}`;
  const context = { edgeURL: proxy, uncachedEdgeURL: proxy, siteID: 'sarathi-test-site', token };
  setEnvironmentContext(context);
  return {
    context,
    stop: async () => {
      await new Promise<void>((done) => writesOneAtATime.close(() => done()));
      await blobs.stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** A port on 127.0.0.1 that nothing listens on (a receiver or server that is down). */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((done) => probe.close(() => done()));
  return port;
}
