/**
 * The message form of /contact-us (SPEC §2.10, §4, §5, §7, §8).
 *
 * Server HTML (and without JavaScript): a plain `<form method="post" action="/api/contact-us">`;
 * the function answers 303 to the thank-you page or an HTML page listing the errors.
 *
 * Hydrated: Send checks the fields ('Name is required', 'Email is required' / 'Email is invalid',
 * 'Message is required'; focus on the first invalid field), then POSTs the SPEC §7 JSON with a
 * per-fill submission id and the visit's first-touch attribution (src/lib/forms/postLead.ts). While submitting the button is disabled and reads 'Sending...'. An ok
 * answer shows 'Message Sent! …' for 3 s, then clears the form and shows it again; a non-ok
 * answer logs its body and alerts 'Something went wrong. Please try again.' (a 400 also marks the
 * fields; a 429 shows the "too many requests" notice instead); a network failure alerts
 * 'Could not connect to the server.'
 */
import { CircleCheck } from './icons';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { firstTouchForLead } from '../lib/attribution';
import { CONTACT_ENDPOINT } from '../lib/forms/endpoints';
import { CONTACT_FIELDS, EMPTY_CONTACT_VALUES, firstInvalid, type ContactFormValues } from '../lib/forms/formValues';
import {
  ALERTS,
  CHECKS_UNAVAILABLE_MESSAGE,
  CONTACT_SENT_MESSAGE,
  CONTACT_SUCCESS_MS,
  TOO_MANY_REQUESTS_MESSAGE,
} from '../lib/forms/messages';
import { CONTACT_SUBJECTS, FIELD_LABELS, asOptions } from '../lib/forms/options';
import { postLead } from '../lib/forms/postLead';
import type { ContactField, FieldErrors } from '../lib/forms/schemas';
import { newSubmissionId } from '../lib/forms/submissionId';
import { withErrorBoundary } from './ErrorBoundary';
import { Honeypot } from './forms/Honeypot';
import { SelectField } from './forms/SelectField';
import { SubmitButton } from './forms/SubmitButton';
import { PrivacyNote } from './forms/PrivacyNote';
import { TextAreaField } from './forms/TextAreaField';
import { TextField } from './forms/TextField';
import { loadSchemas, preloadSchemas } from './forms/loadSchemas';
import {
  typedBeforeHydration,
  useErrorsFollowFixes,
  useFocusAfterRender,
  useHydrated,
  type FormSchemaOf,
} from './forms/useFormIsland';

const ID = 'contact';
const fieldId = (field: ContactField) => `${ID}-${field}`;
const SUBJECT_OPTIONS = asOptions(CONTACT_SUBJECTS);
const contactSchemaOf: FormSchemaOf = (schemas) => schemas.contactMessageSchema;

function ContactForm() {
  const hydrated = useHydrated();
  const focusAfterRender = useFocusAfterRender();
  const formRef = useRef<HTMLFormElement>(null);
  const submissionId = useRef('');
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_VALUES);
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<FieldErrors<ContactField>>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [notice, setNotice] = useState('');
  // A message goes as soon as its field is valid, not only on the next Send.
  useErrorsFollowFixes(values, setErrors, contactSchemaOf);

  useEffect(() => {
    setValues((current) => ({
      ...current,
      ...typedBeforeHydration(formRef.current, CONTACT_FIELDS, EMPTY_CONTACT_VALUES),
    }));
    submissionId.current = newSubmissionId();
  }, []);

  // SPEC §4: the success message stays 3 s, then the cleared form is shown again. A layout effect
  // starts the 3 s when the message is committed, not a frame later as a passive effect would.
  useLayoutEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => {
      setValues(EMPTY_CONTACT_VALUES);
      setHoneypot('');
      setErrors({});
      setSent(false);
      submissionId.current = newSubmissionId();
      focusAfterRender(fieldId(CONTACT_FIELDS[0]));
    }, CONTACT_SUCCESS_MS);
    focusAfterRender(`${ID}-sent`);
    return () => window.clearTimeout(timer);
  }, [sent, focusAfterRender]);

  const change = (field: ContactField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  function showErrors(found: FieldErrors<ContactField>): boolean {
    setErrors(found);
    const first = firstInvalid(CONTACT_FIELDS, found);
    if (first) focusAfterRender(fieldId(first));
    return Boolean(first);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setNotice('');
    let found: FieldErrors<ContactField>;
    try {
      const { validate, contactMessageSchema } = await loadSchemas();
      found = validate(contactMessageSchema, values).errors;
    } catch {
      setNotice(CHECKS_UNAVAILABLE_MESSAGE);
      return;
    }
    if (showErrors(found)) return;
    setSending(true);
    const outcome = await postLead<ContactField>({
      endpoint: CONTACT_ENDPOINT,
      values,
      honeypot,
      submissionId: submissionId.current,
      attribution: firstTouchForLead(),
    });
    setSending(false);
    if (outcome.kind === 'accepted') {
      setSent(true);
      return;
    }
    if (outcome.kind === 'offline') {
      window.alert(ALERTS.contactOffline);
      return;
    }
    console.error(`Contact message not accepted (HTTP ${outcome.status}):`, outcome.text);
    if (outcome.kind === 'rate-limited') {
      setNotice(TOO_MANY_REQUESTS_MESSAGE);
      return;
    }
    if (outcome.kind === 'invalid') showErrors(outcome.errors);
    window.alert(ALERTS.contactFailed);
  }

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id="contact-form-heading" className="text-2xl font-bold text-ink">
        Send us a message
      </h2>
      {sent ? (
        <p
          id={`${ID}-sent`}
          role="status"
          tabIndex={-1}
          className="mt-6 flex items-start gap-3 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-4 font-medium text-emerald-900"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
          <span>{CONTACT_SENT_MESSAGE}</span>
        </p>
      ) : null}
      <form
        ref={formRef}
        method="post"
        action={CONTACT_ENDPOINT}
        noValidate={hydrated}
        hidden={sent}
        onSubmit={submit}
        onFocus={preloadSchemas}
        onPointerDown={preloadSchemas}
        aria-labelledby="contact-form-heading"
        className={sent ? 'hidden' : 'mt-6 grid gap-5 sm:grid-cols-2'}
      >
        <Honeypot idPrefix={ID} value={honeypot} onChange={setHoneypot} />
        <TextField
          id={fieldId('fullName')}
          name="fullName"
          autoComplete="name"
          label={FIELD_LABELS.fullName}
          value={values.fullName}
          onChange={change('fullName')}
          error={errors.fullName}
          maxLength={120}
          required
        />
        <TextField
          id={fieldId('email')}
          name="email"
          type="email"
          autoComplete="email"
          label={FIELD_LABELS.email}
          value={values.email}
          onChange={change('email')}
          error={errors.email}
          maxLength={254}
          required
        />
        <TextField
          id={fieldId('phoneNumber')}
          name="phoneNumber"
          type="tel"
          autoComplete="tel"
          label={FIELD_LABELS.phoneNumber}
          value={values.phoneNumber}
          onChange={change('phoneNumber')}
          error={errors.phoneNumber}
          maxLength={30}
        />
        <TextField
          id={fieldId('companyName')}
          name="companyName"
          autoComplete="organization"
          label={FIELD_LABELS.companyName}
          value={values.companyName}
          onChange={change('companyName')}
          error={errors.companyName}
          maxLength={200}
        />
        <div className="sm:col-span-2">
          <SelectField
            id={fieldId('subject')}
            name="subject"
            label={FIELD_LABELS.subject}
            placeholder="Choose a subject (optional)"
            options={SUBJECT_OPTIONS}
            value={values.subject}
            onChange={change('subject')}
            error={errors.subject}
          />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField
            id={fieldId('message')}
            name="message"
            label={FIELD_LABELS.message}
            value={values.message}
            onChange={change('message')}
            error={errors.message}
            maxLength={5000}
            rows={6}
            required
          />
        </div>
        <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
          <SubmitButton busy={sending} busyLabel="Sending...">
            Send Message
          </SubmitButton>
          {notice ? (
            <p
              role="alert"
              className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
            >
              {notice}
            </p>
          ) : null}
        </div>
        <PrivacyNote className="sm:col-span-2" />
      </form>
    </div>
  );
}

export default withErrorBoundary(ContactForm);
