import type { ActivityDeps } from './deps';
import { lifecycleActivities } from './synth-run/run-lifecycle.activities';
import { feedActivities } from './synth-run/feeds.activities';
import { aiActivities } from './synth-run/ai.activities';
import { emailActivities } from './synth-run/email.activities';
import { combinedActivities } from './synth-run/combined.activities';

/** Every activity of the worker, bound to injected dependencies. */
export function createActivities(deps: ActivityDeps) {
  const feeds = feedActivities(deps);
  const ai = aiActivities(deps);
  return {
    ...lifecycleActivities(deps),
    ...feeds,
    ...ai,
    ...combinedActivities({ ...feeds, ...ai }),
    ...emailActivities(deps),
  };
}

export type Activities = ReturnType<typeof createActivities>;
