import { describe, expect, it } from 'vitest';
import { firstScreenSlides } from '../../src/lib/heroSlides';

describe('firstScreenSlides', () => {
  it('makes one slide per product from its first screenshot with an image', () => {
    const slides = firstScreenSlides([
      {
        productName: 'Sarathi Lab ERP',
        link: '/products/healthcare/lab',
        screenshots: [
          { alt: '', description: 'Icon-only card' },
          { image: '/images/products/lab-1.svg', alt: 'Sample tracking board', description: 'Every tube tracked' },
          { image: '/images/products/lab-2.svg', alt: 'Result entry', description: 'Results' },
        ],
      },
    ]);
    expect(slides).toEqual([
      {
        image: { src: '/images/products/lab-1.svg', alt: 'Sample tracking board', width: 1280, height: 800 },
        title: 'Sarathi Lab ERP',
        description: 'Every tube tracked',
        href: '/products/healthcare/lab',
      },
    ]);
  });

  it('skips products without an image', () => {
    expect(
      firstScreenSlides([{ productName: 'X ERP', link: '/x', screenshots: [{ alt: '', description: 'none' }] }]),
    ).toEqual([]);
  });
});
