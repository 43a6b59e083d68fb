import { describe, expect, it } from 'vitest';
import { countUpValue, formatCount } from '../../src/lib/countUp';

describe('countUpValue (count up to the value over 1 s)', () => {
  it('starts at 0 and ends exactly at the target', () => {
    expect(countUpValue(250, 0)).toBe(0);
    expect(countUpValue(250, 1000)).toBe(250);
    expect(countUpValue(250, 5000)).toBe(250);
  });

  it('is strictly between 0 and the target half-way, and never decreases', () => {
    const halfway = countUpValue(250, 500);
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(250);
    let previous = -1;
    for (let elapsed = 0; elapsed <= 1000; elapsed += 16) {
      const value = countUpValue(250, elapsed);
      expect(value).toBeGreaterThanOrEqual(previous);
      expect(Number.isInteger(value)).toBe(true);
      previous = value;
    }
  });

  it('reads negative or NaN times as the start and a zero duration as the end', () => {
    expect(countUpValue(50, -20)).toBe(0);
    expect(countUpValue(50, Number.NaN)).toBe(0);
    expect(countUpValue(50, 10, 0)).toBe(50);
  });
});

describe('formatCount', () => {
  it("adds the '+' suffix", () => {
    expect(formatCount(250)).toBe('250+');
    expect(formatCount(0)).toBe('0+');
  });
});
