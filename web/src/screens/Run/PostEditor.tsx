import styled from '@emotion/styled';
import { useEffect, useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PostEditor_post$key } from '../../__generated__/PostEditor_post.graphql';
import type { PublishPost_connections$key } from '../../__generated__/PublishPost_connections.graphql';
import { Button } from '../../components/Button';
import { Textarea } from '../../components/Field';
import { useRegenerateRunPostMutation } from '../../mutations/useRegenerateRunPostMutation';
import { useUpdateRunPostMutation } from '../../mutations/useUpdateRunPostMutation';
import { errorMessage } from '../../relay/errors';
import { shareLinks } from '../../run/shareIntents';
import { platformLabel } from '@synth/core/pure';
import { toast } from '../../toast/toastStore';
import { PostCounter } from './PostCounter';
import { PublishPost } from './PublishPost';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  a {
    text-decoration: none;
  }
`;

const Body = styled.article`
  display: grid;
  padding-top: ${(p) => p.theme.space(4)};
  border-top: 1px solid ${(p) => p.theme.colors.border};
  &:first-of-type {
    padding-top: 0;
    border-top: 0;
  }
  gap: ${(p) => p.theme.space(3)};
  h3 {
    margin: 0;
  }
  textarea {
    min-height: 200px;
    font-family: inherit;
    line-height: 1.5;
  }
`;

const ShareLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  padding: 0 ${(p) => p.theme.space(3)};
  border-radius: ${(p) => p.theme.radii.sm};
  border: 1px solid ${(p) => p.theme.colors.border};
  color: ${(p) => p.theme.colors.text};
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 600;
  &[aria-disabled='true'] {
    color: ${(p) => p.theme.colors.textMuted};
    pointer-events: none;
  }
`;

/** One post: edit it (saved for next time), copy it, share it through public intents, or write it again. */
export function PostEditor({
  post,
  articleLink,
  canEdit,
  connections,
}: {
  post: PostEditor_post$key;
  articleLink: string | null;
  canEdit: boolean;
  connections: PublishPost_connections$key;
}) {
  const data = useFragment(
    graphql`
      fragment PostEditor_post on RunPost {
        id
        contentType
        text
        edited
        ...PublishPost_post
      }
    `,
    post,
  );
  const [text, setText] = useState(data.text);
  const [save, saving] = useUpdateRunPostMutation();
  const [regenerate, regenerating] = useRegenerateRunPostMutation();
  const counterId = useId();
  const fieldId = useId();
  // A regenerated or refetched post replaces the draft.
  useEffect(() => setText(data.text), [data.text]);
  const dirty = text !== data.text;
  const links = shareLinks(text, articleLink);
  const platform = platformLabel(data.contentType);

  const onSave = async () => {
    try {
      await save(data.id, text);
      toast({ title: 'Post saved', description: 'This text is what the run page shows from now on.' });
    } catch (err) {
      toast({ title: 'Could not save the post', description: errorMessage(err), variant: 'destructive' });
    }
  };
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Copied', description: 'The post is on your clipboard.' });
    } catch {
      toast({
        title: 'Could not copy',
        description: 'Your browser did not allow the clipboard. Select the text and copy it instead.',
        variant: 'destructive',
      });
    }
  };
  const onRegenerate = async () => {
    try {
      await regenerate(data.id);
      toast({ title: 'Post rewritten', description: 'A new version with the same settings.' });
    } catch (err) {
      toast({ title: 'Could not regenerate the post', description: errorMessage(err), variant: 'destructive' });
    }
  };

  return (
    <Body>
      <h3>
        <label htmlFor={fieldId}>{platform} post</label>
        {data.edited && !dirty && ' (edited)'}
      </h3>
      <Textarea
        id={fieldId}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-describedby={counterId}
        readOnly={!canEdit}
      />
      <PostCounter id={counterId} contentType={data.contentType} text={text} />
      <Actions>
        <Button size="sm" onClick={onSave} disabled={!canEdit || !dirty || saving || !text.trim()}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
        <Button size="sm" variant="secondary" onClick={onCopy}>
          Copy
        </Button>
        <Button size="sm" variant="secondary" onClick={onRegenerate} disabled={!canEdit || regenerating}>
          {regenerating ? 'Writing…' : 'Regenerate'}
        </Button>
        <ShareLink
          href={links.linkedIn ?? undefined}
          aria-disabled={!links.linkedIn}
          target="_blank"
          rel="noopener noreferrer"
        >
          Share on LinkedIn
        </ShareLink>
        <ShareLink href={links.x} target="_blank" rel="noopener noreferrer">
          Post on X
        </ShareLink>
        <ShareLink
          href={links.facebook ?? undefined}
          aria-disabled={!links.facebook}
          target="_blank"
          rel="noopener noreferrer"
        >
          Share on Facebook
        </ShareLink>
      </Actions>
      {canEdit && <PublishPost post={data} connections={connections} dirty={dirty} />}
    </Body>
  );
}
