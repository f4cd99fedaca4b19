import type { ActivityDeps } from './deps';
import { lifecycleActivities } from './synth-run/run-lifecycle.activities';
import { feedActivities } from './synth-run/feeds.activities';
import { aiActivities } from './synth-run/ai.activities';
import { emailActivities } from './synth-run/email.activities';
import { combinedActivities } from './synth-run/combined.activities';
import { channelActivities } from './synth-run/channel.activities';
import { openRunScope } from './synth-run/run-context';
import { publishesItself } from './publishing/publishes-itself';
import { withSafeFailures } from './synth-run/safe-failures';
import { publishActivities } from './publishing/publish.activities';
import { prepareActivities } from './prepare/prepare.activities';
import { runsAheadActivities } from './prepare/runs-ahead.activities';
import { slotStartActivities } from './prepare/slot-starts.activities';
import { workingStepTakingTurns } from './synth-run/run-turns';

/** Every activity of the worker, bound to injected dependencies; what a failure says is safe for the run log. */
export function createActivities(deps: ActivityDeps) {
  const feeds = feedActivities(deps);
  const ai = aiActivities(deps);
  const email = emailActivities(deps);
  const channels = channelActivities(deps);
  return withSafeFailures({
    ...lifecycleActivities(deps),
    ...feeds,
    ...ai,
    ...workingStepTakingTurns(
      combinedActivities(
        { ...feeds, ...ai, ...email, ...channels },
        (runId) => openRunScope(deps, runId),
        publishesItself(deps),
      ),
      {
        workedOnAtOnce: deps.config.temporal.workerMaxConcurrentActivities,
        inHand: deps.config.temporal.workerMaxRunsInHand,
      },
    ),
    ...email,
    ...publishActivities(deps),
    ...prepareActivities(deps),
    ...slotStartActivities(deps),
    ...runsAheadActivities(deps),
  });
}

export type Activities = ReturnType<typeof createActivities>;
