/**
 * Content-Security-Policy helpers for the end-to-end tests (docs/quality-gates.md#security-headers-and-csp): record
 * the violations a page reports, and assert a page response's security headers. Used by
 * routes.spec.ts (every route, once) and csp.spec.ts (404 pages, frames on demand).
 */
import { expect, type Page, type Response } from '@playwright/test';

type Policy = Map<string, string[]>;

/**
 * Headers every answer of the site carries, pages and functions alike, with their values
 * (docs/quality-gates.md#security-headers-and-csp); names in lower case as Playwright gives them.
 */
export const EVERY_ANSWER_HEADERS = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/** A CSP header value as directive → sources. */
export function parsePolicy(value: string): Policy {
  const policy: Policy = new Map();
  for (const part of value.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !policy.has(name.toLowerCase())) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

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

/** Asserts the security headers of a page response, and that its header policy covers the page's <meta> policy. */
export async function expectPageHeaders(page: Page, response: Response | null): Promise<void> {
  expect(response, 'no response').not.toBeNull();
  const headers = (response as Response).headers();
  const csp = parsePolicy(headers['content-security-policy'] ?? '');
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  // 'wasm-unsafe-eval' (the site search's WebAssembly) is allowed; eval() and inline code are not.
  expect(csp.get('script-src') ?? []).not.toContain("'unsafe-inline'");
  expect(csp.get('script-src') ?? []).not.toContain("'unsafe-eval'");
  expect(headers).toMatchObject({ ...EVERY_ANSWER_HEADERS, 'cross-origin-opener-policy': 'same-origin' });
  expect(headers['permissions-policy']).toContain('camera=()');
  // The header comes from this build: it allows every hash the page's own <meta> policy lists.
  const meta = parsePolicy(
    (await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content')) ?? '',
  );
  for (const directive of ['script-src', 'style-src']) {
    const missing = (meta.get(directive) ?? []).filter((source) => !(csp.get(directive) ?? []).includes(source));
    expect(missing, `${directive} sources of the page's <meta> missing from the header (stale dist/_headers?)`).toEqual(
      [],
    );
  }
}
