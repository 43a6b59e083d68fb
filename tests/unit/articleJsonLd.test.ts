/** Article and NewsArticle JSON-LD of stories and news (src/lib/structuredData.ts buildArticleJsonLd). */
import { describe, expect, it } from 'vitest';
import { buildArticleJsonLd, organizationId } from '../../src/lib/structuredData';

const SITE = 'https://www.sarathierp.com.np/';
const facts = {
  headline: 'Sarathi ERP 6.0: CBMS invoice sync you can see',
  description: 'Version 6.0 shows the CBMS status of every invoice.',
  path: '/news/cbms-invoice-sync-sarathi-erp-6-0',
  image: '/images/news/cbms-invoice-sync-sarathi-erp-6-0.svg',
  datePublished: new Date('2026-05-21'),
  publisherName: 'Sarathi Software',
};

describe('buildArticleJsonLd', () => {
  it('describes a news article by its author, with absolute URLs and calendar dates', () => {
    const data = buildArticleJsonLd(
      'NewsArticle',
      {
        ...facts,
        dateModified: new Date('2026-06-02'),
        author: { name: 'Nirmala Bhattarai', jobTitle: 'Head of Product' },
      },
      SITE,
    );
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: facts.headline,
      url: 'https://www.sarathierp.com.np/news/cbms-invoice-sync-sarathi-erp-6-0',
      image: 'https://www.sarathierp.com.np/images/news/cbms-invoice-sync-sarathi-erp-6-0.svg',
      datePublished: '2026-05-21',
      dateModified: '2026-06-02',
      author: { '@type': 'Person', name: 'Nirmala Bhattarai', jobTitle: 'Head of Product' },
      publisher: {
        '@type': 'Organization',
        '@id': organizationId(SITE),
        name: 'Sarathi Software',
        logo: { '@type': 'ImageObject', url: 'https://www.sarathierp.com.np/images/logo.svg', width: 220, height: 48 },
      },
    });
  });

  it('names the company as the author of a customer story and repeats the date as modified', () => {
    const data = buildArticleJsonLd('Article', facts, SITE);
    expect(data['@type']).toBe('Article');
    expect(data.author).toMatchObject({ '@type': 'Organization', '@id': organizationId(SITE) });
    expect(data.dateModified).toBe('2026-05-21');
  });
});
