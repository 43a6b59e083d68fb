/**
 * The demo request form of /request-demo (docs/forms-and-leads.md#demo-request-form).
 *
 * Without JavaScript it is one plain form showing both steps' fields; the endpoint answers 303 to
 * the thank-you page or a page listing the errors. Hydrated it has two steps: Next checks step 1,
 * Submit checks everything again and posts the lead as JSON. The query prefills the form
 * (docs/forms-and-leads.md#prefill-from-the-query) and scrolls it into view.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { DEMO_ACCEPTED_TEXT, DEMO_ENDPOINT } from '../lib/forms/endpoints';
import {
  DEMO_STEP1_FIELDS,
  DEMO_STEP2_FIELDS,
  EMPTY_DEMO_VALUES,
  demoValuesFromQuery,
  hasDemoPrefill,
} from '../lib/forms/formValues';
import { ALERTS } from '../lib/forms/messages';
import { subIndustriesOf, type IndustryChoice } from '../lib/forms/options';
import type { DemoField } from '../lib/forms/schemas';
import { withErrorBoundary } from './ErrorBoundary';
import { FormFields } from './forms/FormFields';
import { FormNotice } from './forms/FormNotice';
import { FormStep } from './forms/FormStep';
import { Honeypot } from './forms/Honeypot';
import { LocaleField } from './forms/LocaleField';
import { PrivacyNote } from './forms/PrivacyNote';
import { SubmitButton } from './forms/SubmitButton';
import { PERSONAL_FIELDS, businessFields } from './forms/fieldTables';
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from './forms/fieldStyles';
import { preloadSchemas } from './forms/loadSchemas';
import { useLeadForm, type FormSchemaOf } from './forms/useFormIsland';
import { FormTextContext, useTranslator, type FormLanguageProps } from './forms/formText';

const ID = 'demo';
const ALL_FIELDS = [...DEMO_STEP1_FIELDS, ...DEMO_STEP2_FIELDS];
const demoSchemaOf: FormSchemaOf = (schemas) => schemas.demoRequestSchema;
const step1SchemaOf: FormSchemaOf = (schemas) => schemas.demoStep1Schema;
const queryValues = () => demoValuesFromQuery(new URLSearchParams(window.location.search));
const isStep1Field = (field: DemoField) => DEMO_STEP1_FIELDS.some((step1Field) => step1Field === field);

interface DemoRequestFormProps extends FormLanguageProps {
  /** The industries and their sub-industries, named as in the content catalogue (`industryChoices`). */
  industries: IndustryChoice[];
}

function DemoRequestForm({ industries, locale, translations }: DemoRequestFormProps) {
  const t = useTranslator({ locale, translations });
  const [step, setStep] = useState<1 | 2>(1);
  const form = useLeadForm({
    idPrefix: ID,
    fields: ALL_FIELDS,
    empty: EMPTY_DEMO_VALUES,
    endpoint: DEMO_ENDPOINT,
    schemaOf: demoSchemaOf,
    initialValues: queryValues,
    // Submit finds errors of both steps; the step of the first one opens.
    onFirstInvalid: (field) => setStep(isStep1Field(field) ? 1 : 2),
    locale,
  });
  const { values, setValues, hydrated, sending } = form;

  useEffect(() => {
    if (!hasDemoPrefill(new URLSearchParams(window.location.search))) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    form.formRef.current?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  }, [form.formRef]);

  // Choosing another industry clears a sub-industry that does not belong to it.
  function change(field: DemoField, value: string) {
    setValues((current) => {
      const next = { ...current, [field]: value };
      if (field === 'industry' && !subIndustriesOf(value).includes(current.subIndustry)) next.subIndustry = '';
      return next;
    });
  }

  async function goNext() {
    if (!(await form.check(step1SchemaOf))) return;
    setStep(2);
    form.focusField(DEMO_STEP2_FIELDS[0]);
  }

  function goBack() {
    setStep(1);
    form.focusField(DEMO_STEP1_FIELDS[0]);
  }

  // Never rejects (nor does goNext): check() and post() turn every failure into a notice or an
  // outcome, so the form's handlers can discard the promise with `void`.
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (step === 1) return goNext();
    if (!(await form.check())) return;
    const outcome = await form.post();
    if (outcome.kind === 'accepted') {
      if (outcome.text === DEMO_ACCEPTED_TEXT) window.alert(t(ALERTS.demoSent));
      form.reset(queryValues());
      goBack();
    } else if (outcome.kind === 'failed' || outcome.kind === 'offline') {
      window.alert(t(ALERTS.demoFailed));
    }
  }

  const fieldsProps = { idPrefix: ID, values, errors: form.errors, onChange: change };
  return (
    <FormTextContext.Provider value={t}>
      <form
        ref={form.formRef}
        id="demo-request-form"
        method="post"
        action={DEMO_ENDPOINT}
        noValidate={hydrated}
        onSubmit={(event) => void submit(event)}
        onFocus={preloadSchemas}
        onPointerDown={preloadSchemas}
        aria-labelledby="demo-form-heading"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <h2 id="demo-form-heading" className="text-2xl font-bold text-ink">
          {t('Book your free demo')}
        </h2>
        {/* In the HTML from the start (hidden without JavaScript, where both steps show at once), so
          the form does not move down by a line when the island hydrates. */}
        <p className="mt-1 text-sm font-medium text-ink-muted noscript:hidden">{t('Step {step} of 2', { step })}</p>
        <Honeypot idPrefix={ID} value={form.honeypot} onChange={form.setHoneypot} />
        <LocaleField locale={locale} />
        <FormStep legend="Business Section" hidden={hydrated && step !== 1}>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormFields fields={businessFields(industries, values.industry)} {...fieldsProps} />
          </div>
          {hydrated ? (
            <div className="mt-6 flex justify-end">
              <button type="button" onClick={() => void goNext()} className={BUTTON_PRIMARY}>
                {t('Next')}
              </button>
            </div>
          ) : null}
        </FormStep>
        <FormStep legend="Personal Information Section" hidden={hydrated && step !== 2}>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormFields fields={PERSONAL_FIELDS} {...fieldsProps} />
          </div>
          <div className="mt-6 flex flex-wrap justify-between gap-3">
            {hydrated ? (
              <button type="button" onClick={goBack} disabled={sending} className={BUTTON_SECONDARY}>
                {t('Back')}
              </button>
            ) : null}
            <SubmitButton busy={sending} busyLabel={t('Requesting')} spinner>
              {t('Submit')}
            </SubmitButton>
          </div>
          <PrivacyNote className="mt-4" />
        </FormStep>
        <FormNotice message={form.notice} className="mt-4" />
      </form>
    </FormTextContext.Provider>
  );
}

export default withErrorBoundary(DemoRequestForm);
