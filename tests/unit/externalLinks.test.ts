/** Links to other sites in Markdown bodies open in a new tab, safely (src/lib/externalLinks.ts). */
import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import rehypeExternalLinks from 'rehype-external-links';
import { externalLinkOptions, isExternalHref } from '../../src/lib/externalLinks';

const SITE_HOST = 'www.sarathierp.com.np';
const link = (href: string): Element => ({
  type: 'element',
  tagName: 'a',
  properties: { href },
  children: [{ type: 'text', value: 'link' }],
});

/** Runs the plugin over a paragraph holding the links; returns them. */
function run(...links: Element[]): Element[] {
  const tree: Root = { type: 'root', children: [{ type: 'element', tagName: 'p', properties: {}, children: links }] };
  rehypeExternalLinks(externalLinkOptions(SITE_HOST))(tree);
  return links;
}

describe('external links in Markdown', () => {
  it('opens another site in a new tab without giving it the opener or the referrer, and says so', () => {
    const [ird] = run(link('https://ird.gov.np/'));
    expect(ird?.properties).toMatchObject({ target: '_blank', rel: ['noopener', 'noreferrer'] });
    expect(JSON.stringify(ird?.children)).toContain('(opens in a new tab)');
  });

  it('leaves site links, the site origin, anchors, mailto: and tel: alone', () => {
    const links = run(
      link('/privacy-policy'),
      link(`https://${SITE_HOST}/security`),
      link('#backups'),
      link('mailto:info@sarathierp.com.np'),
      link('tel:+97714218760'),
    );
    for (const item of links) expect(item.properties.target).toBeUndefined();
  });

  it('tells external addresses apart', () => {
    expect(isExternalHref('//cdn.example.org/x', SITE_HOST)).toBe(true);
    expect(isExternalHref('https://sarathierp.com.np/', SITE_HOST)).toBe(true);
    expect(isExternalHref('/news', SITE_HOST)).toBe(false);
  });
});
