import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { usePublishCarouselMutation as Mutation } from '../__generated__/usePublishCarouselMutation.graphql';
import { useCommitAsPromise } from './commitAsPromise';

const mutation = graphql`
  mutation usePublishCarouselMutation($carouselId: ID!) {
    publishCarousel(carouselId: $carouselId) {
      id
      ...RunCarousel_carousel
    }
  }
`;

/** Publishes the carousel on LinkedIn as a document post; the answer carries how it went. */
export function usePublishCarouselMutation(): [(carouselId: string) => Promise<unknown>, boolean] {
  const [send, inFlight] = useCommitAsPromise<Mutation>(mutation);
  const publish = useCallback((carouselId: string) => send({ variables: { carouselId } }), [send]);
  return [publish, inFlight];
}
