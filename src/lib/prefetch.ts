/**
 * Which links to fetch ahead when a visitor shows intent (hover, focus, touch start), so the next
 * page opens at once on a slow phone without spending data on pages nobody asked for.
 */

/** The parts of an `<a>` element the decision reads. */
export interface LinkLike {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
  dataset: { astroPrefetch?: string | undefined };
}

/** The parts of `navigator` that say the visitor wants to save data. */
interface NavigatorLike {
  connection?: { saveData?: boolean; effectiveType?: string } | undefined;
}

/**
 * True when the browser asks to save data (Data Saver, `Save-Data: on`) or the connection is 2G:
 * then nothing is fetched ahead.
 */
export function wantsToSaveData(navigator: NavigatorLike): boolean {
  const connection = navigator.connection;
  return connection?.saveData === true || /2g/.test(connection?.effectiveType ?? '');
}

/**
 * The URL to fetch ahead for a link (without its #fragment), or null when the link leaves the site,
 * points at the page already shown, downloads a file, opens a new tab, posts to a function (/api/),
 * or opts out with `data-astro-prefetch="false"`.
 */
export function prefetchTarget(
  link: LinkLike,
  location: { origin: string; pathname: string; search: string },
): string | null {
  if (
    link.dataset.astroPrefetch === 'false' ||
    link.hasAttribute('download') ||
    (link.target && link.target !== '_self')
  )
    return null;
  let url: URL;
  try {
    url = new URL(link.href, location.origin);
  } catch {
    return null;
  }
  if (url.origin !== location.origin || !/^https?:$/.test(url.protocol)) return null;
  if (url.pathname.startsWith('/api/')) return null;
  if (url.pathname === location.pathname && url.search === location.search) return null;
  url.hash = '';
  return url.href;
}
