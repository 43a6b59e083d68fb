/**
 * The editor's previews while an entry is being written (src/cms/previews.ts, sitePreviews.ts): a
 * new entry shows where its texts will go instead of an empty frame, and a price typed half-way
 * says what the plan cards wait for instead of crashing the preview. (Pictures uploaded into a
 * draft and the Nepali pricing preview are checked in the editor itself, tests/e2e/cms.spec.ts.)
 */
import { fromJS } from 'immutable';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { ModulePreview } from '../../src/cms/previews';
import { ProductOrPricingPreview } from '../../src/cms/sitePreviews';

/** Decap's preview props for an entry of `collection` named `slug` holding `data`. */
function previewProps(collection: string, slug: string, data: unknown): PreviewTemplateComponentProps {
  return {
    entry: fromJS({ slug, data, mediaFiles: [] }),
    collection: fromJS({ name: collection }),
    fields: fromJS([]),
    document: { documentElement: { lang: '' } },
    getAsset: () => undefined,
    getCollection: () => Promise.reject(new Error('not loaded here')),
    widgetFor: () => null,
  } as unknown as PreviewTemplateComponentProps;
}

const shown = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('previews of an entry being written', () => {
  it('show a new module’s title and description as placeholders, not an empty frame', () => {
    const markup = renderToStaticMarkup(createElement(ModulePreview, previewProps('modules', '', {})));
    expect(shown(markup)).toContain('Title (empty)');
    expect(shown(markup)).toContain('Description (empty)');
  });

  it('say which price is not written like Rs.4500 yet instead of failing', () => {
    const tier = (name: string, plan: string, price: string) => ({
      name,
      plan,
      price,
      description: `The ${name} plan`,
      cta: 'Start',
      ctaLink: '/request-demo',
      ctaVariant: 'outline',
    });
    const data = {
      pricingTiers: [
        tier('Free', 'free', 'Rs.0'),
        tier('Basic', 'basic', 'Rs.45'),
        tier('Standard', 'standard', 'Rs.4five00'),
        tier('Custom', 'custom', 'Custom'),
      ],
      cardFeatures: [],
    };
    const markup = renderToStaticMarkup(
      createElement(ProductOrPricingPreview, previewProps('pricing', 'healthcare-clinic', data)),
    );
    expect(shown(markup)).toContain('The cards appear once every price reads like Rs.4500 or Custom (now: Rs.4five00)');

    data.pricingTiers[2] = tier('Standard', 'standard', 'Rs.4500');
    const fixed = renderToStaticMarkup(
      createElement(ProductOrPricingPreview, previewProps('pricing', 'healthcare-clinic', data)),
    );
    expect(shown(fixed)).toContain('Rs. 4,500');
  });
});
