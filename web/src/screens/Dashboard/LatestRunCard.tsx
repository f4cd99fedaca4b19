import styled from '@emotion/styled';
import { graphql, useFragment } from 'react-relay';
import type { LatestRunCard_synth$key } from '../../__generated__/LatestRunCard_synth.graphql';
import { ButtonLink } from '../../components/ButtonLink';
import { SectionCard } from '../../components/SectionCard';
import { RunFacts } from '../../run/RunFacts';

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
`;

/**
 * The synth's latest run with a way into its page. synthUpdated carries this fragment, so the card
 * follows a run as it goes.
 */
export function LatestRunCard({ synth }: { synth: LatestRunCard_synth$key }) {
  const data = useFragment(
    graphql`
      fragment LatestRunCard_synth on Synth {
        latestRun {
          id
          ...RunFacts_run
        }
      }
    `,
    synth,
  );
  const run = data.latestRun;
  return (
    <SectionCard title="Latest run">
      {run ? (
        <>
          <RunFacts run={run} />
          <Footer>
            <ButtonLink to={`/runs/${encodeURIComponent(run.id)}`} size="sm">
              Open the run
            </ButtonLink>
            <ButtonLink to="/runs" size="sm" variant="secondary">
              All runs
            </ButtonLink>
          </Footer>
        </>
      ) : (
        <p>No run yet. Press Run Synth to make your first digest.</p>
      )}
    </SectionCard>
  );
}
