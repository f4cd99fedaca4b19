import { autoPublishPlan } from '@synth/core/publishing';
import type { ActivityDeps } from '../deps';
import type { PublishesItself } from '../synth-run/combined.activities';

/** Whether any of a run's posts publish themselves after its digest, by the plan the publishing step would follow. */
export function publishesItself(deps: Pick<ActivityDeps, 'config'>): PublishesItself {
  return async (db, runId) => (await autoPublishPlan(db, runId, deps.config.publishing.xPrices)) !== null;
}
