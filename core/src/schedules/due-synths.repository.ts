// Which synths are due at a given minute, found in the database rather than by asking Temporal for
// every schedule: each zone's local time and weekday at that minute, matched against the synths'
// own HH:MM and frequency, as their schedules fire.
import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlNames } from '../db/sql-names';
import { Synth } from '../synths/synth.entity';
import { SynthStatus } from '../synths/synth.choices';
import { SEND_DAYS } from './send-days';

/**
 * The local time Temporal's calendar reads at a UTC minute, as SQL. It is the wall clock, but for
 * the first pass through an hour that a change back from summer time repeats, in zones east of UTC:
 * there Temporal's calendar (Go's time.Date resolves the repeated hour to its second pass) fires
 * the synths of the hour before, and those of the repeated hour only in its second pass. West of
 * UTC it fires the repeated hour's synths in both passes, as the wall clock reads.
 */
function temporalWallClock(utc: string, zone: string): string {
  const local = `(${utc} at time zone ${zone})`;
  const firstPassOfRepeatedHour = `to_char((${utc} + interval '1 hour') at time zone ${zone}, 'HH24:MI') = to_char(${local}, 'HH24:MI')`;
  const eastOfUtc = `${local} > (${utc} at time zone 'UTC')`;
  return `case when ${eastOfUtc} and ${firstPassOfRepeatedHour} then ${local} - interval '1 hour' else ${local} end`;
}

/**
 * Common table expressions to follow a `minutes (m)` one listing whole UTC minutes: `due (minute, id)`
 * pairs each active synth with the minutes it is due at.
 */
function dueAtMinutes(em: EntityManager): string {
  const { table, col } = sqlNames(em, Synth);
  const onItsDay = `case s.${col('emailFrequency')} ${Object.entries(SEND_DAYS)
    .map(([frequency, days]) => `when '${frequency}' then ${days ? `l.dow in (${days.join(', ')})` : 'true'}`)
    .join(' ')} else false end`;
  return `zones as (select distinct ${col('userTimezone')} as tz from ${table} where ${col('status')} = '${SynthStatus.active}'),
    local as (
      select m, z.tz, to_char(w.t, 'HH24:MI') as hhmm, extract(isodow from w.t)::int as dow
      from minutes cross join zones z
      cross join lateral (select ${temporalWallClock('m', 'z.tz')} as t) w
    ),
    due as (
      select l.m as minute, s.${col('id')} as id from ${table} s
        join local l on s.${col('userTimezone')} = l.tz and s.${col('emailScheduleTime')} = l.hhmm
        where s.${col('status')} = '${SynthStatus.active}' and ${onItsDay}
    )`;
}

/** The whole minutes from `from` to `to` (both included) at which at least `minSynths` active synths are due. */
export async function busyMinutes(
  em: EntityManager,
  from: Date,
  to: Date,
  minSynths: number,
): Promise<{ minute: Date; synths: number }[]> {
  const rows = await em.execute<{ minute: Date; synths: number }[]>(
    `with minutes as (select generate_series(date_trunc('minute', ?::timestamptz), date_trunc('minute', ?::timestamptz), interval '1 minute') as m),
     ${dueAtMinutes(em)}
     select minute, count(*)::int as synths from due group by minute having count(*) >= ? order by minute`,
    [from.toISOString(), to.toISOString(), minSynths],
  );
  return rows.map((r) => ({ minute: new Date(r.minute), synths: Number(r.synths) }));
}

/**
 * The ids of the active synths due at `minute`, in id order: from `fromId` (included) to `toId`
 * (excluded) when given, at most `limit`. Bounds by id keep a batch the same synths however many
 * synths are saved meanwhile.
 */
export async function synthsDueAt(
  em: EntityManager,
  minute: Date,
  opts: { fromId?: string | null; toId?: string | null; limit: number },
): Promise<string[]> {
  const rows = await em.execute<{ id: string }[]>(
    `with minutes as (select date_trunc('minute', ?::timestamptz) as m),
     ${dueAtMinutes(em)}
     select id from due where (?::uuid is null or id >= ?::uuid) and (?::uuid is null or id < ?::uuid) order by id limit ?`,
    [minute.toISOString(), opts.fromId ?? null, opts.fromId ?? null, opts.toId ?? null, opts.toId ?? null, opts.limit],
  );
  return rows.map((r) => r.id);
}
