import { describe, expect, it } from 'vitest';
import { MAX_DIGEST_ITEMS, MIN_DIGEST_ITEMS, SYNTH_DEFAULTS } from './synth.schema';
import { validateSynthFields } from './synth.validation';

const check = (digestItemLimit: unknown) => validateSynthFields({ digestItemLimit }, { partial: true });

describe('the digest item limit setting', () => {
  it('starts at 10 stories and accepts every whole number from 1 to 30', () => {
    expect(SYNTH_DEFAULTS.digestItemLimit).toBe(10);
    expect([MIN_DIGEST_ITEMS, MAX_DIGEST_ITEMS]).toEqual([1, 30]);
    for (let n = MIN_DIGEST_ITEMS; n <= MAX_DIGEST_ITEMS; n++)
      expect(check(n)).toEqual({ value: { digestItemLimit: n }, errors: [] });
  });

  it('refuses a number outside the bounds, a fraction, text and a non-number with one sentence', () => {
    const message = 'Stories per digest must be a whole number from 1 to 30.';
    for (const bad of [0, 31, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY, 1e9, '10', null, { $gt: 0 }]) {
      expect(check(bad).errors).toEqual([{ field: 'digestItemLimit', message }]);
    }
  });
});
