// A minute's runs may all be taken in hand at its start while only so many are worked on at once:
// the rest wait their turn here, in order, holding little more than a promise. Gathering and mailing
// is the step that holds memory and CPU while it works, so it is the one that waits.
import pLimit from 'p-limit';

type Step<A extends unknown[], R> = (...args: A) => Promise<R>;
type WorkingStep = (input: { runId: string }) => Promise<unknown>;

/** The same step, run by at most `atOnce` callers at a time in this process; the others queue in order. */
export function takingTurns<A extends unknown[], R>(step: Step<A, R>, atOnce: number): Step<A, R> {
  const limit = pLimit(Math.max(1, atOnce));
  return (...args: A) => limit(() => step(...args));
}

/**
 * The run's working step waits its turn among the runs the worker works on at once, when the worker
 * holds more runs than that; otherwise its local-activity slots already bound it.
 */
export function workingStepTakingTurns<T extends { gatherAndSendDigest: WorkingStep }>(
  steps: T,
  sizes: { workedOnAtOnce: number; inHand: number },
): T {
  if (sizes.inHand <= sizes.workedOnAtOnce) return steps;
  return { ...steps, gatherAndSendDigest: takingTurns(steps.gatherAndSendDigest, sizes.workedOnAtOnce) };
}
