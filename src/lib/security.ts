/**
 * The site's security headers as data: the Content-Security-Policy directives Astro writes into
 * each page's <meta> (astro.config.mjs), the headers of every response (dist/_headers via
 * ./headerRules.ts, and functions/lib/security.mts for the functions, which Netlify's header rules
 * do not reach), and the cross-site check of form posts. Strict policy: no inline styles or
 * handlers, no third-party scripts.
 */
import { SITE_ORIGIN } from './siteOrigin';

/**
 * The only third party the site frames, loaded on demand after a click (frame-src): the office map
 * (MapEmbed: site.json address.mapEmbedUrl); an embed URL on another origin would be refused by the
 * browser. The product tour video is served from the site itself (media-src 'self').
 */
export const EMBED_ORIGINS = {
  map: 'https://www.openstreetmap.org',
} as const;

/**
 * CSP directives of every page besides script-src and style-src (which Astro writes with its
 * hashes). `default-src 'none'`: every kind of resource the site loads is named below, from its
 * own origin only (the tour video, its posters and captions included), except the map frame and
 * the style sheet's own icons: `data:` images are the CSS mask icons it carries inline
 * (src/styles/maskIcons.mjs; an image cannot run script).
 * `frame-ancestors` is not here: browsers ignore it (and Chromium logs an error) in a <meta>
 * policy, so only the header carries it ({@link HEADER_ONLY_DIRECTIVES}).
 */
export const PAGE_CSP_DIRECTIVES = [
  "default-src 'none'",
  "base-uri 'self'",
  "object-src 'none'",
  "form-action 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
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
 * to /admin only; the public pages' policy never includes them. Measured on the built editor in
 * Chromium: each source is there because Decap fails without it (without 'unsafe-eval' it stops at
 * start, without 'unsafe-inline' its styles are refused); data: images and frames were not needed.
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
  // blob: Decap shows the media library's pictures (and a new upload before the site is rebuilt)
  // from blob: URLs made from what it fetched through GitHub's API; the signed-in editor's
  // GitHub avatar comes from GitHub's avatar host.
  "img-src 'self' blob: https://avatars.githubusercontent.com",
  "font-src 'self'",
  // The editor reads and commits through GitHub's REST API with the token of its sign-in
  // (/api/auth and /api/callback on this origin). decap-server on 127.0.0.1 is only used by
  // `npm run cms`, under `astro dev`, which sends no policy.
  "connect-src 'self' https://api.github.com",
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
const PERMISSIONS_POLICY = [
  ...DENIED_FEATURES.map((feature) => `${feature}=()`),
  ...SELF_ONLY_FEATURES.map((feature) => `${feature}=(self)`),
].join(', ');

/**
 * Cross-Origin-Opener-Policy of the pages: no other site's window keeps a handle on them. Set with
 * each page's CSP rule (src/lib/headerRules.ts), not on every path: the editor's GitHub sign-in
 * pop-up goes to github.com and back to /api/callback, which must stay connected to /admin.
 */
export const PAGE_OPENER_POLICY = 'same-origin';

/**
 * The editor's opener policy: `same-origin-allow-popups` keeps the sign-in pop-up it opens (GitHub,
 * then /api/callback, which sends no opener policy) able to hand the token back.
 */
export const ADMIN_OPENER_POLICY = 'same-origin-allow-popups';

/** Headers of every response of the site, pages and functions alike. */
export const SECURITY_HEADERS = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
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
/**
 * Cache-Control of /icons/* (the icon sprite, a small file many elements of a page refer to): a day, so one page does not fetch them again for each use. The
 * sprite's URL carries a version that changes with its icons.
 */
export const ICON_CACHE_CONTROL = 'public, max-age=86400';
/** Cache-Control of /_astro/* (file names carry a content hash): one year, never revalidated. */
export const HASHED_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Why a form post is refused as cross-site, or null when it may proceed. */
type CrossSiteVerdict = null | 'cross-site-fetch' | 'foreign-origin';

/**
 * Whether a POST comes from anywhere but the site's own pages (CSRF): `Sec-Fetch-Site:
 * same-origin` passes; any other value (`same-site`: another subdomain of the same domain,
 * `cross-site`, `none`) passes only with an `Origin` that is {@link SITE_ORIGIN} or the request's
 * own origin (a deploy preview, localhost), else `cross-site-fetch`. Without Sec-Fetch-Site (older
 * browsers), an `Origin` that is neither → `foreign-origin`, `Origin: null` included. A request
 * with neither header (curl, server-to-server), which no browser sends, passes.
 */
export function crossSiteVerdict(request: Request, siteOrigin: string = SITE_ORIGIN): CrossSiteVerdict {
  const fetchSite = request.headers.get('sec-fetch-site')?.trim().toLowerCase();
  if (fetchSite === 'same-origin') return null;
  const origin = request.headers.get('origin')?.trim().toLowerCase();
  const ours = new Set([siteOrigin, new URL(request.url).origin]);
  if (fetchSite) return origin && ours.has(origin) ? null : 'cross-site-fetch';
  if (!origin) return null;
  return ours.has(origin) ? null : 'foreign-origin';
}
