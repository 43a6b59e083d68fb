/**
 * Astro integration that reports, at the end of `astro build`, every content entry shown in
 * English on Nepali pages because its Nepali text is missing or incomplete
 * (docs/languages.md#when-a-nepali-text-is-missing): one warning line per entry naming the file to
 * write and what it lacks. The build never fails for it: the pages already show the English text,
 * marked `lang="en"` with a notice. The same list is written to .astro/translation-report.json
 * (git-ignored), which the checks over dist/ read to tell a reported fallback from English text
 * that nobody translated.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { describeGap, translationGaps } from '../data/translationGaps.ts';

/** Where the report is written, from the project root. */
export const TRANSLATION_REPORT_FILE = '.astro/translation-report.json';

export default function translationReport(): AstroIntegration {
  let root = '';
  return {
    name: 'translation-report',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:done': ({ logger }) => {
        const gaps = translationGaps();
        const file = join(root, TRANSLATION_REPORT_FILE);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, `${JSON.stringify(gaps, null, 2)}\n`);
        if (gaps.length === 0) {
          logger.info('Every entry the Nepali pages show has its Nepali text.');
          return;
        }
        logger.warn(
          `${gaps.length} entries are shown in English on Nepali pages until their Nepali text is written:\n  ${gaps.map(describeGap).join('\n  ')}`,
        );
      },
    },
  };
}
