/**
 * Astro integration that writes the site-search index with Pagefind after the build, so
 * `npm run build` and Netlify's build both ship dist/pagefind/.
 *
 * What is indexed: exactly the pages the sitemap lists (src/lib/crawling.ts isSitemapPath): their
 * own canonical URL, not disallowed in robots.txt. Scoped module copies, the /industry mirrors, the
 * thank-you pages, the not-found pages and /search itself stay out, and any page added later as an
 * ordinary canonical page is picked up with no change here. Of each page only <main> is read
 * (BaseLayout marks it data-pagefind-body); navigation (breadcrumbs, tab lists) and form controls
 * inside it are skipped, so a result's excerpt is page text. A result's title is the page's
 * <title> without the " | Sarathi ERP" suffix (it names what the page is, where some <h1>s are
 * slogans), else its <h1>. The served pages are not changed: the title is handed to Pagefind in
 * the copy of the HTML it reads.
 *
 * The build fails, naming the page, when a page has no <main data-pagefind-body>, when Pagefind
 * reports an error, or when a page yields no title (neither <title> nor <h1>) or no words.
 */
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { escapeAttribute } from 'entities';
import * as pagefind from 'pagefind';
import { listHtmlFiles, readPage, urlPathOf } from './builtPages.mjs';
import { isSitemapPath } from '../lib/crawling';

/** Folder of dist/ Pagefind writes to; its script is src/lib/search.ts PAGEFIND_SCRIPT_URL. */
export const SEARCH_INDEX_DIR = 'pagefind';

/**
 * Parts of <main> that are not page text: navigation (breadcrumbs, tab lists, pagination) and
 * forms (labels, options and error texts of the demo and contact forms).
 */
export const EXCLUDED_SELECTORS = ['nav', 'form', '[role="tablist"]'] as const;

/**
 * Files of Pagefind's own ready-made search interfaces, which writeFiles adds to the bundle. The
 * site draws its own (src/islands/search/), so they are removed rather than deployed unused.
 */
export const UNUSED_BUNDLE_FILES = /^pagefind-(?:ui|component-ui|modular-ui|highlight)\.(?:js|css)$/;

/**
 * The title a search result shows for a page: its <title> without the ` | {og:site_name}` suffix
 * (the whole <title> when the site name is part of the wording, e.g. the home page); null when the
 * page has no <title>.
 *
 * @param html a built page
 */
export function searchResultTitle(html: string): string | null {
  const head = readPage(html);
  const title = head.titles[0]?.trim();
  if (!title) return null;
  const siteName = head.meta.get('og:site_name')?.[0]?.trim();
  const suffix = siteName ? ` | ${siteName}` : null;
  return suffix && title.endsWith(suffix) && title.length > suffix.length
    ? title.slice(0, -suffix.length).trim()
    : title;
}

/**
 * The HTML Pagefind reads for a page: the page with its result title ({@link searchResultTitle})
 * declared as Pagefind metadata in <head>. Pages without a <title> are returned unchanged (Pagefind
 * then takes the first <h1>).
 */
export function htmlForIndex(html: string): string {
  const title = searchResultTitle(html);
  if (!title) return html;
  const meta = `<meta data-pagefind-meta="title[content]" content="${escapeAttribute(title)}">`;
  return /<\/head\s*>/i.test(html) ? html.replace(/<\/head\s*>/i, `${meta}</head>`) : `${meta}${html}`;
}

/** A page to index: its file under dist/ and the URL a result links to. */
export interface SearchablePage {
  file: string;
  url: string;
}

/** What {@link writeSearchIndex} wrote. */
export interface SearchIndexReport {
  /** Pages indexed. */
  pages: number;
  /** Unique words of each page, summed over the pages. */
  words: number;
  /** Files written under {@link outputPath} and their total size in bytes. */
  files: number;
  bytes: number;
  /** Absolute path of the written index folder. */
  outputPath: string;
}

/**
 * The pages of a built site that search covers: every .html file whose URL path belongs in the
 * sitemap, in file order.
 *
 * @param htmlFiles .html paths relative to dist/ (builtPages.mjs listHtmlFiles)
 */
export function searchablePages(htmlFiles: readonly string[]): SearchablePage[] {
  return htmlFiles.map((file) => ({ file, url: urlPathOf(file) })).filter((page) => isSitemapPath(page.url));
}

/** Number of files and their total size in bytes under `dir` (recursively). */
export function directorySize(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = directorySize(full);
      files += inner.files;
      bytes += inner.bytes;
    } else if (entry.isFile()) {
      files += 1;
      bytes += statSync(full).size;
    }
  }
  return { files, bytes };
}

/**
 * Indexes the searchable pages of `distDir` and writes the index to `distDir/pagefind/` (an old
 * one is removed first). Throws, naming the pages, on Pagefind errors or on pages without a title
 * or words, and when no page is searchable.
 *
 * @param distDir the built site
 */
export async function writeSearchIndex(distDir: string): Promise<SearchIndexReport> {
  const pages = searchablePages(listHtmlFiles(distDir));
  if (pages.length === 0) throw new Error(`search index: no page of ${distDir} belongs in the sitemap`);
  const outputPath = join(distDir, SEARCH_INDEX_DIR);
  rmSync(outputPath, { recursive: true, force: true });
  const { index, errors } = await pagefind.createIndex({
    // No forced language: Pagefind reads each page's <html lang> and writes one index per language,
    // and the browser loads the one of the page it searches from (docs/languages.md#search).
    excludeSelectors: [...EXCLUDED_SELECTORS],
  });
  try {
    if (!index) throw new Error(`search index: Pagefind did not start: ${errors.join('; ')}`);
    const problems: string[] = [];
    let words = 0;
    for (const page of pages) {
      const html = readFileSync(join(distDir, page.file), 'utf8');
      // Pagefind silently skips a page without the marker once any page has it.
      if (!/<main\b[^>]*\sdata-pagefind-body\b/i.test(html)) {
        problems.push(`${page.file}: no <main data-pagefind-body> (is it built with BaseLayout?)`);
        continue;
      }
      const added = await index.addHTMLFile({ url: page.url, content: htmlForIndex(html) });
      if (added.errors.length > 0) problems.push(`${page.file}: ${added.errors.join('; ')}`);
      else if (!added.file.meta['title']?.trim()) problems.push(`${page.file}: no title (neither <title> nor <h1>)`);
      else if (added.file.uniqueWords === 0) problems.push(`${page.file}: no words in <main data-pagefind-body>`);
      else words += added.file.uniqueWords;
    }
    if (problems.length > 0)
      throw new Error(`search index: ${problems.length} page(s) cannot be indexed:\n  ${problems.join('\n  ')}`);
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0)
      throw new Error(`search index: writing ${outputPath} failed: ${written.errors.join('; ')}`);
    for (const name of readdirSync(outputPath)) if (UNUSED_BUNDLE_FILES.test(name)) rmSync(join(outputPath, name));
    return { pages: pages.length, words, outputPath, ...directorySize(outputPath) };
  } finally {
    await pagefind.close();
  }
}

/** The integration: runs {@link writeSearchIndex} on the output directory when the build is done. */
export default function searchIndex(): AstroIntegration {
  return {
    name: 'sarathi:search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const report = await writeSearchIndex(fileURLToPath(dir));
        const kilobytes = (report.bytes / 1024).toFixed(1);
        logger.info(`dist/${SEARCH_INDEX_DIR}/: ${report.pages} pages indexed, ${report.files} files, ${kilobytes} KB`);
      },
    },
  };
}
