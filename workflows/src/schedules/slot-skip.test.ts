import { describe, expect, it } from 'vitest';
import { skippedSlotOf, slotSkipFor } from './slot-skip';

const one = (value: number) => [{ start: value, end: value, step: 1 }];

describe("a slot taken out of a synth's schedule", () => {
  it("names the slot's local date and minute in the schedule's time zone, and nothing wider", () => {
    const slot = new Date('2026-11-29T23:30:00Z');
    expect(slotSkipFor(slot, 'Asia/Kolkata')).toMatchObject({
      second: one(0),
      minute: one(0),
      hour: one(5),
      dayOfMonth: one(30),
      month: one(11),
      year: one(2026),
    });
    expect(slotSkipFor(slot, 'America/Los_Angeles')).toMatchObject({
      hour: one(15),
      minute: one(30),
      dayOfMonth: one(29),
    });
  });

  it('is read back from its comment, and no other comment reads as a skipped slot', () => {
    const slot = new Date('2026-11-30T08:00:00Z');
    expect(skippedSlotOf(slotSkipFor(slot, 'Europe/London')!.comment)).toEqual(slot);
    expect(skippedSlotOf('09:00 daily')).toBeNull();
    expect(skippedSlotOf(undefined)).toBeNull();
  });

  it('is not written for a local minute that happens twice as the clock goes back, in both of its passes', () => {
    // 01:30 in New York on 1 November 2026, in summer time and again in winter time.
    expect(slotSkipFor(new Date('2026-11-01T05:30:00Z'), 'America/New_York')).toBeNull();
    expect(slotSkipFor(new Date('2026-11-01T06:30:00Z'), 'America/New_York')).toBeNull();
    // 02:30 in Berlin on 25 October 2026, east of UTC.
    expect(slotSkipFor(new Date('2026-10-25T00:30:00Z'), 'Europe/Berlin')).toBeNull();
    // Lord Howe Island goes back half an hour: 01:45 on 5 April 2026 happens twice.
    expect(slotSkipFor(new Date('2026-04-04T14:45:00Z'), 'Australia/Lord_Howe')).toBeNull();
    expect(slotSkipFor(new Date('2026-04-04T15:15:00Z'), 'Australia/Lord_Howe')).toBeNull();
  });

  it('is written on either side of the repeated hour and after the clock goes forward', () => {
    expect(slotSkipFor(new Date('2026-11-01T04:59:00Z'), 'America/New_York')).toMatchObject({
      hour: one(0),
      minute: one(59),
    });
    expect(slotSkipFor(new Date('2026-11-01T07:00:00Z'), 'America/New_York')).toMatchObject({
      hour: one(2),
      minute: one(0),
    });
    // 03:30 on 8 March 2026 in New York, the first hour after the clock went forward.
    expect(slotSkipFor(new Date('2026-03-08T07:30:00Z'), 'America/New_York')).toMatchObject({
      hour: one(3),
      minute: one(30),
      dayOfMonth: one(8),
      month: one(3),
    });
  });
});
