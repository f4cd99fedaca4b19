import { describe, expect, it } from 'vitest';
import { configWith } from './config-env.test-data';

const load = configWith(['PREPARE_MIN_SYNTHS', 'PREPARE_LEAD_MINUTES']);

describe('the prepare pass settings', () => {
  it('prepare minutes with 50 synths due, 15 minutes ahead, when nothing is set', () => {
    expect(load({}).prepare).toEqual({ minSynths: 50, leadMinutes: 15 });
  });

  it('read both, take a lead of 0 (the pass off), and refuse one that is not a whole number', () => {
    expect(load({ PREPARE_MIN_SYNTHS: '200', PREPARE_LEAD_MINUTES: '0' }).prepare).toEqual({
      minSynths: 200,
      leadMinutes: 0,
    });
    expect(() => load({ PREPARE_LEAD_MINUTES: '-5' })).toThrow(/PREPARE_LEAD_MINUTES must be a non-negative integer/);
    expect(() => load({ PREPARE_MIN_SYNTHS: 'lots' })).toThrow(/PREPARE_MIN_SYNTHS/);
  });
});
