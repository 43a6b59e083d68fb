/**
 * The /support copy and the FAQs against the plan comparison table: wherever a support card or
 * answer names the plans that get a channel, they must be the plans the table ticks for it, so a
 * buyer reading both pages never meets two different promises.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PACKAGE_SERVICE_ROWS } from '../../src/lib/comparison';
import { PLAN_NAMES, PRICING_PLANS, type ComparisonNode } from '../../src/schemas/pricing';
import { readEntry } from './support/content';

const CONTENT = new URL('../../src/content/', import.meta.url);
const readJson = <T>(path: string): T => readEntry<T>(path);

interface SupportCard {
  title: string;
  description: string;
  bullets: string[];
}
const supportPage = readJson<{ features: { subtitle: string; items: SupportCard[] } }>('support-page.json');
const card = (title: string) => {
  const found = supportPage.features.items.find((item) => item.title === title);
  if (!found) throw new Error(`no support card "${title}"`);
  return [found.description, ...found.bullets].join(' ');
};

const pricingFiles = readdirSync(new URL('pricing/', CONTENT), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.en.json'))
  .map((file) => file.replace(/\.en\.json$/, '.json'));
const pricingRecords = pricingFiles.map((file) => ({
  file,
  record: readJson<{ comparison: { comparisonOrder: string[]; comparisonFeatures: ComparisonNode[] } }>(
    `pricing/${file}`,
  ),
}));

/** The leaf row called `name` anywhere in a comparison tree. */
function findRow(nodes: ComparisonNode[], name: string): ComparisonNode | undefined {
  for (const node of nodes) {
    if (node.name === name && node.data) return node;
    const inner = node.children && findRow(node.children, name);
    if (inner) return inner;
  }
  return undefined;
}

/** Plan names a text promises a channel to: "Free", "Basic", "Standard", "Custom" as written (capitalised). */
function plansNamedIn(text: string): string[] {
  return PRICING_PLANS.map((plan) => PLAN_NAMES[plan]).filter((name) => new RegExp(`\\b${name}\\b`).test(text));
}

/** Plans whose value in a row is anything but "not included". */
const plansWith = (values: Record<string, boolean | string>) =>
  PRICING_PLANS.filter((plan) => values[plan] !== false).map((plan) => PLAN_NAMES[plan]);

describe('/support cards agree with the comparison table', () => {
  it('on-site support: the plans the Package Services row gives it, at extra cost', () => {
    const row = PACKAGE_SERVICE_ROWS.find((entry) => entry.name === 'onSiteSupport')!;
    expect(plansNamedIn(card('Onsite Support'))).toEqual(plansWith(row.values));
    expect(plansWith(row.values)).toEqual(['Standard', 'Custom']);
    expect(card('Onsite Support')).toMatch(/charged per visit/);
  });

  it('phone support: the plans with on-call support, never Free', () => {
    const row = PACKAGE_SERVICE_ROWS.find((entry) => entry.name === 'onCallSupport')!;
    expect(plansNamedIn(card('Direct Phone Support'))).toEqual(plansWith(row.values));
    expect(plansNamedIn(card('Direct Phone Support'))).not.toContain('Free');
  });

  it.each([
    ['Remote assistance for urgent issues', 'Remote assistance for urgent issues'],
    ['WhatsApp support group', 'WhatsApp support group'],
  ])('"%s": the plans every product’s table ticks for "%s"', (title, rowName) => {
    for (const { file, record } of pricingRecords) {
      const row = findRow(record.comparison.comparisonFeatures, rowName);
      expect(row, `${file}: row "${rowName}"`).toBeDefined();
      // A cell is written "no" (no tick) or "yes" / a text such as "Extra Cost" (offered).
      const ticked = record.comparison.comparisonOrder.filter((_tier, index) => row!.data![index] !== 'no');
      expect(plansNamedIn(card(title)), file).toEqual(ticked);
    }
  });

  it('e-mail support: the response times of the table, Free included', () => {
    for (const { file, record } of pricingRecords) {
      const times = findRow(record.comparison.comparisonFeatures, 'Response time')!.data as string[];
      expect(times.slice(0, 3), file).toEqual(['2 business days', '1 business day', '4 business hours']);
    }
    expect(card('Email Support')).toMatch(/2 business days on Free, 1 on Basic, 4 business hours on Standard/);
  });

  it('does not promise every plan more than e-mail help and video tutorials', () => {
    expect(supportPage.features.subtitle).not.toMatch(/every plan includes help/i);
    expect(supportPage.features.subtitle).toMatch(/Free included, gets e-mail help and video tutorials/);
  });
});

describe('FAQs agree with the comparison table', () => {
  const support = readJson<{ items: { question: string; answer: string }[] }>('faqs/support.json').items;
  const answer = (question: RegExp) => support.find((item) => question.test(item.question))!.answer;

  it('"Is support included in all plans?" gives Free no phone support and names the plans as the table does', () => {
    const text = answer(/support included in all plans/i);
    expect(text).toMatch(
      /Free plan includes video tutorials, installation, cloud hosting and e-mail help, but no phone support/,
    );
    expect(text).toMatch(/Basic adds on-call support/);
    expect(text).not.toMatch(/enterprise/i);
  });
});
