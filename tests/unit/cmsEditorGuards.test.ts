/**
 * The editor's address names the entry it edits: moving from one entry form to another reloads
 * the editor (src/cms/entryNavigation.ts). Moving to a list or to the same entry does not.
 */
import { describe, expect, it } from 'vitest';
import { entryOfHash } from '../../src/cms/entryNavigation';

describe('entryOfHash', () => {
  it.each([
    ['#/collections/news/entries/pokhara-training-day-2026', 'news/pokhara-training-day-2026'],
    ['#/collections/news/new', 'news/new'],
    ['#/collections/pricing/entries/healthcare-hospital', 'pricing/healthcare-hospital'],
    ['#/collections/news', undefined],
    ['#/workflow', undefined],
    ['', undefined],
  ])('%s → %s', (hash, entry) => {
    expect(entryOfHash(hash)).toBe(entry);
  });
});
