/**
 * Field builders for the Decap CMS configuration (src/cms/config.ts): one helper per kind of value
 * the content schemas (src/schemas/) accept, so each collection reads like its schema and the
 * rules that protect the build (required fields, allowed values, image types and sizes) are
 * written once. Pure data: no Decap code is imported, so the unit tests read the same objects.
 */
import type { CmsField, CmsMediaLibrary } from 'decap-cms-core';
import { CMS_ICON_NAMES } from './icons';

/** Largest image an editor may upload, in bytes (2 MB): covers and screenshots are far smaller. */
export const MAX_IMAGE_BYTES = 2_000_000;

/** File names the image fields accept: the picture formats the site serves. */
export const IMAGE_FILE_PATTERN = '\\.(svg|png|jpe?g|webp|avif)$';

/**
 * Options every field builder takes: a label, a hint under the field, whether it may stay empty,
 * and whether it is written in each language.
 */
export interface FieldOptions {
  label?: string;
  hint?: string;
  /** True when the schema has a default or the field is optional; Decap requires fields by default. */
  optional?: boolean;
  /**
   * True for a text the Nepali entry translates (docs/content.md#both-languages-in-one-entry): the
   * editor writes it in the English and in the Nepali pane. Everything else (links, icons, numbers,
   * pictures, order) is written once, in English, and the Nepali pages read it from there. A group
   * or list holding translated fields is translated itself.
   */
  i18n?: boolean;
}

/** Turns `companyName` into "Company name" for labels an editor reads. */
export function labelOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function base(name: string, options: FieldOptions = {}) {
  return {
    name,
    label: options.label ?? labelOf(name),
    ...(options.hint ? { hint: options.hint } : {}),
    ...(options.optional ? { required: false } : {}),
    ...(options.i18n ? { i18n: true } : {}),
  };
}

/** A one-line text. `pattern` is a regular expression and the message shown when it fails. */
export const text = (name: string, options: FieldOptions & { pattern?: [string, string] } = {}): CmsField => ({
  ...base(name, options),
  widget: 'string',
  ...(options.pattern ? { pattern: options.pattern } : {}),
});

/** A text of several lines (descriptions, answers). */
export const longText = (name: string, options: FieldOptions = {}): CmsField => ({
  ...base(name, options),
  widget: 'text',
});

/** A whole number, at least `min`. */
export const integer = (name: string, options: FieldOptions & { min?: number } = {}): CmsField => ({
  ...base(name, options),
  widget: 'number',
  value_type: 'int',
  ...(options.min === undefined ? {} : { min: options.min }),
});

/** A decimal number (map coordinates). */
export const decimal = (name: string, options: FieldOptions = {}): CmsField => ({
  ...base(name, options),
  widget: 'number',
  value_type: 'float',
});

/** A yes/no switch; written as false when left off. */
export const toggle = (name: string, options: FieldOptions = {}): CmsField => ({
  ...base(name, options),
  widget: 'boolean',
  default: false,
});

/** A choice among fixed values; the editor cannot type anything else. */
export const choice = (
  name: string,
  options: readonly string[],
  fieldOptions: FieldOptions & { multiple?: boolean; min?: number } = {},
): CmsField => ({
  ...base(name, fieldOptions),
  widget: 'select',
  options: [...options],
  ...(fieldOptions.multiple ? { multiple: true } : {}),
  ...(fieldOptions.min === undefined ? {} : { min: fieldOptions.min }),
});

/** A Lucide icon chosen from the icons the site draws (see src/cms/icons.ts). */
export const icon = (name = 'icon', options: FieldOptions = {}): CmsField =>
  choice(name, CMS_ICON_NAMES, { hint: 'The icon shown next to the text', ...options });

/** A calendar date written as YYYY-MM-DD, as the Markdown collections expect. */
export const date = (name: string, options: FieldOptions = {}): CmsField => ({
  ...base(name, options),
  widget: 'datetime',
  format: 'YYYY-MM-DD',
  date_format: 'YYYY-MM-DD',
  time_format: false,
});

/**
 * An image uploaded under public/images/{folder}/ and written as its site path (`/images/…`).
 * Refuses files over {@link MAX_IMAGE_BYTES} before they are uploaded and paths that are not
 * pictures; the upload dialog only offers image files.
 */
export const image = (name: string, folder: string, options: FieldOptions = {}): CmsField => ({
  ...base(name, options),
  widget: 'image',
  media_folder: `/public/images/${folder}`,
  public_folder: `/images/${folder}`,
  choose_url: false,
  // Decap's type asks for a library `name`, but on a field only `config` is read (by the built-in
  // media library, which refuses bigger files before uploading them).
  media_library: { config: { max_file_size: MAX_IMAGE_BYTES } } as unknown as CmsMediaLibrary,
  pattern: [IMAGE_FILE_PATTERN, 'choose an image file (SVG, PNG, JPEG, WebP or AVIF)'],
});

/** Markdown text: the body of a story, article or page. */
export const markdown = (name: string, options: FieldOptions = {}): CmsField => ({
  ...base(name, options),
  widget: 'markdown',
  // Headings, lists, links and quotes only: the strict CSP blocks inline styles, and code blocks
  // are not used on these pages.
  buttons: ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'quote', 'bulleted-list', 'numbered-list'],
  editor_components: [],
  modes: ['rich_text', 'raw'],
});

/** An object of named fields, shown as a group. */
export const group = (
  name: string,
  fields: CmsField[],
  options: FieldOptions & { collapsed?: boolean } = {},
): CmsField => ({
  ...base(name, options),
  widget: 'object',
  fields,
  ...(options.collapsed ? { collapsed: true } : {}),
});

/** A list of texts (bullet points); a translated list translates its items. */
export const textList = (
  name: string,
  options: FieldOptions & { min?: number; max?: number; item?: CmsField } = {},
): CmsField => ({
  ...base(name, options),
  widget: 'list',
  field: {
    ...(options.item ?? text('item', { label: labelOf(name) })),
    ...(options.i18n ? { i18n: true } : {}),
  },
  ...(options.min === undefined ? {} : { min: options.min }),
  ...(options.max === undefined ? {} : { max: options.max }),
});

/**
 * How a collapsed item of a list of `fields` is named when the list gives no summary. Decap names
 * it by its first field's value, which for a list of texts reads `List [ "…", "…" ]`: the first
 * text of that list names it instead.
 */
function defaultSummary(fields: CmsField[]): string | undefined {
  const first = fields[0];
  return first && first.widget === 'list' && 'field' in first ? `{{fields.${first.name}[0]}}` : undefined;
}

/** A list of objects; `summary` names each item in the collapsed list, e.g. "{{fields.title}}". */
export function objectList(
  name: string,
  fields: CmsField[],
  options: FieldOptions & { min?: number; max?: number; summary?: string; labelSingular?: string } = {},
): CmsField {
  const summary = options.summary ?? defaultSummary(fields);
  return {
    ...base(name, options),
    widget: 'list',
    fields,
    collapsed: true,
    ...(summary ? { summary } : {}),
    ...(options.labelSingular ? { label_singular: options.labelSingular } : {}),
    ...(options.min === undefined ? {} : { min: options.min }),
    ...(options.max === undefined ? {} : { max: options.max }),
  };
}

/**
 * A reference to an entry of another folder collection, stored as its file name (slug).
 * `multiple` lets the editor pick several.
 */
export const relation = (
  name: string,
  collection: string,
  displayField: string,
  options: FieldOptions & { multiple?: boolean; min?: number } = {},
): CmsField => ({
  ...base(name, options),
  widget: 'relation',
  collection,
  value_field: '{{slug}}',
  search_fields: [displayField],
  display_fields: [displayField],
  options_length: 100,
  ...(options.multiple ? { multiple: true } : {}),
  ...(options.min === undefined ? {} : { min: options.min }),
});

/** A value the editor does not change (e.g. the industry of a sub-industry file, fixed by its path). */
export const fixed = (name: string): CmsField => ({ name, label: labelOf(name), widget: 'hidden' });

/** A list of cards, each named by its title in the collapsed list (translated: cards have texts). */
export const cardList = (
  name: string,
  fields: CmsField[],
  options: FieldOptions & { min?: number; max?: number; labelSingular?: string } = {},
): CmsField => objectList(name, fields, { summary: '{{fields.title}}', i18n: true, ...options });

/** A collapsed page section: its title and subtitle (translated), then `fields`. */
export const section = (
  name: string,
  fields: CmsField[] = [],
  options: FieldOptions & { collapsed?: boolean } = {},
): CmsField =>
  group(name, [text('title', { i18n: true }), text('subtitle', { i18n: true }), ...fields], {
    collapsed: true,
    i18n: true,
    ...options,
  });

/** A title and a description of several lines, both translated. */
export const titleAndDescription = (): CmsField[] => [
  text('title', { i18n: true }),
  longText('description', { i18n: true }),
];

/** An icon, a title and a description (footer highlights, services, steps). */
export const iconTextFields = (): CmsField[] => [icon(), ...titleAndDescription()];

/** A feature card (icon, title, description, optional bullets), as src/schemas/common.ts featureCard. */
export const featureCardFields = (): CmsField[] => [
  ...iconTextFields(),
  textList('bullets', { optional: true, i18n: true }),
];

/** A carousel slide: an image with alt text, or an icon, with title and description. */
export const carouselItemFields = (imageFolder: string): CmsField[] => [
  image('image', imageFolder, { optional: true }),
  text('alt', {
    label: 'Image description (alt text)',
    optional: true,
    hint: 'Required when there is an image: what it shows, for people who cannot see it',
    i18n: true,
  }),
  icon('icon', { optional: true }),
  ...titleAndDescription(),
  text('iconBgColor', { label: 'Icon background', optional: true, hint: 'A Tailwind class like bg-sky-100' }),
];
