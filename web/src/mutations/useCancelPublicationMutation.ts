import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useCancelPublicationMutation as Mutation } from '../__generated__/useCancelPublicationMutation.graphql';
import { useCommitAsPromise } from './commitAsPromise';

const mutation = graphql`
  mutation useCancelPublicationMutation($publicationId: ID!) {
    cancelPublication(publicationId: $publicationId) {
      id
      ...PublishPost_post
    }
  }
`;

/** Cancels a post's waiting automatic publish; the answer refreshes the post. */
export function useCancelPublicationMutation(): [(publicationId: string) => Promise<unknown>, boolean] {
  const [send, inFlight] = useCommitAsPromise<Mutation>(mutation);
  const cancel = useCallback((publicationId: string) => send({ variables: { publicationId } }), [send]);
  return [cancel, inFlight];
}
