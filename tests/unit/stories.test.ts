/** Story ordering and selection (src/lib/stories.ts) and news paths and dates (src/lib/news.ts). */
import { describe, expect, it } from 'vitest';
import { articlePath, displayDate, isoDate, newsPageCount } from '../../src/lib/news';
import {
  featuredStory,
  newestFirst,
  newestStoryOf,
  storiesByIndustry,
  storyByCustomer,
  storyPath,
  subIndustriesMissingFromCustomer,
  type StoryFacts,
} from '../../src/lib/stories';

const story = (id: string, date: string, subIndustries: string[], customer = id, featured = false): StoryFacts => ({
  id,
  publishedAt: new Date(date),
  subIndustries,
  customer,
  featured,
});

const hospital = story('bagmati-opd', '2025-06-18', ['healthcare/hospital'], 'bagmati');
const lab = story('pokhara-lab', '2026-02-10', ['healthcare/lab'], 'pokhara-lab');
const polyclinic = story('koshi-record', '2026-03-01', ['healthcare/clinic', 'healthcare/lab'], 'koshi');
const restaurant = story('newa-food-cost', '2025-11-05', ['hospitality/restaurant'], 'newa');
const hospitalLater = story('bagmati-wards', '2026-04-01', ['healthcare/hospital'], 'bagmati');

describe('newestFirst', () => {
  it('orders by date, newest first, and same-day stories by id', () => {
    const sameDay = story('a-same-day', '2026-03-01', ['healthcare/clinic']);
    expect(newestFirst([hospital, lab, polyclinic, sameDay]).map((item) => item.id)).toEqual([
      'a-same-day',
      'koshi-record',
      'pokhara-lab',
      'bagmati-opd',
    ]);
  });

  it('leaves its input as it was', () => {
    const input = [hospital, lab];
    newestFirst(input);
    expect(input).toEqual([hospital, lab]);
  });
});

describe('featuredStory', () => {
  it('is the newest story when none is flagged', () => {
    expect(featuredStory([hospital, lab, restaurant])?.id).toBe('pokhara-lab');
  });

  it('is the flagged story even when a newer one exists', () => {
    expect(featuredStory([{ ...hospital, featured: true }, lab])?.id).toBe('bagmati-opd');
  });

  it('is undefined without stories', () => {
    expect(featuredStory([])).toBeUndefined();
  });
});

describe('newestStoryOf', () => {
  it('finds the newest story that names the sub-industry, also among several keys', () => {
    expect(newestStoryOf([hospital, lab, polyclinic], 'healthcare/lab')?.id).toBe('koshi-record');
    expect(newestStoryOf([hospital, hospitalLater], 'healthcare/hospital')?.id).toBe('bagmati-wards');
  });

  it('is undefined for a sub-industry without a story', () => {
    expect(newestStoryOf([hospital, lab], 'healthcare/dental')).toBeUndefined();
  });
});

describe('storyByCustomer', () => {
  it('maps each customer to its newest story', () => {
    const byCustomer = storyByCustomer([hospital, hospitalLater, restaurant]);
    expect([...byCustomer.keys()].sort()).toEqual(['bagmati', 'newa']);
    expect(byCustomer.get('bagmati')?.id).toBe('bagmati-wards');
  });
});

describe('storiesByIndustry', () => {
  it('groups in the given industry order, newest first, and drops empty industries', () => {
    const groups = storiesByIndustry([hospital, restaurant, lab], ['healthcare', 'hospitality', 'retail']);
    expect(groups.map((group) => [group.industry, group.stories.map((item) => item.id)])).toEqual([
      ['healthcare', ['pokhara-lab', 'bagmati-opd']],
      ['hospitality', ['newa-food-cost']],
    ]);
  });

  it('lists a story with two sub-industries of one industry once', () => {
    expect(storiesByIndustry([polyclinic], ['healthcare'])[0]?.stories).toHaveLength(1);
  });
});

describe('subIndustriesMissingFromCustomer', () => {
  it('lists the story keys the customer is not filed under', () => {
    expect(subIndustriesMissingFromCustomer(['healthcare/clinic', 'healthcare/lab'], 'healthcare/clinic')).toEqual([
      'healthcare/lab',
    ]);
    expect(
      subIndustriesMissingFromCustomer(['healthcare/hospital'], 'healthcare/hospital, healthcare/pharmacy'),
    ).toEqual([]);
  });
});

describe('paths', () => {
  it('builds story and article paths from the file name', () => {
    expect(storyPath('newa-kitchen-food-cost')).toBe('/customer-stories/newa-kitchen-food-cost');
    expect(articlePath('sarathi-erp-6-0')).toBe('/news/sarathi-erp-6-0');
  });
});

describe('news pages and dates', () => {
  it('has one list page up to ten articles and one more per ten after', () => {
    expect([0, 1, 10, 11, 20, 21].map((count) => newsPageCount(count))).toEqual([1, 1, 1, 2, 2, 3]);
  });

  it('shows a frontmatter date on the same calendar day in every time zone', () => {
    const date = new Date('2026-04-18');
    expect(displayDate(date)).toBe('18 April 2026');
    expect(isoDate(date)).toBe('2026-04-18');
  });
});
