/**
 * Accessibility (issue #2): axe on every non-scoped route finds no serious or critical violation
 * of WCAG 2.0/2.1 A and AA.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { nonScopedRoutes, visit } from './support/routes';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One readable block per violation: rule, impact, help link and up to 5 offending elements. */
function describeViolations(route: string, violations: Violation[]): string {
  const blocks = violations.map((violation) => {
    const nodes = violation.nodes.slice(0, 5).map((node) => {
      const summary = (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ');
      return `    - ${node.target.join(' ')}\n      ${node.html.slice(0, 160)}\n      ${summary}`;
    });
    const more = violation.nodes.length > 5 ? [`    … and ${violation.nodes.length - 5} more elements`] : [];
    return [`  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})`, ...nodes, ...more].join('\n');
  });
  return `axe violations on ${route}:\n${blocks.join('\n')}`;
}

test.describe('accessibility', () => {
  for (const route of nonScopedRoutes()) {
    test(`${route} has no serious or critical axe violation`, async ({ page }) => {
      await visit(page, route);
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
      expect(blocking.length, describeViolations(route, blocking)).toBe(0);
    });
  }
});
