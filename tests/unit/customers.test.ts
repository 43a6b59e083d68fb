import { describe, expect, it } from 'vitest';
import {
  countBySubIndustry,
  customerIndustryText,
  customersOfIndustry,
  matchesSubIndustry,
  parseCustomerIndustries,
  subIndustriesIn,
  visibleCount,
} from '../../src/lib/customers';

describe('parseCustomerIndustries', () => {
  it('splits on commas and slashes, trimming spaces around every part', () => {
    expect(parseCustomerIndustries(' healthcare / hospital ,healthcare/pharmacy , hospitality/restaurant')).toEqual([
      { industry: 'healthcare', subIndustry: 'hospital' },
      { industry: 'healthcare', subIndustry: 'pharmacy' },
      { industry: 'hospitality', subIndustry: 'restaurant' },
    ]);
  });

  it('defaults a missing, empty or unknown sub-industry to other', () => {
    expect(parseCustomerIndustries('healthcare')).toEqual([{ industry: 'healthcare', subIndustry: 'other' }]);
    expect(parseCustomerIndustries('healthcare/')).toEqual([{ industry: 'healthcare', subIndustry: 'other' }]);
    expect(parseCustomerIndustries('healthcare/ayurveda')).toEqual([{ industry: 'healthcare', subIndustry: 'other' }]);
    // A sub-industry of another industry is unknown here.
    expect(parseCustomerIndustries('hospitality/clinic')).toEqual([{ industry: 'hospitality', subIndustry: 'other' }]);
  });

  it('skips empty parts and drops duplicates, case-insensitively', () => {
    expect(parseCustomerIndustries(',, Healthcare/Clinic,, healthcare/clinic ,')).toEqual([
      { industry: 'healthcare', subIndustry: 'clinic' },
    ]);
    expect(parseCustomerIndustries('healthcare, healthcare/other, healthcare/spa')).toEqual([
      { industry: 'healthcare', subIndustry: 'other' },
    ]);
    expect(parseCustomerIndustries('')).toEqual([]);
    expect(parseCustomerIndustries(' , ')).toEqual([]);
    expect(parseCustomerIndustries('/clinic')).toEqual([]);
  });

  it('keeps an industry outside the catalogue with sub-industry other', () => {
    expect(parseCustomerIndustries('retail/grocery')).toEqual([{ industry: 'retail', subIndustry: 'other' }]);
  });
});

describe('subIndustriesIn and customersOfIndustry', () => {
  const customers = [
    { name: 'Bagmati Community Hospital', industry: 'healthcare/hospital, healthcare/pharmacy' },
    { name: 'Newa Kitchen', industry: 'hospitality/restaurant' },
    { name: 'Nagarkot Health Retreat', industry: 'healthcare/clinic ,hospitality/restaurant' },
    { name: 'Gandaki Ayurveda Sadan', industry: 'healthcare' },
  ];

  it('lists the sub-industries a customer has within one industry', () => {
    expect(subIndustriesIn('healthcare/hospital, healthcare/pharmacy', 'healthcare')).toEqual(['hospital', 'pharmacy']);
    expect(subIndustriesIn('healthcare/clinic ,hospitality/restaurant', 'hospitality')).toEqual(['restaurant']);
    expect(subIndustriesIn('hospitality/restaurant', 'healthcare')).toEqual([]);
  });

  it('puts a customer of two industries in both', () => {
    expect(customersOfIndustry(customers, 'healthcare').map((c) => c.name)).toEqual([
      'Bagmati Community Hospital',
      'Nagarkot Health Retreat',
      'Gandaki Ayurveda Sadan',
    ]);
    expect(customersOfIndustry(customers, 'hospitality').map((c) => c.name)).toEqual([
      'Newa Kitchen',
      'Nagarkot Health Retreat',
    ]);
    expect(customersOfIndustry(customers, 'retail')).toEqual([]);
  });
});

describe('countBySubIndustry', () => {
  it('counts every catalogue sub-industry in order, then other, zeros included', () => {
    const customers = [
      { industry: 'healthcare/hospital, healthcare/pharmacy' },
      { industry: 'healthcare/hospital' },
      { industry: 'healthcare/clinic , healthcare/lab' },
      { industry: 'healthcare' },
      { industry: 'healthcare/ayurveda' },
      { industry: 'hospitality/restaurant' },
    ];
    expect(countBySubIndustry(customers, 'healthcare')).toEqual([
      { subIndustry: 'hospital', count: 2 },
      { subIndustry: 'clinic', count: 1 },
      { subIndustry: 'lab', count: 1 },
      { subIndustry: 'dental', count: 0 },
      { subIndustry: 'pharmacy', count: 1 },
      { subIndustry: 'physio-therapy', count: 0 },
      { subIndustry: 'other', count: 2 },
    ]);
    expect(countBySubIndustry(customers, 'hospitality')).toEqual([
      { subIndustry: 'restaurant', count: 1 },
      { subIndustry: 'other', count: 0 },
    ]);
  });

  it('counts a customer once per sub-industry even when written twice', () => {
    expect(
      countBySubIndustry([{ industry: 'hospitality/restaurant, hospitality/restaurant ' }], 'hospitality'),
    ).toEqual([
      { subIndustry: 'restaurant', count: 1 },
      { subIndustry: 'other', count: 0 },
    ]);
  });

  it('gives only other for an industry outside the catalogue', () => {
    expect(countBySubIndustry([{ industry: 'retail/grocery' }], 'retail')).toEqual([
      { subIndustry: 'other', count: 1 },
    ]);
  });
});

describe('matchesSubIndustry', () => {
  it('matches everyone under all, else only the listed sub-industry', () => {
    expect(matchesSubIndustry(['clinic'], 'all')).toBe(true);
    expect(matchesSubIndustry([], 'all')).toBe(true);
    expect(matchesSubIndustry(['clinic', 'lab'], 'lab')).toBe(true);
    expect(matchesSubIndustry(['clinic'], 'hospital')).toBe(false);
    expect(matchesSubIndustry(['other'], 'other')).toBe(true);
  });
});

describe('visibleCount', () => {
  it('shows the first 4 until expanded', () => {
    expect(visibleCount(12, false)).toBe(4);
    expect(visibleCount(12, true)).toBe(12);
    expect(visibleCount(3, false)).toBe(3);
    expect(visibleCount(0, false)).toBe(0);
    expect(visibleCount(7, false, 6)).toBe(6);
  });
});

describe('customerIndustryText', () => {
  const subIndustryNames = {
    'healthcare/hospital': 'Hospital',
    'healthcare/clinic': 'Clinic',
    'healthcare/pharmacy': 'Pharmacy',
    'hospitality/restaurant': 'Restaurant',
  };
  const industryNames = { healthcare: 'Healthcare', hospitality: 'Hospitality' };

  it('names each entry, and reads other as "Other {Industry}"', () => {
    expect(customerIndustryText('healthcare/hospital, healthcare/pharmacy', subIndustryNames, industryNames)).toBe(
      'Hospital, Pharmacy',
    );
    expect(customerIndustryText('healthcare', subIndustryNames, industryNames)).toBe('Other Healthcare');
    expect(customerIndustryText('healthcare/clinic ,hospitality/restaurant', subIndustryNames, industryNames)).toBe(
      'Clinic, Restaurant',
    );
    expect(customerIndustryText('retail/grocery', subIndustryNames, industryNames)).toBe('Other retail');
  });

  it('names the other businesses of an industry in the page’s language', () => {
    expect(customerIndustryText('healthcare', {}, { healthcare: 'स्वास्थ्य सेवा' }, 'अन्य {industry}')).toBe(
      'अन्य स्वास्थ्य सेवा',
    );
  });
});
