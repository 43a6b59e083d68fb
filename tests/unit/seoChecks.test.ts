/**
 * The structured-data and crawling checks (tests/dist/checks/seo.mjs) and the page reader they use
 * (src/integrations/builtPages.mjs) over small generated sites: a
 * correct site gives no finding, and each broken rule gives its finding on its page.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { readPage } from '../../src/integrations/builtPages.mjs';
import { notFoundPathsFromNetlifyToml, pngSize } from '../dist/checks/crawling.mjs';
import { breadcrumbMismatches, checkSeo, formatSeoReport } from '../dist/checks/seo.mjs';

const origin = 'https://www.example.com';
const scratch = mkdtempSync(join(tmpdir(), 'seo-checks-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** CRC-32 of PNG chunks. */
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A valid black RGB PNG of the given size. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A correct share image, made once. */
const SHARE_PNG = png(1200, 630);

interface PageSpec {
  title: string;
  description: string;
  /** Path of the canonical target, or a raw href when it starts with something else than "/". */
  canonical: string;
  /** Site path of the og:image (written as an absolute URL), or a raw value when it does not start with "/". */
  ogImage?: string;
  twitterCard?: string;
  extraHead?: string;
  /** JSON-LD blocks: objects are serialised, strings written as they are. */
  jsonLd: (object | string)[];
  /** Crumbs drawn in the visible trail after Home: the last `shown` ones (default 2). */
  shown?: number;
  labels?: Record<string, string>;
}

interface SiteSpec {
  pages: Record<string, PageSpec>;
  robots: string;
  sitemap: string[];
  images: Record<string, Buffer | string>;
  headers?: string;
}

const label = (segment: string) =>
  segment
    .split('-')
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
const imageOf = (path: string) => `/og/${path === '/' ? 'index' : path.slice(1)}.png`;

/** A BreadcrumbList as the site writes it: Home plus one item per segment. */
function breadcrumbList(path: string): object {
  const segments = path.split('/').filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { name: 'Home', href: '/' },
      ...segments.map((segment, index) => ({
        name: label(segment),
        href: `/${segments.slice(0, index + 1).join('/')}`,
      })),
    ].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.href === '/' ? '/' : crumb.href}`,
    })),
  };
}

function page(path: string, title: string, options: Partial<PageSpec> = {}): PageSpec {
  const deep = path.split('/').filter(Boolean).length >= 2 && !path.endsWith('/404');
  return {
    title,
    description: `${title}: a description.`,
    canonical: path,
    jsonLd: deep ? [breadcrumbList(path)] : [],
    ...options,
  };
}

const NOINDEX = '<meta name="robots" content="noindex">';

/** A correct site: home, pages of one to three segments, a mirror, a disallowed page, a noindex page and two not-found pages. */
function goodSite(): SiteSpec {
  const pages: Record<string, PageSpec> = {
    '/': page('/', 'Home title', {
      jsonLd: [{ '@context': 'https://schema.org', '@type': 'Organization', name: 'Example' }],
    }),
    '/pricing': page('/pricing', 'Pricing title'),
    '/products/healthcare': page('/products/healthcare', 'Healthcare title'),
    '/products/healthcare/hospital': page('/products/healthcare/hospital', 'Hospital title'),
    '/industry/healthcare': page('/industry/healthcare', 'Healthcare title', { canonical: '/products/healthcare' }),
    '/contact-us/thank-you': page('/contact-us/thank-you', 'Thank you title'),
    '/search': page('/search', 'Search title', { extraHead: NOINDEX }),
    '/404': page('/404', 'Not found title', { extraHead: NOINDEX }),
    '/modules/404': page('/modules/404', 'Module not found title', { extraHead: NOINDEX }),
  };
  const images: Record<string, Buffer> = {};
  for (const [path, spec] of Object.entries(pages)) if (spec.canonical === path) images[imageOf(path)] = SHARE_PNG;
  return {
    pages,
    robots: `User-agent: *\nAllow: /\nDisallow: /contact-us/thank-you\n\nSitemap: ${origin}/sitemap-index.xml\n`,
    sitemap: ['/', '/pricing', '/products/healthcare', '/products/healthcare/hospital'].map(
      (path) => `${origin}${path}`,
    ),
    images,
  };
}

/** The HTML of one page, shaped like BaseLayout + TopBar output. */
function html(path: string, spec: PageSpec): string {
  const canonical = spec.canonical.startsWith('/') ? `${origin}${spec.canonical}` : spec.canonical;
  const ogImage = spec.ogImage ?? imageOf(spec.canonical.startsWith('/') ? spec.canonical : path);
  const image = ogImage.startsWith('/') ? `${origin}${ogImage}` : ogImage;
  const segments = path.split('/').filter(Boolean);
  const crumbs = segments.map((segment, index) => ({
    label: spec.labels?.[segment] ?? label(segment),
    href: `/${segments.slice(0, index + 1).join('/')}`,
  }));
  const shown = crumbs.slice(-(spec.shown ?? 2));
  const items = [
    segments.length ? '<li><a href="/">Home</a></li>' : '<li><span aria-current="page">Home</span></li>',
    crumbs.length > shown.length ? '<li aria-hidden="true"><span>/</span><span>…</span></li>' : '',
    ...shown.map((crumb, index) =>
      index === shown.length - 1
        ? `<li><span aria-hidden="true">/</span><span aria-current="page">${crumb.label}</span></li>`
        : `<li><span aria-hidden="true">/</span><a href="${crumb.href}">${crumb.label}</a></li>`,
    ),
  ];
  const blocks = spec.jsonLd.map(
    (data) => `<script type="application/ld+json">${typeof data === 'string' ? data : JSON.stringify(data)}</script>`,
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>${spec.title}</title><meta name="description" content="${spec.description}"><link rel="canonical" href="${canonical}">
<meta property="og:type" content="website"><meta property="og:site_name" content="Example ERP"><meta property="og:title" content="${spec.title}">
<meta property="og:description" content="${spec.description}"><meta property="og:url" content="${canonical}"><meta property="og:locale" content="en_NP">
<meta property="og:image" content="${image}"><meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">
<meta property="og:image:alt" content="${spec.title}"><meta name="twitter:card" content="${spec.twitterCard ?? 'summary_large_image'}"><meta name="twitter:image" content="${image}">
${spec.extraHead ?? ''}${blocks.join('')}</head><body><nav aria-label="Breadcrumb"><ol>${items.join('')}</ol></nav><main><h1>${spec.title}</h1></main></body></html>`;
}

let sites = 0;
/** Writes `site` (after `change`) to a fresh folder and checks it. */
function check(change: (site: SiteSpec) => void = () => {}) {
  const site = goodSite();
  change(site);
  const dir = join(scratch, `site-${(sites += 1)}`);
  const write = (file: string, content: string | Buffer) => {
    const target = join(dir, ...file.split('/').filter(Boolean));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
  };
  for (const [path, spec] of Object.entries(site.pages))
    write(path === '/' ? 'index.html' : `${path}.html`, html(path, spec));
  for (const [path, content] of Object.entries(site.images)) write(path, content);
  write('robots.txt', site.robots);
  write(
    'sitemap-index.xml',
    `<?xml version="1.0" encoding="UTF-8"?><sitemapindex><sitemap><loc>${origin}/sitemap-0.xml</loc></sitemap></sitemapindex>`,
  );
  write(
    'sitemap-0.xml',
    `<?xml version="1.0" encoding="UTF-8"?><urlset>${site.sitemap.map((url) => `<url><loc>${url}</loc></url>`).join('')}</urlset>`,
  );
  if (site.headers) write('_headers', site.headers);
  return checkSeo(dir, { notFoundPaths: ['/404', '/modules/404'] });
}

/** The findings of a check as "rule page" strings. */
const findings = (report: ReturnType<typeof checkSeo>) =>
  report.findings.map((finding) => `${finding.rule} ${finding.page}`);

describe('checkSeo on a correct site', () => {
  const report = check();

  it('has no finding', () => {
    expect(report.findings).toEqual([]);
  });

  it('counts pages, canonical pages (not-found and noindex pages aside), sitemap URLs and images', () => {
    expect(report).toMatchObject({ pages: 9, canonicalPages: 5, sitemapUrls: 4, images: 8 });
    expect(formatSeoReport(report)).toMatch(/no findings$/);
  });
});

describe('checkSeo findings', () => {
  it('fails on a duplicate title or description among canonical pages', () => {
    expect(findings(check((site) => (site.pages['/pricing']!.title = 'Home title')))).toEqual([
      'duplicate-title /, /pricing',
    ]);
    expect(findings(check((site) => (site.pages['/pricing']!.description = site.pages['/']!.description)))).toEqual([
      'duplicate-description /, /pricing',
    ]);
  });

  it('does not count a mirror that repeats its target as a duplicate', () => {
    expect(goodSite().pages['/industry/healthcare']!.title).toBe(goodSite().pages['/products/healthcare']!.title);
  });

  it('fails on a relative canonical, and on a canonical naming no page', () => {
    const relative = check((site) => (site.pages['/pricing']!.canonical = 'pricing'));
    expect(findings(relative)).toContain('head /pricing');
    expect(relative.findings.find((finding) => finding.rule === 'head')?.detail).toMatch(/not an absolute URL/);
    expect(findings(check((site) => (site.pages['/industry/healthcare']!.canonical = '/products/gone')))).toContain(
      'head /industry/healthcare',
    );
  });

  it('fails on a not-found page without noindex, a canonical naming a noindex page, and an X-Robots-Tag header', () => {
    expect(findings(check((site) => delete site.pages['/404']!.extraHead))).toEqual(['noindex /404']);
    const googlebot = check(
      (site) => (site.pages['/modules/404']!.extraHead = '<meta name="googlebot" content="none">'),
    );
    expect(findings(googlebot)).toEqual([]);
    const hiddenTarget = check((site) => (site.pages['/products/healthcare']!.extraHead = NOINDEX));
    expect(findings(hiddenTarget)).toContain('noindex /industry/healthcare');
    expect(findings(check((site) => (site.headers = '/*\n  X-Robots-Tag: noindex\n')))).toEqual(['noindex /_headers']);
  });

  it('fails when a mirror does not name its /products twin as canonical', () => {
    const elsewhere = check((site) => (site.pages['/industry/healthcare']!.canonical = '/pricing'));
    expect(findings(elsewhere)).toContain('mirror-canonical /industry/healthcare');
  });

  it('fails on a missing, non-PNG or wrongly sized share image', () => {
    expect(findings(check((site) => delete site.images['/og/pricing.png']))).toEqual(['open-graph /pricing']);
    expect(findings(check((site) => (site.images['/og/pricing.png'] = 'not a png')))).toEqual(['open-graph /pricing']);
    const small = check((site) => (site.images['/og/pricing.png'] = png(600, 315)));
    expect(small.findings.map((finding) => finding.detail)).toEqual([
      'og:image /og/pricing.png is 600×315, not 1200×630',
    ]);
  });

  it('fails on a relative og:image, a small card, and a mirror that shows another image', () => {
    const relative = check((site) => (site.pages['/pricing']!.ogImage = 'og/pricing.png'));
    expect(relative.findings.map((finding) => `${finding.page} ${finding.detail}`)).toEqual([
      `/pricing og:image "og/pricing.png" is not an absolute URL on ${origin}`,
    ]);
    expect(findings(check((site) => (site.pages['/pricing']!.twitterCard = 'summary')))).toEqual([
      'open-graph /pricing',
    ]);
    expect(findings(check((site) => (site.pages['/industry/healthcare']!.ogImage = '/og/pricing.png')))).toEqual([
      'open-graph /industry/healthcare',
    ]);
    expect(findings(check((site) => (site.pages['/pricing']!.ogImage = '/og/index.png')))).toContain(
      'duplicate-image /, /pricing',
    );
  });

  it('fails on JSON-LD that does not parse, and on ratings or reviews', () => {
    const escaped = '{&quot;@context&quot;:&quot;https://schema.org&quot;}';
    expect(findings(check((site) => site.pages['/']!.jsonLd.push(escaped)))).toEqual(['json-ld /']);
    const rated = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 5 },
    };
    expect(findings(check((site) => site.pages['/']!.jsonLd.push(rated)))).toEqual(['json-ld /']);
  });

  it('fails when a deep page lacks its BreadcrumbList or it does not match the visible crumbs', () => {
    expect(findings(check((site) => (site.pages['/products/healthcare/hospital']!.jsonLd = [])))).toEqual([
      'breadcrumb-list /products/healthcare/hospital',
    ]);
    const relabelled = check(
      (site) => (site.pages['/products/healthcare/hospital']!.labels = { healthcare: 'Health Care' }),
    );
    expect(findings(relabelled)).toEqual(['breadcrumb-list /products/healthcare/hospital']);
    const shortList = check((site) => (site.pages['/products/healthcare']!.jsonLd = [breadcrumbList('/products')]));
    expect(findings(shortList)).toContain('breadcrumb-list /products/healthcare');
  });

  it('fails when the sitemap differs from the crawlable canonical targets', () => {
    const missing = check((site) => (site.sitemap = site.sitemap.filter((url) => !url.endsWith('/pricing'))));
    expect(findings(missing)).toEqual(['sitemap /pricing']);
    const mirror = check((site) => site.sitemap.push(`${origin}/industry/healthcare`));
    expect(findings(mirror)).toEqual([`sitemap ${origin}/industry/healthcare`]);
    const disallowed = check((site) => site.sitemap.push(`${origin}/contact-us/thank-you`));
    expect(findings(disallowed)).toEqual([`sitemap ${origin}/contact-us/thank-you`]);
    const allowed = check((site) => (site.robots = site.robots.replace('Disallow: /contact-us/thank-you\n', '')));
    expect(findings(allowed)).toEqual(['sitemap /contact-us/thank-you']);
    const noindex = check((site) => site.sitemap.push(`${origin}/search`));
    expect(findings(noindex)).toEqual([`sitemap ${origin}/search`]);
    const indexable = check((site) => delete site.pages['/search']!.extraHead);
    expect(findings(indexable)).toEqual(['sitemap /search']);
  });

  it('fails when robots.txt does not name the sitemap index', () => {
    expect(findings(check((site) => (site.robots = 'User-agent: *\nAllow: /\n')))).toContain('robots /robots.txt');
  });
});

describe('helpers', () => {
  it('reads the visible crumbs, skipping separators and the ellipsis', () => {
    const head = readPage(html('/products/healthcare/hospital', page('/products/healthcare/hospital', 'x')));
    expect(head.breadcrumbs).toEqual({
      crumbs: [
        { label: 'Home', href: '/' },
        { label: 'Healthcare', href: '/products/healthcare' },
        { label: 'Hospital', href: null },
      ],
      ellipsis: true,
    });
  });

  it('requires an ellipsis when crumbs are hidden', () => {
    const visible = {
      crumbs: [
        { label: 'Home', href: '/' },
        { label: 'Hospital', href: null },
      ],
      ellipsis: false,
    };
    expect(
      breadcrumbMismatches(
        breadcrumbList('/products/healthcare/hospital'),
        visible,
        '/products/healthcare/hospital',
        origin,
      ),
    ).toEqual(['2 crumbs are hidden without an ellipsis']);
  });

  it('reads PNG sizes', () => {
    expect(pngSize(png(1200, 630))).toEqual({ width: 1200, height: 630 });
    expect(pngSize(Buffer.from('GIF89a'))).toBeNull();
  });

  it('reads the not-found pages from netlify.toml', () => {
    const toml =
      '[[redirects]]\n  from = "/modules/*"\n  to = "/modules/404.html"\n  status = 404\n\n[[redirects]]\n  from = "/a"\n  to = "/b.html"\n  status = 301\n';
    expect(notFoundPathsFromNetlifyToml(toml)).toEqual(['/404', '/modules/404']);
  });
});
