import { createHash } from 'node:crypto';

/**
 * The one inline script of every page's <head>, run before the first paint: the `js` class on
 * <html>, so the JavaScript layout (the nav's Menu button, scroll reveals) renders at once without a
 * shift. Nothing else belongs here: whatever runs in <head> holds back parsing and the first paint
 * (the first-touch capture runs in the idle loader, src/integrations/idlePageScripts.ts).
 * BaseLayout renders this constant and astro.config.mjs hashes the same constant into script-src,
 * so the two cannot drift.
 */
export const HEAD_SCRIPT = "document.documentElement.classList.add('js');";

/**
 * A CSP source expression for an inline script's text, as Astro's `scriptDirective.hashes` takes
 * it: `sha256-…` (base64 of the UTF-8 text's SHA-256), without quotes.
 */
export function scriptHash(text: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}
