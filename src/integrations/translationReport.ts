/**
 * Astro integration that reports, at the end of `astro build`, the content entries whose Nepali
 * text is missing or out of date (docs/languages.md#what-is-not-translated-yet), without failing
 * the build (the pages already show the English text, marked `lang="en"` with a notice):
 *   - one warning line per entry the Nepali pages showed in English (src/data/translationGaps.ts);
 *   - the same list in .astro/translation-report.json (git-ignored), which the checks over dist/
 *     read to tell a reported fallback from English text nobody translated;
 *   - dist/admin-translations.html, the editors' status page: those entries, plus the files with
 *     no Nepali text and the Nepali texts older than their English entry, from the git history
 *     (scripts/translation-status.mjs, Lunaria), each with a link into the CMS.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { TRANSLATION_STATUS_HTML_FILE } from './builtPages.mjs';
import { describeGap, translationGaps } from '../data/translationGaps.ts';
import { CMS_COLLECTIONS } from '../cms/config.ts';
import {
  STATUS_PAGE_CSS,
  statusPage,
  statusRows,
  type CmsPlace,
  type HistoryStatus,
} from '../lib/translationStatus.ts';

/** Where the report is written, from the project root. */
export const TRANSLATION_REPORT_FILE = '.astro/translation-report.json';

/**
 * The editors' status page and its style sheet, at the top of dist/: not in an admin/ folder, whose
 * header rule (`/admin/*`) would also match the editor at /admin. Its name starts with /admin, which
 * robots.txt disallows.
 */
export const STATUS_PAGE_FILE = TRANSLATION_STATUS_HTML_FILE;
const STATUS_CSS_FILE = 'admin-translations.css';

/** The longest the git history may take to read, in ms, before the page goes without it. */
const HISTORY_TIMEOUT_MS = 120_000;

/**
 * Each file's Nepali status from the git history, or null when it cannot be read (no git, a
 * shallow clone, a timeout): the status script runs apart, since Lunaria exits on such errors.
 */
function readHistory(root: string): HistoryStatus[] | null {
  const run = spawnSync(process.execPath, [join(root, 'scripts/translation-status.mjs')], {
    cwd: root,
    encoding: 'utf8',
    timeout: HISTORY_TIMEOUT_MS,
    maxBuffer: 16 * 1024 * 1024,
  });
  if (run.status !== 0) return null;
  try {
    return JSON.parse(run.stdout) as HistoryStatus[];
  } catch {
    return null;
  }
}

/** Where each collection's entries are edited, from the CMS configuration. */
const CMS_PLACES: CmsPlace[] = CMS_COLLECTIONS.map((collection) => ({
  name: collection.name,
  folder: collection.folder,
  files: collection.files?.map((file) => ({ name: file.name, file: file.file })),
}));

export default function translationReport(): AstroIntegration {
  let root = '';
  return {
    name: 'translation-report',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:done': ({ dir, logger }) => {
        const gaps = translationGaps();
        const reportFile = join(root, TRANSLATION_REPORT_FILE);
        mkdirSync(dirname(reportFile), { recursive: true });
        writeFileSync(reportFile, `${JSON.stringify(gaps, null, 2)}\n`);
        if (gaps.length === 0) logger.info('Every entry the Nepali pages show has its Nepali text.');
        else {
          logger.warn(
            `${gaps.length} entries are shown in English on Nepali pages until their Nepali text is written:\n  ${gaps.map(describeGap).join('\n  ')}`,
          );
        }
        const history = readHistory(root);
        const rows = statusRows(history, gaps, CMS_PLACES);
        const distDir = fileURLToPath(dir);
        writeFileSync(join(distDir, STATUS_PAGE_FILE), statusPage(rows, history !== null, new Date()));
        writeFileSync(join(distDir, STATUS_CSS_FILE), STATUS_PAGE_CSS);
        logger.info(
          `dist/${STATUS_PAGE_FILE}: ${rows.length} entries need a Nepali text${history === null ? ' (git history not read)' : ''}`,
        );
      },
    },
  };
}
