/**
 * The two form endpoints (docs/forms-and-leads.md#the-two-endpoints), called as Netlify Functions
 * v2 handlers with `new Request(...)` against a real local Netlify Blobs server (BlobsServer from
 * @netlify/blobs/server on a temporary directory) and a real local SMTP server (smtp-server).
 */
import addressparser from 'nodemailer/lib/addressparser/index.js';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getDeployStore, getStore, setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import contactUs, { config as contactConfig } from '../../functions/contact-us.mts';
import requestDemo, { config as demoConfig } from '../../functions/request-demo.mts';
import { ARRIVAL_STORE, leadKeyOf } from '../../functions/lib/storage.mts';
import { RATE_LIMIT_STORE, ipv6NetworkOf, overNetworkLimit } from '../../functions/lib/networkRateLimit.mts';
import { sendMail } from '../../functions/lib/smtp.mts';
import { CONTACT_MESSAGE, DEMO_REQUEST, PERSON_FILL } from './support/leads';
import { untranslatedWords } from '../dist/checks/languages.mjs';
import { localSmtpCertificate, startSmtpServer, type LocalSmtpServer } from './support/smtp';

const SITE = 'https://www.sarathierp.com.np';
const TOKEN = 'local-test-token';
const STORES = ['demo-requests', 'contact-messages', ARRIVAL_STORE, RATE_LIMIT_STORE];

const demo = DEMO_REQUEST;
/** Any ISO 8601 UTC time with milliseconds, as `receivedAt` holds it. */
const ISO_TIME: unknown = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
const contact = CONTACT_MESSAGE;

let blobsDir: string;
let blobs: BlobsServer;
let blobsContext: { edgeURL: string; uncachedEdgeURL: string; siteID: string; token: string };
/** Notifications started with context.waitUntil, awaited by the tests. */
let pending: Promise<unknown>[] = [];
const context = { waitUntil: (promise: Promise<unknown>) => void pending.push(promise) };

function jsonRequest(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'User-Agent': 'vitest-agent/1.0',
      Referer: `${SITE}/request-demo?pricing=basic`,
      ...headers,
    },
    body: JSON.stringify({ ...PERSON_FILL, ...(body as object) }),
  });
}

function formRequest(path: string, fields: Record<string, string>): Request {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Referer: `${SITE}${path.replace('/api', '')}` },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Every stored entry of a store, key → value. */
async function entries(store: string): Promise<Record<string, Record<string, unknown>>> {
  const target = getStore({ name: store, consistency: 'strong' });
  const { blobs: list } = await target.list();
  const result: Record<string, Record<string, unknown>> = {};
  for (const { key } of list) result[key] = (await target.get(key, { type: 'json' })) as Record<string, unknown>;
  return result;
}

async function only(store: string): Promise<[string, Record<string, unknown>]> {
  const all = Object.entries(await entries(store));
  expect(all).toHaveLength(1);
  return all[0] as [string, Record<string, unknown>];
}

beforeAll(async () => {
  blobsDir = await mkdtemp(join(tmpdir(), 'sarathi-blobs-'));
  blobs = new BlobsServer({ directory: blobsDir, token: TOKEN });
  const { port } = await blobs.start();
  const url = `http://127.0.0.1:${port}`;
  blobsContext = { edgeURL: url, uncachedEdgeURL: url, siteID: 'sarathi-test-site', token: TOKEN };
});

beforeEach(async () => {
  setEnvironmentContext(blobsContext);
  for (const store of STORES) await getStore({ name: store, consistency: 'strong' }).deleteAll();
  pending = [];
  for (const name of [
    'SMTP_HOST',
    'SMTP_PORT',
    'SMTP_SECURE',
    'SMTP_USER',
    'SMTP_PASS',
    'SMTP_CA',
    'LEAD_MAIL_TO',
    'LEAD_MAIL_FROM',
  ])
    vi.stubEnv(name, '');
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

afterAll(async () => {
  await blobs.stop();
  await rm(blobsDir, { recursive: true, force: true });
});

describe('function config', () => {
  it('routes /api/request-demo and /api/contact-us with Netlify rate limiting by visitor IP alone', () => {
    expect(demoConfig.path).toBe('/api/request-demo');
    expect(contactConfig.path).toBe('/api/contact-us');
    for (const config of [demoConfig, contactConfig]) {
      expect(config.rateLimit).toEqual({ windowLimit: 10, windowSize: 60, aggregateBy: ['ip'] });
    }
  });
});

describe('valid submissions are stored before the answer', () => {
  it('stores a JSON demo request and answers the text successful', async () => {
    const before = Date.now();
    const response = await requestDemo(jsonRequest('/api/request-demo', demo), context);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('successful');
    const after = Date.now();
    const [key, value] = await only('demo-requests');
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(value).toEqual({
      ...demo,
      locale: 'en',
      receivedAt: ISO_TIME,
      userAgent: 'vitest-agent/1.0',
      page: `${SITE}/request-demo?pricing=basic`,
    });
    expect(Date.parse(String(value.receivedAt))).toBeGreaterThanOrEqual(before);
    expect(Date.parse(String(value.receivedAt))).toBeLessThanOrEqual(after);
    // Its arrival, by which the daily summary and the mail retry find the day's leads.
    expect(Object.keys(await entries(ARRIVAL_STORE))).toEqual([`demo-requests/${String(value.receivedAt)}/${key}`]);
  });

  it('stores a JSON contact message and answers 200', async () => {
    const response = await contactUs(
      jsonRequest('/api/contact-us', contact, { Referer: `${SITE}/contact-us` }),
      context,
    );
    expect(response.status).toBe(200);
    const [, value] = await only('contact-messages');
    expect(value).toMatchObject({ ...contact, page: `${SITE}/contact-us`, userAgent: 'vitest-agent/1.0' });
  });

  it('stores the trimmed, canonical values', async () => {
    await requestDemo(
      jsonRequest('/api/request-demo', {
        ...demo,
        industry: 'HEALTHCARE',
        companyName: '  Lalitpur Family Clinic  ',
        extra: 'x',
      }),
      context,
    );
    const [, value] = await only('demo-requests');
    expect(value).toMatchObject(demo);
    expect(value).not.toHaveProperty('extra');
  });

  it('answers a form-encoded post with 303 to the thank-you page and stores it', async () => {
    const response = await requestDemo(formRequest('/api/request-demo', { ...demo, website: '' }), context);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/request-demo/thank-you');
    const [, value] = await only('demo-requests');
    expect(value).toMatchObject({ ...demo, page: `${SITE}/request-demo` });
    expect(value).not.toHaveProperty('spam');

    const contactResponse = await contactUs(formRequest('/api/contact-us', { ...contact, subject: '' }), context);
    expect(contactResponse.status).toBe(303);
    expect(contactResponse.headers.get('location')).toBe('/contact-us/thank-you');
    expect((await only('contact-messages'))[1]).toMatchObject({ ...contact, subject: '' });
  });
});

describe('invalid input: 400 and nothing stored', () => {
  it('answers JSON field errors for a JSON request', async () => {
    const response = await requestDemo(
      jsonRequest('/api/request-demo', { ...demo, phoneNumber: '0141076253', email: 'anita@', subIndustry: '' }),
      context,
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({
      errors: {
        phoneNumber: 'Please enter a valid 10-digit phone number.',
        email: 'Invalid email.',
        subIndustry: 'Please select your sub-industry.',
      },
    });
    expect(await entries('demo-requests')).toEqual({});
  });

  it('answers with the contact form messages', async () => {
    const response = await contactUs(jsonRequest('/api/contact-us', { email: 'ramesh@' }), context);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: { fullName: 'Name is required', email: 'Email is invalid', message: 'Message is required' },
    });
    expect(await entries('contact-messages')).toEqual({});
  });

  it('answers an HTML page listing the errors, with a link back, for a form post', async () => {
    const response = await contactUs(
      formRequest('/api/contact-us', { fullName: '', email: '', message: '<b>hi</b>' }),
      context,
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<h1>Please check your message<\/h1>/);
    expect(html).toContain('<li><strong>Name:</strong> Name is required</li>');
    expect(html).toContain('<li><strong>Email:</strong> Email is required</li>');
    expect(html).not.toContain('Message is required');
    expect(html).toContain('<a href="/contact-us">Back to the form</a>');
    expect(await entries('contact-messages')).toEqual({});
  });

  it('answers 400 for malformed JSON and treats a non-object as empty', async () => {
    const malformed = new Request(`${SITE}/api/request-demo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":',
    });
    const response = await requestDemo(malformed, context);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'The request body is not valid JSON.' });
    const list = await requestDemo(jsonRequest('/api/request-demo', [demo]), context);
    expect(list.status).toBe(400);
    expect(Object.keys(((await list.json()) as { errors: object }).errors)).toHaveLength(9);
    expect(await entries('demo-requests')).toEqual({});
  });
});

describe('protocol errors', () => {
  it.each(['GET', 'PUT', 'DELETE', 'OPTIONS'])('answers %s with 405 and Allow: POST', async (method) => {
    const response = await requestDemo(new Request(`${SITE}/api/request-demo`, { method }), context);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect((await contactUs(new Request(`${SITE}/api/contact-us`, { method }), context)).status).toBe(405);
  });

  it.each(['text/plain', 'multipart/form-data; boundary=x', 'application/xml', ''])(
    'answers content type %j with 415',
    async (type) => {
      const request = new Request(`${SITE}/api/contact-us`, {
        method: 'POST',
        headers: type ? { 'Content-Type': type } : {},
        body: JSON.stringify({ ...PERSON_FILL, ...contact }),
      });
      if (!type) request.headers.delete('content-type');
      expect((await contactUs(request, context)).status).toBe(415);
      expect(await entries('contact-messages')).toEqual({});
    },
  );

  it('accepts a charset parameter on the content type', async () => {
    const response = await contactUs(
      jsonRequest('/api/contact-us', contact, { 'Content-Type': 'application/json; charset=UTF-8' }),
      context,
    );
    expect(response.status).toBe(200);
  });

  it('refuses a declared Content-Length over 32 KB without reading the body', async () => {
    const stream = new ReadableStream({
      pull: () => {
        throw new Error('the body must not be read');
      },
    });
    const request = new Request(`${SITE}/api/contact-us`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(32 * 1024 + 1) },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    const response = await contactUs(request, context);
    expect(response.status).toBe(413);
    expect(await entries('contact-messages')).toEqual({});
  });

  it('refuses a streamed body that grows past 32 KB, and accepts exactly 32 KB', async () => {
    const padded = (bytes: number) => {
      const base = JSON.stringify({ ...PERSON_FILL, ...contact, padding: '' });
      return JSON.stringify({ ...PERSON_FILL, ...contact, padding: 'x'.repeat(bytes - base.length) });
    };
    const streamed = (text: string) => {
      const data = new TextEncoder().encode(text);
      return new Request(`${SITE}/api/contact-us`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: new ReadableStream({
          start(controller) {
            for (let offset = 0; offset < data.length; offset += 4096)
              controller.enqueue(data.slice(offset, offset + 4096));
            controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit);
    };
    const tooLarge = await contactUs(streamed(padded(32 * 1024 + 1)), context);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({
      error: 'The form is larger than 32 KB. Please shorten it and send it again.',
    });
    expect(await entries('contact-messages')).toEqual({});
    expect((await contactUs(streamed(padded(32 * 1024)), context)).status).toBe(200);
  });

  it('answers a too-large form post with an HTML page', async () => {
    const response = await contactUs(
      formRequest('/api/contact-us', { ...contact, message: 'x'.repeat(40_000) }),
      context,
    );
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('<h1>Your message is too long</h1>');
  });
});

describe('rate limit per IPv6 network', () => {
  /** A demo request from `ip`, as Netlify hands it to the function. */
  const fromAddress = (ip: string, fields: Record<string, unknown> = demo) =>
    requestDemo(jsonRequest('/api/request-demo', fields), { ...context, ip });

  it('answers 429 to the 11th post of a minute from one /64, whatever its addresses, and stores none of it', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-02T08:15:05Z') });
    for (let i = 1; i <= 10; i += 1) {
      const response = await fromAddress(`2001:db8:1:2:${i.toString(16)}::9`, { ...demo, companyName: `Clinic ${i}` });
      expect(response.status).toBe(200);
    }
    const refused = await fromAddress('2001:db8:1:2:ffff:ffff:ffff:ffff', { ...demo, companyName: 'Clinic 11' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({ error: 'Too many requests, please try again in a minute.' });
    expect(Object.values(await entries('demo-requests')).map((lead) => lead.companyName)).not.toContain('Clinic 11');
    // Another customer's network is not held back.
    expect((await fromAddress('2001:db8:1:3::9')).status).toBe(200);
    // The next minute the network may post again, and the finished minute's counts are gone.
    vi.setSystemTime(new Date('2026-06-02T08:16:00Z'));
    expect((await fromAddress('2001:db8:1:2::77', { ...demo, companyName: 'Clinic 12' })).status).toBe(200);
    await Promise.all(pending);
    const { blobs: counts } = await getStore({ name: RATE_LIMIT_STORE, consistency: 'strong' }).list();
    expect(counts.map(({ key }) => key.split('/')[0])).toEqual([String(Date.parse('2026-06-02T08:16:00Z'))]);
  });

  it('leaves IPv4 visitors to Netlify’s limit per address', async () => {
    for (let i = 0; i < 11; i += 1)
      expect((await fromAddress('203.0.113.7', { ...demo, companyName: `Clinic ${i}` })).status).toBe(200);
  });

  it('answers a Nepali form post past the limit with a Nepali page', async () => {
    for (let i = 0; i < 10; i += 1) await fromAddress('2001:db8:9::1', { ...demo, companyName: `Clinic ${i}` });
    const response = await requestDemo(formRequest('/api/request-demo', { ...demo, locale: 'ne' }), {
      ...context,
      ip: '2001:db8:9::2',
    });
    expect(response.status).toBe(429);
    expect(await response.text()).toContain('धेरै पटक पठाइयो, कृपया एक मिनेटपछि फेरि प्रयास गर्नुहोस्।');
  });

  it('lets the post through when the counts cannot be kept', async () => {
    setEnvironmentContext({ ...blobsContext, edgeURL: 'http://127.0.0.1:9', uncachedEdgeURL: 'http://127.0.0.1:9' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await overNetworkLimit('2001:db8:1:2::1', 'production')).toBe(false);
  });

  it.each([
    ['2001:db8:1:2:ffff::9', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:0000:0000:0000:0001', '2001:db8:1:2::/64'],
    ['203.0.113.7', null],
    ['::ffff:203.0.113.7', null],
    ['::1', null],
    ['not an address', null],
    [undefined, null],
  ])('counts %s as the network %s', (ip, network) => {
    expect(ipv6NetworkOf(ip)).toBe(network);
  });
});

describe('spam traps', () => {
  it('answers a filled honeypot normally and stores it flagged', async () => {
    const response = await requestDemo(
      jsonRequest('/api/request-demo', { ...demo, website: 'http://spam.example' }),
      context,
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('successful');
    const [, value] = await only('demo-requests');
    expect(value).toMatchObject({ ...demo, spam: true, spamTrap: 'honeypot' });
    expect(value).not.toHaveProperty('website');
    expect(pending).toHaveLength(0);
  });

  it.each([
    ['sent 2.9 s after the page loaded', { fillTimeMs: 2_999 }],
    ['whose fill time is not a number', { fillTimeMs: '48000' }],
    ['with no fill time (every island post has one)', { fillTimeMs: undefined }],
  ])('answers an island post %s normally and stores it flagged', async (_name, fill) => {
    const response = await contactUs(jsonRequest('/api/contact-us', { ...contact, ...fill }), context);
    expect(response.status).toBe(200);
    const [, value] = await only('contact-messages');
    expect(value).toMatchObject({ ...contact, spam: true, spamTrap: 'fill-time' });
    expect(value).not.toHaveProperty('fillTimeMs');
  });

  it('takes an island post sent 3 s after the page loaded for a person’s', async () => {
    await contactUs(jsonRequest('/api/contact-us', { ...contact, fillTimeMs: 3_000 }), context);
    const [, value] = await only('contact-messages');
    expect(value).not.toHaveProperty('spam');
  });

  it.each([false, null, 0, '   '])('stores a lead whose honeypot is %j as a normal lead', async (website) => {
    const response = await requestDemo(jsonRequest('/api/request-demo', { ...demo, website }), context);
    expect(await response.text()).toBe('successful');
    const [, value] = await only('demo-requests');
    expect(value).not.toHaveProperty('spam');
  });
});

describe('idempotency: none accepted twice by accident', () => {
  const id = '2f0c7f1e-5a4b-4c3d-9e8f-0a1b2c3d4e5f';

  it('stores a retried submission once and answers both successful', async () => {
    const first = await requestDemo(jsonRequest('/api/request-demo', demo, { 'Idempotency-Key': id }), context);
    const again = await requestDemo(jsonRequest('/api/request-demo', demo, { 'Idempotency-Key': id }), context);
    expect([first.status, await first.text(), again.status, await again.text()]).toEqual([
      200,
      'successful',
      200,
      'successful',
    ]);
    const [, value] = await only('demo-requests');
    expect(value.submissionId).toBe(id);
  });

  it('stores one lead when the same submission arrives ten times at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        requestDemo(jsonRequest('/api/request-demo', demo, { 'Idempotency-Key': id }), context),
      ),
    );
    const answers = await Promise.all(responses.map(async (response) => [response.status, await response.text()]));
    expect(answers).toEqual(Array.from({ length: 10 }, () => [200, 'successful']));
    const [, value] = await only('demo-requests');
    expect(value.submissionId).toBe(id);
  });

  it('stores a changed payload under the same id as a new submission', async () => {
    await requestDemo(jsonRequest('/api/request-demo', demo, { 'Idempotency-Key': id }), context);
    await requestDemo(
      jsonRequest(
        '/api/request-demo',
        { ...demo, companyName: 'Lalitpur Family Clinic Pvt. Ltd.' },
        { 'Idempotency-Key': id },
      ),
      context,
    );
    expect(Object.keys(await entries('demo-requests'))).toHaveLength(2);
  });

  it('stores every submission without an id, even identical ones', async () => {
    await contactUs(jsonRequest('/api/contact-us', contact), context);
    await contactUs(jsonRequest('/api/contact-us', contact), context);
    expect(Object.keys(await entries('contact-messages'))).toHaveLength(2);
  });

  it('ignores a malformed id', async () => {
    await contactUs(jsonRequest('/api/contact-us', contact, { 'Idempotency-Key': 'abc' }), context);
    await contactUs(jsonRequest('/api/contact-us', contact, { 'Idempotency-Key': 'abc' }), context);
    expect(Object.keys(await entries('contact-messages'))).toHaveLength(2);
  });

  it('stores the lead when an earlier attempt of the same submission got no further than its arrival', async () => {
    // The first attempt wrote its arrival entry, then the lead write failed (answered 503).
    const key = leadKeyOf(id, contact);
    await getStore({ name: ARRIVAL_STORE, consistency: 'strong' }).setJSON(
      `contact-messages/2025-01-01T00:00:00.000Z/${key}`,
      { key },
    );
    const retry = await contactUs(jsonRequest('/api/contact-us', contact, { 'Idempotency-Key': id }), context);
    expect(retry.status).toBe(200);
    const [storedKey, value] = await only('contact-messages');
    expect(storedKey).toBe(key);
    expect(value).toMatchObject(contact);
  });
});

describe('storage failure: 503 and nothing acknowledged', () => {
  let failing: Server;
  let failingUrl: string;

  beforeAll(async () => {
    failing = createServer((_request, response) => {
      response.statusCode = 500;
      response.end('internal error');
    });
    await new Promise<void>((done) => failing.listen(0, '127.0.0.1', done));
    failingUrl = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((done) => failing.close(() => done())));

  it('answers 503 with Retry-After when Blobs is unreachable', async () => {
    await makeBlobsUnreachable();
    const response = await requestDemo(jsonRequest('/api/request-demo', demo), context);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await response.text()).not.toContain('successful');
    setEnvironmentContext(blobsContext);
    expect(await entries('demo-requests')).toEqual({});
  });

  it('answers 503 when Blobs answers an error, for JSON and form posts alike', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setEnvironmentContext({ ...blobsContext, edgeURL: failingUrl, uncachedEdgeURL: failingUrl });
    const jsonResponse = await contactUs(
      jsonRequest('/api/contact-us', contact, { 'Idempotency-Key': '11111111-2222-4333-8444-555555555555' }),
      context,
    );
    expect(jsonResponse.status).toBe(503);
    const formResponse = await contactUs(formRequest('/api/contact-us', contact), context);
    expect(formResponse.status).toBe(503);
    expect(formResponse.headers.get('location')).toBeNull();
    expect(await formResponse.text()).toContain('<h1>Your message was not sent</h1>');
    expect(pending).toHaveLength(0);
  });
});

describe('e-mail to the sales team (SMTP)', () => {
  interface ReceivedMail {
    from: string;
    to: string[];
    data: string;
  }
  let smtp: LocalSmtpServer;
  let received: ReceivedMail[];
  let smtpCertificate: string;

  beforeAll(async () => {
    smtpCertificate = await localSmtpCertificate();
    smtp = await startSmtpServer(({ from, to, raw }) => {
      received.push({ from, to, data: readableMail(raw) });
    });
  });

  afterAll(() => smtp.close());

  beforeEach(() => {
    received = [];
    vi.stubEnv('SMTP_HOST', '127.0.0.1');
    vi.stubEnv('SMTP_PORT', String(smtp.port));
    vi.stubEnv('SMTP_CA', smtpCertificate);
    vi.stubEnv('LEAD_MAIL_TO', 'sales@sarathierp.com.np, info@sarathierp.com.np');
    vi.stubEnv('LEAD_MAIL_FROM', 'Website <no-reply@sarathierp.com.np>');
  });

  it('mails a stored demo request to the sales team', async () => {
    const response = await requestDemo(jsonRequest('/api/request-demo', demo), context);
    expect(await response.text()).toBe('successful');
    expect(await Promise.all(pending)).toEqual([true]);
    expect(received).toHaveLength(1);
    const [mail] = received as [ReceivedMail];
    expect(mail.from).toBe('no-reply@sarathierp.com.np');
    expect(mail.to).toEqual(['sales@sarathierp.com.np', 'info@sarathierp.com.np']);
    expect(mail.data).toContain('Subject: Demo request: Lalitpur Family Clinic (healthcare/clinic, basic)');
    expect(mail.data).toContain('Reply-To: anita.shrestha@example.com.np');
    expect(mail.data).toContain('Phone: 9841076253');
    expect(mail.data).toContain('Job title: Managing Director');
    const [key] = await only('demo-requests');
    expect(mail.data).toContain(`Stored as: demo-requests/${key}`);
  });

  it('mails a stored contact message', async () => {
    await contactUs(jsonRequest('/api/contact-us', contact), context);
    await Promise.all(pending);
    expect(received).toHaveLength(1);
    expect(received[0]?.data).toContain(
      'Subject: Website message (Sales Inquiry) from Ramesh Adhikari, Pokhara Lakeside Restaurant',
    );
    expect(received[0]?.data).toContain('Message: Do you support KOT printing for two kitchens?');
    expect(received[0]?.data).toContain('Reply-To: Ramesh Adhikari <ramesh@example.com>');
  });

  it('a deploy preview keeps its leads with that deploy and mails nobody', async () => {
    const deployID = '6571a2b3c4d5e6f7a8b9c0d1';
    // Netlify sets the deploy and its region in a deploy's functions.
    setEnvironmentContext({ ...blobsContext, deployID, primaryRegion: 'us-east-2' });
    const response = await contactUs(jsonRequest('/api/contact-us', contact), {
      ...context,
      deploy: { context: 'deploy-preview' },
    });
    expect(await response.json()).toEqual({ status: 'received' });
    await Promise.all(pending);
    expect(received).toEqual([]);
    expect(await entries('contact-messages')).toEqual({});
    const preview = getDeployStore({ name: 'contact-messages', deployID, region: 'us-east-2' });
    const { blobs: stored } = await preview.list();
    expect(stored).toHaveLength(1);
    expect(await preview.get(stored[0]!.key, { type: 'json' })).toMatchObject({ fullName: contact.fullName });
  });

  it('replies to the one address typed, whatever the name holds', async () => {
    const fullName = 'Hari, "Sales" <boss@evil.example>';
    await contactUs(jsonRequest('/api/contact-us', { ...contact, fullName }), context);
    await Promise.all(pending);
    const replyTo = /^Reply-To: (.*)$/m.exec(received[0]?.data ?? '')?.[1] ?? '';
    // Read as a mail program reads it: one address, the visitor's, under the name as typed.
    expect(addressparser(replyTo)).toEqual([{ name: fullName, address: 'ramesh@example.com' }]);
  });

  it('does not mail a lead whose honeypot is filled', async () => {
    const response = await contactUs(jsonRequest('/api/contact-us', { ...contact, website: 'buy now' }), context);
    expect(response.status).toBe(200);
    await Promise.all(pending);
    expect(received).toHaveLength(0);
    expect((await only('contact-messages'))[1]).toMatchObject({ spam: true });
  });

  it('does not mail a lead sent faster than a person fills the form', async () => {
    const response = await contactUs(jsonRequest('/api/contact-us', { ...contact, fillTimeMs: 900 }), context);
    expect(response.status).toBe(200);
    await Promise.all(pending);
    expect(received).toHaveLength(0);
  });

  it('does not mail a repeated submission again', async () => {
    const headers = { 'Idempotency-Key': '0a0b0c0d-1e1f-4a2b-8c3d-4e5f6a7b8c9d' };
    await contactUs(jsonRequest('/api/contact-us', contact, headers), context);
    await contactUs(jsonRequest('/api/contact-us', contact, headers), context);
    await Promise.all(pending);
    expect(received).toHaveLength(1);
  });

  it('still stores and acknowledges the lead when the SMTP connection is refused', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubEnv('SMTP_PORT', String(await freePort()));
    const response = await requestDemo(jsonRequest('/api/request-demo', demo), context);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('successful');
    expect(await Promise.all(pending)).toEqual([false]);
    const [key] = await only('demo-requests');
    expect(errors).toHaveBeenCalledWith(
      `lead notification failed for demo-requests/${key} (the lead is stored):`,
      expect.stringMatching(/ECONNREFUSED/),
    );
  });

  it('sends before answering when the platform offers no waitUntil', async () => {
    const response = await contactUs(jsonRequest('/api/contact-us', contact));
    expect(response.status).toBe(200);
    expect(received).toHaveLength(1);
  });

  it('sends nothing and flags nothing when SMTP is not configured', async () => {
    vi.stubEnv('SMTP_HOST', '');
    await contactUs(jsonRequest('/api/contact-us', contact), context);
    expect(pending).toHaveLength(0);
    expect(received).toHaveLength(0);
    expect((await only('contact-messages'))[1]).not.toHaveProperty('notification');
  });
});

/**
 * A received message made easy to assert on: folded header lines joined, the quoted-printable
 * text body decoded (nodemailer wraps long lines and encodes '=').
 */
function readableMail(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest
    .join('\n\n')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return `${head.replace(/\r?\n[ \t]+/g, ' ')}\n\n${body}`;
}

/** Points the Blobs client at a closed port (its errors are logged quietly); the test restores blobsContext. */
async function makeBlobsUnreachable(): Promise<void> {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const closedPort = await freePort();
  setEnvironmentContext({
    ...blobsContext,
    edgeURL: `http://127.0.0.1:${closedPort}`,
    uncachedEdgeURL: `http://127.0.0.1:${closedPort}`,
  });
}

/** A loopback port nothing listens on (bound, then released). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((done) => probe.close(() => done()));
  return port;
}

describe('endpoint contract: status, stored or not, security headers', () => {
  const demoUrl = `${SITE}/api/request-demo`;
  const post = (headers: Record<string, string>, body: string, url = demoUrl) =>
    new Request(url, { method: 'POST', headers, body });
  const asJson = { 'Content-Type': 'application/json' };
  const asForm = { 'Content-Type': 'application/x-www-form-urlencoded' };
  const valid = JSON.stringify({ ...PERSON_FILL, ...demo });
  const validForm = new URLSearchParams({ ...demo, website: '' }).toString();

  const table: [string, () => Request, number, 'stored' | 'not stored' | 'stored as spam'][] = [
    ['GET', () => new Request(demoUrl, { method: 'GET' }), 405, 'not stored'],
    ['another content type', () => post({ 'Content-Type': 'text/plain' }, valid), 415, 'not stored'],
    [
      'a body over 32 KB',
      () => post(asJson, JSON.stringify({ ...PERSON_FILL, ...demo, padding: 'x'.repeat(33 * 1024) })),
      413,
      'not stored',
    ],
    [
      'invalid fields',
      () => post(asJson, JSON.stringify({ ...PERSON_FILL, ...demo, phoneNumber: '12' })),
      400,
      'not stored',
    ],
    [
      'Sec-Fetch-Site: cross-site',
      () => post({ ...asJson, 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }, valid),
      403,
      'not stored',
    ],
    [
      'a cross-site form post',
      () => post({ ...asForm, 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }, validForm),
      403,
      'not stored',
    ],
    [
      'a cross-site text/plain post',
      () => post({ 'Content-Type': 'text/plain', 'Sec-Fetch-Site': 'cross-site' }, valid),
      403,
      'not stored',
    ],
    [
      'a foreign Origin without Sec-Fetch-Site',
      () => post({ ...asJson, Origin: 'https://evil.example' }, valid),
      403,
      'not stored',
    ],
    [
      'a same-origin fetch',
      () => post({ ...asJson, 'Sec-Fetch-Site': 'same-origin', Origin: SITE }, valid),
      200,
      'stored',
    ],
    [
      'a same-origin form post without JavaScript',
      () => post({ ...asForm, 'Sec-Fetch-Site': 'same-origin', Origin: SITE }, validForm),
      303,
      'stored',
    ],
    [
      'a form post from another subdomain of the domain (same-site)',
      () => post({ ...asForm, 'Sec-Fetch-Site': 'same-site', Origin: 'https://shop.sarathierp.com.np' }, validForm),
      403,
      'not stored',
    ],
    ['our Origin without Sec-Fetch-Site', () => post({ ...asJson, Origin: SITE }, valid), 200, 'stored'],
    [
      'the request’s own origin (deploy preview)',
      () =>
        post(
          { ...asJson, Origin: 'https://deploy-preview-7--sarathi.netlify.app' },
          valid,
          'https://deploy-preview-7--sarathi.netlify.app/api/request-demo',
        ),
      200,
      'stored',
    ],
    [
      'a filled honeypot',
      () =>
        post(
          { ...asJson, 'Sec-Fetch-Site': 'same-origin' },
          JSON.stringify({ ...PERSON_FILL, ...demo, website: 'http://spam.example' }),
        ),
      200,
      'stored as spam',
    ],
  ];

  it.each(table)('%s → %i, %s', async (_name, request, status, outcome) => {
    const response = await requestDemo(request(), context);
    expect(response.status).toBe(status);
    const stored = Object.values(await entries('demo-requests'));
    expect(stored).toHaveLength(outcome === 'not stored' ? 0 : 1);
    if (outcome !== 'not stored') expect(Boolean(stored[0]?.spam)).toBe(outcome === 'stored as spam');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  // First-touch attribution is optional: bad values are cleaned or dropped, the lead is stored and
  // answered as usual, and nothing else in the record changes.
  const attributionTable: [string, () => Request, number, Record<string, string>][] = [
    [
      'attribution as sent by the island',
      () =>
        post(
          asJson,
          JSON.stringify({
            ...PERSON_FILL,
            ...demo,
            landingPage: '/pricing?utm_source=newsletter',
            referrer: 'https://news.example',
            utmSource: 'newsletter',
            utmCampaign: 'spring',
          }),
        ),
      200,
      {
        landingPage: '/pricing?utm_source=newsletter',
        referrer: 'https://news.example',
        utmSource: 'newsletter',
        utmCampaign: 'spring',
      },
    ],
    [
      'attribution arrays and objects instead of strings',
      () =>
        post(
          asJson,
          JSON.stringify({
            ...PERSON_FILL,
            ...demo,
            utmSource: ['newsletter', 'ads'],
            utmCampaign: { name: 'spring' },
            utmMedium: 42,
            utmTerm: null,
            landingPage: '/pricing',
          }),
        ),
      200,
      { landingPage: '/pricing' },
    ],
    [
      'attribution values of 10 KB',
      () =>
        post(
          asJson,
          JSON.stringify({
            ...PERSON_FILL,
            ...demo,
            utmSource: 'n'.repeat(10 * 1024),
            landingPage: `/pricing?${'q'.repeat(10 * 1024)}`,
          }),
        ),
      200,
      { utmSource: 'n'.repeat(200), landingPage: `/pricing?${'q'.repeat(191)}` },
    ],
    [
      'attribution with control characters',
      () =>
        post(
          asJson,
          JSON.stringify({
            ...PERSON_FILL,
            ...demo,
            utmCampaign: '\u0000 spr\ring\n\t',
            utmSource: '\u0007\u009b',
            referrer: ' https://news.example\u001b ',
          }),
        ),
      200,
      { utmCampaign: 'spring', referrer: 'https://news.example' },
    ],
    [
      'attribution under __proto__ and constructor keys',
      () =>
        post(
          asJson,
          `{"__proto__":{"utmSource":"polluted","spam":true},"constructor":{"utmCampaign":"x"},${JSON.stringify({ ...PERSON_FILL, ...demo }).slice(1)}`,
        ),
      200,
      {},
    ],
    [
      'a __proto__ attribution value',
      () =>
        post(
          asJson,
          JSON.stringify({ ...PERSON_FILL, ...demo, utmContent: 'banner' }).replace('"utmContent"', '"__proto__"'),
        ),
      200,
      {},
    ],
    [
      'attribution with Sec-GPC: 1',
      () =>
        post(
          { ...asJson, 'Sec-GPC': '1' },
          JSON.stringify({ ...PERSON_FILL, ...demo, landingPage: '/pricing', utmSource: 'newsletter' }),
        ),
      200,
      {},
    ],
    [
      'attribution with DNT: 1',
      () =>
        post(
          { ...asJson, DNT: '1' },
          JSON.stringify({ ...PERSON_FILL, ...demo, landingPage: '/pricing', utmSource: 'newsletter' }),
        ),
      200,
      {},
    ],
    [
      'a form post: hidden attribution fields',
      () =>
        post(
          asForm,
          new URLSearchParams({ ...demo, website: '', landingPage: '/pricing', utmSource: 'newsletter' }).toString(),
        ),
      303,
      { landingPage: '/pricing', utmSource: 'newsletter' },
    ],
    [
      'a form post without them: the page that posted',
      () => post({ ...asForm, Referer: `${SITE}/request-demo?utm_source=poster&utm_medium=print` }, validForm),
      303,
      { landingPage: '/request-demo?utm_source=poster&utm_medium=print', utmSource: 'poster', utmMedium: 'print' },
    ],
  ];

  it.each(attributionTable)(
    '%s → %i, stored with the cleaned attribution only',
    async (_name, request, status, attribution) => {
      const sent = request();
      const response = await requestDemo(sent, context);
      expect(response.status).toBe(status);
      const [, value] = await only('demo-requests');
      expect(value).toEqual({
        ...demo,
        locale: 'en',
        receivedAt: ISO_TIME,
        userAgent: '',
        page: sent.headers.get('referer') ?? '',
        ...attribution,
      });
      expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
      expect(({} as Record<string, unknown>).utmSource).toBeUndefined();
    },
  );

  const campaignPage = `${SITE}/request-demo?utm_source=newsletter&utm_campaign=spring&email=anita%40example.com.np#form`;
  it.each([
    [
      'a JSON post with Sec-GPC: 1',
      () =>
        post(
          { ...asJson, 'Sec-GPC': '1', Referer: campaignPage },
          JSON.stringify({
            ...PERSON_FILL,
            ...demo,
            landingPage: '/pricing?utm_source=newsletter',
            referrer: 'https://news.example',
          }),
        ),
    ],
    ['a form post with DNT: 1', () => post({ ...asForm, DNT: '1', Referer: campaignPage }, validForm)],
  ])('%s: stores the page’s path only, with no query and no attribution', async (_name, request) => {
    await requestDemo(request(), context);
    const [key, value] = await only('demo-requests');
    expect(value).toEqual({ ...demo, locale: 'en', receivedAt: ISO_TIME, userAgent: '', page: '/request-demo' });
    expect(JSON.stringify(value)).not.toContain('utm');
    expect(key).not.toContain('utm');
  });

  it('stores a forged 3,047-character Referer and a long User-Agent cut to 500 characters', async () => {
    const referer = `${SITE}/request-demo?${'q'.repeat(3047 - SITE.length - '/request-demo?'.length)}`;
    expect(referer).toHaveLength(3047);
    const userAgent = `Mozilla/5.0 ${'x'.repeat(1200)}`;
    await requestDemo(post({ ...asJson, Referer: referer, 'User-Agent': userAgent }, valid), context);
    const [, value] = await only('demo-requests');
    expect(value.page).toBe(referer.slice(0, 500));
    expect(value.userAgent).toBe(userAgent.slice(0, 500));
  });

  it('removes control characters, bidi controls and lone surrogates, and keeps line breaks in a message only', async () => {
    const response = await contactUs(
      jsonRequest('/api/contact-us', {
        ...contact,
        fullName: 'Ramesh\r\nBcc: all-staff@example.com\u0000 Adhikari\u001b[0m',
        companyName: '\u202eLakeside\u202c Restaurant\u2066\ud800',
        phoneNumber: '9803318472\u0007',
        message: 'Two kitchens?\r\nAnd a bar.\rBilling\u2028too\u0000\u202e \ud83d\ude00\udc00\n\tThanks',
      }),
      context,
    );
    expect(response.status).toBe(200);
    const [, value] = await only('contact-messages');
    expect(value).toMatchObject({
      fullName: 'Ramesh Bcc: all-staff@example.com Adhikari[0m',
      companyName: 'Lakeside Restaurant',
      phoneNumber: '9803318472',
      message: 'Two kitchens?\nAnd a bar.\nBilling\ntoo \ud83d\ude00\n\tThanks',
    });
  });

  it('explains a refused cross-site post: JSON for a script, an HTML page with a way back for a form', async () => {
    const fromScript = await contactUs(
      new Request(`${SITE}/api/contact-us`, {
        method: 'POST',
        headers: { ...asJson, 'Sec-Fetch-Site': 'cross-site' },
        body: JSON.stringify({ ...PERSON_FILL, ...contact }),
      }),
      context,
    );
    expect(fromScript.status).toBe(403);
    expect(await fromScript.json()).toEqual({
      error: 'This form only accepts posts from /contact-us on our own site. Please send it from there.',
    });
    const fromForm = await contactUs(
      new Request(`${SITE}/api/contact-us`, {
        method: 'POST',
        headers: { ...asForm, Origin: 'https://evil.example' },
        body: new URLSearchParams(contact).toString(),
      }),
      context,
    );
    expect(fromForm.status).toBe(403);
    expect(fromForm.headers.get('content-type')).toContain('text/html');
    const html = await fromForm.text();
    expect(html).toContain('<h1>Your message was not sent</h1>');
    expect(html).toContain('<a href="/contact-us">Back to the form</a>');
    expect(await entries('contact-messages')).toEqual({});
  });

  it('keeps the security headers on a 503 when storage fails', async () => {
    await makeBlobsUnreachable();
    const response = await contactUs(jsonRequest('/api/contact-us', contact), context);
    expect(response.status).toBe(503);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('the language a lead was filled in', () => {
  it('stores a JSON post from a Nepali page with the same values and locale ne, answered as in English', async () => {
    const response = await requestDemo(jsonRequest('/api/request-demo', { ...demo, locale: 'ne' }), context);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('successful');
    const [, value] = await only('demo-requests');
    expect(value).toMatchObject({ ...demo, locale: 'ne' });
  });

  it.each([
    ['no locale', {}],
    ['an unknown language', { locale: 'fr' }],
    ['a locale that is not text', { locale: ['ne'] }],
  ])('stores a post with %s as English, never refusing it', async (_name, extra) => {
    const response = await requestDemo(jsonRequest('/api/request-demo', { ...demo, ...extra }), context);
    expect(response.status).toBe(200);
    const [, value] = await only('demo-requests');
    expect(value.locale).toBe('en');
  });

  it('stores a phone number typed in Devanagari digits as 0–9', async () => {
    await requestDemo(jsonRequest('/api/request-demo', { ...demo, phoneNumber: '९८४१०७६२५३' }), context);
    const [, value] = await only('demo-requests');
    expect(value.phoneNumber).toBe('9841076253');
  });

  it('sends a Nepali form post without JavaScript to the Nepali thank-you page', async () => {
    const response = await requestDemo(formRequest('/api/request-demo', { ...demo, locale: 'ne' }), context);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/ne/request-demo/thank-you');
    const [, value] = await only('demo-requests');
    expect(value).toMatchObject({ ...demo, locale: 'ne' });
  });

  it('answers an invalid Nepali form post with its errors in Nepali and a link back to the Nepali form', async () => {
    const response = await contactUs(formRequest('/api/contact-us', { ...contact, email: '', locale: 'ne' }), context);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="ne">');
    expect(html).toContain('<h1>कृपया आफ्नो सन्देश जाँच्नुहोस्</h1>');
    expect(html).toContain('<li><strong>इमेल:</strong> कृपया इमेल लेख्नुहोस्।</li>');
    expect(html).toContain('<a href="/ne/contact-us">फारममा फर्कनुहोस्</a>');
    const shown = html.replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' ');
    expect(untranslatedWords(shown)).toEqual([]);
    expect(await entries('contact-messages')).toEqual({});
  });
});

describe('the SMTP connection protects the password and the lead', () => {
  const settings = {
    host: '127.0.0.1',
    secure: false,
    user: 'website@sarathierp.com.np',
    pass: 'relay-password',
    from: 'no-reply@sarathierp.com.np',
    to: ['sales@sarathierp.com.np'],
  };
  const mail = { subject: 'Demo request', text: 'A lead' };

  it('logs in and sends only after STARTTLS, on a relay that offers it (port 587)', async () => {
    const logins: boolean[] = [];
    const messages: string[] = [];
    const relay = await startSmtpServer(({ raw }) => void messages.push(raw), undefined, {
      onLogin: (_user, _password, overTls) => logins.push(overTls),
    });
    try {
      await sendMail({ ...settings, port: relay.port, ca: await localSmtpCertificate() }, mail, { timeoutMs: 5_000 });
      expect(logins).toEqual([true]);
      expect(messages).toHaveLength(1);
    } finally {
      await relay.close();
    }
  });

  it('refuses a relay that does not offer STARTTLS: no password, no lead in clear', async () => {
    const logins: string[] = [];
    const messages: string[] = [];
    const relay = await startSmtpServer(({ raw }) => void messages.push(raw), undefined, {
      startTls: false,
      onLogin: (_user, password) => logins.push(password),
    });
    try {
      await expect(sendMail({ ...settings, port: relay.port }, mail, { timeoutMs: 5_000 })).rejects.toThrow(
        /STARTTLS/i,
      );
      expect(logins).toEqual([]);
      expect(messages).toEqual([]);
    } finally {
      await relay.close();
    }
  });

  it('refuses a certificate no trusted authority signed', async () => {
    const messages: string[] = [];
    const relay = await startSmtpServer(({ raw }) => void messages.push(raw));
    try {
      await expect(sendMail({ ...settings, port: relay.port }, mail, { timeoutMs: 5_000 })).rejects.toThrow(
        /certificate/i,
      );
      expect(messages).toEqual([]);
    } finally {
      await relay.close();
    }
  });
});
