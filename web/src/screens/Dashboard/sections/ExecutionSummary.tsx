import { RUN_STEPS } from '@synth/core/pure';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ExecutionSummary_run$key } from '../../../__generated__/ExecutionSummary_run.graphql';
import type { ExecutionSummary_synth$key } from '../../../__generated__/ExecutionSummary_synth.graphql';
import { Muted } from '../../../components/Card';
import { ProgressBar } from '../../../components/ProgressBar';
import { SectionCard } from '../../../components/SectionCard';
import { executionSummary } from '../../../synth/executionSummary';

/** A run that has not reported yet: step 0 of the run's steps. */
const NOT_STARTED = { current: 0, total: RUN_STEPS, percent: 0 };

type Progress = typeof NOT_STARTED;

/**
 * The furthest step shown while a run goes. Its record can be written with an older step after a
 * newer one (the run mutation's answer is read when the run starts and may land after the first
 * live updates), and a step a person has seen never goes back.
 */
function useFurthestProgress(progress: Progress, running: boolean): Progress {
  const [furthest, setFurthest] = useState(progress);
  const shown = !running || progress.current >= furthest.current ? progress : furthest;
  if (shown !== furthest) setFurthest(shown);
  return shown;
}

/**
 * The Execution Summary message; while running, progress shows (at least 50%). `synth` (the saved
 * synth) brings its stats and why feeds failed on its latest run; `run` (the run the editor started
 * last) brings the progress and, for an unsaved synth, the counts. Both are records of the store,
 * which synthUpdated keeps current.
 */
export function ExecutionSummary({
  running,
  synth,
  run,
}: {
  running: boolean;
  synth?: ExecutionSummary_synth$key | null;
  run?: ExecutionSummary_run$key | null;
}) {
  const saved = useFragment(
    graphql`
      fragment ExecutionSummary_synth on Synth {
        stats {
          articlesFetched
          articlesProcessed
          lastRun
        }
        latestRun {
          feedFailureSummary
        }
      }
    `,
    synth ?? null,
  );
  const followed = useFragment(
    graphql`
      fragment ExecutionSummary_run on SynthRun {
        articlesFetched
        articlesProcessed
        finishedAt
        progress {
          current
          total
          percent
        }
      }
    `,
    run ?? null,
  );
  const counts = saved?.stats ?? followed;
  const lastRun = saved ? saved.stats.lastRun : followed?.finishedAt;
  const stats = counts
    ? { articlesFetched: counts.articlesFetched, articlesProcessed: counts.articlesProcessed, lastRun: lastRun ?? null }
    : null;
  const summary = executionSummary(stats, running, saved?.latestRun?.feedFailureSummary ?? null);
  const progress = useFurthestProgress(followed?.progress ?? NOT_STARTED, running);
  return (
    <SectionCard title="Execution Summary">
      <p role="status" aria-live="polite" data-kind={summary.kind} style={{ margin: 0 }}>
        {summary.message}
      </p>
      {running ? (
        <>
          <ProgressBar percent={Math.max(50, progress.percent)} label="Run progress" />
          <Muted>
            Step {progress.current} of {progress.total}
          </Muted>
        </>
      ) : null}
    </SectionCard>
  );
}
