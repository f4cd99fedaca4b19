import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useMakeCarouselMutation as Mutation } from '../__generated__/useMakeCarouselMutation.graphql';
import { useCommitAsPromise } from './commitAsPromise';

const mutation = graphql`
  mutation useMakeCarouselMutation($runId: ID!) {
    makeCarousel(runId: $runId) {
      id
      ...RunCarousel_carousel
    }
  }
`;

/** Makes the run's carousel (or answers the one it has) and shows it on the run. */
export function useMakeCarouselMutation(): [(runId: string) => Promise<unknown>, boolean] {
  const [send, inFlight] = useCommitAsPromise<Mutation>(mutation);
  const make = useCallback(
    (runId: string) =>
      send({
        variables: { runId },
        updater: (store) => {
          const made = store.getRootField('makeCarousel');
          if (made) store.get(runId)?.setLinkedRecord(made, 'carousel');
        },
      }),
    [send],
  );
  return [make, inFlight];
}
