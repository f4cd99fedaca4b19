// /runs: preloads RunsQuery from the route, before the screen renders.
import { Suspense } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { RunsQuery } from '../../__generated__/RunsQuery.graphql';
import { Banner } from '../../components/Banner';
import { PageColumn } from '../../layout/PageColumn';
import { preloadQuery } from '../../relay/preload';
import { Runs, RunsQueryDef } from './Runs';
import { RUNS_TEXT } from './RunHistory';

export const loader = () => preloadQuery<RunsQuery>(RunsQueryDef, {});

function Loading() {
  return (
    <PageColumn>
      <h1>{RUNS_TEXT.title}</h1>
      <p role="status">{RUNS_TEXT.loading}</p>
    </PageColumn>
  );
}

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<RunsQuery> | null;
  if (!queryRef) return <Loading />;
  return (
    <Suspense fallback={<Loading />}>
      <Runs queryRef={queryRef} />
    </Suspense>
  );
}

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
