// /onboard: preloads OnboardQuery from the route, before the screen renders.
import { Suspense } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { OnboardQuery } from '../../__generated__/OnboardQuery.graphql';
import { FullPageSpinner } from '../../components/Spinner';
import { preloadQuery } from '../../relay/preload';
import { Onboard, OnboardQueryDef } from './Onboard';

export const loader = () => preloadQuery<OnboardQuery>(OnboardQueryDef, {});

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<OnboardQuery> | null;
  if (!queryRef) return null;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Onboard queryRef={queryRef} />
    </Suspense>
  );
}
