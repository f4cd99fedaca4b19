import styled from '@emotion/styled';
import { graphql, useFragment } from 'react-relay';
import type { SynthCard_synth$key } from '../../__generated__/SynthCard_synth.graphql';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Chip } from '../../components/Chip';
import { NextDigestLine } from '../../components/NextDigestLine';
import { formatDateTime } from '../../lib/formatDate';
import { topicWithoutPrefix as topicLabel } from '@synth/core/pure';

const Card = styled.article`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(5)};
  border-radius: ${(p) => p.theme.radii.md};
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  box-shadow: ${(p) => p.theme.shadows.card};
  min-width: 0;
  header {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space(2)};
    align-items: center;
    justify-content: space-between;
  }
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
  dl {
    margin: 0;
    display: grid;
    gap: ${(p) => p.theme.space(3)};
  }
  dt {
    font-size: ${(p) => p.theme.fontSizes.xs};
    font-weight: 600;
    color: ${(p) => p.theme.colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  dd {
    margin: ${(p) => p.theme.space(1)} 0 0;
    min-width: 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space(2)};
  }
  .urls {
    display: grid;
    gap: ${(p) => p.theme.space(1)};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  .urls li {
    overflow-wrap: anywhere;
  }
`;

/** One synth: feeds, topics, last run ("MMM d, yyyy HH:mm" or Never), status and Start/Stop. */
export function SynthCard({
  synth,
  onToggle,
  toggling,
}: {
  synth: SynthCard_synth$key;
  onToggle: (id: string, status: string) => void;
  toggling: boolean;
}) {
  const s = useFragment(
    graphql`
      fragment SynthCard_synth on Synth {
        id
        name
        status
        rssFeedUrls
        topics
        lastRunAt
        ...NextDigestLine_synth
      }
    `,
    synth,
  );
  const active = s.status === 'active';
  const feeds = s.rssFeedUrls.filter((u) => u.trim());
  return (
    <Card aria-labelledby={`synth-${s.id}`}>
      <header>
        <h2 id={`synth-${s.id}`}>{s.name}</h2>
        <Badge tone={active ? 'success' : 'neutral'}>{active ? 'Active' : 'Inactive'}</Badge>
      </header>
      <dl>
        <div>
          <dt>Feeds</dt>
          <dd>
            {feeds.length ? (
              <ul className="urls">
                {feeds.map((u) => (
                  <li key={u}>{u}</li>
                ))}
              </ul>
            ) : (
              'None'
            )}
          </dd>
        </div>
        <div>
          <dt>Topics</dt>
          <dd>
            {s.topics.length ? (
              <ul>
                {s.topics.map((t) => (
                  <li key={t}>
                    <Chip>{topicLabel(t)}</Chip>
                  </li>
                ))}
              </ul>
            ) : (
              'None'
            )}
          </dd>
        </div>
        <div>
          <dt>Last Run</dt>
          <dd>{s.lastRunAt ? formatDateTime(s.lastRunAt) : 'Never'}</dd>
        </div>
        <div>
          <dt>Next Digest</dt>
          <dd>
            <NextDigestLine synth={s} />
          </dd>
        </div>
      </dl>
      <div>
        <Button variant={active ? 'secondary' : 'primary'} onClick={() => onToggle(s.id, s.status)} disabled={toggling}>
          {active ? 'Stop Synth' : 'Start Synth'}
        </Button>
      </div>
    </Card>
  );
}
