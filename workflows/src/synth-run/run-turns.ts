// A minute's runs are all taken in hand at its start, but only so many are worked on at once: the
// rest wait their turn here, in order, holding little more than a promise. Gathering and mailing is
// the step that holds memory and CPU while it works, so it is the one that waits.
import pLimit from 'p-limit';

type Step<A extends unknown[], R> = (...args: A) => Promise<R>;

/** The same step, run by at most `atOnce` callers at a time in this process; the others queue in order. */
export function takingTurns<A extends unknown[], R>(step: Step<A, R>, atOnce: number): Step<A, R> {
  const limit = pLimit(Math.max(1, atOnce));
  return (...args: A) => limit(() => step(...args));
}
