// Which synths are due at a minute, on the real database: each synth's own time zone and send days
// decide, as its Temporal schedule does, and only active synths count.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestOrm } from '../../../test-support/orm';
import { User } from '../users/user.entity';
import { Synth } from '../synths/synth.entity';
import { SynthStatus } from '../synths/synth.choices';
import { busyMinutes, synthsDueAt } from './due-synths.repository';

const em = useTestOrm();

/** A synth at local `time` in `zone`; the minute tests use a date in 2031 no other test's synth is due at. */
async function synthAt(
  time: string,
  zone: string,
  fields: Partial<Pick<Synth, 'emailFrequency' | 'status'>> = {},
): Promise<string> {
  const db = em();
  const user = db.create(User, { firebaseUid: `uid-${randomUUID()}`, email: 'owner@example.com' } as never);
  const synth = db.create(Synth, { user, emailScheduleTime: time, userTimezone: zone, ...fields } as never) as Synth;
  await db.flush();
  return synth.id;
}

describe('synths due at a minute', () => {
  it("matches each synth's local time and send days in its own zone, active synths only", async () => {
    // Monday 13 January 2031, 14:37 UTC: 09:37 in New York (EST), 23:37 in Tokyo, 15:37 in Paris.
    const minute = new Date('2031-01-13T14:37:00Z');
    const newYork = await synthAt('09:37', 'America/New_York', { emailFrequency: 'weekly' });
    const tokyo = await synthAt('23:37', 'Asia/Tokyo', { emailFrequency: 'weekdays' });
    const paris = await synthAt('15:37', 'Europe/Paris');
    await synthAt('15:37', 'Europe/Paris', { status: SynthStatus.inactive });
    await synthAt('09:37', 'UTC');
    const due = await synthsDueAt(em(), minute, { limit: 100 });
    expect(due.sort()).toEqual([newYork, tokyo, paris].sort());

    // A day later, Tuesday: the weekly synth (Mondays) is not due; the others are.
    const tuesday = await synthsDueAt(em(), new Date('2031-01-14T14:37:00Z'), { limit: 100 });
    expect(tuesday.sort()).toEqual([tokyo, paris].sort());

    // Batches by id: a range from one id up to (not including) another.
    const [first, second, third] = [...due].sort();
    expect(await synthsDueAt(em(), minute, { fromId: second, limit: 100 })).toEqual([second, third]);
    expect(await synthsDueAt(em(), minute, { fromId: first, toId: third, limit: 100 })).toEqual([first, second]);
  });

  it('finds the minutes of a window with at least so many synths due', async () => {
    // Saturday 18 January 2031: the weekday synths are not due.
    await synthAt('06:10', 'UTC');
    await synthAt('06:10', 'UTC');
    await synthAt('08:10', 'Europe/Berlin');
    await synthAt('06:12', 'UTC', { emailFrequency: 'weekdays' });
    await synthAt('06:12', 'UTC', { emailFrequency: 'weekdays' });
    await synthAt('06:13', 'UTC');
    const busy = await busyMinutes(em(), new Date('2031-01-18T06:09:00Z'), new Date('2031-01-18T06:14:00Z'), 2);
    // 08:10 in Berlin is 07:10 UTC in winter: not in the window.
    expect(busy).toEqual([{ minute: new Date('2031-01-18T06:10:00Z'), synths: 2 }]);
  });
});
