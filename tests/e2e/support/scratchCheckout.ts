/**
 * A throw-away git checkout of this repository for the editor's tests: what an editor gets from
 * `git clone`, plus the uncommitted changes of this checkout (committed there, so the tests run
 * the code as it is on disk), on a branch `main` and nothing else, with this checkout's installed
 * packages linked in. The editor commits drafts and publishes there, never here.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export interface ScratchCheckout {
  /** Its directory. */
  dir: string;
  /** Runs git there; returns its output; throws with git's message when git fails. */
  git(...args: string[]): string;
  /** Removes it. */
  remove(): void;
}

/**
 * Runs git in `cwd`; returns its output.
 * @throws Error naming the command and git's message when git fails
 */
function run(cwd: string, args: string[]): string {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout;
}

/**
 * Makes a scratch checkout of the repository at `root` (see the file's comment).
 * @param options.linkDist also link `root`'s built dist/ in (for serving the built site)
 */
export function makeScratchCheckout(root: string, { linkDist = false } = {}): ScratchCheckout {
  const dir = mkdtempSync(join(tmpdir(), 'sarathi-cms-repo-'));
  const git = (...args: string[]) => run(dir, args);
  run(root, ['clone', '--quiet', '--no-hardlinks', root, dir]);
  // The working tree's changes: modified and new files copied over, deleted ones deleted.
  const lines = (text: string) => text.split('\0').filter(Boolean);
  for (const file of [
    ...lines(run(root, ['diff', '--name-only', '-z', '--diff-filter=d', 'HEAD'])),
    ...lines(run(root, ['ls-files', '-z', '--others', '--exclude-standard'])),
  ]) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    copyFileSync(join(root, file), join(dir, file));
  }
  for (const file of lines(run(root, ['diff', '--name-only', '-z', '--diff-filter=D', 'HEAD'])))
    rmSync(join(dir, file), { force: true });
  git('config', 'user.email', 'editor@sarathierp.com.np');
  git('config', 'user.name', 'Editor');
  git('add', '--all');
  if (git('status', '--porcelain'))
    git('commit', '--quiet', '--no-verify', '-m', 'Uncommitted changes of the checkout');
  // The editor publishes into `main`; drafts are branches `cms/{collection}/{slug}`, which git
  // refuses next to a branch named `cms`, so only main stays.
  git('checkout', '--quiet', '-B', 'main');
  for (const branch of git('for-each-ref', '--format=%(refname:short)', 'refs/heads/').split('\n'))
    if (branch && branch !== 'main') git('branch', '--quiet', '-D', branch);
  // Each installed package linked one by one: the caches Vite and Astro write into node_modules/
  // (.vite, .astro) then stay in the scratch checkout instead of mixing with this one's.
  mkdirSync(join(dir, 'node_modules'));
  for (const entry of readdirSync(join(root, 'node_modules')))
    if (!['.vite', '.astro', '.cache'].includes(entry))
      symlinkSync(join(root, 'node_modules', entry), join(dir, 'node_modules', entry));
  if (linkDist) {
    symlinkSync(join(root, 'dist'), join(dir, 'dist'));
    // .gitignore's `/dist/` matches a directory only, not a link: without this the editor's first
    // draft commit would take the link in.
    appendFileSync(join(dir, '.git', 'info', 'exclude'), '/dist\n');
  }
  return { dir, git, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
