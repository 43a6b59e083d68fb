/**
 * Astro integration that starts each page's own scripts once the browser is idle after the first
 * paint, instead of fetching them beside the style sheet.
 *
 * Astro writes every processed `<script>` of a page (prefetch on intent, Astro's prefetch set-up,
 * scroll to top, the #pricing jump, the home counters, the 404 trail) as a
 * `<script type="module" src="/_astro/…">`. The browser fetches those at once, at high priority, on
 * the same slow link as the document and the style sheet; none of them changes the first screen.
 * Measured with Lighthouse's mobile preset on the hospital page: with them in the page LCP was
 * 1.43–1.77 s, without them 1.08–1.25 s (Lighthouse counts every high-priority script that arrives
 * before the largest paint as holding it back). After the build this integration replaces them with
 * one inline loader that imports the same files when the browser is first idle,
 * the moment Astro's own `client:idle` islands hydrate (so the navigation's island and these scripts
 * start together, after the hero has painted).
 *
 * The loader's text is the constant {@link PAGE_SCRIPTS_LOADER}, hashed once into the pages'
 * script-src in astro.config.mjs; the files it loads are same-origin (`'self'`). Scripts kept inline
 * by Astro (the scroll reveal, which a first-screen element waits for) are untouched. `astro dev`
 * does not run it: there the scripts load as Astro writes them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { FIRST_TOUCH_CAPTURE } from '../lib/attribution';
import { listHtmlFiles } from './builtPages.mjs';

/**
 * The inline loader (a classic script, so `document.currentScript` is its own element). It reads the
 * files from its `data-page-scripts` attribute (space-separated URLs), imports them at the first idle
 * moment (`requestIdleCallback`; 200 ms later where the browser lacks it, as Astro's `client:idle`
 * does), and marks itself `data-page-scripts-ready` when every one has run, which the end-to-end
 * tests wait on. A file that fails to load is reported in the console; the others still run.
 *
 * It also records the tab's first touch ({@link FIRST_TOUCH_CAPTURE}): at that idle moment, or when
 * the visitor leaves the page before it (`pagehide`), so a campaign landing is kept even after a
 * click within the first second. Not in <head>: the tab's first sessionStorage access opens its
 * storage (18 ms of parsing on the CI machine, Lighthouse mobile FCP 994 → 852 ms without it).
 */
export const PAGE_SCRIPTS_LOADER =
  '(()=>{const e=document.currentScript,c=()=>{' +
  FIRST_TOUCH_CAPTURE +
  "},s=()=>{c();return Promise.all(e.getAttribute('data-page-scripts').split(' ').map((u)=>import(u).catch((r)=>console.error('Page script '+u+' failed to load',r)))).then(()=>e.setAttribute('data-page-scripts-ready',''))};addEventListener('pagehide',c,{once:true});'requestIdleCallback'in window?requestIdleCallback(s):setTimeout(s,200)})();";

/** The loader's element once every page script has run (what the end-to-end tests wait for). */
export const PAGE_SCRIPTS_READY_SELECTOR = 'script[data-page-scripts-ready]';

/** A module script exactly as Astro 5 writes a processed `<script>` (astro/dist/runtime/server/scripts.js). */
const MODULE_SCRIPT = /<script type="module" src="([^"<>\s]+)"><\/script>/g;

/**
 * A built page with its external module scripts moved into the idle loader, placed just before
 * `</body>`; a page without such scripts comes back unchanged.
 * @param html a built page
 * @returns the page's HTML
 * @throws Error when the page has module scripts but no `</body>` to put the loader in
 */
export function loadPageScriptsWhenIdle(html: string): string {
  const sources = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1] ?? '');
  if (sources.length === 0) return html;
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyEnd === -1) throw new Error('the page has module scripts but no </body>');
  const loader = `<script data-page-scripts="${sources.join(' ')}">${PAGE_SCRIPTS_LOADER}</script>`;
  const withoutScripts = html.slice(0, bodyEnd).replace(MODULE_SCRIPT, '');
  return withoutScripts + loader + html.slice(bodyEnd);
}

/**
 * The integration: runs {@link loadPageScriptsWhenIdle} over every public page (the editor's
 * /admin keeps its script: the CMS is the whole page).
 */
export default function idlePageScripts(): AstroIntegration {
  return {
    name: 'sarathi:idle-page-scripts',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const distDir = fileURLToPath(dir);
        let changed = 0;
        for (const file of listHtmlFiles(distDir)) {
          const path = join(distDir, file);
          const html = readFileSync(path, 'utf8');
          let result: string;
          try {
            result = loadPageScriptsWhenIdle(html);
          } catch (error) {
            throw new Error(`idle page scripts: ${file}: ${error instanceof Error ? error.message : String(error)}`);
          }
          if (result !== html) {
            writeFileSync(path, result);
            changed += 1;
          }
        }
        logger.info(`page scripts start when the browser is idle on ${changed} pages`);
      },
    },
  };
}
