import { createHash } from 'node:crypto';

/**
 * A CSP source expression for an inline script's text, as Astro's `scriptDirective.hashes` takes
 * it: `sha256-…` (base64 of the UTF-8 text's SHA-256), without quotes.
 */
export function scriptHash(text: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}
