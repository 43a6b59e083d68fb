/** Where each CMS collection keeps its files, and the settings every folder collection shares. */
import type { CmsCollection, CmsCollectionFile, CmsField } from 'decap-cms-core';
import { INDUSTRY_CATALOGUE } from '../../schemas/catalogue';
import { text } from '../fields';

/** Where the content lives, relative to the repository root (Decap's paths are). */
export const CONTENT = 'src/content';

/** What a folder collection says besides its name, folder and file format. */
type FolderSettings = Omit<
  CmsCollection,
  'name' | 'label' | 'label_singular' | 'folder' | 'extension' | 'format' | 'create' | 'slug' | 'files'
> & {
  /** Whether editors may add (and delete) entries; fixed sets (pages, FAQ sets, industries) may not. */
  create: boolean;
};

/**
 * A collection of one file per entry under src/content/{name}/: JSON files, or Markdown with
 * front matter (`md`); `labels` are its name in the sidebar and the name of one entry. Entries are
 * listed and new ones named by their `title` unless `identifier_field` names another field.
 */
export function folderCollection(
  name: string,
  [label, labelSingular]: [string, string],
  format: 'json' | 'md',
  { create, ...settings }: FolderSettings,
): CmsCollection {
  return {
    name,
    label,
    label_singular: labelSingular,
    folder: `${CONTENT}/${name}`,
    extension: format,
    format: format === 'md' ? 'frontmatter' : 'json',
    ...(create ? { create: true, slug: '{{slug}}' } : { create: false, delete: false }),
    ...settings,
  };
}

/**
 * A folder collection of things listed by their name rather than a title (industries, customers,
 * team members): `name` comes first and names new entries; `fields` are the ones after it.
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
    fields: [text('name'), ...fields],
  });
}

/** One file entry per catalogue key, e.g. "Hospital" → src/content/sub-industries/healthcare/hospital.json. */
export function perSubIndustry(folder: string, fields: CmsField[]): CmsCollectionFile[] {
  return Object.entries(INDUSTRY_CATALOGUE).flatMap(([industry, subIndustries]) =>
    subIndustries.map((subIndustry) => ({
      name: `${industry}-${subIndustry}`,
      label: `${industry}/${subIndustry}`,
      file: `${CONTENT}/${folder}/${industry}/${subIndustry}.json`,
      fields,
    })),
  );
}
