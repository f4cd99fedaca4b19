import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  useUpdateRunPostMutation as Mutation,
  useUpdateRunPostMutation$data,
} from '../__generated__/useUpdateRunPostMutation.graphql';
import { useCommitAsPromise } from './commitAsPromise';

const mutation = graphql`
  mutation useUpdateRunPostMutation($id: ID!, $text: String!) {
    updateRunPost(id: $id, text: $text) {
      id
      text
      edited
    }
  }
`;

/** Saves a run's post text; the store shows the saved text at once and the server's answer after. */
export function useUpdateRunPostMutation(): [
  (id: string, text: string) => Promise<useUpdateRunPostMutation$data>,
  boolean,
] {
  const [send, inFlight] = useCommitAsPromise<Mutation>(mutation);
  const save = useCallback(
    (id: string, text: string) =>
      send({ variables: { id, text }, optimisticResponse: { updateRunPost: { id, text, edited: true } } }),
    [send],
  );
  return [save, inFlight];
}
