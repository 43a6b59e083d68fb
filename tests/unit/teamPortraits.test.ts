/**
 * Every drawn team portrait (scripts/art/portraits.mjs) is a different look, with a title naming the
 * person. That each member who asks for a drawn portrait has one, up to date on disk, is
 * `npm run art -- --check`, a step of `npm test`; members with a photo of their own, or none, are
 * not the kit's.
 */
import { describe, expect, it } from 'vitest';
import { LOOKS, portraitPath, portraitSvg } from '../../scripts/art/portraits.mjs';
import { teamMemberSchema } from '../../src/schemas/people';
import { entryIds, readEntry } from './support/content';

const member = (id: string) => teamMemberSchema.parse(readEntry(`team/${id}.json`));
/** The members whose entry asks for the drawn portrait. */
const ids = entryIds('team').filter((id) => member(id).image === portraitPath(id));

describe('team portraits', () => {
  it.each(ids)('%s: the portrait’s title names the person', (id) => {
    const entry = member(id);
    expect(portraitSvg(entry.name, LOOKS[id as keyof typeof LOOKS])).toContain(
      `<title>Portrait of ${entry.name}</title>`,
    );
  });

  it('gives no two people the same look', () => {
    const looks = Object.values(LOOKS).map((look) => JSON.stringify(look));
    expect(new Set(looks).size).toBe(looks.length);
  });
});
