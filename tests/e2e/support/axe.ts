/**
 * Accessibility checks with axe-core (WCAG 2.0/2.1 A and AA and WCAG 2.2 AA rules) for
 * pages.spec.ts: every page at 375 and 1280 px and every open state. Zero violations of any impact.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One readable block per violation: rule, impact, help link and up to 5 offending elements. */
function describeViolations(where: string, violations: Violation[]): string {
  const blocks = violations.map((violation) => {
    const nodes = violation.nodes.slice(0, 5).map((node) => {
      const summary = (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ');
      return `    - ${node.target.join(' ')}\n      ${node.html.slice(0, 160)}\n      ${summary}`;
    });
    const more = violation.nodes.length > 5 ? [`    … and ${violation.nodes.length - 5} more elements`] : [];
    return [
      `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})`,
      ...nodes,
      ...more,
    ].join('\n');
  });
  return `axe violations on ${where}:\n${blocks.join('\n')}`;
}

/**
 * Runs axe with the WCAG tags on the page as it is now and expects (softly, so the visit's other
 * checks still run) no violation of any impact; `where` names page, width and state in the message.
 * Only violations are collected in full (resultTypes), which makes a scan about a fifth quicker.
 * Legacy mode runs axe in the page itself: by default AxeBuilder opens a blank page to gather the
 * results of every frame, which made a scan three to four times slower (1.4 s against 0.5 s on the
 * hospital page). What it gives up is testing cross-origin frames, and the pages have none when
 * scanned (the office map loads its frame only on demand, and the tour video is our own file).
 */
export async function expectNoViolations(page: Page, where: string): Promise<void> {
  // options() replaces every option set before it, so it comes before withTags().
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .analyze();
  expect.soft(violations.length, describeViolations(where, violations)).toBe(0);
}
