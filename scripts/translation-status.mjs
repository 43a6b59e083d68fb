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
 * Where English content files and their Nepali twins live, in Lunaria's pattern syntax: the twin
 * of src/content/{path} is src/content/ne/{path} (docs/languages.md#content-in-nepali).
 */
export const CONTENT_PATTERN = 'src/content/@lang/@path';

/**
 * Content files with no Nepali twin by design: the page titles list both languages' paths; the
 * legal pages stay English, their Nepali routes say so and link them (docs/languages.md).
 */
const NOT_TRANSLATED = [
  'src/content/page-meta.json',
  'src/content/pages/privacy-policy.*',
  'src/content/pages/terms-of-use.*',
];

const status = await lunaria({
  repository: { name: process.env['CMS_GITHUB_REPO'] ?? 'sarathi-software/sarathi-erp-website' },
  files: [
    { location: 'src/content/**/*.{json,md}', ignore: NOT_TRANSLATED, pattern: CONTENT_PATTERN, type: 'universal' },
  ],
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
