import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useForgetVoiceMutation as Mutation } from '../__generated__/useForgetVoiceMutation.graphql';
import { useCommitAsPromise } from './commitAsPromise';

const mutation = graphql`
  mutation useForgetVoiceMutation {
    forgetVoice {
      id
      voiceProfile {
        summary
      }
    }
  }
`;

/** Deletes the viewer's voice; the page shows it gone at once. */
export function useForgetVoiceMutation(): [(userId: string) => Promise<unknown>, boolean] {
  const [send, inFlight] = useCommitAsPromise<Mutation>(mutation);
  const forget = useCallback(
    (userId: string) =>
      send({ variables: {}, optimisticResponse: { forgetVoice: { id: userId, voiceProfile: null } } }),
    [send],
  );
  return [forget, inFlight];
}
