/**
 * How both form islands post a lead and read the answer, so the two forms behave alike: the JSON
 * body (fields, a filled honeypot, the time the fill took, the visit's first-touch attribution), the per-fill submission
 * id header, and one outcome per kind of answer. What each island shows for an outcome stays in
 * the island (the two forms have different texts). No zod here: the islands load this eagerly.
 */
import type { Attribution } from '../attribution';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales';
import { FILL_TIME_FIELD, HONEYPOT_FIELD, IDEMPOTENCY_HEADER, LOCALE_FIELD } from './endpoints';
import type { FieldErrors } from './schemas';

export interface LeadPost {
  /** DEMO_ENDPOINT or CONTACT_ENDPOINT. */
  endpoint: string;
  /** The form's fields as typed. */
  values: Readonly<Record<string, string>>;
  /** The hidden honeypot's value; sent only when filled. */
  honeypot: string;
  /** How long the fill took, in ms (the server's time trap: docs/forms-and-leads.md#spam-traps). */
  fillTimeMs: number;
  /** The per-fill id (a UUID) that makes a retry of the same submission a repeat, not a new lead. */
  submissionId: string;
  /** First-touch attribution; its fields never replace a form field of the same name. */
  attribution?: Attribution | undefined;
  /** The page's language; sent as LOCALE_FIELD only when it is not English, so English posts keep their fields. */
  locale?: Locale | undefined;
}

/** What happened to a post, from the visitor's point of view. */
export type LeadPostOutcome<F extends string = string> =
  /** 2xx: stored. `text` is the answer body (the demo form checks it for 'successful'). */
  | { kind: 'accepted'; text: string }
  /** 400 with field messages: show them next to the fields. */
  | { kind: 'invalid'; status: 400; errors: FieldErrors<F>; text: string }
  /** 429 from the platform's rate limit. */
  | { kind: 'rate-limited'; status: 429; text: string }
  /** Any other answer (a 400 without field messages, 403, 413, 5xx, …). */
  | { kind: 'failed'; status: number; text: string }
  /** No answer: offline, DNS, connection reset. */
  | { kind: 'offline' };

/**
 * POSTs one lead as JSON and classifies the answer. Never rejects: a network failure resolves
 * `{ kind: 'offline' }`. `fetcher` is injectable for tests (default: the global fetch).
 */
export async function postLead<F extends string = string>(
  post: LeadPost,
  fetcher: typeof fetch = fetch,
): Promise<LeadPostOutcome<F>> {
  const body = {
    ...post.attribution,
    ...post.values,
    ...(post.honeypot ? { [HONEYPOT_FIELD]: post.honeypot } : {}),
    [FILL_TIME_FIELD]: Math.max(0, Math.round(post.fillTimeMs)),
    ...(post.locale && post.locale !== DEFAULT_LOCALE ? { [LOCALE_FIELD]: post.locale } : {}),
  };
  let response: Response;
  let text: string;
  try {
    response = await fetcher(post.endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_HEADER]: post.submissionId },
      body: JSON.stringify(body),
    });
    text = await response.text();
  } catch {
    return { kind: 'offline' };
  }
  if (response.ok) return { kind: 'accepted', text };
  if (response.status === 429) return { kind: 'rate-limited', status: 429, text };
  const errors = response.status === 400 ? fieldErrorsOf<F>(text) : null;
  if (errors) return { kind: 'invalid', status: 400, errors, text };
  return { kind: 'failed', status: response.status, text };
}

/** The field messages of a 400 JSON answer (`{ errors: { field: message } }`), or null. */
export function fieldErrorsOf<F extends string>(text: string): FieldErrors<F> | null {
  try {
    const body = JSON.parse(text) as { errors?: unknown };
    const errors = body.errors;
    if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return null;
    const messages = Object.entries(errors).filter((entry): entry is [F, string] => typeof entry[1] === 'string');
    return messages.length > 0 ? (Object.fromEntries(messages) as FieldErrors<F>) : null;
  } catch {
    return null;
  }
}
