/// <reference types="vitest/config" />
/**
 * Unit tests (vitest) for src/lib, the content schemas, the function handlers and the scripts.
 * `getViteConfig` gives the tests Astro's Vite setup, so modules that import `astro:content`
 * or `astro/zod` resolve as they do in the build, and islands render with React 19 as in the build.
 */
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
  },
});
