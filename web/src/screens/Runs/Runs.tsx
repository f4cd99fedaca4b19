import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { RunsQuery } from '../../__generated__/RunsQuery.graphql';
import { PageColumn } from '../../layout/PageColumn';
import { RunHistory, RUNS_TEXT } from './RunHistory';

export const RunsQueryDef = graphql`
  query RunsQuery {
    viewer {
      ...RunHistory_viewer
    }
  }
`;

export function Runs({ queryRef }: { queryRef: PreloadedQuery<RunsQuery> }) {
  const data = usePreloadedQuery(RunsQueryDef, queryRef);
  return (
    <PageColumn>
      <h1>{RUNS_TEXT.title}</h1>
      <RunHistory viewer={data.viewer} />
    </PageColumn>
  );
}
