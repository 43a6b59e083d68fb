/**
 * Each stored lead sent on to the sales team's own tools (docs/forms-and-leads.md#webhooks):
 *
 * - **Signed webhooks** (`LEAD_WEBHOOK_URL`, one or more, with `LEAD_WEBHOOK_SECRET`): the lead as a
 *   JSON event ({@link LeadEvent}), signed the way Stripe signs its webhooks: the header
 *   `Sarathi-Signature: t={unix seconds},v1={hex HMAC-SHA256 of "{t}.{body}" with the secret}`, so a
 *   receiver can check the sender and refuse a replay ({@link verifyWebhookSignature}). The event id
 *   (`{store}/{key}`, also in `Sarathi-Event-Id`) is the same on every attempt: a receiver that keeps
 *   the ids it has seen takes each lead once.
 * - **Chat alerts** (`LEAD_CHAT_WEBHOOK_URL`): one short line per lead in a team chat's incoming
 *   webhook, Slack's `{ "text": … }` (which Google Chat, Mattermost and Rocket.Chat also accept),
 *   or an Adaptive Card for a Microsoft Teams Workflows address: the form, company, industry, plan,
 *   language and where the lead came from; never the message, a name, an address or a number.
 *
 * Each target's outcome is kept on the lead under `webhooks.{target id}`, with the states, attempts
 * and backoff of the sales e-mail (./mailStatus.mts): the first delivery runs after the visitor's
 * answer, the hourly run retries what failed ({@link retryWebhooks}), and every change is a
 * conditional write that only goes through while that target's state is what the writer read, so
 * two overlapping runs never deliver a lead twice. Delivery never changes the answer or the lead.
 */
import { createHash } from 'node:crypto';
import { leadLandingPath, leadSourceAndCampaign } from './leadReport.mjs';
import { MIN_SECRET_LENGTH, isDeliverable, signedEventRequest } from './webhookWire.mjs';
import { failedNotification, gaveUp, isDue, pendingNotification, type LeadNotification } from './mailStatus.mts';
import {
  LEAD_STORES,
  leadsReceivedBetween,
  updateLead,
  type LeadStoreName,
  type LeadVersion,
  type StoredLead,
} from './storage.mts';

/** Upper bound of one delivery attempt, in ms: a hanging receiver costs a retry run no more. */
export const WEBHOOK_ATTEMPT_MS = 5_000;

/** The form of each lead store, as events and chat lines name it. */
const FORM_OF: Readonly<Record<LeadStoreName, { event: LeadEvent['form']; words: string }>> = {
  [LEAD_STORES.demoRequest]: { event: 'demo-request', words: 'Demo request' },
  [LEAD_STORES.contactMessage]: { event: 'contact-message', words: 'Contact message' },
};

/** Where one lead is sent: a signed webhook or a chat's incoming webhook. */
export interface WebhookTarget {
  /** `webhook-{10 hex}` or `chat-{10 hex}`, from a digest of the URL (which may hold a token). */
  id: string;
  kind: 'signed' | 'chat';
  url: string;
  /** The signing secret of a signed webhook. */
  secret?: string | undefined;
}

/** The JSON body of a signed webhook. */
export interface LeadEvent {
  /** `{store}/{key}`: the same for every attempt and every target. */
  id: string;
  type: 'lead.received';
  form: 'demo-request' | 'contact-message';
  store: LeadStoreName;
  key: string;
  /** The language the form was filled in: `en` or `ne`. */
  locale: string;
  /** ISO time the lead was received. */
  receivedAt: string;
  /** The stored fields: the form's, attribution, page, userAgent, submissionId. */
  lead: Record<string, unknown>;
  /** Only on the sample of `npm run leads -- --webhook-test`. */
  test?: true;
}

/**
 * The delivery targets configured in `env`: `LEAD_WEBHOOK_URL` (addresses separated by commas or
 * spaces) signed with `LEAD_WEBHOOK_SECRET`, and `LEAD_CHAT_WEBHOOK_URL`. An address that is not
 * https (plain http only to this machine, for tests), and the signed ones when the secret is
 * missing or shorter than {@link MIN_SECRET_LENGTH}, are left out with an error in the log naming
 * the variable (never the address, which may hold a token). [] when none is set.
 */
export function webhookTargetsFromEnv(env: Record<string, string | undefined> = process.env): WebhookTarget[] {
  const secret = env.LEAD_WEBHOOK_SECRET?.trim() ?? '';
  const signed = addressesOf('LEAD_WEBHOOK_URL', env.LEAD_WEBHOOK_URL);
  if (signed.length > 0 && secret.length < MIN_SECRET_LENGTH) {
    console.error(
      `LEAD_WEBHOOK_URL is set but LEAD_WEBHOOK_SECRET is missing or shorter than ${MIN_SECRET_LENGTH} characters: no webhook is sent.`,
    );
    signed.length = 0;
  }
  return [
    ...signed.map((url) => ({ id: targetId('webhook', url), kind: 'signed' as const, url, secret })),
    ...addressesOf('LEAD_CHAT_WEBHOOK_URL', env.LEAD_CHAT_WEBHOOK_URL).map((url) => ({
      id: targetId('chat', url),
      kind: 'chat' as const,
      url,
    })),
  ];
}

/** The usable addresses of one variable; see {@link webhookTargetsFromEnv}. */
function addressesOf(variable: string, value: string | undefined): string[] {
  const found: string[] = [];
  for (const [index, text] of (value ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .entries()) {
    if (isDeliverable(text)) found.push(text);
    else
      console.error(
        `${variable}: address ${index + 1} is left out: it must be an https:// URL (http:// only to this machine).`,
      );
  }
  return [...new Set(found)];
}

const targetId = (kind: string, url: string) =>
  `${kind}-${createHash('sha256').update(url).digest('hex').slice(0, 10)}`;

/** The stored record without what the site keeps for itself (the mail's and deliveries' states). */
function leadFieldsOf(record: Record<string, unknown>): Record<string, unknown> {
  const { notification: _notification, webhooks: _webhooks, ...fields } = record;
  return fields;
}

/** The event of one stored lead (see {@link LeadEvent}). */
export function leadEventOf(store: LeadStoreName, key: string, record: Record<string, unknown>): LeadEvent {
  return {
    id: `${store}/${key}`,
    type: 'lead.received',
    form: FORM_OF[store].event,
    store,
    key,
    locale: typeof record.locale === 'string' ? record.locale : 'en',
    receivedAt: typeof record.receivedAt === 'string' ? record.receivedAt : '',
    lead: leadFieldsOf(record),
  };
}

/** A visitor's text for a chat line: one line, no `<` `>` (a chat's mention and link syntax), ≤ 80 characters. */
function chatText(value: unknown): string {
  const text =
    typeof value === 'string'
      ? value
          .replace(/[<>\p{Cc}\p{Cf}]/gu, ' ')
          .replace(/\s+/g, ' ')
          .trim()
      : '';
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/**
 * The chat line of a lead: form, company, industry and plan (demo requests) or subject (contact
 * messages), language, and where it came from. Never the message, a name, an e-mail address or a
 * phone number: a chat is read more widely than the sales inbox.
 * @example "Demo request: Lalitpur Family Clinic · healthcare/clinic · plan basic · English · from newsletter / spring, landing /pricing"
 */
export function chatLineOf(event: LeadEvent): string {
  const { lead } = event;
  const company = chatText(lead.companyName) || 'no company given';
  const details =
    event.form === 'demo-request'
      ? [
          [chatText(lead.industry), chatText(lead.subIndustry)].filter(Boolean).join('/'),
          `plan ${chatText(lead.pricing) || 'not chosen'}`,
        ]
      : [chatText(lead.subject)];
  const language = event.locale === 'ne' ? 'Nepali' : 'English';
  const landing = leadLandingPath(lead);
  const origin = `from ${chatText(leadSourceAndCampaign(lead))}${landing.startsWith('/') ? `, landing ${chatText(landing)}` : ''}`;
  const words = FORM_OF[event.store].words;
  return [
    `${event.test ? `Test: ${words.toLowerCase()}` : words}: ${company}`,
    ...details.filter(Boolean),
    language,
    origin,
  ].join(' · ');
}

/**
 * The body a chat address takes: an Adaptive Card message for Microsoft Teams Workflows (their
 * webhooks live on logic.azure.com and powerplatform.com; Teams' older connectors are retired),
 * else Slack's `{ text }`.
 */
export function chatBodyOf(url: string, line: string): unknown {
  const host = new URL(url).hostname;
  if (/(^|\.)(logic\.azure\.com|powerplatform\.com)$/.test(host)) {
    return {
      type: 'message',
      attachments: [
        {
          contentType: 'application/vnd.microsoft.card.adaptive',
          content: {
            $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
            type: 'AdaptiveCard',
            version: '1.4',
            body: [{ type: 'TextBlock', text: line, wrap: true }],
          },
        },
      ],
    };
  }
  return { text: line };
}

/** What one attempt did not do: `transport` when the receiver could not be reached or did not answer in time. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly transport: boolean,
  ) {
    super(message);
  }
}

/**
 * POSTs `event` to `target` once: the signed JSON event, or the chat line. Resolves on a 2xx answer;
 * rejects with a {@link DeliveryError} on any other answer (a redirect too: the address must be
 * the final one), no connection, or no answer within `timeoutMs`.
 */
export async function postWebhook(
  target: WebhookTarget,
  event: LeadEvent,
  { timeoutMs = WEBHOOK_ATTEMPT_MS }: { timeoutMs?: number } = {},
): Promise<void> {
  const { headers, body } =
    target.kind === 'signed'
      ? signedEventRequest(event, target.secret ?? '')
      : {
          headers: { 'Content-Type': 'application/json', 'User-Agent': 'SarathiERP-Website-Webhooks/1.0' },
          body: JSON.stringify(chatBodyOf(target.url, chatLineOf(event))),
        };
  let response: Response;
  try {
    response = await fetch(target.url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer within ${timeoutMs} ms`
        : 'could not connect';
    throw new DeliveryError(`${reason} (${new URL(target.url).host})`, true);
  }
  // The answer's body is not needed; reading it could hang on a slow receiver.
  await response.body?.cancel().catch(() => undefined);
  if (!response.ok) throw new DeliveryError(`HTTP ${response.status} from ${new URL(target.url).host}`, false);
}

/** The delivery states of a stored record (`webhooks`), target id → state. */
function statesOf(record: Record<string, unknown>): Record<string, LeadNotification> {
  const value = record.webhooks;
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, LeadNotification>) : {};
}

/** The delivery state of one target on a stored record, or null (the lead predates the target, spam, a preview). */
export function webhookStateOf(record: Record<string, unknown>, id: string): LeadNotification | null {
  const state = statesOf(record)[id];
  return state && typeof state.status === 'string' && Number.isInteger(state.attempts) ? state : null;
}

/** The `webhooks` part of a new lead's record: every target pending. */
export function pendingWebhooks(targets: readonly WebhookTarget[], now: Date): Record<string, LeadNotification> {
  return Object.fromEntries(targets.map((target) => [target.id, pendingNotification(now)]));
}

/**
 * Writes the state of target `id` on the lead while that state is still what `lead` holds (the
 * mail's and other targets' states may have changed: they are kept). Resolves the version written,
 * or null when another run changed this target's state first.
 */
function writeState(lead: LeadVersion, id: string, state: LeadNotification): Promise<LeadVersion | null> {
  const seen = JSON.stringify(statesOf(lead.record)[id] ?? null);
  return updateLead(lead, (record) =>
    JSON.stringify(statesOf(record)[id] ?? null) === seen
      ? { ...record, webhooks: { ...statesOf(record), [id]: state } }
      : null,
  );
}

export type WebhookResult = 'sent' | 'failed' | 'skipped';

export interface WebhookDelivery {
  lead: LeadVersion;
  target: WebhookTarget;
  /** The hourly run claims the delivery first (marks it `sending`); the first delivery needs not. */
  claim: boolean;
  now?: () => Date;
  /** One attempt (default {@link postWebhook}); rejects on failure. */
  post?: typeof postWebhook;
  timeoutMs?: number;
}

/**
 * One delivery of a lead to one target and its recorded outcome: `sent`, `failed` (with the reason
 * and the next attempt's time while attempts are left), or `skipped` when another run claimed it
 * first. Rejects only when Blobs cannot be written; the error of a failed attempt is in the state.
 */
export async function deliverWebhook({
  lead,
  target,
  claim,
  now = () => new Date(),
  post = postWebhook,
  timeoutMs = WEBHOOK_ATTEMPT_MS,
}: WebhookDelivery): Promise<{ result: WebhookResult; error?: unknown }> {
  const previous = webhookStateOf(lead.record, target.id) ?? pendingNotification(now());
  const attempts = previous.attempts + 1;
  let version: LeadVersion = lead;
  if (claim) {
    const claimed = await writeState(lead, target.id, {
      ...previous,
      status: 'sending',
      attempts,
      claimedAt: now().toISOString(),
    });
    if (!claimed) return { result: 'skipped' };
    version = claimed;
  }
  let state: LeadNotification;
  let error: unknown;
  try {
    await post(target, leadEventOf(lead.store, lead.key, lead.record), { timeoutMs });
    state = { status: 'sent', attempts, sentAt: now().toISOString() };
  } catch (caught) {
    error = caught;
    console.error(
      `lead webhook ${target.id} failed for ${lead.store}/${lead.key} (the lead is stored):`,
      caught instanceof Error ? caught.message : caught,
    );
    state = failedNotification(attempts, now(), caught);
  }
  if (!(await writeState(version, target.id, state)))
    console.error(`the outcome of webhook ${target.id} for ${lead.store}/${lead.key} was not recorded`);
  return error === undefined ? { result: 'sent' } : { result: 'failed', error };
}

/**
 * The first delivery of a new lead to every target, side by side, right after the visitor's
 * answer. Resolves when all are recorded; never rejects (a failure to record is logged, and the
 * hourly run finds the delivery pending).
 */
export async function deliverNewLead(
  lead: LeadVersion,
  targets: readonly WebhookTarget[],
  options: Pick<WebhookDelivery, 'now' | 'post' | 'timeoutMs'> = {},
): Promise<void> {
  await Promise.all(
    targets.map((target) =>
      deliverWebhook({ lead, target, claim: false, ...options }).catch((error: unknown) =>
        console.error(
          `the outcome of webhook ${target.id} for ${lead.store}/${lead.key} could not be recorded:`,
          error instanceof Error ? error.message : error,
        ),
      ),
    ),
  );
}

export interface WebhookRetryReport {
  /** `{store}/{key} → {target id}` of each delivery. */
  sent: string[];
  failed: string[];
  /** Claimed by another run first. */
  skipped: string[];
  /** Due but not tried (out of time, or its receiver was unreachable earlier in this run). */
  deferred: string[];
  unreadable: string[];
}

export interface WebhookRetryRun {
  targets: readonly WebhookTarget[];
  now?: () => Date;
  post?: typeof postWebhook;
  timeoutMs?: number;
  /** Time the run may spend, in ms (the scheduled function gives what the mail left of its budget). */
  budgetMs: number;
  /** Milliseconds on a monotonic clock (default `performance.now`). */
  clock?: () => number;
  /** How far back leads are read, in days. */
  lookbackDays: number;
}

/**
 * The hourly retry of deliveries that failed or never finished (due as the mail's are: see isDue
 * in ./mailStatus.mts), one at a time under a claim. An attempt starts only while a whole one fits
 * in the budget; after a receiver could not be reached or did not answer, its other deliveries wait
 * for the next run. Rejects only when Blobs cannot be read or written.
 */
export async function retryWebhooks({
  targets,
  now = () => new Date(),
  post = postWebhook,
  timeoutMs = WEBHOOK_ATTEMPT_MS,
  budgetMs,
  clock = () => performance.now(),
  lookbackDays,
}: WebhookRetryRun): Promise<WebhookRetryReport> {
  const report: WebhookRetryReport = { sent: [], failed: [], skipped: [], deferred: [], unreadable: [] };
  if (targets.length === 0) return report;
  const startedAt = clock();
  const to = now();
  const from = new Date(to.getTime() - lookbackDays * 24 * 60 * 60_000);
  const due: { lead: StoredLead; target: WebhookTarget }[] = [];
  for (const store of Object.values(LEAD_STORES)) {
    const { leads, unreadable } = await leadsReceivedBetween(store, from, new Date(to.getTime() + 1));
    report.unreadable.push(...unreadable);
    for (const lead of leads)
      for (const target of targets)
        if (isDue(webhookStateOf(lead.record, target.id), now())) due.push({ lead, target });
  }
  const unreachable = new Set<string>();
  for (const { lead, target } of due) {
    const ref = `${lead.store}/${lead.key} → ${target.id}`;
    if (unreachable.has(target.id) || clock() - startedAt + timeoutMs > budgetMs) {
      report.deferred.push(ref);
      continue;
    }
    const { result, error } = await deliverWebhook({ lead, target, claim: true, now, post, timeoutMs });
    report[result].push(ref);
    if (error instanceof DeliveryError && error.transport) unreachable.add(target.id);
  }
  return report;
}

/**
 * The deliveries of `lead` that gave up (attempts used up), as lines for the daily summary:
 * `{store}/{key} → {host} ({target id}): gave up after 5 attempts; last error: …`. `targets` names
 * the hosts of those still configured.
 */
export function gaveUpLines(lead: StoredLead, targets: readonly WebhookTarget[], since: string): string[] {
  return Object.entries(statesOf(lead.record)).flatMap(([id, state]) => {
    if (!gaveUp(state) || (state.failedAt ?? '') < since) return [];
    const target = targets.find((candidate) => candidate.id === id);
    const where = target ? `${new URL(target.url).host} (${id})` : id;
    return [
      `  ${lead.store}/${lead.key} → ${where}: gave up after ${state.attempts} attempts${state.reason ? `; last error: ${state.reason}` : ''}`,
    ];
  });
}
