/**
 * GET /api/auth: starts an editor's GitHub sign-in to the content editor at /admin
 * (functions/lib/cmsOAuth.mts, docs/content.md#signing-in).
 */
import type { Config } from '@netlify/functions';
import { startSignIn } from './lib/cmsOAuth.mts';

export default (request: Request): Response => startSignIn(request);

export const config: Config = { path: '/api/auth', method: 'GET' };
