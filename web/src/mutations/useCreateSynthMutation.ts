import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { SynthInput, useCreateSynthMutation as Mutation, useCreateSynthMutation$data } from '../__generated__/useCreateSynthMutation.graphql';
import { settle } from './commitAsPromise';
import { loadedViewerSynthConnections } from './connections';

const mutation = graphql`
  mutation useCreateSynthMutation($input: SynthInput!, $connections: [ID!]!) {
    createSynth(input: $input) @appendNode(connections: $connections, edgeTypeName: "SynthEdge") {
      id
      ...readSynthForm_synth
      ...SynthCard_synth
      ...SynthStatusPanel_synth
    }
  }
`;

/** Creates the viewer's synth and adds it to every synth list in the store. */
export function useCreateSynthMutation(): [(input: SynthInput) => Promise<useCreateSynthMutation$data>, boolean] {
  const [commit, inFlight] = useMutation<Mutation>(mutation);
  const environment = useRelayEnvironment();
  const create = useCallback(
    (input: SynthInput) =>
      new Promise<useCreateSynthMutation$data>((resolve, reject) => {
        commit({ variables: { input, connections: loadedViewerSynthConnections(environment) }, ...settle(resolve, reject) });
      }),
    [commit, environment],
  );
  return [create, inFlight];
}
