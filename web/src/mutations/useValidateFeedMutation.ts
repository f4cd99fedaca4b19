import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  useValidateFeedMutation as Mutation,
  useValidateFeedMutation$data,
} from '../__generated__/useValidateFeedMutation.graphql';
import { useCommitWithVariable } from './commitAsPromise';

const mutation = graphql`
  mutation useValidateFeedMutation($url: String!) {
    validateFeed(url: $url) {
      valid
      articleCount
      message
    }
  }
`;

export type FeedCheck = useValidateFeedMutation$data['validateFeed'];

/** Reads a feed URL the way a run would; the answer cannot be guessed, so no optimistic update. */
export function useValidateFeedMutation(): (url: string) => Promise<FeedCheck> {
  const [check] = useCommitWithVariable<Mutation, 'url'>(mutation, 'url');
  return useCallback((url: string) => check(url).then((data) => data.validateFeed), [check]);
}
