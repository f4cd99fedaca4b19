import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useSetAutoPublishMutation as Mutation } from '../__generated__/useSetAutoPublishMutation.graphql';
import { useCommitAsPromise } from './commitAsPromise';

const mutation = graphql`
  mutation useSetAutoPublishMutation($synthId: ID!, $minutes: Int) {
    setAutoPublish(synthId: $synthId, minutes: $minutes) {
      id
      autoPublishMinutes
    }
  }
`;

/** Turns a synth's automatic publishing on (minutes after the digest) or off (null). */
export function useSetAutoPublishMutation(): [(synthId: string, minutes: number | null) => Promise<unknown>, boolean] {
  const [send, inFlight] = useCommitAsPromise<Mutation>(mutation);
  const set = useCallback(
    (synthId: string, minutes: number | null) => send({ variables: { synthId, minutes } }),
    [send],
  );
  return [set, inFlight];
}
