/**
 * What the editor at /admin refuses before saving, and what it lets through:
 *   - the bad inputs editors saved and published although the build then refused them (a price
 *     inside a plan tier, a key highlight too short, raw HTML in a Markdown body, a badly written
 *     tag, …) are each refused with the build's own message (a Nepali text the build cannot use is
 *     shown in English and reported instead: tests/unit/translationFallback.test.ts);
 *   - every entry of src/content, which the build accepts, is saved as it is;
 *   - moving from one entry form to another by address reloads the editor (src/cms/entryNavigation.ts).
 */
import { describe, expect, it } from 'vitest';
import { entryOfHash } from '../../src/cms/entryNavigation';
import { ProblemNotice } from '../../src/cms/validation';
import { formNamed, loadEntry, readyForms, refusals, type LoadedEntry } from './support/cmsForms';

const FORMS = readyForms();

/** A copy of a content file's entry, as the CMS loads it. */
function entry(file: string): LoadedEntry {
  return structuredClone(loadEntry(file));
}

/** The build's message for `data` at `path` (the zod schema of the form, as src/content.config.ts reads the file). */
function buildMessage(formName: string, data: unknown, path: string): string | undefined {
  const result = formNamed(FORMS, formName).schema.safeParse(data);
  return result.error?.issues.find((issue) => issue.path.join('.') === path)?.message;
}

const HTML_ADVICE =
  'Use the toolbar or Markdown instead (**bold**, [link text](https://…), ## Heading); the site’s security policy blocks HTML styles and scripts.';

describe('the editor refuses what the build refuses, with its message', () => {
  it('a price that is not "Rs." and digits, inside a plan tier', () => {
    const pricing = entry('src/content/pricing/healthcare/hospital.en.json');
    const tiers = pricing.data['pricingTiers'] as Record<string, unknown>[];
    tiers[1]!['price'] = 'Rs.4five00';
    const message = 'price must be "Rs." followed by digits (e.g. "Rs.4500") or "Custom"';
    expect(refusals(formNamed(FORMS, 'pricing'), pricing.data)).toEqual([`pricingTiers.1.price: ${message}`]);
    expect(buildMessage('pricing', pricing.data, 'pricingTiers.1.price')).toBe(message);
  });

  it('a key highlight of a module shorter than three characters', () => {
    const module = entry('src/content/modules/accounting.en.json');
    (module.data['mainPoints'] as string[])[2] = 'ab';
    expect(refusals(formNamed(FORMS, 'modules'), module.data)).toEqual([
      'mainPoints.2: String must contain at least 3 character(s)',
    ]);
    expect(buildMessage('modules', module.data, 'mainPoints.2')).toBe('String must contain at least 3 character(s)');
  });

  it('a headline in Nepali only in the English pane, which would leave the web address empty', () => {
    const article = entry('src/content/news/pokhara-training-day-2026.en.md');
    article.data['title'] = 'अस्पतालका वार्डका लागि आगन्तुक पास';
    const message = 'write this in English: the web address is made from it (the Nepali text goes in the Nepali pane)';
    expect(refusals(formNamed(FORMS, 'news'), article.data)).toEqual([`title: ${message}`]);
    expect(buildMessage('news', article.data, 'title')).toBe(message);
  });

  it('a news tag with capitals and a space', () => {
    const article = entry('src/content/news/cbms-invoice-sync-sarathi-erp-6-0.en.md');
    article.data['tags'] = ['release', 'Release Notes'];
    const message = 'write tags in lower case with hyphens, e.g. "ird" or "hib-claims"';
    expect(refusals(formNamed(FORMS, 'news'), article.data, article.body)).toEqual([`tags.1: ${message}`]);
    expect(buildMessage('news', article.data, 'tags.1')).toBe(message);
  });

  it('a story result whose figure is a sentence', () => {
    const story = entry('src/content/stories/bagmati-community-hospital-opd-queues.en.md');
    (story.data['results'] as Record<string, unknown>[])[0]!['figure'] = '48% shorter queues';
    const message = 'keep the figure short (e.g. "48%", "3 weeks"); say the rest in the label';
    expect(refusals(formNamed(FORMS, 'stories'), story.data, story.body)).toEqual([`results.0.figure: ${message}`]);
    expect(buildMessage('stories', story.data, 'results.0.figure')).toBe(message);
  });

  it('a phone number without +977', () => {
    const member = entry('src/content/team/nirmala-bhattarai.en.json');
    member.data['whatsapp'] = '9851047236';
    const message = 'write phone numbers like "+977 985-1047236"';
    expect(refusals(formNamed(FORMS, 'team'), member.data)).toEqual([`whatsapp: ${message}`]);
    expect(buildMessage('team', member.data, 'whatsapp')).toBe(message);
  });

  it('a footer link that is not a path of the site, two lists deep', () => {
    const footer = entry('src/content/footer-links.json');
    const columns = footer.data['columns'] as { links: Record<string, unknown>[] }[];
    columns[0]!.links[1]!['href'] = 'industry';
    const message = 'must be a site path starting with "/" or an in-page anchor starting with "#"';
    expect(refusals(formNamed(FORMS, 'settings/footerLinks'), footer.data)).toEqual([
      `columns.0.links.1.href: ${message}`,
    ]);
    expect(buildMessage('settings/footerLinks', footer.data, 'columns.0.links.1.href')).toBe(message);
  });

  it('two recommended tiers: a rule across the tiers, shown under the list of tiers', () => {
    const pricing = entry('src/content/pricing/healthcare/clinic.en.json');
    for (const tier of pricing.data['pricingTiers'] as Record<string, unknown>[]) tier['recommended'] = true;
    const message = 'exactly one tier must be "recommended": true (found 4)';
    expect(refusals(formNamed(FORMS, 'pricing'), pricing.data)).toEqual([`pricingTiers: ${message}`]);
    expect(buildMessage('pricing', pricing.data, 'pricingTiers')).toBe(message);
  });

  it('plan card features for a tier the record does not have, with its place in the list', () => {
    const pricing = entry('src/content/pricing/healthcare/lab.en.json');
    (pricing.data['cardFeatures'] as Record<string, unknown>[])[3]!['tier'] = 'Enterprise';
    const message = '"Enterprise" is not a tier of this record; tiers: Free, Basic, Standard, Custom';
    expect(refusals(formNamed(FORMS, 'pricing'), pricing.data)).toEqual([
      `cardFeatures: Enterprise › Tier: ${message}`,
    ]);
    expect(buildMessage('pricing', pricing.data, 'cardFeatures.3.tier')).toBe(message);
  });

  it('an article changed before it was published', () => {
    const article = entry('src/content/news/cbms-invoice-sync-sarathi-erp-6-0.en.md');
    article.data['updatedAt'] = '2026-05-01';
    const message = 'updatedAt must not be before publishedAt';
    expect(refusals(formNamed(FORMS, 'news'), article.data, article.body)).toEqual([`updatedAt: ${message}`]);
    expect(buildMessage('news', article.data, 'updatedAt')).toBe(message);
  });

  it('a comparison value of spaces only: saved without it, the row would be one value short', () => {
    const pricing = entry('src/content/pricing/healthcare/dental.en.json');
    type Level = { name: string; children: Level[]; data: string[] };
    const categories = (pricing.data['comparison'] as { comparisonFeatures: Level[] }).comparisonFeatures;
    const row = categories[0]!.children[0]!.children[1]!;
    expect(row.name).toBe('Dental chairs');
    row.data[1] = '   ';
    expect(refusals(formNamed(FORMS, 'pricing'), pricing.data)).toEqual([
      'comparison.comparisonFeatures.0.children.0.children.1.data.1: write yes, no or a text (e.g. "5 users" or "5 users##tooltip")',
      'comparison.comparisonFeatures: Core Features › Users & Branches › Dental chairs › Values, one per tier: row "Dental chairs" has 3 values; comparisonOrder has 4 tiers',
    ]);
  });

  it('raw HTML typed into a story in Markdown mode', () => {
    const story = entry('src/content/stories/bagmati-community-hospital-opd-queues.en.md');
    const body = '## The situation\n\nA 60-bed hospital in Kathmandu.\n\n<div class="note">Register once.</div>\n';
    expect(refusals(formNamed(FORMS, 'stories'), story.data, body)).toEqual([
      `body: HTML is not allowed in the text: "<div class="note">Register once.</div>" on line 5. ${HTML_ADVICE}`,
    ]);
  });

  it('a tag left open in an article', () => {
    const article = entry('src/content/news/cbms-invoice-sync-sarathi-erp-6-0.en.md');
    expect(
      refusals(formNamed(FORMS, 'news'), article.data, '## Upgrade\n\nInvoices are <b>unclosed and bold.'),
    ).toEqual([`body: HTML is not allowed in the text: "<b>" on line 3. ${HTML_ADVICE}`]);
  });
});

describe('the editor saves every entry the build accepts', () => {
  const entries = FORMS.flatMap((form) => form.files.map((file) => [form.name, file] as const));

  it('reads the files of every form', () => {
    expect(FORMS.filter((form) => form.files.length === 0).map((form) => form.name)).toEqual([]);
  });

  it.each(entries)('%s: %s', (formName, file) => {
    const { data, body } = loadEntry(file);
    expect(refusals(formNamed(FORMS, formName), data, body)).toEqual([]);
  });
});

describe('the notice of a refused save', () => {
  it('lists each problem once, after the check, and says nothing when there was none', () => {
    const shown: string[][] = [];
    const pending: (() => void)[] = [];
    const notice = new ProblemNotice(
      (lines) => shown.push(lines),
      (run) => pending.push(run),
    );
    notice.add('Price', 'price must be "Rs." followed by digits');
    notice.add('Price', 'price must be "Rs." followed by digits');
    notice.add('Tags', 'give at least one tag');
    expect(shown).toEqual([]);
    pending.splice(0).forEach((run) => run());
    expect(shown).toEqual([['Price: price must be "Rs." followed by digits', 'Tags: give at least one tag']]);
    expect(pending).toEqual([]);
  });
});

describe('entryOfHash', () => {
  it.each([
    ['#/collections/news/entries/pokhara-training-day-2026', 'news/pokhara-training-day-2026'],
    ['#/collections/news/new', 'news/new'],
    ['#/collections/pricing/entries/healthcare/hospital', 'pricing/healthcare/hospital'],
    ['#/collections/news', undefined],
    ['#/workflow', undefined],
    ['', undefined],
  ])('%s → %s', (hash, entry) => {
    expect(entryOfHash(hash)).toBe(entry);
  });
});
