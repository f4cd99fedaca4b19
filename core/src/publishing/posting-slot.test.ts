import { describe, expect, it } from 'vitest';
import { chooseSlot, learnedBestHour, nextSlotTime, slotSentence } from './posting-slot';
import { linkedin } from './platforms/linkedin';
import { x } from './platforms/x';

const NY = 'America/New_York';
// Monday 30 November 2026, 12:00 in New York (17:00 UTC).
const MONDAY_NOON_NY = new Date('2026-11-30T17:00:00Z');

/** Ten posts at 07:00 New York time earning little, and two at 18:00 earning much more. */
const measured = [
  ...Array.from({ length: 8 }, (_, i) => ({ publishedAt: new Date(Date.UTC(2026, 10, 2 + i, 12)), engagement: 5 })),
  { publishedAt: new Date('2026-11-12T23:00:00Z'), engagement: 40 },
  { publishedAt: new Date('2026-11-13T23:00:00Z'), engagement: 60 },
];

describe('the next best slot', () => {
  it("is LinkedIn's usual Tuesday-to-Thursday 08:30 in the person's time zone, never before the earliest moment", () => {
    const at = nextSlotTime({ days: [2, 3, 4], hour: 8, minute: 30 }, MONDAY_NOON_NY, NY);
    expect(at.toISOString()).toBe('2026-12-01T13:30:00.000Z');
    // Asked on Tuesday at 09:00, the slot of that morning has passed: Wednesday's is next.
    expect(
      nextSlotTime({ days: [2, 3, 4], hour: 8, minute: 30 }, new Date('2026-12-01T14:00:00Z'), NY).toISOString(),
    ).toBe('2026-12-02T13:30:00.000Z');
  });

  it('keeps the local time across a clock change', () => {
    // Saturday 7 March 2026 in New York; clocks go forward on Sunday the 8th.
    const at = nextSlotTime({ days: [1], hour: 9, minute: 0 }, new Date('2026-03-07T15:00:00Z'), NY);
    expect(at.toISOString()).toBe('2026-03-09T13:00:00.000Z');
  });

  it('is learned from the hour whose posts earned the most, once ten posts are measured', () => {
    expect(learnedBestHour(measured, NY)).toBe(18);
    expect(learnedBestHour(measured.slice(0, 9), NY)).toBeNull();
  });

  it('says when and why: the learned best time, or the network’s usual good time', () => {
    const learned = chooseSlot({
      label: 'LinkedIn',
      usual: linkedin.bestTime,
      measured,
      earliest: MONDAY_NOON_NY,
      timeZone: NY,
    });
    expect(learned).toMatchObject({ source: 'learned', at: new Date('2026-11-30T23:00:00Z') });
    expect(learned!.sentence).toBe(
      'Goes out Monday 18:00, your best time on LinkedIn: your posts at this hour earned the most reactions.',
    );
    const usual = chooseSlot({
      label: 'LinkedIn',
      usual: linkedin.bestTime,
      measured: [],
      earliest: MONDAY_NOON_NY,
      timeZone: NY,
    });
    expect(usual!.sentence).toBe(
      'Goes out Tuesday 08:30, a good time on LinkedIn: people read LinkedIn most on weekday mornings, Tuesday to Thursday.',
    );
    expect(slotSentence(new Date('2026-12-01T14:00:00Z'), NY, 'X', { source: 'default', why: x.bestTime.why })).toBe(
      'Goes out Tuesday 09:00, a good time on X: X is busiest on weekday mornings.',
    );
    expect(
      chooseSlot({ label: 'Elsewhere', usual: undefined, measured: [], earliest: MONDAY_NOON_NY, timeZone: NY }),
    ).toBeNull();
  });
});
