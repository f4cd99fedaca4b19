import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useReschedulePublicationMutation as Mutation } from '../__generated__/useReschedulePublicationMutation.graphql';
import { useCommitAsPromise } from './commitAsPromise';

const mutation = graphql`
  mutation useReschedulePublicationMutation($publicationId: ID!, $publishAt: DateTimeISO!) {
    reschedulePublication(publicationId: $publicationId, publishAt: $publishAt) {
      id
      ...PublishPost_post
    }
  }
`;

/** Sets by hand when a waiting post publishes itself; the answer refreshes the post. */
export function useReschedulePublicationMutation(): [
  (publicationId: string, publishAt: Date) => Promise<unknown>,
  boolean,
] {
  const [send, inFlight] = useCommitAsPromise<Mutation>(mutation);
  const reschedule = useCallback(
    (publicationId: string, publishAt: Date) =>
      send({ variables: { publicationId, publishAt: publishAt.toISOString() } }),
    [send],
  );
  return [reschedule, inFlight];
}
