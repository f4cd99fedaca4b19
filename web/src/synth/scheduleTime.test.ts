import { describe, expect, it } from 'vitest';
import { isValidScheduleTime, normalizeScheduleTime } from './scheduleTime';

describe('schedule time', () => {
  // Each time as typed, and as it is stored.
  it.each(Object.entries({
    '9:05': '09:05',
    '09:05': '09:05',
    '0:00': '00:00',
    '23:59': '23:59',
    ' 7:30 ': '07:30',
  }))('normalises %s to %s', (input, expected) => {
    expect(normalizeScheduleTime(input)).toBe(expected);
  });

  it.each(['24:00', '12:60', '9:5', '0900', 'noon', '', null, undefined])('falls back to 08:00 for %s', (input) => {
    expect(normalizeScheduleTime(input)).toBe('08:00');
  });

  it('validates H:MM and HH:MM with hours 0-23 and minutes 0-59', () => {
    expect(isValidScheduleTime('0:59')).toBe(true);
    expect(isValidScheduleTime('23:00')).toBe(true);
    expect(isValidScheduleTime('23:60')).toBe(false);
    expect(isValidScheduleTime('123:00')).toBe(false);
  });
});
