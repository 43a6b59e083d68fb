/**
 * `npm run cms` brings a draft up to date with the branch it is published into before the editor
 * opens it (scripts/localDrafts.mjs), so a draft started before another entry was published still
 * lists only its own files, the files on disk (which astro dev serves) are left alone, and a draft
 * that changed the same lines as the published entry is left as it was; and a request the browser
 * abandons (a tab closed, a page reloaded) never holds the requests after it.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bringDraftUpToDate, startLocalDrafts } from '../../scripts/localDrafts.mjs';

let repo = '';

/** Runs git in the test repository; returns its trimmed output. */
function git(...args: string[]): string {
  const result = spawnSync('git', args, { cwd: repo, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}

/** Writes `files` (path → content) and commits them on the branch checked out. */
function commit(message: string, files: Record<string, string>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(repo, path)), { recursive: true });
    writeFileSync(join(repo, path), content);
  }
  git('add', '--all');
  git('commit', '--quiet', '-m', message);
}

/** Saves a draft as decap-server does: a branch cms/{collection}/{slug} off main with one commit. */
function saveDraft(branch: string, files: Record<string, string>): void {
  git('checkout', '--quiet', '-b', branch, 'main');
  commit(`Create ${branch}`, files);
  git('checkout', '--quiet', 'main');
}

beforeEach(() => {
  repo = mkdtempSync(join(tmpdir(), 'local-drafts-'));
  git('init', '--quiet', '--initial-branch=main');
  git('config', 'user.email', 'editor@sarathierp.com.np');
  git('config', 'user.name', 'Editor');
  commit('Content', { 'src/content/news/meetup.md': 'title: Meetup\n' });
});

afterEach(() => rmSync(repo, { recursive: true, force: true }));

describe('bringDraftUpToDate', () => {
  it('makes a draft started before a publish list only its own files, without touching the files on disk', () => {
    saveDraft('cms/news/meetup', { 'src/content/news/meetup.md': 'title: Meetup (photos added)\n' });
    // Another article, with an uploaded cover, is published into main after the draft began.
    saveDraft('cms/news/ward-passes', {
      'src/content/news/ward-passes.md': 'title: Ward passes\n',
      'public/images/news/ward-gate.png': 'PNG',
    });
    git('merge', '--quiet', '--no-edit', 'cms/news/ward-passes');
    expect(git('diff', '--name-only', 'main', 'cms/news/meetup').split('\n')).toHaveLength(3);

    expect(bringDraftUpToDate(repo, 'main', 'cms/news/meetup')).toEqual({ result: 'updated' });
    expect(git('diff', '--name-only', 'main', 'cms/news/meetup')).toBe('src/content/news/meetup.md');
    expect(git('show', 'cms/news/meetup:src/content/news/meetup.md')).toBe('title: Meetup (photos added)');
    expect(git('symbolic-ref', '--short', 'HEAD')).toBe('main');
    expect(git('status', '--porcelain')).toBe('');
    expect(readFileSync(join(repo, 'src/content/news/meetup.md'), 'utf8')).toBe('title: Meetup\n');
    expect(bringDraftUpToDate(repo, 'main', 'cms/news/meetup')).toEqual({ result: 'current' });
  });

  it('leaves a draft that changed the same lines as the published entry as it was, and says so', () => {
    saveDraft('cms/news/meetup', { 'src/content/news/meetup.md': 'title: Meetup in Lalitpur\n' });
    commit('Publish another headline', { 'src/content/news/meetup.md': 'title: Meetup in Kathmandu\n' });
    const before = git('rev-parse', 'cms/news/meetup');

    const outcome = bringDraftUpToDate(repo, 'main', 'cms/news/meetup');
    expect(outcome.result).toBe('conflict');
    expect(outcome.detail).toContain('src/content/news/meetup.md');
    expect(git('rev-parse', 'cms/news/meetup')).toBe(before);
  });

  it('does nothing for a draft that does not exist', () => {
    expect(bringDraftUpToDate(repo, 'main', 'cms/news/nothing')).toEqual({ result: 'missing' });
  });
});

describe('startLocalDrafts', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  });

  /** Listens on a free port of 127.0.0.1; returns the port. */
  const listen = (server: Server): Promise<number> =>
    new Promise((resolve) => {
      servers.push(server);
      server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
    });

  /** Starts the front on a free port before a stand-in decap-server on `upstreamPort`; returns its port. */
  const frontBefore = async (upstreamPort: number): Promise<number> => {
    const front = await startLocalDrafts({
      port: 0,
      upstream: new URL(`http://127.0.0.1:${upstreamPort}`),
      repo,
      log: () => undefined,
    });
    servers.push(front);
    return (front.address() as AddressInfo).port;
  };

  it('answers the next request after one abandoned while decap-server was answering it', async () => {
    // A stand-in for decap-server that takes 300 ms to answer the first request, at once the others.
    let answered = 0;
    const upstreamPort = await listen(
      createServer((incoming, outgoing) => {
        incoming.resume();
        incoming.on('end', () => {
          answered += 1;
          const text = JSON.stringify({
            answer: answered,
            ...(answered === 1 ? { entries: 'x'.repeat(4_000_000) } : {}),
          });
          setTimeout(() => outgoing.end(text), answered === 1 ? 300 : 0);
        });
      }),
    );
    const frontUrl = `http://127.0.0.1:${await frontBefore(upstreamPort)}/api/v1`;

    // The editor's tab is closed 100 ms into the first request, before decap-server answers it.
    await new Promise<void>((resolve) => {
      const abandoned = request(frontUrl, { method: 'POST', headers: { 'content-type': 'application/json' } });
      abandoned.on('error', () => resolve());
      abandoned.end('{"action":"entriesByFolder"}');
      setTimeout(() => abandoned.destroy(), 100);
    });
    // The next tab's first question, which Decap waits for before it shows anything.
    const next = await fetch(frontUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"action":"info"}',
      signal: AbortSignal.timeout(3_000),
    });
    expect(await next.json()).toEqual({ answer: 2 });
  });

  it('refuses a request that names another host (a web page reaching it by DNS rebinding)', async () => {
    let reached = 0;
    const upstreamPort = await listen(
      createServer((incoming, outgoing) => {
        reached += 1;
        incoming.resume();
        outgoing.end('{}');
      }),
    );
    const frontPort = await frontBefore(upstreamPort);
    const post = (host: string) =>
      new Promise<number>((resolve, reject) => {
        const sent = request(
          {
            host: '127.0.0.1',
            port: frontPort,
            path: '/api/v1',
            method: 'POST',
            headers: { host, 'content-type': 'application/json' },
          },
          (answer) => {
            answer.resume();
            resolve(answer.statusCode ?? 0);
          },
        );
        sent.on('error', reject);
        sent.end('{"action":"info"}');
      });
    expect(await post(`rebound.example:${frontPort}`)).toBe(403);
    expect(reached).toBe(0);
    expect(await post(`localhost:${frontPort}`)).toBe(200);
    expect(reached).toBe(1);
  });
});
