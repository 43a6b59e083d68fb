// @ts-check
import { defineConfig } from 'astro/config';
import preact from '@astrojs/preact';
import tailwind from '@astrojs/tailwind';
import sitemap from '@astrojs/sitemap';
import { isCanonicalPath } from './src/lib/canonical.ts';

/** The production origin; canonical URLs, Open Graph URLs and the sitemap are built from it. */
export const SITE_URL = 'https://www.sarathierp.com.np';

export default defineConfig({
  site: SITE_URL,
  // Pages are written as /products.html and served at /products: Netlify answers a
  // slash-less path from the .html file without the 301 it adds for directory indexes.
  trailingSlash: 'never',
  build: { format: 'file' },
  integrations: [
    // Islands are written against React's API and run on preact/compat: the same components for a
    // tenth of React 19's client runtime (issue #8: at most 80 KB of JavaScript per page).
    preact({ compat: true }),
    tailwind({ applyBaseStyles: false }),
    // Only canonical targets go into the sitemap: scoped module routes and the /industry
    // mirrors point their rel=canonical elsewhere (SPEC §2.1, issue #2 §4).
    sitemap({ filter: (page) => isCanonicalPath(new URL(page).pathname) }),
  ],
  // Server rendering must resolve these packages' `react` imports to preact/compat too, so they
  // are bundled rather than loaded from node_modules as they are.
  vite: { ssr: { noExternal: ['lucide-react', '@nanostores/react', 'keen-slider'] } },
  prefetch: false,
  devToolbar: { enabled: false },
});
