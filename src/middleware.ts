/**
 * Runs over every page as Astro renders it (at build time: the site is static). A Nepali page
 * spells out each name of src/i18n/glossedNames.ts once, at its first mention, and writes the short
 * form after it (docs/glossary.md#spelled-out-once); English pages and files other than HTML pass
 * through untouched.
 */
import { defineMiddleware } from 'astro:middleware';
import { GLOSSED_NAMES } from './i18n/glossedNames';
import { spellOutOnce } from './lib/spellOutOnce';

export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  if (context.currentLocale !== 'ne' || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = await response.text();
  return new Response(spellOutOnce(html, GLOSSED_NAMES), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
});
