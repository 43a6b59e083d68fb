/**
 * A missing Nepali text never breaks the site (docs/languages.md#when-a-nepali-text-is-missing):
 * an entry whose Nepali text is missing, out of date or has a mistake is shown in English and
 * reported naming the file and the field; the cards and pages that show such an entry
 * mark its texts `lang="en"` with a short Nepali tag or notice (rendered with Astro's container).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import reactRenderer from '@astrojs/react/server.js';
import { z } from 'astro/zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { translate, translationGaps, twinPath } from '../../src/data/translations';
import { customerTextsSchema, faqSetTextsSchema } from '../../src/schemas/translations';
import TeamMemberCard from '../../src/components/ui/TeamMemberCard.astro';
import ArticleCard from '../../src/components/editorial/ArticleCard.astro';
import { CustomerCard } from '../../src/islands/customers/CustomerCard';
import { renderToStaticMarkup } from 'react-dom/server';

/** A twin of the live content, read from where src/data/translations.ts looks for it. */
const liveTwin = (file: string) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../${twinPath(file)}`, import.meta.url)), 'utf8')) as {
    items: { question: string; answer: string }[];
  };

const newCustomer = { name: 'Dhulikhel Wellness Clinic', location: 'Dhulikhel', order: 40 };

describe('an entry without its Nepali text', () => {
  it('is shown in English on Nepali pages and named in the build report', () => {
    const shown = translate('ne', 'customers/dhulikhel-wellness-clinic.json', newCustomer, {
      twinSchema: customerTextsSchema,
    });
    expect(shown).toEqual({ data: newCustomer, locale: 'en' });
    expect(translationGaps()).toContainEqual({
      file: 'src/content/customers/dhulikhel-wellness-clinic.ne.json',
      entry: undefined,
      kind: 'missing',
      detail: 'no Nepali text yet',
    });
  });

  it('is itself on English pages, with nothing reported', () => {
    const before = translationGaps().length;
    expect(translate('en', 'customers/another-new-one.json', newCustomer)).toEqual({ data: newCustomer, locale: 'en' });
    expect(translationGaps()).toHaveLength(before);
  });
});

describe('an entry whose English changed after its Nepali text', () => {
  it('is shown in English when a list gained an item, naming the list and both counts', () => {
    const twin = liveTwin('faqs/home.json');
    const english = {
      items: [...twin.items, { question: 'Can we keep our old bills?', answer: 'Yes, we import them.' }],
    };
    const shown = translate('ne', 'faqs/home.json', english, { twinSchema: faqSetTextsSchema });
    expect(shown.locale).toBe('en');
    expect(shown.data).toBe(english);
    const gap = translationGaps().find((entry) => entry.file === twinPath('faqs/home.json'));
    expect(gap?.kind).toBe('incomplete');
    expect(gap?.detail).toBe(`items: has ${twin.items.length} items, the English entry ${twin.items.length + 1}`);
  });

  it('is shown in English when a text the English entry gained has no Nepali twin yet', () => {
    const withTagline = customerTextsSchema.extend({ tagline: z.string().min(2) });
    const shown = translate(
      'ne',
      'customers/koshi-polyclinic.json',
      { ...newCustomer, tagline: 'Care close to home' },
      { twinSchema: withTagline },
    );
    expect(shown.locale).toBe('en');
    expect(translationGaps()).toContainEqual(
      expect.objectContaining({
        file: 'src/content/customers/koshi-polyclinic.ne.json',
        kind: 'incomplete',
        detail: 'no Nepali text for tagline',
      }),
    );
  });
});

describe('a Nepali text with a mistake', () => {
  it('is shown in English and reported naming the file and the field, never stopping the build', () => {
    const strict = customerTextsSchema.extend({ name: z.string().min(200, 'Write the name in full') });
    const shown = translate('ne', 'customers/newa-kitchen.json', newCustomer, { twinSchema: strict });
    expect(shown).toEqual({ data: newCustomer, locale: 'en' });
    expect(translationGaps()).toContainEqual(
      expect.objectContaining({
        file: 'src/content/customers/newa-kitchen.ne.json',
        kind: 'invalid',
        detail: 'name: Write the name in full',
      }),
    );
  });
});

describe('cards of an entry shown in English on a Nepali page', () => {
  let container: AstroContainer;
  beforeAll(async () => {
    container = await AstroContainer.create();
    container.addServerRenderer({ name: '@astrojs/react', renderer: reactRenderer });
  });

  it('mark a team member’s name and post as English and say so in Nepali', async () => {
    const member = { name: 'Prakash Gurung', post: 'Implementation lead', image: '/images/team/anita-shrestha.svg' };
    const html = await container.renderToString(TeamMemberCard, {
      props: { ...member, locale: 'ne', contentLocale: 'en' },
    });
    expect(html).toMatch(/<h3[^>]*lang="en"[^>]*>Prakash Gurung<\/h3>/);
    expect(html).toMatch(/<p[^>]*lang="en"[^>]*>Implementation lead<\/p>/);
    expect(html).toContain('अङ्ग्रेजीमा');
    const translated = await container.renderToString(TeamMemberCard, {
      props: { ...member, locale: 'ne', contentLocale: 'ne' },
    });
    expect(translated).not.toContain('lang="en"');
    expect(translated).not.toContain('अङ्ग्रेजीमा');
  });

  it('mark a news article’s title, summary and tags as English on the Nepali news list', async () => {
    const article = {
      id: 'ird-billing-update',
      title: 'New IRD billing rules from Shrawan',
      description: 'What changes for hospitals and pharmacies, and what Sarathi ERP already does for you.',
      publishedAt: new Date('2026-07-17T00:00:00+05:45'),
      tags: ['billing'],
      cover: '/images/news/version-4-2.svg',
      coverAlt: 'A bill with the IRD logo',
      contentLocale: 'en' as const,
    };
    const html = await container.renderToString(ArticleCard, { props: { article, locale: 'ne' } });
    expect(html).toMatch(/<h2[^>]*lang="en"/);
    expect(html).toMatch(/<p[^>]*lang="en"[^>]*>What changes for hospitals/);
    expect(html).toMatch(/<li[^>]*lang="en"[^>]*>\s*#billing/);
    expect(html).toContain('अङ्ग्रेजीमा');
  });

  it('mark a customer’s name and town as English in the directory', () => {
    const html = renderToStaticMarkup(
      CustomerCard({
        customer: {
          id: 'dhulikhel-wellness-clinic',
          name: 'Dhulikhel Wellness Clinic',
          industryText: 'क्लिनिक',
          location: 'Dhulikhel',
          subIndustries: ['clinic'],
          contentLang: 'en',
        },
        text: { opensInNewTab: '', readStory: 'अनुभव पढ्नुहोस्', storyOf: ': {name}', fallbackBadge: 'अङ्ग्रेजीमा' },
      }),
    );
    expect(html).toMatch(/<h3[^>]*lang="en"[^>]*>Dhulikhel Wellness Clinic<\/h3>/);
    expect(html).toContain('<span lang="en">Dhulikhel</span>');
    expect(html).toContain('अङ्ग्रेजीमा');
  });
});
