import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useSetSynthPublicMutation as Mutation } from '../__generated__/useSetSynthPublicMutation.graphql';
import { useCommitAsPromise } from './commitAsPromise';

const mutation = graphql`
  mutation useSetSynthPublicMutation($synthId: ID!, $isPublic: Boolean!) {
    setSynthPublic(synthId: $synthId, isPublic: $isPublic) {
      id
      ...PublicEditionSettings_synth
    }
  }
`;

/** Makes a synth's archive public or private; the answer refreshes the settings with its addresses. */
export function useSetSynthPublicMutation(): [(synthId: string, isPublic: boolean) => Promise<unknown>, boolean] {
  const [send, inFlight] = useCommitAsPromise<Mutation>(mutation);
  const set = useCallback(
    (synthId: string, isPublic: boolean) =>
      send({
        variables: { synthId, isPublic },
        // The switch moves at once; the answer brings the archive's addresses.
        optimisticUpdater: (store) => {
          store.get(synthId)?.getLinkedRecord('publicEdition')?.setValue(isPublic, 'isPublic');
        },
      }),
    [send],
  );
  return [set, inFlight];
}
