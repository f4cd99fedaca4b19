import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  usePublishRunPostMutation as Mutation,
  usePublishRunPostMutation$data,
} from '../__generated__/usePublishRunPostMutation.graphql';
import { useCommitAsPromise } from './commitAsPromise';

const mutation = graphql`
  mutation usePublishRunPostMutation($postId: ID!, $linkAsFirstComment: Boolean!) {
    publishRunPost(postId: $postId, linkAsFirstComment: $linkAsFirstComment) {
      publication {
        id
        status
        url
        error
      }
      post {
        id
        ...PublishPost_post
      }
    }
  }
`;

/** Publishes a run post on its platform; the answer refreshes the post's publications (and its link). */
export function usePublishRunPostMutation(): [
  (postId: string, linkAsFirstComment: boolean) => Promise<usePublishRunPostMutation$data>,
  boolean,
] {
  const [send, inFlight] = useCommitAsPromise<Mutation>(mutation);
  const publish = useCallback(
    (postId: string, linkAsFirstComment: boolean) => send({ variables: { postId, linkAsFirstComment } }),
    [send],
  );
  return [publish, inFlight];
}
