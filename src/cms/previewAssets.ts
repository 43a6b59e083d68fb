/**
 * The address a preview shows a picture field's picture from. Our image fields write site paths
 * (`/images/news/phewa.jpg`), and Decap takes any path starting with "/" for a public address and
 * shows it as it is: that address has nothing yet for a picture just uploaded, or saved only in a
 * draft (its branch is not on the site), so the preview showed a broken image. Asked for by its
 * file name with its field instead, Decap finds the picture in the field's media folder: the upload
 * in memory, the draft's branch or the repository (docs/content.md#pictures).
 */
import type { PreviewTemplateComponentProps } from 'decap-cms-core';

/** The configuration of one field, as Decap hands it to a preview (an Immutable map). */
interface FieldConfig {
  get(key: string): unknown;
}

/** Decap's getAsset as it really is: the field tells it the media folder (its typings leave it out). */
type GetAssetWithField = (path: string, field?: FieldConfig) => { toString(): string } | undefined;

/**
 * The URL to show the picture `path` of field `fieldName` from: the upload or the repository's file
 * as Decap reads it (a `blob:` URL; an empty picture while it is being read), or `path` itself when
 * the field is unknown, the path lies outside the field's public folder, or Decap cannot read it.
 * @param props the preview's props
 * @param fieldName a top-level image field of the collection, e.g. `cover`
 * @param path the field's value, a site path such as `/images/news/phewa.jpg`
 */
export function pictureUrl(props: PreviewTemplateComponentProps, fieldName: string, path: string): string {
  const field = props.fields.find((candidate) => candidate.get('name') === fieldName) as FieldConfig | undefined;
  const publicFolder = field?.get('public_folder');
  const inFolder =
    typeof publicFolder === 'string' && path.startsWith(`${publicFolder}/`) ? path.slice(publicFolder.length + 1) : '';
  // A file of a sub-folder, or of another folder, is not in the field's media folder: keep its path.
  if (!field || inFolder === '' || inFolder.includes('/')) return path;
  const url = (props.getAsset as unknown as GetAssetWithField)(inFolder, field)?.toString();
  // Decap answers a picture it could not read with the name it was asked for.
  return url && url !== inFolder ? url : path;
}
