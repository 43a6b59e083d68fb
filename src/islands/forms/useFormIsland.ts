/**
 * Small hooks shared by the two form islands: whether the island has hydrated (before that the
 * server HTML is a plain form that posts without JavaScript), and focus requests that run after
 * the next render (a field may only become visible by that render, e.g. on a step change).
 */
import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { FieldErrors } from '../../lib/forms/schemas';
import { reviseShownErrors } from '../../lib/forms/shownErrors';
import { loadSchemas } from './loadSchemas';

/** False during the server render and hydration, true once the island runs in the browser. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * Returns `focusAfterRender(id)`: the element with that id gets focus after the next commit.
 * The render must be triggered by a state change made in the same event.
 */
export function useFocusAfterRender(): (id: string) => void {
  const pending = useRef<string | null>(null);
  useEffect(() => {
    const id = pending.current;
    if (!id) return;
    pending.current = null;
    document.getElementById(id)?.focus();
  });
  return useCallback((id: string) => {
    pending.current = id;
  }, []);
}

/** Field values typed into the server-rendered form before the island hydrated (name → value). */
export function typedBeforeHydration<F extends string>(
  form: HTMLFormElement | null,
  fields: readonly F[],
  initial: Readonly<Record<F, string>>,
): Partial<Record<F, string>> {
  const typed: Partial<Record<F, string>> = {};
  if (!form) return typed;
  const data = new FormData(form);
  for (const field of fields) {
    const value = data.get(field);
    if (typeof value === 'string' && value !== initial[field]) typed[field] = value;
  }
  return typed;
}

/** Picks the form's schema from the schemas module, e.g. `(schemas) => schemas.demoRequestSchema`. */
export type FormSchemaOf = (
  schemas: Awaited<ReturnType<typeof loadSchemas>>,
) => Parameters<Awaited<ReturnType<typeof loadSchemas>>['validate']>[0];

/**
 * Keeps the shown field messages in step with the visitor's fixes: whenever fields change, each
 * changed field's message goes as soon as the shared schema finds the field valid (or shows the
 * field's current message while it is still invalid); no message appears while typing. `schemaOf`
 * must be a stable function (declared outside the component).
 */
export function useErrorsFollowFixes<F extends string>(
  values: Readonly<Record<F, string>>,
  setErrors: Dispatch<SetStateAction<FieldErrors<F>>>,
  schemaOf: FormSchemaOf,
): void {
  const previous = useRef(values);
  useEffect(() => {
    const changed = (Object.keys(values) as F[]).filter((field) => values[field] !== previous.current[field]);
    previous.current = values;
    if (changed.length === 0) return;
    // Results arrive in the order of the changes (one shared import promise), so the last one wins.
    loadSchemas()
      .then((schemas) => {
        const current = schemas.validate(schemaOf(schemas), values).errors as FieldErrors<F>;
        setErrors((shown) => reviseShownErrors(shown, current, changed));
      })
      .catch(() => undefined);
  }, [values, setErrors, schemaOf]);
}
