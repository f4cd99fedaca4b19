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

export function useMarkOnboardedMutation(): [() => Promise<useMarkOnboardedMutation$data>, boolean] {
  const [commit, inFlight] = useMutation<Mutation>(mutation);
  const mark = useCallback(
    () =>
      new Promise<useMarkOnboardedMutation$data>((resolve, reject) => {
        commit({ variables: {}, ...settle(resolve, reject) });
      }),
    [commit],
  );
  return [mark, inFlight];
}
