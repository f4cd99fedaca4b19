import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useSendStoryAnywayMutation as Mutation } from '../__generated__/useSendStoryAnywayMutation.graphql';
import { useCommitAsPromise } from './commitAsPromise';

const mutation = graphql`
  mutation useSendStoryAnywayMutation($runId: ID!, $articleId: String!) {
    sendStoryAnyway(runId: $runId, articleId: $articleId) {
      id
      ...followedRun_run
    }
  }
`;

/**
 * "Send it anyway" on a story a run held back as already sent: the synth forgets it sent that
 * story and a new run starts now with it first. Answers with the new run.
 */
export function useSendStoryAnywayMutation(): [
  (runId: string, articleId: string) => Promise<Mutation['response']>,
  boolean,
] {
  const [send, inFlight] = useCommitAsPromise<Mutation>(mutation);
  const sendAnyway = useCallback(
    (runId: string, articleId: string) => send({ variables: { runId, articleId } }),
    [send],
  );
  return [sendAnyway, inFlight];
}
