import styled from '@emotion/styled';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import type { RunHistory_viewer$key } from '../../__generated__/RunHistory_viewer.graphql';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { OrderedStackList } from '../../components/StackList';
import { RunFacts } from '../../run/RunFacts';
import { RunPublishedLinks } from '../../run/RunPublishedLinks';

const List = styled(OrderedStackList)`
  gap: ${(p) => p.theme.space(3)};
  a.title {
    font-weight: 700;
    color: ${(p) => p.theme.colors.primary};
  }
`;

export const RUNS_TEXT = {
  title: 'Runs',
  empty: 'No runs yet. Press Run Synth on the dashboard to make your first digest.',
  more: 'Show older runs',
  loading: 'Loading runs...',
  loadFailed: 'Unable to load your runs. Please try refreshing the page.',
};

/** The viewer's runs (every synth and editor previews), newest first, a page at a time. */
export function RunHistory({ viewer }: { viewer: RunHistory_viewer$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment RunHistory_viewer on Viewer
      @refetchable(queryName: "RunHistoryPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        runs(first: $count, after: $cursor) @connection(key: "RunHistory_runs") {
          edges {
            node {
              id
              synthName
              ...RunFacts_run
              ...RunPublishedLinks_run
            }
          }
        }
      }
    `,
    viewer,
  );
  const runs = data.runs.edges.map((e) => e.node);
  if (runs.length === 0) return <p>{RUNS_TEXT.empty}</p>;
  return (
    <>
      <List aria-label="Run history">
        {runs.map((run) => (
          <li key={run.id}>
            <Card>
              <RunFacts
                run={run}
                heading={
                  <Link className="title" to={`/runs/${encodeURIComponent(run.id)}`}>
                    {run.synthName}
                  </Link>
                }
              />
              <RunPublishedLinks run={run} />
            </Card>
          </li>
        ))}
      </List>
      {hasNext && (
        <Button variant="secondary" onClick={() => loadNext(20)} disabled={isLoadingNext}>
          {RUNS_TEXT.more}
        </Button>
      )}
    </>
  );
}
