import { Muted } from '../../../components/Card';
import { ProgressBar } from '../../../components/ProgressBar';
import { SectionCard } from '../../../components/SectionCard';
import { executionSummary } from '../../../synth/executionSummary';
import { useSynth } from '../../../synth/useSynth';

/** The Execution Summary message; while running, progress shows (at least 50%). */
export function ExecutionSummary({ running }: { running: boolean }) {
  const { state } = useSynth();
  const summary = executionSummary(state.stats, running);
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
