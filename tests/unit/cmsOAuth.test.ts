/**
 * The editor's GitHub sign-in handshake (functions/lib/cmsOAuth.mts) against a local stand-in of
 * GitHub's OAuth endpoints: where /api/auth sends the editor, what /api/callback refuses, what it
 * sends GitHub and what page it answers. The hand-over in a real browser is tests/e2e/cms.spec.ts.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { finishSignIn, oauthSettingsFromEnv, startSignIn, type OAuthSettings } from '../../functions/lib/cmsOAuth.mts';
import { startGitHubStandIn, type GitHubStandIn } from '../e2e/support/githubStandIn';

const SITE = 'https://www.sarathierp.com.np';
const CLIENT = { id: 'Iv1.sarathi-cms', secret: 'test-secret' };
let github: GitHubStandIn;
let settings: OAuthSettings;

beforeAll(async () => {
  github = await startGitHubStandIn(CLIENT);
  settings = { clientId: CLIENT.id, clientSecret: CLIENT.secret, baseUrl: github.baseUrl };
});
afterAll(() => github.close());

/** Starts a sign-in; returns GitHub's authorize URL and the state cookie set. */
function start(query = '?provider=github&site_id=www.sarathierp.com.np&scope=repo') {
  const response = startSignIn(new Request(`${SITE}/api/auth${query}`), settings);
  return {
    response,
    location: new URL(response.headers.get('location') ?? ''),
    cookie: response.headers.get('set-cookie') ?? '',
  };
}

/** Approves the sign-in at the stand-in's authorize page; returns the code it sends back. */
async function authorizedCode(location: URL): Promise<string> {
  const back = (await fetch(location, { redirect: 'manual' })).headers.get('location') ?? '';
  return new URL(back).searchParams.get('code') ?? '';
}

/** Comes back from the stand-in's authorize page with `code` and `state`, carrying `cookie`. */
async function callback(params: Record<string, string>, cookie: string) {
  const request = new Request(`${SITE}/api/callback?${new URLSearchParams(params).toString()}`, {
    headers: { cookie: cookie.split(';')[0] ?? '' },
  });
  return finishSignIn(request, settings);
}

describe('GET /api/auth', () => {
  it('sends the editor to GitHub with our client id, callback, a PKCE challenge and a fresh state bound to a cookie', () => {
    const { response, location, cookie } = start();
    expect(response.status).toBe(302);
    expect(`${location.origin}${location.pathname}`).toBe(`${github.baseUrl}/login/oauth/authorize`);
    expect(location.searchParams.get('client_id')).toBe(CLIENT.id);
    expect(location.searchParams.get('redirect_uri')).toBe(`${SITE}/api/callback`);
    const state = location.searchParams.get('state') ?? '';
    expect(state).toMatch(/^[\w-]{43}$/);
    // The cookie holds the state and the verifier whose SHA-256 is the challenge sent to GitHub.
    const [cookieState, verifier] = (/^cms_oauth_state=([^;]*)/.exec(cookie)?.[1] ?? '').split('.');
    expect(cookieState).toBe(state);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toBe(
      createHash('sha256')
        .update(verifier ?? '')
        .digest('base64url'),
    );
    expect(cookie).toMatch(/; Path=\/api\/callback; Max-Age=600; HttpOnly; SameSite=Lax; Secure$/);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(start().location.searchParams.get('state')).not.toBe(state);
  });

  it('asks no scope for a GitHub App (its permissions apply), and Decap’s scope for a classic OAuth app', () => {
    expect(start().location.searchParams.has('scope')).toBe(false);
    const oauthApp = startSignIn(new Request(`${SITE}/api/auth?provider=github&scope=repo`), {
      ...settings,
      clientId: 'Ov23liSarathiCms0001',
    });
    expect(new URL(oauthApp.headers.get('location') ?? '').searchParams.get('scope')).toBe('repo');
  });

  it('sends GitHub back to the site’s own callback whatever Host the request named', () => {
    const response = startSignIn(new Request('https://sarathi-cms.evil.example/api/auth?provider=github'), settings);
    expect(new URL(response.headers.get('location') ?? '').searchParams.get('redirect_uri')).toBe(
      `${SITE}/api/callback`,
    );
  });

  it('tells the editor when sign-in is not set up', async () => {
    const response = startSignIn(new Request(`${SITE}/api/auth?provider=github`), undefined);
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('Sign-in with GitHub is not set up on this site yet');
  });

  it.each(['http://github.com', 'https://github.example', 'http://10.0.0.5:8822'])(
    'refuses to sign in through %s (only https://github.com, or a stand-in on this machine)',
    (baseUrl) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      expect(
        oauthSettingsFromEnv({
          GITHUB_OAUTH_CLIENT_ID: 'id',
          GITHUB_OAUTH_CLIENT_SECRET: 's',
          GITHUB_OAUTH_BASE_URL: baseUrl,
        }),
      ).toBeUndefined();
    },
  );

  it('reads the OAuth app from the environment, GitHub itself unless a base URL is given', () => {
    expect(oauthSettingsFromEnv({ GITHUB_OAUTH_CLIENT_ID: 'id' })).toBeUndefined();
    expect(oauthSettingsFromEnv({ GITHUB_OAUTH_CLIENT_ID: 'id', GITHUB_OAUTH_CLIENT_SECRET: 's' })).toEqual({
      clientId: 'id',
      clientSecret: 's',
      baseUrl: 'https://github.com',
    });
    expect(
      oauthSettingsFromEnv({
        GITHUB_OAUTH_CLIENT_ID: 'id',
        GITHUB_OAUTH_CLIENT_SECRET: 's',
        GITHUB_OAUTH_BASE_URL: 'http://127.0.0.1:8822/',
      })?.baseUrl,
    ).toBe('http://127.0.0.1:8822');
  });
});

describe('GET /api/callback', () => {
  it('trades the code for a token and answers the hand-over page, which only its own hashed script may run', async () => {
    const { location, cookie } = start();
    const code = await authorizedCode(location);
    const response = await callback({ code, state: location.searchParams.get('state') ?? '' }, cookie);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(
      `data-message="authorization:github:success:{&#34;token&#34;:&#34;${github.token}&#34;,&#34;provider&#34;:&#34;github&#34;}"`,
    );
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    expect(response.headers.get('content-security-policy')).toBe(
      `default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    expect(script).toContain('window.opener.postMessage(message, origin)');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers.get('set-cookie')).toContain('cms_oauth_state=; Path=/api/callback; Max-Age=0');
  });

  it('sends GitHub the client secret, the same callback address and the PKCE verifier', async () => {
    const { location, cookie } = start();
    github.tokenRequests.length = 0;
    const code = await authorizedCode(location);
    await callback({ code, state: location.searchParams.get('state') ?? '' }, cookie);
    const verifier = /^cms_oauth_state=[^.;]*\.([^;]*)/.exec(cookie)?.[1] ?? '';
    expect(github.tokenRequests).toEqual([
      {
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
        code,
        redirect_uri: `${SITE}/api/callback`,
        code_verifier: verifier,
      },
    ]);
  });

  it('a code taken on its way back is useless without the verifier of the browser that started', async () => {
    const mine = start();
    const code = await authorizedCode(mine.location);
    // Another browser's sign-in: its own state and cookie, but the stolen code.
    const theirs = start();
    const response = await callback({ code, state: theirs.location.searchParams.get('state') ?? '' }, theirs.cookie);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('GitHub did not sign you in: The code passed is incorrect or expired.');
  });

  it.each([
    ['a state that differs from the cookie', (state: string) => ({ code: 'x', state: `${state.slice(1)}A` }), true],
    ['no state', () => ({ code: 'x' }), true],
    ['no state cookie (another browser)', (state: string) => ({ code: 'x', state }), false],
  ])('refuses %s with 403 and never asks GitHub for a token', async (_name, params, withCookie) => {
    const { location, cookie } = start();
    github.tokenRequests.length = 0;
    const response = await callback(params(location.searchParams.get('state') ?? ''), withCookie ? cookie : '');
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain('This sign-in was not started from this browser, or it took longer than 10 minutes.');
    expect(html).toContain('authorization:github:error:');
    expect(github.tokenRequests).toEqual([]);
  });

  it('passes on GitHub refusing the code', async () => {
    const { location, cookie } = start();
    const response = await callback({ code: 'not-issued', state: location.searchParams.get('state') ?? '' }, cookie);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('GitHub did not sign you in: The code passed is incorrect or expired.');
  });

  it('answers 502 when GitHub cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { location, cookie } = start();
    const response = await finishSignIn(
      new Request(`${SITE}/api/callback?code=x&state=${location.searchParams.get('state') ?? ''}`, {
        headers: { cookie: cookie.split(';')[0] ?? '' },
      }),
      { ...settings, baseUrl: 'http://127.0.0.1:9' },
    );
    expect(response.status).toBe(502);
    expect(await response.text()).toContain('GitHub could not be reached to finish the sign-in.');
  });
});
