/**
 * Where each CMS collection keeps its files, and the settings every folder collection shares.
 * Every entry holds both languages (Decap's i18n, docs/content.md#both-languages-in-one-entry):
 * an entry of a folder is `{slug}.en.json` (or `.en.md`) with its Nepali texts in `{slug}.ne.json`
 * beside it; a file of a files collection keeps both in one file (`{ "en": …, "ne": … }`), the
 * only way Decap translates a files collection.
 */
import type { CmsCollection, CmsField, CmsI18nConfig } from 'decap-cms-core';
import { text } from '../fields';

/** Where the content lives, relative to the repository root (Decap's paths are). */
export const CONTENT = 'src/content';

/** The languages of every entry; English is the one the site is written in first. */
export const CONTENT_I18N: CmsI18nConfig = { structure: 'multiple_files', locales: ['en', 'ne'], default_locale: 'en' };

/** What a folder collection says besides its name, folder and file format. */
type FolderSettings = Omit<
  CmsCollection,
  'name' | 'label' | 'label_singular' | 'folder' | 'extension' | 'format' | 'create' | 'slug' | 'files'
> & {
  /** Whether editors may add (and delete) entries; fixed sets (pages, FAQ sets, industries) may not. */
  create: boolean;
};

/**
 * A collection of one entry per file name under src/content/{folder}/ (`folder` defaults to
 * `name`): JSON files, or Markdown with front matter (`md`), in English and Nepali; `labels` are
 * its name in the sidebar and the name of one entry. Entries are listed and new ones named by their
 * `title` unless `identifier_field` names another field.
 */
export function folderCollection(
  name: string,
  [label, labelSingular]: [string, string],
  format: 'json' | 'md',
  { create, ...settings }: FolderSettings,
  folder = name,
): CmsCollection {
  return {
    name,
    label,
    label_singular: labelSingular,
    folder: `${CONTENT}/${folder}`,
    extension: format,
    format: format === 'md' ? 'frontmatter' : 'json',
    i18n: true,
    ...(create ? { create: true, slug: '{{slug}}' } : { create: false, delete: false }),
    ...settings,
  };
}

/**
 * A folder collection of things listed by their name rather than a title (industries, customers,
 * team members): `name` comes first, is translated and names new entries; `fields` are the ones
 * after it.
 */
export function namedFolderCollection(
  name: string,
  labels: [string, string],
  format: 'json' | 'md',
  { fields, ...settings }: FolderSettings & { fields: CmsField[] },
): CmsCollection {
  return folderCollection(name, labels, format, {
    ...settings,
    identifier_field: 'name',
    fields: [text('name', { i18n: true }), ...fields],
  });
}

/**
 * One entry per catalogue key under src/content/{folder}/{industry}/{subIndustry}.en.json (the
 * products and their pricing): a fixed set, listed as "healthcare/hospital" unless `summary` says
 * otherwise. Decap reads the two folder levels from `path`.
 */
export function perSubIndustry(
  name: string,
  folder: string,
  labels: [string, string],
  settings: Omit<FolderSettings, 'create'>,
): CmsCollection {
  return folderCollection(
    name,
    labels,
    'json',
    { summary: '{{dirname}}/{{filename}}', ...settings, create: false, path: '{{industry}}/{{subIndustry}}' },
    folder,
  );
}
