/**
 * A rehype plugin for Markdown bodies: links to other sites open in a new tab, safely
 * (`target="_blank"`, `rel="noopener noreferrer"`) and say so to screen readers. Links inside
 * the site and mailto:/tel: links are left alone. Used in astro.config.mjs `markdown.rehypePlugins`.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';

/** True for an absolute http(s) URL whose host is not `siteHost`. */
export function isExternalHref(href: string, siteHost: string): boolean {
  if (!/^https?:\/\//i.test(href) && !href.startsWith('//')) return false;
  try {
    return new URL(href, `https://${siteHost}`).host !== siteHost;
  } catch {
    return false;
  }
}

/** A hidden hint appended to the link text. */
const NEW_TAB_HINT: ElementContent = {
  type: 'element',
  tagName: 'span',
  properties: { className: ['sr-only'] },
  children: [{ type: 'text', value: ' (opens in a new tab)' }],
};

/**
 * @param options `siteHost`: the site's own host, e.g. "www.sarathierp.com.np"; links to it stay in the tab
 * @returns the transformer rehype runs on each Markdown body
 */
export default function rehypeExternalLinks(options: { siteHost: string }) {
  const mark = (node: Element) => {
    const href = node.properties?.href;
    if (node.tagName !== 'a' || typeof href !== 'string' || !isExternalHref(href, options.siteHost)) return;
    node.properties.target = '_blank';
    node.properties.rel = ['noopener', 'noreferrer'];
    node.children.push(structuredClone(NEW_TAB_HINT));
  };
  // A plain walk: the tree of one article is small, and it spares a dependency on unist-util-visit.
  const walk = (nodes: (RootContent | ElementContent)[]) => {
    for (const node of nodes) {
      if (node.type !== 'element') continue;
      mark(node);
      walk(node.children);
    }
  };
  return (tree: Root) => walk(tree.children);
}
