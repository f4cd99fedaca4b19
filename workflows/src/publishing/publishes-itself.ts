import { autoPublishPlan } from '@synth/core/publishing';
import { platformsOf, type ActivityDeps } from '../deps';
import type { PublishesItself } from '../synth-run/combined.activities';

/** Whether any of a run's posts publish themselves after its digest, by the plan the publishing step would follow. */
export function publishesItself(deps: Pick<ActivityDeps, 'config' | 'publishingClients'>): PublishesItself {
  return async (db, runId) => (await autoPublishPlan(db, runId, platformsOf(deps))) !== null;
}
