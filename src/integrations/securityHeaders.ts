/**
 * Astro integration that writes every response header rule of the built site into dist/_headers,
 * which Netlify's CDN and `netlify dev` both apply. Astro's experimental.csp writes each page's
 * policy (its script and style hashes plus src/lib/security.ts PAGE_CSP_DIRECTIVES) into a
 * <meta http-equiv>; a <meta> policy cannot carry frame-ancestors, and the MDN HTTP Observatory
 * reads headers only. After the build this integration:
 *   1. reads every dist/**.html page, its <meta> policy, inline <script>/<style> elements and
 *      attributes, and fails the build on what the policy would block at run time: an inline
 *      script or style whose hash the policy lacks, a `style="…"` attribute, an `on…=` handler, a
 *      `javascript:` URL;
 *   2. writes dist/_headers (src/lib/headerRules.ts): the security headers on every path, the union
 *      of the pages' policies plus `frame-ancestors 'none'` (the editor's own on /admin, and on
 *      every path a baseline both share, so unknown paths cannot be framed either), the
 *      immutable caching of /_astro/* and the short HTML caching. A _headers file from public/ is
 *      kept above the generated rules.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { elementsOf, listHtmlFiles, parseHtml, rawTextOf, startTagOf } from './builtPages.mjs';
import { adminHeaderCsp, baselineHeaderCsp, headerCsp, parseCsp, unionCsp } from '../lib/csp.ts';
import { formatHeadersFile, siteHeaderRules } from '../lib/headerRules.ts';
import { ADMIN_CSP_DIRECTIVES, ADMIN_PAGE } from '../lib/security.ts';

/** First line of the generated part of dist/_headers. */
const GENERATED_MARK = 'Generated after `astro build` by src/integrations/securityHeaders.ts; do not edit.';

/** What the policy check found in one page. */
export interface PageInspection {
  /** The <meta http-equiv="content-security-policy"> content, entities decoded, or null. */
  policy: string | null;
  /** `'sha256-…'` of each inline executable <script>'s text (JSON-LD and other data blocks excluded). */
  scriptHashes: string[];
  /** `'sha256-…'` of each inline <style>'s text. */
  styleHashes: string[];
  /** Markup a strict policy blocks: `style` attributes, `on…` handlers, `javascript:` URLs. */
  blockedMarkup: string[];
}

/** Script types a browser executes (classic or module); anything else (JSON-LD, templates) is data. */
function isExecutableScript(type: string | undefined): boolean {
  const value = (type ?? '').trim().toLowerCase();
  return value === '' || value === 'module' || value === 'text/javascript' || value === 'application/javascript';
}

/** `'sha256-…'` of a text, as CSP writes it. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Reads a built page with htmlparser2 (attribute values decoded, <script>/<style> bodies as raw
 * text, so a hash is taken over the exact text the browser hashes): its <meta> policy, the hashes
 * its inline code needs, and markup no strict policy allows.
 */
export function inspectPage(html: string): PageInspection {
  const inspection: PageInspection = { policy: null, scriptHashes: [], styleHashes: [], blockedMarkup: [] };
  for (const element of elementsOf(parseHtml(html))) {
    const { name, attribs: attributes } = element;
    if (name === 'style') inspection.styleHashes.push(cspHash(rawTextOf(element)));
    else if (name === 'script' && !('src' in attributes) && isExecutableScript(attributes['type']))
      inspection.scriptHashes.push(cspHash(rawTextOf(element)));
    if (name === 'meta' && attributes['http-equiv']?.toLowerCase() === 'content-security-policy') {
      inspection.policy ??= attributes['content']?.trim() ?? '';
    }
    for (const [attribute, value] of Object.entries(attributes)) {
      const isUrl = ['href', 'src', 'action', 'formaction'].includes(attribute);
      if (attribute === 'style' || /^on[a-z]+$/.test(attribute) || (isUrl && /^\s*javascript:/i.test(value))) {
        const tag = startTagOf(element);
        inspection.blockedMarkup.push(tag.length > 160 ? `${tag.slice(0, 157)}...` : tag);
        break;
      }
    }
  }
  return inspection;
}

/**
 * Problems of one page under `policy` (the header's policy): inline code whose hash it lacks, and
 * blocked markup. Empty when the page runs as built.
 */
export function pageProblems(inspection: PageInspection, policy: string): string[] {
  const parsed = parseCsp(policy);
  const allowedScripts = new Set(parsed.get('script-src') ?? []);
  const allowedStyles = new Set(parsed.get('style-src') ?? []);
  return [
    ...inspection.scriptHashes
      .filter((hash) => !allowedScripts.has(hash))
      .map((hash) => `inline <script> with hash ${hash} is not in script-src`),
    ...inspection.styleHashes
      .filter((hash) => !allowedStyles.has(hash))
      .map((hash) => `inline <style> with hash ${hash} is not in style-src`),
    ...inspection.blockedMarkup.map((tag) => `blocked by the CSP (inline style, handler or javascript: URL): ${tag}`),
  ];
}

/**
 * Writes `<distDir>/_headers` from the built pages and returns the header policy. Throws, naming
 * the pages, when a page has no <meta> policy, when a page's inline code or markup would be
 * blocked, or when the policy is weaker than src/lib/security.ts requires.
 */
export function writeSecurityHeaders(distDir: string): { csp: string; pages: number; file: string } {
  const pages = listHtmlFiles(distDir);
  if (pages.length === 0) throw new Error(`security headers: no .html page in ${distDir}`);
  const inspections = pages.map((page) => ({ page, ...inspectPage(readFileSync(join(distDir, page), 'utf8')) }));
  const withoutPolicy = inspections.filter((page) => !page.policy).map((page) => page.page);
  if (withoutPolicy.length > 0) {
    throw new Error(
      `security headers: no <meta http-equiv="content-security-policy"> in ${withoutPolicy.join(', ')} (is experimental.csp on?)`,
    );
  }
  const csp = headerCsp(unionCsp(inspections.map((page) => page.policy as string)));
  const problems = inspections.flatMap((page) =>
    pageProblems(page, csp).map((problem) => `  ${page.page}: ${problem}`),
  );
  if (problems.length > 0) {
    throw new Error(
      `security headers: ${problems.length} problem(s) under the Content-Security-Policy (no inline code without a hash, no inline styles or handlers):\n${problems.slice(0, 30).join('\n')}`,
    );
  }
  const admin = existsSync(join(distDir, ADMIN_PAGE.file)) ? writeAdminPolicy(distDir) : undefined;
  const file = join(distDir, '_headers');
  // Rules copied from public/_headers stay first; an earlier generated part is replaced.
  const previous = existsSync(file) ? (readFileSync(file, 'utf8').split(`# ${GENERATED_MARK}`)[0] ?? '').trimEnd() : '';
  const generated = formatHeadersFile(siteHeaderRules(csp, pages, admin), [GENERATED_MARK]);
  const fromPublic = previous ? `${previous}\n\n` : '';
  writeFileSync(file, fromPublic + generated);
  return { csp, pages: pages.length, file };
}

/**
 * The content editor (dist/admin.html) gets its own policy: the <meta> policy Astro wrote into it
 * (the public pages' hashes, which would block Decap's run-time styles) is replaced by
 * ADMIN_CSP_DIRECTIVES, and the header rules name it separately. Returns what
 * {@link siteHeaderRules} needs; throws when the page has no <meta> policy to replace.
 */
function writeAdminPolicy(distDir: string) {
  const path = join(distDir, ADMIN_PAGE.file);
  const html = readFileSync(path, 'utf8');
  const meta = /<meta\s+http-equiv="content-security-policy"\s+content="[^"]*"\s*\/?>/i;
  if (!meta.test(html))
    throw new Error(
      `security headers: no <meta http-equiv="content-security-policy"> in ${ADMIN_PAGE.file} to replace`,
    );
  writeFileSync(
    path,
    html.replace(meta, `<meta http-equiv="content-security-policy" content="${ADMIN_CSP_DIRECTIVES.join('; ')}">`),
  );
  const entries = readdirSync(distDir, { withFileTypes: true }).filter(
    (entry) => entry.name !== '_headers' && entry.name !== '_redirects',
  );
  return {
    csp: adminHeaderCsp(),
    baseline: baselineHeaderCsp(),
    topLevel: {
      files: entries
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name)
        .sort(),
      folders: entries
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort(),
    },
  };
}

/** The integration: runs {@link writeSecurityHeaders} on the output directory when the build is done. */
export default function securityHeaders(): AstroIntegration {
  return {
    name: 'sarathi:security-headers',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const { csp, pages } = writeSecurityHeaders(fileURLToPath(dir));
        logger.info(
          `dist/_headers: security headers, caching and the Content-Security-Policy of ${pages} pages (${csp.length} characters)`,
        );
      },
    },
  };
}
