import { Context } from '@temporalio/activity';
import type { ActivityDeps } from './deps';
import { lifecycleActivities } from './synth-run/run-lifecycle.activities';
import { feedActivities } from './synth-run/feeds.activities';
import { aiActivities } from './synth-run/ai.activities';
import { emailActivities } from './synth-run/email.activities';
import { combinedActivities } from './synth-run/combined.activities';
import { openRunScope } from './synth-run/run-context';
import { publishesItself } from './publishing/publishes-itself';
import { withSafeFailures } from './synth-run/safe-failures';
import { publishActivities } from './publishing/publish.activities';
import { prepareActivities } from './prepare/prepare.activities';
import { takingTurns } from './synth-run/run-turns';

/** Every activity of the worker, bound to injected dependencies; what a failure says is safe for the run log. */
export function createActivities(deps: ActivityDeps) {
  const feeds = feedActivities(deps);
  const ai = aiActivities(deps);
  const email = emailActivities(deps);
  return withSafeFailures({
    ...lifecycleActivities(deps),
    ...feeds,
    ...ai,
    ...runsTakingTurns(
      combinedActivities({ ...feeds, ...ai, ...email }, (runId) => openRunScope(deps, runId), publishesItself(deps)),
      deps.config.temporal.workerMaxConcurrentActivities,
    ),
    ...email,
    ...publishActivities(deps),
    ...prepareActivities(deps),
  });
}

/**
 * The run's working step, as a local activity, waits its turn among the runs the worker works on at
 * once. Run by earlier versions as a regular activity it already waited for an activity slot, and
 * must not wait again without heartbeating.
 */
function runsTakingTurns<T extends { gatherAndSendDigest: (input: { runId: string }) => Promise<unknown> }>(
  steps: T,
  atOnce: number,
): T {
  const inTurn = takingTurns(steps.gatherAndSendDigest, atOnce);
  return {
    ...steps,
    gatherAndSendDigest: (input: { runId: string }) =>
      Context.current().info.isLocal ? inTurn(input) : steps.gatherAndSendDigest(input),
  };
}

export type Activities = ReturnType<typeof createActivities>;
