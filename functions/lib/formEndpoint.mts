/**
 * The request handling shared by POST /api/request-demo and POST /api/contact-us
 * (docs/forms-and-leads.md#the-two-endpoints):
 *
 *   405 any method but POST (Allow: POST) · 403 a post from anywhere but our own pages
 *   (Sec-Fetch-Site other than same-origin without our Origin, else a foreign Origin) · 415 a body that is neither JSON nor form-encoded ·
 *   413 a body over 32 KB (refused before parsing) · 400 invalid input (JSON: `{ errors: { field:
 *   message } }`; form posts: an HTML page listing the errors) · 503 when the lead could not be
 *   stored (nothing is acknowledged that was not kept) · success only after the Blobs write.
 *
 * Every answer carries the site's security headers (functions/lib/security.mts); Netlify's own rate
 * limit (each function's `config.rateLimit`, per address) answers 429 before the handler runs, and
 * ./networkRateLimit.mts answers 429 past the same allowance per IPv6 /64 network. A post caught by a
 * spam trap ({@link spamTrapOf}: a honeypot holding text, or an island's post sent faster than a
 * person fills the form) gets the normal answer; the lead is stored flagged `spam: true` with the
 * trap's name in `spamTrap`, and not mailed. A repeated
 * submission (same island submission id and payload) is answered as a success and not stored or
 * mailed again. The sales e-mail goes out after the answer when the platform offers
 * `context.waitUntil`, else before it; it never changes the answer, and its outcome is recorded on
 * the lead (functions/lib/mailStatus.mts) for the hourly retry. So do the webhooks and chat alerts
 * (functions/lib/webhooks.mts), after the answer and never before it.
 *
 * First-touch attribution (landingPage, referrer, utm*) is stored beside the form's fields when
 * sent; each value is cleaned, never a reason to refuse a lead. A form post without JavaScript
 * knows only the page that posted it, so its path, query and utm_* stand in. Under Sec-GPC: 1 or
 * DNT: 1 no attribution is stored at all, and of the posting page only its path.
 *
 * The lead records the language it was filled in (`locale`: the posted `locale` field when it names
 * a language of the site, else 'en'); a post from a Nepali page is answered in Nepali (its error
 * pages, and its thank-you and back links under /ne), in every other respect alike.
 */
import type { Context } from '@netlify/functions';
import type { z } from 'zod';
import { cleanAttribution, firstTouchFrom, requestOptsOut, type Attribution } from '../../src/lib/attribution.ts';
import {
  FILL_TIME_FIELD,
  HONEYPOT_FIELD,
  IDEMPOTENCY_HEADER,
  LOCALE_FIELD,
  MIN_FILL_TIME_MS,
} from '../../src/lib/forms/endpoints.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../src/i18n/locales.ts';
import { NE_FORM_TEXT } from '../../src/i18n/ne/forms.ts';
import { pathInLocale } from '../../src/i18n/routes.ts';
import { translator, type Translate } from '../../src/i18n/translate.ts';
import { cutTo, singleLine } from '../../src/lib/forms/plainText.ts';
import { validate } from '../../src/lib/forms/schemas.ts';
import { MAX_BODY_BYTES, bodyKindOf, parseFields, readBodyText, type BodyKind } from './body.mts';
import { mailCapPerHour } from './mailCap.mts';
import { deliverLeadMail, holdForDigest, pendingNotification } from './mailStatus.mts';
import { smtpSettingsFromEnv } from './smtp.mts';
import { htmlPage, json, methodNotAllowed, seeOther } from './responses.mts';
import { isCrossSite, withSecurityHeaders } from './security.mts';
import { deployContextOf, takesRealLeads, type DeployInfo } from './deployContext.mts';
import { NETWORK_LIMIT, overNetworkLimit } from './networkRateLimit.mts';
import { deliverNewLead, pendingWebhooks, webhookTargetsFromEnv } from './webhooks.mts';
import { arrivalRankInHour, parseSubmissionId, saveLead, type LeadStoreName } from './storage.mts';

export interface FormEndpoint<T extends Record<string, unknown>> {
  /** Blobs store of this form's leads. */
  store: LeadStoreName;
  /** The shared schema of src/lib/forms/schemas.ts. */
  schema: z.ZodType<T, z.ZodTypeDef, unknown>;
  /** What the visitor sent, in words: "demo request", "message". */
  noun: string;
  /** The form's page, for "back" links, e.g. /request-demo. */
  formPath: string;
  /** Confirmation page for form posts (303 target). */
  thankYouPath: string;
  /** The answer to an accepted JSON request. */
  accepted: () => Response;
}

/** A Functions v2 handler; `context` is optional so tests can call it with a bare Request. */
export type FormHandler = (
  request: Request,
  context?: Partial<Pick<Context, 'waitUntil' | 'ip'>> & DeployInfo,
) => Promise<Response>;

const RETRY_AFTER_SECONDS = '30';

/** Builds the handler of one form endpoint. */
export function createFormEndpoint<T extends Record<string, unknown>>(endpoint: FormEndpoint<T>): FormHandler {
  /**
   * Error answer in the shape the client understands: JSON for the islands (English: the islands
   * translate what they show), an HTML page in the post's language for form posts.
   */
  const refuse = (
    kind: BodyKind | null,
    status: number,
    message: string,
    title: string,
    extra: Record<string, string> = {},
    language: PostLanguage = ENGLISH_POST,
  ) =>
    kind === 'form'
      ? htmlPage({
          status,
          title: language.t(title, { noun: language.t(endpoint.noun) }),
          intro: language.t(message, { page: language.formPath, size: MAX_BODY_BYTES / 1024 }),
          backHref: language.formPath,
          backText: language.t('Back to the form'),
          locale: language.locale,
        })
      : json(status, { error: fill(message, { page: endpoint.formPath, size: MAX_BODY_BYTES / 1024 }) }, extra);

  /** The language of a post from the page of `locale`: its translate function and form paths. */
  const postLanguage = (locale: Locale): PostLanguage => ({
    locale,
    t: locale === 'ne' ? translator('ne', NE_FORM_TEXT) : translator('en'),
    formPath: pathInLocale(endpoint.formPath, locale),
    thankYouPath: pathInLocale(endpoint.thankYouPath, locale),
  });
  const ENGLISH_POST = postLanguage(DEFAULT_LOCALE);

  const handle: FormHandler = async (request, context) => {
    if (request.method !== 'POST') return methodNotAllowed();
    const kind = bodyKindOf(request);
    if (isCrossSite(request)) {
      return refuse(
        kind,
        403,
        'This form only accepts posts from {page} on our own site. Please send it from there.',
        'Your {noun} was not sent',
      );
    }
    if (!kind) return refuse(null, 415, 'Send the form as application/json or application/x-www-form-urlencoded.', '');

    const body = await readBodyText(request, MAX_BODY_BYTES);
    if (!body.ok) {
      return refuse(
        kind,
        413,
        'The form is larger than {size} KB. Please shorten it and send it again.',
        'Your {noun} is too long',
      );
    }
    const parsed = parseFields(kind, body.text);
    if (!parsed.ok) return json(400, { error: 'The request body is not valid JSON.' });

    const locale = localeOf(parsed.fields);
    const language = postLanguage(locale);
    const { t } = language;
    const deployContext = deployContextOf(context);
    const later = typeof context?.waitUntil === 'function' ? context.waitUntil.bind(context) : undefined;
    if (await overNetworkLimit(context?.ip, deployContext, new Date(), later)) {
      return refuse(
        kind,
        429,
        'Too many requests, please try again in a minute.',
        'Your {noun} was not sent',
        { 'Retry-After': String(NETWORK_LIMIT.windowMs / 1000) },
        language,
      );
    }
    const result = validate(endpoint.schema, parsed.fields);
    if (!result.success) {
      if (kind === 'json') return json(400, { errors: result.errors });
      return htmlPage({
        status: 400,
        title: t('Please check your {noun}', { noun: t(endpoint.noun) }),
        intro: t(
          'Some fields need your attention. Go back to the form (your browser’s Back button keeps what you typed), correct them and send it again.',
        ),
        errors: Object.fromEntries(Object.entries(result.errors).map(([field, message]) => [field, t(message ?? '')])),
        backHref: language.formPath,
        backText: t('Back to the form'),
        locale,
        translate: t,
      });
    }

    const lead = result.data;
    const spamTrap = spamTrapOf(kind, parsed.fields);
    const spam = spamTrap !== null;
    const receivedAt = new Date();
    const submissionId = parseSubmissionId(request.headers.get(IDEMPOTENCY_HEADER));
    const referer = request.headers.get('referer') ?? '';
    const optsOut = requestOptsOut(request.headers);
    // A deploy preview's leads stay with that deploy and are never mailed (./deployContext.mts).
    const settings = spam || !takesRealLeads(deployContext) ? null : smtpSettingsFromEnv();
    const webhookTargets = spam || !takesRealLeads(deployContext) ? [] : webhookTargetsFromEnv();
    const record = {
      ...lead,
      locale,
      receivedAt: receivedAt.toISOString(),
      userAgent: cutTo(singleLine(request.headers.get('user-agent') ?? '').trim(), MAX_REQUEST_DETAIL_LENGTH),
      page: pageOf(referer, optsOut),
      ...(optsOut ? {} : attributionOf(kind, parsed.fields, referer)),
      ...(spam ? { spam: true, spamTrap } : {}),
      ...(submissionId ? { submissionId } : {}),
      ...(settings ? { notification: pendingNotification(receivedAt) } : {}),
      ...(webhookTargets.length > 0 ? { webhooks: pendingWebhooks(webhookTargets, receivedAt) } : {}),
    };

    let saved;
    try {
      saved = await saveLead({ store: endpoint.store, deployContext, payload: lead, record, receivedAt, submissionId });
    } catch (error) {
      console.error(
        `could not store a ${endpoint.noun} in ${endpoint.store}:`,
        error instanceof Error ? error.message : error,
      );
      return kind === 'form'
        ? htmlPage({
            status: 503,
            title: t('Your {noun} was not sent', { noun: t(endpoint.noun) }),
            intro: t('We could not save it just now. Please go back and send it again in a minute.'),
            backHref: language.formPath,
            backText: t('Back to the form'),
            locale,
          })
        : json(
            503,
            { error: 'The submission could not be stored. Please try again.' },
            { 'Retry-After': RETRY_AFTER_SECONDS },
          );
    }

    if (settings && !saved.duplicate && saved.etag) {
      const delivery = { store: endpoint.store, key: saved.key, record, etag: saved.etag, settings };
      // The hour's first leads are mailed at once; past the cap they wait for the hourly digest
      // (./mailCap.mts), so a flood never buries the inbox. Decided after the answer, like the mail.
      const sending = arrivalRankInHour(saved.key, receivedAt)
        .then((rank) =>
          rank <= mailCapPerHour()
            ? deliverLeadMail(delivery, { claim: false })
            : holdForDigest(delivery, receivedAt).then(() => 'held' as const),
        )
        .then((result) => result === 'sent')
        .catch((error: unknown) => {
          console.error(
            `the mail outcome of ${endpoint.store}/${saved.key} could not be recorded:`,
            error instanceof Error ? error.message : error,
          );
          return false;
        });
      if (typeof context?.waitUntil === 'function') context.waitUntil(sending);
      else await sending;
    }

    if (webhookTargets.length > 0 && !saved.duplicate && saved.etag) {
      // After the answer, and never awaited before it: a hanging receiver must not keep the
      // visitor waiting. Without waitUntil a cut-off delivery stays pending for the hourly run.
      const delivering = deliverNewLead(
        { store: endpoint.store, key: saved.key, record, etag: saved.etag },
        webhookTargets,
      );
      if (typeof context?.waitUntil === 'function') context.waitUntil(delivering);
    }

    return kind === 'form' ? seeOther(language.thankYouPath) : endpoint.accepted();
  };

  return async function handleFormPost(request, context) {
    return withSecurityHeaders(await handle(request, context));
  };
}

/** The language of one post: how its answers are worded and where its form and thank-you pages are. */
interface PostLanguage {
  locale: Locale;
  t: Translate;
  formPath: string;
  thankYouPath: string;
}

/** Fills `{name}` placeholders of an English text. */
const fill: Translate = translator(DEFAULT_LOCALE);

/**
 * The language a lead was filled in: the posted `locale` field when it names a language of the
 * site, else English (the field is optional: a missing or unknown value never refuses a lead).
 */
export function localeOf(fields: Record<string, unknown>): Locale {
  const value = fields[LOCALE_FIELD];
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** The trap a post fell into: `honeypot`, `fill-time`, or null for a person's post. */
export type SpamTrap = 'honeypot' | 'fill-time';

/**
 * Which spam trap a post fell into (docs/forms-and-leads.md#spam-traps), or null:
 * - `honeypot`: the hidden field holds text (a JSON `false`, `null` or `0` is no text);
 * - `fill-time`: a JSON post (only the islands send JSON) that says it was filled in under
 *   MIN_FILL_TIME_MS from the page's load, or does not say (every island post does). A form post
 *   without JavaScript cannot measure it and is never caught by this trap.
 */
export function spamTrapOf(kind: BodyKind, fields: Record<string, unknown>): SpamTrap | null {
  const honeypot = fields[HONEYPOT_FIELD];
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return 'honeypot';
  if (kind !== 'json') return null;
  const fillTimeMs = fillTimeOf(fields);
  return fillTimeMs === null || fillTimeMs < MIN_FILL_TIME_MS ? 'fill-time' : null;
}

/** The island's fill time in whole ms, or null when the post has none that is a number of ms. */
function fillTimeOf(fields: Record<string, unknown>): number | null {
  const value = fields[FILL_TIME_FIELD];
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
}

/** Longest `page` and `userAgent` kept, in characters; longer values are cut, never refused. */
export const MAX_REQUEST_DETAIL_LENGTH = 500;

/**
 * The `page` stored with a lead, from the request's Referer: the whole address (one line, cut to
 * {@link MAX_REQUEST_DETAIL_LENGTH}), or under Global Privacy Control / Do Not Track (`optsOut`)
 * its path only, since the query may carry campaign tags or prefilled fields; '' when there is
 * none or it is not a URL.
 * @example pageOf('https://www.sarathierp.com.np/request-demo?utm_source=x', true) → '/request-demo'
 */
export function pageOf(referer: string, optsOut: boolean): string {
  if (!optsOut) return cutTo(singleLine(referer).trim(), MAX_REQUEST_DETAIL_LENGTH);
  try {
    return cutTo(new URL(referer).pathname, MAX_REQUEST_DETAIL_LENGTH);
  } catch {
    return '';
  }
}

/**
 * The attribution of a post: the cleaned fields the island sent (unknown names, non-strings and
 * empty values dropped); for a form post that sent none, what the page that posted tells
 * (`page`: its Referer URL): its path and query and its utm_* parameters.
 */
export function attributionOf(kind: BodyKind, fields: Record<string, unknown>, page: string): Attribution {
  const sent = cleanAttribution(fields);
  if (kind === 'json' || Object.keys(sent).length > 0 || !page) return sent;
  return firstTouchFrom(page);
}
