/**
 * A broken content entry fails the build with a message naming the file and the field
 * (issue #2 §2). Runs the real `astro sync` on a copy of src/content with one entry broken.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const workDir = mkdtempSync(join(tmpdir(), 'content-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** Copies src/content, lets `breakIt` edit the copy, runs astro sync on it; resolves to its output and exit code. */
async function syncWithBrokenCopy(name: string, breakIt: (root: string) => void, syncArgs: string[] = []) {
  const root = join(workDir, name);
  cpSync('src/content', root, { recursive: true });
  breakIt(root);
  try {
    const { stdout, stderr } = await run('node_modules/.bin/astro', ['sync', ...syncArgs], {
      env: { ...process.env, CONTENT_ROOT: root, ASTRO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0', NO_COLOR: '1' },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, output: failure.stdout + failure.stderr };
  }
}

const editJson = (file: string, edit: (data: Record<string, unknown>) => void) => {
  const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(data);
  writeFileSync(file, JSON.stringify(data));
};

describe('astro sync on broken content', () => {
  it('names the module file and the missing field', async () => {
    const result = await syncWithBrokenCopy('missing-field', (root) =>
      editJson(join(root, 'modules', 'accounting.json'), (data) => delete data.title),
    );
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('modules → accounting');
    expect(result.output).toMatch(/title\*?\*?: Required/);
  }, 60_000);

  it('names the pricing file whose cardFeatures names a tier that does not exist', async () => {
    const result = await syncWithBrokenCopy('unknown-tier', (root) =>
      editJson(join(root, 'pricing', 'healthcare', 'clinic.json'), (data) => {
        (data.cardFeatures as { tier: string; features: string[] }[]).push({ tier: 'Platinum', features: ['Everything'] });
      }),
    );
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('pricing → healthcare/clinic');
    expect(result.output).toContain('"Platinum" is not a tier of this record');
  }, 60_000);

  it('names the story and its customer field when the customer it tells about was deleted', async () => {
    // --force: as on a clean clone. Astro keeps entries whose file did not change from its content
    // cache without checking them again; the story page then stops the build with its own message.
    const result = await syncWithBrokenCopy('deleted-customer', (root) => rmSync(join(root, 'customers', 'newa-kitchen.json')), ['--force']);
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('stories → newa-kitchen-food-cost');
    expect(result.output).toMatch(/customer\*?\*?: unknown customer "newa-kitchen": there is no src\/content\/customers\/newa-kitchen file/);
  }, 60_000);
});
