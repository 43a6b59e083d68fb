/** GET /robots.txt: all but the form confirmation pages may be crawled; names the sitemap index built by @astrojs/sitemap. */
import type { APIRoute } from 'astro';
import { buildRobotsTxt } from '../lib/crawling';

export const GET: APIRoute = ({ site }) => {
  if (!site) throw new Error('robots.txt: set `site` in astro.config.mjs');
  return new Response(buildRobotsTxt(site), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
