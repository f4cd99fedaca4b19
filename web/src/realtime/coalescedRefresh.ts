/**
 * Wraps a refresh so that asking while one is in flight runs it once more when that one ends.
 * Relay hands an identical query that is already in flight to every new caller, so without this
 * the last event of a run could be answered by a read that began before the event, and the page
 * would stay behind until something else changed. Many asks during one refresh make one more read.
 */
export function coalescedRefresh(refresh: () => Promise<unknown>): () => void {
  let inFlight = false;
  let again = false;
  const start = (): void => {
    inFlight = true;
    again = false;
    void refresh()
      .catch(() => undefined)
      .finally(() => {
        inFlight = false;
        if (again) start();
      });
  };
  return () => {
    if (inFlight) again = true;
    else start();
  };
}
