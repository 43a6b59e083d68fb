/**
 * The production origin, without a trailing slash. Astro's `site` (canonical URLs, Open Graph,
 * the sitemap), the functions' same-origin check and the CMS's "view live" link all read it here.
 */
export const SITE_ORIGIN = 'https://www.sarathierp.com.np';
