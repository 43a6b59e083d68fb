/**
 * Content schemas reject broken entries with messages naming the field.
 * The build runs these same schemas (src/content.config.ts), and Astro prefixes the entry.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ZodError } from 'astro/zod';
import { moduleSchema } from '../../src/schemas/module';
import { pricingSchema } from '../../src/schemas/pricing';
import { customerSchema } from '../../src/schemas/people';
import { homeSchema, supportPageSchema } from '../../src/schemas/site';
import { readEntry } from './support/content';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../fixtures/content/${name}`, import.meta.url), 'utf8'));

/** Flattens a ZodError into "path: message" lines, the way an editor reads them. */
const issues = (error: ZodError | undefined) =>
  (error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('module schema', () => {
  it('accepts a complete module and gives the pages the tags and the feature tree they read', () => {
    const result = moduleSchema.safeParse(fixture('module-valid.json'));
    expect(result.success).toBe(true);
    expect(result.data?.industries).toEqual(['healthcare/hospital#1', 'hospitality/restaurant']);
    expect(result.data?.features).toEqual({ Invoices: { Cash: {}, Credit: {} } });
  });

  it('keeps the order of the features as listed, and refuses a feature listed twice under one parent', () => {
    const features = [{ name: 'Zeta', children: [{ name: 'B' }, { name: 'A' }] }, { name: 'Alpha' }];
    const ok = moduleSchema.parse({ ...(fixture('module-valid.json') as object), features });
    expect(Object.keys(ok.features)).toEqual(['Zeta', 'Alpha']);
    expect(Object.keys(ok.features['Zeta']!)).toEqual(['B', 'A']);
    const twice = moduleSchema.safeParse({
      ...(fixture('module-valid.json') as object),
      features: [{ name: 'Cash', children: [{ name: 'Card' }, { name: 'Card' }] }],
    });
    expect(issues(twice.error)).toEqual(['features.0.children.1.name: "Card" is listed twice under the same parent']);
  });

  it('names the missing title', () => {
    const result = moduleSchema.safeParse(fixture('module-missing-title.json'));
    expect(result.success).toBe(false);
    expect(issues(result.error)).toContain('title: Required');
  });

  it('names the tag with an unknown sub-industry and lists the known ones', () => {
    const result = moduleSchema.safeParse(fixture('module-unknown-sub-industry.json'));
    expect(result.success).toBe(false);
    const lines = issues(result.error);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^industries\.1\.subIndustry: unknown sub-industry "healthcare\/dentist"; known: healthcare\/hospital, .*hospitality\/restaurant$/,
    );
  });

  it('rejects a screenshot whose file does not exist under public/', () => {
    const result = moduleSchema.safeParse({
      ...(fixture('module-valid.json') as object),
      screenshots: ['/images/modules/no-such-file.svg'],
    });
    expect(issues(result.error)).toEqual(['screenshots.0: file not found: public/images/modules/no-such-file.svg']);
  });
});

describe('pricing schema', () => {
  it('names a cardFeatures tier that does not exist', () => {
    const result = pricingSchema.safeParse(fixture('pricing-unknown-tier.json'));
    expect(result.success).toBe(false);
    expect(issues(result.error)).toEqual([
      'cardFeatures.1.tier: "Premium" is not a tier of this record; tiers: Free, Basic, Standard, Custom',
    ]);
  });

  it('rejects malformed price text', () => {
    const record = fixture('pricing-unknown-tier.json') as {
      pricingTiers: { price: string }[];
      cardFeatures: unknown[];
    };
    record.cardFeatures = [];
    record.pricingTiers[1]!.price = 'NPR 2,500';
    expect(issues(pricingSchema.safeParse(record).error)).toEqual([
      'pricingTiers.1.price: price must be "Rs." followed by digits (e.g. "Rs.4500") or "Custom"',
    ]);
  });

  it('names a tier that is not Free, Basic, Standard, Custom in that order', () => {
    const record = fixture('pricing-unknown-tier.json') as {
      pricingTiers: { name: string }[];
      cardFeatures: unknown[];
      comparison: { comparisonOrder: string[] };
    };
    record.cardFeatures = [];
    record.pricingTiers[0]!.name = 'Starter';
    record.pricingTiers[3]!.name = 'Enterprise';
    record.comparison.comparisonOrder = ['Starter', 'Basic', 'Standard', 'Enterprise'];
    expect(issues(pricingSchema.safeParse(record).error)).toEqual([
      'pricingTiers.0: tier 1 must be "name": "Free", "plan": "free" (tiers are Free, Basic, Standard, Custom in this order)',
      'pricingTiers.3: tier 4 must be "name": "Custom", "plan": "custom" (tiers are Free, Basic, Standard, Custom in this order)',
    ]);
  });

  it('requires exactly one recommended tier', () => {
    const record = fixture('pricing-unknown-tier.json') as {
      pricingTiers: { recommended?: boolean }[];
      cardFeatures: unknown[];
    };
    record.cardFeatures = [];
    record.pricingTiers[0]!.recommended = true;
    expect(issues(pricingSchema.safeParse(record).error)).toEqual([
      'pricingTiers: exactly one tier must be "recommended": true (found 2)',
    ]);
  });

  it('rejects a comparison row whose values do not match the tiers', () => {
    const record = fixture('pricing-unknown-tier.json') as {
      cardFeatures: unknown[];
      comparison: { comparisonFeatures: { children: { data: unknown[] }[] }[] };
    };
    record.cardFeatures = [];
    record.comparison.comparisonFeatures[0]!.children[0]!.data = ['yes', 'no'];
    expect(issues(pricingSchema.safeParse(record).error)).toEqual([
      'comparison.comparisonFeatures.0.children.0.data: row "Users" has 2 values; comparisonOrder has 4 tiers',
    ]);
  });
});

describe('pricing comparison cells', () => {
  it('reads yes as a tick, no as a dash and keeps text with its tooltip', () => {
    const record = fixture('pricing-unknown-tier.json') as {
      cardFeatures: unknown[];
      comparison: { comparisonFeatures: { children: { data: unknown[] }[] }[] };
    };
    record.cardFeatures = [{ tier: 'Basic', features: ['Five users'] }];
    record.comparison.comparisonFeatures[0]!.children[0]!.data = [
      'yes',
      'no',
      '5 users##Add more at Rs.500',
      'Unlimited',
    ];
    const parsed = pricingSchema.parse(record);
    expect(parsed.cardFeatures).toEqual({ Basic: ['Five users'] });
    expect(parsed.comparison.comparisonFeatures[0]!.children![0]!.data).toEqual([
      true,
      false,
      '5 users##Add more at Rs.500',
      'Unlimited',
    ]);
  });

  it('refuses a tier given two card feature lists', () => {
    const record = fixture('pricing-unknown-tier.json') as { cardFeatures: unknown[] };
    record.cardFeatures = [
      { tier: 'Basic', features: ['One'] },
      { tier: 'Basic', features: ['Two'] },
    ];
    expect(issues(pricingSchema.safeParse(record).error)).toContain(
      'cardFeatures.1.tier: tier "Basic" is listed twice',
    );
  });
});

describe('customer schema', () => {
  /** A complete customer record that differs only in its sub-industry list. */
  const customerIn = (industry: string[]) => ({ name: 'Fixture Traders', order: 1, industry, location: 'Patan' });

  it('rejects an unknown sub-industry and names its position in the list', () => {
    const result = customerSchema.safeParse(customerIn(['healthcare/clinic', 'helthcare/lab']));
    expect(issues(result.error)).toEqual([
      'industry.1: unknown sub-industry "helthcare/lab"; known: healthcare/hospital, healthcare/clinic, healthcare/lab, healthcare/dental, healthcare/pharmacy, healthcare/physio-therapy, hospitality/restaurant, healthcare/other, hospitality/other',
    ]);
  });

  it('joins the chosen sub-industries into the text the customer pages read', () => {
    const result = customerSchema.parse(customerIn(['healthcare/clinic', 'hospitality/restaurant']));
    expect(result.industry).toBe('healthcare/clinic, hospitality/restaurant');
  });
});

describe('the site content holds the counts and headings the pages are designed for', () => {
  const content = (name: string) =>
    readEntry<Record<string, Record<string, unknown[] & Record<string, unknown>>>>(name);
  const home = content('home.json');
  const support = content('support-page.json');
  const site = content('site.json');

  it.each([
    ['home slideshow slides', home.slideshow?.slides, 7],
    ['home "why choose us" cards', home.whyChooseUs?.items, 5],
    ['home implementation steps', home.implementation?.steps, 4],
    ['footer highlights', site.footer?.highlights, 3],
    ['support feature cards', support.features?.items, 6],
    ['support services', support.services?.items, 6],
  ])('%s: %i', (_name, list, count) => {
    expect(list).toHaveLength(count);
  });

  it('the support page is headed "Custom Support for You"', () => {
    expect(support.hero?.title).toBe('Custom Support for You');
  });

  it('a layout count is content, not schema: the schemas accept another number of slides and another heading', () => {
    const slides = (home.slideshow?.slides ?? []) as unknown[];
    const shorter = { ...home, slideshow: { ...home.slideshow, slides: slides.slice(0, 6) } };
    expect(homeSchema.safeParse(shorter).success).toBe(true);
    expect(homeSchema.safeParse({ ...home, slideshow: { ...home.slideshow, slides: [] } }).success).toBe(false);
    const renamed = { ...support, hero: { ...support.hero, title: 'Support that fits your team' } };
    expect(supportPageSchema.safeParse(renamed).success).toBe(true);
  });
});
