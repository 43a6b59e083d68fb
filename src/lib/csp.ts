/**
 * Reading, joining and checking Content-Security-Policy strings, for the header policies the build
 * writes into dist/_headers. The policy data itself is in ./security.ts.
 */
import { ADMIN_CSP_DIRECTIVES, HEADER_ONLY_DIRECTIVES } from './security';

/** A parsed policy: directive name → its sources in order (empty for e.g. `upgrade-insecure-requests`). */
type CspPolicy = Map<string, string[]>;

/**
 * Parses one CSP policy (`a x y; b z`). Directive names are lower-cased; a repeated directive is
 * ignored, as browsers do. Throws on a comma (several policies in one string).
 */
export function parseCsp(policy: string): CspPolicy {
  if (policy.includes(',')) throw new Error(`parseCsp: expected one policy, got a list: ${policy.slice(0, 80)}…`);
  const parsed: CspPolicy = new Map();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (!name) continue;
    const directive = name.toLowerCase();
    if (!parsed.has(directive)) parsed.set(directive, sources);
  }
  return parsed;
}

/** Writes a parsed policy back as `a x y; b z`. */
function formatCsp(policy: CspPolicy): string {
  return [...policy].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/**
 * One policy that allows what any of `policies` allows, directive by directive (sources
 * de-duplicated, first-seen order): the union of the pages' hashes. Throws when a directive is
 * missing from some policies (then the union would allow more than a page's own policy by falling
 * back to default-src differently) or when `policies` is empty.
 */
export function unionCsp(policies: readonly string[]): string {
  if (policies.length === 0) throw new Error('unionCsp: no policy given');
  const parsed = policies.map(parseCsp);
  const names = [...(parsed[0] as CspPolicy).keys()];
  const union: CspPolicy = new Map();
  for (const policy of parsed) {
    const these = [...policy.keys()];
    const differs = these.length !== names.length || these.some((name) => !names.includes(name));
    if (differs)
      throw new Error(
        `unionCsp: the pages' policies name different directives: [${names.join(', ')}] and [${these.join(', ')}]`,
      );
    for (const [name, sources] of policy) union.set(name, [...new Set([...(union.get(name) ?? []), ...sources])]);
  }
  return formatCsp(union);
}

/** Sources no policy of the site may lose: plugins off, no foreign <base>, forms post to the site only. */
const REQUIRED_SOURCES = [
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'self'"],
] as const;

/**
 * `policy` as a header: checked for {@link REQUIRED_SOURCES} (`caller` names the thrower) and
 * completed with {@link HEADER_ONLY_DIRECTIVES}.
 */
function asHeader(policy: CspPolicy, caller: string): string {
  for (const [name, value] of REQUIRED_SOURCES) {
    if (policy.get(name)?.join(' ') !== value) throw new Error(`${caller}: the policy needs ${name} ${value}`);
  }
  for (const directive of HEADER_ONLY_DIRECTIVES) {
    const [name = '', ...sources] = directive.split(' ');
    policy.set(name, sources);
  }
  return formatCsp(policy);
}

/**
 * The header policy of the pages: `pagePolicy` (what Astro wrote into the <meta>) plus
 * {@link HEADER_ONLY_DIRECTIVES}. Throws when `pagePolicy` allows 'unsafe-inline' or 'unsafe-eval'
 * in script-src, or lacks object-src 'none', base-uri 'self' or form-action 'self': the build then
 * fails instead of shipping a weaker policy.
 */
export function headerCsp(pagePolicy: string): string {
  const policy = parseCsp(pagePolicy);
  const scriptSrc = policy.get('script-src') ?? policy.get('default-src');
  if (!scriptSrc) throw new Error('headerCsp: the policy has no script-src');
  const unsafe = scriptSrc.filter((source) => /^'unsafe-(inline|eval|hashes)'$/i.test(source));
  if (unsafe.length > 0) throw new Error(`headerCsp: script-src allows ${unsafe.join(' ')}`);
  return asHeader(policy, 'headerCsp');
}

/**
 * The content editor's header policy: {@link ADMIN_CSP_DIRECTIVES} plus {@link HEADER_ONLY_DIRECTIVES}.
 * Throws when it lost object-src 'none', base-uri 'self' or form-action 'self', or allows scripts
 * from anywhere but this origin.
 */
export function adminHeaderCsp(): string {
  const policy = parseCsp(ADMIN_CSP_DIRECTIVES.join('; '));
  const scriptSrc = policy.get('script-src') ?? [];
  if (scriptSrc.some((source) => !/^'(self|unsafe-eval)'$/.test(source)))
    throw new Error(`adminHeaderCsp: script-src allows ${scriptSrc.join(' ')}`);
  return asHeader(policy, 'adminHeaderCsp');
}

/**
 * The policy every response of the site carries, unknown paths included: the sources every policy
 * of the site must keep ({@link REQUIRED_SOURCES}) plus {@link HEADER_ONLY_DIRECTIVES}. The pages'
 * policy and the editor's both contain each of these word for word, so this one can stand beside
 * either: a browser enforces every policy a response sends (Netlify joins the values of all
 * matching header rules into such a list) and this one takes nothing away from either.
 * @returns e.g. `object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`
 */
export function baselineHeaderCsp(): string {
  return [...REQUIRED_SOURCES.map(([name, value]) => `${name} ${value}`), ...HEADER_ONLY_DIRECTIVES].join('; ');
}
