/** The CMS collections of editorial content: stories, news, company pages, FAQs, customers and the team. */
import type { CmsField } from 'decap-cms-core';
import { CUSTOMER_INDUSTRY_KEYS, SUB_INDUSTRY_KEYS } from '../../schemas/catalogue';
import {
  choice,
  date,
  group,
  image,
  integer,
  longText,
  markdown,
  objectList,
  relation,
  text,
  textList,
  toggle,
} from '../fields';
import { folderCollection, namedFolderCollection } from './files';

/**
 * The cover of a story or article (the drawn one or an uploaded photo), its alt text (translated)
 * and its Markdown body (translated where the Nepali page tells the text itself: stories, not news
 * articles).
 */
const coverAndBody = (folder: string, bodyLabel: string, translatedBody: boolean): CmsField[] => [
  image('cover', folder, {
    hint: 'A photo (JPEG, PNG or WebP) replaces the drawn cover; it is cut to 1200 × 630 and looks sharp from 1200 pixels wide',
  }),
  text('coverAlt', { label: 'Cover description (alt text)', i18n: true }),
  markdown('body', { label: bodyLabel, i18n: translatedBody }),
];

export const customers = namedFolderCollection('customers', ['Customers', 'Customer'], 'json', {
  description: 'Customers shown on /customers and the home page; stories refer to them by file name.',
  create: true,
  fields: [
    integer('order', { min: 0, hint: 'Position in lists; the first 12 feed the home carousel' }),
    image('logo', 'customers', {
      optional: true,
      hint: 'The customer’s own logo: SVG, or PNG or WebP from 128 × 128 pixels; fitted inside a square',
    }),
    text('link', { label: 'Website', optional: true, hint: 'The full address, starting with https://' }),
    choice('industry', CUSTOMER_INDUSTRY_KEYS, {
      label: 'Sub-industries',
      multiple: true,
      min: 1,
      hint: 'Choose "…/other" for a customer whose line of business has no package of its own',
    }),
    text('location', { hint: 'Town shown on the card, e.g. Lalitpur', i18n: true }),
  ],
});

export const team = namedFolderCollection('team', ['Team', 'Team member'], 'json', {
  description: 'Company leaders and the support team; news articles name their author from here.',
  create: true,
  fields: [
    text('post', { label: 'Job title', i18n: true }),
    integer('order', { min: 0 }),
    text('phoneNumber', { optional: true, hint: 'e.g. +977 985-1047236' }),
    text('whatsapp', { label: 'WhatsApp', optional: true, hint: 'e.g. +977 985-1047236' }),
    image('image', 'team', {
      label: 'Portrait',
      optional: true,
      hint: 'A photo (JPEG, PNG or WebP, face in the middle, from 192 × 192 pixels), cut to a circle; leave empty to show initials',
    }),
    toggle('supportTeam', { label: 'Shown in the support team on /support', optional: true }),
  ],
});

export const stories = folderCollection('stories', ['Customer stories', 'Customer story'], 'md', {
  description: 'Case studies at /customer-stories/…',
  create: true,
  preview_path: 'customer-stories/{{slug}}',
  fields: [
    text('title', { hint: 'Headline, 20 to 110 characters', i18n: true }),
    longText('summary', {
      hint: 'One or two sentences for the cards and search results (50 to 200 characters)',
      i18n: true,
    }),
    relation('customer', 'customers', 'name'),
    choice('subIndustries', SUB_INDUSTRY_KEYS, { multiple: true, min: 1 }),
    relation('modules', 'modules', 'title', { multiple: true, min: 1, hint: 'Modules the customer set up' }),
    objectList(
      'results',
      [
        text('figure', { hint: 'Short, e.g. "48%" or "3 weeks"', i18n: true }),
        text('label', { hint: 'What the figure measures', i18n: true }),
      ],
      { min: 2, max: 4, summary: '{{fields.figure}} {{fields.label}}', labelSingular: 'result', i18n: true },
    ),
    group(
      'quote',
      [
        text('text', { label: 'Quoted words', i18n: true }),
        text('person', { i18n: true }),
        text('role', { hint: 'Role and organisation', i18n: true }),
      ],
      { i18n: true },
    ),
    date('publishedAt', { label: 'Published on' }),
    toggle('featured', { label: 'Feature on the home page', optional: true }),
    ...coverAndBody('stories', 'Story', true),
  ],
});

export const news = folderCollection('news', ['News', 'Article'], 'md', {
  description:
    'Articles at /news/…: releases, tax-rule changes, events. The Nepali news list shows the title, summary, cover description and tags in Nepali; the article itself is read in English.',
  create: true,
  preview_path: 'news/{{slug}}',
  sortable_fields: ['publishedAt', 'title'],
  fields: [
    text('title', { label: 'Headline', hint: '10 to 110 characters', i18n: true }),
    longText('description', { hint: 'For the cards and search results, 50 to 160 characters', i18n: true }),
    date('publishedAt', { label: 'Published on' }),
    date('updatedAt', { label: 'Last real change', optional: true }),
    relation('author', 'team', 'name'),
    textList('tags', {
      min: 1,
      max: 5,
      hint: 'Lower case with hyphens, e.g. release, hib-claims; in Nepali, the words the Nepali list shows',
      item: text('tag'),
      i18n: true,
    }),
    ...coverAndBody('news', 'Article', false),
  ],
});

export const pages = folderCollection('pages', ['Company and legal pages', 'Page'], 'md', {
  description:
    'About us, security, privacy policy and terms of use. The Nepali text (about us and security) keeps the headings, lists and links of the English page.',
  create: false,
  preview_path: '{{slug}}',
  fields: [
    text('title', { i18n: true }),
    longText('description', { hint: 'For search results, 50 to 160 characters', i18n: true }),
    date('updatedAt', { label: 'Last changed on', i18n: true }),
    markdown('body', { label: 'Text', i18n: true }),
  ],
});

export const faqs = folderCollection('faqs', ['FAQs', 'FAQ set'], 'json', {
  description: 'One set of questions per page that shows them (the file name is the page).',
  create: false,
  summary: '{{slug}}',
  fields: [
    text('title', { optional: true, i18n: true }),
    text('subtitle', { optional: true, i18n: true }),
    objectList('items', [text('question', { i18n: true }), longText('answer', { i18n: true })], {
      label: 'Questions',
      min: 1,
      summary: '{{fields.question}}',
      labelSingular: 'question',
      i18n: true,
    }),
  ],
});
