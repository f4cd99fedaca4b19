import { graphql } from 'react-relay';
import type { useResetSynthFeedbackMutation as Mutation } from '../__generated__/useResetSynthFeedbackMutation.graphql';
import { useCommitWithVariable } from './commitAsPromise';

const mutation = graphql`
  mutation useResetSynthFeedbackMutation($synthId: ID!) {
    resetSynthFeedback(synthId: $synthId) {
      id
      ...SynthFeedbackPanel_synth
    }
  }
`;

/** Forgets every rating of the synth; the answer refreshes its count. */
export function useResetSynthFeedbackMutation() {
  return useCommitWithVariable<Mutation, 'synthId'>(mutation, 'synthId');
}
