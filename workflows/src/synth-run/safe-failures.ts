// What a failed step may tell the person reading the run log. The workflow records the message of
// whatever a step throws as the run's error ("Run failed: …"), so each step's failure is made safe
// here, once for every activity: a provider failure keeps its plain sentence and its detail goes
// to the worker's log; an error of Synth's own (a database outage, a bug) is logged in full and
// read as one general sentence, because its text can name hosts, tables or queries.
import { ApplicationFailure, CancelledFailure } from '@temporalio/activity';
import { ProviderFailure } from '@synth/core/lib';

export const UNEXPECTED_STEP_FAILURE =
  'Synth had an unexpected problem on its side. It has been logged so that it can be fixed.';

/** Writes what a service said to the worker's log, never to a run log. */
export function logProviderDetail(step: string, failure: ProviderFailure | { message: string; detail: string }): void {
  console.warn(`[worker] ${step}: ${failure.message} Detail: ${failure.detail}`);
}

function safeStepFailure(step: string, err: unknown): unknown {
  // Cancellation, and failures a step built on purpose (their message is already a sentence of ours).
  if (err instanceof CancelledFailure || err instanceof ApplicationFailure) return err;
  if (err instanceof ProviderFailure) {
    logProviderDetail(step, err);
    return err;
  }
  console.error(`[worker] ${step} failed:`, err);
  // Still retryable: an outage of our own usually passes.
  return ApplicationFailure.retryable(UNEXPECTED_STEP_FAILURE, 'UnexpectedFailure');
}

type Step = (...args: never[]) => Promise<unknown>;

/** The same activities, each of whose failures is made safe for the run log. */
export function withSafeFailures<T extends Record<string, Step>>(activities: T): T {
  const wrapped: Record<string, Step> = {};
  for (const [name, step] of Object.entries(activities)) {
    wrapped[name] = async (...args: never[]) => {
      try {
        return await step(...args);
      } catch (err) {
        throw safeStepFailure(name, err);
      }
    };
  }
  return wrapped as T;
}
