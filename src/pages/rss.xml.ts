/**
 * /rss.xml: every news article, newest first, as an RSS 2.0 feed (@astrojs/rss). Announced on every
 * page by the layout's <link rel="alternate" type="application/rss+xml">.
 */
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { getSite } from '../data/content';
import { getArticles } from '../data/editorial';
import { articlePath } from '../lib/news';

export const GET: APIRoute = async (context) => {
  if (!context.site) throw new Error('rss.xml: set `site` in astro.config.mjs');
  const [articles, site] = await Promise.all([getArticles(), getSite()]);
  return rss({
    title: `${site.productName} news`,
    description: `Product releases, IRD and CBMS rule changes, HIB claim updates and events from ${site.companyName}.`,
    site: context.site,
    items: articles.map((article) => ({
      title: article.data.title,
      description: article.data.description,
      pubDate: article.data.publishedAt,
      link: articlePath(article.id),
      categories: article.data.tags,
    })),
    customData: '<language>en</language>',
    // Pages are served without a trailing slash; links in the feed match their canonical URLs.
    trailingSlash: false,
  });
};
