/**
 * Broken internal links over every built page (tests/dist/checks/links.mjs): each internal link,
 * image, script and source names a file of dist/, and each #fragment an id on its target page.
 */
import { describe, expect, it } from 'vitest';
import { listHtmlFiles, urlPathOf } from '../../src/integrations/builtPages.mjs';
import { builtSite, byPage } from './builtSite';
import { checkLinks, formatLinkReport } from './checks/links.mjs';

const distDir = builtSite();
const report = checkLinks(distDir);
const broken = byPage(report.broken);

describe('internal links', () => {
  it.each(listHtmlFiles(distDir).map(urlPathOf))('%s: no broken internal link', (page) => {
    expect(
      (broken.get(page) ?? []).map((link) => `<${link.tag} ${link.attribute}="${link.url}">: ${link.reason}`),
    ).toEqual([]);
  });

  it('checks the links of every page', () => {
    console.log(formatLinkReport(report));
    expect(report.checked).toBeGreaterThan(report.pages);
  });
});
