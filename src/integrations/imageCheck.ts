/**
 * Astro integration that fails `astro build` when a picture under public/ is not the format its
 * name says (a `.txt` renamed `.png`, a JPEG saved as `.webp`): browsers would show a broken image.
 * Every file with a picture extension is read by its first bytes (src/schemas/imageType.ts); the error
 * names each such file. Runs at the start of the build only, so `astro dev` (and `npm run cms`)
 * keep running while an editor replaces the file.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { readFileStart } from '../schemas/fileStart.ts';
import { formatOfFileName, imageContentProblem } from '../schemas/imageType.ts';

/**
 * One line per picture file under `publicDir` whose bytes are not the format its extension says,
 * each naming the file from the project root (`public/images/…`); empty when all are fine.
 */
export function findMislabelledImages(publicDir: string, projectRoot: string): string[] {
  return readdirSync(publicDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => formatOfFileName(file) !== undefined)
    .sort()
    .flatMap((file) => {
      const path = join(publicDir, file);
      const problem = imageContentProblem(relative(projectRoot, path), readFileStart(path));
      return problem ? [problem] : [];
    });
}

export default function imageCheck(): AstroIntegration {
  let publicDir = '';
  let projectRoot = '';
  return {
    name: 'image-check',
    hooks: {
      'astro:config:done': ({ config }) => {
        publicDir = fileURLToPath(config.publicDir);
        projectRoot = fileURLToPath(config.root);
      },
      'astro:build:start': () => {
        const problems = findMislabelledImages(publicDir, projectRoot);
        if (problems.length > 0) {
          throw new Error(`Pictures whose content is not what their name says:\n  ${problems.join('\n  ')}`);
        }
      },
    },
  };
}
