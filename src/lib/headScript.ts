import { createHash } from 'node:crypto';
import { FIRST_TOUCH_CAPTURE } from './attribution';

/**
 * The one inline script of every page's <head>, run before the first paint:
 * - the `js` class on <html>, so the JavaScript layout (the nav's Menu button, scroll reveals)
 *   renders at once without a shift;
 * - the first-touch capture (src/lib/attribution.ts): the landing URL and referrer of the tab's
 *   first page, kept before the visitor can click on.
 * BaseLayout renders this constant and astro.config.mjs hashes the same constant into script-src,
 * so the two cannot drift.
 */
export const HEAD_SCRIPT = `document.documentElement.classList.add('js');${FIRST_TOUCH_CAPTURE}`;

/**
 * A CSP source expression for an inline script's text, as Astro's `scriptDirective.hashes` takes
 * it: `sha256-…` (base64 of the UTF-8 text's SHA-256), without quotes.
 */
export function scriptHash(text: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}
