import styled from '@emotion/styled';
import { graphql, useFragment } from 'react-relay';
import type { PublicArchiveControl_run$key } from '../../__generated__/PublicArchiveControl_run.graphql';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { useSetDigestPublishedMutation } from '../../mutations/useSetDigestPublishedMutation';
import { errorMessage } from '../../relay/errors';
import { toast } from '../../toast';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(3)};
  p {
    margin: 0;
    flex: 1 1 240px;
  }
`;

/** On a public synth's run: whether its digest is on the public page and in the feed, with the button that changes it. */
export function PublicArchiveControl({ run }: { run: PublicArchiveControl_run$key }) {
  const data = useFragment(
    graphql`
      fragment PublicArchiveControl_run on SynthRun {
        id
        inPublicArchive
      }
    `,
    run,
  );
  const [setPublished, saving] = useSetDigestPublishedMutation();
  if (data.inPublicArchive === null || data.inPublicArchive === undefined) return null;
  const published = data.inPublicArchive;
  const onPress = async () => {
    try {
      await setPublished(data.id, !published);
      toast({
        title: published ? 'Digest unpublished' : 'Digest published again',
        description: published
          ? 'It is no longer on the public page or in its feed.'
          : 'It is back on the public page and in its feed.',
      });
    } catch (err) {
      toast({ title: 'Could not change the public page', description: errorMessage(err), variant: 'destructive' });
    }
  };
  return (
    <Card>
      <Row>
        <p>
          {published
            ? 'This digest is on your public page and in its feed.'
            : 'You took this digest off your public page and its feed.'}
        </p>
        <Button size="sm" variant="secondary" onClick={() => void onPress()} disabled={saving}>
          {published ? 'Unpublish' : 'Publish again'}
        </Button>
      </Row>
    </Card>
  );
}
