import { graphql } from 'react-relay';
import type {
  useRegenerateRunPostMutation as Mutation,
  useRegenerateRunPostMutation$data,
} from '../__generated__/useRegenerateRunPostMutation.graphql';
import { useCommitWithVariable } from './commitAsPromise';

const mutation = graphql`
  mutation useRegenerateRunPostMutation($id: ID!) {
    regenerateRunPost(id: $id) {
      post {
        id
        text
        edited
        templateId
      }
      # The trial panel shows the count this moved.
      user {
        id
        executionsUsed
      }
    }
  }
`;

/** Writes a run's post again with the run's settings (counted like a run on the trial, which the answer's user shows). */
export function useRegenerateRunPostMutation(): [(id: string) => Promise<useRegenerateRunPostMutation$data>, boolean] {
  return useCommitWithVariable<Mutation, 'id'>(mutation, 'id');
}
