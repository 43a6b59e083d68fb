/**
 * The leads as CSV, one row per submission: the columns and cells of `npm run leads` and of the
 * daily summary mail's attachment (docs/forms-and-leads.md#export). Plain JavaScript (with JSDoc
 * types) because both the script (Node, no TypeScript step) and the functions use it.
 */
import { ATTRIBUTION_FIELDS, CONTACT_MESSAGE_FIELDS, DEMO_REQUEST_FIELDS } from '../../src/lib/leadFields.mjs';

/** First-touch attribution columns, stored beside the form's fields. */
export const ATTRIBUTION_COLUMNS = [...ATTRIBUTION_FIELDS];
/** The sales e-mail's outcome, flattened from the lead's `notification` object. */
export const MAIL_COLUMNS = ['mailStatus', 'mailAttempts', 'mailSentAt', 'mailFailedAt', 'mailError'];

/**
 * The CSV columns of a store whose form sends `formFields`: the time received, the form's fields,
 * the language it was filled in, then the request details, attribution, spam flag and trap, mail outcome, deliveries and keys.
 * @param {string[]} formFields in form order
 * @returns {string[]}
 */
function columnsOf(formFields) {
  return [
    'receivedAt',
    ...formFields,
    'locale',
    'page',
    ...ATTRIBUTION_COLUMNS,
    'userAgent',
    'spam',
    'spamTrap',
    ...MAIL_COLUMNS,
    'webhooks',
    'submissionId',
    'key',
  ];
}

/** CSV columns per store: the form's fields between the time and the request details. */
export const COLUMNS = {
  'demo-requests': columnsOf([...DEMO_REQUEST_FIELDS]),
  'contact-messages': columnsOf([...CONTACT_MESSAGE_FIELDS]),
};

/**
 * The mail columns of a stored lead: its notification's status, attempts, times and last error
 * ('' when the lead has none: spam, or SMTP not configured when it came in).
 * @param {Record<string, unknown>} lead
 */
export function mailColumns(lead) {
  const notification = /** @type {Record<string, unknown>} */ (
    lead.notification && typeof lead.notification === 'object' ? lead.notification : {}
  );
  return {
    mailStatus: notification.status,
    mailAttempts: notification.attempts,
    mailSentAt: notification.sentAt,
    mailFailedAt: notification.failedAt,
    mailError: notification.reason,
  };
}

/**
 * The deliveries of a stored lead in one cell: each webhook or chat target's id, state and
 * attempts, e.g. `webhook-3fa2c1d9e0 sent (1); chat-11aa22bb33 failed (2)`; '' when it has none.
 * @param {Record<string, unknown>} lead
 * @returns {string}
 */
export function webhooksCell(lead) {
  const states = /** @type {Array<[string, { status?: unknown, attempts?: unknown } | null]>} */ (
    lead.webhooks && typeof lead.webhooks === 'object' ? Object.entries(lead.webhooks) : []
  );
  return states.map(([id, state]) => `${id} ${String(state?.status)} (${String(state?.attempts)})`).join('; ');
}

/**
 * One stored lead as a flat CSV row: its fields, the mail's outcome in columns, the deliveries in
 * one cell, and its key.
 * @param {string} key
 * @param {Record<string, unknown>} lead
 * @returns {Record<string, unknown>}
 */
export function leadRow(key, lead) {
  return { ...lead, ...mailColumns(lead), webhooks: webhooksCell(lead), key };
}

/**
 * A stored field as text: '' for none, a string as it is, a number or boolean written out, anything
 * else (a list, an object) as JSON rather than "[object Object]".
 * @param {unknown} value
 * @returns {string}
 */
export function fieldText(value) {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value) ?? '';
}

/**
 * One CSV cell (RFC 4180), always quoted. A formula trigger (= + - @ TAB CR) that starts the text,
 * or follows any character a spreadsheet may split cells on (comma, semicolon, TAB, line break),
 * gets a ' before it, so the spreadsheet shows it as text instead of running it, whatever
 * separator it was told to read (the OWASP advice on CSV injection).
 * @param {unknown} value
 * @returns {string} e.g. `"Acme;'=cmd"` for `Acme;=cmd`
 */
export function csvCell(value) {
  const text = fieldText(value).replace(/(?<=^|[,;\t\r\n])(?=[=+\-@\t\r])/g, "'");
  return `"${text.replaceAll('"', '""')}"`;
}

/**
 * CSV text (header row first, CRLF line ends) of `rows` in the order of `columns`.
 * @param {readonly string[]} columns
 * @param {ReadonlyArray<Record<string, unknown>>} rows
 */
export function toCsv(columns, rows) {
  return (
    [columns, ...rows.map((row) => columns.map((column) => row[column]))]
      .map((cells) => cells.map(csvCell).join(','))
      .join('\r\n') + '\r\n'
  );
}

/**
 * The CSV of one store's leads, in the given order.
 * @param {keyof typeof COLUMNS} store
 * @param {ReadonlyArray<{ key: string, record: Record<string, unknown> }>} leads
 * @returns {string}
 */
export function leadsCsv(store, leads) {
  return toCsv(
    COLUMNS[store],
    leads.map(({ key, record }) => leadRow(key, record)),
  );
}
