/**
 * Pictures uploaded into a draft, shown in the form and in the preview before they are published.
 *
 * An image field stores the picture's site path (`/images/news/ward-gate.png`), and Decap takes a
 * value that starts with "/" for an address the site already serves: its form thumbnail and the
 * previews load it from there. A picture uploaded into a draft is not on the site yet (it lives in
 * the draft, on its branch or pull request), so it showed as a broken image. The draft keeps the
 * upload among its media files, under its path in the repository (`public/images/news/…`, which
 * the site serves at `/images/news/…`), with an address the browser can show (`blob:`); this finds
 * it there.
 */
import { createElement, useCallback, type ComponentType } from 'react';

/** Decap's entry (an Immutable map) as far as it is read here. */
interface EntryLike {
  get(key: string): unknown;
}

/** A value of an Immutable map or of a plain object. */
function valueOf(item: unknown, key: string): unknown {
  if (item && typeof (item as EntryLike).get === 'function') return (item as EntryLike).get(key);
  return item && typeof item === 'object' ? (item as Record<string, unknown>)[key] : undefined;
}

/** Object URLs made for uploads that came without one, kept so each file gets one URL. */
const fileUrls = new WeakMap<Blob, string>();

/**
 * The address to show the picture at site path `value` from while it is only in the draft
 * `entry` (a `blob:` URL), or undefined when the draft holds no such upload (a published picture:
 * the site serves it at `value`).
 */
export function draftPictureUrl(entry: unknown, value: string): string | undefined {
  if (!value.startsWith('/')) return undefined;
  const repositoryPath = `public${value}`;
  const mediaFiles = valueOf(entry, 'mediaFiles') as Iterable<unknown> | undefined;
  if (!mediaFiles || typeof mediaFiles[Symbol.iterator] !== 'function') return undefined;
  for (const file of mediaFiles) {
    if (valueOf(file, 'path') !== repositoryPath) continue;
    for (const key of ['url', 'displayURL']) {
      const url = valueOf(file, key);
      if (typeof url === 'string' && url) return url;
    }
    const blob = valueOf(file, 'file');
    if (blob instanceof Blob) {
      const url = fileUrls.get(blob) ?? URL.createObjectURL(blob);
      fileUrls.set(blob, url);
      return url;
    }
  }
  return undefined;
}

/** The props of Decap's image widget this reads. */
interface ImageWidgetProps {
  /** The entry as it is now (Decap's `entry` prop can be stale). */
  getEntry: () => unknown;
  getAsset: (path: string, field?: unknown) => unknown;
}

/** The part of Decap's CMS object this needs. */
interface WidgetRegistry {
  getWidget(name: string): { control: ComponentType<never>; preview: unknown; schema?: unknown } | undefined;
  registerWidget(name: string, control: ComponentType<never>, preview?: unknown, schema?: unknown): void;
}

/**
 * Wraps Decap's image widget so its thumbnail in the form shows a picture uploaded into the draft
 * (see the file's comment); every other picture is asked of Decap as before.
 */
export function registerDraftPictureWidget(cms: WidgetRegistry): void {
  const widget = cms.getWidget('image');
  if (!widget) return;
  const Control = widget.control as unknown as ComponentType<ImageWidgetProps>;
  function DraftPictureControl(props: ImageWidgetProps) {
    const { getEntry, getAsset } = props;
    const withDrafts = useCallback(
      (path: string, field?: unknown) => {
        const url = typeof path === 'string' ? draftPictureUrl(getEntry(), path) : undefined;
        return url ? { url, path, toString: () => url } : getAsset(path, field);
      },
      [getEntry, getAsset],
    );
    return createElement(Control, { ...props, getAsset: withDrafts });
  }
  cms.registerWidget('image', DraftPictureControl, widget.preview, widget.schema);
}
