// /runs/:id: preloads RunPageQuery for the run in the address, before the screen renders.
import { Suspense } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import type { RunPageQuery } from '../../__generated__/RunPageQuery.graphql';
import { Banner } from '../../components/Banner';
import { PageColumn } from '../../layout/PageColumn';
import { preloadQuery } from '../../relay/preload';
import { RUN_TEXT, RunPage, RunPageQueryDef } from './RunPage';

export const loader = ({ params }: LoaderFunctionArgs) => preloadQuery<RunPageQuery>(RunPageQueryDef, { id: params.id ?? '' });

function Loading() {
  return (
    <PageColumn>
      <p role="status">{RUN_TEXT.loading}</p>
    </PageColumn>
  );
}

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<RunPageQuery> | null;
  const { id = '' } = useParams();
  if (!queryRef) return <Loading />;
  return (
    <Suspense fallback={<Loading />}>
      <RunPage key={id} queryRef={queryRef} id={id} />
    </Suspense>
  );
}

export function ErrorBoundary() {
  return (
    <PageColumn>
      <Banner tone="danger" role="alert">
        {RUN_TEXT.loadFailed}
      </Banner>
    </PageColumn>
  );
}
