import { expect, it } from 'vitest';

/**
 * One test per row of `rows`: `compute(input)` must equal `expected` (toEqual: a primitive by
 * Object.is like toBe, an object or array field by field). Each test is named
 * "`behaviour`: <input> → <expected>", so a failing row says which value broke.
 */
export function itGives<Input, Output>(behaviour: string, compute: (input: Input) => Output, rows: [Input, Output][]) {
  it.each(rows)(`${behaviour}: %j → %j`, (input, expected) => {
    expect(compute(input)).toEqual(expected);
  });
}

/** A named row for {@link itGivesEach}: what the test shows, its input and the value expected. */
export interface GivesCase<Input, Output> {
  behaviour: string;
  input: Input;
  expected: Output;
}

/** One test per case, named by its `behaviour`: `compute(input)` must equal `expected` (toEqual). */
export function itGivesEach<Input, Output>(compute: (input: Input) => Output, cases: GivesCase<Input, Output>[]) {
  // A loop rather than it.each: it.each would print the name in quotes.
  for (const { behaviour, input, expected } of cases) {
    it(behaviour, () => {
      expect(compute(input)).toEqual(expected);
    });
  }
}
