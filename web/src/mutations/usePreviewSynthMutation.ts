import { graphql } from 'react-relay';
import type { SynthInput } from '../__generated__/useCreateSynthMutation.graphql';
import type {
  usePreviewSynthMutation as Mutation,
  usePreviewSynthMutation$data,
} from '../__generated__/usePreviewSynthMutation.graphql';
import { useCommitWithVariable } from './commitAsPromise';

const mutation = graphql`
  mutation usePreviewSynthMutation($input: SynthInput!) {
    previewSynth(input: $input) {
      ...followedRun_run
    }
  }
`;

/** Runs the editor's unsaved data once, without saving it. */
export function usePreviewSynthMutation(): [(input: SynthInput) => Promise<usePreviewSynthMutation$data>, boolean] {
  return useCommitWithVariable<Mutation, 'input'>(mutation, 'input');
}
