/**
 * The answers of the two form endpoints. JSON requests (the islands) get JSON or plain text;
 * form-encoded requests (a browser without JavaScript) get a 303 to a confirmation page or a
 * small, self-contained, accessible HTML page (no scripts, no styles: it must work under the
 * site's strict Content-Security-Policy and with JavaScript off).
 */
import { FIELD_LABELS } from '../../src/lib/forms/options.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import type { Translate } from '../../src/i18n/translate.ts';

const NO_STORE = { 'Cache-Control': 'no-store' } as const;

/** A JSON answer, never cached. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

/** A plain-text answer, never cached. */
export function text(status: number, body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: { ...NO_STORE, 'Content-Type': 'text/plain; charset=utf-8', ...headers },
  });
}

/** 303 See Other to `location` (a site path): the browser then GETs the confirmation page. */
export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { ...NO_STORE, Location: location } });
}

/** 405 for every method but POST, with the required `Allow` header. */
export function methodNotAllowed(): Response {
  return text(405, 'Method Not Allowed: use POST.', { Allow: 'POST' });
}

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface HtmlPage {
  status: number;
  /** Page title and heading. */
  title: string;
  /** One paragraph under the heading. */
  intro: string;
  /** Field errors as listed items: field name → message. */
  errors?: Partial<Record<string, string>>;
  /** Where the "back" link leads, e.g. /request-demo, and its text. */
  backHref: string;
  backText: string;
  /** The page's language (its `<html lang>`); the texts above are already in it. Default 'en'. */
  locale?: Locale;
  /** Translates the field labels of `errors` (identity for English). */
  translate?: Translate;
}

/**
 * A minimal HTML page for visitors posting without JavaScript: a heading, a short text, the list
 * of field errors (label: message) and a link back to the form.
 */
export function htmlPage(page: HtmlPage): Response {
  const items = Object.entries(page.errors ?? {})
    .map(([field, message = '']) => {
      const label = (page.translate ?? String)((FIELD_LABELS as Record<string, string>)[field] ?? field);
      return `      <li><strong>${escapeHtml(label)}:</strong> ${escapeHtml(message)}</li>`;
    })
    .join('\n');
  const body = `<!doctype html>
<html lang="${page.locale ?? 'en'}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${escapeHtml(page.title)} | Sarathi ERP</title>
  </head>
  <body>
    <main>
      <h1>${escapeHtml(page.title)}</h1>
      <p>${escapeHtml(page.intro)}</p>
${items ? `      <ul>\n${items}\n      </ul>\n` : ''}      <p><a href="${escapeHtml(page.backHref)}">${escapeHtml(page.backText)}</a></p>
    </main>
  </body>
</html>
`;
  return new Response(body, {
    status: page.status,
    headers: { ...NO_STORE, 'Content-Type': 'text/html; charset=utf-8' },
  });
}
