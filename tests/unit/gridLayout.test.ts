import { describe, expect, it } from 'vitest';
import { balancedColumns, balancedGridClass, groupSpans } from '../../src/lib/gridLayout';
import { itGives } from './support/cases';

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

describe('balancedColumns', () => {
  itGives(
    'cards that fit in one row get exactly one row',
    ([count, most]: [number, number]) => balancedColumns(count, most),
    [
      [[0, 3], 1],
      [[1, 3], 1],
      [[2, 3], 2],
      [[3, 3], 3],
      [[4, 4], 4],
    ],
  );

  itGives(
    'more cards than columns leave no lone card in the last row',
    ([count, most]: [number, number]) => balancedColumns(count, most),
    [
      // Eight customer stories: 4 + 4 on a wide screen, 2 + 2 + 2 + 2 where three columns fit (never 3 + 3 + 2).
      [[8, 4], 4],
      [[8, 3], 2],
      // Four feature cards: 2 + 2, not 3 + 1; four in a row where four fit.
      [[4, 3], 2],
      [[6, 3], 3],
      [[6, 4], 3],
      [[7, 4], 4],
      [[7, 3], 2],
      [[5, 3], 3],
      [[9, 4], 3],
      [[5, 1], 1],
      // Never much narrower than the width allows: four, four and two rather than five rows of two.
      [[10, 4], 4],
      [[3, 2], 2],
    ],
  );

  it('refuses a maximum below 1 or a negative count', () => {
    expect(() => balancedColumns(3, 0)).toThrow(RangeError);
    expect(() => balancedColumns(-1, 3)).toThrow(RangeError);
  });
});

describe('balancedGridClass', () => {
  it('picks the balanced columns at each breakpoint given', () => {
    expect(balancedGridClass(8, { base: 1, sm: 2, lg: 3, xl: 4 })).toBe(
      'balanced-grid balanced-cols-1 sm:balanced-cols-2 lg:balanced-cols-2 xl:balanced-cols-4',
    );
    expect(balancedGridClass(1, { sm: 2, lg: 3 })).toBe('balanced-grid sm:balanced-cols-1 lg:balanced-cols-1');
  });

  it('refuses more than four columns, which have no class', () => {
    expect(() => balancedGridClass(10, { xl: 5 })).toThrow(RangeError);
  });
});
