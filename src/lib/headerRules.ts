/**
 * Every rule of the built site's dist/_headers (Netlify's header file, also read by `netlify dev`),
 * made from the policy data in ./security.ts. Netlify joins the values of a header that two matching
 * rules set, so no two rules here set the same header on one path, except the Content-Security-Policy
 * baseline on `/*`, which is meant to be joined (see cspRules).
 */
import {
  ADMIN_OPENER_POLICY,
  ADMIN_PAGE,
  HASHED_ASSET_CACHE_CONTROL,
  HTML_CACHE_CONTROL,
  ICON_CACHE_CONTROL,
  PAGE_OPENER_POLICY,
  SECURITY_HEADERS,
} from './security';

/** A rule of Netlify's `_headers` file: a path pattern and the headers of the responses it matches. */
interface HeaderRule {
  path: string;
  headers: Record<string, string>;
  /** A comment line written above the rule. */
  comment?: string;
}

/** What the content editor adds to a site's `_headers` rules (see {@link siteHeaderRules}). */
interface AdminHeaderInput {
  /** The editor page's header policy (ADMIN_CSP_DIRECTIVES plus frame-ancestors). */
  csp: string;
  /** The policy of every response, which may be joined to the pages' or the editor's (csp.ts baselineHeaderCsp). */
  baseline: string;
  /** The names of dist/'s top-level files and folders, e.g. `index.html`, `products`, `_astro`. */
  topLevel: { files: readonly string[]; folders: readonly string[] };
}

/**
 * The Content-Security-Policy rules. Without the editor, one `/*` rule, so the 404 answers of
 * unknown paths carry it too. With the editor, Netlify would join a `/*` pages' policy and the
 * editor's into two policies that both apply, and the editor would break; so:
 * - `/*` (every response, unknown paths included) gets `baseline`: only directives the pages'
 *   policy and the editor's share word for word (frame-ancestors, object-src, base-uri,
 *   form-action), so it can be joined to either without taking anything away;
 * - the pages' policy is set on every path that exists except the editor (`/`, each top-level
 *   file, `/{folder}/*` for each folder, which also matches `/{folder}` and `/{folder}.html`);
 * - the editor's own on /admin and /admin.html.
 * An unknown top-level path then answers 404.html with the baseline header (it cannot be framed)
 * and that page's full <meta> policy (its scripts and styles).
 */
function cspRules(csp: string, admin?: AdminHeaderInput): HeaderRule[] {
  const policy = { 'Content-Security-Policy': csp, 'Cross-Origin-Opener-Policy': PAGE_OPENER_POLICY };
  if (!admin)
    return [{ path: '/*', headers: policy, comment: "The pages' policy (Astro's hashes) plus frame-ancestors." }];
  const { files, folders } = admin.topLevel;
  const adminPolicy = { 'Content-Security-Policy': admin.csp, 'Cross-Origin-Opener-Policy': ADMIN_OPENER_POLICY };
  return [
    {
      path: '/*',
      headers: { 'Content-Security-Policy': admin.baseline },
      comment: "Every response, unknown paths included: what the pages' policy and the editor's share.",
    },
    {
      path: '/',
      headers: policy,
      comment: "The pages' policy (Astro's hashes) plus frame-ancestors on every path but the editor.",
    },
    ...folders.map((folder) => ({ path: `/${folder}/*`, headers: policy })),
    ...files
      .filter(
        (file) => file !== ADMIN_PAGE.file && file !== 'index.html' && !folders.includes(file.replace(/\.html$/, '')),
      )
      .flatMap((file) => (file.endsWith('.html') ? [`/${file}`, `/${file.slice(0, -'.html'.length)}`] : [`/${file}`]))
      .map((path) => ({ path, headers: policy })),
    { path: '/index.html', headers: policy },
    { path: ADMIN_PAGE.path, headers: adminPolicy, comment: "The content editor's own policy (Decap CMS needs more)." },
    { path: `${ADMIN_PAGE.path}.html`, headers: adminPolicy },
  ];
}

/**
 * The `_headers` rules of a built site, from its pages (`pageFiles`: .html paths relative to dist/,
 * e.g. `index.html`, `products/healthcare.html`) and its header policy `csp`:
 * - {@link SECURITY_HEADERS} on every path;
 * - the Content-Security-Policy (the editor's own on /admin when `admin` is given);
 * - immutable caching of /_astro/* (file names carry a content hash), a day's for /icons/*;
 * - HTML Cache-Control ({@link HTML_CACHE_CONTROL}) on `/`, `/:page` (every top-level file, e.g.
 *   /products and /products.html) and, per directory and depth of the pages below it, a
 *   placeholder rule such as `/products/:p1/:p2`. A `*` rule for a directory would also match
 *   /dir and /dir.html, hence the placeholders; none of them matches /_astro/*.
 * Throws on a page under dist/_astro/ (it would be cached for a year).
 */
export function siteHeaderRules(csp: string, pageFiles: readonly string[], admin?: AdminHeaderInput): HeaderRule[] {
  const nested = new Set<string>();
  for (const file of pageFiles) {
    const [dir, ...rest] = file.split('/');
    if (rest.length === 0 || !dir) continue;
    if (dir === '_astro') throw new Error(`siteHeaderRules: ${file}: /_astro/* must keep its immutable caching`);
    nested.add(`/${dir}${rest.map((_part, index) => `/:p${index + 1}`).join('')}`);
  }
  const html = { 'Cache-Control': HTML_CACHE_CONTROL };
  return [
    { path: '/*', headers: { ...SECURITY_HEADERS }, comment: 'Every response of the site.' },
    ...cspRules(csp, admin),
    {
      path: '/_astro/*',
      headers: { 'Cache-Control': HASHED_ASSET_CACHE_CONTROL },
      comment: 'Hashed build assets: their names change with their content, so they never need revalidating.',
    },
    {
      path: '/icons/*',
      headers: { 'Cache-Control': ICON_CACHE_CONTROL },
      comment: 'Icon sprite: used many times on a page, cached for a day.',
    },
    { path: '/', headers: html, comment: 'HTML: revalidated on every visit (Netlify purges its CDN cache on deploy).' },
    { path: '/:page', headers: html },
    ...[...nested].sort().map((path) => ({ path, headers: html })),
  ];
}

/** Writes rules in Netlify's `_headers` syntax: a path line, then one indented `Name: value` line per header. */
export function formatHeadersFile(rules: readonly HeaderRule[], preamble: readonly string[] = []): string {
  const blocks = rules.map((rule) => {
    const lines = Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`);
    return [...(rule.comment ? [`# ${rule.comment}`] : []), rule.path, ...lines].join('\n');
  });
  const head = preamble.map((line) => `# ${line}`).join('\n');
  return `${[...(head ? [head] : []), ...blocks].join('\n\n')}\n`;
}
