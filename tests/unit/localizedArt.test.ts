import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { artIn } from '../../src/data/localizedArt';

describe('a picture with words on a Nepali page', () => {
  const publicDir = mkdtempSync(join(tmpdir(), 'localized-art-'));
  mkdirSync(join(publicDir, 'images/stories'), { recursive: true });
  writeFileSync(join(publicDir, 'images/stories/newa.svg'), '<svg/>');
  writeFileSync(join(publicDir, 'images/stories/newa.ne.svg'), '<svg/>');
  writeFileSync(join(publicDir, 'images/stories/koshi.svg'), '<svg/>');

  it('is the Nepali drawing where the art kit drew one', () => {
    expect(artIn('/images/stories/newa.svg', 'ne', publicDir)).toBe('/images/stories/newa.ne.svg');
  });

  it('stays the English drawing without a Nepali one, on an English page, and for a photo', () => {
    expect(artIn('/images/stories/koshi.svg', 'ne', publicDir)).toBe('/images/stories/koshi.svg');
    expect(artIn('/images/stories/newa.svg', 'en', publicDir)).toBe('/images/stories/newa.svg');
    expect(artIn('/images/stories/ward-opening.jpg', 'ne', publicDir)).toBe('/images/stories/ward-opening.jpg');
  });
});
