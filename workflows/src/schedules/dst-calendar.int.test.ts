// The prepare pass finds the synths due at a minute in the database; each synth's Temporal schedule
// fires by its own calendar. The two must agree on every minute, or a busy minute's starter starts
// a run its schedule never would (or misses one it will): here they are compared minute by minute
// across both daylight-saving changes of a year, in zones of both hemispheres and one that changes
// at midnight, for synths at every half hour and at the minutes around each change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Client, Connection } from '@temporalio/client';
import { msToTs } from '@temporalio/common/lib/time';
import { busyMinutes, synthsDueAt } from '@synth/core/schedules';
import { Synth, SynthStatus } from '@synth/core/synths';
import { User } from '@synth/core/users';
import { scheduleIdFor } from '@synth/core/runs';
import { useTestOrm } from '../../../test-support/orm';
import { useTestServices } from '../../../test-support/env';
import { TemporalScheduleService } from './schedule.service';

// Santiago changes at midnight (the day changes with the clock); Jerusalem on a Friday, a weekday.
const ZONES = ['America/New_York', 'Europe/Berlin', 'Australia/Sydney', 'America/Santiago', 'Asia/Jerusalem'];
const YEAR = 2031;
/** Minutes either side of each change that are compared. */
const WINDOW_MINUTES = 4 * 60;
const em = useTestOrm();
const taskQueue = `dst-${randomUUID().slice(0, 8)}`;
let connection: Connection;
let client: Client;
const mine = new Map<string, { time: string; zone: string; frequency: string }>();

/** The zone's UTC offset at an instant, in minutes, as the runtime's time zone data has it. */
function offsetMinutes(zone: string, at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')!.value;
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/** The instants of `year` at which the zone's offset changes, to the minute. */
function changesIn(zone: string, year: number): Date[] {
  const changes: Date[] = [];
  const end = Date.UTC(year + 1, 0, 1);
  let before = offsetMinutes(zone, new Date(Date.UTC(year, 0, 1)));
  for (let t = Date.UTC(year, 0, 1) + 3600_000; t < end; t += 3600_000) {
    const now = offsetMinutes(zone, new Date(t));
    if (now === before) continue;
    let minute = t - 3600_000;
    while (offsetMinutes(zone, new Date(minute)) === before) minute += 60_000;
    changes.push(new Date(minute));
    before = now;
  }
  return changes;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The local minutes on either side of each change's wall-clock jump, and a few inside it. */
function timesAroundChanges(zone: string, changes: Date[]): Set<string> {
  const times = new Set<string>();
  for (const change of changes)
    for (const side of [-60_000, 0]) {
      const at = new Date(change.getTime() + side);
      const local = new Date(at.getTime() + offsetMinutes(zone, at) * 60_000);
      const minutes = local.getUTCHours() * 60 + local.getUTCMinutes();
      for (const d of [-1, 0, 1, 15]) times.add(hhmm((minutes + d + 24 * 60) % (24 * 60)));
    }
  return times;
}

beforeAll(async () => {
  const services = useTestServices();
  connection = await Connection.connect({ address: services.temporalAddress });
  client = new Client({ connection, namespace: 'default' });
  const schedules = new TemporalScheduleService(async () => client, taskQueue);
  const db = em();
  const synths: Synth[] = [];
  for (const zone of ZONES) {
    const aroundChanges = timesAroundChanges(zone, changesIn(zone, YEAR));
    const halfHours = Array.from({ length: 48 }, (_, i) => hhmm(i * 30));
    for (const time of new Set([...halfHours, ...aroundChanges])) {
      // Daily at every half hour; at the minutes around a change the send days' rule too.
      for (const frequency of aroundChanges.has(time) ? ['daily', 'weekly', 'weekdays'] : ['daily']) {
        // A person has one synth.
        const user = db.create(User, { firebaseUid: `dst-${randomUUID()}`, email: 'dst@example.com' } as never);
        const synth = db.create(Synth, {
          user,
          name: `DST ${zone} ${time} ${frequency}`,
          emailScheduleTime: time,
          emailFrequency: frequency,
          userTimezone: zone,
        } as never) as Synth;
        synths.push(synth);
        mine.set(synth.id, { time, zone, frequency });
      }
    }
  }
  await db.flush();
  // Paused: the calendars are only read, never fired (the synths stay active for the database's rule).
  for (let i = 0; i < synths.length; i += 20)
    await Promise.all(synths.slice(i, i + 20).map((s) => schedules.sync(s, { paused: true, note: 'calendar check' })));
}, 240_000);

afterAll(async () => {
  const ids = [...mine.keys()];
  await em().nativeUpdate(Synth, { id: { $in: ids } }, { status: SynthStatus.inactive });
  for (let i = 0; i < ids.length; i += 20)
    await Promise.allSettled(ids.slice(i, i + 20).map((id) => client.schedule.getHandle(scheduleIdFor(id)).delete()));
  await connection?.close();
});

/** The zone's synths' schedule times within [from, to], per minute, as Temporal computes them. */
async function temporalDue(zone: string, from: Date, to: Date): Promise<Map<number, Set<string>>> {
  const due = new Map<number, Set<string>>();
  const ids = [...mine.keys()].filter((id) => mine.get(id)!.zone === zone);
  for (let i = 0; i < ids.length; i += 20)
    await Promise.all(
      ids.slice(i, i + 20).map(async (id) => {
        const request = {
          namespace: 'default',
          scheduleId: scheduleIdFor(id),
          // Temporal lists the times after startTime; the window's first minute counts too.
          startTime: msToTs(from.getTime() - 1000),
          endTime: msToTs(to.getTime()),
        };
        const { startTime } = await (client.workflowService.listScheduleMatchingTimes(request) as Promise<{
          startTime?: { seconds?: unknown }[] | null;
        }>);
        for (const t of startTime ?? []) {
          const minute = Number(t.seconds) * 1000;
          due.set(minute, (due.get(minute) ?? new Set()).add(id));
        }
      }),
    );
  return due;
}

/** Each of our synths due at every minute of [from, to], as the prepare pass's query finds them. */
async function databaseDue(from: Date, to: Date): Promise<Map<number, Set<string>>> {
  const due = new Map<number, Set<string>>();
  // Minutes where no active synth at all is due need no second look.
  for (const { minute } of await busyMinutes(em(), from, to, 1)) {
    const ids = (await synthsDueAt(em(), minute, { limit: 100_000 })).filter((id) => mine.has(id));
    if (ids.length) due.set(minute.getTime(), new Set(ids));
  }
  return due;
}

/** A readable list of (UTC minute, synth) pairs, for a failure message that says where they differ. */
function pairs(due: Map<number, Set<string>>): string[] {
  return [...due.entries()]
    .flatMap(([minute, ids]) =>
      [...ids].map((id) => {
        const s = mine.get(id)!;
        return `${new Date(minute).toISOString().slice(0, 16)}Z ${s.zone} ${s.time} ${s.frequency}`;
      }),
    )
    .sort();
}

describe('the due-synths query and the schedules agree across daylight-saving changes', () => {
  for (const zone of ZONES) {
    it(`in ${zone}, on every minute around both changes of ${YEAR}`, async () => {
      const changes = changesIn(zone, YEAR);
      expect(changes).toHaveLength(2);
      const found = { byTemporal: [] as string[], byDatabase: [] as string[] };
      for (const change of changes) {
        const from = new Date(change.getTime() - WINDOW_MINUTES * 60_000);
        const to = new Date(change.getTime() + WINDOW_MINUTES * 60_000);
        const inZone = (due: Map<number, Set<string>>) =>
          new Map(
            [...due.entries()]
              .map(([m, ids]) => [m, new Set([...ids].filter((id) => mine.get(id)!.zone === zone))] as const)
              .filter(([, ids]) => ids.size),
          );
        const [byTemporal, byDatabase] = [
          inZone(await temporalDue(zone, from, to)),
          inZone(await databaseDue(from, to)),
        ];
        // Each window holds runs of this zone's synths (the comparison is not of two empty sets).
        expect(byTemporal.size).toBeGreaterThan(10);
        found.byTemporal.push(...pairs(byTemporal));
        found.byDatabase.push(...pairs(byDatabase));
      }
      expect(found.byDatabase).toEqual(found.byTemporal);
    }, 120_000);
  }
});
