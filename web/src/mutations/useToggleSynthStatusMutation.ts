import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  useToggleSynthStatusMutation as Mutation,
  useToggleSynthStatusMutation$data,
} from '../__generated__/useToggleSynthStatusMutation.graphql';
import { useCommitAsPromise } from './commitAsPromise';

const mutation = graphql`
  mutation useToggleSynthStatusMutation($id: ID!) {
    toggleSynthStatus(id: $id) {
      id
      status
      # eslint-disable-next-line relay/must-colocate-fragment-spreads -- pausing or resuming changes the next digest the cards and the panel show
      ...NextDigestLine_synth
    }
  }
`;

/** Flips active/inactive at once (optimistic); the server's answer is the new status. */
export function useToggleSynthStatusMutation(): [
  (id: string, currentStatus: string) => Promise<useToggleSynthStatusMutation$data>,
  boolean,
] {
  const [send, inFlight] = useCommitAsPromise<Mutation>(mutation);
  const toggle = useCallback(
    (id: string, currentStatus: string) =>
      send({
        variables: { id },
        optimisticResponse: { toggleSynthStatus: { id, status: currentStatus === 'active' ? 'inactive' : 'active' } },
      }),
    [send],
  );
  return [toggle, inFlight];
}
