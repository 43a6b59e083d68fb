/**
 * Sign-in to the content editor at /admin with GitHub (docs/content.md#signing-in): the OAuth
 * handshake Decap CMS's GitHub backend expects from its `base_url` + `auth_endpoint`, served by
 * two of our own functions instead of a third-party service.
 *
 *  1. GET /api/auth (Decap opens it in a pop-up): sends the editor to GitHub's authorize page with
 *     a random `state` and a PKCE challenge (RFC 7636, S256); the state and the challenge's
 *     verifier are kept in an HttpOnly cookie valid for 10 minutes.
 *  2. GET /api/callback?code&state (GitHub sends the editor back): refuses a `state` that does not
 *     match the cookie (a forged or replayed sign-in), trades the code for a token with the client
 *     secret and the verifier (a stolen code is useless without it), and answers a page that hands
 *     the token to the editor window that opened the pop-up, only on this site's own origin
 *     (Decap's postMessage handshake).
 *
 * A GitHub App is the default (docs/content.md#signing-in): its user tokens reach only the
 * repositories it is installed on, with only its permissions (contents and pull requests), and
 * expire after 8 hours; GitHub ignores `scope` for it. A classic OAuth app still works, with
 * Decap's `repo` scope. GitHub tells them apart by the client id: a GitHub App's starts with `Iv`.
 *
 * Settings (environment variables): GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET of the
 * app; GITHUB_OAUTH_BASE_URL (default https://github.com) lets tests point the handshake at a
 * stand-in of GitHub on this machine (loopback only: any other address is refused, so a
 * misconfigured site never sends the secret anywhere but GitHub, nor over plain http).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { SITE_ORIGIN } from '../../src/lib/siteOrigin.ts';
import { escapeHtml } from './responses.mts';

/** The provider name Decap puts in its handshake messages. */
const PROVIDER = 'github';
/** The cookie that binds a sign-in's `state` to the browser that started it. */
export const STATE_COOKIE = 'cms_oauth_state';
/** How long a sign-in may take between /api/auth and /api/callback, in seconds. */
const STATE_MAX_AGE_S = 600;
/** Scopes Decap asks for: `repo` (a private repository) or `public_repo`. */
const SCOPES = ['repo', 'public_repo'] as const;
/** Longest wait for GitHub's token endpoint, in ms. */
const TOKEN_TIMEOUT_MS = 10_000;

/** The OAuth app's settings, read from the environment. */
export interface OAuthSettings {
  clientId: string;
  clientSecret: string;
  /** GitHub's web origin, without a trailing slash, e.g. https://github.com. */
  baseUrl: string;
}

/** GitHub's web origin, the only one sign-in talks to outside tests. */
const GITHUB_ORIGIN = 'https://github.com';
/** A stand-in of GitHub on this machine (tests, `npm run cms` checks): loopback, any port. */
const LOOPBACK_ORIGIN = /^https?:\/\/(?:127\.0\.0\.1|localhost|\[::1\])(?::\d+)?$/;

/**
 * The settings from GITHUB_OAUTH_CLIENT_ID, GITHUB_OAUTH_CLIENT_SECRET and GITHUB_OAUTH_BASE_URL;
 * undefined when the app is not set up, or when the base URL is neither https://github.com nor a
 * stand-in on this machine (logged: the secret must never go anywhere else).
 */
export function oauthSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): OAuthSettings | undefined {
  const clientId = env['GITHUB_OAUTH_CLIENT_ID']?.trim();
  const clientSecret = env['GITHUB_OAUTH_CLIENT_SECRET']?.trim();
  if (!clientId || !clientSecret) return undefined;
  const baseUrl = (env['GITHUB_OAUTH_BASE_URL']?.trim() || GITHUB_ORIGIN).replace(/\/+$/, '');
  if (baseUrl !== GITHUB_ORIGIN && !LOOPBACK_ORIGIN.test(baseUrl)) {
    console.error(
      `cms sign-in: GITHUB_OAUTH_BASE_URL ${baseUrl} is neither ${GITHUB_ORIGIN} nor this machine; sign-in is off.`,
    );
    return undefined;
  }
  return { clientId, clientSecret, baseUrl };
}

/** Whether `clientId` is a GitHub App's (GitHub gives those ids the prefix `Iv`), not a classic OAuth app's. */
export function isGitHubApp(clientId: string): boolean {
  return clientId.startsWith('Iv');
}

/**
 * The script of the handshake page, constant so its hash goes into the page's policy. It tells the
 * opener it is ready ("authorizing:github"), waits for the opener to answer from this same origin,
 * then posts the result (read from the page's data attribute) to this origin only.
 */
const HANDSHAKE_SCRIPT = `(() => {
  const result = document.getElementById('result');
  const message = result.dataset.message;
  const origin = window.location.origin;
  if (!window.opener) return;
  window.addEventListener('message', (event) => {
    if (event.origin !== origin || event.source !== window.opener || event.data !== 'authorizing:${PROVIDER}') return;
    window.opener.postMessage(message, origin);
  });
  window.opener.postMessage('authorizing:${PROVIDER}', origin);
})();`;

const HANDSHAKE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(HANDSHAKE_SCRIPT).digest('base64')}'`;

/**
 * Headers of every answer: never cached, never framed, no referrer (the URL carries the code), and
 * HSTS, since dist/_headers does not reach functions' answers on Netlify.
 */
function securityHeaders(): Record<string, string> {
  return {
    'Cache-Control': 'no-store',
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': `default-src 'none'; script-src ${HANDSHAKE_SCRIPT_HASH}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  };
}

/**
 * The page the pop-up ends on: a short text for the editor and the handshake that passes `message`
 * (Decap's `authorization:github:success:{…}` or `…:error:{…}`) to the editor window.
 */
function handshakePage(status: number, title: string, text: string, message: string, extraHeaders = {}): Response {
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · Sarathi ERP content editor</title></head>
<body>
<h1>${escapeHtml(title)}</h1>
<p id="result" data-message="${escapeHtml(message)}">${escapeHtml(text)}</p>
<script>${HANDSHAKE_SCRIPT}</script>
</body>
</html>
`;
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', ...securityHeaders(), ...extraHeaders },
  });
}

/** The answer for a sign-in that cannot go on: the editor window shows `reason`. */
function refused(status: number, reason: string, extraHeaders = {}): Response {
  const message = `authorization:${PROVIDER}:error:${JSON.stringify({ message: reason })}`;
  return handshakePage(status, 'Sign-in refused', `${reason} Close this window and try again.`, message, extraHeaders);
}

/** Reads one cookie of a request. */
function cookieOf(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * The sign-in cookie (`{state}.{PKCE verifier}`), set (with `value`) or cleared (without); Secure
 * whenever the site is served over https.
 */
function stateCookie(url: URL, value?: string): string {
  const secure = url.protocol === 'https:' ? '; Secure' : '';
  const lifetime = value ? `Max-Age=${STATE_MAX_AGE_S}` : 'Max-Age=0';
  return `${STATE_COOKIE}=${value ?? ''}; Path=/api/callback; ${lifetime}; HttpOnly; SameSite=Lax${secure}`;
}

/** True when both states are present and equal (compared in constant time). */
function sameState(expected: string | undefined, received: string | null): boolean {
  if (!expected || !received) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(received);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Where GitHub sends the editor back: the site's own /api/callback (SITE_ORIGIN), never an address
 * built from the request's Host; a request on this machine (tests, a local check) keeps its own.
 */
const callbackUrl = (url: URL) => `${LOOPBACK_ORIGIN.test(url.origin) ? url.origin : SITE_ORIGIN}/api/callback`;

/** The PKCE challenge of `verifier` (RFC 7636 S256: base64url of its SHA-256). */
const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/**
 * GET /api/auth?provider=github&scope=repo: 302 to GitHub's authorize page with a fresh `state`
 * and PKCE challenge (the state and verifier set as the sign-in cookie; `scope` only for a classic
 * OAuth app). 503 with a message for the editor when the OAuth app is not set
 * up, 400 for another provider.
 */
export function startSignIn(request: Request, settings = oauthSettingsFromEnv()): Response {
  const url = new URL(request.url);
  if (!settings) {
    return refused(
      503,
      'Sign-in with GitHub is not set up on this site yet (GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET).',
    );
  }
  const provider = url.searchParams.get('provider') ?? PROVIDER;
  if (provider !== PROVIDER) return refused(400, `Only GitHub sign-in is offered here, not "${provider}".`);
  const requestedScope = url.searchParams.get('scope') ?? 'repo';
  const scope = (SCOPES as readonly string[]).includes(requestedScope) ? requestedScope : 'repo';
  const state = randomBytes(32).toString('base64url');
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URL(`${settings.baseUrl}/login/oauth/authorize`);
  authorize.search = new URLSearchParams({
    client_id: settings.clientId,
    redirect_uri: callbackUrl(url),
    // A GitHub App's token has the app's permissions; a scope would only be ignored.
    ...(isGitHubApp(settings.clientId) ? {} : { scope }),
    state,
    code_challenge: pkceChallenge(verifier),
    code_challenge_method: 'S256',
  }).toString();
  return new Response(null, {
    status: 302,
    headers: {
      Location: authorize.toString(),
      'Set-Cookie': stateCookie(url, `${state}.${verifier}`),
      'Cache-Control': 'no-store',
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    },
  });
}

/**
 * GET /api/callback?code&state: checks `state` against the cookie (403 when it differs or is
 * missing), trades `code` for a token at GitHub and answers the handshake page that gives the
 * token to the editor window (200), or passes on GitHub's refusal (403) or an unreachable GitHub
 * (502) as a message the editor sees. The state cookie is cleared in every case.
 */
export async function finishSignIn(request: Request, settings = oauthSettingsFromEnv()): Promise<Response> {
  const url = new URL(request.url);
  const clear = { 'Set-Cookie': stateCookie(url) };
  if (!settings) {
    return refused(
      503,
      'Sign-in with GitHub is not set up on this site yet (GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET).',
      clear,
    );
  }
  const [expectedState, verifier] = (cookieOf(request, STATE_COOKIE) ?? '').split('.');
  if (!verifier || !sameState(expectedState, url.searchParams.get('state'))) {
    return refused(403, 'This sign-in was not started from this browser, or it took longer than 10 minutes.', clear);
  }
  const denied = url.searchParams.get('error_description') ?? url.searchParams.get('error');
  const code = url.searchParams.get('code');
  if (denied || !code) {
    return refused(403, `GitHub did not sign you in: ${(denied ?? 'no code was returned').replace(/\.$/, '')}.`, clear);
  }

  let answer: { access_token?: string; error?: string; error_description?: string };
  try {
    const response = await fetch(`${settings.baseUrl}/login/oauth/access_token`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        code,
        redirect_uri: callbackUrl(url),
        code_verifier: verifier,
      }),
      signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
    });
    answer = (await response.json()) as typeof answer;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`cms sign-in: GitHub's token endpoint failed: ${reason}`);
    return refused(502, 'GitHub could not be reached to finish the sign-in.', clear);
  }
  if (!answer.access_token) {
    return refused(
      403,
      `GitHub did not sign you in: ${answer.error_description ?? answer.error ?? 'no token'}.`,
      clear,
    );
  }
  const message = `authorization:${PROVIDER}:success:${JSON.stringify({ token: answer.access_token, provider: PROVIDER })}`;
  return handshakePage(200, 'Signed in', 'You are signed in. This window closes by itself.', message, clear);
}
