/**
 * Previews of modules, customer stories and news articles in the editor, drawn with the site's
 * own stylesheet (global Tailwind build plus the Markdown reading style), so an editor sees the
 * headings, lists and spacing the published page uses. Written with createElement rather than JSX:
 * the editor page is a plain Vite entry, not a React island, so in `astro dev` it has no React
 * Fast Refresh preamble, which JSX files would require.
 */
import { createElement as h, type ReactNode } from 'react';
import type { CMS as DecapCms, PreviewTemplateComponentProps } from 'decap-cms-core';
import previewStylesheet from './preview.css?url';
import { pictureUrl } from './previewAssets';
import { registerSitePreviews } from './sitePreviews';

/** A text field of the entry being edited, or '' when it is empty. */
function textOf(props: PreviewTemplateComponentProps, name: string): string {
  const value: unknown = props.entry.getIn(['data', name]);
  return typeof value === 'string' ? value : '';
}

/** A list of texts of the entry (key highlights, tags), without empty items. */
function textsOf(props: PreviewTemplateComponentProps, name: string): string[] {
  const value = props.entry.getIn(['data', name]) as { toJS?: () => unknown } | undefined;
  const list = value?.toJS?.();
  return Array.isArray(list)
    ? list.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    : [];
}

/** The cover image of a story or article, if chosen. */
function cover(props: PreviewTemplateComponentProps): ReactNode {
  const path = textOf(props, 'cover');
  if (!path) return null;
  return h('img', {
    src: pictureUrl(props, 'cover', path),
    alt: textOf(props, 'coverAlt'),
    // Cut to 1200 × 630 as the site cuts a photo (a drawn cover already has that shape).
    className: 'mt-8 aspect-[40/21] h-auto w-full rounded-2xl bg-slate-100 object-cover ring-1 ring-slate-200',
  });
}

/** The page heading and its lead paragraph, as the site draws them. */
function heading(title: string, lead: string, kicker?: string): ReactNode[] {
  return [
    kicker
      ? h('p', { key: 'kicker', className: 'text-sm font-semibold uppercase tracking-wide text-brand-700' }, kicker)
      : null,
    h('h1', { key: 'title', className: 'mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl' }, title),
    h('p', { key: 'lead', className: 'mt-4 text-lg text-ink-soft' }, lead),
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
      items.map((item) => h('li', { key: item }, item)),
    ),
  );
}

const page = (...children: ReactNode[]) =>
  h('main', { className: 'mx-auto max-w-4xl px-4 py-10 sm:px-6' }, ...children);

/** A module as its page shows the heading, description, highlights and benefits. */
export function ModulePreview(props: PreviewTemplateComponentProps) {
  return page(
    ...heading(textOf(props, 'title'), textOf(props, 'description')),
    bulletSection('Key Highlights', textsOf(props, 'mainPoints')),
    bulletSection('Benefits', textsOf(props, 'benefits')),
  );
}

/** A customer story: headline, summary, cover and the Markdown body. */
export function StoryPreview(props: PreviewTemplateComponentProps) {
  return page(
    ...heading(textOf(props, 'title'), textOf(props, 'summary'), 'Customer story'),
    cover(props),
    h('div', { className: 'prose-body mt-10' }, props.widgetFor('body')),
  );
}

/** A news article: headline, description, tags, cover and the Markdown body. */
export function ArticlePreview(props: PreviewTemplateComponentProps) {
  const tags = textsOf(props, 'tags').map((tag) =>
    h(
      'li',
      {
        key: tag,
        className: 'rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-ink-soft ring-1 ring-slate-200',
      },
      `#${tag}`,
    ),
  );
  return page(
    ...heading(textOf(props, 'title'), textOf(props, 'description'), 'News'),
    h('ul', { className: 'mt-3 flex flex-wrap gap-2', 'aria-label': 'Tags' }, tags),
    cover(props),
    h('div', { className: 'prose-body mt-10' }, props.widgetFor('body')),
  );
}

/**
 * Registers the site's stylesheet in the preview frame, the three previews above and those of
 * src/cms/sitePreviews.ts (pricing, products, pages, FAQs, team, customers).
 */
export function registerPreviews(cms: DecapCms): void {
  cms.registerPreviewStyle(previewStylesheet);
  cms.registerPreviewTemplate('modules', ModulePreview);
  cms.registerPreviewTemplate('stories', StoryPreview);
  cms.registerPreviewTemplate('news', ArticlePreview);
  registerSitePreviews(cms);
}
