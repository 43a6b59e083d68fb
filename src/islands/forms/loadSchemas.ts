/**
 * Loads the shared zod schemas (src/lib/forms/schemas.ts) on demand. zod is most of the weight
 * of form validation, so the islands render and hydrate without it and fetch it once, when the
 * visitor first touches a form (focus or pointer down) or at the latest on Next/Submit. A failed
 * load (connection dropped) is not cached, so the next attempt tries again.
 */
type Schemas = typeof import('../../lib/forms/schemas');

let loading: Promise<Schemas> | null = null;

/** The schemas module; starts loading it on the first call. */
export function loadSchemas(): Promise<Schemas> {
  loading ??= import('../../lib/forms/schemas').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Starts loading the schemas in the background (event handler for focus/pointerdown). */
export function preloadSchemas(): void {
  loadSchemas().catch(() => undefined);
}
