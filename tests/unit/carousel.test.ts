import { describe, expect, it } from 'vitest';
import { slideBasisClasses, swipeDirection, wrapIndex } from '../../src/lib/carousel';

describe('swipeDirection (swipe threshold 50px)', () => {
  it('needs more than 50 px to change the slide', () => {
    expect(swipeDirection(200, 150)).toBeUndefined();
    expect(swipeDirection(200, 149)).toBe('next');
    expect(swipeDirection(200, 250)).toBeUndefined();
    expect(swipeDirection(200, 251)).toBe('previous');
  });
});

describe('wrapIndex', () => {
  it('wraps at both ends', () => {
    expect(wrapIndex(6, 1, 7)).toBe(0);
    expect(wrapIndex(0, -1, 7)).toBe(6);
    expect(wrapIndex(3, 1, 7)).toBe(4);
  });
  it('answers 0 for an empty carousel', () => {
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

describe('slideBasisClasses (slide widths before the carousel runs)', () => {
  it('fills the track with one slide, or with a row of 2 (from 640 px) or 3 (from 1024 px) beside their gaps', () => {
    expect(slideBasisClasses({ base: 1 })).toBe('basis-full');
    expect(slideBasisClasses({ base: 1, sm: 2, lg: 3 })).toBe(
      'basis-full sm:basis-[calc((100%-1rem)/2)] lg:basis-[calc((100%-3rem)/3)]',
    );
  });
});
