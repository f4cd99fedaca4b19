import { useCallback } from 'react';
import { useSynthUpdatedSubscription, type SynthUpdate } from '../../subscriptions/useSynthUpdatedSubscription';

/** Calls `onRunChanged` for every synthUpdated event about this run while the page is open. */
export function useLiveRun(runId: string, onRunChanged: () => void): void {
  const onUpdate = useCallback(
    (update: SynthUpdate) => {
      if (update.runId === runId) onRunChanged();
    },
    [runId, onRunChanged],
  );
  // All of the viewer's runs: a preview of unsaved editor data has no synth to narrow to.
  useSynthUpdatedSubscription(null, onUpdate);
}
