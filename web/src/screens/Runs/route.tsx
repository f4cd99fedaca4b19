// /runs: preloads RunsQuery from the route, before the screen renders.
import { Banner } from '../../components/Banner';
import { PageColumn } from '../../layout/PageColumn';
import { queryRoute } from '../../relay/preloadedRoute';
import { Runs, RunsQueryDef } from './Runs';
import { RUNS_TEXT } from './RunHistory';

function Loading() {
  return (
    <PageColumn>
      <h1>{RUNS_TEXT.title}</h1>
      <p role="status">{RUNS_TEXT.loading}</p>
    </PageColumn>
  );
}

export const { loader, Component } = queryRoute(RunsQueryDef, Runs, <Loading />);

export function ErrorBoundary() {
  return (
    <PageColumn>
      <h1>{RUNS_TEXT.title}</h1>
      <Banner tone="danger" role="alert">
        {RUNS_TEXT.loadFailed}
      </Banner>
    </PageColumn>
  );
}
