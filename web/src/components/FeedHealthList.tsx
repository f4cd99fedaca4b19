import styled from '@emotion/styled';
import { graphql, useFragment } from 'react-relay';
import type { FeedHealthList_synth$key } from '../__generated__/FeedHealthList_synth.graphql';
import { FeedHealthNote } from './FeedHealthNote';
import { StackList } from './StackList';

const List = styled(StackList)`
  gap: ${(p) => p.theme.space(3)};
  .url {
    font-size: ${(p) => p.theme.fontSizes.sm};
    font-weight: 600;
    overflow-wrap: anywhere;
    margin: 0 0 ${(p) => p.theme.space(1)};
  }
`;

/** Every feed of a synth with its health (the run page shows it; the editor shows it per row). */
export function FeedHealthList({ synth }: { synth: FeedHealthList_synth$key }) {
  const data = useFragment(
    graphql`
      fragment FeedHealthList_synth on Synth {
        feedHealth {
          url
          ...FeedHealthNote_feedHealth
        }
      }
    `,
    synth,
  );
  if (data.feedHealth.length === 0) return null;
  return (
    <List aria-label="Feed health">
      {data.feedHealth.map((f) => (
        <li key={f.url}>
          <p className="url">{f.url}</p>
          <FeedHealthNote feed={f} />
        </li>
      ))}
    </List>
  );
}
