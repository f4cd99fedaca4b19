import { useCallback, useEffect, useMemo, useRef } from 'react';
import { onLiveUpdatesResumed } from '../../relay/network';
import { coalescedRefresh } from '../../realtime/coalescedRefresh';
import { RUN_FOLLOW_POLL_MS } from '../../realtime/messages';
import { useSynthUpdatedSubscription, type SynthUpdate } from '../../subscriptions/useSynthUpdatedSubscription';

/**
 * Keeps an open run page current: it reads the run again for every synthUpdated event about it,
 * when the live-update socket comes back after an outage, and, while the run is unfinished, once
 * on opening and then every RUN_FOLLOW_POLL_MS, because events sent before the page subscribed
 * reach no one. Reads never overlap; an event during a read makes one more read after it.
 */
export function useLiveRun(runId: string, finished: boolean, readRun: () => Promise<unknown>): void {
  const latestRead = useRef(readRun);
  latestRead.current = readRun;
  const refresh = useMemo(() => coalescedRefresh(() => latestRead.current()), []);

  const onUpdate = useCallback(
    (update: SynthUpdate) => {
      if (update.runId === runId) refresh();
    },
    [runId, refresh],
  );
  // All of the viewer's runs: a preview of unsaved editor data has no synth to narrow to.
  useSynthUpdatedSubscription(null, onUpdate);

  useEffect(() => onLiveUpdatesResumed(refresh), [refresh]);

  useEffect(() => {
    if (finished) return;
    refresh();
    const timer = setInterval(refresh, RUN_FOLLOW_POLL_MS);
    return () => clearInterval(timer);
  }, [finished, runId, refresh]);
}
