import styled from '@emotion/styled';
import { graphql, useFragment } from 'react-relay';
import { describeFigures, READING_LABELS, type FiguresReading } from '@synth/core/pure';
import type { PublicationFigures_publication$key } from '../../__generated__/PublicationFigures_publication.graphql';

const List = styled.ul`
  margin: ${(p) => p.theme.space(1)} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.textMuted};
`;

/** What a published post earned at each reading, beside its link; a sentence while none has come in. */
export function PublicationFigures({
  publication,
  label,
}: {
  publication: PublicationFigures_publication$key;
  label: string;
}) {
  const { figures, figuresRead } = useFragment(
    graphql`
      fragment PublicationFigures_publication on Publication {
        figuresRead
        figures {
          reading
          shared
          reactions
          replies
          reposts
          impressions
        }
      }
    `,
    publication,
  );
  if (!figuresRead) return null;
  return (
    <List aria-label="What it earned">
      {figures.length === 0 && <li>Synth reads what this post earns a day and a week after publishing.</li>}
      {figures.map((f) => (
        <li key={f.reading}>
          {READING_LABELS[f.reading as FiguresReading] ?? f.reading}:{' '}
          {f.shared
            ? `${describeFigures({
                reactions: f.reactions,
                replies: f.replies,
                reposts: f.reposts ?? null,
                impressions: f.impressions ?? null,
              })}.`
            : `${label} does not share this post's figures with Synth.`}
        </li>
      ))}
    </List>
  );
}
