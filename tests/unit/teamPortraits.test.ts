/**
 * Every team member has an original illustrated portrait, drawn by scripts/art/portraits.mjs and
 * up to date on disk, each a different look, with a title naming the person.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOOKS, portraitSvg } from '../../scripts/art/portraits.mjs';
import { teamMemberSchema } from '../../src/schemas/people';

const TEAM = new URL('../../src/content/team/', import.meta.url);
const ids = readdirSync(TEAM)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));
const member = (id: string) => teamMemberSchema.parse(JSON.parse(readFileSync(new URL(`${id}.json`, TEAM), 'utf8')));

describe('team portraits', () => {
  it('covers all seven people, the two leaders included', () => {
    expect(ids.sort()).toEqual([
      'anita-shrestha',
      'bikash-tamang',
      'nirmala-bhattarai',
      'pratiksha-gurung',
      'rajendra-adhikari',
      'sujan-maharjan',
      'suman-karki',
    ]);
    expect(Object.keys(LOOKS).sort()).toEqual(ids);
  });

  it.each(ids)('%s: the entry names its portrait and the file is what the generator draws', (id) => {
    const entry = member(id);
    expect(entry.image).toBe(`/images/team/${id}.svg`);
    const onDisk = readFileSync(new URL(`../../public/images/team/${id}.svg`, import.meta.url), 'utf8');
    expect(onDisk).toBe(portraitSvg(entry.name, LOOKS[id as keyof typeof LOOKS]));
    expect(onDisk).toContain(`<title>Portrait of ${entry.name}</title>`);
  });

  it('gives no two people the same look', () => {
    const looks = Object.values(LOOKS).map((look) => JSON.stringify(look));
    expect(new Set(looks).size).toBe(looks.length);
  });
});
