// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwind from '@astrojs/tailwind';
import sitemap from '@astrojs/sitemap';
import { isSitemapPath } from './src/lib/crawling.ts';
import shareImages from './src/integrations/shareImages.ts';
import imageCheck from './src/integrations/imageCheck.ts';
import { PAGE_CSP_DIRECTIVES, PAGE_SCRIPT_SOURCES } from './src/lib/security.ts';
import searchIndex from './src/integrations/searchIndex.ts';
import securityHeaders from './src/integrations/securityHeaders.ts';
import islandStyles from './src/integrations/islandStyles.ts';
import devanagariFonts from './src/integrations/devanagariFonts.ts';
import idlePageScripts, { PAGE_SCRIPTS_LOADER } from './src/integrations/idlePageScripts.ts';
import translationReport from './src/integrations/translationReport.ts';
import rehypeExternalLinks from 'rehype-external-links';
import { externalLinkOptions } from './src/lib/externalLinks.ts';
import rehypeKeepTogether from './src/lib/rehypeKeepTogether.ts';
import markdownHtmlCheck from './src/integrations/markdownHtmlCheck.ts';
import { scriptHash } from './src/lib/scriptHash.ts';
import { SITE_ORIGIN } from './src/lib/siteOrigin.ts';
import { DEFAULT_LOCALE, LOCALES } from './src/i18n/locales.ts';

export default defineConfig({
  site: SITE_ORIGIN,
  // Pages are written as /products.html and served at /products: Netlify answers a
  // slash-less path from the .html file without the 301 it adds for directory indexes.
  trailingSlash: 'never',
  build: { format: 'file' },
  // English at today's URLs, Nepali under /ne/: one route file per page shape under
  // src/pages/[...locale]/ builds both (docs/languages.md). No redirects and no fallback; the pages
  // built in English only are linked in English (src/i18n/pageLocales.ts).
  i18n: {
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  integrations: [
    // Before Vite: the self-hosted Devanagari face cut down to the letters the site writes, named by
    // the style sheets as devanagari-subset/… (src/integrations/devanagariFonts.ts).
    devanagariFonts(),
    // Before the build: every picture under public/ must be the format its name says (by its bytes).
    imageCheck(),
    // Before the build: Markdown bodies are Markdown only; raw HTML fails naming the file and line
    // (the CMS refuses it before saving, with the same message).
    markdownHtmlCheck(),
    // Islands are React 19 components, rendered to HTML at build and hydrated in the browser.
    react(),
    tailwind({ applyBaseStyles: false }),
    // Only canonical targets go into the sitemap: scoped module routes and the /industry
    // mirrors point their rel=canonical elsewhere; the not-found pages
    // and the pages robots.txt disallows stay out too.
    // A page built in both languages lists its twin as an hreflang alternate.
    sitemap({
      filter: (page) => isSitemapPath(new URL(page).pathname),
      i18n: { defaultLocale: DEFAULT_LOCALE, locales: { en: 'en', ne: 'ne' } },
    }),
    // After the build: one 1200×630 share image per canonical page, drawn from its title and
    // cached in node_modules/.cache/og (src/integrations/shareImages.ts).
    shareImages(),
    // After the build: the Pagefind site-search index of the sitemap's pages in dist/pagefind/,
    // loaded by the browser only when search opens (src/integrations/searchIndex.ts).
    searchIndex(),
    // After the build: the islands' one <style>, which Astro writes inside <body>, moved into
    // <head> where HTML allows it (src/integrations/islandStyles.ts).
    islandStyles(),
    // After the build: each page's own scripts (attribution, prefetch, scroll to top, …) start when
    // the browser is first idle, not beside the style sheet (src/integrations/idlePageScripts.ts).
    idlePageScripts(),
    // After the build: names each entry shown in English on Nepali pages because its Nepali text
    // is missing or out of date, without failing (src/integrations/translationReport.ts).
    translationReport(),
    // Last: after the build, writes every response header rule (security headers, the pages' CSP
    // plus frame-ancestors, caching) into dist/_headers and fails the build on inline code the
    // policy would block.
    securityHeaders(),
  ],
  // Strict Content-Security-Policy: Astro hashes its island loader, directives, inlined
  // scripts and styles into each page's <meta> policy (no 'unsafe-inline'); the other directives
  // come from src/lib/security.ts. Not active under `astro dev`.
  experimental: {
    csp: {
      directives: [...PAGE_CSP_DIRECTIVES],
      // The inline script Astro does not hash by itself, hashed from the constant that is
      // rendered: the idle loader of the page scripts.
      // Resources: 'self' and 'wasm-unsafe-eval' for the search's WebAssembly (src/lib/security.ts).
      scriptDirective: {
        resources: [...PAGE_SCRIPT_SOURCES],
        hashes: [scriptHash(PAGE_SCRIPTS_LOADER)],
      },
    },
  },
  // Pages are fetched ahead on hover, focus or touch start by components/layout/PrefetchOnIntent.astro
  // through Astro's prefetch(); no link is prefetched by Astro's own strategies (none on viewport entry).
  prefetch: { prefetchAll: false },
  vite: {
    // nepali-date-converter ships a UMD main file whose default export Node's ESM loader wraps once
    // more; bundled from its ES module build, `import NepaliDate from …` is the class itself.
    ssr: { noExternal: ['nepali-date-converter'] },
    build: {
      // Astro writes a page's small scripts into its HTML (under 4 KB), where every page pays for
      // them again; they are files instead, cached once for the whole site (scroll to top, the
      // counters), started when the browser is idle (idlePageScripts above). Two stay inline, as
      // they must run as soon as the page is parsed: the reveal script (a reveal in the first screen
      // must not wait) and the product pages' #pricing jump (300 ms after arriving, not after idle).
      // Fonts are never inlined: the language switch's 1 KB face (src/integrations/devanagariFonts.ts)
      // would ride as base64 in every English page's CSS, where only a phone without a Devanagari
      // face of its own needs it. Other assets keep Vite's default.
      assetsInlineLimit: (filePath) => {
        if (filePath.endsWith('.woff2')) return false;
        return filePath.endsWith('.js')
          ? /(^|\/)(RevealOnScroll|SubIndustryPage)\.astro_astro_type_script_/.test(filePath)
          : undefined;
      },
      rollupOptions: {
        output: {
          // Two shared chunks, so that nothing a page runs at load pulls in React:
          // - `page-load`: the small scripts every page runs once idle (Astro's prefetch, prefetch on
          //   intent) and Vite's preload helper, about 2 KB gzip;
          // - `runtime`: React, react-dom, Astro's React client and the islands' shared helpers,
          //   about 74 KB gzip, fetched only when the first island hydrates. As one hashed file it
          //   gzips smaller than a handful of tiny chunks, and a visitor caches it once.
          manualChunks(id) {
            if (
              /node_modules\/astro\/dist\/prefetch\/|src\/lib\/prefetch\.ts/.test(id) ||
              id.includes('vite/preload-helper')
            )
              return 'page-load';
            // react-dom/server is only imported by the CMS at /admin: it stays with the editor's bundle.
            if (/node_modules\/react-dom\/(server|cjs\/react-dom-server)/.test(id)) return undefined;
            if (/node_modules\/(react|react-dom|scheduler|clsx|nanostores|@nanostores\/react)\//.test(id))
              return 'runtime';
            if (
              /node_modules\/lucide-react\/dist\/esm\/(Icon|createLucideIcon|defaultAttributes|context|shared\/)/.test(
                id,
              )
            )
              return 'runtime';
            if (/node_modules\/@astrojs\/react\/dist\/client/.test(id)) return 'runtime';
            return undefined;
          },
        },
      },
    },
  },
  markdown: {
    // Shiki colours code with inline style="" attributes, which the strict CSP blocks; the stories,
    // news and legal pages carry no code, so code blocks stay plain <pre><code>.
    syntaxHighlight: false,
    // Headings keep Astro's anchor ids; links to other sites open in a new tab, safely; amounts,
    // units and ranges ("3-6 months") never break across two lines.
    rehypePlugins: [[rehypeExternalLinks, externalLinkOptions(new URL(SITE_ORIGIN).host)], rehypeKeepTogether],
  },
  devToolbar: { enabled: false },
});
