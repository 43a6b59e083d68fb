/**
 * Content-Security-Policy helper for the end-to-end tests (docs/quality-gates.md#security-headers-and-csp):
 * record the violations a page reports. Used by pages.spec.ts (every page and width), csp.spec.ts
 * (404 pages, frames on demand) and search.spec.ts.
 */
import type { Page } from '@playwright/test';

/**
 * Starts recording CSP violations (from the page's `securitypolicyviolation` events, in every
 * frame of ours) and console messages about CSP or Permissions-Policy. Read the list after the visit.
 */
export async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/content[- ]security[- ]policy|permissions[- ]policy/i.test(message.text()))
      messages.push(`console.${message.type()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      );
    });
  });
  return async () => {
    const events = await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    );
    return [...events.map((event) => `securitypolicyviolation: ${event}`), ...messages];
  };
}
