import { describe, expect, it } from 'vitest';
import { reviseShownErrors } from '../../src/lib/forms/shownErrors';
import { validate, contactMessageSchema, demoRequestSchema } from '../../src/lib/forms/schemas';
import { EMPTY_CONTACT_VALUES, EMPTY_DEMO_VALUES } from '../../src/lib/forms/formValues';

describe('reviseShownErrors', () => {
  const shown = { industry: 'Please select your industry.', pricing: 'Please select your Pricing.' };

  it('drops the message of a field as soon as it is valid and keeps the others', () => {
    expect(reviseShownErrors(shown, { pricing: 'Please select your Pricing.' }, ['industry'])).toEqual({
      pricing: 'Please select your Pricing.',
    });
  });

  it('keeps a message of a field that did not change, even when the schema no longer reports it', () => {
    expect(reviseShownErrors(shown, {}, ['industry'])).toEqual({ pricing: 'Please select your Pricing.' });
  });

  it('shows no new message while typing', () => {
    const none: Partial<Record<'email', string>> = {};
    expect(reviseShownErrors(none, { email: 'Invalid email.' }, ['email'])).toEqual({});
  });

  it('returns the same object when nothing changes', () => {
    expect(reviseShownErrors(shown, shown, ['industry', 'pricing'])).toBe(shown);
  });

  it('follows the shared schema: the contact email message turns from required to invalid, then goes', () => {
    const step = (email: string, before: Partial<Record<string, string>>) =>
      reviseShownErrors(before, validate(contactMessageSchema, { ...EMPTY_CONTACT_VALUES, email }).errors, ['email']);
    const afterSubmit = validate(contactMessageSchema, EMPTY_CONTACT_VALUES).errors;
    expect(afterSubmit.email).toBe('Email is required');
    const typing = step('anita@', afterSubmit);
    expect(typing.email).toBe('Email is invalid');
    expect(typing.fullName).toBe('Name is required');
    const fixed = step('anita@clinic.com.np', typing);
    expect(fixed.email).toBeUndefined();
    expect(fixed.fullName).toBe('Name is required');
  });

  it('clears the demo phone message once it has 10 digits not starting with 0', () => {
    const values = { ...EMPTY_DEMO_VALUES, phoneNumber: '98123' };
    const before = validate(demoRequestSchema, values).errors;
    expect(before.phoneNumber).toBe('Please enter a valid 10-digit phone number.');
    const after = reviseShownErrors(
      before,
      validate(demoRequestSchema, { ...values, phoneNumber: '9812345678' }).errors,
      ['phoneNumber'],
    );
    expect(after.phoneNumber).toBeUndefined();
    expect(after.email).toBe(before.email);
  });
});
