/**
 * How a screen reader names a comparison cell: by the headings' `scope` (tier columns, the top-level
 * category over its row group, the row's own heading), per the HTML table model.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ComparisonTableMarkup from '../../src/islands/pricing/ComparisonTableMarkup';
import { buildComparison } from '../../src/lib/comparison';
import { pricingText } from '../../src/i18n/islandWords';
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
const text = pricingText('en');
const { columns, rows } = buildComparison(
  {
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
  },
  text,
);
const document = parseHtml(
  renderToStaticMarkup(
    createElement(ComparisonTableMarkup, { columns, rows, productName: 'Test ERP', idPrefix: 't', text }),
  ),
);
const bodies = elementsOf(document, 'tbody');
const bodyRows = bodies.flatMap((body) => elementsOf(body, 'tr'));
const rowNamed = (name: string) => bodyRows.find((tr) => textOf(elementsOf(tr, 'th')[0]!).startsWith(name))!;

describe('comparison table headings', () => {
  it('heads every tier column with a col-scoped heading', () => {
    const heads = elementsOf(document, 'thead').flatMap((head) => elementsOf(head, 'th'));
    expect(heads.map((th) => [textOf(elementsOf(th, 'span')[0] ?? th), th.attribs.scope])).toEqual([
      ['Features', 'col'],
      ['Free', 'col'],
      ['Basic', 'col'],
      ['Standard', 'col'],
      ['Custom', 'col'],
    ]);
  });

  it('heads each row group with its top-level category, and every other row with its own heading', () => {
    expect(bodies.map((body) => elementsOf(body, 'th').map((th) => [textOf(th), th.attribs.scope]))).toEqual([
      [
        ['Package Services', 'rowgroup'],
        ...elementsOf(bodies[0]!, 'th')
          .slice(1)
          .map((th) => [textOf(th), 'row']),
      ],
      [
        ['Core Features', 'rowgroup'],
        ['Users & Branches', 'row'],
        ['Staff user accounts', 'row'],
        ['Patient registration', 'row'],
      ],
    ]);
  });

  it("puts a value cell in its row's heading row, one per tier, with no headers list to contradict the scopes", () => {
    expect(elementsOf(rowNamed('Staff user accounts'), 'td').map(textOf)).toEqual(['1', '10', '40', 'Unlimited']);
    expect(elementsOf(document, 'td').filter((td) => td.attribs.headers !== undefined)).toEqual([]);
  });
});
