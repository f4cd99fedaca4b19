import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useSetDigestPublishedMutation as Mutation } from '../__generated__/useSetDigestPublishedMutation.graphql';
import { useCommitAsPromise } from './commitAsPromise';

const mutation = graphql`
  mutation useSetDigestPublishedMutation($runId: ID!, $published: Boolean!) {
    setDigestPublished(runId: $runId, published: $published) {
      id
      inPublicArchive
    }
  }
`;

/** Takes a run's digest out of its synth's public archive and feed, or puts it back. */
export function useSetDigestPublishedMutation(): [(runId: string, published: boolean) => Promise<unknown>, boolean] {
  const [send, inFlight] = useCommitAsPromise<Mutation>(mutation);
  const set = useCallback(
    (runId: string, published: boolean) =>
      send({
        variables: { runId, published },
        optimisticResponse: { setDigestPublished: { id: runId, inPublicArchive: published } },
      }),
    [send],
  );
  return [set, inFlight];
}
