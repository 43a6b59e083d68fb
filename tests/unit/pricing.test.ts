/**
 * Price maths, rupee formatting, card feature collapse, CTA links, the /pricing query, the injected
 * Package Services block and the comparison table's rows and expansion (docs/pricing.md).
 */
import { describe, expect, it } from 'vitest';
import { PLAN_NAMES, PRICING_PLANS, priceText, pricingSchema, type ComparisonNode } from '../../src/schemas/pricing';
import { PRICING_OPTIONS } from '../../src/lib/forms/options';
import { BILLING_CYCLES } from '../../src/lib/billingCycle';
import {
  collapseFeatures,
  ctaHref,
  cyclePrice,
  featureToggleLabel,
  formatRupees,
  lowestPaidPrice,
  parsePrice,
  planCards,
  priceWordText,
  pricingPlansOf,
  productFromQuery,
  queryWithProduct,
} from '../../src/lib/pricing';
import {
  buildComparison,
  flattenComparison,
  parseCell,
  withPackageServices,
  type ComparisonRow,
} from '../../src/lib/comparison';
import { isRowVisible, toggleCategory } from '../../src/lib/comparisonState';
import { $billingCycle, chooseBillingCycle, resetBillingCycle } from '../../src/stores/billingCycle';
import { PRODUCT_KEYS } from './support/products';
import { readEntry } from './support/content';
import { pricingText } from '../../src/i18n/islandWords';

/** The plans' words as an English page passes them. */
const en = pricingText('en');
import { NE_FORM_TEXT } from '../../src/i18n/ne/forms';
import { overlay } from '../../src/data/translations';

const record = (path: string) => pricingSchema.parse(readEntry(`pricing/${path}.json`));

describe('cyclePrice', () => {
  it.each([
    [
      'shows the monthly price with /month and nothing struck through',
      'Rs.4500',
      'monthly',
      { rupees: 4500, text: 'Rs. 4,500', suffix: '/month', wasRupees: null, wasText: null },
    ],
    [
      'bills semi-annual as price × 6 × 0.95 with the undiscounted price × 6 struck through',
      'Rs.4500',
      'semi-annual',
      { rupees: 25650, text: 'Rs. 25,650', suffix: '/6 months', wasRupees: 27000, wasText: 'Rs. 27,000' },
    ],
    [
      'bills annual as price × 12 × 0.85 with the undiscounted price × 12 struck through',
      'Rs.24500',
      'annual',
      { rupees: 249900, text: 'Rs. 2,49,900', suffix: '/year', wasRupees: 294000, wasText: 'Rs. 2,94,000' },
    ],
  ] as const)('%s', (_title, price, cycle, expected) => {
    expect(cyclePrice(price, cycle, en)).toEqual({ kind: 'amount', ...expected });
  });

  it('rounds a half rupee up (2995 × 6 × 0.95 = 17071.5; 1995 × 6 × 0.95 = 11371.5)', () => {
    expect(cyclePrice('Rs.2995', 'semi-annual', en)).toMatchObject({
      rupees: 17072,
      text: 'Rs. 17,072',
      wasText: 'Rs. 17,970',
    });
    expect(cyclePrice('Rs.1995', 'semi-annual', en)).toMatchObject({
      rupees: 11372,
      text: 'Rs. 11,372',
      wasText: 'Rs. 11,970',
    });
  });

  it('rounds a fraction below a half down (2800 × 12 × 0.85 = 28560; 2995 × 12 × 0.85 = 30549; 1999 × 6 × 0.95 = 11394.3)', () => {
    expect(cyclePrice('Rs.2800', 'annual', en)).toMatchObject({ rupees: 28560 });
    expect(cyclePrice('Rs.2995', 'annual', en)).toMatchObject({ rupees: 30549 });
    expect(cyclePrice('Rs.1999', 'semi-annual', en)).toMatchObject({ rupees: 11394 });
  });

  it('shows a free tier as Rs. 0 in every cycle, with no struck-through price', () => {
    for (const cycle of BILLING_CYCLES) {
      expect(cyclePrice('Rs.0', cycle, en)).toMatchObject({ kind: 'amount', rupees: 0, text: 'Rs. 0', wasText: null });
    }
  });

  it('shows Custom as a word in every cycle, without maths', () => {
    for (const cycle of BILLING_CYCLES) {
      expect(cyclePrice('Custom', cycle, en)).toEqual({ kind: 'word', text: 'Custom' });
    }
  });
});

describe('formatRupees', () => {
  it('groups the way Nepal writes rupees (lakh, crore)', () => {
    expect(formatRupees(0)).toBe('Rs. 0');
    expect(formatRupees(999)).toBe('Rs. 999');
    expect(formatRupees(4500)).toBe('Rs. 4,500');
    expect(formatRupees(123456)).toBe('Rs. 1,23,456');
    expect(formatRupees(12345678)).toBe('Rs. 1,23,45,678');
  });

  it('rounds to whole rupees, half up', () => {
    expect(formatRupees(17071.5)).toBe('Rs. 17,072');
    expect(formatRupees(17071.49)).toBe('Rs. 17,071');
  });

  it('writes रु. and Devanagari digits on a Nepali page, with the same lakh grouping', () => {
    expect(formatRupees(3500, 'ne')).toBe('रु. ३,५००');
    expect(formatRupees(123456, 'ne')).toBe('रु. १,२३,४५६');
  });
});

describe('malformed price text', () => {
  it.each(['Rs 4500', 'Rs.4,500', 'Rs.4500.50', '4500', 'NPR 4500', 'Rs.', 'custom', 'Customize', 'Free', ''])(
    'the content schema rejects %j',
    (text) => {
      expect(priceText.safeParse(text).success).toBe(false);
    },
  );

  it.each(['Rs.0', 'Rs.4500', 'Custom'])('the content schema accepts %j', (text) => {
    expect(priceText.safeParse(text).success).toBe(true);
  });

  it('parsePrice refuses it too, naming the text', () => {
    expect(() => parsePrice('Rs 4500')).toThrow('price "Rs 4500" is not "Rs.{number}" or "Custom"');
  });
});

describe('card features', () => {
  const features = (count: number) => Array.from({ length: count }, (_, index) => `Feature ${index + 1}`);

  it('collapses a list to 7, the rest behind "Show {n} more"', () => {
    const { shown, more } = collapseFeatures(features(11));
    expect(shown).toEqual(features(7));
    expect(more).toEqual(['Feature 8', 'Feature 9', 'Feature 10', 'Feature 11']);
    expect(featureToggleLabel(more.length, false, en)).toBe('Show 4 more');
    expect(featureToggleLabel(more.length, true, en)).toBe('Show less');
  });

  it('hides nothing at 7 or fewer', () => {
    expect(collapseFeatures(features(7)).more).toEqual([]);
    expect(collapseFeatures(features(5))).toEqual({ shown: features(5), more: [] });
    expect(collapseFeatures(features(8)).more).toHaveLength(1);
  });

  it('counts the hospital cards: Free 5, Basic 7, Standard 11 (4 more), Custom 8 (1 more)', () => {
    const cards = planCards(record('healthcare/hospital'), { industry: 'healthcare', subIndustry: 'hospital' }, en);
    expect(cards.map((card) => [card.name, collapseFeatures(card.features).more.length])).toEqual([
      ['Free', 0],
      ['Basic', 0],
      ['Standard', 4],
      ['Custom', 1],
    ]);
  });
});

describe('plan names', () => {
  it('the demo form offers the plans under the names the cards and the table use', () => {
    expect(PRICING_OPTIONS.map((option) => option.label)).toEqual(['Free', 'Basic', 'Standard', 'Custom']);
    expect(PRICING_OPTIONS.map((option) => option.value)).toEqual([...PRICING_PLANS]);
    expect(PRICING_PLANS.map((plan) => PLAN_NAMES[plan])).toEqual(['Free', 'Basic', 'Standard', 'Custom']);
  });

  it('every product names its cards Free, Basic, Standard, Custom and prices the last as "Custom"', () => {
    for (const key of PRODUCT_KEYS) {
      const pricing = record(key);
      expect(
        pricing.pricingTiers.map((tier) => tier.name),
        key,
      ).toEqual(['Free', 'Basic', 'Standard', 'Custom']);
      expect(pricing.comparison.comparisonOrder, key).toEqual(['Free', 'Basic', 'Standard', 'Custom']);
      expect(pricing.pricingTiers[3]!.price, key).toBe('Custom');
    }
  });
});

describe('plan cards and CTA links', () => {
  it('sends every CTA to /request-demo with industry, subIndustry and the tier’s plan', () => {
    const cards = planCards(record('healthcare/dental'), { industry: 'healthcare', subIndustry: 'dental' }, en);
    expect(cards.map((card) => card.ctaHref)).toEqual(
      ['free', 'basic', 'standard', 'custom'].map(
        (plan) => `/request-demo?industry=healthcare&subIndustry=dental&pricing=${plan}`,
      ),
    );
    expect(cards.filter((card) => card.recommended)).toHaveLength(1);
  });

  it('keeps a query and hash already on the link, and leaves other links alone', () => {
    const context = { industry: 'hospitality', subIndustry: 'restaurant', pricing: 'basic' };
    expect(ctaHref('/request-demo?country=nepal#form', context)).toBe(
      '/request-demo?country=nepal&industry=hospitality&subIndustry=restaurant&pricing=basic#form',
    );
    expect(ctaHref('/request-demo?pricing=free', context)).toBe(
      '/request-demo?pricing=basic&industry=hospitality&subIndustry=restaurant',
    );
    expect(ctaHref('/contact-us', context)).toBe('/contact-us');
  });

  it('finds the lowest paid monthly price', () => {
    expect(lowestPaidPrice(['Rs.0', 'Rs.2995', 'Rs.5500', 'Custom'])).toBe(2995);
    expect(lowestPaidPrice(['Rs.0', 'Custom'])).toBeNull();
  });
});

describe('one product’s plans', () => {
  it('are its plan cards and its comparison table, from one record', () => {
    const where = { industry: 'healthcare', subIndustry: 'lab' };
    const plans = pricingPlansOf(record('healthcare/lab'), where, en);
    expect(plans.tiers).toEqual(planCards(record('healthcare/lab'), where, en));
    expect(plans.comparison).toEqual(buildComparison(record('healthcare/lab'), en));
  });

  it('reads the Custom price word as a quote, not as the tier’s name again', () => {
    expect(priceWordText('Custom', en)).toBe('Tailored quote');
  });
});

describe('/pricing product query', () => {
  const keys = ['healthcare/hospital', 'healthcare/dental', 'hospitality/restaurant'];

  it('reads ?product= and ?industry=&subIndustry=, falling back to the default', () => {
    expect(productFromQuery('?product=healthcare/dental', keys, 'healthcare/hospital')).toBe('healthcare/dental');
    expect(productFromQuery('?product=healthcare%2Fdental', keys, 'healthcare/hospital')).toBe('healthcare/dental');
    expect(productFromQuery('?industry=Hospitality&subIndustry=restaurant', keys, 'healthcare/hospital')).toBe(
      'hospitality/restaurant',
    );
    expect(productFromQuery('?product=healthcare/vet', keys, 'healthcare/hospital')).toBe('healthcare/hospital');
    expect(productFromQuery('?industry=healthcare', keys, 'healthcare/hospital')).toBe('healthcare/hospital');
    expect(productFromQuery('', keys, 'healthcare/hospital')).toBe('healthcare/hospital');
  });

  it('writes ?product=, replacing industry and subIndustry and keeping other parameters', () => {
    expect(queryWithProduct('', 'healthcare/dental')).toBe('?product=healthcare/dental');
    expect(queryWithProduct('?industry=healthcare&subIndustry=lab&ref=mail', 'healthcare/dental')).toBe(
      '?ref=mail&product=healthcare/dental',
    );
  });
});

describe('billing cycle store', () => {
  it('starts monthly, takes a cycle id and ignores anything else', () => {
    resetBillingCycle();
    expect($billingCycle.get()).toBe('monthly');
    chooseBillingCycle('annual');
    expect($billingCycle.get()).toBe('annual');
    chooseBillingCycle('weekly');
    expect($billingCycle.get()).toBe('annual');
    resetBillingCycle();
  });
});

describe('withPackageServices', () => {
  const plans = ['free', 'basic', 'standard', 'custom'] as const;
  const features: ComparisonNode[] = [
    { name: 'Core Features', children: [{ name: 'Users', data: ['1', '5', '20', 'Unlimited'] }] },
    { name: 'Support', children: [{ name: 'Email', data: [true, true, true, true] }] },
  ];

  it('inserts Package Services before Core Features with its fixed values per tier', () => {
    const result = withPackageServices(features, plans, en.packageServices);
    expect(result.map((node) => node.name)).toEqual(['Package Services', 'Core Features', 'Support']);
    expect(result[0]).toEqual({
      name: 'Package Services',
      children: [
        { name: 'Video Tutorial', data: [true, true, true, true] },
        { name: 'Installation', data: [true, true, true, true] },
        { name: 'Cloud Hosting', data: [true, true, true, true] },
        {
          name: 'On-site Training',
          tooltip: 'Outside Kathmandu valley, transport, meals and accommodation are charged extra.',
          data: [false, 'Extra Cost', true, true],
        },
        { name: 'On-Site Support', data: [false, false, 'Extra Cost', 'Extra Cost'] },
        { name: 'On-Call Support', data: [false, true, true, true] },
      ],
    });
  });

  it('goes before Core Features wherever it is, or first when there is none', () => {
    const reordered = [features[1]!, features[0]!];
    expect(withPackageServices(reordered, plans, en.packageServices).map((node) => node.name)).toEqual([
      'Support',
      'Package Services',
      'Core Features',
    ]);
    expect(withPackageServices([features[1]!], plans, en.packageServices).map((node) => node.name)).toEqual([
      'Package Services',
      'Support',
    ]);
  });

  it('follows the columns’ plans, leaves its input alone and injects only once', () => {
    const copy = structuredClone(features);
    const result = withPackageServices(features, ['standard', 'free'], en.packageServices);
    expect(result[0]?.children?.find((row) => row.name === 'On-site Training')?.data).toEqual([true, false]);
    expect(features).toEqual(copy);
    expect(withPackageServices(result, plans, en.packageServices)).toEqual(result);
  });

  it('is in every real record’s table, first, with one value per column', () => {
    for (const key of PRODUCT_KEYS) {
      const { columns, rows } = buildComparison(record(key), en);
      expect(rows[0]).toMatchObject({ kind: 'category', level: 1, name: 'Package Services' });
      expect(rows[7]).toMatchObject({ kind: 'category', level: 1, name: 'Core Features' });
      for (const row of rows) if (row.kind === 'leaf') expect(row.cells).toHaveLength(columns.length);
    }
  });
});

describe('comparison cells', () => {
  it('reads true, false, text and value##tooltip', () => {
    expect(parseCell(true)).toEqual({ kind: 'yes' });
    expect(parseCell(false)).toEqual({ kind: 'no' });
    expect(parseCell('Extra Cost')).toEqual({ kind: 'text', text: 'Extra Cost' });
    expect(parseCell('10 users##Add more users at Rs.800 per user per month')).toEqual({
      kind: 'text',
      text: '10 users',
      tooltip: 'Add more users at Rs.800 per user per month',
    });
    expect(parseCell('Daily##')).toEqual({ kind: 'text', text: 'Daily' });
  });
});

describe('comparison rows and expansion', () => {
  const tree: ComparisonNode[] = [
    {
      name: 'Core Features',
      children: [
        {
          name: 'Users',
          children: [
            { name: 'Accounts', data: [true] },
            { name: 'Roles', children: [{ name: 'Admin', data: [true] }] },
          ],
        },
        { name: 'Reports', children: [{ name: 'Daily', data: [false] }] },
        { name: 'Storage', data: ['2 GB'] },
      ],
    },
    { name: 'Support', children: [{ name: 'Channels', children: [{ name: 'Email', data: [true] }] }] },
  ];
  const rows = flattenComparison(tree);
  const row = (name: string) => rows.find((candidate) => candidate.name === name) as ComparisonRow;
  const visible = (open: Record<number, string>) =>
    rows.filter((candidate) => isRowVisible(open, candidate)).map((candidate) => candidate.name);

  it('flattens depth first with levels, keys and the collapsible parents of each row', () => {
    expect(rows.map((candidate) => `${candidate.key} ${candidate.level} ${candidate.name}`)).toEqual([
      '0 1 Core Features',
      '0.0 2 Users',
      '0.0.0 3 Accounts',
      '0.0.1 3 Roles',
      '0.0.1.0 4 Admin',
      '0.1 2 Reports',
      '0.1.0 3 Daily',
      '0.2 2 Storage',
      '1 1 Support',
      '1.0 2 Channels',
      '1.0.0 3 Email',
    ]);
    expect(row('Admin').parents).toEqual(['0.0', '0.0.1']);
    expect(row('Storage').parents).toEqual([]);
    expect(row('Users')).toMatchObject({ kind: 'category', childKeys: ['0.0.0', '0.0.1'] });
  });

  it('shows level 1 and its direct rows while everything deeper is closed', () => {
    expect(visible({})).toEqual(['Core Features', 'Users', 'Reports', 'Storage', 'Support', 'Channels']);
  });

  it('opens one category per level: opening a sibling or cousin closes the open one and everything below it', () => {
    let open = toggleCategory({}, 2, '0.0');
    expect(visible(open)).toEqual([
      'Core Features',
      'Users',
      'Accounts',
      'Roles',
      'Reports',
      'Storage',
      'Support',
      'Channels',
    ]);
    open = toggleCategory(open, 3, '0.0.1');
    expect(visible(open)).toContain('Admin');
    open = toggleCategory(open, 2, '0.1');
    expect(open).toEqual({ 2: '0.1' });
    expect(visible(open)).toEqual(['Core Features', 'Users', 'Reports', 'Daily', 'Storage', 'Support', 'Channels']);
    open = toggleCategory(open, 2, '1.0');
    expect(visible(open)).toEqual(['Core Features', 'Users', 'Reports', 'Storage', 'Support', 'Channels', 'Email']);
  });

  it('closes the open category when it is clicked again', () => {
    const open = toggleCategory(toggleCategory({}, 2, '0.0'), 2, '0.0');
    expect(open).toEqual({});
  });
});

describe('plans in Nepali', () => {
  const ne = pricingText('ne');
  /** A product's record in Nepali, as the build makes it: the twin's texts laid over the English file. */
  const nepaliRecord = (key: string) => {
    const read = (locale: 'en' | 'ne') => readEntry<unknown>(`pricing/${key}.json`, locale);
    return pricingSchema.parse(overlay(read('en'), read('ne'), `pricing/${key}.ne.json`));
  };

  it('writes prices in रु. with Devanagari digits and Nepali suffixes, and the cycle names and savings in Nepali', () => {
    expect(cyclePrice('Rs.2995', 'semi-annual', ne)).toMatchObject({
      text: 'रु. १७,०७२',
      suffix: '/६ महिना',
      wasText: 'रु. १७,९७०',
    });
    expect(cyclePrice('Rs.24500', 'annual', ne)).toMatchObject({ text: 'रु. २,४९,९००', suffix: '/वर्ष' });
    expect(priceWordText('Custom', ne)).toBe('मूल्य प्रस्ताव');
    expect(featureToggleLabel(4, false, ne)).toBe('थप ४ हेर्नुहोस्');
    expect(featureToggleLabel(4, true, ne)).toBe('कम देखाउनुहोस्');
  });

  it('names the plans as the Nepali demo form does, and their buttons lead to the Nepali demo form', () => {
    const where = { industry: 'healthcare', subIndustry: 'hospital' };
    const record = nepaliRecord('healthcare/hospital');
    const tiers = record.pricingTiers.map((tier) => ({ ...tier, ctaLink: '/ne/request-demo' }));
    const cards = planCards({ ...record, pricingTiers: tiers }, where, ne);
    expect(cards.map((card) => card.name)).toEqual(['निःशुल्क', 'बेसिक', 'स्ट्यान्डर्ड', 'कस्टम']);
    expect(cards.map((card) => card.name)).toEqual(PRICING_PLANS.map((plan) => NE_FORM_TEXT[PLAN_NAMES[plan]]));
    expect(cards[2]?.ctaHref).toBe('/ne/request-demo?industry=healthcare&subIndustry=hospital&pricing=standard');
    expect(cards[2]?.features[0]).toBe('४० कर्मचारी प्रयोगकर्ता, ३ शाखासम्म');
  });

  it('puts Package Services, in Nepali, before Core Features in every product’s table', () => {
    for (const key of PRODUCT_KEYS) {
      const english = buildComparison(record(key), en);
      const { columns, rows } = buildComparison(nepaliRecord(key), ne);
      expect(
        columns.map((column) => column.name),
        key,
      ).toEqual(['निःशुल्क', 'बेसिक', 'स्ट्यान्डर्ड', 'कस्टम']);
      expect(
        rows.map((row) => row.key),
        key,
      ).toEqual(english.rows.map((row) => row.key));
      expect(rows[0], key).toMatchObject({ name: 'प्याकेजमा पाइने सेवा' });
      expect(rows[7], key).toMatchObject({ name: 'मुख्य सुविधा' });
      expect(
        rows.find((row) => row.name === 'तपाईंकै ठाउँमा तालिम'),
        key,
      ).toMatchObject({
        cells: [{ kind: 'no' }, { kind: 'text', text: 'थप शुल्क' }, { kind: 'yes' }, { kind: 'yes' }],
      });
    }
  });
});
