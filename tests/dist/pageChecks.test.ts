/**
 * Loading rules over every built page (tests/dist/checks/pageChecks.mjs): sized images, no
 * render-blocking script, the navigation at idle when it is the only island, and the font rules
 * (self-hosted WOFF2 with swap: up to three Devanagari-only faces of 60 KB, one other of 30 KB);
 * the home page's first round trip is reported against 14 KB, not enforced.
 */
import { describe, expect, it } from 'vitest';
import { listHtmlFiles, urlPathOf } from '../../src/integrations/builtPages.mjs';
import { builtSite, byPage } from './builtSite';
import { checkDist, formatPageChecks } from './checks/pageChecks.mjs';

const distDir = builtSite();
const report = checkDist(distDir);
const findings = byPage(report.findings);
const pages = listHtmlFiles(distDir).map(urlPathOf);

describe('loading rules', () => {
  it.each(pages)('%s: images sized, no render-blocking script, nav at idle', (page) => {
    expect(findings.get(page) ?? []).toEqual([]);
  });

  it('stylesheets: self-hosted WOFF2 faces with font-display: swap, Devanagari ones within 60 KB, any other one within 30 KB', () => {
    const stylesheetFindings = report.findings.filter((finding) => !pages.includes(finding.page));
    expect(stylesheetFindings).toEqual([]);
  });

  it('measures the first round trip of the home page (reported against 14 KB, not enforced)', () => {
    console.log(formatPageChecks(report));
    expect(report.firstRoundTrip?.htmlGzip).toBeGreaterThan(0);
  });
});
