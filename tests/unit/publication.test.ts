/**
 * Scheduled entries: a story or article dated in the future stays off the site until its date in
 * Kathmandu, and the daily scheduled function asks Netlify for the rebuild that publishes it.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import dailyRebuild, { config } from '../../functions/daily-rebuild.mts';
import { isDue, kathmanduDate, publishedEntries } from '../../src/lib/publication';

const day = (date: string) => new Date(`${date}T00:00:00.000Z`);

describe('publication dates in Kathmandu', () => {
  it('reads the calendar date in Kathmandu (UTC+05:45)', () => {
    expect(kathmanduDate(new Date('2026-05-20T18:14:59Z'))).toBe('2026-05-20');
    expect(kathmanduDate(new Date('2026-05-20T18:15:00Z'))).toBe('2026-05-21');
  });

  it('publishes an entry from the first minute of its date in Kathmandu', () => {
    expect(isDue(day('2026-05-21'), new Date('2026-05-20T18:14:59Z'))).toBe(false);
    expect(isDue(day('2026-05-21'), new Date('2026-05-20T18:15:00Z'))).toBe(true);
    expect(isDue(day('2026-05-01'), new Date('2026-05-20T12:00:00Z'))).toBe(true);
  });

  it('leaves out future-dated entries and keeps the order of the rest', () => {
    const entries = [
      { id: 'far-future', publishedAt: day('2099-01-01') },
      { id: 'today', publishedAt: day('2026-05-21') },
      { id: 'older', publishedAt: day('2026-04-18') },
    ];
    const now = new Date('2026-05-21T03:00:00Z');
    expect(publishedEntries(entries, now).map((entry) => entry.id)).toEqual(['today', 'older']);
    expect(publishedEntries(entries, now, true).map((entry) => entry.id)).toEqual(['far-future', 'today', 'older']);
  });
});

describe('the daily rebuild', () => {
  let hook: Server;
  let hookUrl: string;
  const received: IncomingMessage[] = [];
  let status = 200;

  beforeAll(async () => {
    hook = createServer((request, response) => {
      received.push(request);
      response.writeHead(status).end('{}');
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/build_hooks/daily`;
  });
  afterAll(() => new Promise<void>((resolve) => hook.close(() => resolve())));
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    received.length = 0;
    status = 200;
  });

  it('runs once a day just after midnight in Kathmandu', () => {
    expect(config.schedule).toBe('20 18 * * *');
  });

  it('posts to the build hook of BUILD_HOOK_URL', async () => {
    vi.stubEnv('BUILD_HOOK_URL', hookUrl);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const response = await dailyRebuild();
    expect(response.status).toBe(200);
    expect(received.map((request) => `${request.method} ${request.url}`)).toEqual(['POST /build_hooks/daily']);
  });

  it('reports a hook that refuses as a failure (502), not as a triggered build', async () => {
    vi.stubEnv('BUILD_HOOK_URL', hookUrl);
    status = 404;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await dailyRebuild();
    expect(response.status).toBe(502);
    expect(await response.text()).toContain('the build hook answered 404');
  });

  it('triggers nothing without BUILD_HOOK_URL', async () => {
    vi.stubEnv('BUILD_HOOK_URL', '');
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const response = await dailyRebuild();
    expect(await response.text()).toContain('BUILD_HOOK_URL is not set');
    expect(received).toEqual([]);
  });
});
