#!/usr/bin/env node
/**
 * Prints, as JSON on standard output, the Nepali translation status of every content file from
 * the git history, as Lunaria (@lunariajs/core, which Astro's own docs use) reads it: for each
 * English file, whether its Nepali text is missing, done, or outdated (the English file changed
 * in a commit after the Nepali one's last change), with both dates.
 *
 * Run by src/integrations/translationReport.ts at the end of `astro build`, in a child process
 * because Lunaria ends its process on a git error (e.g. a shallow clone without history): the build
 * then reports the status as unknown instead of stopping. Also runnable by hand:
 * `node scripts/translation-status.mjs`.
 *
 * Output: `[{ source, translation, status: 'missing' | 'outdated' | 'done', englishChanged,
 * nepaliChanged }]` (paths from the repository root, `translation` null when missing; dates as ISO
 * strings, `nepaliChanged` null when missing).
 */
import { lunaria } from '@lunariajs/core';

/**
 * Content files that have no Nepali file of their own: the settings files at the top of
 * src/content hold both languages in one file (their Nepali half cannot be older than a commit of
 * the same file); the page titles list both languages' paths; the legal pages stay English, their
 * Nepali routes say so and link them (docs/languages.md).
 */
const NOT_TRANSLATED = ['src/content/*.json', 'src/content/pages/privacy-policy.*', 'src/content/pages/terms-of-use.*'];

/**
 * Where English content files and their Nepali texts live, in Lunaria's pattern syntax: the Nepali
 * text of `{path}.en.json` is `{path}.ne.json` beside it, and so for Markdown
 * (docs/content.md#both-languages-in-one-entry). The path is written as dot-free segments (slugs
 * have no dots), else the path would swallow the language and every file would stand alone.
 */
/** @param {'json' | 'md'} extension */
const contentFiles = (extension) => ({
  location: `src/content/**/*.{en,ne}.${extension}`,
  ignore: NOT_TRANSLATED,
  pattern: `src/content/:path([^.]+).@lang.${extension}`,
  type: /** @type {const} */ ('universal'),
});

const status = await lunaria({
  repository: { name: process.env['CMS_GITHUB_REPO'] ?? 'sarathi-software/sarathi-erp-website' },
  files: [contentFiles('json'), contentFiles('md')],
  defaultLocale: { label: 'English', lang: 'en' },
  locales: [{ label: 'Nepali', lang: 'ne' }],
});

const report = status.map(({ sourceFile, localizations }) => {
  const nepali = localizations['ne'];
  const english = { source: sourceFile.path, englishChanged: sourceFile.git.lastMajorChange };
  if (!nepali || nepali.isMissing) return { ...english, translation: null, status: 'missing', nepaliChanged: null };
  return {
    ...english,
    translation: nepali.path,
    status: nepali.isOutdated ? 'outdated' : 'done',
    nepaliChanged: nepali.git.lastMajorChange,
  };
});
process.stdout.write(`${JSON.stringify(report)}\n`);
