import { describe, expect, it } from 'vitest';
import { nextDigestFrom } from './next-digest';
import { nextDigestText } from './next-digest.text';

const active = { status: 'active', userTimezone: 'Europe/Paris' };

describe('the next digest', () => {
  it("is the schedule's first next action time, in the synth's zone", () => {
    const times = [new Date('2026-11-30T06:00:00Z'), new Date('2026-12-01T06:00:00Z')];
    const d = nextDigestFrom(active, 'trial', { nextActionTimes: times, paused: false, timeZone: 'Europe/Paris' });
    expect(d).toMatchObject({ state: 'scheduled', at: times[0], upcoming: times });
    expect(nextDigestText(d)).toBe('Next digest: Mon 30 Nov, 07:00 (Europe/Paris)');
  });

  it('says Paused, with the reason only when the plan paused it', () => {
    const paused = { nextActionTimes: [], paused: true, timeZone: 'Europe/Paris' };
    expect(nextDigestText(nextDigestFrom({ ...active, status: 'inactive' }, 'trial_expired', paused))).toBe('Paused');
    expect(nextDigestText(nextDigestFrom(active, 'trial_expired', paused))).toBe(
      'Paused: your free trial has ended. Subscribe to get your digests again.',
    );
    expect(nextDigestText(nextDigestFrom(active, 'canceled', paused))).toBe(
      'Paused: your subscription was canceled. Subscribe again to get your digests.',
    );
  });

  it('says when the scheduler could not be asked', () => {
    expect(nextDigestFrom(active, 'trial', null).state).toBe('unavailable');
  });
});
