// Every child process the launchers start is tracked here, from the moment it is spawned, so a
// failed start can stop the services that are up *and* the ones still starting: nothing is left
// running or listening when `npm start` (or a test set-up) gives up.
const live = new Set();
let aborted = false;

/** Registers a started child ({ stop(), exited }); a child spawned after an abort is stopped at once. */
export function track(child) {
  live.add(child);
  child.exit?.then(() => live.delete(child));
  if (aborted) void child.stop().catch(() => undefined);
  return child;
}

/** Stops every tracked child, newest first, and refuses children spawned from now on. */
export async function stopEverything() {
  aborted = true;
  const children = [...live].reverse();
  await Promise.allSettled(children.map((c) => c.stop()));
}
