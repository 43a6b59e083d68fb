/**
 * Security headers and the cross-site check of the two form endpoints. Netlify's header rules
 * (dist/_headers) do not reach function responses, so every answer gets the site's headers here,
 * with a CSP that lets the small HTML error pages load nothing and be framed by no one. The values
 * come from src/lib/security.ts.
 */
import { FUNCTION_CSP, PAGE_OPENER_POLICY, SECURITY_HEADERS, crossSiteVerdict } from '../../src/lib/security.ts';

/**
 * Every header a form endpoint's answer carries besides its own (Content-Type, Cache-Control,
 * Location, Allow, …). The opener policy is the pages' one: the small HTML answers of a form posted
 * without JavaScript are pages of the site too. (The CMS sign-in callback sends none: it must stay
 * connected to the editor that opened it; see functions/lib/cmsOAuth.mts.)
 */
export const FUNCTION_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...SECURITY_HEADERS,
  'Cross-Origin-Opener-Policy': PAGE_OPENER_POLICY,
  'Content-Security-Policy': FUNCTION_CSP,
};

/**
 * Returns `response` with {@link FUNCTION_SECURITY_HEADERS} set (a header the response already has
 * is overwritten). The response is copied when its headers are immutable.
 */
export function withSecurityHeaders(response: Response): Response {
  let target = response;
  try {
    for (const [name, value] of Object.entries(FUNCTION_SECURITY_HEADERS)) target.headers.set(name, value);
  } catch {
    target = new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
    for (const [name, value] of Object.entries(FUNCTION_SECURITY_HEADERS)) target.headers.set(name, value);
  }
  return target;
}

/**
 * True when the request is a post from another site, to be refused with 403 (CSRF): see
 * src/lib/security.ts crossSiteVerdict for the rule (Sec-Fetch-Site, else Origin).
 */
export function isCrossSite(request: Request): boolean {
  return crossSiteVerdict(request) !== null;
}
