import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  useSaveVoiceSamplesMutation as Mutation,
  useSaveVoiceSamplesMutation$data,
} from '../__generated__/useSaveVoiceSamplesMutation.graphql';
import { useCommitAsPromise } from './commitAsPromise';

const mutation = graphql`
  mutation useSaveVoiceSamplesMutation($text: String, $sharesCsv: String) {
    saveVoiceSamples(text: $text, sharesCsv: $sharesCsv) {
      notice
      user {
        id
        voiceProfile {
          summary
          habits {
            label
            text
          }
          postCount
          editCount
          samples
          learnedAt
        }
      }
    }
  }
`;

/** Learns the viewer's voice from pasted posts or from a Shares.csv; the page shows the new profile from the answer. */
export function useSaveVoiceSamplesMutation(): [
  (input: { text: string } | { sharesCsv: string }) => Promise<useSaveVoiceSamplesMutation$data>,
  boolean,
] {
  const [send, inFlight] = useCommitAsPromise<Mutation>(mutation);
  const save = useCallback(
    (input: { text: string } | { sharesCsv: string }) => send({ variables: { text: null, sharesCsv: null, ...input } }),
    [send],
  );
  return [save, inFlight];
}
