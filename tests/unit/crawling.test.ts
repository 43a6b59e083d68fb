import { describe, expect, it } from 'vitest';
import { canonicalPath, isCanonicalPath, NOT_FOUND_PATHS } from '../../src/lib/canonical';
import { buildRobotsTxt, isSitemapPath, ROBOTS_DISALLOWED_PATHS, SITEMAP_INDEX_PATH } from '../../src/lib/crawling';
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

  it('drops the not-found pages and every path robots.txt disallows', () => {
    for (const path of [...NOT_FOUND_PATHS, ...ROBOTS_DISALLOWED_PATHS]) expect(isSitemapPath(path), path).toBe(false);
    // The thank-you pages are still their own canonical: only the robots rule keeps them out.
    for (const path of ROBOTS_DISALLOWED_PATHS) expect(isCanonicalPath(path), path).toBe(true);
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

describe('buildRobotsTxt', () => {
  const text = buildRobotsTxt(`${origin}/`);
  const rules = parseRobotsTxt(text);

  it('names the sitemap index by its absolute URL', () => {
    expect(rules.sitemaps).toEqual([`${origin}${SITEMAP_INDEX_PATH}`]);
  });

  it('disallows the confirmation pages for every crawler and allows the rest', () => {
    expect(rules.disallow).toEqual([...ROBOTS_DISALLOWED_PATHS]);
    for (const path of ROBOTS_DISALLOWED_PATHS) expect(isDisallowed(path, rules), path).toBe(true);
    for (const path of ['/', '/contact-us', '/request-demo', '/modules/billing', '/security', '/support'])
      expect(isDisallowed(path, rules), path).toBe(false);
    expect(isDisallowed('/search', rules)).toBe(true);
  });

  it('ends in a newline and has one record', () => {
    expect(text.endsWith('\n')).toBe(true);
    expect(text.match(/^User-agent:/gm)).toHaveLength(1);
  });
});
