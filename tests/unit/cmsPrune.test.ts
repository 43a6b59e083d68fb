/**
 * Before each save the editor drops values an editor emptied (src/cms/prune.ts), so an emptied
 * optional field is absent from the file instead of "" that the schemas would refuse (an empty
 * phone number fails its pattern; an empty list of sub-features is not a feature tree).
 */
import { fromJS } from 'immutable';
import { describe, expect, it } from 'vitest';
import { pruneEmptyValues } from '../../src/cms/prune';
import { teamMemberSchema } from '../../src/schemas/people';

describe('pruneEmptyValues', () => {
  it('drops emptied texts, lists and objects at any depth and keeps false, 0 and text', () => {
    const data = fromJS({
      name: 'Pratiksha Gurung',
      phoneNumber: '',
      whatsapp: '   ',
      order: 0,
      supportTeam: false,
      features: [{ name: 'Billing', children: [] }, { name: '' }],
      hero: { label: '' },
    });
    expect((pruneEmptyValues(data) as { toJS(): unknown }).toJS()).toEqual({
      name: 'Pratiksha Gurung',
      order: 0,
      supportTeam: false,
      features: [{ name: 'Billing' }],
    });
  });

  it('turns a team member whose optional phone was emptied into one the schema accepts', () => {
    const saved = fromJS({
      name: 'Pratiksha Gurung',
      post: 'Training Coordinator',
      order: 4,
      image: '/images/team/pratiksha-gurung.svg',
      phoneNumber: '',
    });
    expect(teamMemberSchema.safeParse(saved.toJS()).success).toBe(false);
    expect(teamMemberSchema.safeParse((pruneEmptyValues(saved) as { toJS(): unknown }).toJS()).success).toBe(true);
  });
});
