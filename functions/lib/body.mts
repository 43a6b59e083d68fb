/**
 * Reading and decoding a form POST body: the two accepted content types, a hard size limit enforced
 * before anything is parsed, and JSON or form-encoded fields turned into one plain object for the
 * shared zod schema.
 */

/** Largest body accepted, in bytes (32 KB); larger bodies are answered 413. */
export const MAX_BODY_BYTES = 32 * 1024;

/** How the body is encoded: `json` from the islands, `form` from a browser posting the plain `<form>`. */
export type BodyKind = 'json' | 'form';

/**
 * The body kind of a request from its Content-Type (parameters such as `charset` ignored), or
 * null for any other type (answered 415).
 */
export function bodyKindOf(request: Request): BodyKind | null {
  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (mediaType === 'application/json') return 'json';
  if (mediaType === 'application/x-www-form-urlencoded') return 'form';
  return null;
}

export type BodyText = { ok: true; text: string } | { ok: false; reason: 'too-large' };

/**
 * Reads the body as UTF-8 text, refusing it as soon as it is known to exceed `limit` bytes: first
 * from a declared Content-Length (nothing is read then), otherwise while streaming, so a body that
 * lies about its length or sends none is cut off at the limit too.
 */
export async function readBodyText(request: Request, limit = MAX_BODY_BYTES): Promise<BodyText> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) return { ok: false, reason: 'too-large' };
  if (!request.body) return { ok: true, text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, reason: 'too-large' };
    }
    chunks.push(value);
  }
  return { ok: true, text: new TextDecoder().decode(Buffer.concat(chunks)) };
}

export type ParsedFields = { ok: true; fields: Record<string, unknown> } | { ok: false; reason: 'malformed-json' };

/**
 * The submitted fields as one object. JSON must parse (a JSON value that is not an object gives
 * no fields, which the schema then reports field by field); form-encoded repeated names keep
 * their first value.
 */
export function parseFields(kind: BodyKind, text: string): ParsedFields {
  if (kind === 'form') {
    const fields: Record<string, string> = {};
    for (const [name, value] of new URLSearchParams(text)) {
      if (!Object.hasOwn(fields, name)) fields[name] = value;
    }
    return { ok: true, fields };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'malformed-json' };
  }
  const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
  return { ok: true, fields: isObject ? (value as Record<string, unknown>) : {} };
}
