/**
 * One company story (docs/content.md#one-company-story): a figure the copy repeats must agree with
 * the one place it is stated, so a buyer who reads two pages never meets two different companies.
 * Each rule reads the content files themselves (and the copy written into pages and components),
 * so a change to either side that breaks the agreement fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PLAN_NAMES, PRICING_PLANS, type ComparisonNode } from '../../src/schemas/pricing';
import { readEntry } from './support/content';

const SRC = new URL('../../src/', import.meta.url);
const CONTENT = new URL('content/', SRC);
const readText = (url: URL) => readFileSync(url, 'utf8');
const readJson = <T>(path: string): T => readEntry<T>(path);

/** Every file under `dir` (a folder URL) whose name ends with one of `extensions`, as [relative path, text]. */
function filesUnder(dir: URL, extensions: string[]): [string, string][] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => extensions.some((extension) => file.endsWith(extension)))
    .map((file) => [file, readText(new URL(file, dir))]);
}

/** The words a visitor reads: the content files, the pages and components, and their dictionaries. */
const COPY: [string, string][] = [
  ...filesUnder(CONTENT, ['.json', '.md']).map(([file, text]): [string, string] => [`content/${file}`, text]),
  ...filesUnder(new URL('pages/', SRC), ['.astro']).map(([file, text]): [string, string] => [`pages/${file}`, text]),
  ...filesUnder(new URL('components/', SRC), ['.astro']).map(([file, text]): [string, string] => [
    `components/${file}`,
    text,
  ]),
  ...filesUnder(new URL('i18n/dictionary/', SRC), ['.ts']).map(([file, text]): [string, string] => [
    `i18n/dictionary/${file}`,
    text,
  ]),
];

/** Every match of `pattern` (global) in the copy, with the file it is in. */
function claims(pattern: RegExp): { file: string; match: RegExpExecArray }[] {
  return COPY.flatMap(([file, text]) => [...text.matchAll(pattern)].map((match) => ({ file, match })));
}

interface HomeContent {
  whyChooseUs: { items: { title: string }[] };
  reach: { subtitle: string; counters: { label: string; value: number }[] };
}
const home = readJson<HomeContent>('home.json');

/** The customer count the home page claims ('300+ customers served'): stated once, there. */
const CUSTOMERS = Number(
  /^(\d+)\+ customers served$/.exec(
    home.whyChooseUs.items.map((item) => item.title).find((t) => /customers/.test(t))!,
  )![1],
);

describe('customers and sites', () => {
  it('every other mention of how many customers we have says the same number', () => {
    const found = claims(/\b(?:(\d+)\+ (?:customers|businesses)|more than (\d+) (?:customers|businesses|hospitals))/gi);
    expect(found.length).toBeGreaterThan(3);
    for (const { file, match } of found) expect(Number(match[1] ?? match[2]), `${file}: "${match[0]}"`).toBe(CUSTOMERS);
  });

  it('the reach counters count sites, and say so where they stand', () => {
    const sites = home.reach.counters.reduce((sum, counter) => sum + counter.value, 0);
    // One customer with a hospital, its pharmacy and its lab is one customer and three sites.
    expect(sites).toBeGreaterThan(CUSTOMERS);
    expect(home.reach.subtitle).toMatch(/counts sites, not customers/);
    expect(home.reach.subtitle).toContain(`${CUSTOMERS}+ customers`);
  });

  it('each counter named after a package shows that package’s reach on /industry', () => {
    const reach = (subIndustry: string) =>
      Number.parseInt(readJson<{ reach: string }>(`sub-industries/${subIndustry}.json`).reach, 10);
    const counter = (label: string) => home.reach.counters.find((entry) => entry.label === label)!.value;
    expect(
      Object.fromEntries(
        (
          [
            ['Hospitals', 'healthcare/hospital'],
            ['Clinics', 'healthcare/clinic'],
            ['Labs', 'healthcare/lab'],
            ['Dentals', 'healthcare/dental'],
            ['Pharmacies', 'healthcare/pharmacy'],
            ['Restaurants', 'hospitality/restaurant'],
          ] as const
        ).map(([label, key]) => [label, [counter(label), reach(key)]]),
      ),
    ).toEqual({
      Hospitals: [50, 50],
      Clinics: [250, 250],
      Labs: [50, 50],
      Dentals: [50, 50],
      Pharmacies: [100, 100],
      Restaurants: [10, 10],
    });
  });
});

describe('trading businesses before the trading package is sold', () => {
  const trading = readJson<{ status: string; tagline: string; description: string }>(
    'industries/trading-and-commerce.json',
  );

  it('a Coming Soon industry with a reach counter is explained as an early-access pilot wherever it is shown', () => {
    expect(trading.status).toBe('coming-soon');
    expect(home.reach.counters.map((counter) => counter.label)).toContain('Trading Businesses');
    expect(home.reach.subtitle).toMatch(/Trading businesses are early-access customers piloting/);
    expect(trading.tagline).toMatch(/early-access pilot/);
    expect(trading.description).toMatch(/early-access pilot/);
  });
});

describe('hospital sizes', () => {
  /** Bed counts written "150-bed", "150 beds", "25 to 50 beds", "up to 25 beds", "above 50 beds". */
  const BEDS = /\b(\d+)(?:-bed\b| beds\b)/g;
  const largestInStories = Math.max(
    ...filesUnder(new URL('stories/', CONTENT), ['.md']).flatMap(([, text]) =>
      [...text.matchAll(BEDS)].map((match) => Number(match[1])),
    ),
  );

  it('no copy claims a hospital bigger than the largest one a customer story describes', () => {
    expect(largestInStories).toBe(150);
    const found = claims(BEDS);
    // The industries page writes the size into its hero: the pages' dictionary is read too.
    expect(found.some(({ file }) => file === 'i18n/dictionary/en.ts')).toBe(true);
    for (const { file, match } of found)
      expect(Number(match[1]), `${file}: "${match[0]}"`).toBeLessThanOrEqual(largestInStories);
  });

  it('the hospital plans name bed ranges that follow on from each other', () => {
    const tiers = readJson<{ pricingTiers: { name: string; description: string }[] }>(
      'pricing/healthcare/hospital.json',
    ).pricingTiers;
    const text = (name: string) => tiers.find((tier) => tier.name === name)!.description;
    const basicUpTo = Number(/up to (\d+) beds/.exec(text('Basic'))![1]);
    const [, standardFrom, standardTo] = /(\d+) to (\d+) beds/.exec(text('Standard'))!;
    const customAbove = Number(/above (\d+) beds/.exec(text('Custom'))![1]);
    expect([basicUpTo, Number(standardTo)]).toEqual([Number(standardFrom), customAbove]);
  });
});

const pricingRecords = filesUnder(new URL('pricing/', CONTENT), ['.en.json']).map(([file, text]) => ({
  file,
  record: JSON.parse(text) as {
    cardFeatures: { tier: string; features: string[] }[];
    comparison: { comparisonOrder: string[]; comparisonFeatures: ComparisonNode[] };
  },
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

/** A row's value per tier name, tooltips ('text##tooltip') left out. */
function rowValues(record: (typeof pricingRecords)[number]['record'], name: string): Record<string, string> {
  const row = findRow(record.comparison.comparisonFeatures, name);
  if (!row?.data) throw new Error(`no comparison row "${name}"`);
  return Object.fromEntries(
    record.comparison.comparisonOrder.map((tier, index) => [tier, String(row.data![index]).split('##')[0]!]),
  );
}

describe('plan cards and the comparison table', () => {
  /** The comparison row that counts each unit a plan card may name. */
  const UNIT_ROWS: Record<string, string> = {
    user: 'Staff user accounts',
    branch: 'Branches',
    outlet: 'Outlets',
    lab: 'Labs',
    chair: 'Dental chairs',
  };
  /** "1 user", "15 staff users", "up to 3 branches", "Unlimited users, chairs and clinics" → unit → number or 'Unlimited'. */
  function unitsIn(line: string): Record<string, string> {
    const found: Record<string, string> = {};
    const unlimited = line.startsWith('Unlimited');
    for (const [unit] of Object.entries(UNIT_ROWS)) {
      const plural = unit === 'branch' ? 'branches' : `${unit}s`;
      const counted = new RegExp(`(\\d+) (?:staff )?(?:${unit}|${plural})\\b`).exec(line);
      if (counted) found[unit] = counted[1]!;
      else if (unlimited && new RegExp(`\\b${plural}\\b`).test(line)) found[unit] = 'Unlimited';
    }
    return found;
  }

  it('the users, branches, outlets, labs and chairs a card names are the table’s, tier by tier', () => {
    for (const { file, record } of pricingRecords)
      for (const { tier, features } of record.cardFeatures) {
        const units = unitsIn(features[0]!);
        expect(Object.keys(units), `${file} ${tier}: "${features[0]}"`).toContain('user');
        for (const [unit, count] of Object.entries(units)) {
          const value = rowValues(record, UNIT_ROWS[unit]!)[tier]!;
          expect(value.replace(/^Up to /, '').split(' ')[0], `${file} ${tier} ${unit}`).toBe(count);
        }
      }
  });
});

describe('backups', () => {
  /** 'Daily' or 'Weekly', the way the comparison table writes a backup frequency, for a sentence. */
  const frequency = (text: string) =>
    /\b(?:daily|every day|every night|nightly)\b/i.test(text)
      ? 'Daily'
      : /\b(?:weekly|every week)\b/i.test(text)
        ? 'Weekly'
        : undefined;
  /** The tiers a sentence speaks for: "from the Basic plan up" is Basic and every plan after it. */
  function plansMeant(text: string): string[] {
    const names = PRICING_PLANS.map((plan) => PLAN_NAMES[plan]);
    const upFrom = /from the (\w+) plan up/.exec(text);
    if (upFrom) return names.slice(names.indexOf(upFrom[1] as (typeof names)[number]));
    const named = names.filter((name) => new RegExp(`\\b${name}\\b`).test(text));
    return named.length > 0 ? named : names;
  }
  /** Every sentence of the content that says how often backups are made. */
  const sentences = filesUnder(CONTENT, ['.json', '.md']).flatMap(([file, text]) =>
    text
      .split(/(?<=[.!?])\s+|\n|"\s*[,}\]]/)
      .filter((sentence) => /backup|backed up/i.test(sentence) && frequency(sentence))
      .map((sentence) => ({ file, sentence })),
  );

  it('the footer’s backup claim is the table’s backup row for the lowest plan it names and every plan above', () => {
    const site = readJson<{ footer: { highlights: { description: string }[] } }>('site.json');
    const claim = site.footer.highlights.map((item) => item.description).find((text) => /backed up|backup/.test(text))!;
    expect(frequency(claim)).toBe('Daily');
    for (const { file, record } of pricingRecords) {
      const backups = rowValues(record, 'Backups');
      for (const plan of plansMeant(claim)) expect(backups[plan], `${file} ${plan}`).toMatch(/^Daily/);
    }
  });

  it('every sentence that says how often we back up agrees with the table for the plans it speaks for', () => {
    expect(sentences.length).toBeGreaterThan(2);
    for (const { file, record } of pricingRecords) {
      const backups = rowValues(record, 'Backups');
      for (const { file: where, sentence } of sentences)
        for (const plan of plansMeant(sentence))
          expect(backups[plan]!.startsWith(frequency(sentence)!), `${where}: "${sentence}" (${file}, ${plan})`).toBe(
            true,
          );
    }
  });
});

describe('the security page and the table', () => {
  const security = readText(new URL('pages/security.en.md', CONTENT));
  /** The "Uptime and support commitments" table as plan → [uptime, response time]. */
  const commitments: Record<string, [string, string]> = Object.fromEntries(
    [...security.matchAll(/^\| (Free|Basic|Standard|Custom) \| ([^|]+) \| ([^|]+) \|$/gm)].map((row) => [
      row[1]!,
      [row[2]!.trim(), row[3]!.trim()],
    ]),
  );

  it('states each plan’s uptime and response time as every product’s comparison table does', () => {
    expect(Object.keys(commitments)).toEqual(['Free', 'Basic', 'Standard', 'Custom']);
    for (const { file, record } of pricingRecords) {
      const uptime = rowValues(record, 'Uptime commitment');
      const response = rowValues(record, 'Response time');
      for (const [plan, [uptimeText, responseText]] of Object.entries(commitments)) {
        expect(uptimeText, `${file} ${plan} uptime`).toMatch(
          new RegExp(`^${uptime[plan] === 'no' ? 'none' : uptime[plan]!.replace('.', '\\.')}`),
        );
        expect(responseText, `${file} ${plan} response time`).toMatch(new RegExp(`^${response[plan]}`));
      }
    }
  });
});
