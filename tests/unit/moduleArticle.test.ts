/**
 * The module detail body and the module card, rendered with Astro's container API
 * (docs/pages.md#module-detail, docs/pages.md#modules-modules-and-scoped-lists).
 * The empty texts are checked with a fixture module that lists nothing: the live catalogue has
 * no such module (every real module has highlights, features and benefits), so no page shows them.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import reactRenderer from '@astrojs/react/server.js';
import { beforeAll, describe, expect, it } from 'vitest';
import ModuleArticle from '../../src/components/sections/ModuleArticle.astro';
import { ModuleCard, type ModuleCardProps } from '../../src/islands/modules/ModuleCard';
import type { ModuleView } from '../../src/data/content';
import { moduleCardText } from '../../src/i18n/islandWords';

/** A module card as the pages render it: static HTML, no client directive. */
const renderCard = (props: ModuleCardProps) => Promise.resolve(renderToStaticMarkup(createElement(ModuleCard, props)));

let container: AstroContainer;

beforeAll(async () => {
  container = await AstroContainer.create();
  container.addServerRenderer({ name: '@astrojs/react', renderer: reactRenderer });
  container.addClientRenderer({ name: '@astrojs/react', entrypoint: '@astrojs/react/client.js' });
});

const fixture = (overrides: Partial<ModuleView> = {}): ModuleView => ({
  key: 'front-desk',
  title: 'Front Desk',
  description: 'Visitor registration and queue tokens for a clinic reception in Lalitpur.',
  order: 1,
  industries: [],
  mainPoints: [],
  screenshots: [],
  features: {},
  benefits: [],
  contentLocale: 'en',
  ...overrides,
});

const names = { 'healthcare/clinic': 'Clinic', 'healthcare/hospital': 'Hospital' };
const render = (module: ModuleView) =>
  container.renderToString(ModuleArticle, { props: { module, subIndustryNames: names } });
/** The visible text of an HTML fragment, whitespace collapsed. */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('ModuleArticle empty texts', () => {
  it('says so when a module has no highlights, features or benefits', async () => {
    const html = await render(fixture());
    expect(html).toContain('No features listed yet.');
    expect(html).toContain('No benefits listed yet.');
    expect(html).toContain('No highlights available for this module.');
  });

  it('shows none of the empty texts when the lists have entries', async () => {
    const html = await render(
      fixture({
        mainPoints: ['Token queue for walk-in patients'],
        features: { Queue: { 'Token printing': {} } },
        benefits: ['Shorter waiting lines'],
      }),
    );
    expect(html).not.toContain('No features listed yet.');
    expect(html).not.toContain('No benefits listed yet.');
    expect(html).not.toContain('No highlights available for this module.');
    expect(text(html)).toContain('Token queue for walk-in patients');
    expect(text(html)).toContain('Shorter waiting lines');
  });
});

describe('ModuleArticle sections', () => {
  it('links each industry tag to its product page and links to /modules and /contact-us', async () => {
    const html = await render(fixture({ industries: ['healthcare/clinic#2', 'healthcare/hospital'] }));
    expect(html).toMatch(/<a href="\/products\/healthcare\/clinic"[^>]*>\s*Clinic\s*<\/a>/);
    expect(html).toMatch(/<a href="\/products\/healthcare\/hospital"[^>]*>\s*Hospital\s*<\/a>/);
    expect(html).toMatch(/href="\/modules"/);
    expect(html).toMatch(/href="\/contact-us"/);
  });

  it('puts every level of the features tree in the HTML, leaves included', async () => {
    const html = await render(
      fixture({ features: { Registration: { 'Walk-in': { 'Token slip': {} } }, 'SMS reminders': {} } }),
    );
    for (const name of ['Registration', 'Walk-in', 'Token slip', 'SMS reminders']) expect(text(html)).toContain(name);
    expect(html.match(/<details/g)).toHaveLength(2);
  });

  it('shows more than one screenshot in the carousel island, one alone as an image', async () => {
    const shots = ['/images/modules/billing-1.svg', '/images/modules/billing-2.svg'];
    const carousel = await render(fixture({ screenshots: shots }));
    expect(carousel).toMatch(/<astro-island[^>]*component-url="[^"]*Carousel/);
    expect(carousel).toContain('intervalMs&quot;:[0,4000]');
    const single = await render(fixture({ screenshots: shots.slice(0, 1) }));
    expect(single).not.toContain('<astro-island');
    expect(single).toMatch(/<img src="\/images\/modules\/billing-1.svg"/);
  });
});

describe('ModuleCard', () => {
  const card = (tags: string[]) =>
    renderCard({
      title: 'Billing',
      href: '/modules/billing',
      tags,
      mainPoints: ['IRD-approved invoices'],
      text: moduleCardText('en'),
    });

  it('shows the first two tags and puts the rest behind a +N more disclosure, in the HTML', async () => {
    const html = await card(['Hospital', 'Clinic', 'Lab', 'Dental', 'Pharmacy']);
    expect(text(html)).toContain('+3 more');
    expect(html).toMatch(/<summary[^>]*>/);
    const [shownPart, morePart] = html.split('<summary');
    for (const tag of ['Hospital', 'Clinic']) expect(shownPart).toContain(`>${tag}</li>`);
    for (const tag of ['Lab', 'Dental', 'Pharmacy']) expect(morePart).toContain(`>${tag}</li>`);
  });

  it('has no +N more control for two tags or fewer', async () => {
    const html = await card(['Hospital', 'Clinic']);
    expect(html).not.toContain('more');
    expect(html).not.toContain('<details');
  });
});
