import { describe, expect, it } from 'vitest';
import { EDITOR_DEFAULT_TIME, isValidScheduleTime, paddedTimeOr, STORED_DEFAULT_TIME } from './scheduleTime';

describe('schedule time', () => {
  // Each time as typed, and as it is stored.
  it.each(
    Object.entries({
      '9:05': '09:05',
      '09:05': '09:05',
      '0:00': '00:00',
      '23:59': '23:59',
      ' 7:30 ': '07:30',
    }),
  )('pads %s to %s', (input, expected) => {
    expect(paddedTimeOr(input, EDITOR_DEFAULT_TIME)).toBe(expected);
  });

  it.each(['24:00', '12:60', '9:5', '0900', 'noon', '', null, undefined])(
    'falls back to the fallback it is given for %s',
    (input) => {
      expect(paddedTimeOr(input, EDITOR_DEFAULT_TIME)).toBe('08:00');
      expect(paddedTimeOr(input, STORED_DEFAULT_TIME)).toBe('09:00');
    },
  );

  it('validates H:MM and HH:MM with hours 0-23 and minutes 0-59', () => {
    expect(isValidScheduleTime('0:59')).toBe(true);
    expect(isValidScheduleTime('23:00')).toBe(true);
    expect(isValidScheduleTime('23:60')).toBe(false);
    expect(isValidScheduleTime('123:00')).toBe(false);
  });
});
