import { useCallback, useEffect, useRef, useState } from 'react';
import { commitLocalUpdate, fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useRunSynthCatchUpQuery } from '../../__generated__/useRunSynthCatchUpQuery.graphql';
import { useNavigate } from 'react-router';
import { usePreviewSynthMutation } from '../../mutations/usePreviewSynthMutation';
import { useRunSynthMutation } from '../../mutations/useRunSynthMutation';
import { useUpdateSynthMutation } from '../../mutations/useUpdateSynthMutation';
import { recordRunUpdate, type SynthUpdate } from '../../subscriptions/useSynthUpdatedSubscription';
import { isUnsavedId } from '../../synth/defaults';
import { onLiveUpdatesResumed } from '../../relay/network';
import { refreshAfterRun } from '../../synth/refreshAfterRun';
import { readFollowedRun, runAsUpdate, type FollowedRun } from '../../synth/followedRun';
import { isFinished } from '../../synth/runStatus';
import { toSynthInput } from '../../synth/toInput';
import { useSynth } from '../../synth/useSynth';
import { toast } from '../../toast/toastStore';
import { errorToast } from '../../billing/errorToast';
import { useValidatedForm } from './useSaveSynth';

/** The followed run as it is now, read once when the live-update socket comes back. */
const catchUpQuery = graphql`
  query useRunSynthCatchUpQuery($id: ID!) {
    node(id: $id) {
      ...followedRun_run
    }
  }
`;

/** The run being followed. Its id is null until the mutation answers; events that come first wait in `early`. */
interface RunBookkeeping {
  id: string | null;
  synthId: string | null;
  early: SynthUpdate[];
}

/**
 * Run Synth. A saved synth is saved first (its schedule refreshes) and run on the server; an
 * unsaved one runs as a preview with the editor's data. Progress and the end of the run arrive
 * through synthUpdated, which writes them onto the run's record in the store (the editor subscribes;
 * `onUpdate` takes its events). `lastRun` is that record, for the panels to read. Completion
 * refreshes the saved synth's stats and the trial status.
 */
export function useRunSynth() {
  const { state } = useSynth();
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const validate = useValidatedForm();
  const [runSaved] = useRunSynthMutation();
  const [preview] = usePreviewSynthMutation();
  const [update] = useUpdateSynthMutation();
  const [running, setRunning] = useState(false);
  const [lastRun, setLastRun] = useState<FollowedRun | null>(null);
  const followed = useRef<RunBookkeeping | null>(null);

  const onUpdate = useCallback(
    (u: SynthUpdate) => {
      const run = followed.current;
      if (!run) return;
      // A fast worker can report before the mutation's answer names the run.
      if (!run.id) {
        run.early.push(u);
        return;
      }
      if (u.runId !== run.id || !isFinished(u.status)) return;
      followed.current = null;
      setRunning(false);
      if (u.status === 'failed')
        toast({
          title: 'Error running synth',
          description: (u.updateType === 'error' && u.message) || 'The run failed.',
          variant: 'destructive',
        });
      void refreshAfterRun(environment, run.synthId);
    },
    [environment],
  );

  // Updates sent while the socket was down are lost: read the run once when it reconnects.
  useEffect(
    () =>
      onLiveUpdatesResumed(() => {
        const runId = followed.current?.id;
        if (!runId) return;
        fetchQuery<useRunSynthCatchUpQuery>(environment, catchUpQuery, { id: runId }, { fetchPolicy: 'network-only' })
          .toPromise()
          .then((data) => {
            const update = runAsUpdate(data?.node);
            if (update) onUpdate(update);
          })
          .catch((err: unknown) => console.error('Run catch-up after reconnect failed', err));
      }),
    [environment, onUpdate],
  );

  const run = useCallback(async () => {
    if (running || !validate()) return;
    const input = toSynthInput(state.form);
    const savedId = isUnsavedId(state.form.id) ? null : state.form.id;
    setRunning(true);
    setLastRun(null);
    const followedRun: RunBookkeeping = { id: null, synthId: savedId, early: [] };
    followed.current = followedRun;
    try {
      if (savedId) await update(savedId, input);
      const answered = readFollowedRun(
        savedId ? (await runSaved(savedId)).runSynth : (await preview(input)).previewSynth,
      );
      followedRun.id = answered.id;
      setLastRun(answered);
      // The answer wrote the run as it was when the server replied: the updates that came first are newer.
      const early = followedRun.early.splice(0);
      commitLocalUpdate(environment, (store) =>
        early.filter((u) => u.runId === answered.id).forEach((u) => recordRunUpdate(store, u)),
      );
      for (const u of early) onUpdate(u);
    } catch (err) {
      if (followed.current === followedRun) followed.current = null;
      setRunning(false);
      errorToast('Error running synth', err, navigate);
    }
  }, [running, validate, state.form, environment, update, runSaved, preview, onUpdate, navigate]);

  return { run, running, onUpdate, lastRun };
}
