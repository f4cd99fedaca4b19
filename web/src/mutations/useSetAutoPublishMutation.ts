import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useSetAutoPublishMutation as Mutation } from '../__generated__/useSetAutoPublishMutation.graphql';
import { useCommitAsPromise } from './commitAsPromise';

const mutation = graphql`
  mutation useSetAutoPublishMutation($synthId: ID!, $minutes: Int, $bestTime: Boolean) {
    setAutoPublish(synthId: $synthId, minutes: $minutes, bestTime: $bestTime) {
      id
      autoPublishMinutes
      autoPublishBestTime
      autoPublishPreview
    }
  }
`;

/** Turns a synth's automatic publishing on (minutes after the digest, or the best time after that) or off (null). */
export function useSetAutoPublishMutation(): [
  (synthId: string, minutes: number | null, bestTime?: boolean) => Promise<unknown>,
  boolean,
] {
  const [send, inFlight] = useCommitAsPromise<Mutation>(mutation);
  const set = useCallback(
    (synthId: string, minutes: number | null, bestTime = false) => send({ variables: { synthId, minutes, bestTime } }),
    [send],
  );
  return [set, inFlight];
}
