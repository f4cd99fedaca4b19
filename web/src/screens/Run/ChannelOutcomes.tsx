import styled from '@emotion/styled';
import { graphql, useFragment } from 'react-relay';
import { CHANNEL_KIND_LABELS, type ChannelKind } from '@synth/core/pure';
import type { ChannelOutcomes_run$key } from '../../__generated__/ChannelOutcomes_run.graphql';
import { Card } from '../../components/Card';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  font-size: ${(p) => p.theme.fontSizes.sm};
  .failed {
    color: ${(p) => p.theme.colors.danger};
  }
  .sent {
    color: ${(p) => p.theme.colors.success};
  }
`;

const Title = styled.h2`
  margin: 0 0 ${(p) => p.theme.space(2)};
  font-size: ${(p) => p.theme.fontSizes.md};
`;

/** What a person reads for each outcome. */
function outcomeLine(status: string, reason: string | null | undefined): string {
  if (status === 'sent') return 'Posted.';
  if (status === 'already-sent') return 'Posted (by an earlier attempt of this run).';
  return `Not posted: ${reason ?? 'the channel could not be reached.'}`;
}

/** The run's digest on each of its synth's delivery channels; nothing when it has none. */
export function ChannelOutcomes({ run }: { run: ChannelOutcomes_run$key }) {
  const data = useFragment(
    graphql`
      fragment ChannelOutcomes_run on SynthRun {
        channelOutcomes {
          kind
          name
          status
          reason
        }
      }
    `,
    run,
  );
  if (!data.channelOutcomes.length) return null;
  return (
    <Card>
      <Title>Delivery channels</Title>
      <List aria-label="Delivery channels">
        {data.channelOutcomes.map((o, i) => (
          <li key={i}>
            <strong>{o.name}</strong> ({CHANNEL_KIND_LABELS[o.kind as ChannelKind] ?? o.kind}):{' '}
            <span className={o.status === 'failed' ? 'failed' : 'sent'}>{outcomeLine(o.status, o.reason)}</span>
          </li>
        ))}
      </List>
    </Card>
  );
}
