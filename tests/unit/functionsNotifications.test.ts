/**
 * Sales e-mails that are never silently lost: the outcome recorded on the stored lead, the hourly
 * retry (backoff, 5 attempts, one send even when runs overlap) and the daily summary, against a
 * real local Blobs server and a real local SMTP server. Clocks are injected; nothing sleeps.
 */
import { getStore } from '@netlify/blobs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import dailyRebuild from '../../functions/daily-rebuild.mts';
import leadDailySummary, { config as summaryConfig } from '../../functions/lead-daily-summary.mts';
import leadMailRetry, { config as retryConfig } from '../../functions/lead-mail-retry.mts';
import requestDemo from '../../functions/request-demo.mts';
import {
  collectDailySummary,
  dailySummaryMail,
  previousNepalDay,
  sendDailySummary,
} from '../../functions/lib/dailySummary.mts';
import { retryLeadMails } from '../../functions/lib/leadMailRetry.mts';
import { isDue, type LeadNotification } from '../../functions/lib/mailStatus.mts';
import { smtpSettingsFromEnv } from '../../functions/lib/smtp.mts';
import { ARRIVAL_STORE, saveLead, type LeadStoreName } from '../../functions/lib/storage.mts';
import { DEMO_REQUEST, PERSON_FILL } from './support/leads';
import { COLUMNS } from '../../functions/lib/leadCsv.mjs';
import { closedPort as closedPortOnLoopback, startLocalBlobs, type LocalBlobs } from './support/blobs';
import { localSmtpCertificate, startSilentServer, startSmtpServer, type LocalSmtpServer } from './support/smtp';

/** A stored lead as read back from the store: its fields plus the mail delivery record. */
type StoredLeadValue = Record<string, unknown> & {
  notification: LeadNotification & { nextAttemptAt: string; failedAt: string };
};

const SITE = 'https://www.sarathierp.com.np';
const HOUR = 60 * 60_000;
const demo = DEMO_REQUEST;
const attribution = {
  landingPage: '/pricing?utm_source=newsletter&utm_campaign=spring',
  utmSource: 'newsletter',
  utmCampaign: 'spring',
};

let localBlobs: LocalBlobs;
let smtp: LocalSmtpServer;
/** The PEM the local SMTP server presents, trusted as SMTP_CA. */
let smtpCertificate: string;
/** An SMTP server that accepts connections and never answers. */
let silent: LocalSmtpServer;
let closedPort: number;
/** Messages the SMTP server accepted (raw text). */
let received: string[];
/** When set, the SMTP server holds each message until this promise settles. */
let holdMail: Promise<void> | null;
/** Resolves when the SMTP server starts receiving a message. */
let mailArriving: () => void;
let pending: Promise<unknown>[];
const context = { waitUntil: (promise: Promise<unknown>) => void pending.push(promise) };

beforeAll(async () => {
  localBlobs = await startLocalBlobs();
  smtp = await startSmtpServer(
    ({ raw }) =>
      (holdMail ?? Promise.resolve()).then(() => {
        received.push(readableMail(raw));
      }),
    () => mailArriving(),
  );
  silent = await startSilentServer();
  smtpCertificate = await localSmtpCertificate();
  closedPort = await closedPortOnLoopback();
});

afterAll(async () => {
  await smtp.close();
  await silent.close();
  await localBlobs.stop();
});

beforeEach(async () => {
  for (const store of ['demo-requests', 'contact-messages', ARRIVAL_STORE])
    await getStore({ name: store, consistency: 'strong' }).deleteAll();
  received = [];
  holdMail = null;
  mailArriving = () => undefined;
  pending = [];
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  smtpUp(true);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** A received message with its quoted-printable soft breaks and escapes decoded. */
function readableMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Points the SMTP settings at the running server, or at a port nothing listens on. */
function smtpUp(up: boolean): void {
  vi.stubEnv('SMTP_HOST', '127.0.0.1');
  vi.stubEnv('SMTP_PORT', String(up ? smtp.port : closedPort));
  vi.stubEnv('SMTP_CA', smtpCertificate);
  vi.stubEnv('LEAD_MAIL_TO', 'sales@sarathierp.com.np');
  vi.stubEnv('LEAD_MAIL_FROM', 'Website <no-reply@sarathierp.com.np>');
}

function demoRequest(body: Record<string, unknown> = { ...demo, ...attribution }): Request {
  return new Request(`${SITE}/api/request-demo`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': 'vitest-agent/1.0', Referer: `${SITE}/request-demo` },
    body: JSON.stringify({ ...PERSON_FILL, ...body }),
  });
}

// vitest types its asymmetric matchers `any`; held as `unknown`, the objects around them stay type-checked.
/** Any ISO 8601 UTC time with milliseconds, as `receivedAt` holds it. */
const ISO_TIME: unknown = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
/** The reason a send failed when the mail server does not listen. */
const CONNECTION_REFUSED: unknown = expect.stringMatching(/ECONNREFUSED/);

/** The demo request as stored, without its mail outcome: the form's fields untouched. */
const storedDemo = () => ({
  ...demo,
  ...attribution,
  locale: 'en',
  receivedAt: ISO_TIME,
  userAgent: 'vitest-agent/1.0',
  page: `${SITE}/request-demo`,
});

async function onlyLead(): Promise<{ key: string; value: StoredLeadValue }> {
  const store = getStore({ name: 'demo-requests', consistency: 'strong' });
  const { blobs: list } = await store.list();
  expect(list).toHaveLength(1);
  const key = (list[0] as { key: string }).key;
  return { key, value: (await store.get(key, { type: 'json' })) as StoredLeadValue };
}

/** Every stored demo request: key → value. */
async function allLeads(): Promise<Map<string, StoredLeadValue>> {
  const store = getStore({ name: 'demo-requests', consistency: 'strong' });
  const leads = new Map<string, StoredLeadValue>();
  for (const { key } of (await store.list()).blobs)
    leads.set(key, (await store.get(key, { type: 'json' })) as StoredLeadValue);
  return leads;
}

/**
 * `count` demo requests stored an hour ago whose first mail failed (as a post with SMTP down leaves
 * them): resolves the time their next attempt is due.
 */
async function leadsWhoseMailFailed(count: number): Promise<number> {
  const failedAt = Date.now() - HOUR;
  const notification = {
    status: 'failed',
    attempts: 1,
    failedAt: new Date(failedAt).toISOString(),
    reason: 'connect ECONNREFUSED 127.0.0.1:25',
    nextAttemptAt: new Date(failedAt + HOUR).toISOString(),
  };
  for (let i = 1; i <= count; i += 1) {
    const payload = { ...demo, companyName: `Bhaktapur Clinic ${i}` };
    const receivedAt = new Date(failedAt);
    const record = { ...payload, receivedAt: receivedAt.toISOString(), userAgent: '', page: '', notification };
    await saveLead({
      store: 'demo-requests',
      deployContext: 'production',
      payload,
      record,
      receivedAt,
      submissionId: null,
    });
  }
  return failedAt + HOUR;
}

/** Overwrites the stored value of `key` with `text`: an entry no JSON reader can read. */
async function breakEntry(store: string, key: string, text: string): Promise<void> {
  await getStore({ name: store, consistency: 'strong' }).set(key, text);
}

/** A demo request submitted while SMTP is down: resolves the stored lead. */
async function leadWhoseMailFailed() {
  smtpUp(false);
  const response = await requestDemo(demoRequest(), context);
  expect([response.status, await response.text()]).toEqual([200, 'successful']);
  expect(await Promise.all(pending)).toEqual([false]);
  smtpUp(true);
  return onlyLead();
}

/** The report of a retry run that found nothing to do. */
const NOTHING_DONE = { sent: [], digest: [], failed: [], skipped: [], deferred: [], unreadable: [] };

const retryAt = (time: number) => retryLeadMails({ settings: smtpSettingsFromEnv(), now: () => new Date(time) });

describe('the outcome of the sales e-mail is stored with the lead', () => {
  it('records sent with its time, without touching the lead’s fields', async () => {
    const response = await requestDemo(demoRequest(), context);
    expect(await response.text()).toBe('successful');
    expect(await Promise.all(pending)).toEqual([true]);
    const { value } = await onlyLead();
    const { notification, ...lead } = value;
    expect(lead).toEqual(storedDemo());
    expect(notification).toEqual({ status: 'sent', attempts: 1, sentAt: ISO_TIME });
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Campaign source (utm_source): newsletter');
    expect(received[0]).toContain('Landing page: /pricing?utm_source=newsletter&utm_campaign=spring');
  });

  it('SMTP down at submission: stored, answered as today, flagged failed with reason and next attempt in 1 h', async () => {
    const { value } = await leadWhoseMailFailed();
    const { notification, ...lead } = value;
    expect(lead).toEqual(storedDemo());
    expect(notification).toMatchObject({
      status: 'failed',
      attempts: 1,
      reason: CONNECTION_REFUSED,
    });
    expect(Date.parse(notification.nextAttemptAt) - Date.parse(notification.failedAt)).toBe(HOUR);
    expect(received).toHaveLength(0);
  });
});

describe('hourly retry', () => {
  it('is scheduled hourly; the summary every morning at 08:00 Nepal time', () => {
    expect(retryConfig.schedule).toBe('@hourly');
    expect(summaryConfig.schedule).toBe('15 2 * * *');
  });

  it('waits for the backoff, then sends a failed mail exactly once when SMTP is back', async () => {
    const { value } = await leadWhoseMailFailed();
    const due = Date.parse(value.notification.nextAttemptAt);
    expect(await retryAt(due - 60_000)).toEqual(NOTHING_DONE);
    expect(received).toHaveLength(0);
    const first = await retryAt(due + 60_000);
    expect(first.sent).toHaveLength(1);
    expect(await retryAt(due + HOUR)).toEqual(NOTHING_DONE);
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Subject: Demo request: Lalitpur Family Clinic (healthcare/clinic, basic)');
    const after = (await onlyLead()).value;
    expect(after.notification).toEqual({ status: 'sent', attempts: 2, sentAt: new Date(due + 60_000).toISOString() });
    expect(after.companyName).toBe(demo.companyName);
  });

  it('two runs started together send it once', async () => {
    const { value } = await leadWhoseMailFailed();
    const at = Date.parse(value.notification.nextAttemptAt) + 60_000;
    const reports = await Promise.all([retryAt(at), retryAt(at)]);
    expect(reports.flatMap((report) => report.sent)).toHaveLength(1);
    expect(received).toHaveLength(1);
  });

  it('a run that starts while another is still sending leaves the lead alone', async () => {
    const { value } = await leadWhoseMailFailed();
    const at = Date.parse(value.notification.nextAttemptAt) + 60_000;
    let release = () => undefined as void;
    holdMail = new Promise<void>((done) => (release = done));
    const arriving = new Promise<void>((done) => (mailArriving = done));
    const slowRun = retryAt(at);
    await arriving;
    expect((await onlyLead()).value.notification).toMatchObject({ status: 'sending', attempts: 2 });
    const overlapping = await retryAt(at + 5 * 60_000);
    release();
    expect(overlapping).toEqual(NOTHING_DONE);
    expect((await slowRun).sent).toHaveLength(1);
    expect(received).toHaveLength(1);
  });

  // Thirty hourly runs against the local Blobs store: about 2 s on a quiet machine, over the 5 s
  // default when CI's two cores are busy, so it gets a limit of its own.
  it(
    'tries at most 5 times, 1, 2, 4 and 8 hours apart, then leaves the lead flagged',
    { timeout: 20_000 },
    async () => {
      const { value } = await leadWhoseMailFailed();
      const start = Date.parse(value.notification.failedAt);
      smtpUp(false);
      const attemptHours: number[] = [];
      for (let hour = 1; hour <= 30; hour += 1) {
        const report = await retryAt(start + hour * HOUR + 60_000);
        if (report.failed.length > 0) attemptHours.push(hour);
      }
      expect(attemptHours).toEqual([1, 3, 7, 15]);
      const { notification } = (await onlyLead()).value;
      expect(notification).toMatchObject({
        status: 'failed',
        attempts: 5,
        reason: CONNECTION_REFUSED,
      });
      expect(notification).not.toHaveProperty('nextAttemptAt');
      smtpUp(true);
      expect((await retryAt(start + 31 * HOUR)).sent).toHaveLength(0);
      expect(received).toHaveLength(0);
    },
  );

  it('sends a mail whose first send never finished (still pending after 15 min)', async () => {
    const receivedAt = new Date(Date.now() - 20 * 60_000);
    const record = {
      ...demo,
      receivedAt: receivedAt.toISOString(),
      userAgent: '',
      page: '',
      notification: { status: 'pending', attempts: 0, queuedAt: receivedAt.toISOString() },
    };
    const { key } = await saveLead({
      store: 'demo-requests',
      deployContext: 'production',
      payload: demo,
      record,
      receivedAt,
      submissionId: '0b7e3c52-1f0a-4f7e-9c1d-2a3b4c5d6e7f',
    });
    expect((await retryAt(receivedAt.getTime() + 10 * 60_000)).sent).toHaveLength(0);
    expect((await retryAt(Date.now())).sent).toEqual([`demo-requests/${key}`]);
    expect(received).toHaveLength(1);
  });

  it('without SMTP settings sends nothing and flags nothing', async () => {
    vi.stubEnv('SMTP_HOST', '');
    const response = await requestDemo(demoRequest(), context);
    expect(response.status).toBe(200);
    expect(pending).toHaveLength(0);
    expect((await onlyLead()).value).not.toHaveProperty('notification');
    const run = await leadMailRetry();
    expect(await run.json()).toEqual({
      ...NOTHING_DONE,
      webhooks: { sent: [], failed: [], skipped: [], deferred: [], unreadable: [] },
    });
    expect(received).toHaveLength(0);
  });
});

// Real SMTP and Blobs round trips for up to 20 leads: more time than the default on a busy machine.
describe('hourly retry against a slow or hanging SMTP server', { timeout: 20_000 }, () => {
  it('a server that never answers: the run ends inside its time budget, every lead due again', async () => {
    const due = await leadsWhoseMailFailed(20);
    const settings = { ...smtpSettingsFromEnv()!, port: silent.port };
    const started = performance.now();
    const report = await retryLeadMails({
      settings,
      now: () => new Date(due),
      attemptTimeoutMs: 300,
      budgetMs: 10_000,
    });
    // One attempt of 0.3 s, then the run stops: far inside its budget.
    expect(performance.now() - started).toBeLessThan(10_000);
    expect([report.sent.length, report.failed.length, report.deferred.length]).toEqual([0, 1, 19]);
    // The lead tried waits 2 h after its second failure; the others are due at once.
    const later = new Date(due + 2 * HOUR + 60_000);
    for (const lead of (await allLeads()).values()) {
      expect(lead.notification.status).toBe('failed');
      expect(isDue(lead.notification, later)).toBe(true);
    }
    expect(received).toHaveLength(0);
  });

  it('sends while its time budget lasts and leaves the rest due for the next run', async () => {
    const due = await leadsWhoseMailFailed(5);
    // Each look at the clock finds one more second gone. With up to 1 s per attempt and a 3.5 s
    // budget, attempts start at 1 s and 2 s; one starting at 3 s could end past the budget.
    let elapsed = -1000;
    const report = await retryLeadMails({
      settings: smtpSettingsFromEnv(),
      now: () => new Date(due),
      attemptTimeoutMs: 1000,
      budgetMs: 3500,
      clock: () => (elapsed += 1000),
    });
    expect([report.sent.length, report.failed.length, report.deferred.length]).toEqual([2, 0, 3]);
    expect(received).toHaveLength(2);
    const next = await retryLeadMails({ settings: smtpSettingsFromEnv(), now: () => new Date(due) });
    expect(next.sent).toHaveLength(3);
    expect(received).toHaveLength(5);
  });

  it('skips an empty and a corrupt entry, naming their keys, and sends the others', async () => {
    const due = await leadsWhoseMailFailed(3);
    const [emptyKey, corruptKey] = [...(await allLeads()).keys()] as [string, string, string];
    await breakEntry('demo-requests', emptyKey, '');
    await breakEntry('demo-requests', corruptKey, '{"companyName":"Bhaktapur Cl');
    const report = await retryAt(due + 60_000);
    expect(report.sent).toHaveLength(1);
    expect(report.unreadable.sort()).toEqual([`demo-requests/${emptyKey}`, `demo-requests/${corruptKey}`].sort());
    expect(received).toHaveLength(1);
    for (const key of [emptyKey, corruptKey])
      expect(console.error).toHaveBeenCalledWith(expect.stringContaining(`demo-requests/${key}`));
  });
});

describe('daily summary', () => {
  // 08:00 in Kathmandu on 2 June 2025 = 02:15 UTC; "yesterday" is 1 June, Nepal time.
  const now = new Date('2025-06-02T02:15:00.000Z');
  const nepal = (time: string) => new Date(Date.parse(`${time}+05:45`));

  /** Keys of the seeded leads by their number. */
  const keys: Record<number, string> = {};

  /** Stores lead number `id` as the form endpoints do, received at `receivedAt`. */
  async function seed(store: LeadStoreName, receivedAt: Date, fields: Record<string, unknown>, id: number) {
    const record = { receivedAt: receivedAt.toISOString(), ...fields };
    keys[id] = (
      await saveLead({ store, deployContext: 'production', payload: record, record, receivedAt, submissionId: null })
    ).key;
  }

  beforeEach(async () => {
    const sent = { notification: { status: 'sent', attempts: 1, sentAt: '2025-06-01T04:00:00.000Z' } };
    // Yesterday (1 June, Nepal time): three demo requests, two contact messages, one spam.
    await seed('demo-requests', nepal('2025-06-01T00:05:00'), { ...demo, ...attribution, ...sent }, 1);
    await seed(
      'demo-requests',
      nepal('2025-06-01T11:30:00'),
      {
        ...demo,
        companyName: 'Pokhara Dental Care',
        utmSource: 'newsletter',
        utmCampaign: 'spring',
        landingPage: '/pricing',
        ...sent,
      },
      2,
    );
    await seed(
      'demo-requests',
      nepal('2025-06-01T23:50:00'),
      {
        ...demo,
        companyName: 'Chitwan Lab',
        landingPage: '/',
        notification: {
          status: 'failed',
          attempts: 2,
          failedAt: '2025-06-01T18:00:00.000Z',
          reason: 'connect ECONNREFUSED',
          nextAttemptAt: '2025-06-01T20:00:00.000Z',
        },
      },
      3,
    );
    await seed(
      'contact-messages',
      nepal('2025-06-01T09:00:00'),
      {
        fullName: 'Ramesh Adhikari',
        email: 'ramesh@example.com',
        referrer: 'https://www.google.com',
        landingPage: '/',
        ...sent,
      },
      4,
    );
    await seed(
      'contact-messages',
      nepal('2025-06-01T15:00:00'),
      { fullName: 'Sita Gurung', email: 'sita@example.com', ...sent },
      5,
    );
    await seed(
      'contact-messages',
      nepal('2025-06-01T16:00:00'),
      { fullName: 'Buy now', email: 'bot@example.com', spam: true },
      6,
    );
    // The day before: one that gave up yesterday (listed), one that is outside the period (not counted).
    await seed(
      'demo-requests',
      nepal('2025-05-31T22:00:00'),
      {
        ...demo,
        companyName: 'Biratnagar Hospital',
        notification: {
          status: 'failed',
          attempts: 5,
          failedAt: '2025-06-01T09:30:00.000Z',
          reason: '535 Authentication failed',
        },
      },
      7,
    );
    await seed('demo-requests', nepal('2025-05-31T10:00:00'), { ...demo, companyName: 'Older Clinic', ...sent }, 8);
    // Today (2 June, Nepal time, 07:00): not yet.
    await seed(
      'demo-requests',
      nepal('2025-06-02T07:00:00'),
      { ...demo, companyName: 'Early Bird Pharmacy', ...sent },
      9,
    );
  });

  it('takes the previous calendar day in Nepal time', () => {
    expect(previousNepalDay(now)).toEqual({
      from: new Date('2025-05-31T18:15:00.000Z'),
      to: new Date('2025-06-01T18:15:00.000Z'),
      date: '2025-06-01',
    });
  });

  it('counts yesterday’s leads per form and source and lists the mails not sent', async () => {
    const mail = dailySummaryMail(await collectDailySummary(now));
    expect(mail.subject).toBe('Website leads on 2025-06-01: 5, 2 not mailed');
    expect(mail.text).toContain(
      [
        'Leads received on 2025-06-01 (Nepal time): 5',
        '',
        'Demo requests: 3',
        '  newsletter / spring: 2',
        '  (direct) / (no campaign): 1',
        '',
        'Contact messages: 2',
        '  (not recorded) / (no campaign): 1',
        '  www.google.com / (no campaign): 1',
        '',
        'Caught by the spam traps (not mailed): 1',
        '',
        'E-mails that could not be sent: 2',
      ].join('\n'),
    );
    expect(mail.text).toContain(
      `demo-requests/${keys[7]}: Biratnagar Hospital, anita.shrestha@example.com.np (gave up after 5 attempts; last error: 535 Authentication failed)`,
    );
    expect(mail.text).toContain(
      `demo-requests/${keys[3]}: Chitwan Lab, anita.shrestha@example.com.np (2 attempt(s), next at 2025-06-01T20:00:00.000Z; last error: connect ECONNREFUSED)`,
    );
    expect(mail.text).not.toContain('Older Clinic');
    expect(mail.text).not.toContain('Early Bird');
  });

  it('carries the day’s leads as one CSV per form, with the export’s columns, spam flagged', async () => {
    const mail = dailySummaryMail(await collectDailySummary(now));
    expect(mail.text).toContain(
      "The day's leads are attached as CSV (spam flagged in its column): demo-requests-2025-06-01.csv, contact-messages-2025-06-01.csv",
    );
    const files = Object.fromEntries((mail.attachments ?? []).map((file) => [file.filename, file]));
    expect(Object.keys(files)).toEqual(['demo-requests-2025-06-01.csv', 'contact-messages-2025-06-01.csv']);
    const rows = (name: string) => (files[name]?.content ?? '').trimEnd().split('\r\n');
    const demoRows = rows('demo-requests-2025-06-01.csv');
    expect(demoRows[0]).toBe(COLUMNS['demo-requests'].map((column) => `"${column}"`).join(','));
    expect(demoRows.slice(1).map((row) => row.split('","')[2])).toEqual([
      'Lalitpur Family Clinic',
      'Pokhara Dental Care',
      'Chitwan Lab',
    ]);
    const contactRows = rows('contact-messages-2025-06-01.csv');
    expect(contactRows).toHaveLength(4);
    expect(contactRows[3]).toContain('"Buy now","bot@example.com"');
    expect(contactRows[3]).toContain('"true"');
    expect(files['demo-requests-2025-06-01.csv']?.contentType).toBe('text/csv; charset=utf-8');
    // The log's copy names the files and carries none.
    expect(dailySummaryMail(await collectDailySummary(now), { withContact: false }).attachments).toBeUndefined();
  });

  it('is mailed to the sales address by the scheduled function, with its CSV files', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    const response = await leadDailySummary();
    expect(await response.text()).toContain('Demo requests: 3');
    expect(received).toHaveLength(1);
    expect(received[0]).toMatch(/^To: sales@sarathierp\.com\.np$/m);
    expect(received[0]).toContain('Subject: Website leads on 2025-06-01: 5, 2 not mailed');
    expect(received[0]).toMatch(/Content-Type: text\/csv; charset=utf-8; name=demo-requests-2025-06-01\.csv/);
    expect(received[0]).toMatch(/Content-Disposition: attachment;\s+filename=contact-messages-2025-06-01\.csv/);
  });

  it('answers 502 and keeps the figures in the log when the mail cannot be sent', async () => {
    smtpUp(false);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    const response = await leadDailySummary();
    expect(response.status).toBe(502);
    expect(console.error).toHaveBeenCalledWith(
      expect.stringMatching(/^lead daily summary could not be sent: .*ECONNREFUSED[\s\S]*Demo requests: 3/),
    );
  });

  it('lists an empty and a corrupt entry by key and counts the other leads', async () => {
    await breakEntry('demo-requests', keys[2]!, '');
    await breakEntry('contact-messages', keys[4]!, '{"fullName":"Ramesh');
    const mail = dailySummaryMail(await collectDailySummary(now));
    expect(mail.subject).toBe('Website leads on 2025-06-01: 3, 2 not mailed, 2 unreadable');
    expect(mail.text).toContain('Demo requests: 2\n');
    expect(mail.text).toContain('Contact messages: 1\n');
    expect(mail.text).toContain(
      `Entries that could not be read: 2\n  demo-requests/${keys[2]}\n  contact-messages/${keys[4]}\n`,
    );
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining(`demo-requests/${keys[2]}`));
  });

  it('a hanging SMTP server: answers 502 inside its time limit and keeps the figures in the log', async () => {
    const started = performance.now();
    const result = await sendDailySummary({
      settings: { ...smtpSettingsFromEnv()!, port: silent.port },
      now,
      attemptTimeoutMs: 300,
    });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(result.status).toBe(502);
    expect(console.error).toHaveBeenCalledWith(
      expect.stringMatching(/^lead daily summary could not be sent: [\s\S]*Demo requests: 3/),
    );
  });

  it('sends nothing without SMTP settings, and logs counts and store keys, never a name or an address', async () => {
    vi.stubEnv('SMTP_HOST', '');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    const response = await leadDailySummary();
    expect(received).toHaveLength(0);
    const logged = vi.mocked(console.log).mock.calls.flat().join('\n');
    const answered = await response.text();
    for (const text of [logged, answered]) {
      expect(text).toContain('Demo requests: 3');
      expect(text).toContain(
        `demo-requests/${keys[7]} (gave up after 5 attempts; last error: 535 Authentication failed)`,
      );
      expect(text).not.toMatch(/Biratnagar Hospital|Chitwan Lab|anita\.shrestha@|Anita/);
    }
  });
});

describe('scheduled work runs on the production site only', () => {
  const preview = { deploy: { context: 'deploy-preview' } };

  it('in a deploy preview the hourly retry and the daily summary send nothing', async () => {
    smtpUp(true);
    await leadsWhoseMailFailed(1);
    const retry = await leadMailRetry(undefined, preview);
    expect(await retry.text()).toBe(
      'lead mail retry runs on the production site only; this is a deploy-preview deploy.\n',
    );
    const summary = await leadDailySummary(undefined, preview);
    expect(summary.status).toBe(200);
    expect(received).toEqual([]);
    // The same lead, in production: the retry sends it.
    await leadMailRetry(undefined, { deploy: { context: 'production' } });
    expect(received).toHaveLength(1);
  });

  it('in a deploy preview the daily rebuild does not call the build hook', async () => {
    vi.stubEnv('BUILD_HOOK_URL', 'http://127.0.0.1:9/never-called');
    const response = await dailyRebuild(undefined, { deploy: { context: 'branch-deploy' } });
    expect(await response.text()).toBe(
      'daily rebuild runs on the production site only; this is a branch-deploy deploy.\n',
    );
  });
});

describe('a flood never buries the sales inbox and never loses a lead', () => {
  /** Posts `count` demo requests of different companies and waits for their mails. */
  async function postDemoRequests(count: number): Promise<void> {
    for (let i = 1; i <= count; i += 1) {
      const response = await requestDemo(demoRequest({ ...demo, companyName: `Flood Test Clinic ${i}` }), context);
      expect(response.status).toBe(200);
    }
    await Promise.all(pending);
  }
  const statuses = async () =>
    [...(await allLeads()).values()].map((lead) => lead.notification?.status ?? 'none').sort();

  it('mails the hour’s first leads one by one and the rest together in the hourly digest, once', async () => {
    vi.stubEnv('LEAD_MAIL_CAP_PER_HOUR', '2');
    await postDemoRequests(5);
    expect(received).toHaveLength(2);
    expect(await statuses()).toEqual(['held', 'held', 'held', 'sent', 'sent']);

    const run = await retryLeadMails({ settings: smtpSettingsFromEnv() });
    expect(run.digest).toHaveLength(3);
    expect(received).toHaveLength(3);
    const digest = received[2]!;
    expect(digest).toContain('Subject: Website leads held back this hour: 3');
    for (const company of ['Flood Test Clinic 3', 'Flood Test Clinic 4', 'Flood Test Clinic 5'])
      expect(digest).toContain(company);
    expect(digest).not.toContain('Flood Test Clinic 1');
    expect(await statuses()).toEqual(['sent', 'sent', 'sent', 'sent', 'sent']);

    // The next run finds nothing to send: no lead is mailed twice.
    expect(await retryLeadMails({ settings: smtpSettingsFromEnv() })).toEqual(NOTHING_DONE);
    expect(received).toHaveLength(3);
  });

  it('two overlapping runs send one digest', async () => {
    vi.stubEnv('LEAD_MAIL_CAP_PER_HOUR', '1');
    await postDemoRequests(3);
    expect(received).toHaveLength(1);
    const runs = await Promise.all([
      retryLeadMails({ settings: smtpSettingsFromEnv() }),
      retryLeadMails({ settings: smtpSettingsFromEnv() }),
    ]);
    expect(runs.flatMap((run) => run.digest)).toHaveLength(2);
    expect(received).toHaveLength(2);
  });

  it('a digest that cannot be sent keeps its leads held for the next hour’s', async () => {
    vi.stubEnv('LEAD_MAIL_CAP_PER_HOUR', '1');
    await postDemoRequests(2);
    smtpUp(false);
    const failed = await retryLeadMails({ settings: smtpSettingsFromEnv() });
    expect(failed.failed).toHaveLength(1);
    expect(await statuses()).toEqual(['held', 'sent']);
    smtpUp(true);
    const next = await retryLeadMails({ settings: smtpSettingsFromEnv() });
    expect(next.digest).toHaveLength(1);
    expect(await statuses()).toEqual(['sent', 'sent']);
  });
});
