/**
 * GET /api/callback: finishes an editor's GitHub sign-in and hands the token to /admin on this
 * origin only (functions/lib/cmsOAuth.mts, docs/content.md#signing-in).
 */
import type { Config } from '@netlify/functions';
import { finishSignIn } from './lib/cmsOAuth.mts';

export default (request: Request): Promise<Response> => finishSignIn(request);

export const config: Config = { path: '/api/callback', method: 'GET' };
