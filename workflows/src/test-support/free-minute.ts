// A whole minute ahead that belongs to one test alone. Synths saved by earlier tests stay due every
// day at their minute, and a prepare pass's id is refused for its minute once used, so a minute
// picked by the clock alone can meet another test's synths or pass when tests run minutes apart.
import type { EntityManager } from '@mikro-orm/postgresql';
import { WorkflowNotFoundError, type Client } from '@temporalio/client';
import { synthsDueAt } from '@synth/core/schedules';
import { prepareSlotWorkflowId } from '../prepare/prepare-slot-id';

/** The first whole minute from `from` to `to` minutes ahead with no active synth due and no prepare pass yet. */
export async function freeMinuteAhead(
  em: EntityManager,
  client: Client,
  range: { from: number; to: number },
): Promise<Date> {
  for (let ahead = range.from; ahead <= range.to; ahead++) {
    const minute = new Date(Date.now() + ahead * 60_000);
    minute.setUTCSeconds(0, 0);
    if ((await synthsDueAt(em, minute, { limit: 1 })).length) continue;
    if (await passExists(client, minute)) continue;
    return minute;
  }
  throw new Error(`every minute from ${range.from} to ${range.to} ahead already has synths due or a prepare pass`);
}

async function passExists(client: Client, minute: Date): Promise<boolean> {
  try {
    await client.workflow.getHandle(prepareSlotWorkflowId(minute.toISOString())).describe();
    return true;
  } catch (err) {
    if (err instanceof WorkflowNotFoundError) return false;
    throw err;
  }
}
