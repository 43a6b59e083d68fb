/**
 * Optional e-mail to the sales team about a stored lead
 * (docs/forms-and-leads.md#e-mail-to-the-sales-team), sent with nodemailer over SMTP. Settings come
 * from environment variables (documented in README "Leads: storage, export and e-mail"); without
 * SMTP_HOST and LEAD_MAIL_TO nothing is sent. A failed e-mail never fails or loses the lead: it is
 * only attempted after the lead was stored, and its outcome is recorded on the lead
 * (functions/lib/mailStatus.mts).
 */
import type { SendMailOptions } from 'nodemailer';
import { FIELD_LABELS } from '../../src/lib/forms/options.ts';

export interface SmtpSettings {
  host: string;
  /** Default 465 when `secure`, else 587. */
  port: number;
  /**
   * TLS from the first byte (port 465); otherwise the connection must turn to TLS with STARTTLS
   * before anything else is said, and a server that does not offer it gets no password and no mail.
   */
  secure: boolean;
  /**
   * PEM certificate(s) of a private authority that signed the relay's certificate (a company relay
   * with its own CA), trusted beside the system's; unset for a public relay.
   */
  ca?: string | undefined;
  user?: string | undefined;
  pass?: string | undefined;
  from: string;
  /** Recipients, from a comma-separated LEAD_MAIL_TO. */
  to: string[];
}

/** The address mail is sent from when LEAD_MAIL_FROM is unset. */
export const DEFAULT_MAIL_FROM = 'Sarathi ERP website <no-reply@sarathierp.com.np>';

/**
 * SMTP settings from the environment, or null (notification off) unless both SMTP_HOST and
 * LEAD_MAIL_TO are set. Variables: SMTP_HOST, SMTP_PORT, SMTP_SECURE (`true`/`false`),
 * SMTP_USER, SMTP_PASS, SMTP_CA (PEM, optional), LEAD_MAIL_FROM, LEAD_MAIL_TO.
 */
export function smtpSettingsFromEnv(env: Record<string, string | undefined> = process.env): SmtpSettings | null {
  const host = env.SMTP_HOST?.trim();
  const to = (env.LEAD_MAIL_TO ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  if (!host || to.length === 0) return null;
  const secure = env.SMTP_SECURE?.trim().toLowerCase() === 'true';
  const port = Number.parseInt(env.SMTP_PORT ?? '', 10);
  return {
    host,
    port: Number.isInteger(port) && port > 0 ? port : secure ? 465 : 587,
    secure,
    user: env.SMTP_USER?.trim() || undefined,
    pass: env.SMTP_PASS || undefined,
    ca: env.SMTP_CA?.trim() || undefined,
    from: env.LEAD_MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
    to,
  };
}

export interface LeadMail {
  /** Subject line; line breaks are removed. */
  subject: string;
  /** The lead's fields in display order, field name → value (empty values are skipped). */
  fields: Record<string, unknown>;
  /** Extra lines after the fields, e.g. "Received: …". */
  footer: string[];
  /** The visitor's address, so that "Reply" answers the lead. */
  replyTo?: ReplyAddress | undefined;
}

/**
 * A Reply-To as an address object, never as a string: nodemailer encodes the name and takes the
 * address as one address, where a string would be parsed (and could hold a list or a display name).
 */
export interface ReplyAddress {
  /** The visitor's name as typed ('' when the form has none). */
  name: string;
  address: string;
}

/**
 * A field's value as mail text: text as it is, numbers and yes/no as written, '' when absent, and
 * anything else (a list or object in a record edited by hand) as JSON rather than "[object Object]".
 */
function fieldText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? '';
}

/** The plain-text body of a lead mail: one "Label: value" line per filled field, then the footer. */
export function leadMailText(mail: LeadMail): string {
  const lines = Object.entries(mail.fields)
    .map(([field, value]) => [field, fieldText(value)] as const)
    .filter(([, value]) => value !== '')
    .map(([field, value]) => `${(FIELD_LABELS as Record<string, string>)[field] ?? field}: ${value}`);
  return [...lines, '', ...mail.footer].join('\n');
}

/** A plain-text mail to the configured recipients. */
export interface PlainMail {
  /** Subject line; line breaks are removed and it is cut to 200 characters. */
  subject: string;
  text: string;
  replyTo?: ReplyAddress | undefined;
  /** Files sent with it, e.g. the daily summary's CSV of the day's leads. */
  attachments?: MailAttachment[] | undefined;
}

/** One attached file: its name as the recipient sees it, its text and its media type. */
export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

/**
 * Longest one SMTP attempt may take in all, in ms (connecting, the greeting, every command and the
 * message): a server that accepts the connection and never answers costs one attempt this long,
 * not the platform's whole function time (docs/timings-and-limits.md#lead-e-mail).
 */
export const SMTP_ATTEMPT_MS = 8_000;

/** How long a send may take: {@link SMTP_ATTEMPT_MS} unless a caller (or a test) asks for less. */
export interface SendOptions {
  /** Upper bound of the whole attempt in ms; each SMTP stage gets at most this as well. */
  timeoutMs?: number | undefined;
}

/**
 * Sends one plain-text mail to `settings.to` in one attempt of at most `timeoutMs`. Rejects on any
 * SMTP failure (connection refused, no greeting, a stalled command, rejected recipient, the attempt
 * running out of time); the caller records or logs it.
 */
export async function sendMail(
  settings: SmtpSettings,
  mail: PlainMail,
  { timeoutMs = SMTP_ATTEMPT_MS }: SendOptions = {},
): Promise<void> {
  // Loaded only when a mail is sent: most deployments and every request without SMTP skip it.
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    // Without TLS from the first byte, STARTTLS is required: a server (or someone in between) that
    // does not offer it would otherwise receive the password and the lead in clear.
    requireTLS: !settings.secure,
    tls: { minVersion: 'TLSv1.2', ...(settings.ca ? { ca: settings.ca } : {}) },
    ...(settings.user ? { auth: { user: settings.user, pass: settings.pass ?? '' } } : {}),
    // Each stage is bounded on its own, and the signal below bounds the attempt as a whole (a
    // server that answers every command slowly passes each stage's timeout).
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
  });
  // nodemailer 10 aborts the send and closes its connection on this signal; @types/nodemailer 8
  // does not declare the option yet.
  const message: SendMailOptions & { signal: AbortSignal } = {
    from: settings.from,
    to: settings.to,
    subject: mail.subject.replace(/[\r\n]+/g, ' ').slice(0, 200),
    text: mail.text,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
    signal: AbortSignal.timeout(timeoutMs),
  };
  try {
    await transport.sendMail(message);
  } finally {
    transport.close();
  }
}

/** Sends one lead mail (see {@link sendMail}); rejects on any SMTP failure. */
export function sendLeadMail(settings: SmtpSettings, mail: LeadMail, options?: SendOptions): Promise<void> {
  return sendMail(settings, { subject: mail.subject, text: leadMailText(mail), replyTo: mail.replyTo }, options);
}
