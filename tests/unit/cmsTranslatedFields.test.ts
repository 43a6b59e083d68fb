/**
 * The Nepali pane of the CMS shows, and the Nepali file keeps, only translated fields, inside
 * lists too (src/cms/translatedFields.ts), read on the real forms of src/cms/config.ts.
 */
import { fromJS } from 'immutable';
import { describe, expect, it } from 'vitest';
import type { CmsField } from 'decap-cms-core';
import { CMS_COLLECTIONS } from '../../src/cms/config';
import { keptToField, translatedOnly, type ImmutableCollection } from '../../src/cms/translatedFields';

/** A field of the CMS as Decap holds it (an Immutable Map), found by its path of names. */
function formField(collection: string, file: string | undefined, ...path: string[]): ImmutableCollection {
  const found = CMS_COLLECTIONS.find((candidate) => candidate.name === collection)!;
  let fields: CmsField[] = file ? found.files!.find((candidate) => candidate.name === file)!.fields : found.fields!;
  let field: CmsField | undefined;
  for (const name of path) {
    field = fields.find((candidate) => candidate.name === name)!;
    fields = (field as { fields?: CmsField[] }).fields ?? [];
  }
  return fromJS(field) as unknown as ImmutableCollection;
}

/** Decap's isFieldHidden in the Nepali pane: a field not marked translated is hidden. */
const nepaliPane = (field: ImmutableCollection) => field.get('i18n') !== true;
/** …and in the English pane nothing is. */
const englishPane = () => false;

const names = (field: ImmutableCollection): unknown =>
  (field.get('fields') as { toJS(): { name: string; fields?: unknown[] }[] }).toJS().map((sub) => sub.name);

describe('in the Nepali pane', () => {
  it('a list item shows its texts only: a reach counter its label, not its number or icon', () => {
    const counters = formField('settings', 'home', 'reach', 'counters');
    expect(names(counters)).toEqual(['label', 'value', 'icon']);
    expect(names(translatedOnly(counters, nepaliPane))).toEqual(['label']);
  });

  it('as deep as the menu goes: sub-items show their title and description, not their link or status', () => {
    const menu = translatedOnly(formField('settings', 'menu', 'products'), nepaliPane);
    expect(names(menu)).toEqual(['title', 'description', 'items']);
    const items = (menu.get('fields') as { toJS(): unknown[] }).toJS()[2] as { fields: { name: string }[] };
    expect(items.fields.map((field) => field.name)).toEqual(['title', 'description', 'items']);
  });

  it('drops what was copied from English into a list or a group: icons, numbers, links, map addresses', () => {
    const counters = translatedOnly(formField('settings', 'home', 'reach', 'counters'), nepaliPane);
    const copied = fromJS([{ label: 'अस्पताल', value: 50, icon: 'Hospital' }]);
    expect((keptToField(copied, counters) as ImmutableCollection & { toJS(): unknown }).toJS()).toEqual([
      { label: 'अस्पताल' },
    ]);
    const address = translatedOnly(formField('settings', 'site', 'address'), nepaliPane);
    const copiedAddress = fromJS({ city: 'काठमाडौँ', postalCode: '44600', mapUrl: 'https://maps.example/x' });
    expect((keptToField(copiedAddress, address) as ImmutableCollection & { toJS(): unknown }).toJS()).toEqual({
      city: 'काठमाडौँ',
    });
  });

  it("a plan tier's item is summed up by a text the pane has, not by its name and price, which it has not", () => {
    const tiers = formField('pricing', undefined, 'pricingTiers');
    expect(tiers.get('summary')).toBe('{{fields.name}} {{fields.price}}');
    expect(translatedOnly(tiers, nepaliPane).get('summary')).toBe('{{fields.description}}');
    const features = translatedOnly(formField('pricing', undefined, 'cardFeatures'), nepaliPane);
    expect(features.get('summary')).toBe('{{fields.features}}');
  });

  it('keeps a list of texts and a translated list as they are', () => {
    const keypoints = formField('subIndustries', undefined, 'keypoints');
    const written = fromJS(['बिलिङ', 'स्टक']);
    expect((keptToField(written, translatedOnly(keypoints, nepaliPane)) as ImmutableCollection).equals(written)).toBe(
      true,
    );
  });
});

describe('in the English pane', () => {
  it('a list keeps every field of its items, the very same field Decap drew before', () => {
    const counters = formField('settings', 'home', 'reach', 'counters');
    expect(translatedOnly(counters, englishPane)).toBe(counters);
  });
});
