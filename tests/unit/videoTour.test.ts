import { describe, expect, it } from 'vitest';
import { autoplayUrl, findTour, productQuery, tourHref } from '../../src/lib/videoTour';

const tours = [
  { industry: 'healthcare', subIndustry: 'hospital', productName: 'Sarathi Hospital ERP' },
  { industry: 'healthcare', subIndustry: 'physio-therapy', productName: 'Sarathi Physio ERP' },
  { industry: 'hospitality', subIndustry: 'restaurant', productName: 'Sarathi Restaurant ERP' },
];

describe('findTour (SPEC §2.1 /video-tour?industry=..&subIndustry=..)', () => {
  it('finds the product named by the query', () => {
    expect(findTour(tours, '?industry=healthcare&subIndustry=physio-therapy')?.productName).toBe('Sarathi Physio ERP');
    expect(findTour(tours, new URLSearchParams('industry=hospitality&subIndustry=restaurant'))?.productName).toBe('Sarathi Restaurant ERP');
  });

  it('compares lower-cased and trimmed values', () => {
    expect(findTour(tours, '?industry=HealthCare&subIndustry=%20Hospital%20')?.productName).toBe('Sarathi Hospital ERP');
  });

  it('answers undefined for a missing, partial or unknown query', () => {
    expect(findTour(tours, '')).toBeUndefined();
    expect(findTour(tours, '?industry=healthcare')).toBeUndefined();
    expect(findTour(tours, '?subIndustry=hospital')).toBeUndefined();
    expect(findTour(tours, '?industry=healthcare&subIndustry=restaurant')).toBeUndefined();
    expect(findTour(tours, '?industry=retail&subIndustry=shop')).toBeUndefined();
  });
});

describe('links of a tour', () => {
  it('builds the Preview link and the product query', () => {
    expect(productQuery('healthcare', 'lab')).toBe('industry=healthcare&subIndustry=lab');
    expect(tourHref('hospitality', 'restaurant')).toBe('/video-tour?industry=hospitality&subIndustry=restaurant');
  });

  it('adds autoplay to an embed URL, keeping its query', () => {
    expect(autoplayUrl('https://www.youtube-nocookie.com/embed/abc')).toBe('https://www.youtube-nocookie.com/embed/abc?autoplay=1');
    expect(autoplayUrl('https://www.youtube-nocookie.com/embed/abc?rel=0')).toBe('https://www.youtube-nocookie.com/embed/abc?rel=0&autoplay=1');
  });

  it('throws on a URL that cannot be parsed', () => {
    expect(() => autoplayUrl('not a url')).toThrow();
  });
});
