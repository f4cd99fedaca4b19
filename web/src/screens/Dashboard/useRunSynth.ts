import { useCallback, useEffect, useRef, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router';
import { usePreviewSynthMutation } from '../../mutations/usePreviewSynthMutation';
import { useRunSynthMutation } from '../../mutations/useRunSynthMutation';
import { useUpdateSynthMutation } from '../../mutations/useUpdateSynthMutation';
import type { SynthUpdate } from '../../subscriptions/useSynthUpdatedSubscription';
import { isUnsavedId } from '../../synth/defaults';
import { isFinished, pollRun, type RunSnapshot } from '../../synth/pollRun';
import { refreshAfterRun } from '../../synth/refreshAfterRun';
import { toSynthInput } from '../../synth/toInput';
import { useSynth } from '../../synth/useSynth';
import { toast } from '../../toast/toastStore';
import { errorToast } from '../../subscription/errorToast';
import { useValidatedForm } from './useSaveSynth';

/**
 * Run Synth. A saved synth is saved first (its schedule refreshes) and run on the server; an
 * unsaved one runs as a preview with the editor's data. Completion sets the stats and refreshes
 * the trial status (spec §4).
 */
export function useRunSynth() {
  const { state, dispatch } = useSynth();
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const validate = useValidatedForm();
  const [runSaved] = useRunSynthMutation();
  const [preview] = usePreviewSynthMutation();
  const [update] = useUpdateSynthMutation();
  const [running, setRunning] = useState(false);
  const runId = useRef<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const finish = useCallback(
    (run: { id?: string | null; status: string; error?: string | null; articlesFetched: number; articlesFiltered: number; articlesProcessed: number; finishedAt?: string | null }, synthId: string | null) => {
      if (!runId.current || (run.id && run.id !== runId.current)) return; // another run, or already finished
      runId.current = null;
      abort.current?.abort();
      setRunning(false);
      dispatch({
        type: 'SET_STATS',
        stats: { articlesFetched: run.articlesFetched, articlesFiltered: run.articlesFiltered, articlesProcessed: run.articlesProcessed, lastRun: run.finishedAt ?? new Date().toISOString() },
      });
      dispatch({ type: 'UPDATE_PROGRESS', progress: { current: 0, percent: 0 } });
      if (run.status === 'failed') toast({ title: 'Error running synth', description: run.error || 'The run failed.', variant: 'destructive' });
      void refreshAfterRun(environment, synthId);
    },
    [dispatch, environment],
  );

  /** Feeds synthUpdated events for the saved synth into the run. */
  const onUpdate = useCallback(
    (u: SynthUpdate) => {
      if (!runId.current || (u.runId && u.runId !== runId.current)) return;
      dispatch({ type: 'UPDATE_PROGRESS', progress: u.progress });
      if (isFinished(u.status)) finish({ id: u.runId, status: u.status, error: u.updateType === 'error' ? u.message : null, ...u.stats, finishedAt: u.stats.lastRun }, u.synth?.id ?? null);
    },
    [dispatch, finish],
  );

  const run = useCallback(async () => {
    if (running || !validate()) return;
    const input = toSynthInput(state.form);
    const savedId = isUnsavedId(state.form.id) ? null : state.form.id;
    setRunning(true);
    dispatch({ type: 'UPDATE_PROGRESS', progress: { current: 0, total: 3, percent: 0 } });
    try {
      let id: string;
      if (savedId) {
        await update(savedId, input);
        id = (await runSaved(savedId)).runSynth.id;
      } else {
        id = (await preview(input)).previewSynth.id;
      }
      runId.current = id;
      abort.current?.abort();
      const ctrl = new AbortController();
      abort.current = ctrl;
      const onProgress = (r: RunSnapshot) => r.progress && dispatch({ type: 'UPDATE_PROGRESS', progress: r.progress });
      const final = await pollRun(environment, id, onProgress, ctrl.signal);
      if (final?.status) {
        finish(
          {
            id: final.id,
            status: final.status,
            error: final.error,
            articlesFetched: final.articlesFetched ?? 0,
            articlesFiltered: final.articlesFiltered ?? 0,
            articlesProcessed: final.articlesProcessed ?? 0,
            finishedAt: final.finishedAt,
          },
          savedId,
        );
      }
      else if (!ctrl.signal.aborted) setRunning(false);
    } catch (err) {
      runId.current = null;
      setRunning(false);
      errorToast('Error running synth', err, navigate);
    }
  }, [running, validate, state.form, dispatch, update, runSaved, preview, environment, finish, navigate]);

  return { run, running, onUpdate };
}
