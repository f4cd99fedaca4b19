import styled from '@emotion/styled';
import { useCallback, useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { PublishPost_connections$key } from '../../__generated__/PublishPost_connections.graphql';
import type { PublishPost_post$key } from '../../__generated__/PublishPost_post.graphql';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { ReconnectNotice } from '../ConnectedAccounts/ReconnectNotice';
import { PublicationFigures } from './PublicationFigures';
import { PublishPreviewDialog } from './PublishPreviewDialog';
import { ScheduledPublish } from './ScheduledPublish';
import { threadPartName } from '@synth/core/pure';

const Row = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  p {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;

// A refused publish may have found the connection broken (an expired token): the connections are read again.
const CONNECTIONS = graphql`
  query PublishPostConnectionsQuery {
    ...PublishPost_connections
  }
`;

/** "Publish to LinkedIn" or "Post thread to X" under a post: the preview and confirmation, then the published post's link. */
export function PublishPost({
  post,
  connections,
  dirty,
}: {
  post: PublishPost_post$key;
  connections: PublishPost_connections$key;
  dirty: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment PublishPost_post on RunPost {
        id
        publishPreview {
          platform
          publishLabel
          ...PublishPreviewDialog_preview
        }
        withComment: publishPreview(linkAsFirstComment: true) {
          firstComment
          ...PublishPreviewDialog_preview
        }
        publications {
          id
          platform
          status
          url
          error
          publishAt
          publishNote
          partCount
          livePartCount
          commentMissing
          ...PublicationFigures_publication
        }
      }
    `,
    post,
  );
  const { connectedAccounts } = useFragment(
    graphql`
      fragment PublishPost_connections on Query {
        connectedAccounts {
          platform
          label
          connected
          ...ReconnectNotice_connection
        }
      }
    `,
    connections,
  );
  const [open, setOpen] = useState(false);
  const environment = useRelayEnvironment();
  const readConnections = useCallback(async () => {
    await fetchQuery(environment, CONNECTIONS, {}, { fetchPolicy: 'network-only' })
      .toPromise()
      .catch(() => undefined);
  }, [environment]);
  const preview = data.publishPreview;
  if (!preview) return null;
  const connection = connectedAccounts.find((c) => c.platform === preview.platform);
  const latest = data.publications.filter((p) => p.platform === preview.platform).at(-1);
  const label = connection?.label ?? preview.platform;
  const published = latest?.status === 'published';
  return (
    <Row>
      {published && latest.url && (
        <p>
          Published on {label}:{' '}
          <a href={latest.url} target="_blank" rel="noopener noreferrer">
            View the post on {label}
          </a>
        </p>
      )}
      {published && <PublicationFigures publication={latest} label={label} />}
      {latest?.status === 'publishing' && <p role="status">Publishing to {label}…</p>}
      {latest?.status === 'scheduled' && latest.publishAt && (
        <ScheduledPublish
          publicationId={latest.id}
          publishAt={latest.publishAt}
          note={latest.publishNote ?? null}
          label={label}
        />
      )}
      {latest?.status === 'failed' && latest.url && (
        <p>
          {partlyLive(latest, label, threadPartName(preview.platform))}{' '}
          <a href={latest.url} target="_blank" rel="noopener noreferrer">
            View it on {label}
          </a>
        </p>
      )}
      {latest?.status === 'failed' && latest.error && (
        <Banner tone="danger" role="alert">
          {latest.error}
        </Banner>
      )}
      {connection && <ReconnectNotice connection={connection} />}
      {!published && (
        <div>
          <Button size="sm" onClick={() => setOpen(true)} disabled={dirty}>
            {latest?.status === 'failed' && latest.url ? 'Publish the rest' : preview.publishLabel}
          </Button>
          {dirty && <p>Save your edit first: Synth publishes the saved text.</p>}
        </div>
      )}
      {open && (
        <PublishPreviewDialog
          postId={data.id}
          label={label}
          part={threadPartName(preview.platform)}
          connected={!!connection?.connected}
          preview={preview}
          withComment={data.withComment?.firstComment ? data.withComment : null}
          onClose={() => setOpen(false)}
          onFailed={readConnections}
        />
      )}
    </Row>
  );
}

/** What of a stopped publish is live and what is missing, in a sentence. */
function partlyLive(
  p: { partCount: number; livePartCount: number; commentMissing: boolean },
  label: string,
  part: string,
): string {
  if (p.commentMissing) return `The post is live on ${label}, but its first comment was not posted.`;
  const rest = p.partCount - p.livePartCount;
  return `${p.livePartCount} of ${p.partCount} ${part}s ${p.livePartCount === 1 ? 'is' : 'are'} live on ${label}; ${rest === 1 ? 'the last one was' : `the other ${rest} were`} not posted.`;
}
