/**
 * The comparison table's headings are multi-level (tier columns, top-level row groups, nested
 * categories, rows), so scope alone is ambiguous to assistive technology and to checkers such as
 * pa11y: every value cell names its headings explicitly with `headers`.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ComparisonTableMarkup from '../../src/islands/pricing/ComparisonTableMarkup';
import { buildComparison } from '../../src/lib/comparison';
import { elementsOf, parseHtml, textOf } from '../../src/integrations/builtPages.mjs';

const tier = (name: string, plan: 'free' | 'basic' | 'standard' | 'custom', price: string) => ({
  name,
  plan,
  price,
  description: 'A plan for the test.',
  cta: 'Go',
  ctaLink: '/request-demo',
  ctaVariant: 'outline' as const,
  recommended: plan === 'standard',
});
const { columns, rows } = buildComparison({
  pricingTiers: [
    tier('Free', 'free', 'Rs.0'),
    tier('Basic', 'basic', 'Rs.100'),
    tier('Standard', 'standard', 'Rs.200'),
    tier('Custom', 'custom', 'Custom'),
  ],
  comparison: {
    comparisonOrder: ['Free', 'Basic', 'Standard', 'Custom'],
    comparisonFeatures: [
      {
        name: 'Core Features',
        children: [
          {
            name: 'Users & Branches',
            children: [{ name: 'Staff user accounts', data: ['1', '10', '40', 'Unlimited'] }],
          },
          { name: 'Patient registration', data: [true, true, true, true] },
        ],
      },
    ],
  },
});
const document = parseHtml(
  renderToStaticMarkup(createElement(ComparisonTableMarkup, { columns, rows, productName: 'Test ERP', idPrefix: 't' })),
);
const headingIds = new Set(elementsOf(document, 'th').map((th) => th.attribs.id));
const columnIds = elementsOf(document, 'thead')
  .flatMap((head) => elementsOf(head, 'th'))
  .map((th) => th.attribs.id ?? '');
const bodyRows = elementsOf(document, 'tbody').flatMap((body) => elementsOf(body, 'tr'));

describe('comparison table headers', () => {
  it('gives every heading an id, and names only headings of the table in each cell', () => {
    expect([...headingIds].every(Boolean)).toBe(true);
    for (const cell of elementsOf(document, 'td')) {
      const names = (cell.attribs.headers ?? '').split(' ').filter(Boolean);
      expect(names.length, textOf(cell)).toBeGreaterThan(0);
      for (const name of names) expect(headingIds.has(name), name).toBe(true);
    }
  });

  it("names a value cell's tier column and its row", () => {
    const row = bodyRows.find((tr) => textOf(elementsOf(tr, 'th')[0]!).startsWith('Staff user accounts'))!;
    const rowHeading = elementsOf(row, 'th')[0]!.attribs.id;
    expect(elementsOf(row, 'td').map((td) => td.attribs.headers)).toEqual(
      columnIds.slice(1).map((column) => `${column} ${rowHeading}`),
    );
  });

  it("names a category row's own heading and every tier column in its spanning cell", () => {
    for (const name of ['Core Features', 'Users & Branches']) {
      const row = bodyRows.find((tr) => textOf(elementsOf(tr, 'th')[0]!).startsWith(name))!;
      const heading = elementsOf(row, 'th')[0]!.attribs.id;
      expect(elementsOf(row, 'td').map((td) => td.attribs.headers)).toEqual([
        [heading, ...columnIds.slice(1)].join(' '),
      ]);
    }
  });
});
