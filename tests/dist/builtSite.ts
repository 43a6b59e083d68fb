/**
 * The built site the dist checks read: the worktree's dist/, which `npm run build` writes. The
 * checks never build it themselves, so a missing build fails every dist test file at once with
 * the command to run.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of dist/. */
export const DIST_DIR = fileURLToPath(new URL('../../dist/', import.meta.url));

/**
 * dist/ when it holds a build.
 * @returns the absolute path of dist/
 * @throws Error naming the command to run when dist/index.html is missing
 */
export function builtSite(): string {
  if (!existsSync(join(DIST_DIR, 'index.html'))) {
    throw new Error(`${DIST_DIR}index.html is missing: run \`npm run build\` first.`);
  }
  return DIST_DIR;
}

/**
 * The findings of a report grouped by the page they name, so each page gets its own test.
 * @param findings anything with a `page`
 * @returns page → its findings (pages without findings are absent)
 */
export function byPage<Finding extends { page: string }>(findings: readonly Finding[]): Map<string, Finding[]> {
  const grouped = new Map<string, Finding[]>();
  for (const finding of findings) grouped.set(finding.page, [...(grouped.get(finding.page) ?? []), finding]);
  return grouped;
}
