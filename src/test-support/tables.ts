import { expect, it } from 'vitest';

/**
 * Table-driven checks for the pure rules: each row is one example of the rule, so a table reads
 * as the rule's examples and a failure names the row's input.
 */

/** Asserts that `rule(input)` is `expected` for every `[input, expected]` row. */
export function expectEach<In, Out>(rule: (input: In) => Out, rows: ReadonlyArray<readonly [In, Out]>): void {
  for (const [input, expected] of rows) expect(rule(input), JSON.stringify(input)).toBe(expected);
}

/** One test per row, named "{typed} → {masked}": what a masked field shows for what was typed. */
export function itMasks(mask: (typed: string) => string, rows: Array<[typed: string, masked: string]>): void {
  it.each(rows)('%s → %s', (typed, masked) => {
    expect(mask(typed)).toBe(masked);
  });
}

/** One test per row, named "refuses {what is wrong}", checking the row's value with `expectRefused`. */
export function itRefuses(expectRefused: (value: string) => void, rows: Array<[wrong: string, value: string]>): void {
  it.each(rows)('refuses %s', (_, value) => expectRefused(value));
}

/** The tests of a yes/no rule: "accepts {value}" for each valid value, "refuses {what is wrong}" for each invalid one. */
export function itJudges(rule: (value: string) => boolean, examples: { accepts: string[]; refuses: Array<[wrong: string, value: string]> }): void {
  it.each(examples.accepts)('accepts %s', (value) => {
    expect(rule(value)).toBe(true);
  });
  itRefuses((value) => expect(rule(value)).toBe(false), examples.refuses);
}
