import { describe, expect, it } from 'vitest';
import { isCanonicalPath } from '../../src/lib/canonical';
import {
  filterFromQuery,
  filterModules,
  filterToQuery,
  matchesSearch,
  moduleScopes,
  parseIndustryTag,
  requestedModuleName,
  screenshotSubset,
  splitCardTags,
  type ModuleSummary,
} from '../../src/lib/modules';
import { itGivesEach } from './support/cases';

const mod = (key: string, order: number, industries: string[], title = key): ModuleSummary => ({
  key,
  title,
  order,
  industries,
});

const catalogue = [
  mod('accounting', 5, ['healthcare/hospital#3', 'healthcare/clinic#2', 'hospitality/restaurant#4'], 'Accounting'),
  mod('opd-management', 1, ['healthcare/hospital#1'], 'OPD Management'),
  mod('inventory', 2, ['healthcare/hospital', 'healthcare/pharmacy#1', 'hospitality/restaurant#2'], 'Inventory'),
  mod('table-management', 3, ['hospitality/restaurant#1'], 'Table Management'),
  mod('crm', 4, ['healthcare/hospital#2', 'healthcare/clinic'], 'Customer Relationship Management'),
];
const keys = (list: ModuleSummary[]) => list.map((m) => m.key);

describe('parseIndustryTag', () => {
  it('reads industry, sub-industry and rank', () => {
    expect(parseIndustryTag('healthcare/hospital#12')).toEqual({
      industry: 'healthcare',
      subIndustry: 'hospital',
      rank: 12,
    });
    expect(parseIndustryTag('hospitality/restaurant')).toEqual({
      industry: 'hospitality',
      subIndustry: 'restaurant',
      rank: undefined,
    });
  });
  it('rejects text that is not a tag', () => {
    expect(parseIndustryTag('healthcare')).toBeUndefined();
    expect(parseIndustryTag('healthcare/hospital#x')).toBeUndefined();
  });
});

describe('filterModules', () => {
  const filteredKeys = (filter?: Parameters<typeof filterModules>[1]) => keys(filterModules(catalogue, filter));

  itGivesEach(filteredKeys, [
    {
      behaviour: 'returns every module in catalogue order without a filter',
      input: undefined,
      expected: ['opd-management', 'inventory', 'table-management', 'crm', 'accounting'],
    },
    {
      behaviour: 'matches any sub-industry of an industry given alone, in catalogue order',
      input: { industry: 'hospitality' },
      expected: ['inventory', 'table-management', 'accounting'],
    },
    {
      behaviour: 'sorts by the rank after # when industry and sub-industry are given, missing ranks last (hospital)',
      input: { industry: 'healthcare', subIndustry: 'hospital' },
      expected: ['opd-management', 'crm', 'accounting', 'inventory'],
    },
    {
      behaviour: 'sorts by the rank after # when industry and sub-industry are given, missing ranks last (clinic)',
      input: { industry: 'healthcare', subIndustry: 'clinic' },
      expected: ['accounting', 'crm'],
    },
    {
      behaviour: 'compares industry and sub-industry without regard to case',
      input: { industry: 'HOSPITALITY', subIndustry: 'Restaurant' },
      expected: ['table-management', 'inventory', 'accounting'],
    },
    {
      behaviour: 'combines the filter with the search text',
      input: { industry: 'healthcare', subIndustry: 'hospital', search: 'man' },
      expected: ['opd-management', 'crm'],
    },
  ]);
  it('ignores a sub-industry given without an industry', () => {
    expect(filterModules(catalogue, { subIndustry: 'hospital' })).toHaveLength(5);
  });
  it('matches nothing for an unknown industry', () => {
    expect(filterModules(catalogue, { industry: 'retail' })).toEqual([]);
    expect(filterModules(catalogue, { industry: 'healthcare', subIndustry: 'dental' })).toEqual([]);
  });
});

describe('matchesSearch', () => {
  it('matches the key text with dashes read as spaces, any case', () => {
    expect(matchesSearch(catalogue[1]!, 'OPD man')).toBe(true);
    expect(matchesSearch(catalogue[1]!, 'opd-man')).toBe(true);
  });
  it('matches the title beyond the key', () => {
    expect(matchesSearch(catalogue[4]!, 'relationship')).toBe(true);
  });
  it('treats blank text as no search and rejects other words', () => {
    expect(matchesSearch(catalogue[0]!, '   ')).toBe(true);
    expect(matchesSearch(catalogue[0]!, 'kitchen')).toBe(false);
  });
});

describe('moduleScopes', () => {
  it('lists distinct industries and sub-industries of a module', () => {
    expect(
      moduleScopes(
        mod('x', 1, ['healthcare/hospital#1', 'healthcare/clinic', 'healthcare/hospital', 'hospitality/restaurant#2']),
      ),
    ).toEqual({
      industries: ['healthcare', 'hospitality'],
      subIndustries: [
        { industry: 'healthcare', subIndustry: 'hospital' },
        { industry: 'healthcare', subIndustry: 'clinic' },
        { industry: 'hospitality', subIndustry: 'restaurant' },
      ],
    });
  });
});

describe('screenshotSubset', () => {
  const shots = (n: number) => Array.from({ length: n }, (_, i) => `/s${i + 1}.svg`);
  it('uses all screenshots when there are fewer than 5 unique ones', () => {
    expect(screenshotSubset(shots(4))).toEqual(shots(4));
    expect(screenshotSubset(['/a.svg', '/a.svg', '/b.svg', '/b.svg', '/c.svg', '/d.svg'])).toEqual([
      '/a.svg',
      '/b.svg',
      '/c.svg',
      '/d.svg',
    ]);
  });
  it('uses every third screenshot from 5 unique ones up', () => {
    expect(screenshotSubset(shots(5))).toEqual(['/s1.svg', '/s4.svg']);
    expect(screenshotSubset(shots(7))).toEqual(['/s1.svg', '/s4.svg', '/s7.svg']);
  });
  it('returns an empty list for no screenshots', () => {
    expect(screenshotSubset([])).toEqual([]);
  });
});

describe('filterFromQuery', () => {
  it('lower-cases the query values and drops empty ones', () => {
    expect(filterFromQuery(new URLSearchParams('industry=HealthCare&subIndustry=Hospital'))).toEqual({
      industry: 'healthcare',
      subIndustry: 'hospital',
    });
    expect(filterFromQuery(new URLSearchParams('industry=&subIndustry='))).toEqual({
      industry: undefined,
      subIndustry: undefined,
    });
  });
  it('reads a non-blank search text as typed', () => {
    expect(filterFromQuery(new URLSearchParams('search=%20OPD%20'))).toEqual({
      industry: undefined,
      subIndustry: undefined,
      search: 'OPD',
    });
    expect(filterFromQuery(new URLSearchParams('search=%20'))).not.toHaveProperty('search');
  });
});

describe('filterToQuery', () => {
  it('writes the chosen filter and drops empty values', () => {
    expect(filterToQuery({ industry: 'healthcare', subIndustry: 'lab' })).toBe('?industry=healthcare&subIndustry=lab');
    expect(filterToQuery({ industry: 'healthcare', subIndustry: undefined, search: '  ' })).toBe(
      '?industry=healthcare',
    );
    expect(filterToQuery({})).toBe('');
  });
  it('keeps parameters it does not own and removes cleared ones', () => {
    expect(filterToQuery({ industry: 'hospitality' }, '?utm_source=mail&industry=healthcare&subIndustry=lab')).toBe(
      '?utm_source=mail&industry=hospitality',
    );
    expect(filterToQuery({}, new URLSearchParams('industry=healthcare&search=bill'))).toBe('');
  });
  it('round-trips through filterFromQuery', () => {
    const filter = { industry: 'healthcare', subIndustry: 'physio-therapy', search: 'session plan' };
    expect(filterFromQuery(new URLSearchParams(filterToQuery(filter)))).toEqual(filter);
  });
});

describe('splitCardTags: 2 tags before +N more', () => {
  it('shows the first two tags and keeps the rest for +N more', () => {
    expect(splitCardTags(['Hospital', 'Clinic', 'Lab', 'Dental'])).toEqual({
      shown: ['Hospital', 'Clinic'],
      more: ['Lab', 'Dental'],
    });
  });
  it('has nothing more for two tags or fewer', () => {
    expect(splitCardTags(['Hospital', 'Clinic'])).toEqual({ shown: ['Hospital', 'Clinic'], more: [] });
    expect(splitCardTags([])).toEqual({ shown: [], more: [] });
  });
});

describe('requestedModuleName (unknown module page)', () => {
  it('is the last path segment, decoded', () => {
    expect(requestedModuleName('/modules/no-such')).toBe('no-such');
    expect(requestedModuleName('/products/healthcare/hospital/modules/x-ray%20desk/')).toBe('x-ray desk');
    expect(requestedModuleName('/modules/%3Cimg%20src=x%20onerror=alert(1)%3E?a=1#b')).toBe(
      '<img src=x onerror=alert(1)>',
    );
  });
  it('keeps a malformed escape as typed and returns an empty name for /', () => {
    expect(requestedModuleName('/modules/%E0%A4')).toBe('%E0%A4');
    expect(requestedModuleName('/')).toBe('');
  });
});

describe('unknown-module page and the sitemap', () => {
  it('keeps /modules/404 (and /404) out of the canonical set while module pages stay in', () => {
    expect(isCanonicalPath('/modules/404')).toBe(false);
    expect(isCanonicalPath('/404')).toBe(false);
    expect(isCanonicalPath('/modules/billing')).toBe(true);
    expect(isCanonicalPath('/modules')).toBe(true);
  });
});
