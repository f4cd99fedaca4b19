// /runs/:id: preloads RunPageQuery for the run in the address, before the screen renders.
import { Suspense } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import type { RunPageQuery } from '../../__generated__/RunPageQuery.graphql';
import { PageLoadFailed, PageLoading } from '../../layout/PageStates';
import { preloadQuery } from '../../relay/preload';
import { RUN_TEXT, RunPage, RunPageQueryDef } from './RunPage';

export const loader = ({ params }: LoaderFunctionArgs) =>
  preloadQuery<RunPageQuery>(RunPageQueryDef, { id: params.id ?? '' });

const loading = <PageLoading text={RUN_TEXT.loading} />;

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<RunPageQuery> | null;
  const { id = '' } = useParams();
  if (!queryRef) return loading;
  return (
    <Suspense fallback={loading}>
      <RunPage key={id} queryRef={queryRef} id={id} />
    </Suspense>
  );
}

export function ErrorBoundary() {
  return <PageLoadFailed text={RUN_TEXT.loadFailed} />;
}
