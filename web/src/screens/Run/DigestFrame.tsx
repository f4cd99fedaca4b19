import styled from '@emotion/styled';
import { graphql, useFragment } from 'react-relay';
import type { DigestFrame_run$key } from '../../__generated__/DigestFrame_run.graphql';
import { SectionCard } from '../../components/SectionCard';

const Frame = styled.iframe`
  width: 100%;
  min-height: 640px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.sm};
  background: #f4f5f7;
`;

/**
 * The digest as the composer made it for the email. An empty sandbox lets no script run, no form
 * submit and no link navigate this page, whatever the feeds put in the message.
 */
export function DigestFrame({ run }: { run: DigestFrame_run$key }) {
  const data = useFragment(
    graphql`
      fragment DigestFrame_run on SynthRun {
        digestHtml
      }
    `,
    run,
  );
  return (
    <SectionCard title="The digest" subtitle="Exactly as the email composer wrote it for this run.">
      {data.digestHtml ? (
        <Frame title="Digest email" sandbox="" srcDoc={data.digestHtml} />
      ) : (
        <p>The digest appears when the run has finished.</p>
      )}
    </SectionCard>
  );
}
