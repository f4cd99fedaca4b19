import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useMarkOnboardedMutation as Mutation, useMarkOnboardedMutation$data } from '../__generated__/useMarkOnboardedMutation.graphql';
import { settle } from './commitAsPromise';

const mutation = graphql`
  mutation useMarkOnboardedMutation {
    markOnboarded {
      id
      onboarded
    }
  }
`;

/** Marks the viewer onboarded; optimistic when the caller knows the user's id. */
export function useMarkOnboardedMutation(): [(userId?: string) => Promise<useMarkOnboardedMutation$data>, boolean] {
  const [commit, inFlight] = useMutation<Mutation>(mutation);
  const mark = useCallback(
    (userId?: string) =>
      new Promise<useMarkOnboardedMutation$data>((resolve, reject) => {
        commit({
          variables: {},
          ...(userId ? { optimisticResponse: { markOnboarded: { id: userId, onboarded: true } } } : {}),
          ...settle(resolve, reject),
        });
      }),
    [commit],
  );
  return [mark, inFlight];
}
