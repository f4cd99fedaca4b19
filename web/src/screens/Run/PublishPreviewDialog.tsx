import styled from '@emotion/styled';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PublishPreviewDialog_preview$key } from '../../__generated__/PublishPreviewDialog_preview.graphql';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { ButtonLink } from '../../components/ButtonLink';
import { Modal } from '../../components/Modal';
import { usePublishRunPostMutation } from '../../mutations/usePublishRunPostMutation';
import { errorMessage } from '../../relay/errors';
import { toast } from '../../toast/toastStore';

const Parts = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  li {
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.sm};
    padding: ${(p) => p.theme.space(3)};
  }
  .text {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    margin: 0 0 ${(p) => p.theme.space(2)};
  }
  .count {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  p {
    margin: 0;
  }
  label {
    display: flex;
    gap: ${(p) => p.theme.space(2)};
    align-items: center;
  }
  .actions {
    display: flex;
    gap: ${(p) => p.theme.space(2)};
    justify-content: flex-end;
  }
`;

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 3,
});

const PREVIEW = graphql`
  fragment PublishPreviewDialog_preview on PublishPreview {
    publishLabel
    parts
    lengths
    limit
    firstComment
    problem
    costUsd
    livePartCount
  }
`;

/** Exactly what will appear on the platform, its lengths and (on X) its price, and the confirmation. */
export function PublishPreviewDialog({
  postId,
  label,
  part,
  connected,
  preview,
  withComment,
  onClose,
  onFailed,
}: {
  postId: string;
  label: string;
  /** What one part of a thread is called there: "tweet" on X. */
  part: string;
  connected: boolean;
  preview: PublishPreviewDialog_preview$key;
  withComment: PublishPreviewDialog_preview$key | null;
  onClose: () => void;
  /** After a refused publish: the connection may have been found broken. */
  onFailed: () => Promise<void>;
}) {
  const plain = useFragment(PREVIEW, preview);
  const commented = useFragment(PREVIEW, withComment);
  const [linkAsComment, setLinkAsComment] = useState(false);
  const [publish, publishing] = usePublishRunPostMutation();
  const resuming = plain.livePartCount > 0;
  const shown = linkAsComment && commented && !resuming ? commented : plain;
  const thread = shown.parts.length + shown.livePartCount > 1;

  const onConfirm = async () => {
    try {
      const { publishRunPost } = await publish(postId, linkAsComment);
      const p = publishRunPost.publication;
      if (p.status === 'failed') await onFailed();
      if (p.status === 'published')
        toast({ title: `Published on ${label}`, description: 'Its link is under the post.' });
      else if (p.status === 'failed')
        toast({
          title: `Not published on ${label}`,
          description: p.error ?? 'The platform refused the post.',
          variant: 'destructive',
        });
      else toast({ title: `Publishing to ${label}`, description: 'The link appears under the post when it is done.' });
      onClose();
    } catch (err) {
      toast({ title: `Could not publish to ${label}`, description: errorMessage(err), variant: 'destructive' });
    }
  };

  return (
    <Modal title={plain.publishLabel} onClose={onClose}>
      <Stack>
        <p>{introOf(shown, label, thread, part)}</p>
        <Parts aria-label="Preview">
          {shown.parts.map((text, i) => (
            <li key={i}>
              <p className="text">{text}</p>
              <span className="count">
                {thread
                  ? `${part[0].toUpperCase()}${part.slice(1)} ${shown.livePartCount + i + 1} of ${shown.livePartCount + shown.parts.length}: `
                  : ''}
                {shown.lengths[i]} of {shown.limit.toLocaleString('en-US')} characters
              </span>
            </li>
          ))}
        </Parts>
        {commented && !resuming && (
          <label>
            <input type="checkbox" checked={linkAsComment} onChange={(e) => setLinkAsComment(e.target.checked)} />
            Post the article link as the first comment
          </label>
        )}
        {(linkAsComment || resuming) && shown.firstComment && <p>First comment: {shown.firstComment}</p>}
        {shown.costUsd != null && (
          <p>
            X charges {dollars.format(shown.costUsd)} for {thread ? `these ${shown.parts.length} posts` : 'this post'}{' '}
            (posts with a link cost more).
          </p>
        )}
        {shown.problem && (
          <Banner tone="danger" role="alert">
            {shown.problem}
          </Banner>
        )}
        {!connected && (
          <Banner tone="warning" role="status">
            Connect your {label} account first.{' '}
            <ButtonLink size="sm" variant="secondary" to="/settings/connected-accounts">
              Connected accounts
            </ButtonLink>
          </Banner>
        )}
        <div className="actions">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onConfirm} disabled={!connected || !!shown.problem || publishing}>
            {publishing
              ? 'Publishing…'
              : resuming
                ? 'Publish the rest now'
                : thread
                  ? 'Post the thread now'
                  : 'Publish now'}
          </Button>
        </div>
      </Stack>
    </Modal>
  );
}

/** What the preview shows: the whole post, or only the rest of one that is already partly live. */
function introOf(
  shown: { parts: readonly string[]; livePartCount: number },
  label: string,
  thread: boolean,
  part: string,
): string {
  if (shown.livePartCount > 0 && shown.parts.length)
    return `The first ${shown.livePartCount === 1 ? `${part} is` : `${shown.livePartCount} ${part}s are`} already live on ${label}. These are the rest, exactly as they will appear, each a reply to the one before.`;
  if (shown.livePartCount > 0) return `The post is already live on ${label}. Only its first comment is left to post.`;
  return thread
    ? `This is the thread exactly as it will appear on ${label}, each ${part} a reply to the one before.`
    : `This is the post exactly as it will appear on ${label}.`;
}
