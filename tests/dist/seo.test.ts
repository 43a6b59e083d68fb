/**
 * Structured data and crawling over the built site (tests/dist/checks/seo.mjs): per page its head,
 * Open Graph tags and share image, JSON-LD and breadcrumbs; over the site unique titles,
 * descriptions and images, no noindex header, robots.txt and the sitemap.
 */
import { describe, expect, it } from 'vitest';
import { listHtmlFiles, urlPathOf } from '../../src/integrations/builtPages.mjs';
import { builtSite, byPage } from './builtSite';
import { checkSeo, formatSeoReport } from './checks/seo.mjs';

const distDir = builtSite();
const report = checkSeo(distDir);
const pages = listHtmlFiles(distDir).map(urlPathOf);

/** Rules about the site as a whole, each with its own test below. */
const SITE_RULES: Record<string, string> = {
  'duplicate-title': 'no two canonical pages share a <title>',
  'duplicate-description': 'no two canonical pages share a meta description',
  'duplicate-image': 'no two canonical pages share a share image',
  robots: 'robots.txt names the sitemap index by absolute URL',
  sitemap: 'the sitemap lists exactly the crawlable canonical targets',
};

const pageFindings = byPage(report.findings.filter((finding) => !(finding.rule in SITE_RULES)));
const detail = (finding: { rule: string; detail: string }) => `[${finding.rule}] ${finding.detail}`;

describe('structured data and crawling', () => {
  it.each(pages)('%s: head, Open Graph and share image, JSON-LD, breadcrumbs', (page) => {
    expect((pageFindings.get(page) ?? []).map(detail)).toEqual([]);
  });

  it.each(Object.entries(SITE_RULES))('%s: %s', (rule) => {
    const findings = report.findings.filter((finding) => finding.rule === rule);
    expect(findings.map((finding) => `${finding.page}: ${finding.detail}`)).toEqual([]);
  });

  it('no X-Robots-Tag noindex in dist/_headers, and no finding outside the pages', () => {
    const elsewhere = [...pageFindings].filter(([page]) => !pages.includes(page)).flatMap(([, list]) => list);
    expect(elsewhere.map((finding) => `${finding.page}: ${detail(finding)}`)).toEqual([]);
  });

  it('reads the sitemap, the share images and the JSON-LD of the site', () => {
    console.log(formatSeoReport(report));
    expect(report.sitemapUrls).toBeGreaterThan(0);
    expect(report.images).toBeGreaterThan(0);
    expect(report.jsonLdBlocks).toBeGreaterThan(0);
  });
});
