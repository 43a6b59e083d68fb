import { describe, expect, it } from 'vitest';
import { customerDescription } from '../../src/lib/customerSlides';

const names = {
  'healthcare/hospital': 'Hospital',
  'healthcare/pharmacy': 'Pharmacy',
  'hospitality/restaurant': 'Restaurant',
};
const industryNames = { healthcare: 'Healthcare', hospitality: 'Hospitality' };

describe('customerDescription', () => {
  it('joins the industry text and the town', () => {
    expect(customerDescription({ industry: 'hospitality/restaurant', location: 'Pokhara' }, names, industryNames)).toBe(
      'Restaurant · Pokhara',
    );
    expect(
      customerDescription(
        { industry: 'healthcare/hospital, healthcare/pharmacy', location: 'Lalitpur' },
        names,
        industryNames,
      ),
    ).toBe('Hospital, Pharmacy · Lalitpur');
  });

  it("reads a missing or unknown sub-industry as 'Other {Industry}', as on /customers", () => {
    expect(customerDescription({ industry: 'hospitality/hotel', location: 'Pokhara' }, names, industryNames)).toBe(
      'Other Hospitality · Pokhara',
    );
  });

  it('shows the town alone when the industry field is empty', () => {
    expect(customerDescription({ industry: ' , ', location: 'Butwal' }, names, industryNames)).toBe('Butwal');
  });
});
