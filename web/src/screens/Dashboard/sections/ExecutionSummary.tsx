import { graphql, useFragment } from 'react-relay';
import type { ExecutionSummary_synth$key } from '../../../__generated__/ExecutionSummary_synth.graphql';
import { Muted } from '../../../components/Card';
import { ProgressBar } from '../../../components/ProgressBar';
import { SectionCard } from '../../../components/SectionCard';
import { executionSummary } from '../../../synth/executionSummary';
import { useSynth } from '../../../synth/useSynth';

/**
 * The Execution Summary message; while running, progress shows (at least 50%). `synth` (the saved
 * synth) brings why feeds failed on its latest run.
 */
export function ExecutionSummary({ running, synth }: { running: boolean; synth?: ExecutionSummary_synth$key | null }) {
  const { state } = useSynth();
  const saved = useFragment(
    graphql`
      fragment ExecutionSummary_synth on Synth {
        latestRun {
          feedFailureSummary
        }
      }
    `,
    synth ?? null,
  );
  const summary = executionSummary(state.stats, running, saved?.latestRun?.feedFailureSummary ?? null);
  const percent = Math.max(50, state.progress.percent);
  return (
    <SectionCard title="Execution Summary">
      <p role="status" aria-live="polite" data-kind={summary.kind} style={{ margin: 0 }}>
        {summary.message}
      </p>
      {running ? (
        <>
          <ProgressBar percent={percent} label="Run progress" />
          <Muted>
            Step {state.progress.current} of {state.progress.total}
          </Muted>
        </>
      ) : null}
    </SectionCard>
  );
}
