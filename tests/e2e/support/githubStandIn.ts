/**
 * A local stand-in for GitHub's OAuth web endpoints, so the editor's sign-in
 * (functions/lib/cmsOAuth.mts) is tested offline: GET /login/oauth/authorize approves at once and
 * sends the browser back to `redirect_uri` with a one-time code and the `state` it was given;
 * POST /login/oauth/access_token trades that code (with the right client id and secret, and, as
 * GitHub does, the PKCE verifier of the challenge the authorize request carried) for
 * {@link GitHubStandIn.token}. Every token request is recorded.
 */
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GitHubStandIn {
  /** e.g. http://127.0.0.1:8822, for GITHUB_OAUTH_BASE_URL. */
  baseUrl: string;
  /** The token it issues. */
  token: string;
  /** The JSON bodies received by the token endpoint. */
  tokenRequests: Record<string, string>[];
  close(): Promise<void>;
}

/**
 * Starts the stand-in on 127.0.0.1:`port` (0 = any free port).
 * @param client the OAuth app's id and secret the token endpoint accepts
 */
export async function startGitHubStandIn(client: { id: string; secret: string }, port = 0): Promise<GitHubStandIn> {
  const token = `gho_standin${Date.now().toString(36)}`;
  /** Codes issued and not yet traded, each with the PKCE challenge of its authorize request ('' without). */
  const codes = new Map<string, string>();
  const tokenRequests: Record<string, string>[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method === 'GET' && url.pathname === '/login/oauth/authorize') {
      const redirect = new URL(url.searchParams.get('redirect_uri') ?? '');
      const code = `code${codes.size + 1}`;
      codes.set(code, url.searchParams.get('code_challenge') ?? '');
      redirect.searchParams.set('code', code);
      redirect.searchParams.set('state', url.searchParams.get('state') ?? '');
      response.writeHead(302, { Location: redirect.toString() }).end();
      return;
    }
    if (request.method === 'POST' && url.pathname === '/login/oauth/access_token') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const fields = JSON.parse(body) as Record<string, string>;
        tokenRequests.push(fields);
        const challenge = codes.get(fields['code'] ?? '');
        const verified =
          challenge === '' ||
          (challenge !== undefined &&
            createHash('sha256')
              .update(fields['code_verifier'] ?? '')
              .digest('base64url') === challenge);
        const valid =
          fields['client_id'] === client.id &&
          fields['client_secret'] === client.secret &&
          verified &&
          codes.delete(fields['code'] ?? '');
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(
          JSON.stringify(
            valid
              ? { access_token: token, token_type: 'bearer', scope: 'repo' }
              : { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' },
          ),
        );
      });
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    token,
    tokenRequests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
