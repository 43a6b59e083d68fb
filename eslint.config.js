// Lint rules for the whole tree: TypeScript and React islands, Astro components, and the
// accessibility rules of jsx-a11y for everything that renders markup.
//
// typescript-eslint's type-checked rules run on the shipped code only: the .ts/.tsx/.mts/.mjs files
// under src/ (islands, lib, CMS, integrations) and functions/ (the two form endpoints), through the
// project service (the types of tsconfig.json, so `astro:content` needs the types `astro sync`
// writes to .astro/). tests/, scripts/ and the root configs get the untyped rules for now (their
// .mjs files are type-checked by `astro check` through checkJs, except the art kit in scripts/art/). Astro files get the untyped rules too: astro-eslint-parser cannot
// use the project service (it falls back to a program of its own per file and writes temporary .tsx
// files beside the source), and the scripts inside them have no file TypeScript knows; `astro
// check` type-checks them instead.
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.astro/',
      '.netlify/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'public/',
      'tests/fixtures/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**', 'functions/**'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  ...astro.configs.recommended,
  // jsx-a11y's recommended rules for Astro templates and the React islands alike.
  ...astro.configs['jsx-a11y-recommended'],
  {
    // Astro components and their <script> blocks (virtual files *.astro/*.ts): untyped, see above.
    files: ['**/*.astro', '**/*.astro/*'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // `_`-prefixed names mark values a signature requires but the body does not use.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
