/**
 * Makes every server of this Node process listen on 127.0.0.1 unless it names an address itself.
 * Loaded by the local servers whose code we do not own and that bind every interface with no way
 * to ask otherwise: `netlify dev` and its static and functions servers (`--import` through
 * NODE_OPTIONS, scripts/serve.mjs) and the Blobs server of `npm run leads` (scripts/leads.mjs). On
 * a shared network they would otherwise answer anyone: the site's forms would store their leads,
 * and the Blobs server would hand out every lead.
 *
 * It wraps `net.Server.prototype.listen`, which every HTTP server calls: a port without a host
 * (`listen(8888)`, `listen({ port })`, `listen()`) gets host 127.0.0.1; a Unix socket, a handle or
 * an explicit host is left as it is.
 */
import net from 'node:net';

const LOOPBACK = '127.0.0.1';
/** Node's own listen(), called with the arguments completed. */
const listen = /** @type {(this: net.Server, ...args: unknown[]) => net.Server} */ (
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the server as `this`
  net.Server.prototype.listen
);

/**
 * Whether `value` is a port as listen() takes it (a number, or digits as a string).
 * @param {unknown} value
 */
const isPort = (value) => typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value));

/**
 * listen() with 127.0.0.1 wherever the caller named no address.
 * @this {net.Server}
 * @param {...unknown} args
 * @returns {net.Server}
 */
function listenOnLoopback(...args) {
  const [first, second] = args;
  /** @type {unknown[]} */
  let call = args;
  if (args.length === 0 || typeof first === 'function') call = [0, LOOPBACK, ...args];
  else if (isPort(first) && typeof second !== 'string') call = [first, LOOPBACK, ...args.slice(1)];
  else if (
    typeof first === 'object' &&
    first !== null &&
    !('handle' in first) &&
    !('fd' in first) &&
    !('path' in first) &&
    !('host' in first && first.host)
  )
    call = [{ ...first, host: LOOPBACK }, ...args.slice(1)];
  return listen.apply(this, call);
}

net.Server.prototype.listen = /** @type {typeof listen} */ (/** @type {unknown} */ (listenOnLoopback));
