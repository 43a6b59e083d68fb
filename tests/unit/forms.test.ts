/**
 * The shared form contract: every rule and message of the two zod
 * schemas, the choice lists, and the /request-demo query prefill.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_REQUEST_FIELDS } from '../../src/lib/leadFields.mjs';
import { SUB_INDUSTRY_VALUES } from '../../src/lib/forms/options';
import {
  CONTACT_FIELDS,
  DEMO_STEP1_FIELDS,
  DEMO_STEP2_FIELDS,
  EMPTY_CONTACT_VALUES,
  EMPTY_DEMO_VALUES,
  demoValuesFromQuery,
  firstInvalid,
  hasDemoPrefill,
} from '../../src/lib/forms/formValues';
import {
  contactMessageSchema,
  demoRequestSchema,
  demoStep1Schema,
  demoStep2Schema,
  validate,
} from '../../src/lib/forms/schemas';
import { newSubmissionId } from '../../src/lib/forms/submissionId';
import { itGivesEach } from './support/cases';

const validDemo = {
  industry: 'healthcare',
  subIndustry: 'clinic',
  pricing: 'basic',
  timeFrame: '1-3 months',
  country: 'Nepal',
  email: 'anita.shrestha@example.com.np',
  companyName: 'Lalitpur Family Clinic',
  phoneNumber: '9841076253',
  jobTitle: 'Managing Director',
};

const validContact = {
  fullName: 'Ramesh Adhikari',
  email: 'ramesh@example.com',
  phoneNumber: '+977 1-4427316',
  companyName: 'Pokhara Lakeside Restaurant',
  subject: 'Sales Inquiry',
  message: 'Do you support KOT printing for two kitchens?',
};

describe('the form choices', () => {
  it('lists the sub-industries of each industry with other last', () => {
    expect(SUB_INDUSTRY_VALUES.healthcare).toEqual([
      'hospital',
      'clinic',
      'lab',
      'dental',
      'pharmacy',
      'physio-therapy',
      'other',
    ]);
    expect(SUB_INDUSTRY_VALUES.hospitality).toEqual(['restaurant', 'other']);
  });
});

describe('demo request schema', () => {
  it('accepts a valid request and outputs exactly the stored payload', () => {
    const result = validate(demoRequestSchema, { ...validDemo, extra: 'dropped' });
    expect(result.success).toBe(true);
    if (result.success) {
      expect(Object.keys(result.data).sort()).toEqual([...DEMO_REQUEST_FIELDS].sort());
      expect(result.data).toEqual(validDemo);
    }
  });

  it('gives every step 1 message for an empty step 1', () => {
    expect(validate(demoStep1Schema, {}).errors).toEqual({
      industry: 'Please select your industry.',
      subIndustry: 'Please select your sub-industry.',
      pricing: 'Please select your Pricing.',
      timeFrame: 'Please select your expected timeframe.',
      country: 'Please select your country.',
    });
  });

  it('gives every step 2 message for an empty step 2', () => {
    expect(validate(demoStep2Schema, { email: '', companyName: '  ', phoneNumber: '', jobTitle: '' }).errors).toEqual({
      email: 'Invalid email.',
      companyName: 'Please enter your company name.',
      phoneNumber: 'Please enter a valid 10-digit phone number.',
      jobTitle: 'Please enter your job title.',
    });
  });

  it('checks step 1 again on submit', () => {
    const result = validate(demoRequestSchema, { ...validDemo, pricing: '', country: 'Japan' });
    expect(result.errors).toEqual({ pricing: 'Please select your Pricing.', country: 'Please select your country.' });
  });

  it.each(['9841076253', '1442187605', ' 9841076253 '])('accepts the phone %j', (phoneNumber) => {
    expect(validate(demoRequestSchema, { ...validDemo, phoneNumber }).success).toBe(true);
  });

  it.each(['0141076253', '98410', '98410762531', '98410 7625', '984107625a', '+9779841076253'])(
    'refuses the phone %j',
    (phoneNumber) => {
      expect(validate(demoRequestSchema, { ...validDemo, phoneNumber }).errors).toEqual({
        phoneNumber: 'Please enter a valid 10-digit phone number.',
      });
    },
  );

  it.each([
    'anita@example',
    'anita example.com',
    '@example.com',
    'anita@',
    'a b@example.com',
    // One address only: a list, a display name or a quoted part would mail one address and reply to another.
    'x,attacker@evil.example',
    '"CEO"<a@evil.example>',
    'CEO <a@evil.example>',
    '"a@b.np"@evil.example',
    'a@b.np;c@evil.example',
  ])('refuses the email %j', (email) => {
    expect(validate(demoRequestSchema, { ...validDemo, email }).errors).toEqual({ email: 'Invalid email.' });
  });

  it('refuses a sub-industry of another industry, with the sub-industry message', () => {
    expect(validate(demoStep1Schema, { ...validDemo, industry: 'hospitality', subIndustry: 'clinic' }).errors).toEqual({
      subIndustry: 'Please select your sub-industry.',
    });
    expect(
      validate(demoRequestSchema, { ...validDemo, industry: 'hospitality', subIndustry: 'clinic', email: 'x' }).errors,
    ).toEqual({
      subIndustry: 'Please select your sub-industry.',
      email: 'Invalid email.',
    });
  });

  it('accepts other under both industries and refuses unknown sub-industries', () => {
    expect(validate(demoRequestSchema, { ...validDemo, subIndustry: 'other' }).success).toBe(true);
    expect(validate(demoRequestSchema, { ...validDemo, industry: 'hospitality', subIndustry: 'other' }).success).toBe(
      true,
    );
    expect(validate(demoRequestSchema, { ...validDemo, subIndustry: 'bakery' }).errors).toEqual({
      subIndustry: 'Please select your sub-industry.',
    });
  });

  it('refuses industries outside the catalogue', () => {
    expect(validate(demoRequestSchema, { ...validDemo, industry: 'retail' }).errors).toMatchObject({
      industry: 'Please select your industry.',
    });
  });

  it('normalises letter case of choices and trims text', () => {
    const result = validate(demoRequestSchema, {
      ...validDemo,
      industry: 'HealthCare',
      subIndustry: 'CLINIC',
      timeFrame: 'just researching',
      country: 'nepal',
      jobTitle: 'ceo',
      companyName: '  Lalitpur Family Clinic ',
      email: ' anita.shrestha@example.com.np ',
    });
    expect(result.success && result.data).toEqual({ ...validDemo, timeFrame: 'Just researching', jobTitle: 'CEO' });
  });

  it('limits the company name and email lengths', () => {
    expect(validate(demoRequestSchema, { ...validDemo, companyName: 'x'.repeat(201) }).errors).toEqual({
      companyName: 'Please use at most 200 characters.',
    });
    expect(validate(demoRequestSchema, { ...validDemo, email: `${'a'.repeat(250)}@x.np` }).errors).toEqual({
      email: 'Please use at most 254 characters.',
    });
  });

  it('treats non-text values as missing', () => {
    const result = validate(demoRequestSchema, { ...validDemo, companyName: { a: 1 }, jobTitle: ['CEO'] });
    expect(result.errors).toEqual({
      companyName: 'Please enter your company name.',
      jobTitle: 'Please enter your job title.',
    });
  });
});

describe('contact message schema', () => {
  it('accepts a valid message and outputs exactly the stored payload', () => {
    const result = validate(contactMessageSchema, validContact);
    expect(result.success && result.data).toEqual(validContact);
  });

  it('accepts a message of exactly 5000 characters', () => {
    expect(validate(contactMessageSchema, { ...validContact, message: 'x'.repeat(5000) }).success).toBe(true);
  });

  it('leaves phone, company and subject optional', () => {
    const result = validate(contactMessageSchema, { fullName: 'Sita', email: 'sita@example.com', message: 'Hello' });
    expect(result.success && result.data).toEqual({
      fullName: 'Sita',
      email: 'sita@example.com',
      phoneNumber: '',
      companyName: '',
      subject: '',
      message: 'Hello',
    });
  });

  itGivesEach(
    (values: Record<string, unknown>) => validate(contactMessageSchema, values).errors,
    [
      {
        behaviour: 'gives the required messages',
        input: {},
        expected: { fullName: 'Name is required', email: 'Email is required', message: 'Message is required' },
      },
      {
        behaviour: 'says Email is invalid for a malformed address',
        input: { ...validContact, email: 'ramesh@example' },
        expected: { email: 'Email is invalid' },
      },
      {
        behaviour: 'accepts only the listed subjects',
        input: { ...validContact, subject: 'Billing' },
        expected: { subject: 'Please choose one of the listed subjects.' },
      },
      {
        behaviour: 'limits the message to 5000 characters',
        input: { ...validContact, message: 'x'.repeat(5001) },
        expected: { message: 'Please use at most 5000 characters.' },
      },
      {
        behaviour: 'counts a message of only spaces as missing',
        input: { ...validContact, message: '   ' },
        expected: { message: 'Message is required' },
      },
    ],
  );
});

describe('form field lists', () => {
  it('match the schemas field for field, in form order', () => {
    expect(Object.keys(demoStep1Schema.innerType().shape)).toEqual([...DEMO_STEP1_FIELDS]);
    expect(Object.keys(demoStep2Schema.shape)).toEqual([...DEMO_STEP2_FIELDS]);
    expect(Object.keys(contactMessageSchema.shape)).toEqual([...CONTACT_FIELDS]);
    expect(Object.keys(EMPTY_DEMO_VALUES).sort()).toEqual([...DEMO_STEP1_FIELDS, ...DEMO_STEP2_FIELDS].sort());
    expect(Object.keys(EMPTY_CONTACT_VALUES)).toEqual([...CONTACT_FIELDS]);
  });

  it('finds the first invalid field in form order', () => {
    expect(firstInvalid(DEMO_STEP1_FIELDS, { country: 'x', pricing: 'y' })).toBe('pricing');
    expect(firstInvalid(CONTACT_FIELDS, {})).toBeUndefined();
  });
});

describe('demo prefill from the query', () => {
  it('starts blank with Nepal', () => {
    expect(demoValuesFromQuery(new URLSearchParams())).toEqual({ ...EMPTY_DEMO_VALUES, country: 'Nepal' });
  });

  it('lower-cases choices and keeps text as typed', () => {
    const query = new URLSearchParams({
      industry: 'HEALTHCARE',
      subIndustry: 'Physio-Therapy',
      email: 'Owner@Example.com',
      company: 'Bhaktapur Physio Care',
      phone: '9803318472',
      jobTitle: 'it manager',
      timeFrame: '6+ MONTHS',
      pricing: 'Standard',
      country: 'INDIA',
    });
    expect(demoValuesFromQuery(query)).toEqual({
      industry: 'healthcare',
      subIndustry: 'physio-therapy',
      email: 'Owner@Example.com',
      companyName: 'Bhaktapur Physio Care',
      phoneNumber: '9803318472',
      jobTitle: 'IT Manager',
      timeFrame: '6+ months',
      pricing: 'standard',
      country: 'India',
    });
  });

  it('preselects free for ?pricing=free', () => {
    expect(demoValuesFromQuery(new URLSearchParams('pricing=free')).pricing).toBe('free');
  });

  it('drops values that name no option, and a sub-industry of another industry', () => {
    const values = demoValuesFromQuery(
      new URLSearchParams('industry=hospitality&subIndustry=clinic&pricing=gold&country=Japan'),
    );
    expect(values).toMatchObject({ industry: 'hospitality', subIndustry: '', pricing: '', country: 'Nepal' });
  });

  it('selects the industry of a lone sub-industry', () => {
    expect(demoValuesFromQuery(new URLSearchParams('subIndustry=restaurant'))).toMatchObject({
      industry: 'hospitality',
      subIndustry: 'restaurant',
    });
    expect(demoValuesFromQuery(new URLSearchParams('subIndustry=other'))).toMatchObject({
      industry: '',
      subIndustry: '',
    });
  });

  it('knows when a query asks for prefill', () => {
    expect(hasDemoPrefill(new URLSearchParams('pricing=free'))).toBe(true);
    expect(hasDemoPrefill(new URLSearchParams('utm_source=facebook'))).toBe(false);
  });
});

describe('submission id', () => {
  const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('is a random UUID v4', () => {
    const a = newSubmissionId();
    expect(a).toMatch(UUID_V4);
    expect(newSubmissionId()).not.toBe(a);
  });

  it('is built from getRandomValues where randomUUID is missing (plain http)', () => {
    const getRandomValues: Crypto['getRandomValues'] = (array) => globalThis.crypto.getRandomValues(array);
    const id = newSubmissionId({ getRandomValues });
    expect(id).toMatch(UUID_V4);
  });
});
