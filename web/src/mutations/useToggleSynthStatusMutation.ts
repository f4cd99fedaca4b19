import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  useToggleSynthStatusMutation as Mutation,
  useToggleSynthStatusMutation$data,
} from '../__generated__/useToggleSynthStatusMutation.graphql';
import { settle } from './commitAsPromise';

const mutation = graphql`
  mutation useToggleSynthStatusMutation($id: ID!) {
    toggleSynthStatus(id: $id) {
      id
      status
    }
  }
`;

/** Flips active/inactive at once (optimistic); the server's answer is the new status. */
export function useToggleSynthStatusMutation(): [(id: string, currentStatus: string) => Promise<useToggleSynthStatusMutation$data>, boolean] {
  const [commit, inFlight] = useMutation<Mutation>(mutation);
  const toggle = useCallback(
    (id: string, currentStatus: string) =>
      new Promise<useToggleSynthStatusMutation$data>((resolve, reject) => {
        commit({
          variables: { id },
          optimisticResponse: { toggleSynthStatus: { id, status: currentStatus === 'active' ? 'inactive' : 'active' } },
          ...settle(resolve, reject),
        });
      }),
    [commit],
  );
  return [toggle, inFlight];
}
