/**
 * The front of `npm start` (scripts/functionGate.mjs): a few function calls at a time, first come
 * first served, pages never held, a visitor who gives up never blocks the others. Real HTTP on
 * loopback: a stand-in for netlify dev that holds each call until the test lets it answer.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFunctionGate } from '../../scripts/functionGate.mjs';

/** A call that reached the stand-in, with the way to answer it. */
interface HeldCall {
  path: string;
  answer: () => void;
}

let upstream: Server;
let gate: Server;
let base: string;
/** Calls the stand-in received, in order. */
let calls: HeldCall[];
/** Calls the stand-in is still holding, and the most it held at once. */
let holding: number;
let mostHeld: number;

beforeEach(async () => {
  calls = [];
  holding = 0;
  mostHeld = 0;
  upstream = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = request.url ?? '';
    let answered = false;
    const answer = () => {
      if (answered) return;
      answered = true;
      holding -= 1;
      response.writeHead(200, { 'Content-Type': 'text/plain' }).end(path);
    };
    if (!path.startsWith('/api/')) return void response.writeHead(200).end(path);
    holding += 1;
    mostHeld = Math.max(mostHeld, holding);
    calls.push({ path, answer });
  });
  upstream.listen(0, '127.0.0.1');
  await once(upstream, 'listening');
  const origin = new URL(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
  gate = await startFunctionGate({ port: 0, origin, concurrency: 2 });
  base = `http://127.0.0.1:${(gate.address() as AddressInfo).port}`;
});

afterEach(async () => {
  for (const call of calls) call.answer();
  gate.closeAllConnections();
  upstream.closeAllConnections();
  await Promise.all([new Promise((done) => gate.close(done)), new Promise((done) => upstream.close(done))]);
});

const post = (path: string, signal?: AbortSignal) =>
  fetch(`${base}${path}`, { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' }, signal });

describe('the function gate of npm start', () => {
  it('lets two calls run at once and the others wait their turn, first come first served', async () => {
    const answers = ['/api/a', '/api/b', '/api/c', '/api/d'].map((path) => post(path));
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toEqual(['/api/a', '/api/b']));
    calls[0]?.answer();
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    calls[1]?.answer();
    calls[2]?.answer();
    await vi.waitFor(() => expect(calls).toHaveLength(4));
    calls[3]?.answer();
    const bodies = await Promise.all(answers.map(async (answer) => (await answer).text()));
    expect(bodies).toEqual(['/api/a', '/api/b', '/api/c', '/api/d']);
    expect(calls.map((call) => call.path)).toEqual(['/api/a', '/api/b', '/api/c', '/api/d']);
    expect(mostHeld).toBe(2);
  });

  it('never holds a page while the calls are busy', async () => {
    void post('/api/a').catch(() => undefined);
    void post('/api/b').catch(() => undefined);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    const page = await fetch(`${base}/pricing`);
    expect([page.status, await page.text()]).toEqual([200, '/pricing']);
  });

  it('visitors who leave while waiting, their form half sent, hold up no one', async () => {
    void post('/api/a').catch(() => undefined);
    void post('/api/b').catch(() => undefined);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    // Two posts whose connection drops after half the body, while both places are taken.
    const { port } = gate.address() as AddressInfo;
    for (const path of ['/api/left-1', '/api/left-2']) {
      const arrived = once(gate, 'request') as Promise<[IncomingMessage, ServerResponse]>;
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => undefined);
      socket.write(`POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n`);
      socket.write('Content-Length: 100\r\n\r\n{"email":');
      const [, waiting] = await arrived;
      socket.destroy();
      // The gate has seen the connection end before a place frees up.
      await once(waiting, 'close');
    }
    const next = post('/api/next');
    calls[0]?.answer();
    calls[1]?.answer();
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/next'));
    calls.at(-1)?.answer();
    expect(await (await next).text()).toBe('/api/next');
  });

  it('tells in Server-Timing how long a call waited and ran', async () => {
    const answer = post('/api/a');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    calls[0]?.answer();
    expect((await answer).headers.get('server-timing')).toMatch(/^queue;dur=\d+, function;dur=\d+$/);
    expect((await fetch(`${base}/pricing`)).headers.get('server-timing')).toBeNull();
  });
});
