/**
 * Every content file is in the one format the CMS writes (src/cms/formats.ts), so saving an
 * unchanged entry in /admin changes nothing: each file read the way the CMS reads it, with the
 * empty values the CMS drops before saving dropped, is written back byte for byte.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromJS } from 'immutable';
import { describe, expect, it } from 'vitest';
import type { CmsCollection } from 'decap-cms-core';
import { CMS_COLLECTIONS } from '../../src/cms/config';
import { contentFileText, markdownFromFile, markdownToFile } from '../../src/cms/formats';
import { pruneEmptyValues } from '../../src/cms/prune';

const CONTENT = join(process.cwd(), 'src/content');
const files = readdirSync(CONTENT, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(json|md)$/.test(file));

/** The CMS collection that edits `file` (a path under src/content), and its top-level field names. */
function formOf(file: string): { collection: CmsCollection; sortedKeys?: string[] } | undefined {
  const path = `src/content/${file}`;
  for (const collection of CMS_COLLECTIONS) {
    const entry = collection.files?.find((candidate) => candidate.file === path);
    if (entry) return { collection, sortedKeys: entry.fields.map((field) => field.name) };
    if (collection.folder && path.startsWith(`${collection.folder}/`)) return { collection };
  }
  return undefined;
}

/**
 * What the CMS writes after opening `text` and saving it unchanged: parsed, held in Immutable maps
 * (which lose key order), emptied values dropped, then written by the collection's format.
 */
function savedUnchanged(file: string, text: string): string {
  const form = formOf(file);
  if (!form) throw new Error(`no CMS collection edits src/content/${file}`);
  const data = file.endsWith('.md') ? markdownFromFile(text) : (JSON.parse(text) as unknown);
  const held = (pruneEmptyValues(fromJS(data)) as { toJS(): unknown }).toJS();
  return contentFileText(form.collection, held as Parameters<typeof contentFileText>[1], form.sortedKeys);
}

describe('saving an unchanged entry changes nothing', () => {
  it('covers every content file', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it.each(files)('%s', (file) => {
    const text = readFileSync(join(CONTENT, file), 'utf8');
    expect(savedUnchanged(file, text)).toBe(text);
  });
});

describe('English and Nepali', () => {
  const collection = (name: string) => CMS_COLLECTIONS.find((candidate) => candidate.name === name)!;

  it('writes the Nepali file of a new entry written in English only as an empty one', () => {
    expect(contentFileText(collection('customers'), { name: '', location: ' ' })).toBe('{}\n');
    expect(contentFileText(collection('news'), { title: '', body: '' })).toBe('---\n---\n');
  });

  it('keeps both languages of a settings file, each in the form’s order, and leaves out one with nothing written', () => {
    const settings = collection('settings');
    const supportPage = settings.files!.find((file) => file.name === 'supportPage')!;
    const text = contentFileText(
      settings,
      {
        en: { team: { subtitle: 'Real people, in Kathmandu', title: 'Our support team' }, hero: { badge: 'Support' } },
        ne: { team: { title: '' } },
      },
      supportPage.fields.map((field) => field.name),
    );
    expect(JSON.parse(text)).toEqual({
      en: { hero: { badge: 'Support' }, team: { title: 'Our support team', subtitle: 'Real people, in Kathmandu' } },
    });
    const { en } = JSON.parse(text) as { en: { team: object } };
    expect([Object.keys(en), Object.keys(en.team)]).toEqual([
      ['hero', 'team'],
      ['title', 'subtitle'],
    ]);
  });
});

describe('the front matter format', () => {
  it('quotes texts with spaces or signs, keeps ids, paths, dates and tags plain, lists texts on one line', () => {
    expect(
      markdownToFile({
        title: 'Sarathi ERP 6.0: CBMS invoice sync',
        publishedAt: '2026-05-21',
        author: 'nirmala-bhattarai',
        tags: ['release', 'ird'],
        cover: '/images/news/cbms.svg',
        featured: true,
        results: [{ figure: '78%', label: 'of courses completed' }],
        quote: { text: 'Now they see the chart.', person: 'Nabin Karki' },
        body: 'Version 6.0 is live.\n\n',
      }),
    ).toBe(
      [
        '---',
        'title: "Sarathi ERP 6.0: CBMS invoice sync"',
        'publishedAt: 2026-05-21',
        'author: nirmala-bhattarai',
        'tags: [release, ird]',
        'cover: /images/news/cbms.svg',
        'featured: true',
        'results:',
        '  - figure: "78%"',
        '    label: "of courses completed"',
        'quote:',
        '  text: "Now they see the chart."',
        '  person: "Nabin Karki"',
        '---',
        '',
        'Version 6.0 is live.',
        '',
      ].join('\n'),
    );
  });

  it('quotes a text YAML would read as a number, a boolean or null', () => {
    expect(markdownToFile({ figure: '2026', flag: 'true', none: 'null', body: '' })).toContain(
      'figure: "2026"\nflag: "true"\nnone: "null"',
    );
  });

  it('reads dates back as the text the editor wrote', () => {
    expect(markdownFromFile('---\npublishedAt: 2026-05-21\n---\n\nText\n')).toEqual({
      publishedAt: '2026-05-21',
      body: 'Text\n',
    });
  });
});
