/**
 * The message form of /contact-us (docs/forms-and-leads.md#contact-form).
 *
 * Without JavaScript it is a plain form posting to the endpoint, which answers 303 to the
 * thank-you page or a page listing the errors. Hydrated, Send checks the fields and posts the
 * lead as JSON; an ok answer shows the success message for 3 s, then the form comes back empty.
 */
import { useLayoutEffect, useState, type FormEvent } from 'react';
import { CircleCheck } from './icons';
import { CONTACT_ENDPOINT } from '../lib/forms/endpoints';
import { CONTACT_FIELDS, EMPTY_CONTACT_VALUES } from '../lib/forms/formValues';
import { ALERTS, CONTACT_SENT_MESSAGE, CONTACT_SUCCESS_MS } from '../lib/forms/messages';
import { withErrorBoundary } from './ErrorBoundary';
import { FormFields } from './forms/FormFields';
import { CONTACT_FIELD_TABLE } from './forms/fieldTables';
import { FormNotice } from './forms/FormNotice';
import { Honeypot } from './forms/Honeypot';
import { LocaleField } from './forms/LocaleField';
import { FormTextContext, useTranslator, type FormLanguageProps } from './forms/formText';
import { PrivacyNote } from './forms/PrivacyNote';
import { SubmitButton } from './forms/SubmitButton';
import { preloadSchemas } from './forms/loadSchemas';
import { useLeadForm, type FormSchemaOf } from './forms/useFormIsland';

const ID = 'contact';
const contactSchemaOf: FormSchemaOf = (schemas) => schemas.contactMessageSchema;

function ContactForm({ locale, translations }: FormLanguageProps) {
  const t = useTranslator({ locale, translations });
  const form = useLeadForm({
    idPrefix: ID,
    fields: CONTACT_FIELDS,
    empty: EMPTY_CONTACT_VALUES,
    endpoint: CONTACT_ENDPOINT,
    schemaOf: contactSchemaOf,
    locale,
  });
  const { reset, focusField, focusAfterRender } = form;
  const [sent, setSent] = useState(false);

  // The success message stays 3 s, then the cleared form is shown again. A layout effect starts
  // the 3 s when the message is committed, not a frame later as a passive effect would.
  useLayoutEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => {
      reset(EMPTY_CONTACT_VALUES);
      setSent(false);
      focusField(CONTACT_FIELDS[0]);
    }, CONTACT_SUCCESS_MS);
    focusAfterRender(`${ID}-sent`);
    return () => window.clearTimeout(timer);
    // reset and focusField change every render; the timer must only follow `sent`.
  }, [sent]);

  // Never rejects: check() and post() turn every failure into a notice or an outcome, so the
  // form's handler can discard the promise with `void`.
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.sending || !(await form.check())) return;
    const outcome = await form.post();
    if (outcome.kind === 'accepted') return setSent(true);
    if (outcome.kind === 'offline') return window.alert(t(ALERTS.contactOffline));
    console.error(`Contact message not accepted (HTTP ${outcome.status}):`, outcome.text);
    if (outcome.kind !== 'rate-limited') window.alert(t(ALERTS.contactFailed));
  }

  return (
    <FormTextContext.Provider value={t}>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h2 id="contact-form-heading" className="text-2xl font-bold text-ink">
          {t('Send us a message')}
        </h2>
        {sent ? (
          <p
            id={`${ID}-sent`}
            role="status"
            tabIndex={-1}
            className="mt-6 flex items-start gap-3 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-4 font-medium text-emerald-900"
          >
            <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
            <span>{t(CONTACT_SENT_MESSAGE)}</span>
          </p>
        ) : null}
        <form
          ref={form.formRef}
          method="post"
          action={CONTACT_ENDPOINT}
          noValidate={form.hydrated}
          hidden={sent}
          onSubmit={(event) => void submit(event)}
          onFocus={preloadSchemas}
          onPointerDown={preloadSchemas}
          aria-labelledby="contact-form-heading"
          className={sent ? 'hidden' : 'mt-6 grid gap-5 sm:grid-cols-2'}
        >
          <Honeypot idPrefix={ID} value={form.honeypot} onChange={form.setHoneypot} />
          <LocaleField locale={locale} />
          <FormFields
            idPrefix={ID}
            fields={CONTACT_FIELD_TABLE}
            values={form.values}
            errors={form.errors}
            onChange={form.change}
          />
          <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
            <SubmitButton busy={form.sending} busyLabel={t('Sending...')}>
              {t('Send Message')}
            </SubmitButton>
            <FormNotice message={form.notice} />
          </div>
          <PrivacyNote className="sm:col-span-2" />
        </form>
      </div>
    </FormTextContext.Provider>
  );
}

export default withErrorBoundary(ContactForm);
