/**
 * What goes over the wire to a lead webhook (docs/forms-and-leads.md#webhooks): which addresses are
 * taken, and how an event is signed and checked, the way Stripe signs its webhooks:
 * `Sarathi-Signature: t={unix seconds},v1={hex HMAC-SHA256 of "{t}.{body}"}`. Plain JavaScript
 * (with JSDoc types) because both the functions and `npm run leads -- --webhook-test` (Node, no
 * TypeScript step) use it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';

/**
 * True for an https URL, or an http one to this machine (localhost, 127.x, ::1: a receiver in a
 * test or on the developer's machine). Every other address would carry leads in clear.
 * @param {string} text
 * @returns {boolean}
 */
export function isDeliverable(text) {
  let url;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return url.protocol === 'http:' && (host === 'localhost' || (isIP(host) !== 0 && /^(127\.|::1$)/.test(host)));
}

/** Header with the timestamp and signature of a signed webhook. */
export const SIGNATURE_HEADER = 'Sarathi-Signature';
/** Header with the event id (`{store}/{key}`), the same on every attempt of one lead. */
export const EVENT_ID_HEADER = 'Sarathi-Event-Id';
/** Shortest secret accepted, in characters: a short one could be guessed from signed events. */
export const MIN_SECRET_LENGTH = 16;
/** How old a signature a receiver should accept, in seconds (Stripe's default tolerance). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * The signature header of `body` sent at `timestamp` (unix seconds).
 * @param {string} secret @param {string} body @param {number} timestamp
 * @returns {string} `t={timestamp},v1={64 hex digits}`
 */
export function signWebhook(secret, body, timestamp) {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/**
 * A receiver's check of a signed webhook: true when `header` holds a timestamp at most
 * `toleranceSeconds` from `now` (unix seconds) and a `v1` signature of it and the raw `body` with
 * `secret` (compared in constant time). False for anything else; never throws.
 * @param {string} secret @param {string | null | undefined} header @param {string} body
 * @param {number} [now] @param {number} [toleranceSeconds]
 * @returns {boolean}
 */
export function verifyWebhookSignature(
  secret,
  header,
  body,
  now = Math.floor(Date.now() / 1000),
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
) {
  const parts = (header ?? '').split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([name]) => name === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(now - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex'));
  return parts.some(([name, value]) => {
    if (name !== 'v1' || !value) return false;
    const given = Buffer.from(value);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/**
 * The headers and body of one signed event, signed now by the wall clock (the one the receiver
 * compares it with).
 * @param {{ id: string }} event @param {string} secret
 * @returns {{ headers: Record<string, string>, body: string }}
 */
export function signedEventRequest(event, secret) {
  const body = JSON.stringify(event);
  return {
    body,
    headers: {
      'Content-Type': 'application/json',
      'User-Agent': 'SarathiERP-Website-Webhooks/1.0',
      [EVENT_ID_HEADER]: event.id,
      [SIGNATURE_HEADER]: signWebhook(secret, body, Math.floor(Date.now() / 1000)),
    },
  };
}
