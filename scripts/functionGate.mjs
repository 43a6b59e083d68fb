/**
 * The front of `npm start` (scripts/serve.mjs): passes every request through to `netlify dev`,
 * and lets at most `concurrency` function invocations (paths under /api/ and
 * /.netlify/functions/) run there at once; the others wait their turn, first come first served.
 *
 * Why: `netlify dev` runs each invocation in a new worker thread that boots Node and loads its
 * runtime (about 140 ms of CPU before our code runs), and serves the local Blobs on its own main
 * thread. A burst of 300 posts started 300 workers at once on two cores: the main thread starved,
 * every invocation crawled, netlify-cli stopped those past its 30 s limit (answering 500 for leads
 * already stored) and a worker stopped during a Blobs write left an empty entry. On Netlify each
 * invocation has a CPU of its own; admitting a few at a time is the closer local equivalent
 * (docs/forms-and-leads.md#load-check). Pages, assets and redirects are never held.
 *
 * Every function answer carries `Server-Timing: queue;dur=…, function;dur=…` (ms waited here,
 * ms spent in netlify dev), so the load check can tell waiting from running.
 */
import { createServer, request } from 'node:http';
import { performance } from 'node:perf_hooks';

/** Paths answered by a function rather than by a file of dist/. */
const FUNCTION_PATH = /^\/(?:api\/|\.netlify\/functions\/)/;

/**
 * Starts the front on 127.0.0.1:`port` (this machine only: it takes leads) in front of `origin`
 * (netlify dev). Resolves the server once it listens; rejects when the port is taken. A request
 * netlify dev does not answer (not started yet, stopped) gets 502.
 * @param {{ port: number, origin: URL, concurrency: number }} options
 * @returns {Promise<import('node:http').Server>}
 */
export function startFunctionGate({ port, origin, concurrency }) {
  let running = 0;
  /** @type {Array<() => void>} */
  const waiting = [];
  const admit = () =>
    new Promise((resolve) => {
      if (running < concurrency) {
        running += 1;
        resolve(undefined);
      } else waiting.push(() => resolve(undefined));
    });
  const leave = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  /**
   * Passes one request on to netlify dev, a function call once a place is free. Never rejects: admit()
   * only waits, and a call netlify dev does not answer gets 502.
   * @param {import('node:http').IncomingMessage} incoming
   * @param {import('node:http').ServerResponse} outgoing
   */
  const forward = async (incoming, outgoing) => {
    const held = FUNCTION_PATH.test(incoming.url ?? '');
    /** True while this request holds one of the `concurrency` places. */
    let holding = false;
    let closed = false;
    /** @type {import('node:http').ClientRequest | null} */
    let upstream = null;
    /** Frees the place, once: when netlify dev's answer has ended, or the call failed. */
    const release = () => {
      if (!holding) return;
      holding = false;
      leave();
    };
    /** @type {import('node:http').IncomingMessage | null} */
    let answer = null;
    // The visitor's connection ends: after the answer, or early (gave up, timed out). A call whose
    // body arrived whole goes on (the lead is real); one cut short is dropped. An answer nobody
    // reads any more is drained, so that it ends and frees its place.
    outgoing.on('close', () => {
      closed = true;
      if (!incoming.complete) upstream?.destroy();
      answer?.resume();
    });
    const arrived = performance.now();
    if (held) {
      await admit();
      holding = true;
      if (closed && !incoming.complete) return release();
    }
    const admitted = performance.now();
    upstream = request(
      {
        host: origin.hostname,
        port: origin.port,
        path: incoming.url,
        method: incoming.method,
        // The Host header is kept, so the functions see the address the visitor used.
        headers: incoming.headers,
      },
      (response) => {
        answer = response;
        response.on('close', release);
        const headers = { ...response.headers };
        if (held) {
          const queue = (admitted - arrived).toFixed(0);
          const spent = (performance.now() - admitted).toFixed(0);
          headers['server-timing'] = `queue;dur=${queue}, function;dur=${spent}`;
        }
        if (closed) return void response.resume();
        outgoing.writeHead(response.statusCode ?? 502, headers);
        response.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      release();
      if (closed) return;
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
      outgoing.end('netlify dev did not answer.');
    });
    incoming.pipe(upstream);
  };
  const gate = createServer((incoming, outgoing) => void forward(incoming, outgoing));
  return new Promise((resolve, reject) => {
    gate.once('error', reject);
    gate.listen(port, '127.0.0.1', () => resolve(gate));
  });
}
