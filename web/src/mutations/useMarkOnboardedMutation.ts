import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  useMarkOnboardedMutation as Mutation,
  useMarkOnboardedMutation$data,
} from '../__generated__/useMarkOnboardedMutation.graphql';
import { useCommitAsPromise } from './commitAsPromise';

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
  const [send, inFlight] = useCommitAsPromise<Mutation>(mutation);
  const mark = useCallback(
    (userId?: string) =>
      send({
        variables: {},
        ...(userId ? { optimisticResponse: { markOnboarded: { id: userId, onboarded: true } } } : {}),
      }),
    [send],
  );
  return [mark, inFlight];
}
