/// <reference types="vitest/config" />
/**
 * Two vitest projects:
 * - `unit` (tests/unit): src/lib, the content schemas, the function handlers and the scripts; needs
 *   no build;
 * - `dist` (tests/dist): the checks over the built site (loading rules, internal links, structured
 *   data and crawling); reads dist/, so `npm run build` first.
 * `getViteConfig` gives the tests Astro's Vite setup, so modules that import `astro:content`
 * or `astro/zod` resolve as they do in the build, and islands render with React 19 as in the build.
 */
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    environment: 'node',
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      { extends: true, test: { name: 'dist', include: ['tests/dist/**/*.test.ts'] } },
    ],
  },
});
