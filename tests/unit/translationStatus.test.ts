/**
 * The editors' translation status page (src/lib/translationStatus.ts): which entries it lists, in
 * which words, and the link that opens each in the CMS, whichever layout the files have.
 */
import { describe, expect, it } from 'vitest';
import { cmsAddress, entryKey, statusPage, statusRows, type CmsPlace } from '../../src/lib/translationStatus';

const places: CmsPlace[] = [
  { name: 'customers', folder: 'src/content/customers' },
  { name: 'settings', files: [{ name: 'home', file: 'src/content/home.json' }] },
];

describe('the key of an entry', () => {
  it('is the same for its English file and its Nepali text, in either layout', () => {
    expect(entryKey('src/content/news/pokhara-training-day-2026.md')).toBe('news/pokhara-training-day-2026');
    expect(entryKey('src/content/ne/news/pokhara-training-day-2026.json')).toBe('news/pokhara-training-day-2026');
    expect(entryKey('src/content/news/pokhara-training-day-2026.ne.md')).toBe('news/pokhara-training-day-2026');
    expect(entryKey('/src/content/sub-industries/healthcare/hospital.en.json')).toBe(
      'sub-industries/healthcare/hospital',
    );
  });
});

describe('the link into the editor', () => {
  it('opens a folder entry by its slug and a settings file by its name', () => {
    expect(cmsAddress('customers/koshi-polyclinic', places)).toBe(
      '/admin#/collections/customers/entries/koshi-polyclinic',
    );
    expect(cmsAddress('home', places)).toBe('/admin#/collections/settings/entries/home');
    expect(cmsAddress('team/anita-shrestha', places)).toBeUndefined();
  });
});

describe('the rows', () => {
  it('list what the build showed in English first, then missing and outdated texts, each once', () => {
    const rows = statusRows(
      [
        {
          source: 'src/content/customers/koshi-polyclinic.json',
          status: 'outdated',
          englishChanged: '2026-11-28T10:00:00Z',
          nepaliChanged: '2026-11-20T09:00:00Z',
        },
        {
          source: 'src/content/customers/newa-kitchen.json',
          status: 'done',
          englishChanged: '2026-11-01T00:00:00Z',
          nepaliChanged: '2026-11-02T00:00:00Z',
        },
        {
          source: 'src/content/customers/dhulikhel-wellness.json',
          status: 'missing',
          englishChanged: '2026-11-29T00:00:00Z',
          nepaliChanged: null,
        },
      ],
      [{ file: 'src/content/ne/customers/dhulikhel-wellness.json', kind: 'missing', detail: 'no Nepali text yet' }],
      places,
    );
    expect(rows).toEqual([
      {
        key: 'customers/dhulikhel-wellness',
        state: 'Shown in English: no Nepali text yet',
        detail: 'no Nepali text yet',
        edit: '/admin#/collections/customers/entries/dhulikhel-wellness',
      },
      {
        key: 'customers/koshi-polyclinic',
        state: 'English changed after the Nepali text',
        detail: 'English changed 2026-11-28, Nepali 2026-11-20',
        edit: '/admin#/collections/customers/entries/koshi-polyclinic',
      },
    ]);
  });
});

describe('the page', () => {
  it('says when nothing is missing, and when the history could not be read', () => {
    const page = statusPage([], false, new Date('2026-11-29T06:15:00Z'));
    expect(page).toContain('Every entry has its Nepali text');
    expect(page).toContain('could not be read in this build');
    expect(page).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it('escapes what an entry key could carry', () => {
    const page = statusPage(
      [{ key: 'menu#<b>', state: 'No Nepali text yet', detail: '', edit: undefined }],
      true,
      new Date(),
    );
    expect(page).toContain('menu#&lt;b&gt;');
    expect(page).not.toContain('could not be read');
  });
});
