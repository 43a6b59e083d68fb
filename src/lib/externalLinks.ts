/**
 * How links in Markdown bodies to other sites open: in a new tab, safely (`target="_blank"`,
 * `rel="noopener noreferrer"`), saying so to screen readers. `rehype-external-links` does the work
 * (astro.config.mjs `markdown.rehypePlugins`); these are its options. Links inside the site (also
 * written with the site's own origin) and mailto:/tel: links are left alone.
 */
import type { Options } from 'rehype-external-links';

/** True for an absolute http(s) or protocol-relative URL whose host is not `siteHost`. */
export function isExternalHref(href: string, siteHost: string): boolean {
  if (!/^https?:\/\//i.test(href) && !href.startsWith('//')) return false;
  try {
    return new URL(href, `https://${siteHost}`).host !== siteHost;
  } catch {
    return false;
  }
}

/**
 * The options of `rehype-external-links` for this site.
 * @param siteHost the site's own host, e.g. "www.sarathierp.com.np": links to it stay in the tab
 */
export function externalLinkOptions(siteHost: string): Options {
  return {
    target: '_blank',
    rel: ['noopener', 'noreferrer'],
    // The plugin takes every absolute http(s) link for another site's; the site's own origin is not.
    test: (element) => typeof element.properties.href === 'string' && isExternalHref(element.properties.href, siteHost),
    content: { type: 'text', value: ' (opens in a new tab)' },
    contentProperties: { className: ['sr-only'] },
  };
}
