import { describe, expect, it } from 'vitest';
import { configWith } from './config-env.test-data';

const load = configWith(['PREPARE_MIN_SYNTHS', 'PREPARE_LEAD_MINUTES', 'PREPARE_STARTS_RUNS']);

describe('the prepare pass settings', () => {
  it('prepare minutes with 50 synths due, 15 minutes ahead, and start their runs at the slot, when nothing is set', () => {
    expect(load({}).prepare).toEqual({ minSynths: 50, leadMinutes: 15, startsRuns: true });
  });

  it('read both, take a lead of 0 (the pass off), and refuse one that is not a whole number', () => {
    expect(load({ PREPARE_MIN_SYNTHS: '200', PREPARE_LEAD_MINUTES: '0' }).prepare).toEqual({
      minSynths: 200,
      leadMinutes: 0,
      startsRuns: true,
    });
    expect(() => load({ PREPARE_LEAD_MINUTES: '-5' })).toThrow(/PREPARE_LEAD_MINUTES must be a non-negative integer/);
    expect(() => load({ PREPARE_MIN_SYNTHS: 'lots' })).toThrow(/PREPARE_MIN_SYNTHS/);
  });

  it("leave a prepared minute's starts to the schedules when told, and refuse a value that is not true or false", () => {
    expect(load({ PREPARE_STARTS_RUNS: 'false' }).prepare.startsRuns).toBe(false);
    expect(() => load({ PREPARE_STARTS_RUNS: 'sometimes' })).toThrow(
      /PREPARE_STARTS_RUNS must be true or false, got "sometimes"/,
    );
  });
});
