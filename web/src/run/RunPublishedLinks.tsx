import styled from '@emotion/styled';
import { graphql, useFragment } from 'react-relay';
import type { RunPublishedLinks_run$key } from '../__generated__/RunPublishedLinks_run.graphql';
import { PUBLISHING_PLATFORMS } from '@synth/core/pure';

const Line = styled.p`
  margin: ${(p) => p.theme.space(2)} 0 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  a + a::before {
    content: ' · ';
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const labelOf = (platform: string) => PUBLISHING_PLATFORMS.find((p) => p.id === platform)?.label ?? platform;

/** Where the run's posts were published, as links to the posts themselves (nothing when none was). */
export function RunPublishedLinks({ run }: { run: RunPublishedLinks_run$key }) {
  const { publications } = useFragment(
    graphql`
      fragment RunPublishedLinks_run on SynthRun {
        publications {
          id
          platform
          status
          url
        }
      }
    `,
    run,
  );
  const published = publications.filter((p) => p.status === 'published' && p.url);
  if (published.length === 0) return null;
  return (
    <Line>
      Published:{' '}
      {published.map((p) => (
        <a key={p.id} href={p.url!} target="_blank" rel="noopener noreferrer">
          {`View on ${labelOf(p.platform)}`}
        </a>
      ))}
    </Line>
  );
}
