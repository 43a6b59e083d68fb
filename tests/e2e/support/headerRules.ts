/**
 * What dist/_headers tells the server to send for a path, read with Netlify's own parser
 * (@netlify/headers-parser, as `netlify dev` and Netlify's CDN do): the end-to-end tests compare
 * the served answers with it, while what the rules say is checked in tests/unit/securityHeaders.test.ts
 * and tests/dist/headers.test.ts.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllHeaders } from '@netlify/headers-parser';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

type Rule = { forRegExp: RegExp; values: Record<string, string> };

/** The header rules of the built site (dist/_headers with netlify.toml); throws on a syntax error. */
async function builtRules(): Promise<Rule[]> {
  const parsed = await parseAllHeaders({
    headersFiles: [join(ROOT, 'dist', '_headers')],
    netlifyConfigPath: join(ROOT, 'netlify.toml'),
    configHeaders: [],
    minimal: false,
  });
  if (parsed.errors.length > 0) throw new Error(`dist/_headers: ${parsed.errors.map(String).join('; ')}`);
  return parsed.headers as Rule[];
}

/**
 * Each header the rules set for `path`, by lower-case name, as the list of values of the matching
 * rules (a browser gets them joined by ", " and enforces every policy of the list).
 */
export async function headersByRules(path: string): Promise<Map<string, string[]>> {
  const headers = new Map<string, string[]>();
  for (const rule of (await builtRules()).filter((candidate) => candidate.forRegExp.test(path))) {
    for (const [name, value] of Object.entries(rule.values)) {
      headers.set(name.toLowerCase(), [...(headers.get(name.toLowerCase()) ?? []), value]);
    }
  }
  return headers;
}

/**
 * The headers of a served answer that differ from what the rules set for `path`, as
 * `name: served … rules …` lines (empty when the server sent them all). Where several rules set one
 * header, Netlify's CDN joins their values and `netlify dev` keeps the last rule's: either is the
 * rules' answer. Cache-Control is left out: `netlify dev`'s static server writes its own
 * `public, max-age=0`, Netlify's CDN applies the rules.
 */
export async function differencesFromRules(path: string, served: Record<string, string>): Promise<string[]> {
  const differences: string[] = [];
  for (const [name, values] of await headersByRules(path)) {
    if (name === 'cache-control') continue;
    const sent = served[name] ?? '';
    const joined = (list: readonly string[]) =>
      list
        .flatMap((value) => value.split(', '))
        .sort()
        .join('\n');
    if (sent !== values.at(-1) && joined([sent]) !== joined(values))
      differences.push(`${path} ${name}: served "${served[name] ?? ''}", rules "${values.join(', ')}"`);
  }
  return differences;
}
