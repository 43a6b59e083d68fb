// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
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
    react(),
    tailwind({ applyBaseStyles: false }),
    // Only canonical targets go into the sitemap: scoped module routes and the /industry
    // mirrors point their rel=canonical elsewhere (SPEC §2.1, issue #2 §4).
    sitemap({ filter: (page) => isCanonicalPath(new URL(page).pathname) }),
  ],
  prefetch: false,
  devToolbar: { enabled: false },
});
