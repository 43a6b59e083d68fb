/**
 * Small hooks shared by the two form islands: whether the island has hydrated (before that the
 * server HTML is a plain form that posts without JavaScript), and focus requests that run after
 * the next render (a field may only become visible by that render, e.g. on a step change).
 */
import { useCallback, useEffect, useRef, useState } from 'react';

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
export function typedBeforeHydration<F extends string>(form: HTMLFormElement | null, fields: readonly F[], initial: Readonly<Record<F, string>>): Partial<Record<F, string>> {
  const typed: Partial<Record<F, string>> = {};
  if (!form) return typed;
  const data = new FormData(form);
  for (const field of fields) {
    const value = data.get(field);
    if (typeof value === 'string' && value !== initial[field]) typed[field] = value;
  }
  return typed;
}
