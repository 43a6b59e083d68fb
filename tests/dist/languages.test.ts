/**
 * The two languages of the built site (tests/dist/checks/languages.mjs): every page has its twin in
 * the other language and the two name each other, each says its lang, and a Nepali page's <body>
 * leaves no English untranslated but the entries the build reported shown in English until their
 * Nepali text is written (.astro/translation-report.json, written by src/integrations/translationReport.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtSite, byPage } from './builtSite';
import { checkLanguages } from './checks/languages.mjs';

const reportFile = new URL('../../.astro/translation-report.json', import.meta.url);
/** The entries the last build showed in English on Nepali pages. */
const gaps = existsSync(reportFile) ? (JSON.parse(readFileSync(reportFile, 'utf8')) as unknown[]) : [];
const report = checkLanguages(builtSite(), gaps.length);
if (report.fallbacks.length > 0) {
  console.info(
    `Shown in English until translated (${gaps.length} entries): ${report.fallbacks.map(({ page, count }) => `${page} (${count})`).join(', ')}`,
  );
}
const findings = byPage(report.findings);

describe('the site in two languages', () => {
  it('builds Nepali pages', () => {
    expect(report.nepaliPages.length).toBeGreaterThan(0);
  });

  it.each(report.nepaliPages)('%s: lang="ne", its English twin named both ways, its main text in Nepali', (page) => {
    expect(findings.get(page) ?? []).toEqual([]);
  });

  it('every English page says lang="en", has its Nepali twin and names it', () => {
    const english = report.findings.filter((finding) => !report.nepaliPages.includes(finding.page));
    expect(english).toEqual([]);
  });
});
