import { describe, expect, it } from 'vitest';
import { inIndustryOrder } from '../../src/lib/subIndustryOrder';

const subIndustries = [
  { id: 'hospital', industry: 'healthcare', order: 0 },
  { id: 'restaurant', industry: 'hospitality', order: 0 },
  { id: 'lab', industry: 'healthcare', order: 2 },
  { id: 'clinic', industry: 'healthcare', order: 1 },
  { id: 'shop', industry: 'retail', order: 0 },
];

describe('inIndustryOrder', () => {
  it('sorts by industry position, then by order inside the industry', () => {
    expect(inIndustryOrder(subIndustries, ['healthcare', 'hospitality', 'retail']).map((p) => p.id)).toEqual([
      'hospital',
      'clinic',
      'lab',
      'restaurant',
      'shop',
    ]);
    expect(inIndustryOrder(subIndustries, ['hospitality', 'healthcare', 'retail']).map((p) => p.id)).toEqual([
      'restaurant',
      'hospital',
      'clinic',
      'lab',
      'shop',
    ]);
  });

  it('puts industries missing from the list last and leaves the input untouched', () => {
    const copy = [...subIndustries];
    expect(inIndustryOrder(subIndustries, ['hospitality']).map((p) => p.id)).toEqual([
      'restaurant',
      'hospital',
      'shop',
      'clinic',
      'lab',
    ]);
    expect(subIndustries).toEqual(copy);
  });
});
