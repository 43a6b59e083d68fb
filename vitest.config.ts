/// <reference types="vitest/config" />
/**
 * Unit tests (vitest) for src/lib, the content schemas, the function handlers and the scripts.
 * `getViteConfig` gives the tests Astro's Vite setup, so modules that import `astro:content`
 * or `astro/zod` resolve as they do in the build.
 */
import { fileURLToPath } from 'node:url';
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // As in the build (astro.config.mjs vite.ssr.noExternal): these packages import `react`, which
    // must resolve to preact/compat, so vitest transforms them instead of loading them as they are.
    server: { deps: { inline: ['lucide-react', '@nanostores/react', 'keen-slider'] } },
  },
  ssr: { noExternal: ['lucide-react', '@nanostores/react', 'keen-slider'] },
  // The build gets these aliases from @astrojs/preact ({ compat: true }); Astro's Vite config for
  // tests does not carry them, so they are repeated here: tests render what visitors get.
  resolve: {
    alias: [
      { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
      { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
      { find: /^react-dom(\/client)?$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
      // keen-slider/react resolves to CommonJS (react.js) under Node: use its ES build.
      { find: /^keen-slider\/react$/, replacement: fileURLToPath(new URL('./node_modules/keen-slider/react.es.js', import.meta.url)) },
      // lucide-react's "node" export is CommonJS, whose require('react') no alias reaches: use its ESM build.
      { find: /^lucide-react$/, replacement: fileURLToPath(new URL('./node_modules/lucide-react/dist/esm/lucide-react.mjs', import.meta.url)) },
    ],
  },
});
