/**
 * Every stored lead reaches the sales team's tools (functions/lib/webhooks.mts): signed webhooks and
 * chat alerts from the real form handlers, against a real local Blobs server and real local HTTP
 * receivers (one that verifies signatures, one that answers 500, one that hangs, one that is down),
 * then the hourly retry and the daily summary. Clocks are injected; nothing sleeps.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { getStore } from '@netlify/blobs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import contactUs from '../../functions/contact-us.mts';
import requestDemo from '../../functions/request-demo.mts';
import { collectDailySummary, dailySummaryMail } from '../../functions/lib/dailySummary.mts';
import { ARRIVAL_STORE, type LeadStoreName } from '../../functions/lib/storage.mts';
import {
  chatBodyOf,
  retryWebhooks,
  webhookTargetsFromEnv,
  type LeadEvent,
  type WebhookTarget,
} from '../../functions/lib/webhooks.mts';
import { signWebhook, verifyWebhookSignature } from '../../functions/lib/webhookWire.mjs';
import { closedPort, startLocalBlobs, type LocalBlobs } from './support/blobs';
import { CONTACT_MESSAGE, DEMO_REQUEST, PERSON_FILL } from './support/leads';
import { startReceiver, type Receiver } from './support/receivers';
import { localSmtpCertificate, startSmtpServer, type LocalSmtpServer } from './support/smtp';

const SITE = 'https://www.sarathierp.com.np';
const SECRET = 'whsec-sarathi-test-4f9a1c77e2b0';
const HOUR = 60 * 60_000;
// vitest types its asymmetric matchers `any`; held as `unknown`, the objects around them stay type-checked.
const COULD_NOT_CONNECT: unknown = expect.stringMatching(/^could not connect/);
const NO_ANSWER_IN_300_MS: unknown = expect.stringMatching(/^no answer within 300 ms/);
const HTTP_500: unknown = expect.stringMatching(/^HTTP 500 from 127\.0\.0\.1:/);
const attribution = { landingPage: '/pricing?utm_source=newsletter', utmSource: 'newsletter', utmCampaign: 'spring' };

let localBlobs: LocalBlobs;
let healthy: Receiver;
let failing: Receiver;
let hanging: Receiver;
let chat: Receiver;
let downUrl: string;
let pending: Promise<unknown>[];
const context = { waitUntil: (promise: Promise<unknown>) => void pending.push(promise) };

beforeAll(async () => {
  localBlobs = await startLocalBlobs();
  [healthy, failing, hanging, chat] = await Promise.all([
    startReceiver(SECRET),
    startReceiver(SECRET, 'fail'),
    startReceiver(SECRET, 'hang'),
    startReceiver(''),
  ]);
  downUrl = `http://127.0.0.1:${await closedPort()}/hooks/leads`;
});

afterAll(async () => {
  await Promise.all([healthy, failing, hanging, chat].map((receiver) => receiver.close()));
  await localBlobs.stop();
});

beforeEach(async () => {
  for (const store of ['demo-requests', 'contact-messages', ARRIVAL_STORE])
    await getStore({ name: store, consistency: 'strong' }).deleteAll();
  for (const receiver of [healthy, failing, hanging, chat]) {
    receiver.requests.length = 0;
    receiver.accepted.length = 0;
  }
  healthy.behaviour = 'verify';
  failing.behaviour = 'fail';
  pending = [];
  for (const name of ['SMTP_HOST', 'LEAD_WEBHOOK_URL', 'LEAD_CHAT_WEBHOOK_URL']) vi.stubEnv(name, '');
  vi.stubEnv('LEAD_WEBHOOK_SECRET', SECRET);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  // A delivery still waiting on the hanging receiver ends here, while its error log is still muted.
  hanging.dropHeld();
  await Promise.allSettled(pending);
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

function post(path: string, body: Record<string, unknown>, headers: Record<string, string> = {}): Request {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Referer: `${SITE}${path.replace('/api', '')}`, ...headers },
    body: JSON.stringify({ ...PERSON_FILL, ...body }),
  });
}

/** Sends one demo request through the real handler; resolves its stored key once delivered. */
async function demoRequest(fields: Record<string, unknown> = {}, handlerContext: object = context): Promise<string> {
  const response = await requestDemo(
    post('/api/request-demo', { ...DEMO_REQUEST, ...attribution, ...fields }),
    handlerContext,
  );
  expect(response.status).toBe(200);
  await Promise.all(pending);
  return (await storedLeads('demo-requests')).at(-1)?.[0] ?? '';
}

/** The stored leads of a store, [key, record], oldest first. */
async function storedLeads(store: LeadStoreName): Promise<[string, Record<string, unknown>][]> {
  const target = getStore({ name: store, consistency: 'strong' });
  const found: [string, Record<string, unknown>][] = [];
  for (const { key } of (await target.list()).blobs)
    found.push([key, (await target.get(key, { type: 'json' })) as Record<string, unknown>]);
  return found.sort(([, a], [, b]) => String(a.receivedAt).localeCompare(String(b.receivedAt)));
}

/** The delivery state of the only stored demo request for the only configured target. */
async function onlyState(): Promise<Record<string, unknown>> {
  const leads = await storedLeads('demo-requests');
  expect(leads).toHaveLength(1);
  const states = Object.values((leads[0]?.[1].webhooks ?? {}) as Record<string, Record<string, unknown>>);
  expect(states).toHaveLength(1);
  return states[0] as Record<string, unknown>;
}

const retryAt = (time: number, extra: Partial<Parameters<typeof retryWebhooks>[0]> = {}) =>
  retryWebhooks({
    targets: webhookTargetsFromEnv(),
    now: () => new Date(time),
    budgetMs: 20_000,
    lookbackDays: 2,
    ...extra,
  });

describe('signed webhooks', () => {
  it('delivers a stored lead once, signed, as JSON with the form, the store key as id and the language', async () => {
    vi.stubEnv('LEAD_WEBHOOK_URL', healthy.url);
    const key = await demoRequest({ locale: 'ne' }, context);
    expect(healthy.accepted).toEqual([`demo-requests/${key}`]);
    const [request] = healthy.requests;
    expect(request?.signed).toBe(true);
    expect(request?.headers['content-type']).toBe('application/json');
    const event = JSON.parse(request?.body ?? '') as LeadEvent;
    expect(event).toMatchObject({
      id: `demo-requests/${key}`,
      type: 'lead.received',
      form: 'demo-request',
      store: 'demo-requests',
      key,
      locale: 'ne',
      lead: { ...DEMO_REQUEST, ...attribution, locale: 'ne' },
    });
    expect(event.lead).not.toHaveProperty('webhooks');
    expect(await onlyState()).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('sends a repeated submission nowhere again, and nothing for spam or a deploy preview', async () => {
    vi.stubEnv('LEAD_WEBHOOK_URL', healthy.url);
    const once = { 'Idempotency-Key': '0a0b0c0d-1e1f-4a2b-8c3d-4e5f6a7b8c9d' };
    await requestDemo(post('/api/request-demo', DEMO_REQUEST, once), context);
    await requestDemo(post('/api/request-demo', DEMO_REQUEST, once), context);
    await requestDemo(post('/api/request-demo', { ...DEMO_REQUEST, companyName: 'Bot', website: 'x' }), context);
    await requestDemo(post('/api/request-demo', { ...DEMO_REQUEST, companyName: 'Preview' }), {
      ...context,
      deploy: { context: 'deploy-preview' },
    });
    await Promise.all(pending);
    expect(healthy.accepted).toHaveLength(1);
  });

  it('answers the visitor while a receiver hangs, and records the failed attempt once it ends', async () => {
    vi.stubEnv('LEAD_WEBHOOK_URL', hanging.url);
    const response = await requestDemo(post('/api/request-demo', DEMO_REQUEST), context);
    expect(await response.text()).toBe('successful');
    // The answer is out; the delivery still waits on the receiver.
    await vi.waitFor(() => expect(hanging.open()).toBe(1));
    hanging.dropHeld();
    await Promise.all(pending);
    expect(await onlyState()).toMatchObject({
      status: 'failed',
      attempts: 1,
      reason: COULD_NOT_CONNECT,
    });
  });

  it('gives up a hanging receiver after the attempt’s time limit', async () => {
    vi.stubEnv('LEAD_WEBHOOK_URL', hanging.url);
    const key = await demoRequestWithoutFirstDelivery();
    const report = await retryAt(Date.now() + 20 * 60_000, { timeoutMs: 300 });
    expect(report.failed).toEqual([`demo-requests/${key} → ${webhookTargetsFromEnv()[0]?.id}`]);
    expect(await onlyState()).toMatchObject({
      status: 'failed',
      reason: NO_ANSWER_IN_300_MS,
    });
  });

  it('retries a receiver that answers 500 until it recovers, then delivers exactly once', async () => {
    vi.stubEnv('LEAD_WEBHOOK_URL', failing.url);
    const key = await demoRequest();
    const first = await onlyState();
    expect(first).toMatchObject({
      status: 'failed',
      attempts: 1,
      reason: HTTP_500,
    });
    const due = Date.parse(String(first.nextAttemptAt));
    expect(due - Date.parse(String(first.failedAt))).toBe(HOUR);
    // Not yet due: nothing is tried.
    expect((await retryAt(due - 60_000)).failed).toEqual([]);
    expect(await retryAt(due)).toMatchObject({ failed: [expect.stringContaining(key)] });
    failing.behaviour = 'verify';
    const second = await onlyState();
    expect((await retryAt(Date.parse(String(second.nextAttemptAt)))).sent).toHaveLength(1);
    expect(failing.accepted).toEqual([`demo-requests/${key}`]);
    expect(await onlyState()).toMatchObject({ status: 'sent', attempts: 3 });
    expect((await retryAt(Date.parse(String(second.nextAttemptAt)) + 10 * HOUR)).sent).toEqual([]);
  });

  it('tries at most 5 times, 1, 2, 4 and 8 hours apart, then the daily summary lists it', async () => {
    vi.stubEnv('LEAD_WEBHOOK_URL', failing.url);
    const key = await demoRequest();
    const waits: number[] = [];
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      const state = await onlyState();
      waits.push((Date.parse(String(state.nextAttemptAt)) - Date.parse(String(state.failedAt))) / HOUR);
      await retryAt(Date.parse(String(state.nextAttemptAt)));
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    const last = await onlyState();
    expect(last).toMatchObject({ status: 'failed', attempts: 5 });
    expect(last).not.toHaveProperty('nextAttemptAt');
    expect(failing.requests).toHaveLength(5);
    expect((await retryAt(Date.parse(String(last.failedAt)) + 48 * HOUR)).failed).toEqual([]);

    // The next morning, 08:00 Nepal time, after the day it gave up.
    const failedAt = Date.parse(String(last.failedAt));
    const nextMorning = new Date(Math.floor((failedAt + 345 * 60_000) / (24 * HOUR) + 1) * 24 * HOUR + 135 * 60_000);
    const text = dailySummaryMail(await collectDailySummary(nextMorning)).text;
    expect(text).toContain(
      `Webhook and chat deliveries that gave up: 1\n  demo-requests/${key} → ${new URL(failing.url).host} (${webhookTargetsFromEnv()[0]?.id}): gave up after 5 attempts; last error: HTTP 500`,
    );
  });

  it('delivers once when two retry runs overlap', async () => {
    vi.stubEnv('LEAD_WEBHOOK_URL', failing.url);
    await demoRequest();
    failing.behaviour = 'verify';
    const due = Date.parse(String((await onlyState()).nextAttemptAt));
    const [one, two] = await Promise.all([retryAt(due), retryAt(due)]);
    expect([one.sent.length + two.sent.length, one.skipped.length + two.skipped.length]).toEqual([1, 1]);
    expect(failing.accepted).toHaveLength(1);
  });

  it('leaves a receiver that is down for the next run after one failed attempt', async () => {
    vi.stubEnv('LEAD_WEBHOOK_URL', downUrl);
    for (const company of ['Clinic A', 'Clinic B', 'Clinic C']) await demoRequest({ companyName: company });
    const latest = Math.max(
      ...(await storedLeads('demo-requests')).map(([, record]) =>
        Date.parse(
          String(Object.values(record.webhooks as Record<string, { nextAttemptAt: string }>)[0]?.nextAttemptAt),
        ),
      ),
    );
    const report = await retryAt(latest);
    expect([report.failed.length, report.deferred.length]).toEqual([1, 2]);
  });

  it('keeps the mail’s outcome and each target’s when they are recorded at the same time', async () => {
    const smtp: LocalSmtpServer = await startSmtpServer(() => undefined);
    vi.stubEnv('SMTP_HOST', '127.0.0.1');
    vi.stubEnv('SMTP_PORT', String(smtp.port));
    vi.stubEnv('SMTP_CA', await localSmtpCertificate());
    vi.stubEnv('LEAD_MAIL_TO', 'sales@sarathierp.com.np');
    vi.stubEnv('LEAD_WEBHOOK_URL', `${healthy.url} ${failing.url}`);
    vi.stubEnv('LEAD_CHAT_WEBHOOK_URL', chat.url);
    await demoRequest();
    await smtp.close();
    const [[, record]] = (await storedLeads('demo-requests')) as [[string, Record<string, unknown>]];
    expect(record.notification).toMatchObject({ status: 'sent', attempts: 1 });
    const states = Object.entries(record.webhooks as Record<string, { status: string }>).map(([id, state]) => [
      id.split('-')[0],
      state.status,
    ]);
    expect(states.sort()).toEqual([
      ['chat', 'sent'],
      ['webhook', 'failed'],
      ['webhook', 'sent'],
    ]);
  });
});

/**
 * Stores a demo request whose first delivery has not finished (it waits on the hanging receiver, as
 * when the function stopped after answering); afterEach settles it.
 */
async function demoRequestWithoutFirstDelivery(): Promise<string> {
  const response = await requestDemo(post('/api/request-demo', DEMO_REQUEST), context);
  expect(response.status).toBe(200);
  const [[key]] = (await storedLeads('demo-requests')) as [[string, Record<string, unknown>]];
  return key;
}

describe('chat alerts', () => {
  it('posts one line per lead: form, company, industry, plan, language and where it came from', async () => {
    vi.stubEnv('LEAD_CHAT_WEBHOOK_URL', chat.url);
    await demoRequest({ companyName: 'Lalitpur <!channel> Family Clinic' });
    expect(chat.requests.map((request) => JSON.parse(request.body) as unknown)).toEqual([
      {
        text: 'Demo request: Lalitpur !channel Family Clinic · healthcare/clinic · plan basic · English · from newsletter / spring, landing /pricing',
      },
    ]);
  });

  it('never carries the message, a name, an e-mail address or a phone number', async () => {
    vi.stubEnv('LEAD_CHAT_WEBHOOK_URL', chat.url);
    await contactUs(post('/api/contact-us', { ...CONTACT_MESSAGE, locale: 'ne' }), context);
    await Promise.all(pending);
    const [request] = chat.requests;
    expect(JSON.parse(request?.body ?? '')).toEqual({
      // An island's post without attribution (as under Do Not Track) says so, as the daily summary does.
      text: 'Contact message: Pokhara Lakeside Restaurant · Sales Inquiry · Nepali · from (not recorded) / (no campaign)',
    });
    for (const field of ['fullName', 'email', 'phoneNumber', 'message'] as const)
      expect(request?.body).not.toContain(CONTACT_MESSAGE[field]);
  });

  it('sends Microsoft Teams Workflows addresses an Adaptive Card with the same line', () => {
    expect(
      chatBodyOf('https://prod-12.westeurope.logic.azure.com/workflows/abc/triggers/manual/paths/invoke', 'A line'),
    ).toMatchObject({
      type: 'message',
      attachments: [
        {
          contentType: 'application/vnd.microsoft.card.adaptive',
          content: { type: 'AdaptiveCard', body: [{ type: 'TextBlock', text: 'A line' }] },
        },
      ],
    });
  });
});

describe('settings and signatures', () => {
  it('takes https addresses, and plain http only to this machine', () => {
    vi.stubEnv(
      'LEAD_WEBHOOK_URL',
      'https://crm.example.com.np/hooks/leads, http://crm.example.com.np/hooks http://127.0.0.1:9000/x,ftp://x',
    );
    vi.stubEnv('LEAD_CHAT_WEBHOOK_URL', 'https://hooks.slack.com/services/T000/B000/XXXX');
    expect(webhookTargetsFromEnv().map((target: WebhookTarget) => [target.kind, target.url])).toEqual([
      ['signed', 'https://crm.example.com.np/hooks/leads'],
      ['signed', 'http://127.0.0.1:9000/x'],
      ['chat', 'https://hooks.slack.com/services/T000/B000/XXXX'],
    ]);
    // The log names the variable and the position, never the address (it may hold a token).
    expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/^LEAD_WEBHOOK_URL: address 2 is left out/));
    expect(JSON.stringify(vi.mocked(console.error).mock.calls)).not.toContain('crm.example.com.np/hooks"');
  });

  it('sends no signed webhook without a secret of at least 16 characters', () => {
    vi.stubEnv('LEAD_WEBHOOK_URL', 'https://crm.example.com.np/hooks/leads');
    vi.stubEnv('LEAD_WEBHOOK_SECRET', 'short');
    expect(webhookTargetsFromEnv()).toEqual([]);
  });

  it('the receiver code in docs/forms-and-leads.md accepts our signature and refuses a forged one', async () => {
    const docs = await readFile('docs/forms-and-leads.md', 'utf8');
    const code = /## Webhooks[\s\S]*?```js\n([\s\S]*?)```/.exec(docs)?.[1] ?? '';
    const file = join(await mkdtemp(join(tmpdir(), 'sarathi-receiver-')), 'verify.mjs');
    await writeFile(file, `${code}\nexport { verifySarathi };\n`);
    const { verifySarathi } = (await import(pathToFileURL(file).href)) as {
      verifySarathi: (secret: string, header: string, body: string, now?: number) => boolean;
    };
    const body = '{"id":"demo-requests/abc","type":"lead.received"}';
    const header = signWebhook(SECRET, body, 1_780_000_000);
    expect(verifySarathi(SECRET, header, body, 1_780_000_060)).toBe(true);
    expect(verifySarathi(SECRET, header, body.replace('abc', 'abd'), 1_780_000_060)).toBe(false);
    expect(verifySarathi(SECRET, header, body, 1_780_000_301)).toBe(false);
    expect(verifySarathi(SECRET, 't=1780000000,v1=00', body, 1_780_000_060)).toBe(false);
  });

  it('signs as Stripe does and refuses a changed body, another secret or a replay after 5 minutes', () => {
    const body = '{"id":"demo-requests/abc"}';
    const header = signWebhook(SECRET, body, 1_780_000_000);
    expect(header).toMatch(/^t=1780000000,v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(SECRET, header, body, 1_780_000_100)).toBe(true);
    expect(verifyWebhookSignature(SECRET, header, `${body} `, 1_780_000_100)).toBe(false);
    expect(verifyWebhookSignature('another-secret-of-length', header, body, 1_780_000_100)).toBe(false);
    expect(verifyWebhookSignature(SECRET, header, body, 1_780_000_301)).toBe(false);
    expect(verifyWebhookSignature(SECRET, 'v1=abc', body, 1_780_000_000)).toBe(false);
  });
});

describe('npm run leads -- --webhook-test', () => {
  /** Runs the script; resolves its exit code and output. */
  async function webhookTest(url: string, secret: string) {
    try {
      const { stdout, stderr } = await promisify(execFile)(
        process.execPath,
        ['scripts/leads.mjs', '--webhook-test', url],
        {
          env: { ...process.env, LEAD_WEBHOOK_SECRET: secret },
        },
      );
      return { code: 0, output: stdout + stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, output: failed.stdout + failed.stderr };
    }
  }

  it('sends one signed sample event a receiver can verify, marked as a test', async () => {
    const { code, output } = await webhookTest(healthy.url, SECRET);
    expect(code).toBe(0);
    expect(output).toMatch(
      /^leads: sent the sample event demo-requests\/webhook-test-[0-9a-f-]{36} to 127\.0\.0\.1:\d+: HTTP 200 in \d+ ms$/m,
    );
    expect(healthy.accepted).toHaveLength(1);
    expect(JSON.parse(healthy.requests[0]?.body ?? '')).toMatchObject({ type: 'lead.received', test: true });
  });

  it('fails with the receiver’s answer when it is not accepted, and without a secret', async () => {
    const refused = await webhookTest(failing.url, SECRET);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('HTTP 500');
    expect(refused.output).toContain('receiver error');
    const unsigned = await webhookTest(healthy.url, '');
    expect(unsigned.code).toBe(1);
    expect(unsigned.output).toContain('LEAD_WEBHOOK_SECRET');
    expect(healthy.requests).toHaveLength(0);
  });
});
