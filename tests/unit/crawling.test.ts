import { describe, expect, it } from 'vitest';
import { canonicalPath, isCanonicalPath, NOT_FOUND_PATHS } from '../../src/lib/canonical';
import {
  buildRobotsTxt,
  isNoindexPath,
  isSitemapPath,
  NOINDEX_PATHS,
  ROBOTS_DISALLOWED_PATHS,
  SITEMAP_INDEX_PATH,
} from '../../src/lib/crawling';
import { isDisallowed, parseRobotsTxt } from '../dist/checks/crawling.mjs';

const origin = 'https://www.sarathierp.com.np';

describe('isSitemapPath', () => {
  it('keeps canonical targets', () => {
    for (const path of ['/', '/pricing', '/products/healthcare', '/modules/billing', '/contact-us', '/request-demo']) {
      expect(isSitemapPath(path), path).toBe(true);
    }
  });

  it('drops mirrors and scoped modules, whose canonical is elsewhere', () => {
    expect(canonicalPath('/industry/healthcare')).not.toBe('/industry/healthcare');
    expect(isSitemapPath('/industry/healthcare')).toBe(false);
    expect(isSitemapPath('/products/healthcare/hospital/modules/billing')).toBe(false);
  });

  it('keeps a Nepali mirror canonical to the Nepali products page, not to the English one', () => {
    expect(canonicalPath('/ne/industry/healthcare')).toBe('/ne/products/healthcare');
    expect(canonicalPath('/ne/industry/healthcare/hospital/modules/billing')).toBe('/ne/modules/billing');
    expect(canonicalPath('/ne/industry')).toBe('/ne/industry');
  });

  it('drops the not-found pages, the noindex pages and every path robots.txt disallows', () => {
    for (const path of [...NOT_FOUND_PATHS, ...NOINDEX_PATHS, ...ROBOTS_DISALLOWED_PATHS])
      expect(isSitemapPath(path), path).toBe(false);
    // The thank-you pages are still their own canonical: only their noindex keeps them out.
    for (const path of ['/request-demo/thank-you', '/contact-us/thank-you'])
      expect(isCanonicalPath(path), path).toBe(true);
  });

  it('treats a Nepali page as its English twin: listed, or noindex and left out', () => {
    expect(isSitemapPath('/ne/request-demo')).toBe(true);
    for (const path of ['/ne/request-demo/thank-you', '/ne/search', '/ne/404']) {
      expect(isNoindexPath(path), path).toBe(true);
      expect(isSitemapPath(path), path).toBe(false);
    }
  });

  it('keeps the search page out, canonical to itself, and the pages whose names start alike in', () => {
    expect(isCanonicalPath('/search')).toBe(true);
    expect(isSitemapPath('/search')).toBe(false);
    expect(isSitemapPath('/search?q=billing')).toBe(false);
    for (const path of ['/security', '/support', '/privacy-policy']) expect(isSitemapPath(path), path).toBe(true);
  });

  it('reads a path as the sitemap writes it (trailing slash, .html)', () => {
    expect(isSitemapPath('/contact-us/thank-you/')).toBe(false);
    expect(isSitemapPath('/admin')).toBe(false);
    expect(isSitemapPath('/pricing/')).toBe(true);
  });
});

describe('isNoindexPath', () => {
  it('marks the not-found pages, both thank-you pages and the search page', () => {
    for (const path of ['/404', '/modules/404', '/request-demo/thank-you', '/contact-us/thank-you', '/search'])
      expect(isNoindexPath(path), path).toBe(true);
    expect(isNoindexPath('/search?q=billing')).toBe(true);
    expect(isNoindexPath('/contact-us/thank-you/')).toBe(true);
  });

  it('leaves every content page indexable', () => {
    for (const path of ['/', '/pricing', '/contact-us', '/request-demo', '/modules/billing', '/security'])
      expect(isNoindexPath(path), path).toBe(false);
  });
});

describe('buildRobotsTxt', () => {
  const text = buildRobotsTxt(`${origin}/`);
  const rules = parseRobotsTxt(text);

  it('names the sitemap index by its absolute URL', () => {
    expect(rules.sitemaps).toEqual([`${origin}${SITEMAP_INDEX_PATH}`]);
  });

  it('disallows only the content editor, so crawlers can read the noindex of the other kept-out pages', () => {
    expect(rules.disallow).toEqual(['/admin']);
    expect(isDisallowed('/admin', rules)).toBe(true);
    for (const path of ['/', '/contact-us', '/request-demo', '/modules/billing', '/security', ...NOINDEX_PATHS])
      expect(isDisallowed(path, rules), path).toBe(false);
  });

  it('ends in a newline and has one record', () => {
    expect(text.endsWith('\n')).toBe(true);
    expect(text.match(/^User-agent:/gm)).toHaveLength(1);
  });
});
