/**
 * Lighthouse's CPU slowdown calibrated to the host (scripts/cpuSlowdown.mjs): the multipliers
 * Lighthouse's own calculator gives for its anchor benchmark readings, and the points between.
 */
import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, median } from '../../scripts/cpuSlowdown.mjs';

describe('cpuSlowdownFor', () => {
  it.each([
    [150, 1],
    [800, 2],
    [1300, 3],
    [1533, 4],
    [2000, 6],
  ])('gives a host with benchmarkIndex %i a %i× slowdown, as the calculator does', (index, multiplier) => {
    expect(cpuSlowdownFor(index)).toBeCloseTo(multiplier, 1);
  });

  it('draws a straight line between two anchors', () => {
    expect(cpuSlowdownFor(1050)).toBeCloseTo(2.5, 5);
  });

  it('never speeds up a host slower than the emulated phone', () => {
    expect(cpuSlowdownFor(90)).toBe(1);
  });

  it.each([0, -5, Number.NaN])('refuses the reading %s', (index) => {
    expect(() => cpuSlowdownFor(index)).toThrow(RangeError);
  });
});

describe('median', () => {
  it('takes the middle reading, or the mean of the two middle ones', () => {
    expect(median([2504, 986, 1547])).toBe(1547);
    expect(median([1000, 1400, 1200, 1800])).toBe(1300);
  });
});
