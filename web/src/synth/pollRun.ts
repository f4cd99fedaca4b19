/* eslint-disable relay/unused-fields -- useRunSynth reads the returned run snapshot */
import { fetchQuery, graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { pollRunQuery, pollRunQuery$data } from '../__generated__/pollRunQuery.graphql';

const query = graphql`
  query pollRunQuery($id: ID!) {
    node(id: $id) {
      ... on SynthRun {
        id
        status
        error
        articlesFetched
        articlesFiltered
        articlesProcessed
        finishedAt
        progress {
          current
          total
          percent
        }
      }
    }
  }
`;

export type RunSnapshot = NonNullable<pollRunQuery$data['node']>;

export const POLL_INTERVAL_MS = 2000;
const POLL_LIMIT_MS = 10 * 60_000;
const FINISHED = new Set(['succeeded', 'failed', 'canceled']);
export const isFinished = (status: string | null | undefined) => !!status && FINISHED.has(status);

/**
 * Follows a run until it finishes. Preview runs have no synth to subscribe to, and for saved
 * synths it backs up the subscription if the socket drops.
 */
export async function pollRun(
  environment: Environment,
  runId: string,
  onProgress: (run: RunSnapshot) => void,
  signal: AbortSignal,
): Promise<RunSnapshot | null> {
  const deadline = Date.now() + POLL_LIMIT_MS;
  while (!signal.aborted && Date.now() < deadline) {
    const data = await fetchQuery<pollRunQuery>(environment, query, { id: runId }, { fetchPolicy: 'network-only' }).toPromise();
    const run = data?.node;
    if (run?.status) {
      onProgress(run);
      if (isFinished(run.status)) return run;
    }
    await new Promise((r) => setTimeout(r, POLL_INTERVAL_MS));
  }
  return null;
}
