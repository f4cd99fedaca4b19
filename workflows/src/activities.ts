import type { ActivityDeps } from './deps';
import { lifecycleActivities } from './synth-run/run-lifecycle.activities';
import { feedActivities } from './synth-run/feeds.activities';
import { aiActivities } from './synth-run/ai.activities';
import { emailActivities } from './synth-run/email.activities';

/** Every activity of the worker, bound to injected dependencies. */
export function createActivities(deps: ActivityDeps) {
  return {
    ...lifecycleActivities(deps),
    ...feedActivities(deps),
    ...aiActivities(deps),
    ...emailActivities(deps),
  };
}

export type Activities = ReturnType<typeof createActivities>;
