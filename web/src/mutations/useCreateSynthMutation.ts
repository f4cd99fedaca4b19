import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type {
  SynthInput,
  useCreateSynthMutation as Mutation,
  useCreateSynthMutation$data,
} from '../__generated__/useCreateSynthMutation.graphql';
import { useCommitAsPromise } from './commitAsPromise';
import { loadedViewerSynthConnections } from './connections';

const mutation = graphql`
  mutation useCreateSynthMutation($input: SynthInput!, $connections: [ID!]!) {
    createSynth(input: $input) @appendNode(connections: $connections, edgeTypeName: "SynthEdge") {
      id
      ...readSynthForm_synth
      ...SynthCard_synth
      ...SynthStatusPanel_synth
      ...RecipientConfirmationNote_synth
      ...PublicEditionSettings_synth
    }
  }
`;

/** Creates the viewer's synth and adds it to every synth list in the store. */
export function useCreateSynthMutation(): [(input: SynthInput) => Promise<useCreateSynthMutation$data>, boolean] {
  const [send, inFlight] = useCommitAsPromise<Mutation>(mutation);
  const environment = useRelayEnvironment();
  const create = useCallback(
    (input: SynthInput) => send({ variables: { input, connections: loadedViewerSynthConnections(environment) } }),
    [send, environment],
  );
  return [create, inFlight];
}
