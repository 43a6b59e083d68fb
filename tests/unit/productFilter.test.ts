import { describe, expect, it } from 'vitest';
import {
  ALL_PRODUCTS,
  filterAnchor,
  filterIntro,
  isGroupShown,
  productFilterOptions,
  productGroupId,
} from '../../src/lib/productFilter';
import { productFilterText } from '../../src/i18n/islandWords';

/** The filter's words as /products passes them. */
const en = productFilterText('en');

const industries = [
  { id: 'healthcare', name: 'Healthcare' },
  { id: 'hospitality', name: 'Hospitality' },
  { id: 'trading-and-commerce', name: 'Trading and Commerce' },
];

describe('productFilterOptions (all, each industry, Trading)', () => {
  it('puts All first and labels trading-and-commerce "Trading"', () => {
    expect(productFilterOptions(industries, en)).toEqual([
      { id: 'all', label: 'All' },
      { id: 'healthcare', label: 'Healthcare' },
      { id: 'hospitality', label: 'Hospitality' },
      { id: 'trading-and-commerce', label: 'Trading' },
    ]);
  });
});

describe('filterIntro', () => {
  it("says 'Check out our work.' with 'View all products' leading down to the list of packages for all", () => {
    expect(filterIntro({ id: ALL_PRODUCTS, label: 'All' }, en)).toEqual({
      text: 'Check out our work.',
      linkLabel: 'View all products',
      href: '/products#package-list',
    });
  });

  it("says 'Curious about how it works?' with the industry's page for an industry", () => {
    const intro = filterIntro({ id: 'hospitality', label: 'Hospitality' }, en);
    expect(intro.text).toBe('Curious about how it works?');
    expect(intro.href).toBe('/products/hospitality');
    expect(intro.linkLabel).toContain('Hospitality');
  });
});

describe('isGroupShown', () => {
  it('shows every group for all and only the chosen one otherwise', () => {
    expect(isGroupShown('all', 'healthcare')).toBe(true);
    expect(isGroupShown('healthcare', 'healthcare')).toBe(true);
    expect(isGroupShown('healthcare', 'hospitality')).toBe(false);
  });
});

describe('filterAnchor (the filter as links before scripts run)', () => {
  it('links All to the packages section and an industry to its group', () => {
    expect(filterAnchor({ id: ALL_PRODUCTS, label: 'All' })).toBe('#products');
    expect(filterAnchor({ id: 'hospitality', label: 'Hospitality' })).toBe(`#${productGroupId('hospitality')}`);
    expect(productGroupId('trading-and-commerce')).toBe('products-trading-and-commerce');
  });
});
