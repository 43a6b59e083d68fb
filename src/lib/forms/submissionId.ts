/**
 * The per-fill submission id the form islands send in the `Idempotency-Key` header, so a retry of
 * the same submission (after a lost answer or a failure) is never stored twice
 * (functions/lib/storage.mts). A random version-4 UUID.
 */

/**
 * A new random UUID v4. Uses `crypto.randomUUID` where the browser offers it (secure contexts) and
 * builds one from `crypto.getRandomValues` elsewhere (e.g. a LAN address over plain http).
 */
export function newSubmissionId(
  source: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = globalThis.crypto,
): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
