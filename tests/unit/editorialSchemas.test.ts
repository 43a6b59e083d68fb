/**
 * The Markdown collections' schemas (stories, news, company pages) refuse broken frontmatter with
 * a message naming the field. The build runs the same schemas with Astro's reference() after the
 * id checks (src/content.config.ts), and Astro prefixes the file; tests/unit/contentBuild.test.ts
 * checks that end to end.
 */
import { describe, expect, it } from 'vitest';
import { z, type ZodError } from 'astro/zod';
import { knownEntryId } from '../../src/schemas/editorial';
import { newsSchema } from '../../src/schemas/news';
import { markdownPageSchema } from '../../src/schemas/page';
import { storySchema } from '../../src/schemas/story';

const issues = (error: ZodError | undefined) =>
  (error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

const stories = storySchema({
  customer: knownEntryId('customer', 'src/content/customers', ['butwal-family-clinic', 'newa-kitchen']),
  module: knownEntryId('module', 'src/content/modules', ['appointment-scheduling', 'billing', 'medical-records']),
});
const news = newsSchema({
  author: knownEntryId('team member', 'src/content/team', ['nirmala-bhattarai', 'sujan-maharjan']),
});

/** A complete story's frontmatter, as YAML gives it to the schema (dates already Date objects). */
const story = () => ({
  title: 'How Butwal Family Clinic moved its morning queue to SMS appointments',
  summary: 'A four-doctor family clinic in Butwal replaced paper tokens with booked slots and one record per patient.',
  customer: 'butwal-family-clinic',
  subIndustries: ['healthcare/clinic'],
  modules: ['appointment-scheduling', 'billing'],
  results: [
    { figure: '70%', label: 'of visits now booked ahead by phone or SMS' },
    { figure: '1 week', label: 'from signed order to the first booked appointment' },
  ],
  quote: {
    text: 'Patients used to wait at the gate from seven; now they come at the time on their SMS.',
    person: 'Dr. Sarita Pandey',
    role: 'Medical Director',
  },
  publishedAt: new Date('2025-09-04'),
  cover: '/images/customers/butwal-family-clinic.svg',
  coverAlt: 'Illustration: an appointment list with SMS confirmations',
});

const article = () => ({
  title: 'Sarathi ERP 6.0: CBMS invoice sync you can see',
  description:
    'Version 6.0 shows the CBMS status of every invoice and resends automatically when the IRD cannot be reached.',
  publishedAt: new Date('2026-05-21'),
  author: 'nirmala-bhattarai',
  tags: ['release', 'cbms'],
  cover: '/images/customers/butwal-family-clinic.svg',
  coverAlt: 'Illustration: invoices moving to a government server',
});

describe('story schema', () => {
  it('accepts a complete story and defaults featured to false', () => {
    const result = stories.safeParse(story());
    expect(result.success).toBe(true);
    expect(result.data?.featured).toBe(false);
    expect(result.data?.publishedAt.toISOString().slice(0, 10)).toBe('2025-09-04');
  });

  it('names an unknown customer and lists the known ones', () => {
    expect(issues(stories.safeParse({ ...story(), customer: 'butwal-clinic' }).error)).toEqual([
      'customer: unknown customer "butwal-clinic": there is no src/content/customers/butwal-clinic file; known: butwal-family-clinic, newa-kitchen',
    ]);
  });

  it('names the position of an unknown module', () => {
    expect(issues(stories.safeParse({ ...story(), modules: ['billing', 'sms-gateway'] }).error)).toEqual([
      'modules.1: unknown module "sms-gateway": there is no src/content/modules/sms-gateway file; known: appointment-scheduling, billing, medical-records',
    ]);
  });

  it('names an unknown sub-industry key', () => {
    const lines = issues(stories.safeParse({ ...story(), subIndustries: ['healthcare/dentist'] }).error);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^subIndustries\.0: unknown sub-industry "healthcare\/dentist"; known: healthcare\/hospital, .*hospitality\/restaurant$/,
    );
  });

  it('refuses a missing date instead of dating the story 1 January 1970', () => {
    const { publishedAt: _dropped, ...undated } = story();
    expect(issues(stories.safeParse(undated).error)).toEqual([
      'publishedAt: required: the date; write it as YYYY-MM-DD, e.g. 2026-04-18',
    ]);
    expect(issues(stories.safeParse({ ...story(), publishedAt: null }).error)).toEqual([
      'publishedAt: required: the date; write it as YYYY-MM-DD, e.g. 2026-04-18',
    ]);
  });

  it('refuses text that is no date', () => {
    expect(issues(stories.safeParse({ ...story(), publishedAt: 'last Tuesday' }).error)).toEqual([
      'publishedAt: not a date; write it as YYYY-MM-DD, e.g. 2026-04-18',
    ]);
  });

  it('refuses a quote without its person', () => {
    const { person: _dropped, ...quote } = story().quote;
    expect(issues(stories.safeParse({ ...story(), quote }).error)).toEqual([
      'quote.person: required: who said the quote (a quote is shown with its person)',
    ]);
  });

  it('wants two to four results', () => {
    const [first] = story().results;
    expect(issues(stories.safeParse({ ...story(), results: [first] }).error)).toEqual([
      'results: give at least 2 results',
    ]);
    expect(issues(stories.safeParse({ ...story(), results: Array(5).fill(first) }).error)).toEqual([
      'results: give at most 4 results',
    ]);
  });

  it('names a cover that is not under public/', () => {
    expect(issues(stories.safeParse({ ...story(), cover: '/images/stories/not-drawn-yet.svg' }).error)).toEqual([
      'cover: file not found: public/images/stories/not-drawn-yet.svg',
    ]);
  });
});

describe('news schema', () => {
  it('accepts a complete article with and without updatedAt', () => {
    expect(news.safeParse(article()).success).toBe(true);
    const updated = news.safeParse({ ...article(), updatedAt: new Date('2026-06-02') });
    expect(updated.data?.updatedAt?.toISOString().slice(0, 10)).toBe('2026-06-02');
  });

  it('names an unknown author', () => {
    expect(issues(news.safeParse({ ...article(), author: 'ram-bahadur' }).error)).toEqual([
      'author: unknown team member "ram-bahadur": there is no src/content/team/ram-bahadur file; known: nirmala-bhattarai, sujan-maharjan',
    ]);
  });

  it('names a missing publication date', () => {
    const { publishedAt: _dropped, ...undated } = article();
    expect(issues(news.safeParse(undated).error)).toEqual([
      'publishedAt: required: the date; write it as YYYY-MM-DD, e.g. 2026-04-18',
    ]);
  });

  it('refuses an update dated before the publication', () => {
    expect(issues(news.safeParse({ ...article(), updatedAt: new Date('2026-05-01') }).error)).toEqual([
      'updatedAt: updatedAt must not be before publishedAt',
    ]);
  });

  it('wants one to five lower-case tags', () => {
    expect(issues(news.safeParse({ ...article(), tags: ['Release'] }).error)).toEqual([
      'tags.0: write tags in lower case with hyphens, e.g. "ird" or "hib-claims"',
    ]);
    expect(issues(news.safeParse({ ...article(), tags: [] }).error)).toEqual(['tags: give at least one tag']);
  });
});

describe('company and legal page schema', () => {
  it('names a missing updatedAt and a long description', () => {
    const result = markdownPageSchema.safeParse({ title: 'Privacy policy', description: 'x'.repeat(161) });
    expect(issues(result.error)).toEqual([
      'description: keep the description within 160 characters',
      'updatedAt: required: the date; write it as YYYY-MM-DD, e.g. 2026-04-18',
    ]);
  });

  it('accepts a date written as text, as YAML may give it', () => {
    const result = markdownPageSchema.safeParse({
      title: 'Privacy policy',
      description: 'What the two forms collect, why, how long we keep it and who sees it.',
      updatedAt: '2026-10-01',
    });
    expect(result.data?.updatedAt).toEqual(new Date('2026-10-01'));
  });
});

describe('knownEntryId', () => {
  it('can be piped into another schema, as the build pipes it into reference()', () => {
    const schema = knownEntryId('customer', 'src/content/customers', ['newa-kitchen']).pipe(
      z.string().transform((id) => ({ id, collection: 'customers' })),
    );
    expect(schema.parse('newa-kitchen')).toEqual({ id: 'newa-kitchen', collection: 'customers' });
    expect(issues(schema.safeParse(undefined).error)).toEqual([
      ': required: the id of a customer (a file name in src/content/customers)',
    ]);
  });
});
