import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  ArticleFeedback,
  useRateRunArticleMutation as Mutation,
} from '../__generated__/useRateRunArticleMutation.graphql';
import { useCommitAsPromise } from './commitAsPromise';

const mutation = graphql`
  mutation useRateRunArticleMutation($runId: ID!, $articleId: String!, $feedback: ArticleFeedback!) {
    rateRunArticle(runId: $runId, articleId: $articleId, feedback: $feedback) {
      id
      ...RunArticles_run
      ...RunLeftOut_run
      synth {
        id
        ...SynthFeedbackPanel_synth
      }
    }
  }
`;

export type { ArticleFeedback };

/** Records "More like this" or "Less like this" on one of a run's articles; the answer refreshes the choice and the count. */
export function useRateRunArticleMutation(): [
  (runId: string, articleId: string, feedback: ArticleFeedback) => Promise<Mutation['response']>,
  boolean,
] {
  const [send, inFlight] = useCommitAsPromise<Mutation>(mutation);
  const rate = useCallback(
    (runId: string, articleId: string, feedback: ArticleFeedback) =>
      send({ variables: { runId, articleId, feedback } }),
    [send],
  );
  return [rate, inFlight];
}
