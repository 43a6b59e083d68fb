/**
 * The demo request form of /request-demo (SPEC §4, §5, §7, §8), hydrated `client:load`.
 *
 * Server HTML (and without JavaScript): one plain `<form method="post" action="/api/request-demo">`
 * showing both steps' fields; submitting posts form-encoded data and the function answers 303 to
 * the thank-you page or an HTML page listing the errors.
 *
 * Hydrated: two steps. Next checks step 1 (messages next to each field, focus on the first
 * invalid one; a message goes as soon as its field is valid); Submit checks everything again,
 * then POSTs the SPEC §7 JSON with a per-fill submission id and the visit's first-touch
 * attribution (src/lib/forms/postLead.ts). While sending the button reads 'Requesting' with a
 * spinner and is disabled. Answer 'successful' → alert and reset from the query to step 1;
 * another 2xx text → reset without alert; 400 → the server's field messages; 429 → a "too many
 * requests" notice; any other status or a network failure → alert, values kept, button enabled
 * again. The query
 * (industry, subIndustry, email, company, phone, jobTitle, timeFrame, pricing, country) prefills
 * the form, lower-cased where it names a choice, and scrolls the form into view.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { firstTouchForLead } from '../lib/attribution';
import { DEMO_ACCEPTED_TEXT, DEMO_ENDPOINT } from '../lib/forms/endpoints';
import {
  DEMO_STEP1_FIELDS,
  DEMO_STEP2_FIELDS,
  EMPTY_DEMO_VALUES,
  demoValuesFromQuery,
  firstInvalid,
  hasDemoPrefill,
  type DemoFormValues,
} from '../lib/forms/formValues';
import { ALERTS, CHECKS_UNAVAILABLE_MESSAGE, TOO_MANY_REQUESTS_MESSAGE } from '../lib/forms/messages';
import { subIndustryOptionsOf } from '../lib/forms/options';
import { postLead } from '../lib/forms/postLead';
import type { DemoField, FieldErrors } from '../lib/forms/schemas';
import { newSubmissionId } from '../lib/forms/submissionId';
import { withErrorBoundary } from './ErrorBoundary';
import { DemoBusinessStep } from './forms/DemoBusinessStep';
import { DemoPersonalStep } from './forms/DemoPersonalStep';
import { FormStep } from './forms/FormStep';
import { Honeypot } from './forms/Honeypot';
import { SubmitButton } from './forms/SubmitButton';
import { PrivacyNote } from './forms/PrivacyNote';
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from './forms/fieldStyles';
import { loadSchemas, preloadSchemas } from './forms/loadSchemas';
import {
  typedBeforeHydration,
  useErrorsFollowFixes,
  useFocusAfterRender,
  useHydrated,
  type FormSchemaOf,
} from './forms/useFormIsland';

const ID = 'demo';
const ALL_FIELDS = [...DEMO_STEP1_FIELDS, ...DEMO_STEP2_FIELDS];
const fieldId = (field: DemoField) => `${ID}-${field}`;
const demoSchemaOf: FormSchemaOf = (schemas) => schemas.demoRequestSchema;

function DemoRequestForm() {
  const hydrated = useHydrated();
  const focusAfterRender = useFocusAfterRender();
  const formRef = useRef<HTMLFormElement>(null);
  const submissionId = useRef('');
  const [values, setValues] = useState<DemoFormValues>(EMPTY_DEMO_VALUES);
  const [honeypot, setHoneypot] = useState('');
  const [step, setStep] = useState<1 | 2>(1);
  const [errors, setErrors] = useState<FieldErrors<DemoField>>({});
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState('');
  // A message goes as soon as its field is valid, not only on the next Next or Submit.
  useErrorsFollowFixes(values, setErrors, demoSchemaOf);

  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const typed = typedBeforeHydration(formRef.current, ALL_FIELDS, EMPTY_DEMO_VALUES);
    setValues({ ...demoValuesFromQuery(query), ...typed });
    submissionId.current = newSubmissionId();
    if (hasDemoPrefill(query)) {
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      formRef.current?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    }
  }, []);

  function change(field: DemoField, value: string) {
    setValues((current) => {
      const next = { ...current, [field]: value };
      const keepsSubIndustry = subIndustryOptionsOf(value).some((option) => option.value === current.subIndustry);
      if (field === 'industry' && !keepsSubIndustry) next.subIndustry = '';
      return next;
    });
  }

  /** Field messages of `scope`, or null (and a notice) when the checks could not be loaded. */
  async function check(scope: 'step1' | 'all'): Promise<FieldErrors<DemoField> | null> {
    try {
      const { validate, demoStep1Schema, demoRequestSchema } = await loadSchemas();
      return validate(scope === 'step1' ? demoStep1Schema : demoRequestSchema, values).errors;
    } catch {
      setNotice(CHECKS_UNAVAILABLE_MESSAGE);
      return null;
    }
  }

  /** Shows `found`; when any, opens the step of the first invalid field and focuses it. */
  function showErrors(found: FieldErrors<DemoField>): boolean {
    setErrors(found);
    const first = firstInvalid(ALL_FIELDS, found);
    if (!first) return false;
    setStep(DEMO_STEP1_FIELDS.some((field) => field === first) ? 1 : 2);
    focusAfterRender(fieldId(first));
    return true;
  }

  async function goNext() {
    setNotice('');
    const found = await check('step1');
    if (!found || showErrors(found)) return;
    setStep(2);
    focusAfterRender(fieldId(DEMO_STEP2_FIELDS[0]));
  }

  function goBack() {
    setStep(1);
    focusAfterRender(fieldId(DEMO_STEP1_FIELDS[0]));
  }

  function resetToQuery() {
    setValues(demoValuesFromQuery(new URLSearchParams(window.location.search)));
    setHoneypot('');
    setErrors({});
    setStep(1);
    submissionId.current = newSubmissionId();
    focusAfterRender(fieldId(DEMO_STEP1_FIELDS[0]));
  }

  async function send() {
    setSending(true);
    const outcome = await postLead<DemoField>({
      endpoint: DEMO_ENDPOINT,
      values,
      honeypot,
      submissionId: submissionId.current,
      attribution: firstTouchForLead(),
    });
    setSending(false);
    if (outcome.kind === 'rate-limited') {
      setNotice(TOO_MANY_REQUESTS_MESSAGE);
    } else if (outcome.kind === 'invalid') {
      showErrors(outcome.errors);
    } else if (outcome.kind === 'accepted') {
      if (outcome.text === DEMO_ACCEPTED_TEXT) window.alert(ALERTS.demoSent);
      resetToQuery();
    } else {
      window.alert(ALERTS.demoFailed);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (step === 1) return goNext();
    setNotice('');
    const found = await check('all');
    if (!found || showErrors(found)) return;
    await send();
  }

  return (
    <form
      ref={formRef}
      id="demo-request-form"
      method="post"
      action={DEMO_ENDPOINT}
      noValidate={hydrated}
      onSubmit={submit}
      onFocus={preloadSchemas}
      onPointerDown={preloadSchemas}
      aria-labelledby="demo-form-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="demo-form-heading" className="text-2xl font-bold text-ink">
        Book your free demo
      </h2>
      {hydrated ? <p className="mt-1 text-sm font-medium text-ink-muted">Step {step} of 2</p> : null}
      <Honeypot idPrefix={ID} value={honeypot} onChange={setHoneypot} />
      <FormStep legend="Business Section" hidden={hydrated && step !== 1}>
        <DemoBusinessStep idPrefix={ID} values={values} errors={errors} onChange={change} />
        {hydrated ? (
          <div className="mt-6 flex justify-end">
            <button type="button" onClick={goNext} className={BUTTON_PRIMARY}>
              Next
            </button>
          </div>
        ) : null}
      </FormStep>
      <FormStep legend="Personal Information Section" hidden={hydrated && step !== 2}>
        <DemoPersonalStep idPrefix={ID} values={values} errors={errors} onChange={change} />
        <div className="mt-6 flex flex-wrap justify-between gap-3">
          {hydrated ? (
            <button type="button" onClick={goBack} disabled={sending} className={BUTTON_SECONDARY}>
              Back
            </button>
          ) : null}
          <SubmitButton busy={sending} busyLabel="Requesting" spinner>
            Submit
          </SubmitButton>
        </div>
        <PrivacyNote className="mt-4" />
      </FormStep>
      {notice ? (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
        >
          {notice}
        </p>
      ) : null}
    </form>
  );
}

export default withErrorBoundary(DemoRequestForm);
