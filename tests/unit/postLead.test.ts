/**
 * The one way both form islands post a lead (src/lib/forms/postLead.ts): the request they send and
 * the outcome each kind of answer gives.
 */
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, postLead, type LeadPost } from '../../src/lib/forms/postLead';

const post: LeadPost = {
  endpoint: '/api/contact-us',
  values: { fullName: 'Ramesh Adhikari', email: 'ramesh@example.com', message: 'Hello' },
  honeypot: '',
  fillTimeMs: 41_230.7,
  submissionId: '2f0c7f1e-5a4b-4c3d-9e8f-0a1b2c3d4e5f',
  attribution: { landingPage: '/pricing?utm_source=newsletter', utmSource: 'newsletter' },
};

/** A fetch that records its calls and answers `response` (or throws it). */
function fakeFetch(response: Response | Error) {
  const calls: [string, RequestInit][] = [];
  const fetcher = ((url: string, init: RequestInit) => {
    calls.push([url, init]);
    return response instanceof Error ? Promise.reject(response) : Promise.resolve(response);
  }) as unknown as typeof fetch;
  return { calls, fetcher };
}

describe('the request', () => {
  it('posts JSON with the fields, the fill time in whole ms, the attribution and the submission id header', async () => {
    const { calls, fetcher } = fakeFetch(new Response('{"status":"received"}'));
    await postLead(post, fetcher);
    const [url, init] = calls[0] as [string, RequestInit];
    expect(url).toBe('/api/contact-us');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', 'Idempotency-Key': post.submissionId });
    expect(JSON.parse(init.body as string)).toEqual({ ...post.values, ...post.attribution, fillTimeMs: 41_231 });
  });

  it('sends a filled honeypot, and never lets attribution replace a form field', async () => {
    const { calls, fetcher } = fakeFetch(new Response('successful'));
    await postLead(
      {
        ...post,
        honeypot: 'http://spam.example',
        attribution: { referrer: 'https://news.example', ...({ email: 'other@example.com' } as object) },
      },
      fetcher,
    );
    expect(JSON.parse(calls[0]?.[1].body as string)).toMatchObject({
      email: 'ramesh@example.com',
      website: 'http://spam.example',
      referrer: 'https://news.example',
    });
  });
});

describe('the outcome', () => {
  it('accepted on 2xx, with the answer text', async () => {
    expect(await postLead(post, fakeFetch(new Response('successful')).fetcher)).toEqual({
      kind: 'accepted',
      text: 'successful',
    });
  });

  it('invalid on a 400 with field messages', async () => {
    const body = JSON.stringify({ errors: { email: 'Email is invalid', message: 'Message is required' } });
    expect(await postLead(post, fakeFetch(new Response(body, { status: 400 })).fetcher)).toEqual({
      kind: 'invalid',
      status: 400,
      errors: { email: 'Email is invalid', message: 'Message is required' },
      text: body,
    });
  });

  it('failed on a 400 without field messages and on other statuses', async () => {
    const malformed = JSON.stringify({ error: 'The request body is not valid JSON.' });
    expect(await postLead(post, fakeFetch(new Response(malformed, { status: 400 })).fetcher)).toEqual({
      kind: 'failed',
      status: 400,
      text: malformed,
    });
    expect(await postLead(post, fakeFetch(new Response('busy', { status: 503 })).fetcher)).toEqual({
      kind: 'failed',
      status: 503,
      text: 'busy',
    });
  });

  it('rate-limited on 429', async () => {
    expect(await postLead(post, fakeFetch(new Response('Too Many Requests', { status: 429 })).fetcher)).toEqual({
      kind: 'rate-limited',
      status: 429,
      text: 'Too Many Requests',
    });
  });

  it('offline when the request never gets an answer', async () => {
    expect(await postLead(post, fakeFetch(new TypeError('Failed to fetch')).fetcher)).toEqual({ kind: 'offline' });
  });

  it('reads only string messages as field errors', () => {
    expect(fieldErrorsOf('{"errors":{"email":"Invalid email.","x":1}}')).toEqual({ email: 'Invalid email.' });
    expect(fieldErrorsOf('{"errors":[]}')).toBeNull();
    expect(fieldErrorsOf('<html>')).toBeNull();
  });
});
