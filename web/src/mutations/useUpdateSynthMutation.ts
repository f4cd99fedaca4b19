import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { SynthInput } from '../__generated__/useCreateSynthMutation.graphql';
import type {
  useUpdateSynthMutation as Mutation,
  useUpdateSynthMutation$data,
} from '../__generated__/useUpdateSynthMutation.graphql';
import { useCommitAsPromise } from './commitAsPromise';

const mutation = graphql`
  mutation useUpdateSynthMutation($id: ID!, $input: SynthInput!) {
    updateSynth(id: $id, input: $input) {
      id
      ...readSynthForm_synth
      ...SynthCard_synth
      ...SynthStatusPanel_synth
      ...RecipientConfirmationNote_synth
    }
  }
`;

/**
 * Saves the editor's fields; the server refreshes the synth's schedule. Optimistic: every view of
 * the synth (cards, status panel) shows the saved values at once; the server's answer (with its
 * normalised values) replaces them, and an error rolls them back.
 */
export function useUpdateSynthMutation(): [
  (id: string, input: SynthInput) => Promise<useUpdateSynthMutation$data>,
  boolean,
] {
  const [send, inFlight] = useCommitAsPromise<Mutation>(mutation);
  const update = useCallback(
    (id: string, input: SynthInput) =>
      send({
        variables: { id, input },
        optimisticUpdater: (store) => {
          const record = store.get(id);
          if (!record) return;
          for (const [field, value] of Object.entries(input))
            if (value !== undefined) record.setValue(value as string | boolean | null | string[], field);
        },
      }),
    [send],
  );
  return [update, inFlight];
}
