/**
 * The Content-Security-Policy of the built site as Netlify's CDN serves it: dist/_headers read with
 * Netlify's own parser (@netlify/headers-parser) and matched against request paths, every matching
 * rule's policy joined into the list a browser enforces in full. Every built page gets the pages'
 * strict policy; unknown paths (answered by a 404 page) cannot be framed either; the content
 * editor at /admin gets its own policy and never the pages' (its scripts and styles would break).
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllHeaders } from '@netlify/headers-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { listHtmlFiles, urlPathOf } from '../../src/integrations/builtPages.mjs';
import { parseCsp } from '../../src/lib/csp';
import { builtSite } from './builtSite';

const distDir = builtSite();
const NETLIFY_TOML = fileURLToPath(new URL('../../netlify.toml', import.meta.url));

type Rule = { forRegExp: RegExp; values: Record<string, string> };
let rules: Rule[] = [];

beforeAll(async () => {
  const parsed = await parseAllHeaders({
    headersFiles: [join(distDir, '_headers')],
    netlifyConfigPath: NETLIFY_TOML,
    configHeaders: [],
    minimal: false,
  });
  expect(parsed.errors).toEqual([]);
  rules = parsed.headers as Rule[];
});

/** The policies a response to `path` carries: one per matching rule that sets the header. */
function policiesFor(path: string): Map<string, string[]>[] {
  return rules
    .filter((rule) => rule.forRegExp.test(path))
    .flatMap((rule) => Object.entries(rule.values))
    .filter(([name]) => name.toLowerCase() === 'content-security-policy')
    .map(([, value]) => parseCsp(value));
}

/** Whether a policy is the pages' strict one: script-src lists hashes and allows nothing unsafe but WebAssembly. */
function isPagesPolicy(policy: Map<string, string[]>): boolean {
  const scriptSrc = policy.get('script-src') ?? [];
  return (
    scriptSrc.some((source) => source.startsWith("'sha256-")) &&
    scriptSrc.every((source) => !/^'unsafe-/.test(source)) &&
    policy.get('default-src')?.join(' ') === "'none'"
  );
}

const FRAMING = { 'frame-ancestors': "'none'", 'object-src': "'none'", 'base-uri': "'self'", 'form-action': "'self'" };

/** The directives of {@link FRAMING} a list of policies fails to enforce. */
function missingBaseline(policies: Map<string, string[]>[]): string[] {
  return Object.entries(FRAMING)
    .filter(([name, value]) => !policies.some((policy) => policy.get(name)?.join(' ') === value))
    .map(([name, value]) => `${name} ${value}`);
}

describe('Content-Security-Policy as served from dist/_headers', () => {
  const pages = listHtmlFiles(distDir).map(urlPathOf);

  it.each(pages)('%s gets the pages’ strict policy and cannot be framed', (path) => {
    const policies = policiesFor(path);
    expect(policies.some(isPagesPolicy), `policies of ${path}`).toBe(true);
    expect(missingBaseline(policies)).toEqual([]);
  });

  it.each(['/no-such-page', '/no-such-page.html', '/a/b/c', '/modules/no-such-module', '/products/x/y/z'])(
    'the unknown path %s cannot be framed, embed plugins, move its base or post elsewhere',
    (path) => {
      expect(missingBaseline(policiesFor(path))).toEqual([]);
    },
  );

  it.each(['/admin', '/admin.html'])('the editor at %s gets its own policy and never the pages’', (path) => {
    const policies = policiesFor(path);
    expect(policies.filter(isPagesPolicy)).toEqual([]);
    expect(policies.some((policy) => policy.get('script-src')?.includes("'unsafe-eval'"))).toBe(true);
    // Every other policy joined to it restricts no script, style or fetch the editor needs.
    const others = policies.filter((policy) => !policy.get('script-src')?.includes("'unsafe-eval'"));
    for (const policy of others) expect([...policy.keys()].sort()).toEqual(Object.keys(FRAMING).sort());
    expect(missingBaseline(policies)).toEqual([]);
  });
});
