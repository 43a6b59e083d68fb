import { describe, expect, it } from 'vitest';
import { customerDescription } from '../../src/lib/customerSlides';

const names = {
  'healthcare/hospital': 'Hospital',
  'healthcare/pharmacy': 'Pharmacy',
  'hospitality/restaurant': 'Restaurant',
};
const industryNames = { healthcare: 'Healthcare', hospitality: 'Hospitality' };

describe('customerDescription', () => {
  // The dot is held to the words on both sides by no-break spaces, so a line never starts or ends with it.
  it('joins the industry text and the town with a dot that never starts or ends a line', () => {
    expect(customerDescription({ industry: 'hospitality/restaurant', location: 'Pokhara' }, names, industryNames)).toBe(
      'Restaurant\u00a0·\u00a0Pokhara',
    );
    expect(
      customerDescription(
        { industry: 'healthcare/hospital, healthcare/pharmacy', location: 'Lalitpur' },
        names,
        industryNames,
      ),
    ).toBe('Hospital, Pharmacy\u00a0·\u00a0Lalitpur');
  });

  it("reads a missing or unknown sub-industry as 'Other {Industry}', as on /customers", () => {
    expect(customerDescription({ industry: 'hospitality/hotel', location: 'Pokhara' }, names, industryNames)).toBe(
      'Other Hospitality\u00a0·\u00a0Pokhara',
    );
  });

  it('shows the town alone when the industry field is empty', () => {
    expect(customerDescription({ industry: ' , ', location: 'Butwal' }, names, industryNames)).toBe('Butwal');
  });
});
