import { describe, expect, it } from 'vitest';
import { SYNTH_DEFAULTS } from '@synth/core/synths';
import { scheduleSpecFor } from './schedule-spec';

describe('a synth schedule', () => {
  it('fires at the synth’s local time on its send days', () => {
    const spec = scheduleSpecFor({
      emailScheduleTime: '7:05',
      emailFrequency: 'weekdays',
      userTimezone: 'Europe/Paris',
    });
    expect(spec.timezone).toBe('Europe/Paris');
    expect(spec.calendars).toMatchObject([{ hour: 7, minute: 5, dayOfWeek: { start: 'MONDAY', end: 'FRIDAY' } }]);
  });

  it('fires at the schema’s default time when the stored time is not one', () => {
    const [hour, minute] = SYNTH_DEFAULTS.emailScheduleTime.split(':').map(Number);
    const spec = scheduleSpecFor({ emailScheduleTime: '25:99', emailFrequency: 'daily', userTimezone: 'UTC' });
    expect(spec.calendars).toMatchObject([{ hour, minute }]);
    expect(spec.calendars?.[0]).not.toHaveProperty('dayOfWeek');
  });
});
