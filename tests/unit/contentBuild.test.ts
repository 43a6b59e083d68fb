/**
 * A broken content entry fails the build with a message naming the file and the field. Runs the real `astro sync` on a copy of src/content with one entry broken.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
      editJson(join(root, 'modules', 'accounting.en.json'), (data) => delete data.title),
    );
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('modules → accounting');
    expect(result.output).toMatch(/title\*?\*?: Required/);
  }, 60_000);

  it('names the pricing file whose cardFeatures names a tier that does not exist', async () => {
    const result = await syncWithBrokenCopy('unknown-tier', (root) =>
      editJson(join(root, 'pricing', 'healthcare', 'clinic.en.json'), (data) => {
        (data.cardFeatures as { tier: string; features: string[] }[]).push({
          tier: 'Platinum',
          features: ['Everything'],
        });
      }),
    );
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('pricing → healthcare/clinic');
    expect(result.output).toContain('"Platinum" is not a tier of this record');
  }, 60_000);

  it('names the story and its customer field when the customer it tells about was deleted', async () => {
    // --force: as on a clean clone. Astro keeps entries whose file did not change from its content
    // cache without checking them again; the story page then stops the build with its own message.
    const result = await syncWithBrokenCopy(
      'deleted-customer',
      (root) => rmSync(join(root, 'customers', 'newa-kitchen.en.json')),
      ['--force'],
    );
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('stories → newa-kitchen-food-cost');
    expect(result.output).toMatch(
      /customer\*?\*?: unknown customer "newa-kitchen": there is no src\/content\/customers\/newa-kitchen file/,
    );
  }, 60_000);
});

describe('astro sync on Nepali texts the CMS saved empty', () => {
  // The CMS writes `---\n---\n` as the Nepali file of every entry created in English only.
  it('reads an empty Nepali story as no Nepali text yet, not as a broken one', async () => {
    const result = await syncWithBrokenCopy('blank-nepali-story', (root) =>
      writeFileSync(join(root, 'stories', 'newa-kitchen-food-cost.ne.md'), '---\n---\n'),
    );
    expect(result.output).not.toContain('InvalidContentEntryDataError');
    expect(result.code).toBe(0);
  }, 60_000);

  it('names a Nepali story that has its text but none of the texts above it', async () => {
    const result = await syncWithBrokenCopy('nepali-story-without-front-matter', (root) =>
      writeFileSync(join(root, 'stories', 'newa-kitchen-food-cost.ne.md'), '---\n---\n\nनेवाः किचनको कथा\n'),
    );
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('newa-kitchen-food-cost.ne.md: a Nepali text needs its front matter');
  }, 60_000);
});

/** The frontmatter of tests/fixtures/content/story-valid.md, a complete customer story. */
const validStory = readFileSync(new URL('../fixtures/content/story-valid.md', import.meta.url), 'utf8');

/**
 * Gives the copy exactly one story, `text`, as stories/{name}.en.md, and points every news cover at
 * an existing image, so only the break a test makes can fail the sync (covers are drawn separately).
 */
function useStory(root: string, name: string, text: string) {
  rmSync(join(root, 'stories'), { recursive: true, force: true });
  mkdirSync(join(root, 'stories'));
  writeFileSync(join(root, 'stories', `${name}.en.md`), text);
  for (const file of readdirSync(join(root, 'news'))) {
    const path = join(root, 'news', file);
    writeFileSync(
      path,
      readFileSync(path, 'utf8').replace(/^cover: .*$/m, 'cover: /images/customers/butwal-family-clinic.svg'),
    );
  }
}

/** The first news article of the copy, edited by `edit`. */
function editFirstArticle(root: string, edit: (text: string) => string) {
  const [first] = readdirSync(join(root, 'news'))
    .filter((file) => file.endsWith('.en.md'))
    .sort();
  if (!first) throw new Error('src/content/news holds no article to break');
  const path = join(root, 'news', first);
  writeFileSync(path, edit(readFileSync(path, 'utf8')));
  return first.replace(/\.en\.md$/, '');
}

describe('astro sync on broken Markdown frontmatter', () => {
  const storyBreaks = [
    {
      problem: 'and its unknown customer',
      copy: 'story-unknown-customer',
      breakStory: (story: string) => story.replace('customer: butwal-family-clinic', 'customer: butwal-family-clinik'),
      message: 'customer: unknown customer "butwal-family-clinik"',
    },
    {
      problem: 'and its unknown module',
      copy: 'story-unknown-module',
      breakStory: (story: string) => story.replace('modules: [appointment-scheduling,', 'modules: [sms-reminders,'),
      message: 'modules.0: unknown module "sms-reminders"',
    },
    {
      problem: 'and its unknown sub-industry key',
      copy: 'story-unknown-sub-industry',
      breakStory: (story: string) =>
        story.replace('subIndustries: [healthcare/clinic]', 'subIndustries: [healthcare/polyclinic]'),
      message: 'subIndustries.0: unknown sub-industry "healthcare/polyclinic"',
    },
    {
      // Astro words a missing field itself ("Required"), after the field's path.
      problem: 'whose quote has no person',
      copy: 'story-quote-without-person',
      breakStory: (story: string) => story.replace(/^ {2}person: .*\n/m, ''),
      message: /quote\.person\*?\*?: .*Required/,
    },
    {
      problem: 'without a date',
      copy: 'story-missing-date',
      breakStory: (story: string) => story.replace(/^publishedAt: .*\n/m, ''),
      message: 'publishedAt: required: the date',
    },
  ];
  for (const { problem, copy, breakStory, message } of storyBreaks) {
    it(`names the story file ${problem}`, async () => {
      const result = await syncWithBrokenCopy(copy, (root) =>
        useStory(root, 'butwal-sms-appointments', breakStory(validStory)),
      );
      expect(result.code).not.toBe(0);
      expect(result.output).toContain('stories → butwal-sms-appointments');
      // toMatch with a string looks for it as a substring, like toContain.
      expect(result.output).toMatch(message);
    }, 60_000);
  }

  it('names the article file and its unknown author', async () => {
    let article = '';
    const result = await syncWithBrokenCopy('news-unknown-author', (root) => {
      useStory(root, 'butwal-sms-appointments', validStory);
      article = editFirstArticle(root, (text) => text.replace(/^author: .*$/m, 'author: ram-bahadur-thapa'));
    });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain(`news → ${article}`);
    expect(result.output).toContain('author: unknown team member "ram-bahadur-thapa"');
  }, 60_000);

  it('accepts the valid story fixture (so the failures above come from the breaks alone)', async () => {
    const result = await syncWithBrokenCopy('story-valid', (root) =>
      useStory(root, 'butwal-sms-appointments', validStory),
    );
    expect(result.output).not.toContain('InvalidContentEntryDataError');
    expect(result.code).toBe(0);
  }, 60_000);
});
