import type { EntityManager } from '@mikro-orm/postgresql';
import { scheduleStateFor, synthsDueAt } from '@synth/core/schedules';
import { Synth } from '@synth/core/synths';
import { effectiveStatus } from '@synth/core/users';

const PAGE = 5_000;

/** Whether a due synth's schedule fires at its slot: the same rule that pauses or resumes the schedule. */
export function scheduleFires(synth: Synth): boolean {
  return !scheduleStateFor(synth, effectiveStatus(synth.user.getEntity())).paused;
}

/**
 * The synths due at `minute` with their owners, in id order, from `fromId` (included) to `toId`
 * (excluded) when given, keeping those `keep` accepts. Read a page at a time, so a minute with many
 * synths due is never one statement's worth of rows.
 */
export async function dueSynths(
  db: EntityManager,
  minute: Date,
  range: { fromId?: string | null; toId?: string | null },
  keep: (synth: Synth) => boolean,
): Promise<Synth[]> {
  const out: Synth[] = [];
  for (let fromId: string | null | undefined = range.fromId ?? null; fromId !== undefined;) {
    // One id past the page tells where the next page starts.
    const ids = await synthsDueAt(db, minute, { fromId, toId: range.toId, limit: PAGE + 1 });
    const page = ids.slice(0, PAGE);
    if (page.length)
      out.push(
        ...(await db.find(Synth, { id: { $in: page } }, { populate: ['user'], orderBy: { id: 'asc' } })).filter(keep),
      );
    fromId = ids[PAGE];
  }
  return out;
}
