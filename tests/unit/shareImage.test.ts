import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  generateShareImages,
  logoMarkDataUri,
  planShareImages,
  readHeadTags,
  renderShareImage,
  type PageHeadTags,
} from '../../src/integrations/shareImages';
import {
  headlineFontSize,
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_WIDTH,
  shareImageContent,
  shareImagePath,
  shareImageTree,
  type SatoriNode,
} from '../../src/lib/shareImage';
import { pngSize } from '../dist/checks/crawling.mjs';

const origin = 'https://www.sarathierp.com.np';
const logoSvg = readFileSync(new URL('../../public/images/logo.svg', import.meta.url), 'utf8');
const scratch = mkdtempSync(join(tmpdir(), 'share-images-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Every string drawn by a tree. */
function textsOf(node: SatoriNode | string): string[] {
  if (typeof node === 'string') return [node];
  const children = node.props.children;
  return (Array.isArray(children) ? children : children === undefined ? [] : [children]).flatMap(textsOf);
}

describe('shareImagePath', () => {
  it('names one PNG under /og per canonical path', () => {
    expect(shareImagePath('/')).toBe('/og/index.png');
    expect(shareImagePath('/products/healthcare')).toBe('/og/products/healthcare.png');
    expect(shareImagePath('/pricing/?a=1#b')).toBe('/og/pricing.png');
  });
});

describe('shareImageContent', () => {
  it('drops the product suffix and builds the kicker from the canonical path', () => {
    expect(
      shareImageContent(
        'Hospital Management System (HMS) | Sarathi ERP',
        'Sarathi ERP',
        `${origin}/products/healthcare/hospital`,
      ),
    ).toEqual({
      headline: 'Hospital Management System (HMS)',
      productName: 'Sarathi ERP',
      kicker: 'Products / Healthcare',
      domain: 'www.sarathierp.com.np',
    });
  });

  it('keeps a title that names the product, and has no kicker on the home page', () => {
    const content = shareImageContent('Sarathi ERP: Cloud ERP', 'Sarathi ERP', `${origin}/`);
    expect(content.headline).toBe('Sarathi ERP: Cloud ERP');
    expect(content.kicker).toBe('');
  });

  it('keeps the one segment of a top-level page as its kicker', () => {
    expect(shareImageContent('Pricing | Sarathi ERP', 'Sarathi ERP', `${origin}/pricing`).kicker).toBe('Pricing');
  });

  it('throws on a relative canonical', () => {
    expect(() => shareImageContent('Pricing', 'Sarathi ERP', '/pricing')).toThrow(TypeError);
  });
});

describe('shareImageTree', () => {
  const content = shareImageContent('Pricing Plans | Sarathi ERP', 'Sarathi ERP', `${origin}/pricing`);
  const tree = shareImageTree(content, 'data:image/svg+xml;base64,AAAA');

  it('is 1200×630 and draws the product name, the kicker, the headline and the domain', () => {
    expect(tree.props.style).toMatchObject({ width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT });
    const texts = textsOf(tree);
    expect(texts).toEqual(
      expect.arrayContaining(['Sarathi', 'ERP', 'Pricing', 'Pricing Plans', 'www.sarathierp.com.np']),
    );
  });

  it('shrinks the headline as it grows', () => {
    expect(headlineFontSize('Pricing')).toBeGreaterThan(
      headlineFontSize('ERP Modules: Billing, Inventory, Accounts and More'),
    );
    expect(headlineFontSize('x'.repeat(80))).toBeLessThan(headlineFontSize('x'.repeat(40)));
  });
});

describe('readHeadTags and planShareImages', () => {
  const head = (path: string, canonical: string, title = `${path} title | Sarathi ERP`): PageHeadTags => ({
    canonical: `${origin}${canonical}`,
    ogTitle: title,
    ogSiteName: 'Sarathi ERP',
    ogImage: `${origin}${shareImagePath(canonical)}`,
  });

  it('reads the head tags, entities decoded', () => {
    const html = `<html><head><link rel="canonical" href="${origin}/modules/billing"><meta property="og:title" content="Billing &amp; Invoicing | Sarathi ERP"><meta property="og:site_name" content="Sarathi ERP"><meta property="og:image" content="${origin}/og/modules/billing.png"></head><body><meta property="og:title" content="ignored"></body></html>`;
    expect(readHeadTags(html)).toEqual({
      canonical: `${origin}/modules/billing`,
      ogTitle: 'Billing & Invoicing | Sarathi ERP',
      ogSiteName: 'Sarathi ERP',
      ogImage: `${origin}/og/modules/billing.png`,
    });
  });

  it('plans one image per canonical page; mirrors reuse their target', () => {
    const jobs = planShareImages([
      { path: '/products/healthcare', head: head('/products/healthcare', '/products/healthcare') },
      { path: '/industry/healthcare', head: head('/industry/healthcare', '/products/healthcare') },
      { path: '/', head: head('/', '/') },
    ]);
    expect(jobs.map((job) => [job.imagePath, job.page])).toEqual([
      ['/og/index.png', '/'],
      ['/og/products/healthcare.png', '/products/healthcare'],
    ]);
  });

  it('fails when a page shows an image no canonical page renders', () => {
    expect(() =>
      planShareImages([{ path: '/industry/retail', head: head('/industry/retail', '/products/retail') }]),
    ).toThrow(/no canonical page/);
  });

  it("renders a borrowed image once, from its own page: a Nepali page shows its English twin's", () => {
    const nepali = { ...head('/ne/pricing', '/ne/pricing'), ogImage: `${origin}/og/pricing.png` };
    const jobs = planShareImages([
      { path: '/ne/pricing', head: nepali },
      { path: '/pricing', head: head('/pricing', '/pricing') },
    ]);
    expect(jobs.map((job) => [job.imagePath, job.page])).toEqual([['/og/pricing.png', '/pricing']]);
  });
});

describe('logoMarkDataUri', () => {
  it('keeps the mark and drops the word mark and the title', () => {
    const uri = logoMarkDataUri(logoSvg);
    const svg = Buffer.from(uri.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg[^>]*width="44" height="44"/);
    expect(svg).not.toMatch(/<text|<title/);
    expect(svg).toContain('<rect');
  });
});

describe('rendering', () => {
  it('renders a 1200×630 PNG', async () => {
    const png = await renderShareImage(
      shareImageContent('Pricing | Sarathi ERP', 'Sarathi ERP', `${origin}/pricing`),
      logoMarkDataUri(logoSvg),
    );
    expect(pngSize(png)).toEqual({ width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT });
  }, 30_000);

  it('writes each canonical page its image and renders only what the cache lacks', async () => {
    const dist = join(scratch, 'dist');
    const cacheDir = join(scratch, 'cache');
    const page = (file: string, canonical: string, title: string) => {
      const target = join(dist, file);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(
        target,
        `<!doctype html><html><head><title>${title}</title><link rel="canonical" href="${origin}${canonical}"><meta property="og:title" content="${title}"><meta property="og:site_name" content="Sarathi ERP"><meta property="og:image" content="${origin}${shareImagePath(canonical)}"></head><body></body></html>`,
      );
    };
    page('pricing.html', '/pricing', 'Pricing | Sarathi ERP');
    page('products/healthcare.html', '/products/healthcare', 'Healthcare | Sarathi ERP');
    page('industry/healthcare.html', '/products/healthcare', 'Healthcare | Sarathi ERP');

    const first = await generateShareImages(dist, { cacheDir, logoSvg });
    expect(first).toMatchObject({ images: 2, rendered: 2, cached: 0 });
    const written = join(dist, 'og', 'products', 'healthcare.png');
    expect(pngSize(readFileSync(written))).toEqual({ width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT });
    expect(existsSync(join(dist, 'og', 'industry'))).toBe(false);

    page('pricing.html', '/pricing', 'Pricing Plans | Sarathi ERP');
    rmSync(join(dist, 'og'), { recursive: true });
    const second = await generateShareImages(dist, { cacheDir, logoSvg });
    expect(second).toMatchObject({ images: 2, rendered: 1, cached: 1 });
    expect(statSync(written).size).toBeGreaterThan(0);
  }, 60_000);
});
