// /runs: preloads RunsQuery from the route, before the screen renders.
import { PageLoadFailed, PageLoading } from '../../layout/PageStates';
import { queryRoute } from '../../relay/preloadedRoute';
import { Runs, RunsQueryDef } from './Runs';
import { RUNS_TEXT } from './RunHistory';

const heading = <h1>{RUNS_TEXT.title}</h1>;

export const { loader, Component } = queryRoute(
  RunsQueryDef,
  Runs,
  <PageLoading heading={heading} text={RUNS_TEXT.loading} />,
);

export function ErrorBoundary() {
  return <PageLoadFailed heading={heading} text={RUNS_TEXT.loadFailed} />;
}
