/**
 * The site's security headers as data (issue #8 "Security headers"; ARCHITECTURE "Rules of the
 * house": strict CSP, no inline styles or handlers). Pure TypeScript, shared by:
 *   - astro.config.mjs: the CSP directives Astro's experimental.csp writes into each page's
 *     <meta http-equiv="content-security-policy"> (next to the script and style hashes it computes);
 *   - src/integrations/securityHeaders.ts: dist/_headers, the same policy as an HTTP header on
 *     every path, with `frame-ancestors 'none'` (which a <meta> policy cannot carry);
 *   - functions/lib/security.mts: the headers of every function response (Netlify's header
 *     rules do not reach functions) and the refusal of cross-site posts;
 *   - tests/unit/securityHeaders.test.ts, which also checks netlify.toml against these values.
 */

import { SITE_ORIGIN } from './siteOrigin';

export { SITE_ORIGIN };

/**
 * The only third party the site frames, loaded on demand after a click (frame-src): the office map
 * (MapEmbed: site.json address.mapEmbedUrl). An embed URL on another origin is refused by the
 * browser, and tests/unit/securityHeaders.test.ts fails on it. The product tour video is served
 * from the site itself (media-src 'self'), so no video provider is framed.
 */
export const EMBED_ORIGINS = {
  map: 'https://www.openstreetmap.org',
} as const;

/**
 * CSP directives of every page besides script-src and style-src (which Astro writes with its
 * hashes). `default-src 'none'`: every kind of resource the site loads is named below, from its
 * own origin only (the tour video, its posters and captions included), except the map frame.
 * `frame-ancestors` is not here: browsers ignore it (and Chromium logs an error) in a <meta>
 * policy, so only the header carries it ({@link HEADER_ONLY_DIRECTIVES}).
 */
export const PAGE_CSP_DIRECTIVES = [
  "default-src 'none'",
  "base-uri 'self'",
  "object-src 'none'",
  "form-action 'self'",
  "connect-src 'self'",
  "img-src 'self'",
  "media-src 'self'",
  "font-src 'self'",
  "manifest-src 'self'",
  `frame-src ${EMBED_ORIGINS.map}`,
] as const;

/**
 * Sources of script-src besides the hashes Astro adds: scripts from the site's own origin, and
 * 'wasm-unsafe-eval', which lets the site search (Pagefind, loaded from /pagefind/ when the search
 * dialog or page opens) compile its WebAssembly module. It allows WebAssembly compilation only, not
 * eval() or inline scripts; without it the browser refuses WebAssembly.instantiate and search fails.
 */
export const PAGE_SCRIPT_SOURCES = ["'self'", "'wasm-unsafe-eval'"] as const;

/**
 * The content editor's page (src/pages/admin.astro): its path, the dist/ file it is built to, and
 * its own policy. Decap CMS needs more than the public pages allow, so the relaxations below apply
 * to /admin only (the public pages' policy never includes them; tests/unit/securityHeaders.test.ts
 * checks both). Measured on the built editor in Chromium: each source is there because Decap
 * fails without it (without 'unsafe-eval' it stops at start, without 'unsafe-inline' its styles
 * are refused); data: images and frames were not needed.
 */
export const ADMIN_PAGE = { path: '/admin', file: 'admin.html' } as const;
export const ADMIN_CSP_DIRECTIVES = [
  "default-src 'none'",
  "base-uri 'self'",
  "object-src 'none'",
  "form-action 'self'",
  // Decap's bundle comes from this origin like the site's scripts. 'unsafe-eval': Decap checks its
  // configuration with Ajv, which compiles the configuration schema into a function at run time.
  "script-src 'self' 'unsafe-eval'",
  // Decap draws its interface with Emotion (CSS-in-JS), which adds <style> elements at run time
  // whose text no build step can hash; its widgets also set style attributes.
  "style-src 'self' 'unsafe-inline'",
  // blob: with the Git Gateway, Decap shows the media library's images (and a new upload before
  // the site is rebuilt) from blob: URLs made from what it fetched through the gateway.
  "img-src 'self' blob:",
  "font-src 'self'",
  // Saving goes to this origin: Netlify Identity (/.netlify/identity) and the Git Gateway
  // (/.netlify/git). decap-server on 127.0.0.1 is only used by `npm run cms`, under `astro dev`,
  // which sends no policy.
  "connect-src 'self'",
  "manifest-src 'self'",
] as const;

/** Directives only an HTTP header can deliver: nobody may frame the site (clickjacking). */
export const HEADER_ONLY_DIRECTIVES = ["frame-ancestors 'none'"] as const;

/**
 * Features the page itself keeps for its own <video> player (playing on open, full screen,
 * picture in picture); no frame gets them. Every other powerful feature is denied to the page and
 * all frames.
 */
const SELF_ONLY_FEATURES = ['autoplay', 'fullscreen', 'picture-in-picture'] as const;
const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

/** The Permissions-Policy header value. */
export const PERMISSIONS_POLICY = [
  ...DENIED_FEATURES.map((feature) => `${feature}=()`),
  ...SELF_ONLY_FEATURES.map((feature) => `${feature}=(self)`),
].join(', ');

/**
 * Headers of every response of the site, pages and functions alike (netlify.toml `/*` must match;
 * the unit test compares them).
 */
export const SECURITY_HEADERS = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
} as const;

/**
 * CSP of the functions' answers (JSON, plain text, and the small HTML error pages, which have no
 * script, style, image or form): nothing may load, nothing may frame them.
 */
export const FUNCTION_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Cache-Control of HTML pages: revalidate every time (Netlify's CDN is purged on each deploy). */
export const HTML_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** Cache-Control of /_astro/* (file names carry a content hash): one year, never revalidated. */
export const HASHED_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** A parsed policy: directive name → its sources in order (empty for e.g. `upgrade-insecure-requests`). */
export type CspPolicy = Map<string, string[]>;

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
export function formatCsp(policy: CspPolicy): string {
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
  const required: [string, string][] = [
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  for (const [name, value] of required) {
    if (policy.get(name)?.join(' ') !== value) throw new Error(`headerCsp: the policy needs ${name} ${value}`);
  }
  for (const directive of HEADER_ONLY_DIRECTIVES) {
    const [name = '', ...sources] = directive.split(' ');
    policy.set(name, sources);
  }
  return formatCsp(policy);
}

/** A rule of Netlify's `_headers` file: a path pattern and the headers of the responses it matches. */
export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
  /** A comment line written above the rule. */
  comment?: string;
}

/** What the content editor adds to a site's `_headers` rules (see {@link siteHeaderRules}). */
export interface AdminHeaderInput {
  /** The editor page's header policy (ADMIN_CSP_DIRECTIVES plus frame-ancestors). */
  csp: string;
  /** The names of dist/'s top-level files and folders, e.g. `index.html`, `products`, `_astro`. */
  topLevel: { files: readonly string[]; folders: readonly string[] };
}

/**
 * The `_headers` rules of a built site, from its pages (`pageFiles`: .html paths relative to dist/,
 * e.g. `index.html`, `products/healthcare.html`):
 * - the pages' Content-Security-Policy (with frame-ancestors): without the editor, one `/*` rule,
 *   so the 404 answers of unknown paths carry it too. With the editor (`admin`), Netlify would join
 *   a `/*` policy and the editor's into two policies that both apply, and the editor would break;
 *   so the pages' policy is set on every path that exists except the editor (`/`, each top-level
 *   file, `/{folder}/*` for each folder, which also matches `/{folder}` and `/{folder}.html`), and
 *   the editor's own on /admin and /admin.html. An unknown top-level path then answers 404.html
 *   under that page's <meta> policy (and netlify.toml's X-Frame-Options: DENY);
 * - HTML Cache-Control ({@link HTML_CACHE_CONTROL}) on `/`, `/:page` (every top-level file, e.g.
 *   /products and /products.html) and, per directory and depth of the pages below it, a
 *   placeholder rule such as `/products/:p1/:p2` (so /products/healthcare/clinic, .html or not).
 * No two of these rules set a header on the same path, and none matches /_astro/* (immutable
 * caching, declared in netlify.toml): Netlify joins the values of a header that two matching rules
 * set, which would garble Cache-Control. A `*` rule for a directory would also match /dir and
 * /dir.html, hence the placeholders. Throws on a page under dist/_astro/.
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
  const policy = { 'Content-Security-Policy': csp };
  const cspRules: HeaderRule[] = admin
    ? [
        {
          path: '/',
          headers: policy,
          comment:
            "The pages' policy (Astro's hashes) plus frame-ancestors on every path but the editor; see src/lib/security.ts.",
        },
        ...admin.topLevel.folders.map((folder) => ({ path: `/${folder}/*`, headers: policy })),
        ...admin.topLevel.files
          .filter(
            (file) =>
              file !== ADMIN_PAGE.file &&
              file !== 'index.html' &&
              !admin.topLevel.folders.includes(file.replace(/\.html$/, '')),
          )
          .flatMap((file) =>
            file.endsWith('.html') ? [`/${file}`, `/${file.slice(0, -'.html'.length)}`] : [`/${file}`],
          )
          .map((path) => ({ path, headers: policy })),
        { path: '/index.html', headers: policy },
        {
          path: ADMIN_PAGE.path,
          headers: { 'Content-Security-Policy': admin.csp },
          comment: "The content editor's own policy (ADMIN_CSP_DIRECTIVES in src/lib/security.ts).",
        },
        { path: `${ADMIN_PAGE.path}.html`, headers: { 'Content-Security-Policy': admin.csp } },
      ]
    : [
        {
          path: '/*',
          headers: policy,
          comment: "The pages' policy (Astro's hashes) plus frame-ancestors; see src/lib/security.ts.",
        },
      ];
  return [
    ...cspRules,
    { path: '/', headers: html, comment: 'HTML: revalidated on every visit (Netlify purges its CDN cache on deploy).' },
    { path: '/:page', headers: html },
    ...[...nested].sort().map((path) => ({ path, headers: html })),
  ];
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
  for (const [name, value] of [
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ] as const) {
    if (policy.get(name)?.join(' ') !== value) throw new Error(`adminHeaderCsp: the policy needs ${name} ${value}`);
  }
  for (const directive of HEADER_ONLY_DIRECTIVES) {
    const [name = '', ...sources] = directive.split(' ');
    policy.set(name, sources);
  }
  return formatCsp(policy);
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

/** Why a form post is refused as cross-site, or null when it may proceed. */
export type CrossSiteVerdict = null | 'cross-site-fetch' | 'foreign-origin';

/**
 * Whether a POST comes from another site (CSRF): `Sec-Fetch-Site: cross-site` → refused; without
 * Sec-Fetch-Site (older browsers), an `Origin` that is neither {@link SITE_ORIGIN} nor the
 * request's own origin (a deploy preview, localhost) → refused, `Origin: null` included. Same-site
 * and same-origin posts, with or without JavaScript, pass; so does a request with neither header
 * (curl, server-to-server), which no browser sends.
 */
export function crossSiteVerdict(request: Request, siteOrigin: string = SITE_ORIGIN): CrossSiteVerdict {
  const fetchSite = request.headers.get('sec-fetch-site')?.trim().toLowerCase();
  if (fetchSite) return fetchSite === 'cross-site' ? 'cross-site-fetch' : null;
  const origin = request.headers.get('origin')?.trim();
  if (!origin) return null;
  const ours = new Set([siteOrigin, new URL(request.url).origin]);
  return ours.has(origin.toLowerCase()) ? null : 'foreign-origin';
}
