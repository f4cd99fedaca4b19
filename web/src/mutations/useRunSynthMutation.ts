import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRunSynthMutation as Mutation, useRunSynthMutation$data } from '../__generated__/useRunSynthMutation.graphql';
import { settle } from './commitAsPromise';

const mutation = graphql`
  mutation useRunSynthMutation($id: ID!) {
    runSynth(id: $id) {
      id
      ...followedRun_run
    }
  }
`;

/** Starts a run of a saved synth; progress then arrives through synthUpdated. */
export function useRunSynthMutation(): [(id: string) => Promise<useRunSynthMutation$data>, boolean] {
  const [commit, inFlight] = useMutation<Mutation>(mutation);
  const run = useCallback(
    (id: string) =>
      new Promise<useRunSynthMutation$data>((resolve, reject) => {
        commit({ variables: { id }, ...settle(resolve, reject) });
      }),
    [commit],
  );
  return [run, inFlight];
}
