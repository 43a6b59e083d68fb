/**
 * What the two form islands share: their state, the check before sending, and the post of the
 * lead. Before hydration the server HTML is a plain form that posts without JavaScript; once
 * hydrated the island checks the fields itself and posts JSON (docs/forms-and-leads.md).
 */
import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { firstTouchForLead } from '../../lib/attribution';
import { firstInvalid } from '../../lib/forms/formValues';
import { CHECKS_UNAVAILABLE_MESSAGE, TOO_MANY_REQUESTS_MESSAGE } from '../../lib/forms/messages';
import { postLead, type LeadPostOutcome } from '../../lib/forms/postLead';
import type { FieldErrors } from '../../lib/forms/schemas';
import { reviseShownErrors } from '../../lib/forms/shownErrors';
import { newSubmissionId } from '../../lib/forms/submissionId';
import { loadSchemas } from './loadSchemas';
import type { Locale } from '../../i18n/locales';

type Schemas = Awaited<ReturnType<typeof loadSchemas>>;

/** Picks a schema from the schemas module, e.g. `(schemas) => schemas.demoRequestSchema`. */
export type FormSchemaOf = (schemas: Schemas) => Parameters<Schemas['validate']>[0];

interface LeadFormOptions<F extends string> {
  /** Prefix of the controls' ids: `${idPrefix}-${field}`. */
  idPrefix: string;
  /** Every field in form order; the first invalid one gets focus. */
  fields: readonly F[];
  /** A blank form. */
  empty: Readonly<Record<F, string>>;
  endpoint: string;
  /** The schema of the whole form; must be stable (declared outside the component). */
  schemaOf: FormSchemaOf;
  /** Values to start from once hydrated (e.g. a prefill from the query); typed text still wins. */
  initialValues?: () => Record<F, string>;
  /** Called with the first invalid field before it gets focus (the demo form opens its step). */
  onFirstInvalid?: (field: F) => void;
  /** The page's language, posted with the lead when it is not English. */
  locale?: Locale | undefined;
}

/**
 * The state and actions of a lead form island. `check(schemaOf)` shows the schema's messages and
 * resolves true when there are none (false with a notice when the checks could not load);
 * `post()` sends the lead once and resolves the outcome, having already shown the server's field
 * messages (400) or the too-many-requests notice (429); `reset(values)` starts a new fill.
 */
export function useLeadForm<F extends string>(options: LeadFormOptions<F>) {
  const { idPrefix, fields, empty, endpoint, schemaOf, initialValues, onFirstInvalid, locale } = options;
  const hydrated = useHydrated();
  const focusAfterRender = useFocusAfterRender();
  const formRef = useRef<HTMLFormElement>(null);
  const submissionId = useRef('');
  // When this fill started, on the performance clock: 0 is the page's load, so what was typed
  // before hydration counts; a new fill after a send starts at reset().
  const fillStartedAt = useRef(0);
  const [values, setValues] = useState<Record<F, string>>(empty);
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState('');
  // A message goes as soon as its field is valid, not only on the next check.
  useErrorsFollowFixes(values, setErrors, schemaOf);

  useEffect(() => {
    const typed = typedBeforeHydration(formRef.current, fields, empty);
    setValues((current) => ({ ...current, ...initialValues?.(), ...typed }));
    submissionId.current = newSubmissionId();
    // Runs once on hydration: later changes of the options must not reset what was typed.
  }, []);

  const focusField = (field: F) => focusAfterRender(`${idPrefix}-${field}`);

  /** Shows `found`; when any, focuses the first invalid field. True when there was one. */
  function showErrors(found: FieldErrors<F>): boolean {
    setErrors(found);
    const first = firstInvalid(fields, found);
    if (!first) return false;
    onFirstInvalid?.(first);
    focusField(first);
    return true;
  }

  async function check(schemaOfCheck: FormSchemaOf = schemaOf): Promise<boolean> {
    setNotice('');
    let found: FieldErrors<F>;
    try {
      const schemas = await loadSchemas();
      found = schemas.validate(schemaOfCheck(schemas), values).errors;
    } catch {
      setNotice(CHECKS_UNAVAILABLE_MESSAGE);
      return false;
    }
    return !showErrors(found);
  }

  async function post(): Promise<LeadPostOutcome<F>> {
    setSending(true);
    const outcome = await postLead<F>({
      endpoint,
      values,
      honeypot,
      submissionId: submissionId.current,
      fillTimeMs: performance.now() - fillStartedAt.current,
      attribution: firstTouchForLead(),
      locale,
    });
    setSending(false);
    if (outcome.kind === 'rate-limited') setNotice(TOO_MANY_REQUESTS_MESSAGE);
    if (outcome.kind === 'invalid') showErrors(outcome.errors);
    return outcome;
  }

  function reset(next: Record<F, string>) {
    setValues(next);
    setHoneypot('');
    setErrors({});
    submissionId.current = newSubmissionId();
    fillStartedAt.current = performance.now();
  }

  const change = (field: F, value: string) => setValues((current) => ({ ...current, [field]: value }));

  return {
    hydrated,
    formRef,
    values,
    setValues,
    change,
    errors,
    honeypot,
    setHoneypot,
    sending,
    notice,
    check,
    post,
    reset,
    focusField,
    focusAfterRender,
  };
}

/** False during the server render and hydration, true once the island runs in the browser. */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * Returns `focusAfterRender(id)`: the element with that id gets focus after the next commit (a
 * field may only become visible by that render, e.g. on a step change). The render must be
 * triggered by a state change made in the same event.
 */
function useFocusAfterRender(): (id: string) => void {
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
function typedBeforeHydration<F extends string>(
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

/**
 * Keeps the shown field messages in step with the visitor's fixes: whenever fields change, each
 * changed field's message goes as soon as the shared schema finds the field valid (or shows the
 * field's current message while it is still invalid); no message appears while typing.
 */
function useErrorsFollowFixes<F extends string>(
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
