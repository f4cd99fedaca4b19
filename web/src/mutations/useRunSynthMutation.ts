import { graphql } from 'react-relay';
import type {
  useRunSynthMutation as Mutation,
  useRunSynthMutation$data,
} from '../__generated__/useRunSynthMutation.graphql';
import { useCommitWithVariable } from './commitAsPromise';

const mutation = graphql`
  mutation useRunSynthMutation($id: ID!) {
    runSynth(id: $id) {
      ...followedRun_run
    }
  }
`;

/** Starts a run of a saved synth; progress then arrives through synthUpdated. */
export function useRunSynthMutation(): [(id: string) => Promise<useRunSynthMutation$data>, boolean] {
  return useCommitWithVariable<Mutation, 'id'>(mutation, 'id');
}
