import { describe, expect, it } from 'vitest';
import { groupSpans } from '../../src/lib/gridLayout';

describe('groupSpans', () => {
  it('gives a full group a full row and lets a one-card group share the next row with a panel', () => {
    // /products: six healthcare packages, one hospitality package, Trading coming soon.
    expect(groupSpans([6, 1, 0], 3)).toEqual([3, 1, 2]);
    expect(groupSpans([6, 1, 0], 2)).toEqual([2, 1, 1]);
    expect(groupSpans([6, 1, 0], 1)).toEqual([1, 1, 1]);
  });

  it('starts a new row when a group does not fit in what is left', () => {
    expect(groupSpans([1, 3], 3)).toEqual([1, 3]);
    expect(groupSpans([2, 2, 1], 3)).toEqual([2, 2, 1]);
  });

  it('gives a panel that starts a row the full row', () => {
    expect(groupSpans([3, 0], 3)).toEqual([3, 3]);
    expect(groupSpans([0, 0], 2)).toEqual([2, 2]);
  });

  it('refuses a column count that is not a whole number of at least 1', () => {
    expect(() => groupSpans([1], 0)).toThrow(RangeError);
    expect(() => groupSpans([1], 2.5)).toThrow(RangeError);
  });
});
