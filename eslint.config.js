// Lint rules for the whole tree: TypeScript and React islands, Astro components, and the
// accessibility rules of jsx-a11y for everything that renders markup.
//
// typescript-eslint's type-checked rules run on the .ts/.tsx/.mts/.mjs files of src/ (islands, lib,
// CMS, integrations), functions/ (the two form endpoints), tests/ and scripts/, through the project
// service (the types of tsconfig.json, whose checkJs reads the JSDoc of the .mjs files; so
// `astro:content` needs the types `astro sync` writes to .astro/). The art kit in scripts/art/ is
// not typed yet (tsconfig.json leaves it out) and the root configs are a few lines each: both get
// the untyped rules. Astro files get the untyped rules too: astro-eslint-parser cannot
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
    files: ['src/**', 'functions/**', 'tests/**', 'scripts/**'],
    ignores: ['scripts/art/**'],
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
