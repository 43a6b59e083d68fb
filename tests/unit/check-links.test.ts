import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkLinks, formatLinkReport, srcsetUrls } from '../dist/checks/links.mjs';

const distDir = fileURLToPath(new URL('../fixtures/links-dist/', import.meta.url));

describe('srcsetUrls', () => {
  it('reads the URL of each srcset candidate', () => {
    expect(srcsetUrls('/a.svg 1x, /b.svg 2x')).toEqual(['/a.svg', '/b.svg']);
    expect(srcsetUrls('/a.png 480w,/b.png 960w')).toEqual(['/a.png', '/b.png']);
  });
});

describe('checkLinks (fixture dist)', () => {
  const report = checkLinks(distDir);
  const broken = report.broken.map((link) => `${link.page} ${link.url}`);

  it('reports missing pages, assets and anchors, and nothing else', () => {
    expect(broken.sort()).toEqual(
      [
        '/ /images/missing@2x.svg',
        '/ /no-such-page',
        '/ #no-such-id',
        '/ /products#no-such-id',
        '/products/healthcare ./modules/billing',
      ].sort(),
    );
    expect(report.pages).toBe(4);
  });

  it('resolves relative links against the slash-less page URL, as a browser does', () => {
    const relative = report.broken.find((link) => link.url === './modules/billing');
    expect(relative?.reason).toBe('no file in dist/ for /products/modules/billing');
  });

  it('ignores external schemes, absolute canonicals, and markup inside scripts and comments', () => {
    const urls = report.broken.map((link) => link.url);
    for (const url of [
      'mailto:info@example.com',
      'tel:+9771',
      'https://example.com/',
      '/ignored-in-script',
      '/ignored-in-comment',
    ]) {
      expect(urls).not.toContain(url);
    }
  });

  it('prints one line per broken link and a total', () => {
    expect(formatLinkReport(report)).toContain('links: 5 broken of');
  });
});
