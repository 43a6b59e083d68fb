/**
 * The form endpoints' rate limit for IPv6 visitors, counted per /64 network
 * (docs/forms-and-leads.md#floods). Netlify's own limit (each function's `config.rateLimit`) counts
 * one address at a time, and a single IPv6 customer holds a /64: 18 billion billion addresses, a
 * new one for every post. So posts from IPv6 addresses are also counted here by their /64, with
 * the same allowance: {@link NETWORK_LIMIT}. IPv4 visitors are left to Netlify's limit alone.
 *
 * Each post writes one empty entry `{window start ms}/{network digest}/{uuid}` in a Blobs store
 * and lists its window's entries of that network: writes never collide, so concurrent posts are
 * all counted. The network is kept only as a digest, and entries of past windows are deleted by
 * the next post that opens a window. The limit is an extra: when the store cannot be read or
 * written the post goes through (the lead's own write decides its answer).
 */
import { createHash, randomUUID } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import { storeFor } from './deployContext.mts';

/** Blobs store of the per-network counts. */
export const RATE_LIMIT_STORE = 'rate-limit-counts';

/** Posts allowed per network and window (ms): those of Netlify's per-address limit. */
export const NETWORK_LIMIT = { posts: 10, windowMs: 60_000 } as const;

/** Prefix length that makes one IPv6 customer: the /64 a provider hands one line. */
const IPV6_NETWORK_PREFIX = 64;

/**
 * The /64 network of an IPv6 client address, e.g. `2001:db8:1:2::/64` for `2001:db8:1:2:ffff::9`;
 * null for an IPv4 address (also written IPv4-mapped, `::ffff:203.0.113.7`), a loopback address (a
 * developer's machine), or anything that is not an address.
 */
export function ipv6NetworkOf(ip: string | undefined): string | null {
  if (!ip || !ipaddr.IPv6.isValid(ip)) return null;
  const address = ipaddr.IPv6.parse(ip);
  if (address.isIPv4MappedAddress() || address.range() === 'loopback') return null;
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${IPV6_NETWORK_PREFIX}`);
  return `${network.toString()}/${IPV6_NETWORK_PREFIX}`;
}

/**
 * Counts one post from `ip` and says whether its network went over {@link NETWORK_LIMIT} in the
 * current window (true: answer 429). Never throws: false for IPv4 and loopback addresses, and
 * when the count could not be kept. `later` receives the clean-up of past windows, for the
 * platform's `waitUntil`; without it the clean-up is awaited.
 */
export async function overNetworkLimit(
  ip: string | undefined,
  deployContext: string,
  now: Date = new Date(),
  later?: (work: Promise<unknown>) => void,
): Promise<boolean> {
  const network = ipv6NetworkOf(ip);
  if (!network) return false;
  const windowStart = Math.floor(now.getTime() / NETWORK_LIMIT.windowMs) * NETWORK_LIMIT.windowMs;
  const prefix = `${windowStart}/${createHash('sha256').update(network).digest('hex').slice(0, 24)}/`;
  try {
    const store = storeFor(RATE_LIMIT_STORE, deployContext);
    await store.set(`${prefix}${randomUUID()}`, '');
    const { blobs } = await store.list({ prefix });
    if (blobs.length === 1) {
      const sweep = deletePastWindows(deployContext, windowStart);
      if (later) later(sweep);
      else await sweep;
    }
    return blobs.length > NETWORK_LIMIT.posts;
  } catch (error) {
    console.error('the network rate limit could not count a post:', error instanceof Error ? error.message : error);
    return false;
  }
}

/** Deletes the count entries of windows before `windowStart` (ms); never rejects. */
async function deletePastWindows(deployContext: string, windowStart: number): Promise<void> {
  try {
    const store = storeFor(RATE_LIMIT_STORE, deployContext);
    const { blobs } = await store.list();
    const past = blobs.filter(({ key }) => Number(key.slice(0, key.indexOf('/'))) < windowStart);
    await Promise.all(past.map(({ key }) => store.delete(key)));
  } catch (error) {
    console.error('past rate-limit counts could not be deleted:', error instanceof Error ? error.message : error);
  }
}
