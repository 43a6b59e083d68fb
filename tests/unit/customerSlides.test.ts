import { describe, expect, it } from 'vitest';
import { customerDescription, customerIndustryText } from '../../src/lib/customerSlides';

const names = {
  'healthcare/hospital': 'Hospital',
  'healthcare/pharmacy': 'Pharmacy',
  'hospitality/restaurant': 'Restaurant',
};

describe('customerIndustryText (SPEC §3 Customer industry field)', () => {
  it('names each sub-industry of the comma-separated field', () => {
    expect(customerIndustryText('healthcare/hospital, healthcare/pharmacy', names)).toBe('Hospital, Pharmacy');
  });

  it("reads a missing or unknown sub-industry as 'Other {industry}'", () => {
    expect(customerIndustryText('healthcare', names)).toBe('Other healthcare');
    expect(customerIndustryText('hospitality/hotel', names)).toBe('Other hospitality');
  });
});

describe('customerDescription', () => {
  it('joins the industry text and the town', () => {
    expect(customerDescription({ industry: 'hospitality/restaurant', location: 'Pokhara' }, names)).toBe(
      'Restaurant · Pokhara',
    );
  });

  it('shows the town alone when the industry field is empty', () => {
    expect(customerDescription({ industry: ' , ', location: 'Butwal' }, names)).toBe('Butwal');
  });
});
