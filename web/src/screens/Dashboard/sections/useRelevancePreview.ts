import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type {
  useRelevancePreviewQuery,
  useRelevancePreviewQuery$data,
} from '../../../__generated__/useRelevancePreviewQuery.graphql';
import { errorMessage } from '../../../relay/errors';
import { useDebouncedValue } from './useDebouncedValue';

const query = graphql`
  query useRelevancePreviewQuery($rssFeedUrls: [String!]!, $topics: [String!]!, $synthId: ID) {
    relevancePreview(rssFeedUrls: $rssFeedUrls, topics: $topics, synthId: $synthId) {
      read
      kept {
        articleId
        title
        source
        because
        likedTitles
      }
      leftOut {
        articleId
        title
        source
        reason
        explanation
      }
    }
  }
`;

export type RelevancePreviewData = useRelevancePreviewQuery$data['relevancePreview'];

/** Asked once typing pauses, so a person editing topics sends a request per pause, not per key. */
const PAUSE_MS = 600;

export type PreviewState =
  | { status: 'idle' }
  | { status: 'loading'; last: RelevancePreviewData | null }
  | { status: 'ready'; data: RelevancePreviewData }
  | { status: 'failed'; message: string };

/** The preview for these feeds and topics, asked again whenever they settle after a change. */
export function useRelevancePreview(input: {
  rssFeedUrls: string[];
  topics: string[];
  synthId: string | null;
}): PreviewState {
  const environment = useRelayEnvironment();
  const key = JSON.stringify(input);
  const settled = useDebouncedValue(key, PAUSE_MS);
  const [state, setState] = useState<PreviewState>({ status: 'idle' });
  useEffect(() => {
    const variables = JSON.parse(settled) as typeof input;
    if (variables.rssFeedUrls.length === 0) {
      setState({ status: 'idle' });
      return;
    }
    setState((s) => ({
      status: 'loading',
      last: s.status === 'ready' ? s.data : s.status === 'loading' ? s.last : null,
    }));
    // A newer request replaces an older one: its answer is dropped on unsubscribe.
    const subscription = fetchQuery<useRelevancePreviewQuery>(environment, query, variables, {
      fetchPolicy: 'network-only',
    }).subscribe({
      next: (data) => setState({ status: 'ready', data: data.relevancePreview }),
      error: (err: unknown) => setState({ status: 'failed', message: errorMessage(err) }),
    });
    return () => subscription.unsubscribe();
  }, [environment, settled]);
  return state;
}
