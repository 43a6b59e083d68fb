/**
 * Astro integration that fails `astro build` when a Markdown body under src/content holds raw
 * HTML (src/lib/rawHtml.ts, docs/content.md#markdown-bodies), naming each file and the line in it,
 * with the message the CMS shows before saving. It reads the files itself at the start of every
 * build: Astro's content loader only logs an error thrown while rendering Markdown (and builds the
 * page without its text), and does not render again an entry it has cached. Under `astro dev`
 * (and `npm run cms`) the same lines are logged as errors and the editor keeps running.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { rawHtmlProblem } from '../lib/rawHtml.ts';

/** The front matter at the start of a Markdown file, with its closing line. */
const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * One line per Markdown file under `contentDir` whose body holds raw HTML, each naming the file as
 * `folder` + its path (`src/content/news/….md: HTML is not allowed …`); empty when all are Markdown.
 * @param contentDir the content folder on disk
 * @param folder how the lines name that folder
 */
export function findRawHtml(contentDir: string, folder: string): string[] {
  // A missing folder is the content loader's to report, naming the collection.
  if (!existsSync(contentDir)) return [];
  return readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .sort()
    .flatMap((file) => {
      const text = readFileSync(join(contentDir, file), 'utf8');
      const frontMatter = FRONT_MATTER.exec(text)?.[0] ?? '';
      const problem = rawHtmlProblem(text.slice(frontMatter.length), frontMatter.split('\n').length - 1);
      return problem ? [`${folder}/${file}: ${problem}`] : [];
    });
}

export default function markdownHtmlCheck(): AstroIntegration {
  // CONTENT_ROOT: the content folder src/content.config.ts reads (a broken copy in tests).
  const folder = process.env.CONTENT_ROOT ?? 'src/content';
  let contentDir = '';
  return {
    name: 'markdown-html-check',
    hooks: {
      'astro:config:done': ({ config }) => {
        // CONTENT_ROOT may be absolute (a copy in the system's temporary folder).
        contentDir = resolve(fileURLToPath(config.root), folder);
      },
      'astro:build:start': () => {
        const problems = findRawHtml(contentDir, folder);
        if (problems.length > 0) throw new Error(`Raw HTML in Markdown bodies:\n  ${problems.join('\n  ')}`);
      },
      'astro:server:setup': ({ logger }) => {
        for (const problem of findRawHtml(contentDir, folder)) logger.error(problem);
      },
    },
  };
}
