/**
 * The staff export of stored leads (scripts/leads.mjs, `npm run leads` prints them as CSV): CSV escaping and reading a store, oldest first, through a real local Blobs server.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COLUMNS, csvCell, openLocalBlobs, readEntries, summaryText, toCsv } from '../../scripts/leads.mjs';
import { ATTRIBUTION_FIELDS } from '../../src/lib/attribution';
import { CONTACT_FIELDS, DEMO_STEP1_FIELDS, DEMO_STEP2_FIELDS } from '../../src/lib/forms/formValues';

describe('CSV of leads', () => {
  it('quotes every cell, doubling its quotes', () => {
    expect(csvCell('Lalitpur Family Clinic')).toBe('"Lalitpur Family Clinic"');
    expect(csvCell('Clinic, Lab')).toBe('"Clinic, Lab"');
    expect(csvCell('the "best" clinic')).toBe('"the ""best"" clinic"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell(true)).toBe('"true"');
  });

  it('keeps spreadsheets from running a cell as a formula, whatever separator they split on', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+977 61-540123')).toBe(`"'+977 61-540123"`);
    expect(csvCell('@sum')).toBe(`"'@sum"`);
    // A spreadsheet that splits on ";" or TAB would see a second cell starting with "=".
    expect(csvCell("Acme;=cmd|' /C calc'!A0")).toBe(`"Acme;'=cmd|' /C calc'!A0"`);
    expect(csvCell('\t=cmd|calc')).toBe(`"'\t'=cmd|calc"`);
    expect(csvCell('Ram\t+1')).toBe(`"Ram\t'+1"`);
    expect(csvCell('a, -1, b')).toBe(`"a, -1, b"`);
  });

  it('writes a header row and one row per lead in the column order', () => {
    const csv = toCsv(
      ['receivedAt', 'fullName', 'message'],
      [{ receivedAt: '2025-06-01T09:30:00.000Z', fullName: 'Sita Gurung', message: 'Hi, there' }],
    );
    expect(csv).toBe('"receivedAt","fullName","message"\r\n"2025-06-01T09:30:00.000Z","Sita Gurung","Hi, there"\r\n');
  });

  it('has every field each form stores among its columns', () => {
    expect(COLUMNS['demo-requests']).toEqual(
      expect.arrayContaining([...DEMO_STEP1_FIELDS, ...DEMO_STEP2_FIELDS, 'receivedAt', 'userAgent', 'page']),
    );
    expect(COLUMNS['contact-messages']).toEqual(
      expect.arrayContaining([...CONTACT_FIELDS, 'receivedAt', 'userAgent', 'page']),
    );
  });
});

describe('attribution and mail outcome in the export', () => {
  it('has the attribution and mail columns in both CSVs', () => {
    for (const columns of Object.values(COLUMNS)) {
      expect(columns).toEqual(
        expect.arrayContaining([
          ...ATTRIBUTION_FIELDS,
          'mailStatus',
          'mailAttempts',
          'mailSentAt',
          'mailFailedAt',
          'mailError',
        ]),
      );
    }
  });

  it('counts leads per source / campaign and per landing page, spam left out', () => {
    const leads = [
      {
        utmSource: 'newsletter',
        utmCampaign: 'spring',
        landingPage: '/pricing?utm_source=newsletter&utm_campaign=spring',
      },
      {
        utmSource: 'newsletter',
        utmCampaign: 'spring',
        landingPage: '/pricing?utm_source=newsletter&utm_campaign=spring&utm_content=b',
      },
      { referrer: 'https://www.google.com', landingPage: '/products/healthcare/clinic' },
      { landingPage: '/' },
      {},
      { utmSource: 'newsletter', utmCampaign: 'spring', landingPage: '/pricing', spam: true },
    ];
    expect(summaryText(leads, { since: '2025-06-01T00:00:00.000Z' })).toBe(
      [
        'Leads since 2025-06-01: 5 (1 spam left out)',
        '',
        'Per source / campaign: 5',
        '  newsletter / spring: 2',
        '  (direct) / (no campaign): 1',
        '  (not recorded) / (no campaign): 1',
        '  www.google.com / (no campaign): 1',
        '',
        'Per landing page: 5',
        '  /pricing: 2',
        '  (not recorded): 1',
        '  /: 1',
        '  /products/healthcare/clinic: 1',
        '',
      ].join('\n'),
    );
  });
});

describe('reading a store', () => {
  let dir: string;
  let local: Awaited<ReturnType<typeof openLocalBlobs>>;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sarathi-leads-'));
    local = await openLocalBlobs(dir);
    const store = local.storeOf('contact-messages', 'unlinked');
    await store.setJSON('2025-06-02T08:00:00.000Z-b', { fullName: 'Second', receivedAt: '2025-06-02T08:00:00.000Z' });
    await store.setJSON('2025-05-30T08:00:00.000Z-a', { fullName: 'First', receivedAt: '2025-05-30T08:00:00.000Z' });
    await store.setJSON('2025-06-05T08:00:00.000Z-c', { fullName: 'Third', receivedAt: '2025-06-05T08:00:00.000Z' });
  });

  afterAll(async () => {
    await local.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves them on 127.0.0.1 only, with a token of this run', async () => {
    const { port } = new URL(local.url);
    // The kernel's table of listening TCP sockets: the Blobs server's is bound to 127.0.0.1 alone.
    const listening = (await readFile('/proc/net/tcp', 'utf8'))
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[3] === '0A' && Number.parseInt(fields[1]?.split(':')[1] ?? '', 16) === Number(port))
      .map((fields) => fields[1]?.split(':')[0]);
    expect(listening).toEqual(['0100007F']);
    const withOldToken = await fetch(`${local.url}/unlinked/site:contact-messages/2025-05-30T08:00:00.000Z-a`, {
      headers: { authorization: 'Bearer local-leads-export' },
    });
    expect(withOldToken.status).toBe(403);
  });

  it('lists every entry oldest first, with its key', async () => {
    const rows = await readEntries(local.storeOf('contact-messages', 'unlinked'));
    expect(rows.map((row: Record<string, unknown>) => row.fullName)).toEqual(['First', 'Second', 'Third']);
    expect(rows[0]).toMatchObject({ key: '2025-05-30T08:00:00.000Z-a' });
  });

  it('flattens the mail outcome into its columns', async () => {
    const store = local.storeOf('contact-messages', 'unlinked');
    await store.setJSON('2025-06-06T08:00:00.000Z-d', {
      fullName: 'Fourth',
      receivedAt: '2025-06-06T08:00:00.000Z',
      notification: {
        status: 'failed',
        attempts: 5,
        failedAt: '2025-06-06T23:00:00.000Z',
        reason: 'connect ECONNREFUSED',
      },
    });
    const rows = await readEntries(store, { since: '2025-06-06' });
    await store.delete('2025-06-06T08:00:00.000Z-d');
    expect(rows[0]).toMatchObject({
      mailStatus: 'failed',
      mailAttempts: 5,
      mailFailedAt: '2025-06-06T23:00:00.000Z',
      mailError: 'connect ECONNREFUSED',
    });
  });

  it('skips an empty and a corrupt entry, naming their keys on stderr, and lists the rest', async () => {
    const store = local.storeOf('contact-messages', 'unlinked');
    await store.set('2025-06-03T08:00:00.000Z-empty', '');
    await store.set('2025-06-04T08:00:00.000Z-corrupt', '{"fullName":"Half');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const rows = await readEntries(store, { name: 'contact-messages' });
    await store.delete('2025-06-03T08:00:00.000Z-empty');
    await store.delete('2025-06-04T08:00:00.000Z-corrupt');
    expect(rows.map((row: Record<string, unknown>) => row.fullName)).toEqual(['First', 'Second', 'Third']);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('contact-messages/2025-06-03T08:00:00.000Z-empty'));
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('contact-messages/2025-06-04T08:00:00.000Z-corrupt'));
    errors.mockRestore();
  });

  it('skips entries received before --since', async () => {
    const rows = await readEntries(local.storeOf('contact-messages', 'unlinked'), {
      since: new Date('2025-06-01').toISOString(),
    });
    expect(rows.map((row: Record<string, unknown>) => row.fullName)).toEqual(['Second', 'Third']);
  });
});
