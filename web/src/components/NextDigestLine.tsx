import styled from '@emotion/styled';
import { graphql, useFragment } from 'react-relay';
import { nextDigestText, type NextDigestState, type PlanPauseReason } from '@synth/core/pure';
import type { NextDigestLine_synth$key } from '../__generated__/NextDigestLine_synth.graphql';

const Line = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  &[data-state='paused'] {
    color: ${(p) => p.theme.colors.warning};
  }
`;

/** "Next digest: Mon 30 Nov, 07:00 (Europe/Paris)", or "Paused" with the plan's reason: from the synth's schedule. */
export function NextDigestLine({ synth }: { synth: NextDigestLine_synth$key }) {
  const { nextDigest: d } = useFragment(
    graphql`
      fragment NextDigestLine_synth on Synth {
        nextDigest {
          state
          at
          timeZone
          pausedReason
        }
      }
    `,
    synth,
  );
  const view = {
    state: d.state as NextDigestState,
    at: d.at,
    timeZone: d.timeZone,
    pausedReason: d.pausedReason as PlanPauseReason | null,
  };
  return (
    <Line data-testid="next-digest" data-state={d.state}>
      {nextDigestText(view)}
    </Line>
  );
}
