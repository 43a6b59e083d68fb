/**
 * What a production deploy needs is declared as such: every package the Netlify Functions bundle
 * (followed through their imports, as Netlify's esbuild bundler does) is a production dependency,
 * so an install without devDependencies still builds them; and what holds leads or secrets on a
 * developer's machine (a CSV export, `.env` files) is never committed.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FUNCTIONS_DIR = join(ROOT, 'functions');

/** The package name of a bundled input path inside node_modules, e.g. `@netlify/blobs`. */
function packageOf(input: string): string | null {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
  return match?.[1] ?? null;
}

describe('the functions’ packages', () => {
  it('every package a function bundles is a production dependency', async () => {
    const entryPoints = readdirSync(FUNCTIONS_DIR)
      .filter((file) => file.endsWith('.mts'))
      .map((file) => join(FUNCTIONS_DIR, file));
    const { metafile } = await build({
      entryPoints,
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      format: 'esm',
      outdir: join(ROOT, 'node_modules', '.cache', 'functions-bundle-check'),
      logLevel: 'silent',
    });
    // The packages our own files import (a package's own imports are its package.json's to declare).
    const topLevel = new Set(
      Object.entries(metafile.inputs)
        .filter(([input]) => packageOf(input) === null)
        .flatMap(([, { imports }]) => imports.map((imported) => packageOf(imported.path)))
        .filter((name) => name !== null),
    );
    const { dependencies = {} } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    expect(topLevel).toContain('nodemailer');
    expect([...topLevel].filter((name) => !(name in dependencies)).sort()).toEqual([]);
  }, 60_000);
});

describe('files that hold leads or secrets', () => {
  /** Whether git ignores `path` (relative to the repository), by the repository's own rules. */
  const ignored = (path: string) => {
    try {
      execFileSync('git', ['check-ignore', '-q', '--no-index', path], { cwd: ROOT });
      return true;
    } catch {
      return false;
    }
  };

  it.each(['leads.csv', 'contact-messages.csv', 'exports/2026-11-leads.csv', '.env', '.env.local', '.env.production'])(
    '%s is never committed',
    (path) => {
      expect(ignored(path)).toBe(true);
    },
  );
});
