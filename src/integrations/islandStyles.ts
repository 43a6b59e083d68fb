/**
 * Astro integration that moves the islands' one style rule into each page's <head> after the build.
 *
 * Astro writes `<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>` just
 * before a page's first island, inside <body>, where HTML allows a <style> only as the first child
 * of its parent (the W3C Nu HTML Checker reports every such page). The same element at the end of
 * <head> applies before anything paints and is valid HTML; its text is unchanged, so the hash Astro
 * lists for it in the page's Content-Security-Policy still matches.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { listHtmlFiles } from './builtPages.mjs';

/** The element Astro 5 writes before a page's first island (astro/dist/runtime/server/scripts.js). */
export const ISLAND_STYLE_ELEMENT = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

/**
 * A built page with the islands' style element moved from <body> to the end of <head>; a page
 * without islands, or whose element is already in <head>, comes back unchanged.
 * @param html a built page
 * @returns the page's HTML
 * @throws Error when the page has islands but not the element Astro is known to write (a new Astro
 *   version writes it differently: the build stops rather than ship pages without it), or no </head>
 */
export function moveIslandStylesToHead(html: string): string {
  const headEnd = html.indexOf('</head>');
  const at = html.indexOf(ISLAND_STYLE_ELEMENT);
  if (at === -1) {
    if (html.includes('<astro-island')) throw new Error(`the page has islands but no ${ISLAND_STYLE_ELEMENT}`);
    return html;
  }
  if (headEnd === -1) throw new Error('the page has no </head>');
  if (at < headEnd) return html;
  const withoutStyle = html.slice(0, at) + html.slice(at + ISLAND_STYLE_ELEMENT.length);
  return withoutStyle.slice(0, headEnd) + ISLAND_STYLE_ELEMENT + withoutStyle.slice(headEnd);
}

/** The integration: runs {@link moveIslandStylesToHead} over every page of the output directory. */
export default function islandStyles(): AstroIntegration {
  return {
    name: 'sarathi:island-styles',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const distDir = fileURLToPath(dir);
        let moved = 0;
        for (const file of listHtmlFiles(distDir, { includeAdmin: true })) {
          const path = join(distDir, file);
          const html = readFileSync(path, 'utf8');
          let result: string;
          try {
            result = moveIslandStylesToHead(html);
          } catch (error) {
            throw new Error(`island styles: ${file}: ${error instanceof Error ? error.message : String(error)}`);
          }
          if (result !== html) {
            writeFileSync(path, result);
            moved += 1;
          }
        }
        logger.info(`the islands' <style> moved into <head> on ${moved} pages`);
      },
    },
  };
}
