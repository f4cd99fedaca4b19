import styled from '@emotion/styled';
import { graphql, useFragment } from 'react-relay';
import type { RunLog_run$key } from '../../__generated__/RunLog_run.graphql';
import { SectionCard } from '../../components/SectionCard';
import { OrderedStackList } from '../../components/StackList';
import { formatInZone } from '../../run/formatInZone';

const Lines = styled(OrderedStackList)`
  gap: ${(p) => p.theme.space(1)};
  font-size: ${(p) => p.theme.fontSizes.sm};
  li {
    display: grid;
    grid-template-columns: minmax(0, 11rem) 5rem 1fr;
    gap: ${(p) => p.theme.space(2)};
  }
  time,
  .step {
    color: ${(p) => p.theme.colors.textMuted};
    font-variant-numeric: tabular-nums;
  }
  .error {
    color: ${(p) => p.theme.colors.danger};
  }
  .warning {
    color: ${(p) => p.theme.colors.warning};
  }
  .success {
    color: ${(p) => p.theme.colors.success};
  }
`;

/** The run's log, oldest first; the run page refetches it as synthUpdated reports progress. */
export function RunLog({ run }: { run: RunLog_run$key }) {
  const data = useFragment(
    graphql`
      fragment RunLog_run on SynthRun {
        timezone
        logs(first: 100) {
          edges {
            node {
              at
              level
              step
              message
            }
          }
        }
      }
    `,
    run,
  );
  const lines = data.logs.edges.map((e) => e.node);
  return (
    <SectionCard title="Run log">
      {lines.length === 0 ? (
        <p>No log lines yet.</p>
      ) : (
        <Lines aria-label="Run log" aria-live="polite">
          {lines.map((l, i) => (
            <li key={i}>
              <time dateTime={l.at}>{formatInZone(l.at, data.timezone)}</time>
              <span className="step">{l.step}</span>
              <span className={l.level}>{l.message}</span>
            </li>
          ))}
        </Lines>
      )}
    </SectionCard>
  );
}
