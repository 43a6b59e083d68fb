/**
 * Previews of the collections an editor changes often, drawn with the site's own components where
 * they are plain React (plan cards, FAQ accordion, customer card) and with the site's classes
 * where the page draws them in Astro (product page top and lists, team card, company pages), so
 * the right-hand side of the editor looks like the page, in the entry's language: a Nepali entry
 * with the Nepali pages' words and type.
 */
import { createElement as h, type ReactNode } from 'react';
import type { CMS as DecapCms, PreviewTemplateComponentProps } from 'decap-cms-core';
import { PricingPlansView } from '../islands/PricingPlans';
import PlanCardList from '../islands/pricing/PlanCardList';
import FaqAccordion from '../islands/FaqAccordion';
import { CustomerCard } from '../islands/customers/CustomerCard';
import { parsePrice, planCards } from '../lib/pricing';
import { billingText } from '../lib/pricingText';
import type { Locale } from '../i18n/locales';
import { INDUSTRY_CATALOGUE } from '../schemas/catalogue';
import { displayDate } from '../lib/news';
import { initialsOf } from '../lib/initials';
import {
  dataOf,
  layOver,
  list,
  localeOf,
  orPlaceholder,
  text,
  pictureUrl,
  useEnglishEntry,
  useFrameLanguage,
} from './previewKit';
import { t } from '../i18n/dictionary';

/** A tier of a pricing file, as planCards reads it. */
type TierInput = Parameters<typeof planCards>[0]['pricingTiers'][number];

const page = (...children: ReactNode[]) =>
  h('main', { className: 'mx-auto max-w-6xl px-4 py-10 sm:px-6' }, ...children);

/** A section heading as the site's SectionHeading draws it. */
const sectionHeading = (title: ReactNode, subtitle?: string) =>
  h(
    'div',
    { className: 'mx-auto mb-8 max-w-2xl text-center' },
    h('h2', { className: 'text-3xl font-bold tracking-tight text-ink' }, title),
    subtitle ? h('p', { className: 'mt-3 text-lg text-ink-muted' }, subtitle) : null,
  );

/** A price the cards can show: "Rs." and digits, or a word such as "Custom". */
function isShownPrice(price: unknown): boolean {
  try {
    parsePrice(text(price));
    return true;
  } catch {
    return false;
  }
}

/**
 * A pricing record as the plan cards of its product page (billing-cycle switch included), in
 * `locale`'s words. While a price does not read like "Rs.4500" or "Custom" (half typed), the
 * preview says so instead of the cards, which could not show it.
 */
function PricingPreview({ data, name, locale }: { data: Record<string, unknown>; name: string; locale: Locale }) {
  const [industry = '', subIndustry = ''] = name.split('/');
  // As islandWords.pricingText builds them, without that module's list of built pages (build time only).
  const words = { ...t(locale).pricing, locale };
  const tiers = list<Partial<TierInput>>(data['pricingTiers']);
  const heading = sectionHeading(t(locale).pricingPage.sectionTitle);
  const unshown = tiers.filter((tier) => !isShownPrice(tier.price));
  if (unshown.length > 0 || tiers.length === 0)
    return page(
      heading,
      h(
        'p',
        { className: 'text-center text-ink-muted' },
        tiers.length === 0
          ? 'No tiers yet.'
          : `The cards appear once every price reads like Rs.4500 or Custom (now: ${unshown.map((tier) => text(tier.price) || 'empty').join(', ')}).`,
      ),
    );
  const cards = Object.fromEntries(
    list<{ tier?: string; features?: string[] }>(data['cardFeatures']).map((card) => [
      text(card.tier),
      list<string>(card.features),
    ]),
  );
  const plans = planCards(
    {
      pricingTiers: tiers.map((tier) => ({
        name: text(tier.name),
        plan: text(tier.plan),
        price: text(tier.price),
        description: text(tier.description),
        cta: text(tier.cta),
        ctaLink: text(tier.ctaLink),
        ctaVariant: tier.ctaVariant ?? 'outline',
        recommended: tier.recommended === true,
      })),
      cardFeatures: cards,
    },
    { industry, subIndustry },
    words,
  );
  return page(
    heading,
    h(
      PricingPlansView,
      { idPrefix: 'preview', text: billingText(words) },
      h(PlanCardList, { tiers: plans, productName: name, idPrefix: 'preview', text: words }),
    ),
  );
}

/**
 * A Nepali pricing record: its texts (tier descriptions, buttons, card features) laid over the
 * English record's tiers, prices and links, which the Nepali twin does not repeat.
 */
function NepaliPricingPreview({
  props,
  data,
  name,
  englishCollection,
}: {
  props: PreviewTemplateComponentProps;
  data: Record<string, unknown>;
  name: string;
  englishCollection: string;
}) {
  const english = useEnglishEntry(props, englishCollection, name);
  const merged = layOver(english, data) as Record<string, unknown>;
  return h(PricingPreview, { data: merged, name, locale: 'ne' });
}

/** A product (sub-industry) as the top of its page and its lists. */
function ProductPreview({ data }: { data: Record<string, unknown> }) {
  const hero = (data['hero'] ?? {}) as Record<string, unknown>;
  const cards = (items: { title?: string; description?: string }[]) =>
    h(
      'ul',
      { className: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3' },
      items.map((item, index) =>
        h(
          'li',
          { key: index, className: 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm' },
          h('h3', { className: 'font-semibold text-ink' }, text(item.title)),
          h('p', { className: 'mt-1 text-sm text-ink-muted' }, text(item.description)),
        ),
      ),
    );
  return page(
    h(
      'section',
      { className: 'rounded-3xl bg-gradient-to-b from-brand-50 to-white px-6 py-12 text-center' },
      h('p', { className: 'text-sm font-semibold uppercase tracking-wider text-brand-700' }, text(hero['label'])),
      h('h1', { className: 'mt-3 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl' }, text(hero['title'])),
      h('p', { className: 'mx-auto mt-4 max-w-2xl text-lg text-ink-muted' }, text(hero['subtitle'])),
      h(
        'ul',
        { className: 'mt-6 flex flex-wrap justify-center gap-2' },
        list<string>(data['keypoints']).map((point) =>
          h(
            'li',
            {
              key: point,
              className: 'rounded-full bg-white px-3 py-1 text-sm font-medium text-ink-soft ring-1 ring-slate-200',
            },
            point,
          ),
        ),
      ),
    ),
    h('section', { className: 'mt-12' }, sectionHeading('Common problems'), cards(list(data['problems']))),
    h('section', { className: 'mt-12' }, sectionHeading('How we solve them'), cards(list(data['solutions']))),
    h('section', { className: 'mt-12' }, sectionHeading('Key features'), cards(list(data['keyFeatures']))),
    h(
      'section',
      { className: 'prose-body mt-12' },
      h('h2', null, 'Benefits'),
      h(
        'ul',
        null,
        list<string>(data['benefits']).map((benefit) => h('li', { key: benefit }, benefit)),
      ),
    ),
  );
}

/**
 * A sub-industry file and a pricing file share their names: the data says which this is. A Nepali
 * pricing record (the twin in नेपाली: pricing, or the Nepali side of an entry with both languages)
 * is drawn over its English record.
 */
export function ProductOrPricingPreview(props: PreviewTemplateComponentProps) {
  const locale = localeOf(props);
  useFrameLanguage(props, locale);
  const data = dataOf(props);
  const name = text(props.entry.get('slug'));
  const collection = text(props.collection.get('name'));
  if (!('pricingTiers' in data)) return h(ProductPreview, { data });
  if (locale === 'en') return h(PricingPreview, { data, name, locale });
  const englishCollection = collection === 'nepaliPricing' ? 'pricing' : collection;
  return h(NepaliPricingPreview, { props, data, name, englishCollection });
}

/** A company or legal page: heading, lead, "Last updated" and the Markdown text. */
export function MarkdownPagePreview(props: PreviewTemplateComponentProps) {
  useFrameLanguage(props, localeOf(props));
  const data = dataOf(props);
  return h(
    'main',
    { className: 'mx-auto max-w-3xl px-4 py-10 sm:px-6' },
    h(
      'h1',
      { className: 'text-4xl font-extrabold tracking-tight text-ink' },
      orPlaceholder(text(data['title']), 'Title'),
    ),
    h('p', { className: 'mt-4 text-lg text-ink-muted' }, orPlaceholder(text(data['description']), 'Description')),
    data['updatedAt']
      ? h(
          'p',
          { className: 'mt-2 text-sm text-ink-muted' },
          `Last updated ${displayDate(new Date(text(data['updatedAt'])))}`,
        )
      : null,
    h('div', { className: 'prose-body mt-10' }, props.widgetFor('body')),
  );
}

/** One question and its answer, marked up as FaqSection.astro does, for the accordion to run. */
function faqItem(item: { question: string; answer: string }, index: number) {
  const question = `preview-faq-question-${index}`;
  const answer = `preview-faq-answer-${index}`;
  return h(
    'div',
    { key: question, className: 'rounded-xl border border-slate-200 bg-white' },
    h(
      'h3',
      { className: 'text-base' },
      h(
        'button',
        {
          type: 'button',
          id: question,
          'aria-expanded': false,
          'aria-controls': answer,
          'data-faq-question': '',
          className:
            'flex min-h-12 w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-left font-semibold text-ink hover:bg-slate-50',
        },
        item.question,
      ),
    ),
    h(
      'div',
      { id: answer, role: 'region', 'aria-labelledby': question, hidden: true },
      h('p', { className: 'px-5 pb-5 text-ink-muted' }, item.answer),
    ),
  );
}

/** An FAQ set as the page's accordion, with its heading. */
export function FaqPreview(props: PreviewTemplateComponentProps) {
  useFrameLanguage(props, localeOf(props));
  const data = dataOf(props);
  return page(
    sectionHeading(
      text(data['title']) || 'Frequently Asked Questions',
      text(data['subtitle']) || 'Find answers to common questions about our services',
    ),
    h(
      'div',
      { className: 'mx-auto max-w-3xl' },
      h(
        FaqAccordion,
        null,
        ...list<{ question: string; answer: string }>(data['items']).map((item, index) => faqItem(item, index)),
      ),
    ),
  );
}

/** A team member as the support page's card (the portrait once chosen, an upload in a draft included). */
export function TeamMemberPreview(props: PreviewTemplateComponentProps) {
  useFrameLanguage(props, localeOf(props));
  const data = dataOf(props);
  const portrait = pictureUrl(props, text(data['image']));
  return page(
    h(
      'article',
      {
        className:
          'mx-auto flex max-w-xs flex-col items-center rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm',
      },
      portrait
        ? h('img', {
            src: portrait,
            alt: `Portrait of ${text(data['name'])}`,
            width: 96,
            height: 96,
            className: 'h-24 w-24 rounded-full bg-slate-100 object-cover',
          })
        : h(
            'span',
            {
              'aria-hidden': true,
              className:
                'flex h-24 w-24 items-center justify-center rounded-full bg-brand-100 text-3xl font-bold text-brand-800 ring-4 ring-inset ring-brand-200',
            },
            initialsOf(text(data['name'])),
          ),
      h('h3', { className: 'mt-4 text-lg font-semibold text-ink' }, orPlaceholder(text(data['name']), 'Name')),
      h('p', { className: 'text-ink-muted' }, orPlaceholder(text(data['post']), 'Job title')),
      h(
        'p',
        { className: 'mt-3 text-sm text-ink-soft' },
        [text(data['phoneNumber']), data['whatsapp'] ? 'WhatsApp' : ''].filter(Boolean).join(' · '),
      ),
    ),
  );
}

/** Readable names of the catalogue keys, for the customer card's industry line. */
function industryText(keys: string[]): string {
  return keys
    .map((key) => {
      const [industry = '', subIndustry = ''] = key.split('/');
      const known = (INDUSTRY_CATALOGUE as Record<string, readonly string[]>)[industry]?.includes(subIndustry);
      const words = (known ? subIndustry : `other ${industry}`).replace(/-/g, ' ');
      return words.charAt(0).toUpperCase() + words.slice(1);
    })
    .join(', ');
}

/** A customer as its card on /customers (the logo once chosen, an upload in a draft included). */
export function CustomerPreview(props: PreviewTemplateComponentProps) {
  const locale = localeOf(props);
  useFrameLanguage(props, locale);
  const { opensInNewTab, fallbackBadge } = t(locale).layout;
  const data = dataOf(props);
  const logo = pictureUrl(props, text(data['logo']));
  return page(
    h(
      'div',
      { className: 'mx-auto max-w-md' },
      h(CustomerCard, {
        customer: {
          id: text(props.entry.get('slug')),
          name: text(data['name']) || 'Name (empty)',
          logo: logo || undefined,
          link: text(data['link']) || undefined,
          industryText: industryText(list<string>(data['industry'])),
          location: text(data['location']),
          subIndustries: [],
        },
        text: { ...t(locale).customerCard, opensInNewTab, fallbackBadge },
      }),
    ),
  );
}

/** Registers the previews above for their collections. */
export function registerSitePreviews(cms: DecapCms): void {
  cms.registerPreviewTemplate('subIndustries', ProductOrPricingPreview);
  cms.registerPreviewTemplate('pricing', ProductOrPricingPreview);
  cms.registerPreviewTemplate('pages', MarkdownPagePreview);
  cms.registerPreviewTemplate('faqs', FaqPreview);
  cms.registerPreviewTemplate('team', TeamMemberPreview);
  cms.registerPreviewTemplate('customers', CustomerPreview);
}
