// /template-test: preloads TemplateTestQuery (the templates) from the route.
import { Suspense } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { TemplateTestQuery } from '../../__generated__/TemplateTestQuery.graphql';
import { FullPageSpinner } from '../../components/Spinner';
import { preloadQuery } from '../../relay/preload';
import { TemplateTest, TemplateTestQueryDef } from './TemplateTest';

export const loader = () => preloadQuery<TemplateTestQuery>(TemplateTestQueryDef, {});

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<TemplateTestQuery> | null;
  if (!queryRef) return null;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <TemplateTest queryRef={queryRef} />
    </Suspense>
  );
}
