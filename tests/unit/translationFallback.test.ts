/**
 * A missing Nepali text never breaks the site (docs/languages.md#when-a-nepali-text-is-missing):
 * an entry whose Nepali text is missing, out of date or has a mistake is shown in English and
 * reported naming the file and the field; the cards and pages that show such an entry
 * mark its texts `lang="en"` with a short Nepali tag or notice (rendered with Astro's container):
 * customers, team members, articles, and the catalogue's modules, products and industries.
 */
import { createElement } from 'react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import reactRenderer from '@astrojs/react/server.js';
import { z } from 'astro/zod';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { translate, translationGaps, twinPath } from '../../src/data/translations';
import { customerTextsSchema, faqSetTextsSchema } from '../../src/schemas/translations';
import TeamMemberCard from '../../src/components/ui/TeamMemberCard.astro';
import ArticleCard from '../../src/components/editorial/ArticleCard.astro';
import { CustomerCard } from '../../src/islands/customers/CustomerCard';
import { renderToStaticMarkup } from 'react-dom/server';
import ModuleArticle from '../../src/components/sections/ModuleArticle.astro';
import { ModuleCard, type ModuleCardProps } from '../../src/islands/modules/ModuleCard';
import IndustryTabPanel from '../../src/components/sections/IndustryTabPanel.astro';
import ProductCard from '../../src/components/sections/ProductCard.astro';
import ComingSoon from '../../src/components/sections/ComingSoon.astro';
import FaqSection from '../../src/components/sections/FaqSection.astro';
import HomeIndustries from '../../src/components/sections/HomeIndustries.astro';
import type { IndustryView, ModuleView, SubIndustryView } from '../../src/data/content';
import type { Locale } from '../../src/i18n/locales';
import { moduleCardText } from '../../src/i18n/islandWords';
import lab from '../../src/content/sub-industries/healthcare/lab.en.json';
import retail from '../../src/content/industries/retail.en.json';

/** A module card as the pages render it: static HTML, no client directive. */
const renderCard = (props: ModuleCardProps) => Promise.resolve(renderToStaticMarkup(createElement(ModuleCard, props)));

// The FAQ's contact card reads the office's city and hours; the unit tests run without the content store.
vi.mock('../../src/data/content', () => ({
  getSite: () => Promise.resolve({ address: { city: 'काठमाडौं' }, hours: { weekdays: 'आइतबारदेखि शुक्रबार' } }),
}));

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

/** The tag a card carries, and the note an entry page shows, when the entry is in English on a Nepali page. */
const BADGE = 'अङ्ग्रेजीमा';
const NOTICE = 'यो विवरण अझै नेपालीमा लेखिएको छैन';

/** A module that came after its Nepali twins were written: only its English file exists. */
const newModule = (contentLocale: Locale): ModuleView => ({
  key: 'queue-display',
  title: 'Queue Display',
  description: 'Token numbers on a waiting-room screen, called from the OPD desk.',
  order: 40,
  industries: ['healthcare/hospital#9', 'healthcare/lab#7'],
  mainPoints: ['Token called on the screen and aloud'],
  screenshots: [],
  features: {},
  benefits: ['Calmer waiting rooms'],
  contentLocale,
});
const nepaliNames = { 'healthcare/hospital': 'अस्पताल', 'healthcare/lab': 'ल्याब' };

/** The lab package as read from its English file, shown on a Nepali page in `contentLocale`. */
const labProduct = (contentLocale: Locale) =>
  ({ ...lab, id: 'healthcare/lab', link: '/ne/products/healthcare/lab', contentLocale }) as SubIndustryView;
/** Retail, as read from its English file, shown on a Nepali page in `contentLocale`. */
const retailIndustry = (contentLocale: Locale) => ({ ...retail, id: 'retail', contentLocale }) as IndustryView;

describe('the catalogue on a Nepali page, for an entry whose Nepali text is not written yet', () => {
  let container: AstroContainer;
  beforeAll(async () => {
    container = await AstroContainer.create();
    container.addServerRenderer({ name: '@astrojs/react', renderer: reactRenderer });
  });

  it('a module page says so above the title and marks the module’s texts, not the page’s', async () => {
    const html = await container.renderToString(ModuleArticle, {
      props: { module: newModule('en'), subIndustryNames: nepaliNames, locale: 'ne' },
    });
    expect(html).toMatch(/<article[^>]*data-fallback="en"/);
    expect(html.indexOf(NOTICE)).toBeGreaterThan(-1);
    expect(html.indexOf(NOTICE)).toBeLessThan(html.indexOf('Queue Display'));
    expect(html).toMatch(/<h1[^>]*lang="en"[^>]*>\s*Queue Display/);
    expect(html).toMatch(/<p[^>]*lang="en"[^>]*>Token numbers on a waiting-room screen/);
    expect(html).toMatch(/<ul[^>]*lang="en"[^>]*>\s*<li>\s*Token called on the screen/);
    // The page's own words stay Nepali: the section headings carry no lang of their own.
    expect(html).toMatch(/<h2 id="benefits-heading" class="[^"]*">\s*फाइदाहरू/);
    const translated = await container.renderToString(ModuleArticle, {
      props: { module: newModule('ne'), subIndustryNames: nepaliNames, locale: 'ne' },
    });
    expect(translated).not.toContain('lang="en"');
    expect(translated).not.toContain('data-fallback');
    expect(translated).not.toContain(NOTICE);
  });

  it('a module card marks its title and points and carries the tag; a product named in English is marked alone', async () => {
    const html = await renderCard({
      title: 'Queue Display',
      href: '/ne/modules/queue-display',
      tags: ['अस्पताल', { name: 'Lab', lang: 'en' }],
      mainPoints: ['Token called on the screen and aloud'],
      text: moduleCardText('ne'),
      lang: 'en',
      fallbackBadge: BADGE,
    });
    expect(html).toMatch(/<article[^>]*data-fallback="en"/);
    expect(html).toMatch(/<h3[^>]*lang="en"[^>]*><a[^>]*>Queue Display<\/a>/);
    expect(html).toMatch(/<ul[^>]*lang="en"[^>]*><li>Token called/);
    expect(html).toContain(BADGE);
    expect(html).toMatch(/<li[^>]*lang="en"[^>]*>Lab<\/li>/);
    expect(html).toMatch(/<li class="[^"]*">अस्पताल<\/li>/);
    const translated = await renderCard({
      title: 'लाइन डिस्प्ले',
      href: '/ne/modules/queue-display',
      tags: ['अस्पताल'],
      mainPoints: [],
      text: moduleCardText('ne'),
      fallbackBadge: BADGE,
    });
    expect(translated).not.toContain('lang=');
    expect(translated).not.toContain('data-fallback');
    expect(translated).not.toContain(BADGE);
  });

  it('an industry page’s module tab marks the module and the product’s name inside the Nepali heading', async () => {
    const tab = {
      industry: 'healthcare',
      subIndustry: 'lab',
      name: 'Lab',
      lang: 'en',
      modules: [
        { key: 'queue-display', title: 'Queue Display', description: 'Token numbers.', mainPoints: [], lang: 'en' },
      ],
    };
    const html = await container.renderToString(IndustryTabPanel, { props: { tab, selected: true, locale: 'ne' } });
    expect(html).toContain('<h3 class="text-2xl font-bold text-ink"><span lang="en">Lab</span>का मोड्युलहरू</h3>');
    expect(html).toMatch(/<li[^>]*data-fallback="en"[^>]*>\s*<h4[^>]*lang="en"[^>]*>Queue Display<\/h4>/);
    expect(html).toContain(BADGE);
    expect(html).toContain('<span class="sr-only">: <span lang="en">Queue Display</span></span>');
  });

  it('a product card marks the product’s texts, its name in the links’ Nepali words, and carries the tag', async () => {
    const html = await container.renderToString(ProductCard, { props: { product: labProduct('en'), locale: 'ne' } });
    expect(html).toMatch(/<article[^>]*data-fallback="en"/);
    expect(html).toMatch(/<h3[^>]*lang="en"[^>]*>Sarathi Lab ERP<\/h3>/);
    expect(html).toMatch(/<p[^>]*lang="en"[^>]*>Laboratory information system/);
    expect(html).toMatch(/<ul[^>]*lang="en"[^>]*>\s*<li>\s*Barcoded samples/);
    expect(html).toContain(BADGE);
    expect(html).toContain('<span class="sr-only">: <span lang="en">Sarathi Lab ERP</span></span>');
    const translated = await container.renderToString(ProductCard, {
      props: { product: labProduct('ne'), locale: 'ne' },
    });
    expect(translated).not.toContain('lang="en"');
    expect(translated).not.toContain('data-fallback');
    expect(translated).not.toContain(BADGE);
  });

  it('an industry not sold yet says so above its name on its page, and its home card carries the tag', async () => {
    const page = await container.renderToString(ComingSoon, {
      props: { name: retail.name, description: retail.tagline, locale: 'ne', lang: 'en' },
    });
    expect(page).toMatch(/<section[^>]*data-fallback="en"/);
    expect(page.indexOf(NOTICE)).toBeGreaterThan(-1);
    expect(page.indexOf(NOTICE)).toBeLessThan(page.indexOf('<h1'));
    expect(page).toMatch(/<h1[^>]*lang="en"[^>]*>Retail<\/h1>/);
    expect(page).toMatch(/<p[^>]*lang="en"[^>]*>Shops and supermarkets/);
    const translatedPage = await container.renderToString(ComingSoon, {
      props: { name: 'खुद्रा व्यापार', description: 'पसल र सुपरमार्केट।', locale: 'ne' },
    });
    expect(translatedPage).not.toContain(NOTICE);
    expect(translatedPage).not.toContain('data-fallback');

    const home = await container.renderToString(HomeIndustries, {
      props: {
        title: 'उद्योगहरू',
        subtitle: 'हरेक व्यवसायका लागि',
        productName: 'Sarathi ERP',
        industries: [retailIndustry('en')],
        products: [],
        locale: 'ne',
      },
    });
    expect(home).toMatch(/<li[^>]*data-fallback="en"/);
    expect(home).toMatch(/<h3[^>]*lang="en"/);
    expect(home).toMatch(/<p[^>]*lang="en"[^>]*>Shops and supermarkets/);
    expect(home).toContain('<span lang="en">Retail</span>');
    expect(home).toContain(BADGE);
  });

  it('a FAQ set whose English gained a question marks its questions and answers, under the Nepali title', async () => {
    const items = [{ question: 'Can we keep our old bills?', answer: 'Yes, we import them.' }];
    const html = await container.renderToString(FaqSection, { props: { items, locale: 'ne', lang: 'en' } });
    expect(html).toMatch(/<section[^>]*data-fallback="en"/);
    expect(html).toMatch(/<h2[^>]*>धेरै सोधिने प्रश्न<\/h2>/);
    expect(html).toMatch(/<div class="mt-8" lang="en">[\s\S]*Can we keep our old bills\?/);
    const translated = await container.renderToString(FaqSection, {
      props: { items: [{ question: 'पुराना बिल राख्न मिल्छ?', answer: 'मिल्छ।' }], locale: 'ne' },
    });
    expect(translated).not.toContain('lang="en"');
    expect(translated).not.toContain('data-fallback');
  });
});
