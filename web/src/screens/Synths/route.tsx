// /synths: preloads SynthsQuery from the route, before the screen renders.
import { Suspense } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { SynthsQuery } from '../../__generated__/SynthsQuery.graphql';
import { Banner } from '../../components/Banner';
import { preloadQuery } from '../../relay/preload';
import { Page, Synths, SynthsQueryDef, SYNTHS_TEXT } from './Synths';

export const loader = () => preloadQuery<SynthsQuery>(SynthsQueryDef, {});

function Loading() {
  return (
    <Page>
      <header>
        <h1>{SYNTHS_TEXT.title}</h1>
      </header>
      <p role="status">{SYNTHS_TEXT.loading}</p>
    </Page>
  );
}

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<SynthsQuery> | null;
  if (!queryRef) return <Loading />;
  return (
    <Suspense fallback={<Loading />}>
      <Synths queryRef={queryRef} />
    </Suspense>
  );
}

/** A failed list shows no synths and the exact load-failure banner users see. */
export function ErrorBoundary() {
  return (
    <Page>
      <header>
        <h1>{SYNTHS_TEXT.title}</h1>
      </header>
      <Banner tone="danger" role="alert">
        {SYNTHS_TEXT.loadFailed}
      </Banner>
      <p className="empty">{SYNTHS_TEXT.empty}</p>
    </Page>
  );
}
