import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { SynthInput } from '../__generated__/useCreateSynthMutation.graphql';
import type { usePreviewSynthMutation as Mutation, usePreviewSynthMutation$data } from '../__generated__/usePreviewSynthMutation.graphql';
import { settle } from './commitAsPromise';

const mutation = graphql`
  mutation usePreviewSynthMutation($input: SynthInput!) {
    previewSynth(input: $input) {
      id
      ...followedRun_run
    }
  }
`;

/** Runs the editor's unsaved data once, without saving it. */
export function usePreviewSynthMutation(): [(input: SynthInput) => Promise<usePreviewSynthMutation$data>, boolean] {
  const [commit, inFlight] = useMutation<Mutation>(mutation);
  const preview = useCallback(
    (input: SynthInput) =>
      new Promise<usePreviewSynthMutation$data>((resolve, reject) => {
        commit({ variables: { input }, ...settle(resolve, reject) });
      }),
    [commit],
  );
  return [preview, inFlight];
}
