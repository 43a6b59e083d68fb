import { describe, expect, it } from 'vitest';
import { tabIndexForKey } from '../../src/lib/tabs';

describe('tabIndexForKey (WAI-ARIA tabs keyboard pattern)', () => {
  it('moves to the next and previous tab, wrapping at both ends', () => {
    expect(tabIndexForKey('ArrowRight', 0, 6)).toBe(1);
    expect(tabIndexForKey('ArrowRight', 5, 6)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 0, 6)).toBe(5);
    expect(tabIndexForKey('ArrowLeft', 3, 6)).toBe(2);
    expect(tabIndexForKey('ArrowDown', 2, 6)).toBe(3);
    expect(tabIndexForKey('ArrowUp', 2, 6)).toBe(1);
  });

  it('jumps to the first and last tab with Home and End', () => {
    expect(tabIndexForKey('Home', 4, 6)).toBe(0);
    expect(tabIndexForKey('End', 1, 6)).toBe(5);
  });

  it('ignores other keys and empty tab lists', () => {
    expect(tabIndexForKey('Enter', 1, 6)).toBeUndefined();
    expect(tabIndexForKey('a', 1, 6)).toBeUndefined();
    expect(tabIndexForKey('ArrowRight', 0, 0)).toBeUndefined();
  });

  it('keeps a single tab selected', () => {
    expect(tabIndexForKey('ArrowRight', 0, 1)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 0, 1)).toBe(0);
  });
});
