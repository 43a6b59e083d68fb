/**
 * Previews of modules, customer stories and news articles in the editor, drawn with the site's
 * own stylesheet (global Tailwind build, the Markdown reading style and, for a Nepali entry, the
 * Nepali pages' type), so an editor sees the headings, lists and spacing the published page uses;
 * what is still empty shows as a muted placeholder.
 */
import { createElement as h, type ReactNode } from 'react';
import type { CMS as DecapCms, PreviewTemplateComponentProps } from 'decap-cms-core';
import previewStylesheet from './preview.css?url';
import { registerSitePreviews } from './sitePreviews';
import { dataOf, list, localeOf, orPlaceholder, pictureUrl, text, useFrameLanguage } from './previewKit';
import { t } from '../i18n/dictionary';

/** A list of texts of the entry (key highlights, tags), without empty items. */
function textsOf(data: Record<string, unknown>, name: string): string[] {
  return list<unknown>(data[name]).filter((item): item is string => typeof item === 'string' && item.trim() !== '');
}

/** The cover image of a story or article, once chosen (an upload in a draft included). */
function Cover({ props, data }: { props: PreviewTemplateComponentProps; data: Record<string, unknown> }) {
  const src = pictureUrl(props, text(data['cover']));
  if (!src) return null;
  return h('img', {
    src,
    alt: text(data['coverAlt']),
    // Cut to 1200 × 630 as the site cuts a photo (a drawn cover already has that shape).
    className: 'mt-8 aspect-[40/21] h-auto w-full rounded-2xl bg-slate-100 object-cover ring-1 ring-slate-200',
  });
}

/** The page heading and its lead paragraph, as the site draws them; placeholders while empty. */
function heading(title: string, lead: string, kicker?: string): ReactNode[] {
  return [
    kicker
      ? h('p', { key: 'kicker', className: 'text-sm font-semibold uppercase tracking-wide text-brand-700' }, kicker)
      : null,
    h(
      'h1',
      { key: 'title', className: 'mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl' },
      orPlaceholder(title, 'Title'),
    ),
    h('p', { key: 'lead', className: 'mt-4 text-lg text-ink-soft' }, orPlaceholder(lead, 'Description')),
  ];
}

/** A titled bullet list in the reading style, or nothing when the list is empty. */
function bulletSection(title: string, items: string[]): ReactNode {
  if (items.length === 0) return null;
  return h(
    'section',
    { key: title, className: 'prose-body mt-8' },
    h('h2', null, title),
    h(
      'ul',
      null,
      items.map((item, index) => h('li', { key: index }, item)),
    ),
  );
}

const page = (...children: ReactNode[]) =>
  h('main', { className: 'mx-auto max-w-4xl px-4 py-10 sm:px-6' }, ...children);

/** A module as its page shows the heading, description, highlights and benefits, in the entry's language. */
export function ModulePreview(props: PreviewTemplateComponentProps) {
  const locale = localeOf(props);
  useFrameLanguage(props, locale);
  const data = dataOf(props);
  const words = t(locale).modules;
  return page(
    ...heading(text(data['title']), text(data['description']), words.eyebrow),
    bulletSection(words.highlights, textsOf(data, 'mainPoints')),
    bulletSection(words.benefits, textsOf(data, 'benefits')),
  );
}

/** A customer story: headline, summary, cover and the Markdown body. */
export function StoryPreview(props: PreviewTemplateComponentProps) {
  useFrameLanguage(props, localeOf(props));
  const data = dataOf(props);
  return page(
    ...heading(text(data['title']), text(data['summary']), 'Customer story'),
    h(Cover, { props, data }),
    h('div', { className: 'prose-body mt-10' }, props.widgetFor('body')),
  );
}

/** A news article: headline, description, tags, cover and the Markdown body. */
export function ArticlePreview(props: PreviewTemplateComponentProps) {
  useFrameLanguage(props, localeOf(props));
  const data = dataOf(props);
  const tags = textsOf(data, 'tags').map((tag, index) =>
    h(
      'li',
      {
        key: index,
        className: 'rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-ink-soft ring-1 ring-slate-200',
      },
      `#${tag}`,
    ),
  );
  return page(
    ...heading(text(data['title']), text(data['description']), 'News'),
    h('ul', { className: 'mt-3 flex flex-wrap gap-2', 'aria-label': 'Tags' }, tags),
    h(Cover, { props, data }),
    h('div', { className: 'prose-body mt-10' }, props.widgetFor('body')),
  );
}

/**
 * Registers the site's stylesheet in the preview frame, the three previews above and those of
 * src/cms/sitePreviews.ts (pricing, products, pages, FAQs, team, customers).
 */
export function registerPreviews(cms: DecapCms): void {
  cms.registerPreviewStyle(previewStylesheet);
  // The Nepali twins' collections (nepali…) hold the same fields' texts and share the previews.
  for (const [collection, preview] of [
    ['modules', ModulePreview],
    ['stories', StoryPreview],
    ['news', ArticlePreview],
    ['nepaliModules', ModulePreview],
    ['nepaliStories', StoryPreview],
    ['nepaliNews', ArticlePreview],
  ] as const)
    cms.registerPreviewTemplate(collection, preview);
  registerSitePreviews(cms);
}
