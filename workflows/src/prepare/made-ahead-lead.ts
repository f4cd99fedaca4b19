// A busy minute's runs made ahead begin a moment before their slot. Every schedule whose run was
// made ahead still wakes at the slot (Temporal leaves its old timer to fire), and the server takes
// timers of the same instant in the order they were set: the schedules' wake-ups, set a day before,
// would go first and hold the runs back. Begun a moment earlier, the runs go first; each then waits
// for its slot in the worker, so nothing is recorded or sent before it (bench/results/pipeline.md).
/** How long before its slot a run made ahead is handed to the worker. */
export const MADE_AHEAD_LEAD_MS = 500;

/**
 * Beyond this a run early for its slot goes on at once: the lead and a clock a little behind the
 * server's explain less, and holding a worker's step for longer would help nobody.
 */
const LONGEST_WAIT_MS = 5_000;

/** Waits until the slot a run made ahead serves, when it began before it. */
export async function untilItsSlot(scheduledFor: string | null, now = Date.now()): Promise<void> {
  const early = scheduledFor ? Date.parse(scheduledFor) - now : 0;
  if (early > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(early, LONGEST_WAIT_MS)));
}
