// A stored run for tests of what hangs off one (its deliveries, its log): a manual run of a fresh
// user, with no synth and an empty configuration.
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { RunTrigger, SynthRun } from '@synth/core/runs';
import { User } from '@synth/core/users';

export async function storedManualRun(db: EntityManager): Promise<SynthRun> {
  const user = db.create(User, { firebaseUid: `uid-${randomUUID()}`, email: 'owner@example.com' } as never);
  const run = db.create(SynthRun, {
    user,
    synth: null,
    trigger: RunTrigger.manual,
    workflowId: `wf-${randomUUID()}`,
    config: {},
  } as never) as SynthRun;
  await db.flush();
  return run;
}
